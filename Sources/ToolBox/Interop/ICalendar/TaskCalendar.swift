/// The open tasks as an iCalendar file of VTODOs (RFC 5545 §3.6.2), for calendar and
/// reminder apps to import.
///
/// One VTODO a task: UID is the task id with `@pocketbrains`, so importing a later export
/// updates the same to-dos instead of adding copies. DUE is a DATE for a day and a
/// floating DATE-TIME for a time, since due dates are wall-clock facts. A repeat rule
/// goes out as RRULE only with a due date: the rule counts from DUE (there is no DTSTART,
/// which would have to come before DUE), and without one it has nothing to count from.
/// Lines end in CRLF and are folded at 75 octets.
package enum TaskCalendar {
    /// Names pb as the writer; an existing file is overwritten only if it carries this.
    package static let productID = "-//PocketBrains//pb//EN"

    /// iCalendar's PRIORITY: 1 is highest, 9 lowest, 0 (left out here) undefined.
    package static func icsPriority(_ priority: Priority) -> Int {
        switch priority {
        case .urgent: return 1
        case .high: return 3
        case .medium: return 5
        case .low: return 9
        }
    }

    /// The whole file. `stamp` is DTSTAMP: the export's time, in UTC.
    package static func document(_ tasks: [TaskItem], stamp: LocalDateTime, stampSeconds: Int = 0)
        -> String
    {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + productID, "CALSCALE:GREGORIAN"]
        let dtstamp = dateTime(stamp, seconds: stampSeconds) + "Z"
        for task in tasks {
            lines.append("BEGIN:VTODO")
            lines.append("UID:" + ICSText.escaped(task.id + "@pocketbrains"))
            lines.append("DTSTAMP:" + dtstamp)
            lines.append("SUMMARY:" + ICSText.escaped(task.title))
            if let due = task.due {
                lines.append(
                    due.time == nil ? "DUE;VALUE=DATE:" + date(due.date) : "DUE:" + dateTime(due))
                if let text = task.repeatRule, let rule = RepeatRule(text) {
                    lines.append("RRULE:" + rule.description)
                }
            }
            if let priority = task.priority.flatMap(Priority.init(parsing:)) {
                lines.append("PRIORITY:\(icsPriority(priority))")
            }
            lines.append("STATUS:NEEDS-ACTION")
            lines.append("END:VTODO")
        }
        lines.append("END:VCALENDAR")
        return lines.flatMap(ICSText.folded).map { $0 + "\r\n" }.joined()
    }

    /// True when `prefix`, the start of an existing file, is a calendar pb wrote.
    package static func isEarlierExport(_ prefix: [UInt8]) -> Bool {
        // Whole lines only: the prefix may end inside a character.
        let complete = prefix.lastIndex(of: 0x0A).map { Array(prefix[...$0]) } ?? []
        let lines = (try? ICSReader.unfold(complete)) ?? []
        guard lines.first?.1 == "BEGIN:VCALENDAR" else { return false }
        return lines.prefix(8).contains { $0.1 == "PRODID:" + productID }
    }

    static func date(_ date: CivilDate) -> String {
        pad(date.year, 4) + pad(date.month, 2) + pad(date.day, 2)
    }

    static func dateTime(_ value: LocalDateTime, seconds: Int = 0) -> String {
        date(value.date) + "T" + pad(value.time?.hour ?? 0, 2) + pad(value.time?.minute ?? 0, 2)
            + pad(seconds, 2)
    }
}

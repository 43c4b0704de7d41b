package import ToolBox

/// Dates in the words a reply uses.
package enum DateWords {
    static let weekdays = [
        "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
    ]
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November",
        "December",
    ]

    /// "Fri 13 Mar 15:00": compact, for step lines; with `today`, a date in another year
    /// says its year ("Tue 5 Mar 2024").
    package static func short(_ value: LocalDateTime, today: CivilDate? = nil) -> String {
        let d = value.date
        var day =
            String(weekdays[d.weekday - 1].prefix(3)) + " \(d.day) "
            + String(months[d.month - 1].prefix(3))
        if let today, today.year != d.year { day += " \(d.year)" }
        return value.time.map { day + " \($0)" } ?? day
    }

    /// "Friday at 15:00", "tomorrow", "today at 9:00", "27 March", "2 January 2027": for replies.
    package static func spoken(_ value: LocalDateTime, today: CivilDate) -> String {
        let d = value.date
        let gap = today.days(until: d)
        var words: String
        switch gap {
        case 0: words = "today"
        case 1: words = "tomorrow"
        case -1: words = "yesterday"
        case 2...6: words = weekdays[d.weekday - 1]
        default:
            words = "\(d.day) \(months[d.month - 1])"
            if d.year != today.year { words += " \(d.year)" }
        }
        if let time = value.time { words += " at \(time)" }
        return words
    }
}

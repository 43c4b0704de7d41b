/// One VEVENT of a calendar file, read but not yet placed in any window.
package struct CalendarEvent: Sendable, Equatable {
    package let uid: String?
    package let summary: String
    package let location: String?
    package let start: ICSTime
    /// DTEND as written, if given.
    package let end: ICSTime?
    /// DURATION in minutes, if given instead of DTEND.
    package let duration: Int?
    package let recurrence: EventRecurrence.Reading?
    /// RDATE: extra starts.
    package let additions: [ICSTime]
    /// EXDATE: starts taken out of the set.
    package let exclusions: [ICSTime]
    /// RECURRENCE-ID: this event replaces that occurrence of the event with its UID.
    package let recurrenceID: ICSTime?
    /// STATUS:CANCELLED. A cancelled event is never shown; a cancelled replacement still
    /// removes the occurrence it replaces.
    package let cancelled: Bool
    /// The line of its BEGIN:VEVENT.
    package let line: Int

    /// Reads one VEVENT. Missing or malformed dates are errors at their line.
    init(_ component: ICSComponent) throws(ICSError) {
        guard let dtstart = component.property("DTSTART") else {
            throw ICSError(line: component.line, "VEVENT has no DTSTART")
        }
        start = try ICSTime.value(of: dtstart)
        end = try component.property("DTEND").map { property throws(ICSError) in
            try ICSTime.value(of: property)
        }
        if let property = component.property("DURATION") {
            guard let minutes = ICSTime.minutes(inDuration: property.value) else {
                throw ICSError(
                    line: property.line, "DURATION is not a duration such as PT1H or P1D")
            }
            duration = minutes
        } else {
            duration = nil
        }
        recurrence = try component.property("RRULE").map { property throws(ICSError) in
            try EventRecurrence.read(property)
        }
        var additions: [ICSTime] = []
        for property in component.properties("RDATE") {
            additions += try ICSTime.values(of: property)
        }
        self.additions = additions
        var exclusions: [ICSTime] = []
        for property in component.properties("EXDATE") {
            exclusions += try ICSTime.values(of: property)
        }
        self.exclusions = exclusions
        recurrenceID = try component.property("RECURRENCE-ID").map { property throws(ICSError) in
            try ICSTime.value(of: property)
        }
        uid = component.property("UID")?.value.trimmingSpaces
        summary = component.property("SUMMARY")?.text.trimmingSpaces ?? ""
        location = component.property("LOCATION").map(\.text.trimmingSpaces).flatMap {
            $0.isEmpty ? nil : $0
        }
        cancelled = component.property("STATUS")?.value.trimmingSpaces.uppercased() == "CANCELLED"
        line = component.line
    }

    /// Every VEVENT of the calendars in `components`, in file order.
    package static func events(in components: [ICSComponent]) throws(ICSError) -> [CalendarEvent] {
        var events: [CalendarEvent] = []
        for calendar in components where calendar.name == "VCALENDAR" {
            for component in calendar.children("VEVENT") {
                events.append(try CalendarEvent(component))
            }
        }
        return events
    }

    /// True when the event has a rule this reader does not expand.
    package var hasUnexpandedRule: Bool { recurrence == .unsupported }

    /// Minutes from start to end; nil for a timed event that gives no end (a moment).
    /// An all-day event lasts at least one day.
    func lengthInMinutes(zone: LocalZone) -> Int? {
        if start.isDate {
            let minutes =
                duration ?? end.map { start.value.date.days(until: $0.value.date) * 1440 } ?? 1440
            return max(1440, (minutes + 1439) / 1440 * 1440)
        }
        if let duration { return max(0, duration) }
        guard let end else { return nil }
        if (start.form == .utc) == (end.form == .utc) {
            return max(0, end.value.minutesSinceEpoch - start.value.minutesSinceEpoch)
        }
        return max(
            0, end.local(in: zone).minutesSinceEpoch - start.local(in: zone).minutesSinceEpoch)
    }
}

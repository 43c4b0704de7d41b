package import Journal

/// One event as it falls in a window: a single event, or one occurrence of a repeating one.
package struct CalendarOccurrence: Sendable, Equatable {
    package let summary: String
    package let location: String?
    /// Local start; no time of day for an all-day event.
    package let start: LocalDateTime
    /// Local end, exclusive as in iCalendar: for an all-day event, the day after its last
    /// day. nil for a timed event that gives no end.
    package let end: LocalDateTime?
    package let uid: String?
    /// True when it is one occurrence of a repeating event.
    package let repeats: Bool

    package var isAllDay: Bool { start.time == nil }

    package var json: JSONValue {
        .object([
            ("summary", .string(summary)), ("location", .optional(location)),
            ("start", .string(start.description)), ("end", .optional(end?.description)),
            ("allDay", .bool(isAllDay)), ("repeats", .bool(repeats)), ("uid", .optional(uid)),
        ])
    }
}

extension CalendarEvent {
    /// The occurrences of `events` that overlap the days `first` through `last` (local
    /// time), sorted by start, then summary; and the summaries of events whose rule was
    /// not expanded (shown at their first start only), sorted.
    package static func occurrences(
        of events: [CalendarEvent], from first: CivilDate, through last: CivilDate, zone: LocalZone
    ) -> (occurrences: [CalendarOccurrence], unexpanded: [String]) {
        // A replacement (RECURRENCE-ID) takes the place of one occurrence of its series.
        var replaced: [String: [LocalDateTime]] = [:]
        for event in events {
            if let uid = event.uid, let id = event.recurrenceID {
                replaced[uid, default: []].append(id.local(in: zone))
            }
        }
        var found: [CalendarOccurrence] = []
        var unexpanded: Set<String> = []
        for event in events where !event.cancelled {
            let skip = event.recurrenceID == nil ? event.uid.flatMap { replaced[$0] } ?? [] : []
            found += event.occurrences(from: first, through: last, zone: zone, replaced: skip)
            if event.hasUnexpandedRule, event.start.local(in: zone).date <= last {
                unexpanded.insert(event.summary)
            }
        }
        found.sort { ($0.start, $0.summary, $0.uid ?? "") < ($1.start, $1.summary, $1.uid ?? "") }
        return (found, unexpanded.sorted())
    }

    /// This event's occurrences overlapping the days `first` through `last`.
    func occurrences(
        from first: CivilDate, through last: CivilDate, zone: LocalZone, replaced: [LocalDateTime]
    )
        -> [CalendarOccurrence]
    {
        let length = lengthInMinutes(zone: zone)
        let lengthDays = (length ?? 0) / 1440
        // Starts are expanded in the event's own frame; a day either side covers any zone.
        var starts: [LocalDateTime]
        if case .rule(let rule) = recurrence {
            let until = rule.until.map { until -> LocalDateTime in
                switch (until.form == .utc, start.form == .utc) {
                case (true, false): return until.local(in: zone)
                case (false, true): return zone.utc(fromLocal: until.value)
                default: return until.value
                }
            }
            starts = rule.starts(
                from: start.value, through: last.adding(days: 1),
                skipTo: first.adding(days: -lengthDays - 2),
                untilValue: until)
        } else {
            starts = [start.value]
        }
        var locals = starts.map { (start.moved(to: $0).local(in: zone), $0) }
        for addition in additions {
            var local = addition.local(in: zone)
            if local.time == nil, !start.isDate {
                local = LocalDateTime(date: local.date, time: start.local(in: zone).time)
            }
            locals.append((local, start.form == .utc ? zone.utc(fromLocal: local) : local))
        }
        let excluded = exclusions.map { $0.local(in: zone) } + replaced
        let windowStart = LocalDateTime(date: first).minutesSinceEpoch
        let windowEnd = LocalDateTime(date: last.adding(days: 1)).minutesSinceEpoch
        var seen: Set<LocalDateTime> = []
        var result: [CalendarOccurrence] = []
        for (local, framed) in locals where seen.insert(local).inserted {
            if excluded.contains(where: { $0.time == nil ? $0.date == local.date : $0 == local }) {
                continue
            }
            let end: LocalDateTime?
            if start.isDate {
                end = LocalDateTime(date: local.date.adding(days: max(1, lengthDays)))
            } else {
                end = length.map { start.moved(to: framed.adding(minutes: $0)).local(in: zone) }
            }
            let from = local.minutesSinceEpoch
            let to = end?.minutesSinceEpoch ?? from
            guard from < windowEnd, to > windowStart || from >= windowStart else { continue }
            result.append(
                CalendarOccurrence(
                    summary: summary, location: location, start: local, end: end, uid: uid,
                    repeats: recurrence != nil || !additions.isEmpty))
        }
        return result
    }
}

/// The RRULE of a calendar event (RFC 5545 §3.3.10), expanded one window at a time.
///
/// Handles what personal calendars use: FREQ DAILY, WEEKLY, MONTHLY and YEARLY, with
/// INTERVAL, COUNT, UNTIL, WKST, BYDAY (a plain weekday, or an ordinal one such as `1MO`
/// or `-1FR` in a month), BYMONTHDAY and BYMONTH. Anything else is `unsupported`: the
/// event is then shown at its first start only, and the agenda says its rule was not
/// expanded, rather than guessing at the other dates.
package struct EventRecurrence: Sendable, Equatable {
    package enum Frequency: String, Sendable {
        case daily = "DAILY", weekly = "WEEKLY", monthly = "MONTHLY", yearly = "YEARLY"
    }

    /// What reading an RRULE gave.
    package enum Reading: Sendable, Equatable {
        case rule(EventRecurrence)
        /// Valid iCalendar this reader does not expand (FREQ=HOURLY, BYSETPOS, ...).
        case unsupported
    }

    package let frequency: Frequency
    package let interval: Int
    package let count: Int?
    package let until: ICSTime?
    package let days: [RepeatRule.Day]
    package let monthDays: [Int]
    package let months: [Int]
    /// ISO weekday a week starts on (1 Monday): where a WEEKLY interval counts from.
    package let weekStart: Int

    /// Reads the value of an RRULE property. A rule that breaks RFC 5545 (no FREQ, a
    /// COUNT that is not a number, COUNT and UNTIL together) is an error at its line.
    static func read(_ property: ICSProperty) throws(ICSError) -> Reading {
        func bad(_ reason: String) -> ICSError { ICSError(line: property.line, "RRULE \(reason)") }
        var frequency: Frequency?
        var interval = 1
        var count: Int?
        var until: ICSTime?
        var days: [RepeatRule.Day] = []
        var monthDays: [Int] = []
        var months: [Int] = []
        var weekStart = 1
        var supported = true
        var sawFrequency = false
        for part in property.value.split(separator: ";") where !part.isEmpty {
            let pair = part.split(separator: "=", maxSplits: 1).map {
                $0.trimmingSpaces.uppercased()
            }
            guard pair.count == 2 else { throw bad("part is not NAME=VALUE") }
            let list = pair[1].split(separator: ",").map(String.init)
            switch pair[0] {
            case "FREQ":
                sawFrequency = true
                if let known = Frequency(rawValue: pair[1]) {
                    frequency = known
                } else if ["SECONDLY", "MINUTELY", "HOURLY"].contains(pair[1]) {
                    supported = false
                } else {
                    throw bad("FREQ is not a frequency")
                }
            case "INTERVAL":
                guard let n = Int(pair[1]), n >= 1 else {
                    throw bad("INTERVAL is not a positive number")
                }
                interval = min(n, 10_000)
            case "COUNT":
                guard let n = Int(pair[1]), n >= 1 else {
                    throw bad("COUNT is not a positive number")
                }
                count = n
            case "UNTIL":
                guard let value = ICSTime.parse(pair[1]) else {
                    throw bad("UNTIL is not a date or date-time")
                }
                until = value
            case "WKST":
                guard let index = RepeatRule.dayCodes.firstIndex(of: pair[1]) else {
                    throw bad("WKST is not a weekday")
                }
                weekStart = index + 1
            case "BYDAY":
                for code in list {
                    guard let index = RepeatRule.dayCodes.firstIndex(of: String(code.suffix(2)))
                    else {
                        throw bad("BYDAY holds something that is not a weekday")
                    }
                    let prefix = code.dropLast(2)
                    var ordinal: Int?
                    if !prefix.isEmpty {
                        guard let n = Int(prefix.hasPrefix("+") ? prefix.dropFirst() : prefix),
                            n != 0, abs(n) <= 53
                        else {
                            throw bad("BYDAY has an ordinal that is not a number from 1 to 53")
                        }
                        ordinal = n
                    }
                    days.append(RepeatRule.Day(weekday: index + 1, ordinal: ordinal))
                }
            case "BYMONTHDAY":
                for item in list {
                    guard let n = Int(item), n != 0, abs(n) <= 31 else {
                        throw bad("BYMONTHDAY is not a day of the month")
                    }
                    monthDays.append(n)
                }
            case "BYMONTH":
                for item in list {
                    guard let n = Int(item), (1...12).contains(n) else {
                        throw bad("BYMONTH is not a month")
                    }
                    months.append(n)
                }
            default:
                // BYSETPOS, BYWEEKNO, BYYEARDAY, BYHOUR and the like, or an extension.
                supported = false
            }
        }
        guard sawFrequency else { throw bad("has no FREQ") }
        guard supported, let frequency else { return .unsupported }
        if count != nil, until != nil { throw bad("has both COUNT and UNTIL") }
        // Ordinal weekdays mean "in the month" only in a monthly rule or a yearly one by month.
        let ordinals = days.contains { $0.ordinal != nil }
        if ordinals, frequency == .daily || frequency == .weekly {
            throw bad("BYDAY has an ordinal in a \(frequency.rawValue) rule")
        }
        if frequency == .yearly, !days.isEmpty, months.isEmpty { return .unsupported }
        return .rule(
            EventRecurrence(
                frequency: frequency, interval: interval, count: count, until: until, days: days,
                monthDays: monthDays, months: months, weekStart: weekStart))
    }

    /// The starts of the recurrence set from `start` (itself the first) up to and
    /// including the day `last`, in `start`'s frame, in order. COUNT counts from `start`,
    /// so a counted rule is walked from the beginning; an open one skips ahead to
    /// `skipTo`, since occurrences before it cannot reach the window.
    func starts(
        from start: LocalDateTime, through last: CivilDate, skipTo: CivilDate,
        untilValue: LocalDateTime?
    )
        -> [LocalDateTime]
    {
        var found = [start]
        guard start.date <= last else { return found }
        var period = 0
        if count == nil { period = max(0, periods(from: start.date, to: skipTo) / interval - 1) }
        var emptyRun = 0
        // Each period holds at least one start unless the rule names days that rarely exist
        // (29 February, the 31st): a long run of empty periods means none are left.
        while emptyRun < 2_000 {
            let candidates = dates(inPeriod: period * interval, of: start.date)
            period += 1
            emptyRun = candidates.isEmpty ? emptyRun + 1 : 0
            for date in candidates {
                let candidate = LocalDateTime(date: date, time: start.time)
                guard candidate > start else { continue }
                if let count, found.count >= count { return found }
                if let untilValue, !Self.candidate(candidate, isOnOrBefore: untilValue) {
                    return found
                }
                if date > last { return found }
                found.append(candidate)
            }
        }
        return found
    }

    /// UNTIL as a date covers the whole day; as a date-time it is exact to the minute.
    static func candidate(_ candidate: LocalDateTime, isOnOrBefore until: LocalDateTime) -> Bool {
        if until.time == nil || candidate.time == nil { return candidate.date <= until.date }
        return candidate <= until
    }

    /// Whole periods of this rule's frequency from the one holding `from` to the one
    /// holding `to`.
    func periods(from: CivilDate, to: CivilDate) -> Int {
        switch frequency {
        case .daily: return from.days(until: to)
        case .weekly: return weekOf(from).days(until: weekOf(to)) / 7
        case .monthly: return (to.year - from.year) * 12 + to.month - from.month
        case .yearly: return to.year - from.year
        }
    }

    func weekOf(_ date: CivilDate) -> CivilDate {
        date.adding(days: -((date.weekday - weekStart + 7) % 7))
    }

    /// The days the rule produces in the period `offset` periods after `start`'s, in order.
    func dates(inPeriod offset: Int, of start: CivilDate) -> [CivilDate] {
        let weekdays = Set(days.map(\.weekday))
        switch frequency {
        case .daily:
            let day = start.adding(days: offset)
            let fits =
                (months.isEmpty || months.contains(day.month))
                && (monthDays.isEmpty || Self.matches(day, monthDays))
                && (weekdays.isEmpty || weekdays.contains(day.weekday))
            return fits ? [day] : []
        case .weekly:
            let first = weekOf(start).adding(days: 7 * offset)
            let wanted = weekdays.isEmpty ? [start.weekday] : Array(weekdays)
            return wanted.map { first.adding(days: ($0 - weekStart + 7) % 7) }
                .filter { months.isEmpty || months.contains($0.month) }
                .sorted()
        case .monthly:
            let month = start.firstOfMonth.adding(months: offset)
            guard months.isEmpty || months.contains(month.month) else { return [] }
            return daysOf(month: month, start: start)
        case .yearly:
            guard let january = CivilDate(year: start.year + offset, month: 1, day: 1) else {
                return []
            }
            let inMonths =
                !months.isEmpty ? months : (monthDays.isEmpty ? [start.month] : Array(1...12))
            return inMonths.sorted().flatMap {
                daysOf(month: january.adding(months: $0 - 1), start: start)
            }
        }
    }

    /// The days of one month that BYMONTHDAY and BYDAY pick, or `start`'s day of the month
    /// when neither is given (a month without that day is skipped, as RFC 5545 says).
    func daysOf(month first: CivilDate, start: CivilDate) -> [CivilDate] {
        let length = CivilDate.daysIn(month: first.month, year: first.year)
        var result: [CivilDate]
        if !monthDays.isEmpty {
            result = monthDays.compactMap { n in
                let day = n > 0 ? n : length + n + 1
                return (1...length).contains(day) ? first.adding(days: day - 1) : nil
            }
            if !days.isEmpty {
                let weekdays = Set(days.map(\.weekday))
                result = result.filter { weekdays.contains($0.weekday) }
            }
        } else if !days.isEmpty {
            result = days.flatMap { day -> [CivilDate] in
                if let ordinal = day.ordinal {
                    return (-5...5).contains(ordinal)
                        ? RepeatRule.nth(ordinal, weekday: day.weekday, in: first).map { [$0] }
                            ?? [] : []
                }
                let offset = (day.weekday - first.weekday + 7) % 7
                return stride(from: offset, to: length, by: 7).map { first.adding(days: $0) }
            }
        } else {
            result = start.day <= length ? [first.adding(days: start.day - 1)] : []
        }
        return Array(Set(result)).sorted()
    }

    static func matches(_ day: CivilDate, _ monthDays: [Int]) -> Bool {
        let length = CivilDate.daysIn(month: day.month, year: day.year)
        return monthDays.contains { $0 > 0 ? $0 == day.day : length + $0 + 1 == day.day }
    }
}

/// A repeat rule: the subset of iCalendar's RRULE (RFC 5545) a task list needs.
///
/// Written with its parts in a fixed order (`FREQ`, `INTERVAL` when not 1, `BYDAY`,
/// `BYMONTHDAY`), so two rules that mean the same print the same and compare equal as
/// strings, which is what the eval and the export read.
package struct RepeatRule: Sendable, Equatable, CustomStringConvertible {
    package enum Frequency: String, Sendable {
        case daily = "DAILY", weekly = "WEEKLY", monthly = "MONTHLY", yearly = "YEARLY"
    }

    /// A weekday (ISO: 1 Monday ... 7 Sunday) with an optional ordinal ("1MO", "-1FR").
    package struct Day: Sendable, Equatable {
        package let weekday: Int
        package let ordinal: Int?

        package init(weekday: Int, ordinal: Int? = nil) {
            self.weekday = weekday
            self.ordinal = ordinal
        }
    }

    package let frequency: Frequency
    package let interval: Int
    package let days: [Day]
    package let monthDay: Int?

    static let dayCodes = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]

    package init(frequency: Frequency, interval: Int = 1, days: [Day] = [], monthDay: Int? = nil) {
        self.frequency = frequency
        self.interval = max(1, interval)
        self.days = days.sorted { ($0.ordinal ?? 0, $0.weekday) < ($1.ordinal ?? 0, $1.weekday) }
        self.monthDay = monthDay
    }

    /// Reads `FREQ=WEEKLY;INTERVAL=2;BYDAY=TU` (parts in any order, any case).
    package init?(_ text: String) {
        var frequency: Frequency?
        var interval = 1
        var days: [Day] = []
        var monthDay: Int?
        let body = text.uppercased().hasPrefix("RRULE:") ? String(text.dropFirst(6)) : text
        for part in body.uppercased().split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpaces }
            guard pair.count == 2 else { return nil }
            switch pair[0] {
            case "FREQ": frequency = Frequency(rawValue: pair[1])
            case "INTERVAL":
                guard let n = Int(pair[1]), (1...1000).contains(n) else { return nil }
                interval = n
            case "BYDAY":
                for code in pair[1].split(separator: ",") {
                    let letters = String(code.suffix(2))
                    guard let index = Self.dayCodes.firstIndex(of: letters) else { return nil }
                    let prefix = code.dropLast(2)
                    var ordinal: Int?
                    if !prefix.isEmpty {
                        guard let n = Int(prefix.hasPrefix("+") ? prefix.dropFirst() : prefix),
                            n != 0, (-5...5).contains(n)
                        else { return nil }
                        ordinal = n
                    }
                    days.append(Day(weekday: index + 1, ordinal: ordinal))
                }
            case "BYMONTHDAY":
                guard let n = Int(pair[1]), (1...31).contains(n) || (-31 ... -1).contains(n) else {
                    return nil
                }
                monthDay = n
            default: return nil
            }
        }
        guard let frequency else { return nil }
        self.init(frequency: frequency, interval: interval, days: days, monthDay: monthDay)
    }

    package var description: String {
        var parts = ["FREQ=\(frequency.rawValue)"]
        if interval != 1 { parts.append("INTERVAL=\(interval)") }
        if !days.isEmpty {
            let codes = days.map {
                ($0.ordinal.map(String.init) ?? "") + Self.dayCodes[$0.weekday - 1]
            }
            parts.append("BYDAY=" + codes.joined(separator: ","))
        }
        if let monthDay { parts.append("BYMONTHDAY=\(monthDay)") }
        return parts.joined(separator: ";")
    }

    /// The first occurrence strictly after `date`, where `date` is the current occurrence.
    package func next(after date: CivilDate) -> CivilDate {
        switch frequency {
        case .daily:
            return date.adding(days: interval)
        case .weekly:
            guard !days.isEmpty else { return date.adding(days: 7 * interval) }
            let weekdays = Set(days.map(\.weekday))
            // Later in the same week, else the first listed day `interval` weeks on.
            if let later = (date.weekday + 1...7).first(where: weekdays.contains) {
                return date.adding(days: later - date.weekday)
            }
            let first = weekdays.min() ?? date.weekday
            return date.startOfWeek.adding(days: 7 * interval + first - 1)
        case .monthly:
            if let ordinalDay = days.first, let ordinal = ordinalDay.ordinal {
                var month = date.firstOfMonth
                for _ in 0..<24 {
                    if let hit = Self.nth(ordinal, weekday: ordinalDay.weekday, in: month),
                        hit > date
                    {
                        return hit
                    }
                    month = month.adding(months: interval)
                }
                return date.adding(months: interval)
            }
            if let monthDay {
                var month = date.firstOfMonth
                for _ in 0..<24 {
                    let length = CivilDate.daysIn(month: month.month, year: month.year)
                    let day = monthDay > 0 ? min(monthDay, length) : max(1, length + monthDay + 1)
                    let hit = month.adding(days: day - 1)
                    if hit > date { return hit }
                    month = month.adding(months: interval)
                }
            }
            return date.adding(months: interval)
        case .yearly:
            return date.adding(years: interval)
        }
    }

    /// The `n`th (negative: from the end) `weekday` of the month that starts on `first`.
    static func nth(_ n: Int, weekday: Int, in first: CivilDate) -> CivilDate? {
        if n > 0 {
            let offset = (weekday - first.weekday + 7) % 7 + 7 * (n - 1)
            let day = first.adding(days: offset)
            return day.month == first.month ? day : nil
        }
        let last = first.lastOfMonth
        let offset = (last.weekday - weekday + 7) % 7 + 7 * (-n - 1)
        let day = last.adding(days: -offset)
        return day.month == first.month ? day : nil
    }
}

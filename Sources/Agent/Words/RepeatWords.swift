package import ToolBox

/// Repeat rules in words: "every other Tuesday", "on weekdays".
package enum RepeatWords {
    static let dayNames = [
        "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
    ]

    package static func describe(_ text: String) -> String {
        guard let rule = RepeatRule(text) else { return text }
        let n = rule.interval
        switch rule.frequency {
        case .daily: return n == 1 ? "every day" : n == 2 ? "every other day" : "every \(n) days"
        case .weekly:
            let days = rule.days.map(\.weekday)
            if days == [1, 2, 3, 4, 5] { return "on weekdays" }
            let names = days.map { dayNames[$0 - 1] }.joined(separator: " and ")
            let every = n == 1 ? "every" : n == 2 ? "every other" : "every \(n) weeks on"
            return names.isEmpty
                ? (n == 1 ? "every week" : "every \(n) weeks") : "\(every) \(names)"
        case .monthly:
            if let day = rule.days.first, let ordinal = day.ordinal {
                let words =
                    [1: "first", 2: "second", 3: "third", 4: "fourth", -1: "last"][ordinal]
                    ?? "\(ordinal)th"
                return "on the \(words) \(dayNames[day.weekday - 1]) of every month"
            }
            if let monthDay = rule.monthDay {
                return monthDay < 0
                    ? "on the last day of every month" : "on day \(monthDay) of every month"
            }
            return n == 1 ? "every month" : "every \(n) months"
        case .yearly: return n == 1 ? "every year" : "every \(n) years"
        }
    }
}

package import ToolBox

/// A repeat phrase found in text ("every other Tuesday") with the rule it means.
package struct RepeatMatch: Sendable, Equatable {
    /// Where the phrase is, in the normalized text (UTF-8 offsets).
    package let range: Range<Int>
    package let rule: RepeatRule
    /// Where the days of a weekly rule were said apart from it ("a weekly reminder to
    /// call gran *on Sundays*"), read into the rule; nil when they were not.
    package var days: Range<Int>? = nil

    /// Every span the phrase was said in: cut from a title, and no due date.
    package var spans: [Range<Int>] { days.map { [range, $0] } ?? [range] }

    /// The spans that start inside `slot`: what to cut from a title read there.
    package func spans(in slot: Range<Int>) -> [Range<Int>] {
        spans.filter { slot.contains($0.lowerBound) }
    }
}

/// Reads repeat phrases: "every day", "weekdays", "every other Tuesday", "every 3 weeks",
/// "the first Monday of every month", "on the 15th of each month", "monthly".
///
/// The phrase is cut out of a task's title by its span, so "water the plants every
/// Sunday" leaves "water the plants".
package enum RepeatPhrases {
    static let weekdayNames: [(String, Int)] = [
        ("monday", 1), ("mon", 1), ("tuesday", 2), ("tues", 2), ("tue", 2), ("wednesday", 3),
        ("wed", 3),
        ("thursday", 4), ("thurs", 4), ("thur", 4), ("thu", 4), ("friday", 5), ("fri", 5),
        ("saturday", 6), ("sat", 6), ("sunday", 7), ("sun", 7),
    ]
    static let dayAlternatives =
        "monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues|tue|wed|thurs|thur|thu|fri|sat|sun"
    static let every = "(?:every|each|once\\s+a|once\\s+every|on\\s+every)"
    static let days = "(?:\(dayAlternatives))s?"
    /// Between the days of a list: "Tuesday, Thursday, and Saturday", "Mon & Wed".
    static let daySeparator = "\\s*(?:,\\s*(?:and|&)|,|and|&|\\+)\\s*"

    static func weekday(_ word: Substring) -> Int? {
        var w = String(word)
        if w.hasSuffix("s"), weekdayNames.first(where: { $0.0 == w }) == nil { w.removeLast() }
        return weekdayNames.first { $0.0 == w }?.1
    }

    /// Each reader: a pattern and how to turn its match into a rule.
    static let readers: [(Pattern, @Sendable (Substring, PatternMatch, String) -> RepeatRule?)] = [
        // the first Monday of every month
        (
            Pattern(
                grammar:
                    "\\b(?:on\\s+)?(?:the\\s+|every\\s+|each\\s+)?(?<ord>first|second|third|fourth|last|1st|2nd|3rd|4th)\\s+(?<day>\(dayAlternatives))\\s+(?:of\\s+)?(?:every|each|the|a)\\s+month\\b"
            ),
            { _, m, t in
                guard
                    let ord = t.slice(utf8: m.group(named: "ord")).flatMap({
                        NumberWords.ordinal(String($0))
                    }),
                    let day = t.slice(utf8: m.group(named: "day")).flatMap(weekday)
                else { return nil }
                return RepeatRule(frequency: .monthly, days: [.init(weekday: day, ordinal: ord)])
            }
        ),
        // on the 15th of every month, every month on the 15th, monthly on the 1st
        (
            Pattern(
                grammar:
                    "\\b(?:(?:on\\s+)?the\\s+(?<d1>\\d{1,2}(?:st|nd|rd|th)?|first|fifteenth|last\\s+day)\\s+of\\s+(?:every|each|the)\\s+month|(?:(?:every|each)\\s+month|monthly),?\\s+on\\s+the\\s+(?<d2>\\d{1,2}(?:st|nd|rd|th)?|first|last\\s+day))\\b"
            ),
            { _, m, t in
                let raw =
                    t.slice(utf8: m.group(named: "d1")) ?? t.slice(utf8: m.group(named: "d2")) ?? ""
                let day = raw.hasPrefix("last") ? -1 : NumberWords.dayOfMonth(String(raw))
                guard let day else { return nil }
                return RepeatRule(frequency: .monthly, monthDay: day)
            }
        ),
        // every weekday, on weekdays, every workday
        (
            Pattern(
                grammar:
                    "\\b(?:\(every)\\s+(?:week\\s*day|work\\s*day|business\\s+day)|(?:on\\s+)?weekdays|workdays)\\b"
            ),
            { _, _, _ in RepeatRule(frequency: .weekly, days: (1...5).map { .init(weekday: $0) }) }
        ),
        // every weekend, weekends
        (
            Pattern(grammar: "\\b(?:\(every)\\s+weekend|(?:on\\s+)?weekends)\\b"),
            { _, _, _ in
                RepeatRule(frequency: .weekly, days: [.init(weekday: 6), .init(weekday: 7)])
            }
        ),
        // every other Tuesday, every Monday and Thursday, on Mondays, Tuesdays and Fridays
        (
            Pattern(
                grammar:
                    "\\b(?:(?<every>\(every))\\s+(?<other>other\\s+|second\\s+|alternate\\s+)?(?<list>\(days)(?:\(daySeparator)(?:\(days)))*)|(?:on\\s+)?(?<plural>(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)(?:\(daySeparator)(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays))*))\\b"
            ),
            { _, m, t in
                let list =
                    t.slice(utf8: m.group(named: "list")) ?? t.slice(utf8: m.group(named: "plural"))
                    ?? ""
                let days = Set(
                    list.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "&" || $0 == "+" })
                        .filter { $0 != "and" }.compactMap(weekday))
                guard !days.isEmpty else { return nil }
                let interval = m.group(named: "other") == nil ? 1 : 2
                return RepeatRule(
                    frequency: .weekly, interval: interval,
                    days: days.sorted().map { .init(weekday: $0) })
            }
        ),
        // every 3 days, every other week, every two months, every day, every fortnight,
        // every quarter (three months)
        (
            Pattern(
                grammar:
                    "\\b\(every)\\s+(?:(?<other>other|second|alternate)\\s+|(?<n>\(NumberWords.cardinalPattern))\\s+)?(?<unit>days?|nights?|mornings?|evenings?|weeks?|fortnights?|months?|quarters?|years?)\\b"
            ),
            { _, m, t in
                var interval = 1
                if m.group(named: "other") != nil { interval = 2 }
                if let n = t.slice(utf8: m.group(named: "n")).flatMap({
                    NumberWords.cardinal(String($0))
                }) {
                    interval = n
                }
                guard interval > 0 else { return nil }
                let unit = t.slice(utf8: m.group(named: "unit")) ?? ""
                switch unit.prefix(3) {
                case "day", "nig", "mor", "eve":
                    return RepeatRule(frequency: .daily, interval: interval)
                case "wee": return RepeatRule(frequency: .weekly, interval: interval)
                case "for": return RepeatRule(frequency: .weekly, interval: 2 * interval)
                case "mon": return RepeatRule(frequency: .monthly, interval: interval)
                case "qua": return RepeatRule(frequency: .monthly, interval: 3 * interval)
                default: return RepeatRule(frequency: .yearly, interval: interval)
                }
            }
        ),
        // daily, weekly, fortnightly, monthly, quarterly, yearly, annually; not after a
        // determiner, where the word is part of a name ("send the weekly figures", "my
        // monthly report")
        (
            Pattern(
                grammar:
                    "(?<!\\bthe |\\bmy |\\bour |\\byour |\\bhis |\\bher |\\btheir |\\bthis |\\bthat )\\b(?:on\\s+a\\s+)?(?<word>daily|nightly|weekly|fortnightly|biweekly|monthly|quarterly|yearly|annually)(?:\\s+basis)?\\b"
            ),
            { _, m, t in
                switch t.slice(utf8: m.group(named: "word")) ?? "" {
                case "daily", "nightly": return RepeatRule(frequency: .daily)
                case "weekly": return RepeatRule(frequency: .weekly)
                case "fortnightly", "biweekly": return RepeatRule(frequency: .weekly, interval: 2)
                case "monthly": return RepeatRule(frequency: .monthly)
                case "quarterly": return RepeatRule(frequency: .monthly, interval: 3)
                default: return RepeatRule(frequency: .yearly)
                }
            }
        ),
    ]

    static let followingDays = Pattern(
        grammar: "^\\s+(?:on\\s+)?(?<list>\(days)(?:\(daySeparator)(?:\(days)))*)\\b")
    /// "on Sundays", "on Monday and Thursday" later in the clause.
    static let laterDays = Pattern(
        grammar: "\\bon\\s+(?<list>\(days)(?:\(daySeparator)(?:\(days)))*)\\b")

    /// "fortnightly on Tuesdays", "every week on Monday and Thursday": a weekly rule
    /// without days takes the days said right after it.
    /// Days said later in the clause count too ("remind me weekly to call gran on
    /// Sundays"): they are the rule's, not a due date.
    static func withFollowingDays(_ match: RepeatMatch, in text: String) -> RepeatMatch {
        guard match.rule.frequency == .weekly, match.rule.days.isEmpty,
            let rest = String(text.utf8.dropFirst(match.range.upperBound))
        else { return match }
        let right = followingDays.firstMatch(in: rest)
        guard let m = right ?? laterDays.firstMatch(in: rest),
            let list = rest.slice(utf8: m.group(named: "list"))
        else { return match }
        let days = Set(
            list.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "&" }).filter {
                $0 != "and"
            }.compactMap(weekday))
        guard !days.isEmpty else { return match }
        let rule = RepeatRule(
            frequency: .weekly, interval: match.rule.interval,
            days: days.sorted().map { .init(weekday: $0) })
        let end = match.range.upperBound
        guard right == nil else {
            return RepeatMatch(
                range: match.range.lowerBound..<(end + m.range.upperBound), rule: rule)
        }
        return RepeatMatch(
            range: match.range, rule: rule,
            days: (end + m.range.lowerBound)..<(end + m.range.upperBound))
    }

    /// The leftmost repeat phrase in normalized text (longest when two start together).
    package static func firstMatch(in normalized: String) -> RepeatMatch? {
        // Most requests repeat nothing: one cheap pattern rules out all seven readers.
        guard mayRepeat.matches(normalized) else { return nil }
        return firstBareMatch(in: normalized).map { withFollowingDays($0, in: normalized) }
    }

    /// Whether `normalized` text may open with a repeat phrase: its first word (after
    /// "on") is one a phrase starts with. A look at the first bytes, where finding the
    /// phrase reads every date in the clause.
    static func mayOpen(_ normalized: String) -> Bool {
        openings.prefix(of: normalized) != nil
    }

    static let openings = AffixList(
        [
            "every", "each", "once", "daily", "nightly", "weekly", "fortnightly", "biweekly",
            "monthly", "quarterly", "yearly", "annually", "weekdays", "workdays", "weekends",
            "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays",
        ].flatMap { [$0 + " ", $0 + ", ", "on " + $0 + " "] })

    /// Every reader's phrase contains one of these words.
    static let mayRepeat = Pattern(
        grammar:
            "\\b(?:every|each|once|daily|nightly|weekly|fortnightly|biweekly|monthly|quarterly|yearly|annually|weekdays|workdays|weekends|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|month)\\b"
    )

    static func firstBareMatch(in normalized: String) -> RepeatMatch? {
        var best: RepeatMatch?
        for (pattern, build) in readers {
            guard let m = pattern.firstMatch(in: normalized),
                let rule = build(Substring(normalized), m, normalized)
            else { continue }
            let range = m.range
            if let current = best {
                if range.lowerBound > current.range.lowerBound { continue }
                if range.lowerBound == current.range.lowerBound, range.count <= current.range.count
                {
                    continue
                }
            }
            best = RepeatMatch(range: range, rule: rule)
        }
        return best
    }
}

/// A tool's arguments as the grammar and planner give them: strings in the eval's form.
package struct ToolArguments: Sendable, Equatable {
    package var values: [String: String]

    package init(_ values: [String: String]) { self.values = values }

    /// The trimmed value, or nil when absent or blank.
    package func text(_ name: String) -> String? {
        guard let raw = values[name]?.trimmingSpaces, !raw.isEmpty else { return nil }
        return raw
    }
}

/// Why arguments were refused before a tool ran.
package struct ArgumentProblem: Error, Sendable, Equatable {
    package let argument: String
    package let reason: String
    package let isMissing: Bool
}

/// What an argument must look like. The registry checks it before the tool runs, so a
/// tool never sees a date that is not a date.
package enum ArgumentKind: Sendable, Equatable {
    case text
    /// `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`.
    case date
    /// A date as `date`, or `none` to take the date away.
    case dateOrNone
    /// A time of day, `HH:MM`.
    case time
    case priority
    /// A repeat rule (RRULE subset) or `none`.
    case rule
    /// A signed shift: `+2d`, `-1w`, `+1m`.
    case shift
    case oneOf([String])
}

extension ArgumentKind {
    /// Whether `value` is the word that takes a field's value away (`none`, any case): a
    /// due date or a repeat rule cleared.
    package static func saysNone(_ value: String?) -> Bool { value?.lowercased() == "none" }
}

package struct ArgumentSpec: Sendable, Equatable {
    package let name: String
    package let kind: ArgumentKind
    package let required: Bool

    package init(_ name: String, _ kind: ArgumentKind = .text, required: Bool = false) {
        self.name = name
        self.kind = kind
        self.required = required
    }

    /// Checks one value; nil when it fits.
    func problem(with value: String) -> String? {
        switch kind {
        case .text: return nil
        case .date:
            return LocalDateTime(iso: value) == nil
                ? "'\(value)' is not a date (YYYY-MM-DD or YYYY-MM-DDTHH:MM)" : nil
        case .dateOrNone:
            return ArgumentKind.saysNone(value) || LocalDateTime(iso: value) != nil
                ? nil : "'\(value)' is not a date (YYYY-MM-DD or YYYY-MM-DDTHH:MM) or none"
        case .time:
            return ClockTime(iso: value) == nil ? "'\(value)' is not a time of day (HH:MM)" : nil
        case .priority:
            return Priority(parsing: value) == nil
                ? "priority must be low, medium, high or urgent" : nil
        case .rule:
            return ArgumentKind.saysNone(value) || RepeatRule(value) != nil
                ? nil : "'\(value)' is not a repeat rule"
        case .shift:
            return Shift(value) == nil ? "'\(value)' is not a shift such as +2d, -1w or +1m" : nil
        case .oneOf(let options):
            return options.contains(value.lowercased())
                ? nil : "must be one of \(options.joined(separator: ", "))"
        }
    }
}

/// The four priorities, lowest first.
package enum Priority: String, Sendable, CaseIterable, Comparable {
    case low, medium, high, urgent

    package init?(parsing text: String) { self.init(rawValue: text.lowercased().trimmingSpaces) }

    package var rank: Int {
        switch self {
        case .low: return 0
        case .medium: return 1
        case .high: return 2
        case .urgent: return 3
        }
    }

    package static func < (a: Priority, b: Priority) -> Bool { a.rank < b.rank }
}

/// A move of a date by whole days, weeks or months: `+2d`, `-1w`, `+1m`.
package struct Shift: Sendable, Equatable, CustomStringConvertible {
    package enum Unit: String, Sendable { case day = "d", week = "w", month = "m" }
    package let amount: Int
    package let unit: Unit

    package init(amount: Int, unit: Unit) {
        self.amount = amount
        self.unit = unit
    }

    package init?(_ text: String) {
        let t = text.trimmingSpaces.lowercased()
        guard let last = t.last, let unit = Unit(rawValue: String(last)),
            let amount = Int(t.dropLast()), amount != 0, abs(amount) < 10_000
        else { return nil }
        self.init(amount: amount, unit: unit)
    }

    package var description: String { (amount > 0 ? "+" : "") + "\(amount)\(unit.rawValue)" }

    package func apply(to date: CivilDate) -> CivilDate {
        switch unit {
        case .day: return date.adding(days: amount)
        case .week: return date.adding(days: 7 * amount)
        case .month: return date.adding(months: amount)
        }
    }
}

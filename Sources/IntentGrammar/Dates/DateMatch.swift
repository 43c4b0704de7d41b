package import ToolBox

/// A date phrase found in text: where it is, what day (and time) it names.
///
/// The span includes a leading "on", "at", "by", "for" or "due", so cutting it out of
/// "call the dentist on Friday at 3pm" leaves the clean title "call the dentist".
package struct DateMatch: Sendable, Equatable {
    /// The phrase's span in the original text.
    package let range: Range<String.Index>
    /// The day, plus a time when one was said or implied ("tomorrow morning" is 09:00).
    package let value: LocalDateTime
    /// The phrase points backwards ("3 days ago", "last Friday", "yesterday"): a task
    /// due then would be overdue on arrival, which the grammar may want to question.
    package let isPast: Bool
    /// The phrase says a time of day and no day ("4pm", "at half 3", "in the afternoon"):
    /// its day is only the rule's guess (today if still to come), which a task that
    /// already has a day may keep instead.
    package let isTimeOfDay: Bool
    /// The phrase names a period of several days ("next week", "this weekend", "next
    /// month"): its last day. `value` is its first (or today, for "this week").
    package let through: CivilDate?

    package init(
        range: Range<String.Index>, value: LocalDateTime, isPast: Bool, isTimeOfDay: Bool = false,
        through: CivilDate? = nil
    ) {
        self.range = range
        self.value = value
        self.isPast = isPast
        self.isTimeOfDay = isTimeOfDay
        self.through = through
    }
}

/// How far a shift moves something: "push the report back two days" moves it by 2 days.
package struct ShiftMatch: Sendable, Equatable {
    /// The amount's span in the original text, with a leading "by" ("back by a week").
    package let range: Range<String.Index>
    package let amount: Int
    package let unit: ShiftUnit

    package init(range: Range<String.Index>, amount: Int, unit: ShiftUnit) {
        self.range = range
        self.amount = amount
        self.unit = unit
    }
}

/// The unit of a shift. A fortnight is 2 weeks and a year 12 months, so that the eval's
/// `+2w` and `+12m` forms cover every shift a person says.
package enum ShiftUnit: Sendable, Equatable {
    case day
    case week
    case month
}

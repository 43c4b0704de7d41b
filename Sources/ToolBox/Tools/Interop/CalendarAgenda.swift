package import Journal

/// The events of the person's calendar file in a window, with the tasks due in it, so one
/// answer shows both.
///
/// The file is read fresh on every call (no import step to forget): `context.calendarFile`,
/// which the Agent sets from `$PB_CALENDAR` or the data directory. It is only read; the
/// store is not touched. Windows match `agenda`'s: today, tomorrow, or today through
/// Sunday for "week"; a `date` asks for that one day and wins over `range`.
package struct CalendarAgenda: Tool {
    package static let ranges = ["today", "tomorrow", "week"]
    /// A calendar file past this size is refused rather than read into memory.
    package static let sizeLimit = 20_000_000

    package let name = ToolName.calendarAgenda
    package let arguments = [
        ArgumentSpec("range", .oneOf(CalendarAgenda.ranges)), ArgumentSpec("date", .date),
    ]

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        let today = context.today
        let range: String
        let first: CivilDate
        let last: CivilDate
        if let date = arguments.text("date").flatMap({ LocalDateTime(iso: $0) })?.date {
            (range, first, last) = ("date", date, date)
        } else {
            switch arguments.text("range")?.lowercased() ?? "today" {
            case "tomorrow":
                (range, first, last) = ("tomorrow", today.adding(days: 1), today.adding(days: 1))
            case "week": (range, first, last) = ("week", today, today.startOfWeek.adding(days: 6))
            default: (range, first, last) = ("today", today, today)
            }
        }
        guard let path = context.calendarFile else { return .calendarMissing(path: nil) }
        let bytes: [UInt8]
        switch LocalFile.read(path, limit: Self.sizeLimit) {
        case .contents(let contents): bytes = contents
        case .missing: return .calendarMissing(path: path)
        case .unreadable(let reason):
            return .calendarUnreadable(path: path, line: nil, reason: reason)
        }
        let events: [CalendarEvent]
        do {
            events = try CalendarEvent.events(in: try ICSReader.components(bytes))
        } catch {
            return .calendarUnreadable(path: path, line: error.line, reason: error.reason)
        }
        let found = CalendarEvent.occurrences(
            of: events, from: first, through: last, zone: context.zone)
        let due = try context.records.tasks(
            where: "status = 'open' AND substr(due, 1, 10) BETWEEN ?1 AND ?2",
            [.text(first.description), .text(last.description)], order: "due, created_at, id")
        return .calendarAgenda(
            range: range, from: first, through: last, events: found.occurrences, due: due,
            unexpanded: found.unexpanded)
    }
}

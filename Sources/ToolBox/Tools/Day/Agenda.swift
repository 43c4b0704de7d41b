package import Journal

/// What needs doing in a window: overdue tasks first, then those due in it.
///
/// The window is a named range (today, tomorrow, this week), one day (`date`), or days
/// from `date` (today when not given) through `until`: "what's due next week", "what do
/// I have by Friday".
package struct Agenda: Tool {
    package static let ranges = ["today", "tomorrow", "week", "overdue"]
    package let name = ToolName.agenda
    package let arguments = [
        ArgumentSpec("range", .oneOf(Agenda.ranges)), ArgumentSpec("date", .date),
        ArgumentSpec("until", .date),
    ]

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        let day = arguments.text("date").flatMap { LocalDateTime(iso: $0) }?.date
        let until = arguments.text("until").flatMap { LocalDateTime(iso: $0) }?.date
        let today = context.today
        let range =
            arguments.text("range")?.lowercased()
            ?? (until != nil ? "days" : day == nil ? "today" : "date")
        let window: (first: CivilDate, last: CivilDate)?
        switch range {
        case "tomorrow": window = (today.adding(days: 1), today.adding(days: 1))
        case "week": window = (today, today.startOfWeek.adding(days: 6))
        case "overdue": window = nil
        case "date": window = day.map { ($0, $0) }
        case "days": window = until.map { (day ?? today, $0) }
        default: window = (today, today)
        }
        if let window, window.last < window.first {
            return .invalid(
                argument: "until", reason: "\(window.last) is before \(window.first)")
        }
        let overdue = try context.records.tasks(
            where: "status = 'open' AND due IS NOT NULL AND substr(due, 1, 10) < ?1",
            [.text(today.description)],
            order: "due, created_at, rowid")
        var due: [TaskItem] = []
        if let (start, end) = window {
            due = try context.records.tasks(
                where: "status = 'open' AND substr(due, 1, 10) BETWEEN ?1 AND ?2",
                [.text(start.description), .text(end.description)], order: "due, created_at, rowid")
        }
        return .agenda(
            range: range, days: window.map { $0.first...$0.last }, overdue: overdue, due: due)
    }
}

package import Journal

/// What needs doing in a window: overdue tasks first, then those due in it.
package struct Agenda: Tool {
    package static let ranges = ["today", "tomorrow", "week", "overdue"]
    package let name = ToolName.agenda
    package let arguments = [
        ArgumentSpec("range", .oneOf(Agenda.ranges)), ArgumentSpec("date", .date),
    ]

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        let day = arguments.text("date").flatMap { LocalDateTime(iso: $0) }?.date
        let range = arguments.text("range")?.lowercased() ?? (day == nil ? "today" : "date")
        let today = context.today
        let overdue = try context.records.tasks(
            where: "status = 'open' AND due IS NOT NULL AND substr(due, 1, 10) < ?1",
            [.text(today.description)],
            order: "due, created_at, rowid")
        let window: (CivilDate, CivilDate)?
        switch range {
        case "tomorrow": window = (today.adding(days: 1), today.adding(days: 1))
        case "week": window = (today, today.startOfWeek.adding(days: 6))
        case "overdue": window = nil
        case "date": window = day.map { ($0, $0) }
        default: window = (today, today)
        }
        var due: [TaskItem] = []
        if let (start, end) = window {
            due = try context.records.tasks(
                where: "status = 'open' AND substr(due, 1, 10) BETWEEN ?1 AND ?2",
                [.text(start.description), .text(end.description)], order: "due, created_at, rowid")
        }
        return .agenda(range: range, overdue: overdue, due: due)
    }
}

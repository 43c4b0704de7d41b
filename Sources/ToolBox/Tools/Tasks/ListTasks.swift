package import Journal

/// Lists tasks by state, date window, project or priority. Open tasks by default;
/// `undated` is the open tasks with no due date.
package struct ListTasks: Tool {
    package static let filters = [
        "open", "overdue", "done", "today", "week", "blocked", "all", "undated",
    ]
    package let name = ToolName.listTasks
    package let arguments = [
        ArgumentSpec("filter", .oneOf(ListTasks.filters)), ArgumentSpec("project"),
        ArgumentSpec("priority", .priority),
    ]

    package init() {}

    /// The most a listing returns; a person cannot read more in a terminal anyway.
    static let limit = 200

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        let filter = arguments.text("filter")?.lowercased() ?? "open"
        let today = context.today.description
        let endOfWeek = context.today.startOfWeek.adding(days: 6).description
        var conditions: [String] = []
        var values: [SQLValue] = []
        func bind(_ value: SQLValue) -> String {
            values.append(value)
            return "?\(values.count)"
        }
        switch filter {
        case "done": conditions.append("status = 'done'")
        case "undated": conditions.append("status = 'open' AND due IS NULL")
        case "all": break
        case "overdue":
            conditions.append(
                "status = 'open' AND due IS NOT NULL AND substr(due, 1, 10) < \(bind(.text(today)))"
            )
        case "today":
            conditions.append("status = 'open' AND substr(due, 1, 10) <= \(bind(.text(today)))")
        case "week":
            conditions.append("status = 'open' AND substr(due, 1, 10) <= \(bind(.text(endOfWeek)))")
        case "blocked":
            conditions.append(
                "status = 'open' AND EXISTS (SELECT 1 FROM dependencies d JOIN tasks b ON b.id = d.blocked_by WHERE d.task = tasks.id AND b.status = 'open')"
            )
        default: conditions.append("status = 'open'")
        }
        var label = filter
        if let query = arguments.text("project") {
            switch try context.resolveProject(query) {
            case .success(let project):
                conditions.append("project = \(bind(.text(project.id)))")
                label += " in " + project.name
            case .failure(let miss): return miss.outcome
            }
        }
        if let priority = arguments.text("priority").flatMap { Priority(parsing: $0) } {
            let atLeast = Priority.allCases.filter { $0 >= priority }.map { "'\($0.rawValue)'" }
                .joined(separator: ", ")
            conditions.append("priority IN (\(atLeast))")
            label += " \(priority.rawValue) priority"
        }
        let order =
            filter == "done" ? "completed_at DESC, id" : "due IS NULL, due, created_at, rowid"
        let tasks = try context.records.tasks(
            where: (conditions.isEmpty ? ["1"] : conditions).joined(separator: " AND "), values,
            order: order + " LIMIT \(Self.limit)")
        return .tasksListed(filter: label, tasks)
    }
}

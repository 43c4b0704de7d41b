package import Journal

/// Adds a task, optionally due, filed under a project, prioritised and repeating.
///
/// A project named but not yet existing is created in the same call ("add milk to my
/// shopping list" on a fresh store), so the undo of the turn removes both.
package struct CreateTask: Tool {
    package let name = ToolName.createTask
    package let arguments = [
        ArgumentSpec("title", required: true), ArgumentSpec("due", .date), ArgumentSpec("project"),
        ArgumentSpec("priority", .priority), ArgumentSpec("repeat", .rule),
    ]

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        guard let title = arguments.text("title") else { return .missing(argument: "title") }
        var projectID: String?
        var projectName: String?
        if let query = arguments.text("project") {
            switch try context.lookup.project(query) {
            case .found(let project):
                projectID = project.id
                projectName = project.name
            case .ambiguous(let projects):
                return .ambiguous(.project, query: query, candidates: projects.map(\.name))
            case .notFound:
                if ItemLookup.reference(query) != nil { return .noMatch(.project, query: query) }
                let created = try CreateProject.insert(
                    name: ItemLookup.strippingProjectWord(ItemLookup.trimmed(query)),
                    context: context,
                    writer: writer)
                projectID = created.id
                projectName = created.name
            }
        }
        let repeatRule = arguments.text("repeat").flatMap(RepeatRule.init)?.description
        let id = ItemID.make()
        try writer.insert(
            "tasks",
            [
                ("id", .text(id)), ("title", .text(title)), ("status", "open"),
                (
                    "due",
                    .optional(arguments.text("due").flatMap { LocalDateTime(iso: $0) }?.description)
                ),
                (
                    "priority",
                    .optional(
                        arguments.text("priority").flatMap { Priority(parsing: $0) }?.rawValue)
                ),
                ("project", .optional(projectID)), ("repeat", .optional(repeatRule)),
                ("created_at", .text(context.timestamp)), ("updated_at", .text(context.timestamp)),
            ])
        guard let task = try context.records.task(id: id) else {
            return .noMatch(.task, query: title)
        }
        return .taskCreated(task, project: projectName)
    }
}

package import Journal

/// Adds a milestone to an existing project ("beta on 14 May for Launch").
///
/// A project that does not exist is a miss, not created on the fly as createTask does: a
/// milestone under a misheard name would be a project nobody asked for. A milestone of
/// the same title in that project is reported, not added twice.
package struct AddMilestone: Tool {
    package let name = ToolName.addMilestone
    package let arguments = [
        ArgumentSpec("project", required: true), ArgumentSpec("title", required: true),
        ArgumentSpec("due", .date),
    ]

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        guard let query = arguments.text("project") else { return .missing(argument: "project") }
        guard let title = arguments.text("title") else { return .missing(argument: "title") }
        let project: ProjectItem
        switch try context.resolveProject(query) {
        case .success(let found): project = found
        case .failure(let miss): return miss.outcome
        }
        let existing = try context.database.rows(
            "SELECT * FROM milestones WHERE project = ?1 AND title = ?2 COLLATE NOCASE ORDER BY created_at, id LIMIT 1",
            [.text(project.id), .text(title)]
        ).first
        if let existing { return .milestoneExists(MilestoneItem(row: existing), project: project) }
        let id = ItemID.make()
        try writer.insert(
            "milestones",
            [
                ("id", .text(id)), ("project", .text(project.id)), ("title", .text(title)),
                (
                    "due",
                    .optional(arguments.text("due").flatMap { LocalDateTime(iso: $0) }?.description)
                ),
                ("created_at", .text(context.timestamp)),
            ])
        guard let row = try writer.fetch("milestones", id: id) else {
            return .noMatch(.milestone, query: title)
        }
        return .milestoneAdded(MilestoneItem(row: row), project: project)
    }
}

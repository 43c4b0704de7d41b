package import Journal

/// Where a project stands, from its rows alone.
package struct ProjectProgress: Sendable, Equatable {
    package var project: ProjectItem
    package var done: Int
    package var total: Int
    /// Open tasks due before today, oldest first: all of them are counted, at most
    /// `ProjectStatus.listed` are listed.
    package var overdueCount: Int
    package var overdue: [TaskItem]
    /// Open tasks waiting on at least one open task.
    package var blocked: Int
    /// The first milestone due today or later (an undated one only when none is dated).
    package var nextMilestone: MilestoneItem?
    /// The latest completed tasks, most recent first.
    package var recent: [TaskItem]

    package var json: JSONValue {
        .object([
            ("project", project.json), ("done", .number(Double(done))),
            ("total", .number(Double(total))),
            ("overdueCount", .number(Double(overdueCount))),
            ("overdue", .array(overdue.map(\.json))),
            ("blocked", .number(Double(blocked))), ("nextMilestone", nextMilestone?.json ?? .null),
            ("recent", .array(recent.map(\.json))),
        ])
    }
}

/// "How is the launch going?": progress, what is overdue or blocked, the next
/// milestone and what was finished lately. With no project named ("show me my projects",
/// "how are my projects going"), every project's progress, by name.
package struct ProjectStatus: Tool {
    package let name = ToolName.projectStatus
    package let arguments = [ArgumentSpec("project")]

    /// How many overdue and recently completed tasks a status lists.
    static let listed = 5

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        guard let query = arguments.text("project") else {
            return .projectsOverview(try Self.overview(context: context))
        }
        switch try context.resolveProject(query) {
        case .success(let project):
            return .projectStatus(try Self.progress(of: project, context: context))
        case .failure(let miss): return miss.outcome
        }
    }

    /// Every project's progress, by name (case folded, then as stored, then id, so the
    /// order never depends on the order rows come back in).
    static func overview(context: ToolContext) throws -> [ProjectProgress] {
        let projects = try context.database.rows(
            "SELECT * FROM projects ORDER BY lower(name), name, id"
        ).map(ProjectItem.init)
        return try projects.map { try progress(of: $0, context: context) }
    }

    static func progress(of project: ProjectItem, context: ToolContext) throws -> ProjectProgress {
        let database = context.database
        let id = SQLValue.text(project.id)
        let today = SQLValue.text(context.today.description)
        let counts = try database.rows(
            "SELECT count(*) AS total, coalesce(sum(status = 'done'), 0) AS done FROM tasks WHERE project = ?1",
            [id]
        ).first
        let overdueCount =
            try database.scalar(
                "SELECT count(*) FROM tasks WHERE project = ?1 AND status = 'open' AND due IS NOT NULL AND substr(due, 1, 10) < ?2",
                [id, today])?.integer ?? 0
        let overdue = try context.records.tasks(
            where:
                "project = ?1 AND status = 'open' AND due IS NOT NULL AND substr(due, 1, 10) < ?2",
            [id, today],
            order: "due, created_at, id LIMIT \(listed)")
        let blocked =
            try database.scalar(
                """
                SELECT count(*) FROM tasks t WHERE t.project = ?1 AND t.status = 'open' AND EXISTS (
                    SELECT 1 FROM dependencies d JOIN tasks b ON b.id = d.blocked_by
                    WHERE d.task = t.id AND b.status = 'open')
                """, [id])?.integer ?? 0
        let milestone = try database.rows(
            """
            SELECT * FROM milestones WHERE project = ?1 AND (due IS NULL OR substr(due, 1, 10) >= ?2)
            ORDER BY due IS NULL, due, created_at, id LIMIT 1
            """, [id, today]
        ).first.map(MilestoneItem.init)
        let recent = try context.records.tasks(
            where: "project = ?1 AND status = 'done'", [id],
            order: "completed_at DESC, id LIMIT \(listed)")
        return ProjectProgress(
            project: project, done: Int(counts?["done"].integer ?? 0),
            total: Int(counts?["total"].integer ?? 0),
            overdueCount: Int(overdueCount), overdue: overdue, blocked: Int(blocked),
            nextMilestone: milestone,
            recent: recent)
    }
}

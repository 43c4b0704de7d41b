package import Journal

/// A summary of a project, a week or a day, made only of stored facts: what was done,
/// what was added, what is due, what is late, which notes were written, which
/// milestones fall in it. Nothing is inferred; the phrasebook words it.
package struct SummaryReport: Sendable, Equatable {
    /// `project`, `week` or `day`.
    package var scope: String
    /// Set for a project summary.
    package var project: ProjectItem?
    /// The days covered, both included. A project summary covers all of its history and
    /// looks ahead from today, so its range is today to today.
    package var start: CivilDate
    package var end: CivilDate
    /// For a project: tasks done and in all.
    package var done: Int
    package var total: Int
    /// Completed in the range (for a project: its latest completions), latest first.
    package var completed: [TaskItem]
    /// Created in the range (empty for a project).
    package var added: [TaskItem]
    /// Open and due in the range (for a project: its open dated tasks from today on).
    package var due: [TaskItem]
    /// Open, due before today and not after the range's end.
    package var overdue: [TaskItem]
    /// Written or changed in the range (for a project: the notes linked to it).
    package var notes: [ItemRef]
    /// Due in the range (for a project: its milestones from today on).
    package var milestones: [MilestoneItem]

    package var json: JSONValue {
        .object([
            ("scope", .string(scope)), ("project", project?.json ?? .null),
            ("start", .string(start.description)), ("end", .string(end.description)),
            ("done", .number(Double(done))), ("total", .number(Double(total))),
            ("completed", .array(completed.map(\.json))), ("added", .array(added.map(\.json))),
            ("due", .array(due.map(\.json))), ("overdue", .array(overdue.map(\.json))),
            ("notes", .array(notes.map(\.json))), ("milestones", .array(milestones.map(\.json))),
        ])
    }
}

/// "Summarise the launch project", "sum up this week", "what happened on Monday".
///
/// `target` is the project for `project`; for `week` and `day` a date (`YYYY-MM-DD`),
/// or "today", "yesterday", "tomorrow", "this", "last" or "next"; absent means the
/// current week or today.
package struct Summarize: Tool {
    package static let scopes = ["project", "week", "day"]
    package let name = ToolName.summarize
    package let arguments = [
        ArgumentSpec("scope", .oneOf(Summarize.scopes), required: true), ArgumentSpec("target"),
    ]

    /// The most items of each list a summary carries.
    static let limit = 20

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        let scope = arguments.text("scope")?.lowercased() ?? "day"
        let target = arguments.text("target")
        if scope == "project" {
            guard let query = target else { return .missing(argument: "target") }
            switch try context.resolveProject(query) {
            case .success(let project):
                return .summary(try projectSummary(project, context: context))
            case .failure(let miss): return miss.outcome
            }
        }
        guard let day = Self.day(target, scope: scope, today: context.today) else {
            return .invalid(
                argument: "target", reason: "'\(target ?? "")' is not a date (YYYY-MM-DD)")
        }
        let (start, end) =
            scope == "week" ? (day.startOfWeek, day.startOfWeek.adding(days: 6)) : (day, day)
        return .summary(try periodSummary(scope: scope, start: start, end: end, context: context))
    }

    /// The day a target names; for a week, any day of it.
    static func day(_ target: String?, scope: String, today: CivilDate) -> CivilDate? {
        guard let target = target?.lowercased() else { return today }
        let step = scope == "week" ? 7 : 1
        switch target {
        case "today", "this", "this week", "now": return today
        case "yesterday", "last", "last week", "previous": return today.adding(days: -step)
        case "tomorrow", "next", "next week": return today.adding(days: step)
        default: return LocalDateTime(iso: target)?.date
        }
    }

    private func periodSummary(
        scope: String, start: CivilDate, end: CivilDate, context: ToolContext
    ) throws -> SummaryReport {
        let records = context.records
        let range: [SQLValue] = [.text(start.description), .text(end.description)]
        let completed = try records.tasks(
            where: "status = 'done' AND substr(completed_at, 1, 10) BETWEEN ?1 AND ?2", range,
            order: "completed_at DESC, id LIMIT \(Self.limit)")
        let added = try records.tasks(
            where: "substr(created_at, 1, 10) BETWEEN ?1 AND ?2", range,
            order: "created_at, id LIMIT \(Self.limit)")
        let due = try records.tasks(
            where: "status = 'open' AND substr(due, 1, 10) BETWEEN ?1 AND ?2", range,
            order: "due, created_at, id LIMIT \(Self.limit)")
        let overdue = try records.tasks(
            where:
                "status = 'open' AND due IS NOT NULL AND substr(due, 1, 10) < ?1 AND substr(due, 1, 10) <= ?2",
            [.text(context.today.description), .text(end.description)],
            order: "due, created_at, id LIMIT \(Self.limit)")
        let notes = try context.database.rows(
            """
            SELECT * FROM notes WHERE substr(created_at, 1, 10) BETWEEN ?1 AND ?2
                OR substr(updated_at, 1, 10) BETWEEN ?1 AND ?2
            ORDER BY created_at, id LIMIT \(Self.limit)
            """, range
        ).map { ItemRef(NoteItem(row: $0)) }
        let milestones = try context.database.rows(
            "SELECT * FROM milestones WHERE substr(due, 1, 10) BETWEEN ?1 AND ?2 ORDER BY due, created_at, id LIMIT \(Self.limit)",
            range
        ).map(MilestoneItem.init)
        return SummaryReport(
            scope: scope, project: nil, start: start, end: end, done: completed.count, total: 0,
            completed: completed,
            added: added, due: due, overdue: overdue, notes: notes, milestones: milestones)
    }

    private func projectSummary(_ project: ProjectItem, context: ToolContext) throws
        -> SummaryReport
    {
        let id = SQLValue.text(project.id)
        let today = SQLValue.text(context.today.description)
        let progress = try ProjectStatus.progress(of: project, context: context)
        let completed = try context.records.tasks(
            where: "project = ?1 AND status = 'done'", [id],
            order: "completed_at DESC, id LIMIT \(Self.limit)")
        let due = try context.records.tasks(
            where: "project = ?1 AND status = 'open' AND substr(due, 1, 10) >= ?2", [id, today],
            order: "due, created_at, id LIMIT \(Self.limit)")
        let overdue = try context.records.tasks(
            where:
                "project = ?1 AND status = 'open' AND due IS NOT NULL AND substr(due, 1, 10) < ?2",
            [id, today],
            order: "due, created_at, id LIMIT \(Self.limit)")
        let ref = SQLValue.text(ItemRef(project).ref)
        let notes = try context.database.rows(
            """
            SELECT n.* FROM notes n WHERE ('note:' || n.id) IN (
                SELECT to_ref FROM links WHERE from_ref = ?1 UNION SELECT from_ref FROM links WHERE to_ref = ?1)
            ORDER BY n.created_at, n.id LIMIT \(Self.limit)
            """, [ref]
        ).map { ItemRef(NoteItem(row: $0)) }
        let milestones = try context.database.rows(
            """
            SELECT * FROM milestones WHERE project = ?1 AND (due IS NULL OR substr(due, 1, 10) >= ?2)
            ORDER BY due IS NULL, due, created_at, id LIMIT \(Self.limit)
            """, [id, today]
        ).map(MilestoneItem.init)
        return SummaryReport(
            scope: "project", project: project, start: context.today, end: context.today,
            done: progress.done,
            total: progress.total, completed: completed, added: [], due: due, overdue: overdue,
            notes: notes,
            milestones: milestones)
    }
}

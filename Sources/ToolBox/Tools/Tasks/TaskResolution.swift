package import Journal

/// Shared steps of the task tools: find the named task, or say why not.
extension ToolContext {
    /// The task `arguments["task"]` names, or the outcome that explains the miss.
    func resolveTask(_ arguments: ToolArguments, preferDone: Bool = false) throws -> Result<
        TaskItem, Miss
    > {
        guard let query = arguments.text("task") else {
            return .failure(Miss(.missing(argument: "task")))
        }
        switch try lookup.task(query, preferDone: preferDone) {
        case .found(let task): return .success(task)
        case .notFound: return .failure(Miss(.noMatch(.task, query: query)))
        case .ambiguous(let tasks):
            return .failure(Miss(.ambiguous(.task, query: query, candidates: tasks.map(\.title))))
        }
    }

    /// Runs `body` on the task `arguments["task"]` names, or returns the outcome that
    /// explains why there is none: the first step of every tool that acts on a task.
    func withTask(
        _ arguments: ToolArguments, preferDone: Bool = false,
        _ body: (TaskItem) throws -> ToolOutcome
    ) throws -> ToolOutcome {
        switch try resolveTask(arguments, preferDone: preferDone) {
        case .success(let task): return try body(task)
        case .failure(let miss): return miss.outcome
        }
    }

    /// The project a name or reference points at, or the outcome that explains the miss.
    func resolveProject(_ query: String) throws -> Result<ProjectItem, Miss> {
        switch try lookup.project(query) {
        case .found(let project): return .success(project)
        case .notFound: return .failure(Miss(.noMatch(.project, query: query)))
        case .ambiguous(let projects):
            return .failure(
                Miss(.ambiguous(.project, query: query, candidates: projects.map(\.name))))
        }
    }

    /// Writes `changes` to a task and returns the before and after facts.
    func updateTask(_ task: TaskItem, _ changes: [(String, SQLValue)], writer: RowWriter) throws
        -> ToolOutcome
    {
        try writer.update("tasks", id: task.id, changes + [("updated_at", .text(timestamp))])
        let after = try records.task(id: task.id) ?? task
        return .taskUpdated(before: task, after: after)
    }
}

/// A lookup that found nothing usable, carried as the outcome to report.
struct Miss: Error {
    let outcome: ToolOutcome
    init(_ outcome: ToolOutcome) { self.outcome = outcome }
}

package import Journal

/// Makes one task wait on another ("the launch is blocked by the venue booking").
///
/// Refuses a task waiting on itself, and a dependency that would close a loop (the
/// blocker already waits on the task, directly or through others): a loop can never be
/// finished, so it is reported with the chain that would close it. An existing identical
/// dependency is reported and not written again.
package struct AddDependency: Tool {
    package let name = ToolName.addDependency
    package let arguments = [
        ArgumentSpec("task", required: true), ArgumentSpec("blockedBy", required: true),
    ]

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        guard let taskQuery = arguments.text("task") else { return .missing(argument: "task") }
        guard let blockerQuery = arguments.text("blockedBy") else {
            return .missing(argument: "blockedBy")
        }
        let task: TaskItem
        switch try context.resolveTask(named: taskQuery) {
        case .success(let found): task = found
        case .failure(let miss): return miss.outcome
        }
        let blocker: TaskItem
        switch try context.resolveTask(named: blockerQuery) {
        case .success(let found): blocker = found
        case .failure(let miss): return miss.outcome
        }
        if task.id == blocker.id { return .selfDependency(task) }
        let existing = try context.database.scalar(
            "SELECT id FROM dependencies WHERE task = ?1 AND blocked_by = ?2 LIMIT 1",
            [.text(task.id), .text(blocker.id)])
        if existing != nil { return .dependencyExists(task: task, blockedBy: blocker) }
        if let path = try DependencyGraph(database: context.database).waitPath(
            from: blocker.id, to: task.id)
        {
            let tasks = try path.map { try context.records.task(id: $0) }.compactMap { $0 }
            return .dependencyCycle(task: task, blockedBy: blocker, path: tasks)
        }
        try writer.insert(
            "dependencies",
            [
                ("id", .text(ItemID.make())), ("task", .text(task.id)),
                ("blocked_by", .text(blocker.id)),
                ("created_at", .text(context.timestamp)),
            ])
        return .dependencyAdded(task: task, blockedBy: blocker)
    }
}

package import Journal

/// Marks a task done. A repeating task hands its rule to a new occurrence, so undoing
/// the completion (one journal entry) reopens it and deletes that occurrence.
package struct CompleteTask: Tool {
    package let name = ToolName.completeTask
    package let arguments = [ArgumentSpec("task", required: true)]

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        try context.withTask(arguments) { task in
            guard task.isOpen else { return .unchanged(task) }
            var next: TaskItem?
            if let text = task.repeatRule, let rule = RepeatRule(text) {
                let base = task.due ?? LocalDateTime(date: context.today)
                var date = rule.next(after: base.date)
                // A late completion should not spawn an occurrence that is already overdue.
                while date < context.today { date = rule.next(after: date) }
                let id = ItemID.make()
                try writer.insert(
                    "tasks",
                    [
                        ("id", .text(id)), ("title", .text(task.title)), ("status", "open"),
                        ("due", .text(LocalDateTime(date: date, time: base.time).description)),
                        ("priority", .optional(task.priority)),
                        ("project", .optional(task.project)),
                        ("repeat", .text(rule.description)),
                        ("created_at", .text(context.timestamp)),
                        ("updated_at", .text(context.timestamp)),
                    ])
                next = try context.records.task(id: id)
            }
            try writer.update(
                "tasks", id: task.id,
                [
                    ("status", "done"), ("completed_at", .text(context.timestamp)),
                    ("repeat", next == nil ? .optional(task.repeatRule) : .null),
                    ("updated_at", .text(context.timestamp)),
                ])
            return .taskCompleted(try context.records.task(id: task.id) ?? task, next: next)
        }
    }
}

/// Opens a done task again.
package struct ReopenTask: Tool {
    package let name = ToolName.reopenTask
    package let arguments = [ArgumentSpec("task", required: true)]

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        try context.withTask(arguments, preferDone: true) { task in
            guard !task.isOpen else { return .unchanged(task) }
            try writer.update(
                "tasks", id: task.id,
                [
                    ("status", "open"), ("completed_at", .null),
                    ("updated_at", .text(context.timestamp)),
                ])
            return .taskReopened(try context.records.task(id: task.id) ?? task)
        }
    }
}

/// Deletes a task, and the dependencies that mention it, in one journal entry.
package struct DeleteTask: Tool {
    package let name = ToolName.deleteTask
    package let arguments = [ArgumentSpec("task", required: true)]

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        try context.withTask(arguments) { task in
            let edges = try context.database.rows(
                "SELECT id FROM dependencies WHERE task = ?1 OR blocked_by = ?1 ORDER BY id",
                [.text(task.id)])
            for edge in edges { try writer.delete("dependencies", id: edge.text("id") ?? "") }
            try writer.delete("tasks", id: task.id)
            return .taskDeleted(task)
        }
    }
}

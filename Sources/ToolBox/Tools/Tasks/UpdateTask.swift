package import Journal

/// Changes a task's title, due date, priority or project. A due date of `none` takes the
/// date away ("take the due date off the report").
package struct UpdateTask: Tool {
    package let name = ToolName.updateTask
    package let arguments = [
        ArgumentSpec("task", required: true), ArgumentSpec("title"),
        ArgumentSpec("due", .dateOrNone),
        ArgumentSpec("priority", .priority), ArgumentSpec("project"),
    ]

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        try context.withTask(arguments) { task in
            var changes: [(String, SQLValue)] = []
            if let title = arguments.text("title") { changes.append(("title", .text(title))) }
            if ArgumentKind.saysNone(arguments.text("due")) {
                changes.append(("due", .null))
            } else if let due = arguments.text("due").flatMap({ LocalDateTime(iso: $0) }) {
                changes.append(("due", .text(due.description)))
            }
            if let priority = arguments.text("priority").flatMap { Priority(parsing: $0) } {
                changes.append(("priority", .text(priority.rawValue)))
            }
            if let query = arguments.text("project") {
                switch try context.resolveProject(query) {
                case .success(let project): changes.append(("project", .text(project.id)))
                case .failure(let miss): return miss.outcome
                }
            }
            guard !changes.isEmpty else { return .missing(argument: "title") }
            return try context.updateTask(task, changes, writer: writer)
        }
    }
}

/// Moves a task to a new date, shifts it from its current one ("back two days"), or
/// moves it to another time of its own day ("move the dentist to 4pm").
package struct RescheduleTask: Tool {
    package let name = ToolName.rescheduleTask
    package let arguments = [
        ArgumentSpec("task", required: true), ArgumentSpec("due", .date),
        ArgumentSpec("by", .shift), ArgumentSpec("at", .time),
    ]

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        try context.withTask(arguments) { task in
            let due: LocalDateTime
            if let date = arguments.text("due").flatMap({ LocalDateTime(iso: $0) }) {
                // A new day alone keeps the time the task already had.
                due = date.time == nil ? LocalDateTime(date: date.date, time: task.due?.time) : date
            } else if let shift = arguments.text("by").flatMap(Shift.init) {
                let base = task.due ?? LocalDateTime(date: context.today)
                due = LocalDateTime(date: shift.apply(to: base.date), time: base.time)
            } else if let time = arguments.text("at").flatMap({ ClockTime(iso: $0) }) {
                due = Self.sameDay(as: task.due, at: time, now: context.now)
            } else {
                return .missing(argument: "due")
            }
            return try context.updateTask(task, [("due", .text(due.description))], writer: writer)
        }
    }
}

extension RescheduleTask {
    /// A time alone keeps the task's day when that day is still to come (today
    /// included); a task with no day, or one already past, gets the time's next
    /// occurrence: today if it is still ahead, else tomorrow.
    static func sameDay(as due: LocalDateTime?, at time: ClockTime, now: LocalDateTime)
        -> LocalDateTime
    {
        if let day = due?.date, day >= now.date { return LocalDateTime(date: day, time: time) }
        let ahead = now.time.map { time > $0 } ?? true
        return LocalDateTime(date: ahead ? now.date : now.date.adding(days: 1), time: time)
    }
}

/// Puts a task off until a later day, counted from today rather than from its due date.
package struct SnoozeTask: Tool {
    package let name = ToolName.snoozeTask
    package let arguments = [ArgumentSpec("task", required: true), ArgumentSpec("until", .date)]

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        try context.withTask(arguments) { task in
            let until =
                arguments.text("until").flatMap { LocalDateTime(iso: $0) }
                ?? LocalDateTime(date: context.today.adding(days: 1))
            guard until.date >= context.today else {
                return .invalid(argument: "until", reason: "\(until) is in the past")
            }
            let due =
                until.time == nil ? LocalDateTime(date: until.date, time: task.due?.time) : until
            return try context.updateTask(task, [("due", .text(due.description))], writer: writer)
        }
    }
}

/// Sets a task's priority.
package struct SetPriority: Tool {
    package let name = ToolName.setPriority
    package let arguments = [
        ArgumentSpec("task", required: true), ArgumentSpec("priority", .priority, required: true),
    ]

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        try context.withTask(arguments) { task in
            guard let priority = arguments.text("priority").flatMap({ Priority(parsing: $0) })
            else { return .missing(argument: "priority") }
            return try context.updateTask(
                task, [("priority", .text(priority.rawValue))], writer: writer)
        }
    }
}

/// Makes a task repeat, or stops it repeating (`none`).
package struct SetRecurrence: Tool {
    package let name = ToolName.setRecurrence
    package let arguments = [
        ArgumentSpec("task", required: true), ArgumentSpec("repeat", .rule, required: true),
    ]

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        try context.withTask(arguments) { task in
            let text = arguments.text("repeat") ?? "none"
            let rule = ArgumentKind.saysNone(text) ? nil : RepeatRule(text)?.description
            var changes: [(String, SQLValue)] = [("repeat", .optional(rule))]
            // A repeating task needs a first occurrence to count from.
            if rule != nil, task.due == nil {
                changes.append(("due", .text(context.today.description)))
            }
            return try context.updateTask(task, changes, writer: writer)
        }
    }
}

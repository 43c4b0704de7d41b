package import Journal
package import ToolBox

/// What must be true after a step, checked against the store in the step's transaction.
struct Postcondition {
    let step: ToolName
    let arguments: [String: String]

    /// Nil when the step did what it was asked; else the problem, in a few words.
    func verify(_ outcome: ToolOutcome, _ database: Database) throws -> String? {
        let records = Records(database: database)
        switch outcome {
        case .taskCreated(let task, _):
            guard let stored = try records.task(id: task.id) else {
                return "the new task is not in the store"
            }
            if arguments["project"] != nil, stored.project == nil {
                return "the new task was not filed under the project"
            }
            if let due = arguments["due"],
                stored.due?.description != LocalDateTime(iso: due)?.description
            {
                return "the new task did not get its due date"
            }
        case .taskCompleted(let task, _):
            guard try records.task(id: task.id)?.status == "done" else {
                return "the task is still open"
            }
        case .taskReopened(let task):
            guard try records.task(id: task.id)?.status == "open" else {
                return "the task is still done"
            }
        case .taskDeleted(let task):
            guard try records.task(id: task.id) == nil else { return "the task is still there" }
        case .taskUpdated(_, let after):
            guard let stored = try records.task(id: after.id) else { return "the task is gone" }
            if let priority = arguments["priority"],
                stored.priority != Priority(parsing: priority)?.rawValue
            {
                return "the priority did not change"
            }
            if step == .rescheduleTask || step == .snoozeTask, stored.due == nil {
                return "the task has no date"
            }
            if step == .rescheduleTask,
                let due = arguments["due"].flatMap({ LocalDateTime(iso: $0) }),
                stored.due?.date != due.date
            {
                return "the date did not move"
            }
            if step == .rescheduleTask,
                let time = arguments["at"].flatMap({ ClockTime(iso: $0) }),
                stored.due?.time != time
            {
                return "the time did not change"
            }
            if step == .updateTask, ArgumentKind.saysNone(arguments["due"]), stored.due != nil {
                return "the task still has a date"
            }
            if let title = arguments["title"], step == .updateTask,
                stored.title != title.trimmingSpaces
            {
                return "the title did not change"
            }
        case .projectCreated(let project):
            guard try records.project(id: project.id) != nil else {
                return "the project is not in the store"
            }
        case .noteCreated(let note), .noteAppended(let note):
            guard try records.note(id: note.id) != nil else {
                return "the note is not in the store"
            }
        default:
            break
        }
        return nil
    }
}

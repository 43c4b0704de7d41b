/// The name of a tool, as the grammar, the planner and eval files spell it.
package struct ToolName: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    package let rawValue: String
    package var description: String { rawValue }

    package init(rawValue: String) { self.rawValue = rawValue }

    package static func < (lhs: ToolName, rhs: ToolName) -> Bool { lhs.rawValue < rhs.rawValue }

    // Tasks
    package static let createTask = ToolName(rawValue: "createTask")
    package static let completeTask = ToolName(rawValue: "completeTask")
    package static let reopenTask = ToolName(rawValue: "reopenTask")
    package static let updateTask = ToolName(rawValue: "updateTask")
    package static let deleteTask = ToolName(rawValue: "deleteTask")
    package static let rescheduleTask = ToolName(rawValue: "rescheduleTask")
    package static let snoozeTask = ToolName(rawValue: "snoozeTask")
    package static let setPriority = ToolName(rawValue: "setPriority")
    package static let setRecurrence = ToolName(rawValue: "setRecurrence")
    package static let addDependency = ToolName(rawValue: "addDependency")
    package static let listTasks = ToolName(rawValue: "listTasks")
    // Projects
    package static let createProject = ToolName(rawValue: "createProject")
    package static let projectStatus = ToolName(rawValue: "projectStatus")
    package static let whatsBlocking = ToolName(rawValue: "whatsBlocking")
    package static let addMilestone = ToolName(rawValue: "addMilestone")
    // Notes
    package static let createNote = ToolName(rawValue: "createNote")
    package static let appendToNote = ToolName(rawValue: "appendToNote")
    package static let askNotes = ToolName(rawValue: "askNotes")
    // Knowledge
    package static let linkItems = ToolName(rawValue: "linkItems")
    package static let searchEverything = ToolName(rawValue: "searchEverything")
    package static let summarize = ToolName(rawValue: "summarize")
    // Day, diary, interop
    package static let agenda = ToolName(rawValue: "agenda")
    package static let journalEntry = ToolName(rawValue: "journalEntry")
    package static let weeklyReview = ToolName(rawValue: "weeklyReview")
    package static let calendarAgenda = ToolName(rawValue: "calendarAgenda")
    package static let exportCalendar = ToolName(rawValue: "exportCalendar")
    // Control
    package static let undo = ToolName(rawValue: "undo")
    package static let redo = ToolName(rawValue: "redo")
    /// The router's decline, written `none` in eval files. Not `.none` in Swift:
    /// on a `ToolName?`, `.none` means nil.
    package static let decline = ToolName(rawValue: "none")

    /// Every tool in DESIGN.md's catalog, in catalog order (the tie-break order).
    package static let catalog: [ToolName] = [
        .createTask, .completeTask, .reopenTask, .updateTask, .deleteTask, .rescheduleTask,
        .snoozeTask, .setPriority, .setRecurrence, .addDependency, .listTasks,
        .createProject, .projectStatus, .whatsBlocking, .addMilestone,
        .createNote, .appendToNote, .askNotes,
        .linkItems, .searchEverything, .summarize,
        .agenda, .journalEntry, .weeklyReview, .calendarAgenda, .exportCalendar,
        .undo, .redo,
    ]

    /// Tools that change one stored task, named by their `task` argument.
    package var changesOneTask: Bool {
        switch self {
        case .completeTask, .reopenTask, .deleteTask, .rescheduleTask, .snoozeTask,
            .setPriority, .setRecurrence, .updateTask:
            return true
        default:
            return false
        }
    }

    /// Tools that change stored data. A decline routed to one of these is a
    /// "false mutation", the eval's worst outcome.
    package var changesData: Bool {
        switch self {
        case .listTasks, .projectStatus, .whatsBlocking, .askNotes, .searchEverything,
            .summarize, .agenda, .weeklyReview, .calendarAgenda, .decline:
            return false
        default:
            return true
        }
    }
}

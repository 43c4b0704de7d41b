/// What a verb asks the agent to do, whatever the words: "push back", "postpone" and
/// "kick down the road" are all `.postpone`.
///
/// An action is evidence for a reading, not a reading: the grammar weighs it with cue
/// nouns, a date phrase and the names of stored items before it picks a tool.
package enum VerbAction: String, Sendable, CaseIterable {
    /// Marks a task done: "tick off", "wrap up", "sorted", "that's handled".
    case complete
    /// Makes a done task open again: "reopen", "untick", "bring back".
    case reopen
    /// Removes an item: "delete", "scrap", "call off", "get rid of".
    case delete
    /// Gives a task another date, earlier or later: "move", "reschedule", "switch".
    case reschedule
    /// Moves a task later: "push back", "put off", "bump", "kick down the road".
    case postpone
    /// Moves a task earlier: "bring forward", "pull in", "expedite".
    case advance
    /// Hides a task until a date: "snooze", "hide".
    case snooze
    /// Raises a task's priority: "prioritise", "flag", "bump up".
    case prioritize
    /// Lowers a task's priority: "deprioritise", "downgrade", "bump down".
    case deprioritize
    /// Makes a new task or project: "add", "create", "set up".
    case create
    /// Records something to keep: "remember", "note", "jot down", "log".
    case capture
    /// Shows items: "list", "show", "pull up".
    case list
    /// Looks something up: "search", "find", "look for", "dig up".
    case search
    /// Connects two items: "link", "attach", "file under".
    case link
    /// Sums up a project or a period: "summarise", "recap", "review".
    case summarize
    /// Gives an item a new title: "rename", "retitle", "reword".
    case rename
    /// Reverts the last turn: "undo", "revert", "roll back", "scratch that".
    case undo
    /// Applies again what undo reverted: "redo", "reapply".
    case redo
}

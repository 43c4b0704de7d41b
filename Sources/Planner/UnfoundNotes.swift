package import IntentGrammar

/// Text added to a note the words do not name: "add to the recipes note: double the
/// garlic" with no such note. The tool would find nothing and fail, after any step before
/// it had run; read as no change at all, the plan is never half carried out, and the reply
/// says which name found nothing (as for tasks, `UnfoundTasks`).
enum UnfoundNotes {
    /// A decline when a step of `steps` adds to a note no stored note is called; `steps`
    /// as they are otherwise, or without a store, or after a step that makes a note a
    /// later one may name.
    static func settle(_ steps: [ParsedIntent], context: ParseContext) -> [ParsedIntent] {
        guard context.grounded else { return steps }
        for step in steps {
            if step.tool == .createNote { return steps }
            guard step.tool == .appendToNote, let name = step.arguments["note"],
                UnfoundTasks.isSaidName(name)
            else { continue }
            if context.names.note(named: name) == nil {
                return [ParsedIntent(.decline, ["noNoteNamed": name])]
            }
        }
        return steps
    }
}

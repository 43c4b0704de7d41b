package import Journal
package import ToolBox

extension AgentSession {
    /// Imports a document in the export shape as one turn, so "undo" reverts it whole.
    /// The file is checked completely before anything is written.
    package func importDocument(_ text: String, name: String) throws -> String {
        _ = try StoreImport.plan(text)  // refuse a malformed file before touching the store
        let database = try open()
        let clock = try TurnClock.current()
        let journal = ActionJournal(database: database)
        let turn = try journal.begin(utterance: "import \(name)", at: clock.timestamp)
        let (summary, changed) = try database.transaction {
            let writer = RowWriter(database: database)
            let summary = try StoreImport.run(
                text, database: database, writer: writer, timestamp: clock.timestamp)
            try journal.record(
                turn: turn, step: 1, tool: ActionJournal.importTool, summary: "import \(name)",
                changes: writer.changes)
            return (summary, writer.changes.count)
        }
        try journal.finish(turn)
        let counts = [
            (summary.tasks, "task"), (summary.projects, "project"), (summary.notes, "note"),
            (summary.milestones, "milestone"), (summary.links, "link"),
            (summary.dependencies, "dependency"), (summary.diary, "diary entry"),
        ].filter { $0.0 > 0 }.map { count, noun in
            let plural = noun.hasSuffix("y") ? String(noun.dropLast()) + "ies" : noun + "s"
            return "\(count) \(count == 1 ? noun : plural)"
        }
        guard changed > 0 else {
            return
                "Read \(counts.isEmpty ? "an empty file" : counts.joined(separator: ", ")); the store already held all of it, so nothing changed."
        }
        return
            "Imported \(counts.joined(separator: ", ")) (\(changed) change\(changed == 1 ? "" : "s")). Say \"undo\" to take the import back."
    }
}

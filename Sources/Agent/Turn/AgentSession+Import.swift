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
        let summary = try database.transaction {
            let writer = RowWriter(database: database)
            let summary = try StoreImport.run(text, database: database, writer: writer, timestamp: clock.timestamp)
            try journal.record(turn: turn, step: 1, tool: "import", summary: "import \(name)", changes: writer.changes)
            return summary
        }
        try journal.finish(turn)
        return "Imported \(summary.tasks) tasks, \(summary.projects) projects, \(summary.notes) notes, \(summary.milestones) milestones, \(summary.links) links and \(summary.dependencies) dependencies. Say \"undo\" to take the import back."
    }
}

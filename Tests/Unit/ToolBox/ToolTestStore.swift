import Testing

@testable import Journal
@testable import ToolBox

/// A fresh in-memory store with a settable clock, calling tools the way the Agent does:
/// through `ToolRegistry.standard`, one turn per call, journaled.
class ToolTestStore {
    let database: Database
    let journal: ActionJournal
    let stemmer = Stemmer()
    var timestamp: String
    /// What the context carries besides the clock; ToolContext's own defaults.
    var calendarFile: String?
    var exportDirectory = "."
    var zone = LocalZone.system

    init(now: String = "2026-03-10T09:00:00") throws {
        database = try StoreOpener.inMemory()
        journal = ActionJournal(database: database)
        timestamp = now
    }

    /// Moves the clock: `YYYY-MM-DDTHH:MM:SS`.
    func setNow(_ stamp: String) { timestamp = stamp }

    var context: ToolContext {
        var context = ToolContext(
            database: database,
            now: LocalDateTime(iso: timestamp) ?? LocalDateTime(date: CivilDate(daysSinceEpoch: 0)),
            timestamp: timestamp, stemmer: stemmer)
        context.calendarFile = calendarFile
        context.exportDirectory = exportDirectory
        context.zone = zone
        return context
    }

    /// One tool call as one turn.
    @discardableResult
    func call(_ tool: ToolName, _ arguments: [String: String] = [:]) throws -> ToolResult {
        let turn = try journal.begin(utterance: tool.rawValue, at: timestamp)
        let result = try ToolRegistry.standard.call(
            tool, ToolArguments(arguments), context: context, journal: journal, turn: turn, step: 1)
        try journal.finish(turn)
        return result
    }

    /// Creates a task and returns it; records an issue if the tool did not create one.
    @discardableResult
    func task(_ title: String, _ arguments: [String: String] = [:]) throws -> TaskItem {
        let result = try call(.createTask, arguments.merging(["title": title]) { $1 })
        guard case .taskCreated(let task, _) = result.outcome else {
            Issue.record("createTask \(title) gave \(result.outcome)")
            throw SQLiteError(code: 1, message: "no task")
        }
        return task
    }

    func undo() throws -> UndoOutcome {
        try UndoEngine(journal: journal).undo(
            inTurn: journal.begin(utterance: "undo", at: timestamp))
    }

    func redo() throws -> UndoOutcome {
        try UndoEngine(journal: journal).redo(
            inTurn: journal.begin(utterance: "redo", at: timestamp))
    }

    func stored(_ id: String) throws -> TaskItem? { try Records(database: database).task(id: id) }

    func titles(where condition: String = "1") throws -> [String] {
        try Records(database: database).tasks(where: condition).map(\.title)
    }

    func rows(_ table: String) throws -> [Row] {
        try database.rows("SELECT * FROM \(table) ORDER BY id")
    }

    func count(_ table: String) throws -> Int64 {
        try database.scalar("SELECT count(*) FROM \(table)")?.integer ?? -1
    }

    /// Every row of every journaled table, and the journal's entries: what "changes
    /// nothing" compares.
    func snapshot() throws -> [String: [Row]] {
        var tables = Array(Schema.journaledTables.keys) + ["journal_entries"]
        tables.sort()
        var result: [String: [Row]] = [:]
        for table in tables {
            result[table] = try database.rows("SELECT * FROM \(table) ORDER BY id")
        }
        return result
    }

    /// True when the undo applied; records an issue with the outcome otherwise.
    func undoApplied() throws -> Bool {
        let outcome = try undo()
        guard case .applied = outcome else {
            Issue.record("undo did not apply: \(outcome)")
            return false
        }
        return true
    }
}

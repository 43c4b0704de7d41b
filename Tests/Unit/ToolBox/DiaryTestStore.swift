import Testing

@testable import Journal
@testable import ToolBox

/// A fresh in-memory store with a settable clock, calling tools the way the Agent does:
/// through `ToolRegistry.standard`, one turn per call, journaled.
final class DiaryTestStore {
    let database: Database
    let journal: ActionJournal
    let stemmer = Stemmer()
    private(set) var timestamp = "2026-03-10T09:00:00"
    var calendarFile: String?
    var exportDirectory = "."
    var zone = LocalZone.fixed(minutesEast: 60)

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

    @discardableResult
    func call(_ tool: ToolName, _ arguments: [String: String] = [:]) throws -> ToolResult {
        let turn = try journal.begin(utterance: tool.rawValue, at: timestamp)
        let result = try ToolRegistry.standard.call(
            tool, ToolArguments(arguments), context: context, journal: journal, turn: turn, step: 1)
        try journal.finish(turn)
        return result
    }

    /// Writes a diary entry on `day` (clock moved to that day, 21:00).
    @discardableResult
    func entry(_ day: String, _ text: String, mood: Int? = nil) throws -> DiaryEntry {
        setNow(day + "T21:00:00")
        var arguments = ["text": text]
        if let mood { arguments["mood"] = String(mood) }
        guard case .diaryEntryAdded(let entry, _) = try call(.journalEntry, arguments).outcome
        else {
            Issue.record("journalEntry did not add an entry")
            throw SQLiteError(code: 1, message: "no entry")
        }
        return entry
    }

    func undo() throws -> UndoOutcome {
        try UndoEngine(journal: journal).undo(
            inTurn: journal.begin(utterance: "undo", at: timestamp))
    }

    func redo() throws -> UndoOutcome {
        try UndoEngine(journal: journal).redo(
            inTurn: journal.begin(utterance: "redo", at: timestamp))
    }

    func rows(_ table: String) throws -> [Row] {
        try database.rows("SELECT * FROM \(table) ORDER BY id")
    }
}

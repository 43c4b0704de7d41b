import Journal
import ToolBox

/// A fresh in-memory store with a fixed clock (Tuesday 2026-03-10 09:00), where each
/// tool call is one journaled turn through the registry, as the Agent makes it.
final class KnowledgeHarness {
    let database: Database
    let journal: ActionJournal
    let context: ToolContext

    init(now: String = "2026-03-10T09:00") throws {
        database = try StoreOpener.inMemory()
        journal = ActionJournal(database: database)
        guard let clock = LocalDateTime(iso: now) else { throw HarnessError.badClock }
        context = ToolContext(
            database: database, now: clock, timestamp: now + ":00", stemmer: Stemmer())
    }

    enum HarnessError: Error { case badClock, unexpected(String) }

    /// One call as one turn. Returns the whole result, so tests can check `wrote`.
    @discardableResult
    func result(_ tool: ToolName, _ arguments: [String: String]) throws -> ToolResult {
        let turn = try journal.begin(utterance: tool.rawValue, at: context.timestamp)
        defer { try? journal.finish(turn) }
        return try ToolRegistry.standard.call(
            tool, ToolArguments(arguments), context: context, journal: journal, turn: turn, step: 1)
    }

    @discardableResult
    func call(_ tool: ToolName, _ arguments: [String: String]) throws -> ToolOutcome {
        try result(tool, arguments).outcome
    }

    func undo() throws -> UndoOutcome {
        try UndoEngine(journal: journal).undo(
            inTurn: journal.begin(utterance: "undo", at: context.timestamp))
    }

    func redo() throws -> UndoOutcome {
        try UndoEngine(journal: journal).redo(
            inTurn: journal.begin(utterance: "redo", at: context.timestamp))
    }

    /// Every journaled row, table by table, in id order: two equal snapshots are two
    /// equal stores as far as a person can tell.
    func snapshot() throws -> [String] {
        var lines: [String] = []
        for table in Schema.journaledTables.keys.sorted() {
            for row in try database.rows("SELECT * FROM \(table) ORDER BY id") {
                lines.append(
                    table + " "
                        + zip(row.columns, row.values).map { "\($0)=\($1)" }.joined(separator: " "))
            }
        }
        return lines
    }

    // MARK: Making items

    @discardableResult
    func task(_ title: String, _ extra: [String: String] = [:]) throws -> TaskItem {
        guard
            case .taskCreated(let task, _) = try call(
                .createTask, extra.merging(["title": title]) { $1 })
        else {
            throw HarnessError.unexpected("createTask \(title)")
        }
        return task
    }

    @discardableResult
    func project(_ name: String) throws -> ProjectItem {
        guard case .projectCreated(let project) = try call(.createProject, ["name": name]) else {
            throw HarnessError.unexpected("createProject \(name)")
        }
        return project
    }

    @discardableResult
    func note(_ title: String, _ body: String) throws -> NoteItem {
        guard case .noteCreated(let note) = try call(.createNote, ["title": title, "body": body])
        else {
            throw HarnessError.unexpected("createNote \(title)")
        }
        return note
    }

    func block(_ task: TaskItem, by blocker: TaskItem) throws {
        guard
            case .dependencyAdded = try call(
                .addDependency, ["task": "id:" + task.id, "blockedBy": "id:" + blocker.id])
        else { throw HarnessError.unexpected("addDependency") }
    }

    /// Writes behind the tools' back, as an older pb or a hand edit would.
    func complete(_ task: TaskItem, at stamp: String = "2026-03-09T17:00:00") throws {
        try database.run(
            "UPDATE tasks SET status = 'done', completed_at = ?2 WHERE id = ?1",
            [.text(task.id), .text(stamp)])
    }
}

import Testing

@testable import Journal

/// The undo engine over raw journaled rows, with no tools in the way.
@Suite struct UndoEngineTests {
    let database: Database
    let journal: ActionJournal
    let engine: UndoEngine

    init() throws {
        database = try StoreOpener.inMemory()
        journal = ActionJournal(database: database)
        engine = UndoEngine(journal: journal)
    }

    /// Runs `body` as one turn with one journal entry, the way a tool call does.
    @discardableResult
    func turn(_ utterance: String, _ body: (RowWriter) throws -> Void) throws -> Int64 {
        let id = try journal.begin(utterance: utterance, at: "2026-03-10T09:00:00")
        try database.transaction {
            let writer = RowWriter(database: database)
            try body(writer)
            try journal.record(
                turn: id, step: 1, tool: "test", summary: utterance, changes: writer.changes)
        }
        try journal.finish(id)
        return id
    }

    func addTask(_ writer: RowWriter, _ id: String, _ title: String) throws {
        try writer.insert(
            "tasks",
            [
                ("id", .text(id)), ("title", .text(title)), ("created_at", "2026-03-10T09:00:00"),
                ("updated_at", "2026-03-10T09:00:00"),
            ])
    }

    func titles() throws -> [String] {
        try database.rows("SELECT title FROM tasks ORDER BY id").compactMap { $0.text("title") }
    }

    func status(_ id: String) throws -> String? {
        try database.scalar("SELECT status FROM tasks WHERE id = ?1", [.text(id)])?.text
    }

    func undo() throws -> UndoOutcome {
        try engine.undo(inTurn: journal.begin(utterance: "undo", at: "2026-03-10T09:01:00"))
    }

    func redo() throws -> UndoOutcome {
        try engine.redo(inTurn: journal.begin(utterance: "redo", at: "2026-03-10T09:02:00"))
    }

    @Test func undoOfAGroupRevertsEveryRowOfTheTurn() throws {
        try turn("plan") { w in
            try addTask(w, "a", "buy seeds")
            try addTask(w, "b", "dig beds")
            try w.update("tasks", id: "a", [("status", "done")])
        }
        guard case .applied = try undo() else { Issue.record("undo did not apply"); return }
        #expect(try titles().isEmpty)
    }

    @Test func undoWalksBackTurnByTurnAndRedoWalksForward() throws {
        try turn("add") { try addTask($0, "a", "call the dentist") }
        try turn("done") { try $0.update("tasks", id: "a", [("status", "done")]) }
        _ = try undo()
        #expect(try status("a") == "open")
        _ = try undo()
        #expect(try titles().isEmpty)
        _ = try redo()
        #expect(try status("a") == "open")
        _ = try redo()
        #expect(try status("a") == "done")
        #expect(try redo() == .nothingToRedo)
        // Undo after redo takes the re-applied turn back again.
        _ = try undo()
        #expect(try status("a") == "open")
    }

    /// "undo twice" undoes two turns in one turn, newest first; redo then brings back
    /// the one undone last (the older) first, as two separate undos would.
    @Test func redoAfterTwoUndosInOneTurnWalksForwardInOrder() throws {
        try turn("add") { try addTask($0, "a", "call the dentist") }
        try turn("done") { try $0.update("tasks", id: "a", [("status", "done")]) }
        let both = try journal.begin(utterance: "undo twice", at: "2026-03-10T09:01:00")
        _ = try engine.undo(inTurn: both)
        _ = try engine.undo(inTurn: both)
        #expect(try titles().isEmpty)
        _ = try redo()
        #expect(try status("a") == "open")
        _ = try redo()
        #expect(try status("a") == "done")
    }

    @Test func aNewActionAfterUndoClearsTheRedoPath() throws {
        try turn("add") { try addTask($0, "a", "renew passport") }
        _ = try undo()
        try turn("add other") { try addTask($0, "b", "water plants") }
        #expect(try redo() == .nothingToRedo)
        #expect(try titles() == ["water plants"])
    }

    @Test func aRowChangedSinceRefusesTheWholeUndo() throws {
        try turn("add two") { w in
            try addTask(w, "a", "buy seeds")
            try addTask(w, "b", "dig beds")
        }
        // Behind the journal's back: someone renames one of them.
        try database.run("UPDATE tasks SET title = 'dig the beds' WHERE id = 'b'")
        let outcome = try undo()
        guard case .conflict(_, let conflict) = outcome else {
            Issue.record("expected a conflict, got \(outcome)")
            return
        }
        #expect(conflict.label == "dig beds")
        #expect(conflict.reason == .changedSince)
        #expect(try titles() == ["buy seeds", "dig the beds"])  // all or nothing: "a" stayed too
        // The turn is still undoable once the conflict is gone.
        try database.run("UPDATE tasks SET title = 'dig beds' WHERE id = 'b'")
        guard case .applied = try undo() else { Issue.record("undo did not apply"); return }
    }

    @Test func somethingAlreadyGoneCountsAsReverted() throws {
        try turn("add") { try addTask($0, "a", "buy seeds") }
        try database.run("DELETE FROM tasks WHERE id = 'a'")
        guard case .applied = try undo() else { Issue.record("undo did not apply"); return }
        #expect(try titles().isEmpty)
    }

    @Test func restoringAnUpdateOfADeletedRowIsAConflict() throws {
        try turn("add") { try addTask($0, "a", "buy seeds") }
        try turn("done") { try $0.update("tasks", id: "a", [("status", "done")]) }
        try database.run("DELETE FROM tasks WHERE id = 'a'")
        guard case .conflict(_, let conflict) = try undo() else {
            Issue.record("expected a conflict")
            return
        }
        #expect(conflict.reason == .goneSince)
    }

    @Test func undoWithNothingJournaledSaysSo() throws {
        #expect(try undo() == .nothingToUndo)
        #expect(try redo() == .nothingToRedo)
    }

    @Test func historyRecordsUndoAndRedoTurns() throws {
        try turn("add") { try addTask($0, "a", "buy seeds") }
        _ = try undo()
        let history = try journal.history()
        #expect(history.map(\.kind) == [.undo, .action])
        #expect(history[1].undone)
        #expect(history[0].targetTurn == history[1].id)
    }
}

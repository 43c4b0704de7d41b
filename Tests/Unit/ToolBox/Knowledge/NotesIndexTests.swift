import Journal
import Testing
import ToolBox

/// The passage index follows the notes by content hash, one note at a time.
@Suite struct NotesIndexTests {
    func passages(of note: NoteItem, in store: KnowledgeHarness) throws -> [String] {
        try store.database.rows(
            "SELECT body FROM note_passages WHERE note_id = ?1 ORDER BY rowid", [.text(note.id)]
        )
        .compactMap { $0.text("body") }
    }

    @Test func aSyncCutsNewNotesOnceAndThenNothing() throws {
        let store = try KnowledgeHarness()
        try store.note("Boiler", "Pressure should be 1.2 bar.")
        try store.note("Wifi", "The password is tulip-4471.")
        try store.note("Bins", "Bin day is Thursday.")
        let index = NotesIndex(database: store.database)
        #expect(try index.sync() == NotesIndex.Report(recut: 3, removed: 0, passages: 3))
        #expect(try index.sync() == NotesIndex.Report())
    }

    @Test func changingOneNoteReCutsOnlyThatNote() throws {
        let store = try KnowledgeHarness()
        let boiler = try store.note("Boiler", "Pressure should be 1.2 bar.")
        try store.note("Wifi", "The password is tulip-4471.")
        let index = NotesIndex(database: store.database)
        try index.sync()
        _ = try store.call(
            .appendToNote, ["note": "Boiler", "text": "The bleed key is in the kitchen drawer."])
        #expect(try index.sync() == NotesIndex.Report(recut: 1, removed: 0, passages: 1))
        #expect(
            try passages(of: boiler, in: store) == [
                "Pressure should be 1.2 bar. The bleed key is in the kitchen drawer."
            ])
        #expect(try store.database.scalar("SELECT count(*) FROM note_passages")?.integer == 2)
    }

    @Test func theFirstQuestionAfterAddingANoteIndexesOnlyThatNote() throws {
        let store = try KnowledgeHarness()
        for i in 0..<5 { try store.note("Note \(i)", "Ordinary words number \(i).") }
        _ = try store.call(.askNotes, ["question": "what words?"])  // indexes all five
        let rows = "SELECT note_id, hash, first_passage FROM note_index ORDER BY note_id"
        let before = try store.database.rows(rows)
        let alarm = try store.note("Alarm", "The alarm code is 9412.")
        guard
            case .notesAnswered(let answer) = try store.call(
                .askNotes, ["question": "what is the alarm code?"])
        else {
            Issue.record("expected an answer")
            return
        }
        #expect(answer.answer == "The alarm code is 9412. [1]")
        // A re-cut note gets new passage rows; the other five kept theirs.
        let after = try store.database.rows(rows)
        #expect(after.filter { $0.text("note_id") != alarm.id } == before)
        #expect(after.count == 6)
        #expect(try NotesIndex(database: store.database).sync() == NotesIndex.Report())
    }

    @Test func aDeletedNotesPassagesGo() throws {
        let store = try KnowledgeHarness()
        try store.note("Boiler", "Pressure should be 1.2 bar.")
        let wifi = try store.note("Wifi", "The password is tulip-4471.")
        let index = NotesIndex(database: store.database)
        try index.sync()
        // Undo of the turn that created the note deletes it behind the index's back.
        guard case .applied = try store.undo() else { Issue.record("undo did not apply"); return }
        #expect(try index.sync() == NotesIndex.Report(recut: 0, removed: 1, passages: 0))
        #expect(try passages(of: wifi, in: store).isEmpty)
        #expect(
            try store.call(.askNotes, ["question": "what is the wifi password?"])
                == .notesNoAnswer(question: "what is the wifi password?"))
        // Redo brings it back, and the next question finds it again.
        guard case .applied = try store.redo() else { Issue.record("redo did not apply"); return }
        guard
            case .notesAnswered(let answer) = try store.call(
                .askNotes, ["question": "what is the wifi password?"])
        else {
            Issue.record("expected an answer")
            return
        }
        #expect(answer.sources.map(\.note) == [wifi.id])
    }

    @Test func aLongNoteIsCutIntoOverlappingPassagesWithContiguousRows() throws {
        let store = try KnowledgeHarness()
        let body = (0..<12).map { "Sentence \($0) has a few more words in it to count." }.joined(
            separator: " ")
        let note = try store.note("Long", body)
        try NotesIndex(database: store.database).sync()
        let rows = try passages(of: note, in: store)
        #expect(rows.count == 2)
        #expect(rows[1].hasPrefix(PassageCutter.sentences(in: rows[0]).last ?? "-"))
        let entry = try #require(
            try store.database.rows("SELECT first_passage, passages FROM note_index").first)
        let ids = try store.database.rows("SELECT rowid FROM note_passages ORDER BY rowid")
            .compactMap { $0["rowid"].integer }
        #expect(entry["passages"].integer == 2)
        #expect(
            ids == [entry["first_passage"].integer, entry["first_passage"].integer.map { $0 + 1 }])
    }
}

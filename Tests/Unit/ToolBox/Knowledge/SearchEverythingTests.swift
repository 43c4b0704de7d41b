import Journal
import Testing
import ToolBox

/// searchEverything: BM25 over tasks, projects and notes, and an index that follows undo.
@Suite struct SearchEverythingTests {
    func search(_ store: KnowledgeHarness, _ query: String) throws -> SearchResults {
        guard case .searchResults(let results) = try store.call(.searchEverything, ["query": query])
        else {
            throw KnowledgeHarness.HarnessError.unexpected("search \(query)")
        }
        return results
    }

    @Test func findsEveryKindGroupedAndStemmed() throws {
        let store = try KnowledgeHarness()
        let task = try store.task("renew passport")
        try store.task("renew the car insurance")
        let project = try store.project("Passport renewals")
        let note = try store.note(
            "Documents", "Passports are in the blue folder. Sam's passport is renewed until 2027.")
        try store.note("Recipes", "Lentil soup with cumin.")
        let results = try search(store, "renewing passports")
        #expect(results.tasks == [task])
        #expect(results.projects == [project])
        #expect(results.notes.map(\.id) == [note.id])
        #expect(results.notes.first?.excerpt.lowercased().contains("passport") == true)
    }

    @Test func whenEveryWordFindsNothingAnyWordWillDo() throws {
        let store = try KnowledgeHarness()
        let task = try store.task("renew passport")
        let results = try search(store, "passport banana")
        #expect(results.tasks == [task])
    }

    @Test func theIndexFollowsUndoRedoAndEdits() throws {
        let store = try KnowledgeHarness()
        let skip = try store.task("order the skip")
        #expect(try search(store, "skip").tasks == [skip])
        guard case .applied = try store.undo() else { Issue.record("undo did not apply"); return }
        #expect(try search(store, "skip").isEmpty)
        guard case .applied = try store.redo() else { Issue.record("redo did not apply"); return }
        #expect(try search(store, "skip").tasks.map(\.id) == [skip.id])
        _ = try store.call(.updateTask, ["task": "order the skip", "title": "hire a dumpster"])
        #expect(try search(store, "skip").isEmpty)
        #expect(try search(store, "dumpster").tasks.map(\.id) == [skip.id])
        _ = try store.call(.deleteTask, ["task": "hire a dumpster"])
        #expect(try search(store, "dumpster").isEmpty)
        #expect(try store.database.scalar("SELECT count(*) FROM search_items")?.integer == 0)
    }

    @Test func searchingWritesNothingToTheJournal() throws {
        let store = try KnowledgeHarness()
        try store.task("renew passport")
        let result = try store.result(.searchEverything, ["query": "passport"])
        #expect(!result.wrote)
    }
}

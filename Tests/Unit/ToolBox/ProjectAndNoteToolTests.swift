import Testing

@testable import Journal
@testable import ToolBox

/// createProject, createNote and appendToNote, and their undo.
@Suite struct ProjectAndNoteToolTests {
    let store: ToolTestStore

    init() throws { store = try ToolTestStore() }

    @Test func createProjectStoresTheNameWithoutTheWordProject() throws {
        let result = try store.call(.createProject, ["name": "the Kitchen renovation project"])
        guard case .projectCreated(let project) = result.outcome else {
            Issue.record("expected a project, got \(result.outcome)")
            return
        }
        #expect(project.name == "Kitchen renovation")
        #expect(try store.undoApplied())
        #expect(try store.count("projects") == 0)
    }

    @Test func createProjectWithAnExistingNameWritesNothing() throws {
        try store.call(.createProject, ["name": "Garden"])
        let before = try store.snapshot()
        let result = try store.call(.createProject, ["name": "garden"])
        guard case .projectExists(let existing) = result.outcome else {
            Issue.record("expected the existing project, got \(result.outcome)")
            return
        }
        #expect(existing.name == "Garden")
        #expect(!result.wrote)
        #expect(try store.snapshot() == before)
    }

    @Test func createNoteTitlesItFromTheBodyWhenUntitled() throws {
        let result = try store.call(
            .createNote,
            ["body": "The spare key is under the blue pot by the back door.\nAsk Sam first."])
        guard case .noteCreated(let note) = result.outcome else {
            Issue.record("expected a note, got \(result.outcome)")
            return
        }
        #expect(note.title == "The spare key is under the blue pot")
        #expect(note.body.hasSuffix("Ask Sam first."))
        let titled = try store.call(
            .createNote, ["body": "Elephant's Breath", "title": "Paint colours"])
        guard case .noteCreated(let paint) = titled.outcome else {
            Issue.record("expected a note, got \(titled.outcome)")
            return
        }
        #expect(paint.title == "Paint colours")
    }

    @Test func appendToNoteAddsALineAndUndoTakesItOff() throws {
        try store.call(.createNote, ["title": "Moving checklist", "body": "Book the van."])
        let result = try store.call(
            .appendToNote, ["note": "moving checklist", "text": "Tell the council."])
        guard case .noteAppended(let note) = result.outcome else {
            Issue.record("expected an append, got \(result.outcome)")
            return
        }
        #expect(note.body == "Book the van.\nTell the council.")
        #expect(try store.undoApplied())
        let body = try store.database.scalar("SELECT body FROM notes")?.text
        #expect(body == "Book the van.")
    }

    @Test func appendToANoteNoOneNamedWritesNothing() throws {
        try store.call(.createNote, ["title": "Moving checklist", "body": "Book the van."])
        let before = try store.snapshot()
        let result = try store.call(.appendToNote, ["note": "recipes", "text": "more garlic"])
        #expect(result.outcome == .noMatch(.note, query: "recipes"))
        #expect(try store.snapshot() == before)
    }
}

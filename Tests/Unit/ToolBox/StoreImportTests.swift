import Testing

@testable import Journal
@testable import ToolBox

/// `pb export --json` and `pb import`: a round trip loses nothing, and a file that is
/// wrong anywhere is refused whole, saying where.
@Suite struct StoreImportTests {
    /// The export without its `exportedAt` stamp, which differs by design.
    static func export(_ database: Database) throws -> JSONValue {
        guard
            case .object(let members) = try StoreExport.document(
                database: database, exportedAt: "now")
        else {
            return .null
        }
        return .object(members.filter { $0.0 != "exportedAt" })
    }

    /// Imports `text` as one journaled turn, the way `pb import` does.
    @discardableResult
    static func importing(_ text: String, into store: ToolTestStore) throws -> StoreImport.Summary {
        let turn = try store.journal.begin(utterance: "import", at: store.timestamp)
        return try store.database.transaction {
            let writer = RowWriter(database: store.database)
            let summary = try StoreImport.run(
                text, database: store.database, writer: writer, timestamp: store.timestamp)
            try store.journal.record(
                turn: turn, step: 1, tool: ActionJournal.importTool, summary: "import",
                changes: writer.changes)
            return summary
        }
    }

    /// A store with one of everything the export holds, made over a morning so items
    /// have different creation times.
    static func household() throws -> ToolTestStore {
        let store = try ToolTestStore()
        try store.call(.createProject, ["name": "Launch"])
        store.timestamp = "2026-03-10T09:05:00"
        try store.call(.createProject, ["name": "Garden"])
        store.timestamp = "2026-03-10T09:10:00"
        try store.task(
            "book venue", ["project": "Launch", "due": "2026-03-20T18:30", "priority": "urgent"])
        try store.task("send invites", ["project": "Launch"])
        try store.call(.addDependency, ["task": "send invites", "blockedBy": "book venue"])
        store.timestamp = "2026-03-10T09:15:00"
        try store.task(
            "water the plants",
            ["project": "Garden", "repeat": "FREQ=WEEKLY;BYDAY=MO,TH", "due": "2026-03-12"])
        try store.task("Café receipts: “tidy” them\tlater")
        let done = try store.task("buy seeds", ["project": "Garden"])
        try store.call(.completeTask, ["task": "id:" + done.id])
        store.timestamp = "2026-03-10T09:20:00"
        try store.call(
            .createNote, ["title": "Venue shortlist", "body": "The Old Mill\nThe Boathouse"])
        try store.call(.createNote, ["body": "Seeds: tomatoes, beans"])
        try store.call(
            .addMilestone, ["project": "Launch", "title": "Beta release", "due": "2026-03-27"])
        try store.call(.linkItems, ["from": "Venue shortlist", "to": "book venue"])
        try store.call(.journalEntry, ["text": "A calm morning in the garden.", "mood": "4"])
        return store
    }

    @Test func diaryEntriesTravelWithTheExport() throws {
        let store = try Self.household()
        let exported = try Self.export(store.database)
        let diary = try #require(exported["diary"]?.arrayValue)
        #expect(diary.count == 1)
        #expect(diary.first?["text"]?.stringValue == "A calm morning in the garden.")
        #expect(diary.first?["mood"]?.intValue == 4)
        let copy = try ToolTestStore()
        let summary = try Self.importing(exported.serialized, into: copy)
        #expect(summary.diary == 1)
        #expect(try Self.export(copy.database).serialized == exported.serialized)
    }

    @Test func anExportImportedIntoAFreshStoreExportsTheSame() throws {
        let original = try Self.household()
        let exported = try Self.export(original.database)
        #expect(exported["tasks"]?.arrayValue?.count == 5)
        #expect(exported["dependencies"]?.arrayValue?.count == 1)
        #expect(exported["links"]?.arrayValue?.count == 1)
        #expect(exported["milestones"]?.arrayValue?.count == 1)

        let copy = try ToolTestStore(now: "2026-04-01T12:00:00")
        let summary = try Self.importing(
            try StoreExport.document(database: original.database, exportedAt: "then").serialized,
            into: copy)
        #expect(summary.tasks == 5)
        #expect(summary.projects == 2)
        #expect(summary.notes == 2)
        let imported = try Self.export(copy.database)
        #expect(imported.serialized == exported.serialized)
    }

    /// Item ids are random, so creation order and id order disagree about half the time;
    /// here they disagree on purpose, for every kind of item.
    @Test func aRoundTripKeepsItemsInTheOrderTheyWereMade() throws {
        let original = try ToolTestStore()
        let database = original.database
        try database.execute(
            """
            INSERT INTO projects (id, name, created_at) VALUES
                ('p-2', 'Launch', '2026-03-10T09:00:00'), ('p-1', 'Garden', '2026-03-10T10:00:00');
            INSERT INTO tasks (id, title, created_at, updated_at) VALUES
                ('t-2', 'book venue', '2026-03-10T09:00:00', '2026-03-10T09:00:00'),
                ('t-1', 'send invites', '2026-03-10T10:00:00', '2026-03-10T10:00:00');
            INSERT INTO notes (id, title, body, created_at, updated_at) VALUES
                ('n-2', 'Venues', 'The Old Mill', '2026-03-10T09:00:00', '2026-03-10T09:00:00'),
                ('n-1', 'Seeds', 'Beans', '2026-03-10T10:00:00', '2026-03-10T10:00:00');
            INSERT INTO milestones (id, project, title, created_at) VALUES
                ('m-2', 'p-2', 'Beta', '2026-03-10T09:00:00'), ('m-1', 'p-2', 'Launch day', '2026-03-10T10:00:00');
            INSERT INTO links (id, from_ref, to_ref, created_at) VALUES
                ('l-2', 'note:n-2', 'task:t-2', '2026-03-10T09:00:00'),
                ('l-1', 'note:n-1', 'task:t-1', '2026-03-10T10:00:00');
            INSERT INTO dependencies (id, task, blocked_by, created_at) VALUES
                ('d-2', 't-1', 't-2', '2026-03-10T09:00:00'), ('d-1', 't-2', 't-1', '2026-03-10T10:00:00');
            """)
        let exported = try Self.export(database)
        let copy = try ToolTestStore(now: "2026-04-01T12:00:00")
        try Self.importing(
            try StoreExport.document(database: database, exportedAt: "then").serialized, into: copy)
        let imported = try Self.export(copy.database)
        #expect(imported.serialized == exported.serialized)
    }

    struct Malformed: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        /// What the message must say about where the problem is.
        let location: String
        var testDescription: String { name }
    }

    static let valid = #"{"version": 1, "projects": [{"id": "p1", "name": "Garden"}], "#

    static let malformed: [Malformed] = [
        Malformed(
            name: "bad JSON", text: #"{"version": 1, "tasks": [{"id": "t1""#, location: "at byte"),
        Malformed(name: "no version", text: #"{"tasks": []}"#, location: "version"),
        Malformed(name: "version 2", text: #"{"version": 2, "tasks": []}"#, location: "version"),
        Malformed(
            name: "a due date that is not a date",
            text: valid + #""tasks": [{"id": "t1", "title": "dig", "due": "next Friday"}]}"#,
            location: "tasks[0].due"),
        Malformed(
            name: "a duplicate id",
            text: valid
                + #""tasks": [{"id": "t1", "title": "dig"}, {"id": "t1", "title": "sow"}]}"#,
            location: "tasks[1].id"),
        Malformed(
            name: "a task in a project that is not in the file",
            text: valid + #""tasks": [{"id": "t1", "title": "dig", "project": "p9"}]}"#,
            location: "tasks[0].project"),
        Malformed(
            name: "a NUL in a title",
            text: valid + #""tasks": [{"id": "t1", "title": "dig\u0000beds"}]}"#,
            location: "tasks[0].title"),
        Malformed(
            name: "a bad item after good ones",
            text: valid
                + #""tasks": [{"id": "t1", "title": "dig"}, {"id": "t2", "title": "sow", "status": "maybe"}]}"#,
            location: "tasks[1].status"),
        Malformed(
            name: "a dependency on a missing task",
            text: valid
                + #""tasks": [{"id": "t1", "title": "dig"}], "dependencies": [{"id": "d1", "task": "t1", "blockedBy": "t7"}]}"#,
            location: "dependencies[0].blockedBy"),
    ]

    @Test(arguments: malformed)
    func aMalformedFileIsRefusedWithItsLocationAndChangesNothing(_ example: Malformed) throws {
        let store = try Self.household()
        let before = try store.snapshot()
        let problem = #expect(throws: ImportProblem.self) {
            try Self.importing(example.text, into: store)
        }
        #expect(
            problem?.description.contains(example.location) == true,
            "\(problem?.description ?? "no problem")")
        #expect(try store.snapshot() == before)
    }

    @Test func unknownKeysAreIgnored() throws {
        let store = try ToolTestStore()
        let text = #"""
            {"version": 1, "generator": {"name": "another app"},
             "projects": [{"id": "p1", "name": "Garden", "colour": "green"}],
             "tasks": [{"id": "t1", "title": "dig the beds", "project": "p1", "effort": 3, "tags": ["outside"]}]}
            """#
        let summary = try Self.importing(text, into: store)
        #expect(summary.tasks == 1)
        #expect(summary.projects == 1)
        let task = try #require(try store.stored("t1"))
        #expect(task.title == "dig the beds")
        #expect(task.project == "p1")
    }

    /// An import is one turn: undo takes all of it back.
    @Test func undoTakesAWholeImportBack() throws {
        let original = try Self.household()
        let copy = try ToolTestStore()
        try copy.task("already here")
        let before = try copy.snapshot()
        try Self.importing(
            try StoreExport.document(database: original.database, exportedAt: "then").serialized,
            into: copy)
        #expect(try copy.count("tasks") == 6)
        #expect(try copy.undoApplied())
        let after = try copy.snapshot()
        for table in ["tasks", "projects", "notes", "milestones", "links", "dependencies"] {
            #expect(after[table] == before[table], "\(table)")
        }
    }
}

import Testing

@testable import Journal

#if canImport(Glibc)
    import Glibc
#endif

/// Numbered migrations: a new store is at the latest schema, opening again changes
/// nothing, and an old store is brought up to date with its rows kept.
@Suite struct SchemaMigrationTests {
    func version(_ database: Database) throws -> Int64? {
        try database.scalar("PRAGMA user_version")?.integer
    }

    func applied(_ database: Database) throws -> [Int64] {
        try database.rows("SELECT number FROM schema_migrations ORDER BY number").compactMap {
            $0["number"].integer
        }
    }

    /// Removes a store file, its WAL files and its folder.
    static func remove(_ path: String) {
        for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
        rmdir(StoreOpener.parentDirectory(of: path))
    }

    @Test func aFreshStoreIsAtTheLatestSchema() throws {
        let database = try StoreOpener.inMemory()
        #expect(try version(database) == Int64(Schema.latest))
        #expect(try applied(database) == Schema.migrations.map { Int64($0.number) })
        #expect(Schema.migrations.map(\.number) == Array(1...Schema.latest))
    }

    @Test func migratingAgainIsANoOp() throws {
        let database = try StoreOpener.inMemory()
        let stamps = try database.rows(
            "SELECT number, applied_at FROM schema_migrations ORDER BY number")
        try StoreOpener.migrate(database, path: ":memory:")
        #expect(try version(database) == Int64(Schema.latest))
        #expect(
            try database.rows("SELECT number, applied_at FROM schema_migrations ORDER BY number")
                == stamps)
    }

    @Test func reopeningAStoreFileIsANoOp() throws {
        let path = StoreOpenerTests.temporaryDirectory() + "/store.sqlite"
        defer { Self.remove(path) }
        do {
            let database = try StoreOpener.open(path: path)
            try database.run(
                "INSERT INTO tasks (id, title, created_at, updated_at) VALUES ('t1', 'buy seeds', 'x', 'x')"
            )
        }
        let reopened = try StoreOpener.open(path: path)
        #expect(try version(reopened) == Int64(Schema.latest))
        #expect(try applied(reopened).count == Schema.migrations.count)
        #expect(try reopened.scalar("SELECT title FROM tasks WHERE id = 't1'")?.text == "buy seeds")
    }

    /// A store written by the first release: migration 1's tables only, with data in them.
    @Test func aVersionOneStoreMigratesToTheLatestKeepingItsRows() throws {
        let path = StoreOpenerTests.temporaryDirectory() + "/store.sqlite"
        defer { Self.remove(path) }
        do {
            let old = try Database(path: path)
            try old.execute(Schema.migrations[0].sql)
            try old.execute(
                """
                CREATE TABLE schema_migrations (number INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL DEFAULT (datetime('now')));
                INSERT INTO schema_migrations (number, name) VALUES (1, 'tasks, projects, notes, links and the action journal');
                PRAGMA user_version = 1;
                INSERT INTO projects (id, name, created_at) VALUES ('p1', 'Garden', '2026-01-02T09:00:00');
                INSERT INTO tasks (id, title, status, due, priority, project, repeat, created_at, updated_at)
                    VALUES ('t1', 'dig the beds', 'open', '2026-03-13', 'high', 'p1', 'FREQ=WEEKLY;BYDAY=FR', '2026-01-02T09:00:00', '2026-01-02T09:00:00');
                INSERT INTO notes (id, title, body, created_at, updated_at)
                    VALUES ('n1', 'Seeds', 'tomatoes and beans', '2026-01-02T09:00:00', '2026-01-02T09:00:00');
                INSERT INTO turns (started_at, utterance, kind, state) VALUES ('2026-01-02T09:00:00', 'add a task', 'action', 'complete');
                """)
            #expect(try version(old) == 1)
        }
        let migrated = try StoreOpener.open(path: path)
        #expect(try version(migrated) == Int64(Schema.latest))
        #expect(try applied(migrated) == Schema.migrations.map { Int64($0.number) })
        let task = try #require(try migrated.rows("SELECT * FROM tasks").first)
        #expect(task.text("title") == "dig the beds")
        #expect(task.text("project") == "p1")
        #expect(task.text("repeat") == "FREQ=WEEKLY;BYDAY=FR")
        #expect(try migrated.scalar("SELECT name FROM projects")?.text == "Garden")
        #expect(try migrated.scalar("SELECT body FROM notes")?.text == "tomatoes and beans")
        #expect(try migrated.scalar("SELECT count(*) FROM turns")?.integer == 1)
        // The later migrations' tables exist and work.
        #expect(try migrated.scalar("SELECT count(*) FROM diary_entries")?.integer == 0)
        #expect(try migrated.scalar("SELECT count(*) FROM note_passages")?.integer == 0)
    }
}

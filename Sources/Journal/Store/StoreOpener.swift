#if canImport(Glibc)
    import Glibc
#endif

/// Opens the store file: creates it private (mode 0600), checks it is a store this
/// version understands, and brings its schema up to date.
package enum StoreOpener {
    /// Opens the store at `path`, creating the file (not its folder) if it is missing.
    package static func open(path: String) throws(StoreError) -> Database {
        let directory = parentDirectory(of: path)
        var info = stat()
        guard stat(directory, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw .missingDirectory(path: directory)
        }
        if access(path, F_OK) != 0 {
            try createPrivateFile(path)
        } else if access(path, R_OK | W_OK) != 0 {
            throw .notWritable(path: path, reason: String(cString: strerror(errno)))
        }
        let database: Database
        do {
            database = try Database(path: path, create: false)
        } catch {
            throw StoreError.from(error, path: path)
        }
        do {
            try configure(database)
            try migrate(database, path: path)
        } catch let error as StoreError {
            throw error
        } catch let error as SQLiteError {
            throw StoreError.from(error, path: path)
        } catch {
            throw .sqlite(code: -1, message: String(describing: error))
        }
        return database
    }

    /// A fresh in-memory store at the latest schema, for tests and eval cases.
    package static func inMemory() throws -> Database {
        let database = try Database.inMemory()
        try database.execute("PRAGMA foreign_keys = ON")
        try migrate(database, path: ":memory:")
        return database
    }

    static func configure(_ database: Database) throws {
        // Reading the header first turns "not a database" into a clean error here.
        _ = try database.scalar("PRAGMA user_version")
        try useWriteAheadLog(database)
        try database.execute("PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL")
    }

    /// Switches the store to write-ahead logging, once: the mode is kept in the file.
    ///
    /// The switch needs the file to itself, and SQLite runs no busy handler for it, so two
    /// `pb`s creating one store at the same moment could each be told "busy" at once. A
    /// refused switch is tried again, pausing a little longer each time, for as long as
    /// the busy timeout; a store another process has switched meanwhile is simply used.
    static func useWriteAheadLog(_ database: Database) throws(SQLiteError) {
        var waited: Int32 = 0
        var pause: Int32 = 1
        while true {
            do throws(SQLiteError) {
                if try journalMode(database, "PRAGMA journal_mode") == "wal" { return }
                if try journalMode(database, "PRAGMA journal_mode = WAL") == "wal" { return }
                if waited >= Database.busyTimeoutMilliseconds {
                    throw SQLiteError(code: 8, message: "could not switch to WAL mode")
                }
            } catch {
                // Busy: another process holds the file; wait below and try again.
                guard error.isBusy, waited < Database.busyTimeoutMilliseconds else { throw error }
            }
            usleep(UInt32(pause) * 1000)
            waited += pause
            pause = min(pause * 2, 50)
        }
    }

    private static func journalMode(_ database: Database, _ sql: String) throws(SQLiteError)
        -> String
    {
        (try database.scalar(sql)?.text ?? "").lowercased()
    }

    /// Applies every migration newer than the store's version, each in one transaction.
    package static func migrate(_ database: Database, path: String) throws {
        let version = Int(try database.scalar("PRAGMA user_version")?.integer ?? 0)
        if version > Schema.latest {
            throw StoreError.newerSchema(path: path, found: version, supported: Schema.latest)
        }
        if version == Schema.latest { return }
        try database.transaction {
            // Re-read under the write lock: another process may have migrated meanwhile.
            let current = Int(try database.scalar("PRAGMA user_version")?.integer ?? 0)
            try database.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations (number INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL DEFAULT (datetime('now')))"
            )
            for migration in Schema.migrations where migration.number > current {
                try database.execute(migration.sql)
                try database.run(
                    "INSERT INTO schema_migrations (number, name) VALUES (?1, ?2)",
                    [.integer(Int64(migration.number)), .text(migration.name)])
                try database.execute("PRAGMA user_version = \(migration.number)")
            }
        }
    }

    /// Creates an empty file readable and writable by its owner only. SQLite then gives
    /// its -wal and -shm files the same mode.
    private static func createPrivateFile(_ path: String) throws(StoreError) {
        let fd = Glibc.open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        if fd < 0 {
            if errno == EEXIST { return }  // another process created it first
            throw .notWritable(path: path, reason: String(cString: strerror(errno)))
        }
        close(fd)
    }

    static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let parent = String(path[..<slash])
        return parent.isEmpty ? "/" : parent
    }
}

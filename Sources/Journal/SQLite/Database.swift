internal import CSQLite

#if canImport(Glibc)
    import Glibc
#endif

/// One SQLite connection: WAL, a busy timeout, foreign keys on, statements cached by SQL.
package final class Database {
    let handle: OpaquePointer
    private var cache: [String: Statement] = [:]
    /// The path it was opened from (":memory:" for a test store).
    package let path: String

    /// How long a writer waits for another process's lock before giving up.
    package static let busyTimeoutMilliseconds: Int32 = 5000

    /// Opens (creating if asked) the database at `path`.
    package init(path: String, create: Bool = true, readOnly: Bool = false) throws(SQLiteError) {
        var handle: OpaquePointer?
        var flags = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE
        if create && !readOnly { flags |= SQLITE_OPEN_CREATE }
        flags |= SQLITE_OPEN_NOMUTEX
        let rc = sqlite3_open_v2(path, &handle, flags, nil)
        guard rc == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            if let handle { sqlite3_close_v2(handle) }
            throw SQLiteError(code: rc, message: message)
        }
        self.handle = handle
        self.path = path
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, Database.busyTimeoutMilliseconds)
    }

    /// A private in-memory database, for tests and for eval cases.
    package static func inMemory() throws(SQLiteError) -> Database {
        try Database(path: ":memory:")
    }

    deinit {
        cache.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements with no parameters and no results.
    package func execute(_ sql: String) throws(SQLiteError) {
        var message: UnsafeMutablePointer<CChar>?
        let rc = sqlite3_exec(handle, sql, nil, nil, &message)
        if rc != SQLITE_OK {
            let text =
                message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(message)
            throw SQLiteError(code: sqlite3_extended_errcode(handle), message: text, sql: sql)
        }
    }

    /// A prepared statement for `sql`, compiled once per connection.
    package func statement(_ sql: String) throws(SQLiteError) -> Statement {
        if let cached = cache[sql] { return cached }
        let statement = try Statement(database: self, sql: sql)
        cache[sql] = statement
        return statement
    }

    package func rows(_ sql: String, _ values: [SQLValue] = []) throws(SQLiteError) -> [Row] {
        try statement(sql).rows(values)
    }

    package func run(_ sql: String, _ values: [SQLValue] = []) throws(SQLiteError) {
        try statement(sql).run(values)
    }

    /// The first column of the first row, or nil.
    package func scalar(_ sql: String, _ values: [SQLValue] = []) throws(SQLiteError) -> SQLValue? {
        try rows(sql, values).first?.values.first
    }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    package var changes: Int { Int(sqlite3_changes(handle)) }

    func error(code: Int32, sql: String?) -> SQLiteError {
        SQLiteError(
            code: sqlite3_extended_errcode(handle),
            message: String(cString: sqlite3_errmsg(handle)),
            sql: sql)
    }

    /// Whether this SQLite was built with `option` (e.g. "ENABLE_FTS5").
    package static func hasCompileOption(_ option: String) -> Bool {
        sqlite3_compileoption_used(option) == 1
    }
}

@available(*, unavailable) extension Database: Sendable {}

extension SQLiteError {
    /// The primary result code (the low byte of the extended one).
    package var primaryCode: Int32 { code & 0xFF }
    package var isBusy: Bool { primaryCode == SQLITE_BUSY || primaryCode == SQLITE_LOCKED }
    package var isCorrupt: Bool { primaryCode == SQLITE_CORRUPT || primaryCode == SQLITE_NOTADB }
    package var isReadOnly: Bool {
        primaryCode == SQLITE_READONLY || primaryCode == SQLITE_CANTOPEN
            || primaryCode == SQLITE_PERM
    }
    package var isDiskFull: Bool { primaryCode == SQLITE_FULL }
    package var isConstraint: Bool { primaryCode == SQLITE_CONSTRAINT }
}

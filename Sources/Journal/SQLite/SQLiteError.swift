/// A failure reported by SQLite.
package struct SQLiteError: Error, CustomStringConvertible, Sendable {
    /// The extended result code: 2067 is SQLITE_CONSTRAINT_UNIQUE.
    package let code: Int32
    /// SQLite's own message for the failure.
    package let message: String
    /// The statement's SQL. Never its bound values: those are user text.
    package let sql: String?

    package init(code: Int32, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    package var description: String {
        let context = sql.map { " while running `\($0)`" } ?? ""
        return "sqlite error \(code): \(message)\(context)"
    }
}

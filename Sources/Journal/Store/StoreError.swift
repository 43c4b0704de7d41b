/// A fault that stops the store from being used. Each case keeps what a person needs to
/// act on it, and no user text.
package enum StoreError: Error, Equatable, Sendable {
    /// The folder that should hold the store does not exist.
    case missingDirectory(path: String)
    /// The store (or its folder) cannot be created or written.
    case notWritable(path: String, reason: String)
    /// Another process held the write lock for longer than the busy timeout.
    case locked(path: String)
    /// The file is not an SQLite database, or is damaged.
    case corrupt(path: String)
    /// The store was written by a newer `pb` whose schema this one does not know.
    case newerSchema(path: String, found: Int, supported: Int)
    /// The disk (or quota) is full; the write was rolled back.
    case diskFull(path: String)
    /// Any other SQLite failure, with its code.
    case sqlite(code: Int32, message: String)

    /// Maps an SQLite failure on `path` to the fault a person can act on.
    package static func from(_ error: SQLiteError, path: String) -> StoreError {
        if error.isBusy { return .locked(path: path) }
        if error.isCorrupt { return .corrupt(path: path) }
        if error.isDiskFull { return .diskFull(path: path) }
        if error.isReadOnly { return .notWritable(path: path, reason: error.message) }
        return .sqlite(code: error.code, message: error.message)
    }
}

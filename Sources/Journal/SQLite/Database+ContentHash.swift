internal import CSQLite

extension Database {
    /// Makes `content_hash(text)` available on this connection: the 64-bit FNV-1a hash of
    /// the text's UTF-8 bytes, as a signed integer (NULL for NULL).
    ///
    /// Derived indexes (note passages, the search index) compare it with the hash they
    /// were built from, inside SQLite, so finding what changed never copies the text of
    /// every note into Swift. Registered on first use rather than at open: registering
    /// again would expire every cached statement.
    package func ensureContentHash() throws(SQLiteError) {
        if (try? scalar("SELECT content_hash('')")) != nil { return }
        let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS
        let rc = sqlite3_create_function_v2(
            handle, "content_hash", 1, flags, nil,
            { context, _, arguments in
                guard let value = arguments?[0], sqlite3_value_type(value) != SQLITE_NULL else {
                    sqlite3_result_null(context)
                    return
                }
                let bytes = sqlite3_value_text(value)
                let count = Int(sqlite3_value_bytes(value))
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                if let bytes {
                    for i in 0..<count {
                        hash ^= UInt64(bytes[i])
                        hash = hash &* 0x0000_0100_0000_01b3
                    }
                }
                sqlite3_result_int64(context, Int64(bitPattern: hash))
            }, nil, nil, nil)
        guard rc == SQLITE_OK else { throw error(code: rc, sql: nil) }
    }
}

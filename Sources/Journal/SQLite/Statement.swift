internal import CSQLite

/// A prepared statement, finalized when it goes away.
package final class Statement {
    let handle: OpaquePointer
    let sql: String
    private unowned let database: Database

    init(database: Database, sql: String) throws(SQLiteError) {
        var handle: OpaquePointer?
        let rc = sqlite3_prepare_v2(database.handle, sql, -1, &handle, nil)
        guard rc == SQLITE_OK, let handle else {
            throw database.error(code: rc, sql: sql)
        }
        self.handle = handle
        self.sql = sql
        self.database = database
    }

    deinit { sqlite3_finalize(handle) }

    /// Binds `values` to ?1, ?2, ... in order.
    package func bind(_ values: [SQLValue]) throws(SQLiteError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (i, value) in values.enumerated() {
            let index = Int32(i + 1)
            let rc: Int32
            switch value {
            case .null: rc = sqlite3_bind_null(handle, index)
            case .integer(let v): rc = sqlite3_bind_int64(handle, index, v)
            case .real(let v): rc = sqlite3_bind_double(handle, index, v)
            case .text(let v): rc = sqlite3_bind_text(handle, index, v, -1, csqlite_transient())
            }
            guard rc == SQLITE_OK else { throw database.error(code: rc, sql: sql) }
        }
    }

    /// Runs the statement to completion and returns every row.
    package func rows(_ values: [SQLValue] = []) throws(SQLiteError) -> [Row] {
        try bind(values)
        defer { sqlite3_reset(handle) }
        let count = sqlite3_column_count(handle)
        let names = (0..<count).map { String(cString: sqlite3_column_name(handle, $0)) }
        var result: [Row] = []
        while true {
            let rc = sqlite3_step(handle)
            if rc == SQLITE_DONE { break }
            guard rc == SQLITE_ROW else { throw database.error(code: rc, sql: sql) }
            var values: [SQLValue] = []
            values.reserveCapacity(Int(count))
            for i in 0..<count { values.append(column(i)) }
            result.append(Row(columns: names, values: values))
        }
        return result
    }

    /// Runs a statement that returns no rows.
    package func run(_ values: [SQLValue] = []) throws(SQLiteError) {
        try bind(values)
        defer { sqlite3_reset(handle) }
        while true {
            let rc = sqlite3_step(handle)
            if rc == SQLITE_DONE { return }
            guard rc == SQLITE_ROW else { throw database.error(code: rc, sql: sql) }
        }
    }

    private func column(_ i: Int32) -> SQLValue {
        switch sqlite3_column_type(handle, i) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, i))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, i))
        case SQLITE_NULL: return .null
        default:
            guard let text = sqlite3_column_text(handle, i) else { return .null }
            let length = Int(sqlite3_column_bytes(handle, i))
            return .text(
                String(decoding: UnsafeBufferPointer(start: text, count: length), as: UTF8.self))
        }
    }
}

@available(*, unavailable) extension Statement: Sendable {}

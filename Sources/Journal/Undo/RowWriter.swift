/// The only way tools write journaled rows: every insert, update and delete is captured
/// as a `RowChange`, so nothing applied can go unjournaled.
package final class RowWriter {
    private let database: Database
    package private(set) var changes: [RowChange] = []

    package init(database: Database) { self.database = database }

    /// The row's current state, or nil.
    package func fetch(_ table: String, id: String) throws -> Row? {
        try Self.check(table)
        return try database.rows("SELECT * FROM \(table) WHERE id = ?1", [.text(id)]).first
    }

    package func insert(_ table: String, _ values: [(String, SQLValue)]) throws {
        try Self.check(table)
        guard let id = values.first(where: { $0.0 == "id" })?.1.text else {
            throw SQLiteError(code: 1, message: "insert without an id into \(table)")
        }
        let columns = values.map(\.0).joined(separator: ", ")
        let slots = (1...values.count).map { "?\($0)" }.joined(separator: ", ")
        try database.run("INSERT INTO \(table) (\(columns)) VALUES (\(slots))", values.map(\.1))
        changes.append(
            RowChange(table: table, id: id, before: nil, after: try fetch(table, id: id)))
    }

    /// Sets `values` on the row; returns false (and records nothing) if it does not exist.
    @discardableResult
    package func update(_ table: String, id: String, _ values: [(String, SQLValue)]) throws -> Bool
    {
        guard let before = try fetch(table, id: id) else { return false }
        let assignments = values.enumerated().map { "\($1.0) = ?\($0 + 2)" }.joined(separator: ", ")
        try database.run(
            "UPDATE \(table) SET \(assignments) WHERE id = ?1", [.text(id)] + values.map(\.1))
        let after = try fetch(table, id: id)
        if after != before {
            changes.append(RowChange(table: table, id: id, before: before, after: after))
        }
        return true
    }

    /// Deletes the row; returns false if it was already gone.
    @discardableResult
    package func delete(_ table: String, id: String) throws -> Bool {
        guard let before = try fetch(table, id: id) else { return false }
        try database.run("DELETE FROM \(table) WHERE id = ?1", [.text(id)])
        changes.append(RowChange(table: table, id: id, before: before, after: nil))
        return true
    }

    /// Forgets captured changes after the caller rolled back the writes they describe.
    package func discard(from index: Int) {
        changes.removeSubrange(index...)
    }

    /// Table names are code constants; this keeps a mistake from ever reaching SQL.
    static func check(_ table: String) throws {
        guard Schema.journaledTables[table] != nil else {
            throw SQLiteError(code: 1, message: "not a journaled table: \(table)")
        }
    }
}

@available(*, unavailable) extension RowWriter: Sendable {}

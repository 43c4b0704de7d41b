/// One row's state before and after a write: the unit the journal records.
///
/// Undo writes `before` back when the row still looks like `after`; redo writes `after`
/// when it looks like `before`. So one record serves both directions, and a row changed
/// behind the journal's back is noticed instead of overwritten.
package struct RowChange: Sendable, Equatable {
    package let table: String
    package let id: String
    /// nil when the write created the row.
    package let before: Row?
    /// nil when the write deleted the row.
    package let after: Row?

    package init(table: String, id: String, before: Row?, after: Row?) {
        self.table = table
        self.id = id
        self.before = before
        self.after = after
    }

    /// The name a person knows the row by (a task's title, a project's name).
    package var label: String? {
        let column = Schema.journaledTables[table] ?? "title"
        return (after ?? before)?.text(column)
    }
}

extension RowChange {
    var json: JSONValue {
        .object([
            ("table", .string(table)), ("id", .string(id)),
            ("before", before.map(RowChange.encode) ?? .null),
            ("after", after.map(RowChange.encode) ?? .null),
        ])
    }

    init?(json: JSONValue) {
        guard let table = json["table"]?.stringValue, let id = json["id"]?.stringValue else {
            return nil
        }
        self.init(
            table: table, id: id, before: json["before"].flatMap(RowChange.decode),
            after: json["after"].flatMap(RowChange.decode))
    }

    static func encode(_ row: Row) -> JSONValue {
        .object(
            zip(row.columns, row.values).map { column, value in
                switch value {
                case .null: return (column, .null)
                case .integer(let i): return (column, .number(Double(i)))
                case .real(let d): return (column, .array([.number(d)]))
                case .text(let s): return (column, .string(s))
                }
            })
    }

    /// Integers are numbers and reals are one-element arrays, so a real that happens to be
    /// whole comes back as a real.
    static func decode(_ json: JSONValue) -> Row? {
        guard case .object(let members) = json else { return nil }
        var row = Row(columns: [], values: [])
        for (column, value) in members {
            row.columns.append(column)
            switch value {
            case .string(let s): row.values.append(.text(s))
            case .number(let n): row.values.append(.integer(Int64(n)))
            case .array(let a):
                row.values.append(
                    .real(a.first.flatMap { if case .number(let d) = $0 { d } else { nil } } ?? 0))
            default: row.values.append(.null)
            }
        }
        return row
    }

    static func encodeList(_ changes: [RowChange]) -> String {
        JSONValue.array(changes.map(\.json)).serialized
    }

    static func decodeList(_ text: String) -> [RowChange]? {
        guard let list = (try? JSONValue.parse(text))?.arrayValue else { return nil }
        let changes = list.compactMap(RowChange.init(json:))
        return changes.count == list.count ? changes : nil
    }
}

extension Row {
    /// True when every column both rows have holds the same value. A column added by a
    /// later migration is absent from older images and so is not compared.
    func agrees(with other: Row) -> Bool {
        for (column, value) in zip(columns, values) where other.columns.contains(column) {
            if other[column] != value { return false }
        }
        return true
    }
}

/// A value SQLite stores: what a column holds and what a statement binds.
package enum SQLValue: Sendable, Equatable, Hashable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)

    package var text: String? {
        if case .text(let s) = self { return s }
        return nil
    }

    package var integer: Int64? {
        if case .integer(let i) = self { return i }
        return nil
    }

    /// A text value, or NULL for nil.
    package static func optional(_ s: String?) -> SQLValue { s.map(SQLValue.text) ?? .null }
}

extension SQLValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByNilLiteral
{
    package init(stringLiteral value: String) { self = .text(value) }
    package init(integerLiteral value: Int64) { self = .integer(value) }
    package init(nilLiteral: ()) { self = .null }
}

/// One row as column name to value, in the table's column order.
package struct Row: Sendable, Equatable {
    package var columns: [String]
    package var values: [SQLValue]

    package init(columns: [String], values: [SQLValue]) {
        self.columns = columns
        self.values = values
    }

    package subscript(column: String) -> SQLValue {
        guard let i = columns.firstIndex(of: column) else { return .null }
        return values[i]
    }

    package func text(_ column: String) -> String? { self[column].text }
}

package import Journal

/// The `pb export --json` document: every task, project, note, milestone and link.
///
/// The shape is a contract other tools read (DESIGN.md, README): keys only get added.
package enum StoreExport {
    package static let version = 1

    package static func document(database: Database, exportedAt: String) throws -> JSONValue {
        let records = Records(database: database)
        let milestones = try database.rows(
            "SELECT id, project, title, due, created_at FROM milestones ORDER BY created_at, id"
        ).map {
            row -> JSONValue in
            .object([
                ("id", .optional(row.text("id"))), ("project", .optional(row.text("project"))),
                ("title", .optional(row.text("title"))), ("due", .optional(row.text("due"))),
                ("createdAt", .optional(row.text("created_at"))),
            ])
        }
        let links = try database.rows(
            "SELECT id, from_ref, to_ref, relation, created_at FROM links ORDER BY created_at, id"
        ).map {
            row -> JSONValue in
            .object([
                ("id", .optional(row.text("id"))), ("from", .optional(row.text("from_ref"))),
                ("to", .optional(row.text("to_ref"))),
                ("relation", .optional(row.text("relation"))),
                ("createdAt", .optional(row.text("created_at"))),
            ])
        }
        let dependencies = try database.rows(
            "SELECT id, task, blocked_by, created_at FROM dependencies ORDER BY created_at, id"
        ).map {
            row -> JSONValue in
            .object([
                ("id", .optional(row.text("id"))), ("task", .optional(row.text("task"))),
                ("blockedBy", .optional(row.text("blocked_by"))),
                ("createdAt", .optional(row.text("created_at"))),
            ])
        }
        let diary = try database.rows(
            "SELECT id, day, text, mood, created_at FROM diary_entries ORDER BY day, created_at, id"
        ).map { row -> JSONValue in
            .object([
                ("id", .optional(row.text("id"))), ("day", .optional(row.text("day"))),
                ("text", .optional(row.text("text"))),
                ("mood", row["mood"].integer.map { .number(Double($0)) } ?? .null),
                ("createdAt", .optional(row.text("created_at"))),
            ])
        }
        let projectStamps = try createdAt(of: "projects", database)
        let noteStamps = try createdAt(of: "notes", database)
        return .object([
            ("version", .number(Double(version))),
            ("exportedAt", .string(exportedAt)),
            ("tasks", .array(try records.tasks().map(\.json))),
            (
                "projects",
                .array(try records.projects().map { stamped($0.json, projectStamps[$0.id]) })
            ),
            ("notes", .array(try records.notes().map { stamped($0.json, noteStamps[$0.id]) })),
            ("milestones", .array(milestones)),
            ("links", .array(links)),
            ("dependencies", .array(dependencies)),
            ("diary", .array(diary)),
        ])
    }

    /// Each row's creation stamp by id. Exported so that an import keeps the order items
    /// were made in: without it every imported item gets the import's own time, and ties
    /// are listed by id, which for random ids is no order at all.
    private static func createdAt(of table: String, _ database: Database) throws -> [String: String]
    {
        var stamps: [String: String] = [:]
        for row in try database.rows("SELECT id, created_at FROM \(table)") {
            if let id = row.text("id") { stamps[id] = row.text("created_at") }
        }
        return stamps
    }

    /// `item` with `createdAt` appended, keeping the keys before it in their order.
    private static func stamped(_ item: JSONValue, _ createdAt: String?) -> JSONValue {
        guard case .object(let members) = item else { return item }
        return .object(members + [("createdAt", .optional(createdAt))])
    }
}

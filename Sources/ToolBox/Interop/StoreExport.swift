package import Journal

/// The `pb export --json` document: every task, project, note, milestone and link.
///
/// The shape is a contract other tools read (DESIGN.md, README): keys only get added.
package enum StoreExport {
    package static let version = 1

    package static func document(database: Database, exportedAt: String) throws -> JSONValue {
        let records = Records(database: database)
        let milestones = try database.rows("SELECT id, project, title, due FROM milestones ORDER BY created_at, id").map {
            row -> JSONValue in
            .object([
                ("id", .optional(row.text("id"))), ("project", .optional(row.text("project"))),
                ("title", .optional(row.text("title"))), ("due", .optional(row.text("due"))),
            ])
        }
        let links = try database.rows("SELECT id, from_ref, to_ref, relation FROM links ORDER BY created_at, id").map {
            row -> JSONValue in
            .object([
                ("id", .optional(row.text("id"))), ("from", .optional(row.text("from_ref"))),
                ("to", .optional(row.text("to_ref"))), ("relation", .optional(row.text("relation"))),
            ])
        }
        let dependencies = try database.rows("SELECT id, task, blocked_by FROM dependencies ORDER BY created_at, id").map {
            row -> JSONValue in
            .object([
                ("id", .optional(row.text("id"))), ("task", .optional(row.text("task"))),
                ("blockedBy", .optional(row.text("blocked_by"))),
            ])
        }
        return .object([
            ("version", .number(Double(version))),
            ("exportedAt", .string(exportedAt)),
            ("tasks", .array(try records.tasks().map(\.json))),
            ("projects", .array(try records.projects().map(\.json))),
            ("notes", .array(try records.notes().map(\.json))),
            ("milestones", .array(milestones)),
            ("links", .array(links)),
            ("dependencies", .array(dependencies)),
        ])
    }
}

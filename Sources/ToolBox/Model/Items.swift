package import Journal

/// What kind of thing a reference points at.
package enum ItemKind: String, Sendable, CaseIterable {
    case task, project, note, milestone
}

/// A task as tools see it, in the export shape's terms.
package struct TaskItem: Sendable, Equatable {
    package var id: String
    package var title: String
    package var status: String
    package var due: LocalDateTime?
    package var priority: String?
    package var project: String?
    package var repeatRule: String?
    package var createdAt: String
    package var completedAt: String?

    package var isOpen: Bool { status == "open" }

    init(row: Row) {
        id = row.text("id") ?? ""
        title = row.text("title") ?? ""
        status = row.text("status") ?? "open"
        due = row.text("due").flatMap { LocalDateTime(iso: $0) }
        priority = row.text("priority")
        project = row.text("project")
        repeatRule = row.text("repeat")
        createdAt = row.text("created_at") ?? ""
        completedAt = row.text("completed_at")
    }

    /// The export shape (`pb export --json`), keys in the documented order.
    package var json: JSONValue {
        .object([
            ("id", .string(id)), ("title", .string(title)), ("status", .string(status)),
            ("due", .optional(due?.description)), ("priority", .optional(priority)),
            ("project", .optional(project)), ("repeat", .optional(repeatRule)),
            ("createdAt", .string(createdAt)), ("completedAt", .optional(completedAt)),
        ])
    }
}

package struct ProjectItem: Sendable, Equatable {
    package var id: String
    package var name: String

    init(row: Row) {
        id = row.text("id") ?? ""
        name = row.text("name") ?? ""
    }

    package var json: JSONValue { .object([("id", .string(id)), ("name", .string(name))]) }
}

package struct NoteItem: Sendable, Equatable {
    package var id: String
    package var title: String
    package var body: String

    init(row: Row) {
        id = row.text("id") ?? ""
        title = row.text("title") ?? ""
        body = row.text("body") ?? ""
    }

    package var json: JSONValue {
        .object([("id", .string(id)), ("title", .string(title)), ("body", .string(body))])
    }
}

/// Fresh ids: random version-4 UUIDs, lower case.
package enum ItemID {
    package static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let hex = bytes.map {
            String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16)
        }
        return [0..<4, 4..<6, 6..<8, 8..<10, 10..<16].map { hex[$0].joined() }.joined(
            separator: "-")
    }
}

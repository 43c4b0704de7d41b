package import Journal

/// Any task, project or note, by kind, id and the name a person knows it by.
///
/// `ref` is the form the `links` table stores (`task:<id>`, `project:<id>`, `note:<id>`).
package struct ItemRef: Sendable, Equatable {
    package var kind: ItemKind
    package var id: String
    package var title: String

    package init(kind: ItemKind, id: String, title: String) {
        self.kind = kind
        self.id = id
        self.title = title
    }

    package init(_ task: TaskItem) { self.init(kind: .task, id: task.id, title: task.title) }
    package init(_ project: ProjectItem) {
        self.init(kind: .project, id: project.id, title: project.name)
    }
    package init(_ note: NoteItem) { self.init(kind: .note, id: note.id, title: note.title) }

    package var ref: String { kind.rawValue + ":" + id }

    /// The kind and id of a stored `links` reference, or nil if it is not one.
    package static func parse(_ ref: String) -> (kind: ItemKind, id: String)? {
        guard let colon = ref.firstIndex(of: ":"),
            let kind = ItemKind(rawValue: String(ref[..<colon]))
        else {
            return nil
        }
        let id = String(ref[ref.index(after: colon)...])
        return id.isEmpty ? nil : (kind, id)
    }

    package var json: JSONValue {
        .object([("kind", .string(kind.rawValue)), ("id", .string(id)), ("title", .string(title))])
    }
}

/// A dated step of a project ("beta", "launch"), as the export shape has it.
package struct MilestoneItem: Sendable, Equatable {
    package var id: String
    package var project: String
    package var title: String
    package var due: LocalDateTime?

    init(row: Row) {
        id = row.text("id") ?? ""
        project = row.text("project") ?? ""
        title = row.text("title") ?? ""
        due = row.text("due").flatMap { LocalDateTime(iso: $0) }
    }

    package var json: JSONValue {
        .object([
            ("id", .string(id)), ("project", .string(project)), ("title", .string(title)),
            ("due", .optional(due?.description)),
        ])
    }
}

/// A typed link between two items. "related" reads the same both ways.
package struct LinkItem: Sendable, Equatable {
    package var id: String
    package var from: ItemRef
    package var to: ItemRef
    package var relation: String

    package init(id: String, from: ItemRef, to: ItemRef, relation: String) {
        self.id = id
        self.from = from
        self.to = to
        self.relation = relation
    }

    /// The export shape: references as stored.
    package var json: JSONValue {
        .object([
            ("id", .string(id)), ("from", .string(from.ref)), ("to", .string(to.ref)),
            ("relation", .string(relation)),
        ])
    }
}

extension Records {
    package func milestones(project: String) throws -> [MilestoneItem] {
        try database.rows(
            "SELECT * FROM milestones WHERE project = ?1 ORDER BY due IS NULL, due, created_at, id",
            [.text(project)]
        ).map(MilestoneItem.init)
    }

    /// The item a `links` reference names, if it still exists.
    package func item(ref: String) throws -> ItemRef? {
        guard let (kind, id) = ItemRef.parse(ref) else { return nil }
        switch kind {
        case .task: return try task(id: id).map(ItemRef.init)
        case .project: return try project(id: id).map(ItemRef.init)
        case .note: return try note(id: id).map(ItemRef.init)
        case .milestone:
            let row = try database.rows("SELECT * FROM milestones WHERE id = ?1", [.text(id)]).first
            return row.map { ItemRef(kind: .milestone, id: id, title: $0.text("title") ?? "") }
        }
    }
}

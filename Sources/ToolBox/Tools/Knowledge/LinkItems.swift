package import Journal

/// Links any two of a task, a project and a note ("link the boiler note to the service task").
///
/// Each name is looked up as a note, a project and a task (see `resolveItem`). The
/// relation defaults to "related", which reads both ways, so an existing link in either
/// direction counts as the same link.
package struct LinkItems: Tool {
    package let name = ToolName.linkItems
    package let arguments = [
        ArgumentSpec("from", required: true), ArgumentSpec("to", required: true),
        ArgumentSpec("relation"),
    ]

    package static let defaultRelation = "related"

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        guard let fromQuery = arguments.text("from") else { return .missing(argument: "from") }
        guard let toQuery = arguments.text("to") else { return .missing(argument: "to") }
        let relation = arguments.text("relation")?.lowercased() ?? Self.defaultRelation
        let from: ItemRef
        switch try context.resolveItem(named: fromQuery) {
        case .success(let found): from = found
        case .failure(let miss): return miss.outcome
        }
        let to: ItemRef
        switch try context.resolveItem(named: toQuery) {
        case .success(let found): to = found
        case .failure(let miss): return miss.outcome
        }
        if from.ref == to.ref {
            return .invalid(argument: "to", reason: "is the same item as from")
        }
        let mirrored = relation == Self.defaultRelation
        let existing = try context.database.rows(
            """
            SELECT id FROM links WHERE relation = ?3 AND ((from_ref = ?1 AND to_ref = ?2)
                OR (?4 AND from_ref = ?2 AND to_ref = ?1))
            ORDER BY created_at, id LIMIT 1
            """, [.text(from.ref), .text(to.ref), .text(relation), .integer(mirrored ? 1 : 0)]
        ).first?.text("id")
        if let existing {
            return .linkExists(LinkItem(id: existing, from: from, to: to, relation: relation))
        }
        let id = ItemID.make()
        try writer.insert(
            "links",
            [
                ("id", .text(id)), ("from_ref", .text(from.ref)), ("to_ref", .text(to.ref)),
                ("relation", .text(relation)), ("created_at", .text(context.timestamp)),
            ])
        return .linked(LinkItem(id: id, from: from, to: to, relation: relation))
    }
}

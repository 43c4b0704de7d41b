package import Journal

/// Creates a project, unless one of that name exists (then says so, and writes nothing).
package struct CreateProject: Tool {
    package let name = ToolName.createProject
    package let arguments = [ArgumentSpec("name", required: true)]

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        guard let raw = arguments.text("name") else { return .missing(argument: "name") }
        let name = ItemLookup.strippingProjectWord(ItemLookup.trimmed(raw))
        let existing = try context.records.projects().first {
            $0.name.lowercased() == name.lowercased()
        }
        if let existing { return .projectExists(existing) }
        return .projectCreated(try Self.insert(name: name, context: context, writer: writer))
    }

    static func insert(name: String, context: ToolContext, writer: RowWriter) throws -> ProjectItem
    {
        let id = ItemID.make()
        try writer.insert(
            "projects",
            [("id", .text(id)), ("name", .text(name)), ("created_at", .text(context.timestamp))])
        return try context.records.project(id: id)
            ?? ProjectItem(row: Row(columns: ["id", "name"], values: [.text(id), .text(name)]))
    }
}

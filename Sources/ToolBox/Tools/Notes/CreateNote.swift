package import Journal

/// Saves a note. Without a title, the first words of the body become one.
package struct CreateNote: Tool {
    package let name = ToolName.createNote
    package let arguments = [ArgumentSpec("body", required: true), ArgumentSpec("title")]

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        guard let body = arguments.text("body") else { return .missing(argument: "body") }
        let title = arguments.text("title") ?? Self.title(from: body)
        let id = ItemID.make()
        try writer.insert(
            "notes",
            [
                ("id", .text(id)), ("title", .text(title)), ("body", .text(body)),
                ("created_at", .text(context.timestamp)), ("updated_at", .text(context.timestamp)),
            ])
        guard let note = try context.records.note(id: id) else {
            return .noMatch(.note, query: title)
        }
        return .noteCreated(note)
    }

    /// The first line's first eight words, without trailing punctuation.
    static func title(from body: String) -> String {
        let firstLine = body.split(separator: "\n").first.map(String.init) ?? body
        let words = firstLine.split(separator: " ").prefix(8).joined(separator: " ")
        let trimmed = words.trimmingSpaces
        return String(trimmed.reversed().drop { ".,;:!?".contains($0) }.reversed())
    }
}

/// Adds text to the end of an existing note.
package struct AppendToNote: Tool {
    package let name = ToolName.appendToNote
    package let arguments = [
        ArgumentSpec("note", required: true), ArgumentSpec("text", required: true),
    ]

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        guard let query = arguments.text("note") else { return .missing(argument: "note") }
        guard let text = arguments.text("text") else { return .missing(argument: "text") }
        let note: NoteItem
        switch try context.lookup.note(query) {
        case .found(let found): note = found
        case .notFound: return .noMatch(.note, query: query)
        case .ambiguous(let notes):
            return .ambiguous(.note, query: query, candidates: notes.map(\.title))
        }
        let body = note.body.isEmpty ? text : note.body + "\n" + text
        try writer.update(
            "notes", id: note.id, [("body", .text(body)), ("updated_at", .text(context.timestamp))])
        return .noteAppended(try context.records.note(id: note.id) ?? note)
    }
}

package import Journal

/// Writes a diary entry for today, with an optional mood from 1 (low) to 5 (high).
///
/// Each call adds an entry; it never merges into an earlier one of the same day, so undo
/// takes back exactly what was said and nothing the person wrote before. The text is run
/// through the safety gate here as well as in the weekly review, so the reply to an entry
/// that mentions crisis can point to help at the moment it is written.
package struct JournalEntry: Tool {
    package static let moods = ["1", "2", "3", "4", "5"]
    /// Longer text is refused rather than cut: a diary entry is not shortened silently.
    package static let maximumLength = 20_000

    package let name = ToolName.journalEntry
    package let arguments = [
        ArgumentSpec("text", required: true), ArgumentSpec("mood", .oneOf(JournalEntry.moods)),
    ]

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        guard let text = arguments.text("text") else { return .missing(argument: "text") }
        guard text.count <= Self.maximumLength else {
            return .invalid(
                argument: "text", reason: "longer than \(Self.maximumLength) characters")
        }
        var mood: Int?
        if let given = arguments.text("mood") {
            // The registry checked the spec; this keeps the tool safe when called directly.
            guard let value = Int(given), (1...5).contains(value) else {
                return .invalid(argument: "mood", reason: "mood is a whole number from 1 to 5")
            }
            mood = value
        }
        let id = ItemID.make()
        try writer.insert(
            "diary_entries",
            [
                ("id", .text(id)), ("day", .text(context.today.description)), ("text", .text(text)),
                ("mood", mood.map { .integer(Int64($0)) } ?? .null),
                ("created_at", .text(context.timestamp)),
            ])
        guard let entry = try context.records.diaryEntry(id: id) else {
            throw SQLiteError(code: 1, message: "a diary entry was written but cannot be read back")
        }
        return .diaryEntryAdded(entry, mentionsCrisis: CrisisLanguage.appears(in: text))
    }
}

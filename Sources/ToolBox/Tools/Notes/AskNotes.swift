package import Journal

/// Answers a question from the notes, quoting them with numbered sources.
///
/// The passage index is brought up to date first (only changed notes are re-cut), so
/// a note added or edited a moment ago is already searchable.
package struct AskNotes: Tool {
    package let name = ToolName.askNotes
    package let arguments = [ArgumentSpec("question", required: true)]

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        guard let question = arguments.text("question") else {
            return .missing(argument: "question")
        }
        try NotesIndex(database: context.database).sync()
        let retrieval = try NotesAnswerer(database: context.database, stemmer: context.stemmer)
            .retrieve(question)
        guard let answer = retrieval.answer else { return .notesNoAnswer(question: question) }
        return .notesAnswered(answer)
    }
}

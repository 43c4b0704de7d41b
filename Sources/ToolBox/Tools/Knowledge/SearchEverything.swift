package import Journal

/// What a search found, grouped by kind, each group best first.
package struct SearchResults: Sendable, Equatable {
    /// A note and the piece of it that matched.
    package struct NoteMatch: Sendable, Equatable {
        package var id: String
        package var title: String
        /// A few words around the match, from the best passage; "…" marks a cut.
        package var excerpt: String

        package var json: JSONValue {
            .object([("id", .string(id)), ("title", .string(title)), ("excerpt", .string(excerpt))])
        }
    }

    package var query: String
    package var tasks: [TaskItem]
    package var projects: [ProjectItem]
    package var notes: [NoteMatch]

    package var isEmpty: Bool { tasks.isEmpty && projects.isEmpty && notes.isEmpty }

    package var json: JSONValue {
        .object([
            ("query", .string(query)), ("tasks", .array(tasks.map(\.json))),
            ("projects", .array(projects.map(\.json))), ("notes", .array(notes.map(\.json))),
        ])
    }
}

/// Finds tasks, projects and notes by words, ranked by BM25 (stemmed, so "renewing"
/// finds "renew") and grouped by kind.
///
/// Every content word must match (any of its related words will do, see
/// `QueryExpansion`); when that finds nothing anywhere, any word will do, still ranked,
/// so the best partial matches come first.
package struct SearchEverything: Tool {
    package let name = ToolName.searchEverything
    package let arguments = [ArgumentSpec("query", required: true)]

    static let limits = (tasks: 20, projects: 10, notes: 10)
    /// Passages read to find the best `limits.notes` notes.
    static let passageLimit = 200

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        guard let query = arguments.text("query") else { return .missing(argument: "query") }
        try SearchIndex(database: context.database).sync()
        try NotesIndex(database: context.database).sync()
        var terms = QuestionTerms(query, using: context.stemmer).terms
        if terms.isEmpty {
            // "to do", "the list": only stop words; search them as they are.
            terms = ContentWords.words(query).map { word in
                QuestionTerms.Term(forms: [
                    .init(phrase: word, stems: [context.stemmer.stem(word)], original: true)
                ])
            }
        }
        var results = SearchResults(query: query, tasks: [], projects: [], notes: [])
        guard !terms.isEmpty else { return .searchResults(results) }
        for match in [QuestionTerms.everyTermQuery(terms), QuestionTerms.anyTermQuery(terms)] {
            results = try search(match, query: query, context: context)
            if !results.isEmpty || terms.count == 1 { break }
        }
        return .searchResults(results)
    }

    private func search(_ match: String, query: String, context: ToolContext) throws
        -> SearchResults
    {
        let database = context.database
        let tasks = try database.rows(
            """
            SELECT t.* FROM search_items s JOIN tasks t ON t.id = substr(s.ref, 6)
            WHERE search_items MATCH ?1 AND s.ref LIKE 'task:%'
            ORDER BY bm25(search_items), t.status = 'done', t.created_at, t.id LIMIT \(Self.limits.tasks)
            """, [.text(match)]
        ).map(TaskItem.init)
        let projects = try database.rows(
            """
            SELECT p.* FROM search_items s JOIN projects p ON p.id = substr(s.ref, 9)
            WHERE search_items MATCH ?1 AND s.ref LIKE 'project:%'
            ORDER BY bm25(search_items), p.created_at, p.id LIMIT \(Self.limits.projects)
            """, [.text(match)]
        ).map(ProjectItem.init)
        // bm25() cannot run inside an aggregate, so passages come best first and the
        // first passage of each note stands for it (and gives its excerpt).
        var notes: [SearchResults.NoteMatch] = []
        let passages = try database.rows(
            """
            SELECT p.note_id, n.title, snippet(note_passages, 1, '', '', '\u{2026}', 16) AS excerpt
            FROM note_passages p JOIN notes n ON n.id = p.note_id
            WHERE note_passages MATCH ?1
            ORDER BY bm25(note_passages, \(NotesAnswerer.titleWeight), 1.0), n.created_at, n.id LIMIT \(Self.passageLimit)
            """, [.text(match)])
        for row in passages where notes.count < Self.limits.notes {
            guard let id = row.text("note_id"), !notes.contains(where: { $0.id == id }) else {
                continue
            }
            notes.append(
                SearchResults.NoteMatch(
                    id: id, title: row.text("title") ?? "", excerpt: row.text("excerpt") ?? ""))
        }
        return SearchResults(query: query, tasks: tasks, projects: projects, notes: notes)
    }
}

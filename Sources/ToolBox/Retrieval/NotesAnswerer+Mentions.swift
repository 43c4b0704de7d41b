package import Journal

extension NotesAnswerer {
    /// Whether the notes could answer `question`: one of the passages that rank best for
    /// its words holds at least half of them. The grammar asks this before reading a
    /// question as one for the notes; it is a single full-text query, where `retrieve`
    /// scores every sentence of every candidate note. Call `NotesIndex.sync()` first.
    package func mentions(_ question: String) throws -> Bool {
        let terms = QuestionTerms(question, using: stemmer, expand: expand).terms
        guard !terms.isEmpty else { return false }
        let passages = try database.rows(
            """
            SELECT title, body FROM note_passages WHERE note_passages MATCH ?1
            ORDER BY bm25(note_passages, \(Self.titleWeight), 1.0) LIMIT 5
            """, [.text(QuestionTerms.anyTermQuery(terms))])
        let needed = (terms.count + 1) / 2
        for passage in passages {
            let have = Set(
                ContentWords.stems(
                    (passage.text("title") ?? "") + " " + (passage.text("body") ?? ""),
                    using: stemmer))
            let covered = terms.filter { term in
                term.forms.contains { form in form.stems.allSatisfy(have.contains) }
            }.count
            if covered >= needed { return true }
        }
        return false
    }
}

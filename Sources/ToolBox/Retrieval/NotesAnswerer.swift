package import Journal

#if canImport(Glibc)
    import Glibc
#endif

/// askNotes' facts: `{"answer": "...", "sources": [{"n": 1, "note": "<note id>", "title": "..."}]}`.
package struct NotesAnswer: Sendable, Equatable {
    /// One cited note. `n` is its number in the answer's [n] marks.
    package struct Source: Sendable, Equatable {
        package var n: Int
        package var note: String
        package var title: String

        package init(n: Int, note: String, title: String) {
            self.n = n
            self.note = note
            self.title = title
        }

        package var json: JSONValue {
            .object([("n", .number(Double(n))), ("note", .string(note)), ("title", .string(title))])
        }
    }

    /// Sentences quoted from the notes, each followed by " [n]".
    package var answer: String
    /// In citation order: `sources[i].n == i + 1`.
    package var sources: [Source]

    package init(answer: String, sources: [Source]) {
        self.answer = answer
        self.sources = sources
    }

    package var json: JSONValue {
        .object([("answer", .string(answer)), ("sources", .array(sources.map(\.json)))])
    }
}

/// What a question found: the answer (nil below the floor) and the notes in rank order.
package struct NotesRetrieval: Sendable, Equatable {
    package var answer: NotesAnswer?
    /// Note ids, best first: the cited notes in citation order, then the other
    /// candidates by their best sentence.
    package var ranked: [String]
    /// The best sentence's share of the question's weight, 0 to 1.
    package var bestCoverage: Double
}

/// Answers a question from the notes by quoting the sentences that best cover it.
///
/// 1. The question's content words (stop and question words out, related words in) are
///    looked up in the passages with BM25, which picks the candidate notes: a passage
///    of about 80 words that holds several of the words beats a long note that has them
///    far apart, and a word in the title counts `titleWeight` times.
/// 2. Every sentence of a candidate note is scored by the question terms it contains,
///    stemmed, each weighted by its IDF over the passages, so "boiler" (in many notes)
///    counts for less than "condensate" (in one). A related word counts
///    `relatedWeight`; a term found only around the sentence, in the note's title or in
///    a passage that holds the sentence, counts `contextCredit`: "Password: ..." under
///    the title "Home Wi-Fi", "The key safe code is 2580." after "... the key safe by
///    the side gate." The score is the share of the question's weight covered, plus a
///    little of the note's BM25 rank. A sentence must hold a term itself to be quoted.
/// 3. Below `floor` there is no answer: an answer from a weak match would be a guess.
///    Otherwise the best sentence is quoted, with the next best of the same note and
///    the best of one other note when they come close (`companionRatio`), each followed
///    by its note's number, numbered by first use, one number per note. The answer
///    stays with its best source, and still shows a second note that may be the one
///    meant ("the boiler" may be ours or Mum's).
package struct NotesAnswerer {
    /// How much more a question word in a note's title counts than one in its body.
    static let titleWeight = 4.0
    static let relatedWeight = 0.8
    static let titleCredit = 0.5
    static let priorWeight = 0.1
    /// Added to a sentence that holds the kind of answer asked for (not counted toward
    /// the floor).
    static let answerTypeBonus = 0.1
    /// The least share of the question's weight the best sentence must cover.
    package static let floor = 0.45
    /// A runner-up is quoted when it scores at least this share of the best sentence.
    static let companionRatio = 0.8
    static let passageLimit = 60
    static let noteLimit = 12
    /// Sentences longer than this lose a little, so that a long sentence does not win
    /// only by containing more words.
    static let plainLength = 25

    let database: Database
    let stemmer: Stemmer
    /// False leaves out `QueryExpansion`, to measure what it adds.
    var expand = true

    package init(database: Database, stemmer: Stemmer, expand: Bool = true) {
        self.database = database
        self.stemmer = stemmer
        self.expand = expand
    }

    /// Ranks notes and composes the answer. Call `NotesIndex.sync()` first.
    package func retrieve(_ question: String) throws -> NotesRetrieval {
        let reading = QuestionTerms(question, using: stemmer, expand: expand)
        let terms = reading.terms
        let nothing = NotesRetrieval(answer: nil, ranked: [], bestCoverage: 0)
        guard !terms.isEmpty else { return nothing }
        let query = QuestionTerms.anyTermQuery(terms)
        let hits = try database.rows(
            """
            SELECT note_id, bm25(note_passages, \(Self.titleWeight), 1.0) AS score FROM note_passages
            WHERE note_passages MATCH ?1 ORDER BY score LIMIT \(Self.passageLimit)
            """, [.text(query)])
        var order: [String] = []
        var prior: [String: Double] = [:]
        let top = hits.first.flatMap { Self.real($0["score"]) } ?? -1
        for hit in hits {
            guard let id = hit.text("note_id"), prior[id] == nil, order.count < Self.noteLimit
            else { continue }
            order.append(id)
            prior[id] = top < 0 ? (Self.real(hit["score"]) ?? 0) / top : 1
        }
        guard !order.isEmpty else { return nothing }

        let weights = try termWeights(terms)
        // A frame word adds when present and costs nothing when absent.
        let total = zip(terms, weights).filter { $0.0.weight == 1 }.map(\.1).reduce(0, +)
        var candidates: [Candidate] = []
        let notes = try Records(database: database).notes(ids: order)
        for (rank, id) in order.enumerated() {
            guard let note = notes[id] else { continue }
            let titleStems = Set(ContentWords.words(note.title).map(stemmer.stem))
            let sentences = PassageCutter.sentences(in: note.body)
            for (index, sentence) in sentences.enumerated() {
                guard
                    let coverage = coverage(
                        of: sentence, terms: terms, weights: weights, total: total,
                        title: titleStems)
                else { continue }
                let typed = reading.answerType.map { AnswerShape.holds($0, sentence) } ?? false
                candidates.append(
                    Candidate(
                        note: note, rank: rank, index: index, text: sentence, coverage: coverage,
                        score: coverage + Self.priorWeight * (prior[id] ?? 0)
                            + (typed ? Self.answerTypeBonus : 0)))
            }
        }
        candidates.sort { a, b in
            if a.score != b.score { return a.score > b.score }
            if a.rank != b.rank { return a.rank < b.rank }
            return a.index < b.index
        }
        var ranked: [String] = []
        for candidate in candidates where !ranked.contains(candidate.note.id) {
            ranked.append(candidate.note.id)
        }
        for id in order where !ranked.contains(id) { ranked.append(id) }
        guard let best = candidates.first, best.coverage >= Self.floor else {
            return NotesRetrieval(
                answer: nil, ranked: ranked, bestCoverage: candidates.first?.coverage ?? 0)
        }
        let close = candidates.dropFirst().filter {
            $0.score >= Self.companionRatio * best.score && $0.coverage >= Self.floor
                && $0.text != best.text
        }
        var chosen = [best]
        if let same = close.first(where: { $0.note.id == best.note.id }) { chosen.append(same) }
        if let other = close.first(where: { $0.note.id != best.note.id }) { chosen.append(other) }
        var sources: [NotesAnswer.Source] = []
        var parts: [String] = []
        for candidate in chosen {
            let n: Int
            if let cited = sources.first(where: { $0.note == candidate.note.id }) {
                n = cited.n
            } else {
                n = sources.count + 1
                sources.append(
                    NotesAnswer.Source(n: n, note: candidate.note.id, title: candidate.note.title))
            }
            parts.append("\(candidate.text) [\(n)]")
        }
        let cited = sources.map(\.note)
        return NotesRetrieval(
            answer: NotesAnswer(answer: parts.joined(separator: " "), sources: sources),
            ranked: cited + ranked.filter { !cited.contains($0) }, bestCoverage: best.coverage)
    }

    private struct Candidate {
        let note: NoteItem
        let rank: Int
        let index: Int
        let text: String
        let coverage: Double
        let score: Double
    }

    /// The share of the question's weight `sentence` covers, or nil when it contains no
    /// term itself. `title` holds the stems of the note's title.
    private func coverage(
        of sentence: String, terms: [QuestionTerms.Term], weights: [Double], total: Double,
        title: Set<String>
    ) -> Double? {
        let words = ContentWords.words(sentence)
        let present = Set(Self.stems(of: words, using: stemmer))
        var credit = 0.0
        var matched: Set<String> = []
        for (term, weight) in zip(terms, weights) {
            var best = 0.0
            for form in term.forms {
                let value = form.original ? 1 : Self.relatedWeight
                if form.stems.allSatisfy(present.contains) {
                    best = max(best, value)
                    matched.formUnion(form.stems)
                } else if form.stems.allSatisfy(title.contains) {
                    best = max(best, value * Self.titleCredit)
                }
            }
            credit += weight * best
        }
        guard !matched.isEmpty, total > 0 else { return nil }
        var share = credit / total
        // A sentence that only repeats the question's words ("Boiler service") says nothing.
        let said = words.filter {
            !ContentWords.stopWords.contains($0) && !matched.contains(stemmer.stem($0))
        }
        if said.isEmpty { share *= 0.5 }
        if words.count > Self.plainLength {
            share /= 1 + 0.01 * Double(words.count - Self.plainLength)
        }
        return share
    }

    /// The stems of a sentence's words; an ordinal also stands as its number ("1st", "1").
    static func stems(of words: [String], using stemmer: Stemmer) -> [String] {
        var result: [String] = []
        for word in words {
            result.append(stemmer.stem(word))
            if let number = QuestionTerms.cardinal(word) { result.append(number) }
        }
        return result
    }

    /// Each term's weight: the BM25 IDF of the question's own word over the passages
    /// (a word no passage has weighs the most: the notes do not say it).
    private func termWeights(_ terms: [QuestionTerms.Term]) throws -> [Double] {
        let n = Double(try NotesIndex(database: database).passageCount())
        return try terms.map { term in
            let df = Double(
                try database.scalar(
                    "SELECT count(*) FROM note_passages WHERE note_passages MATCH ?1",
                    [.text(QuestionTerms.quoted(term.forms[0]))])?.integer ?? 0)
            return term.weight * log(1 + (n - df + 0.5) / (df + 0.5))
        }
    }

    private static func real(_ value: SQLValue) -> Double? {
        switch value {
        case .real(let d): return d
        case .integer(let i): return Double(i)
        default: return nil
        }
    }
}

extension Records {
    /// The notes with these ids, by id.
    package func notes(ids: [String]) throws -> [String: NoteItem] {
        guard !ids.isEmpty else { return [:] }
        let slots = ids.indices.map { "?\($0 + 1)" }.joined(separator: ", ")
        var result: [String: NoteItem] = [:]
        for row in try database.rows(
            "SELECT * FROM notes WHERE id IN (\(slots))", ids.map { .text($0) })
        {
            let note = NoteItem(row: row)
            result[note.id] = note
        }
        return result
    }
}

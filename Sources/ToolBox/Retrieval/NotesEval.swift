package import Journal

/// The figures of one notes eval run.
package struct NotesEvalReport: Sendable, Equatable {
    /// A question that missed on some count, for the table of misses.
    package struct Miss: Sendable, Equatable {
        package var id: String
        package var question: String
        package var expected: String?
        /// The first three ranked notes.
        package var ranked: [String]
        package var answer: String?
        /// What went wrong: "rank", "span", "declined", "answered", "unfaithful", "tool".
        package var reasons: [String]
    }

    package var questions = 0
    package var answerable = 0
    /// The expected note is the first (or among the first three) cited or ranked notes.
    package var recallAt1 = 0.0
    package var recallAt3 = 0.0
    /// The answer contains the expected span.
    package var spanContained = 0.0
    /// The span is inside a sentence the answer cites to the expected note.
    package var spanAttribution = 0.0
    /// Of the answers given, the share where every [n] follows a sentence of note n.
    package var faithfulness = 0.0
    /// Questions the notes cannot answer that got "nothing found".
    package var noAnswerCorrect = 0.0
    /// Answerable questions that got "nothing found".
    package var declinedAnswerable = 0
    /// Questions where the tool's outcome differed from the retrieval's answer.
    package var toolMismatches = 0
    package var expansion = true
    package var misses: [Miss] = []

    /// `EVALJSON {"split": "notes", ...}`: the figures on one line, keys in fixed order.
    package var evalJSON: String {
        func figure(_ value: Double) -> JSONValue { .number((value * 10_000).rounded() / 10_000) }
        let document = JSONValue.object([
            ("split", .string(expansion ? "notes" : "notes-no-expansion")),
            ("n", .number(Double(questions))), ("answerable", .number(Double(answerable))),
            ("recallAt1", figure(recallAt1)), ("recallAt3", figure(recallAt3)),
            ("spanContained", figure(spanContained)), ("spanAttribution", figure(spanAttribution)),
            ("faithfulness", figure(faithfulness)), ("noAnswerCorrect", figure(noAnswerCorrect)),
            ("declinedAnswerable", .number(Double(declinedAnswerable))),
        ])
        return "EVALJSON " + document.serialized
    }
}

/// Why an eval file could not be read.
package struct NotesEvalProblem: Error, Sendable, Equatable, CustomStringConvertible {
    package let reason: String
    package var description: String { reason }

    package init(reason: String) { self.reason = reason }
}

/// Scores askNotes on a fixture of notes and a file of questions (eval-data/notes).
///
/// The fixture (export shape) is imported into a fresh in-memory store; each question
/// then goes through the registry as a real askNotes call, and through `NotesAnswerer`
/// for the ranking beyond the cited notes. Every check is mechanical: a span is found
/// by case-insensitive search with white space collapsed, and a citation is faithful
/// when the text before each [n] occurs in note n's body.
package enum NotesEval {
    package static func run(fixture: String, questions: String, expand: Bool = true) throws
        -> NotesEvalReport
    {
        let database = try StoreOpener.inMemory()
        let context = ToolContext(
            database: database,
            now: LocalDateTime(
                date: CivilDate(year: 2026, month: 3, day: 10) ?? CivilDate(daysSinceEpoch: 0)),
            timestamp: "2026-03-10T09:00:00", stemmer: Stemmer())
        do {
            try database.transaction {
                _ = try StoreImport.run(
                    fixture, database: database, writer: RowWriter(database: database),
                    timestamp: context.timestamp)
            }
        } catch let problem as ImportProblem {
            throw NotesEvalProblem(reason: "fixture: \(problem)")
        }
        let journal = ActionJournal(database: database)
        let bodies = try Records(database: database).notes().reduce(into: [String: String]()) {
            $0[$1.id] = $1.body
        }
        var report = NotesEvalReport()
        report.expansion = expand
        var (
            top1, top3, spans, attributed, answered, faithful, unanswerable, declinedUnanswerable
        ) =
            (0, 0, 0, 0, 0, 0, 0, 0)
        for (number, line) in questions.split(whereSeparator: \.isNewline).enumerated() {
            guard !line.trimmingSpaces.isEmpty else { continue }
            guard let item = try? JSONValue.parse(String(line)),
                let question = item["question"]?.stringValue
            else {
                throw NotesEvalProblem(
                    reason:
                        "questions line \(number + 1): expected {\"id\", \"question\", \"note\", \"span\"}"
                )
            }
            let id = item["id"]?.stringValue ?? "line \(number + 1)"
            let expected = item["note"]?.stringValue
            let span = item["span"]?.stringValue
            report.questions += 1
            var reasons: [String] = []

            try NotesIndex(database: database).sync()
            let retrieval = try NotesAnswerer(
                database: database, stemmer: context.stemmer, expand: expand
            ).retrieve(question)
            if expand {
                let turn = try journal.begin(utterance: question, at: context.timestamp)
                let outcome = try ToolRegistry.standard.call(
                    .askNotes, ToolArguments(["question": question]), context: context,
                    journal: journal, turn: turn, step: 1
                ).outcome
                let wanted: ToolOutcome =
                    retrieval.answer.map(ToolOutcome.notesAnswered)
                    ?? .notesNoAnswer(question: question)
                if outcome != wanted {
                    report.toolMismatches += 1
                    reasons.append("tool")
                }
            }
            if let answer = retrieval.answer {
                answered += 1
                if Self.isFaithful(answer, bodies: bodies) {
                    faithful += 1
                } else {
                    reasons.append("unfaithful")
                }
            }
            if let expected {
                report.answerable += 1
                if retrieval.ranked.first == expected { top1 += 1 } else { reasons.append("rank") }
                if retrieval.ranked.prefix(3).contains(expected) { top3 += 1 }
                if let answer = retrieval.answer {
                    if let span, Self.normalized(answer.answer).contains(Self.normalized(span)) {
                        spans += 1
                    } else {
                        reasons.append("span")
                    }
                    if let span, Self.attributes(span, to: expected, in: answer) { attributed += 1 }
                } else {
                    report.declinedAnswerable += 1
                    reasons.append("declined")
                }
            } else {
                unanswerable += 1
                if retrieval.answer == nil {
                    declinedUnanswerable += 1
                } else {
                    reasons.append("answered")
                }
            }
            if !reasons.isEmpty {
                report.misses.append(
                    NotesEvalReport.Miss(
                        id: id, question: question, expected: expected,
                        ranked: Array(retrieval.ranked.prefix(3)),
                        answer: retrieval.answer?.answer, reasons: reasons))
            }
        }
        func share(_ count: Int, _ total: Int) -> Double {
            total == 0 ? 1 : Double(count) / Double(total)
        }
        report.recallAt1 = share(top1, report.answerable)
        report.recallAt3 = share(top3, report.answerable)
        report.spanContained = share(spans, report.answerable)
        report.spanAttribution = share(attributed, report.answerable)
        report.faithfulness = share(faithful, answered)
        report.noAnswerCorrect = share(declinedUnanswerable, unanswerable)
        return report
    }

    /// The answer cut at its citation marks: each quoted piece with the number after it.
    package static func citedPieces(_ answer: String) -> [(text: String, n: Int)] {
        var pieces: [(text: String, n: Int)] = []
        var current = ""
        var characters = Array(answer)[...]
        while let c = characters.first {
            characters = characters.dropFirst()
            if c == "[", let close = characters.firstIndex(of: "]"), close > characters.startIndex,
                characters[..<close].allSatisfy(\.isNumber),
                let n = Int(String(characters[..<close]))
            {
                pieces.append((current.trimmingSpaces, n))
                current = ""
                characters = characters[characters.index(after: close)...]
            } else {
                current.append(c)
            }
        }
        return pieces
    }

    /// Every [n] follows a non-empty piece found in note n, and every source is cited.
    package static func isFaithful(_ answer: NotesAnswer, bodies: [String: String]) -> Bool {
        let pieces = citedPieces(answer.answer)
        guard !pieces.isEmpty,
            answer.sources.enumerated().allSatisfy({ $0.element.n == $0.offset + 1 })
        else {
            return false
        }
        let leftover =
            answer.answer.split(separator: "]").last.map {
                !$0.contains("[") && !$0.trimmingSpaces.isEmpty
            } ?? false
        if leftover { return false }  // text after the last mark is cited to nothing
        for piece in pieces {
            guard piece.n >= 1, piece.n <= answer.sources.count, !piece.text.isEmpty,
                let body = bodies[answer.sources[piece.n - 1].note],
                normalized(body).contains(normalized(piece.text))
            else { return false }
        }
        return Set(pieces.map(\.n)).count == answer.sources.count
    }

    static func attributes(_ span: String, to note: String, in answer: NotesAnswer) -> Bool {
        guard let n = answer.sources.first(where: { $0.note == note })?.n else { return false }
        return citedPieces(answer.answer).contains {
            $0.n == n && normalized($0.text).contains(normalized(span))
        }
    }

    /// Lower case, white space runs as one space.
    static func normalized(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

import Journal
import Testing
import ToolBox

/// askNotes: extractive answers, citations, the floor and related words.
@Suite struct AskNotesTests {
    func answer(_ store: KnowledgeHarness, _ question: String) throws -> NotesAnswer? {
        switch try store.call(.askNotes, ["question": question]) {
        case .notesAnswered(let answer): return answer
        case .notesNoAnswer: return nil
        case let other:
            Issue.record("unexpected \(other)")
            return nil
        }
    }

    func bodies(_ store: KnowledgeHarness) throws -> [String: String] {
        try Records(database: store.database).notes().reduce(into: [:]) { $0[$1.id] = $1.body }
    }

    @Test func citationsAreNumberedByFirstUseWithOneNumberPerNote() throws {
        let store = try KnowledgeHarness()
        let ours = try store.note(
            "Heating",
            "The boiler pressure should read 1.2 bar when cold. If the boiler pressure drops, top it up at the filling loop. The radiators are bled in autumn."
        )
        let mums = try store.note(
            "Mum's flat", "Her boiler keeps losing pressure in winter. The caretaker has a key.")
        try store.note("Car", "Tyre pressure is 36 psi at the front.")
        let answer = try #require(try answer(store, "what about the boiler pressure?"))
        let pieces = NotesEval.citedPieces(answer.answer)
        #expect(pieces.map(\.n) == [1, 1, 2])
        #expect(
            answer.sources == [
                NotesAnswer.Source(n: 1, note: ours.id, title: "Heating"),
                NotesAnswer.Source(n: 2, note: mums.id, title: "Mum's flat"),
            ])
        #expect(NotesEval.isFaithful(answer, bodies: try bodies(store)))
    }

    @Test func theAnswerQuotesTheNoteVerbatim() throws {
        let store = try KnowledgeHarness()
        let wifi = try store.note(
            "Home Wi-Fi",
            "Network name: Meadowbank-5G\nPassword: tulip-harbour-4471\nThe router is in the hall.")
        try store.note("Alarm", "The alarm code is 9412.")
        let answer = try #require(try answer(store, "what's the wifi password?"))
        #expect(answer.answer == "Password: tulip-harbour-4471 [1]")
        #expect(answer.sources == [NotesAnswer.Source(n: 1, note: wifi.id, title: "Home Wi-Fi")])
    }

    @Test func belowTheFloorThereIsNoAnswer() throws {
        let store = try KnowledgeHarness()
        try store.note(
            "Training", "Half marathon plan: the long run is on Sundays, intervals on Tuesdays.")
        try store.note("Boiler", "Pressure should be 1.2 bar.")
        #expect(try answer(store, "what is the capital of Peru?") == nil)
        // One common word in common is a weak match, not an answer.
        #expect(try answer(store, "who won the Tokyo marathon in Peru?") == nil)
        #expect(try answer(store, "what's the?") == nil)
    }

    @Test func relatedWordsFindANoteThatSaysItAnotherWay() throws {
        let store = try KnowledgeHarness()
        let gp = try store.note(
            "Health", "Our GP practice is Riverside Medical Centre, phone 01632 960118.")
        try store.note("Vet", "Oakfield Vets, phone 01632 960233.")
        let answer = try #require(try answer(store, "what's the doctor's number?"))
        #expect(answer.sources.first?.note == gp.id)
        #expect(answer.answer.contains("01632 960118"))
    }

    @Test func askingWritesNothingToTheJournal() throws {
        let store = try KnowledgeHarness()
        try store.note("Boiler", "Pressure should be 1.2 bar.")
        let result = try store.result(
            .askNotes, ["question": "what should the boiler pressure be?"])
        #expect(!result.wrote)
        // The one entry is the createNote's.
        #expect(try store.database.scalar("SELECT count(*) FROM journal_entries")?.integer == 1)
        #expect(
            try store.database.scalar("SELECT count(*) FROM turns WHERE kind = 'action'")?.integer
                == 1)
    }

    @Test func questionsWithQuotesOperatorsOrSQLAreJustWords() throws {
        let store = try KnowledgeHarness()
        try store.note("Alarm", "The alarm code is 9412. Don't share it.")
        for question in [
            "what's the \"alarm\" code?", "alarm* OR code NEAR(x)", "'; DROP TABLE notes; --",
            "\u{0}\u{7}?",
            "code: -alarm ^", String(repeating: "alarm code words ", count: 2000),
        ] {
            _ = try store.call(.askNotes, ["question": question])
            _ = try store.call(.searchEverything, ["query": question])
        }
        #expect(try store.database.scalar("SELECT count(*) FROM notes")?.integer == 1)
        let answer = try #require(try answer(store, "alarm OR \"code\""))
        #expect(answer.answer == "The alarm code is 9412. [1]")
    }

    @Test func theFactsHaveTheDocumentedShape() {
        let answer = NotesAnswer(
            answer: "Password: tulip-4471 [1]",
            sources: [NotesAnswer.Source(n: 1, note: "n01", title: "Home Wi-Fi")])
        #expect(
            answer.json.serialized
                == #"{"answer": "Password: tulip-4471 [1]", "sources": [{"n": 1, "note": "n01", "title": "Home Wi-Fi"}]}"#
        )
    }

    @Test func theFaithfulnessCheckCatchesAMisattributedSentence() {
        let bodies = ["a": "The code is 1234.", "b": "The key is blue."]
        let good = NotesAnswer(
            answer: "The code is 1234. [1] The key is blue. [2]",
            sources: [.init(n: 1, note: "a", title: "A"), .init(n: 2, note: "b", title: "B")])
        let swapped = NotesAnswer(
            answer: "The code is 1234. [2] The key is blue. [1]",
            sources: [.init(n: 1, note: "a", title: "A"), .init(n: 2, note: "b", title: "B")])
        let uncited = NotesAnswer(
            answer: "The code is 1234. [1] Made up.", sources: [.init(n: 1, note: "a", title: "A")])
        #expect(NotesEval.isFaithful(good, bodies: bodies))
        #expect(!NotesEval.isFaithful(swapped, bodies: bodies))
        #expect(!NotesEval.isFaithful(uncited, bodies: bodies))
    }

    /// Words that weigh a question ("even", "just") name nothing a note is about: "what do
    /// kids even like?" asks about kids, not about an evening.
    @Test func wordsThatWeighAQuestionAreNoTerms() {
        let stemmer = Stemmer()
        let terms = QuestionTerms("what do kids even like?", using: stemmer).terms.map(\.word)
        #expect(!terms.contains("even"), "\(terms)")
        #expect(
            !QuestionTerms("did I just say the code", using: stemmer).terms.map(\.word)
                .contains("just"))
        #expect(
            QuestionTerms("when is the evening party", using: stemmer).terms.map(\.word)
                .contains("evening"))
    }
}

import Testing

@testable import Journal
@testable import ToolBox

/// journalEntry through the registry: what it writes, what it refuses, and its undo.
@Suite struct DiaryEntryTests {
    @Test func writesAnEntryForTodayWithItsMood() throws {
        let store = try DiaryTestStore(now: "2026-03-10T21:15:00")
        let result = try store.call(
            .journalEntry, ["text": "Long walk by the river with Sam.", "mood": "4"])
        guard case .diaryEntryAdded(let entry, let crisis) = result.outcome else {
            Issue.record("expected an entry, got \(result.outcome)")
            return
        }
        #expect(result.wrote)
        #expect(result.outcome.succeeded)
        #expect(!crisis)
        #expect(entry.day.description == "2026-03-10")
        #expect(entry.text == "Long walk by the river with Sam.")
        #expect(entry.mood == 4)
        #expect(entry.createdAt == "2026-03-10T21:15:00")
        #expect(result.outcome.created == "id:" + entry.id)
        #expect(result.outcome.subjectTitle == "2026-03-10")
        let rows = try store.rows("diary_entries")
        #expect(rows.count == 1)
        #expect(rows.first?["mood"] == .integer(4))
    }

    @Test func aMoodIsOptionalAndSeveralEntriesADayAreKept() throws {
        let store = try DiaryTestStore()
        try store.call(.journalEntry, ["text": "Slept badly."])
        try store.call(.journalEntry, ["text": "Better after lunch.", "mood": "3"])
        let rows = try store.database.rows(
            "SELECT text, mood FROM diary_entries ORDER BY created_at, text")
        #expect(rows.map { $0.text("text") } == ["Better after lunch.", "Slept badly."])
        #expect(rows.map { $0["mood"] } == [.integer(3), .null])
    }

    @Test(arguments: ["0", "6", "-1", "3.5", "great", "10"])
    func refusesAMoodOutsideOneToFive(_ mood: String) throws {
        let store = try DiaryTestStore()
        let result = try store.call(.journalEntry, ["text": "A quiet day.", "mood": mood])
        guard case .invalid(let argument, _) = result.outcome else {
            Issue.record("expected invalid, got \(result.outcome)")
            return
        }
        #expect(argument == "mood")
        #expect(!result.wrote)
        #expect(!result.outcome.succeeded)
        #expect(try store.rows("diary_entries").isEmpty)
    }

    @Test func anEntryWithoutTextIsMissingItsText() throws {
        let store = try DiaryTestStore()
        #expect(
            try store.call(.journalEntry, ["text": "   ", "mood": "3"]).outcome
                == .missing(argument: "text"))
        #expect(try store.rows("diary_entries").isEmpty)
    }

    @Test func undoTakesBackExactlyTheLatestEntryAndRedoPutsItBack() throws {
        let store = try DiaryTestStore()
        try store.entry("2026-03-09", "Started the new book.", mood: 3)
        let before = try store.rows("diary_entries")
        try store.entry("2026-03-10", "Finished two chapters; tired, but glad.", mood: 4)
        let after = try store.rows("diary_entries")
        #expect(after.count == 2)

        guard case .applied(_, _, let summaries) = try store.undo() else {
            Issue.record("undo did not apply")
            return
        }
        #expect(summaries == ["journalEntry 2026-03-10"])
        #expect(try store.rows("diary_entries") == before)

        guard case .applied = try store.redo() else {
            Issue.record("redo did not apply")
            return
        }
        #expect(try store.rows("diary_entries") == after)

        _ = try store.undo()
        _ = try store.undo()
        #expect(try store.rows("diary_entries").isEmpty)
    }

    @Test func theEntryOutcomeCarriesTheSafetyGatesVerdict() throws {
        let store = try DiaryTestStore()
        guard
            case .diaryEntryAdded(_, let flagged) = try store.call(
                .journalEntry, ["text": "Some days I think about self-harm."]
            ).outcome
        else {
            Issue.record("expected an entry")
            return
        }
        #expect(flagged)
    }
}

/// The safety gate's word list, matched as whole words after normalising.
@Suite struct DiaryCrisisLanguageTests {
    @Test(arguments: [
        "I want to die", "i keep thinking about SUICIDE", "self-harm again", "Self harm",
        "I don't want to live like this", "I dont want to live like this",
        "thought I'd hurt myself",
        "wish I was dead, honestly", "sometimes I want to end it all.",
    ])
    func matchesCrisisLanguage(_ text: String) {
        #expect(CrisisLanguage.appears(in: text))
    }

    @Test(arguments: [
        "The killer bees documentary", "I want to diet", "hurt my back at the gym",
        "killing it at work", "the self-checkout was broken", "",
    ])
    func leavesOrdinaryTextAlone(_ text: String) {
        #expect(!CrisisLanguage.appears(in: text))
    }

    @Test func everyListedPhraseIsAlreadyNormalised() {
        for phrase in CrisisLanguage.phrases {
            #expect(CrisisLanguage.normalised(phrase) == phrase)
        }
    }
}

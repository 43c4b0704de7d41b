import Testing

@testable import Journal
@testable import ToolBox

/// weeklyReview through the registry: the week it covers, the citations it carries, the
/// moods, the tasks, and the safety gate.
@Suite struct DiaryWeeklyReviewTests {
    /// Monday 9 to Wednesday 11 March 2026, plus a decoy from the Sunday before.
    func storeWithAWeek() throws -> DiaryTestStore {
        let store = try DiaryTestStore()
        try store.entry("2026-03-08", "Walked along the river; the garden needs work.", mood: 1)
        try store.entry(
            "2026-03-09", "Long walk with Sam after work. The garden looked rough.", mood: 2)
        try store.entry(
            "2026-03-10", "Walking to the office again. Sam called about the garden.", mood: 3)
        try store.entry("2026-03-11", "Quiet evening; read a chapter.")
        try store.entry("2026-03-11", "Walked home, planted tulips in the garden.", mood: 4)
        store.setNow("2026-03-12T20:00:00")
        return store
    }

    func review(_ store: DiaryTestStore) throws -> WeeklyReviewFacts {
        let outcome = try store.call(.weeklyReview).outcome
        guard case .weeklyReview(let facts) = outcome else {
            Issue.record("expected a review, got \(outcome)")
            throw SQLiteError(code: 1, message: "no review")
        }
        return facts
    }

    @Test func coversTheMondayToSundayWeekOfToday() throws {
        let facts = try review(try storeWithAWeek())
        #expect(facts.weekStart.description == "2026-03-09")
        #expect(facts.weekEnd.description == "2026-03-15")
        #expect(
            facts.entries.map(\.day.description) == [
                "2026-03-09", "2026-03-10", "2026-03-11", "2026-03-11",
            ])
    }

    @Test func everyThemeCitesRealEntriesThatContainIt() throws {
        let store = try storeWithAWeek()
        let facts = try review(store)
        let words = facts.themes.map(\.word)
        #expect(words == ["garden", "walk", "Sam"])
        for theme in facts.themes {
            #expect(theme.sources.count >= 2)
            let stem = store.stemmer.stem(theme.word.lowercased())
            for source in theme.sources {
                let row = try #require(
                    try store.database.rows(
                        "SELECT day, text FROM diary_entries WHERE id = ?1", [.text(source.id)]
                    )
                    .first, "theme \(theme.word) cites an entry that does not exist")
                #expect(row.text("day") == source.day.description)
                let stems = RecurringThemes.words(row.text("text") ?? "").map {
                    store.stemmer.stem($0.lowercased())
                }
                #expect(stems.contains(stem), "entry \(source.day) does not contain \(theme.word)")
                #expect(facts.entries.contains(source), "a theme cites an entry outside the week")
            }
        }
        // The walk theme gathers walk, walking and walked, from three entries of the week.
        let walk = try #require(facts.themes.first { $0.word == "walk" })
        #expect(walk.sources.map(\.day.description) == ["2026-03-09", "2026-03-10", "2026-03-11"])
    }

    @Test func fillerAndOneOffWordsAreNotThemes() throws {
        let store = try DiaryTestStore()
        try store.entry("2026-03-09", "Today I really felt tired, honestly.")
        try store.entry("2026-03-10", "Today I felt really tired again.")
        store.setNow("2026-03-10T22:00:00")
        let facts = try review(store)
        #expect(facts.themes.map(\.word) == ["tired"])
    }

    @Test func moodsAverageAndTrendCiteTheEntriesTheyCameFrom() throws {
        let facts = try review(try storeWithAWeek())
        let mood = try #require(facts.mood)
        #expect(mood.ratings.map(\.mood) == [2, 3, 4])
        #expect(
            mood.ratings.map(\.entry.day.description) == ["2026-03-09", "2026-03-10", "2026-03-11"])
        #expect(mood.average == 3.0)
        #expect(mood.trend == .rising)
    }

    @Test func trendFollowsAFixedRule() {
        #expect(MoodTrend.of([3]) == nil)
        #expect(MoodTrend.of([4, 2]) == .falling)
        // Half a point between the halves' means is a direction; less is steady.
        #expect(MoodTrend.of([3, 3, 4, 3]) == .rising)
        #expect(MoodTrend.of([3, 3, 4, 3, 3]) == .steady)
        #expect(MoodTrend.of([2, 3, 3]) == .rising)
        #expect(MoodTrend.of([3, 5, 4, 4]) == .steady)
    }

    @Test func aWeekWithoutMoodsHasNoMoodAndAnEmptyWeekHasNothing() throws {
        let store = try DiaryTestStore()
        try store.entry("2026-03-09", "Cleaned the flat.")
        var facts = try review(store)
        #expect(facts.mood == nil)
        store.setNow("2026-03-17T09:00:00")
        facts = try review(store)
        #expect(facts.entries.isEmpty)
        #expect(facts.themes.isEmpty)
        #expect(facts.mood == nil)
    }

    @Test func listsTasksCompletedThisWeekAndTasksStillOverdue() throws {
        let store = try DiaryTestStore(now: "2026-03-06T10:00:00")
        try store.call(.createTask, ["title": "file taxes", "due": "2026-03-05"])
        try store.call(.createTask, ["title": "buy seeds"])
        try store.call(.createTask, ["title": "return library books"])
        try store.call(.completeTask, ["task": "return library books"])  // last week
        store.setNow("2026-03-10T18:00:00")
        try store.call(.completeTask, ["task": "buy seeds"])
        store.setNow("2026-03-11T08:00:00")
        let facts = try review(store)
        #expect(facts.completed.map(\.title) == ["buy seeds"])
        #expect(facts.overdue.map(\.title) == ["file taxes"])
    }

    @Test func crisisLanguageWithholdsTheWholeReviewEveryTime() throws {
        let store = try storeWithAWeek()
        try store.entry("2026-03-12", "I can't do this anymore. I want to die.", mood: 1)
        store.setNow("2026-03-13T09:00:00")
        let expected = ToolOutcome.weeklyReviewWithheld(
            weekStart: try #require(CivilDate(iso: "2026-03-09")),
            weekEnd: try #require(CivilDate(iso: "2026-03-15")),
            entryCount: 5)
        let first = try store.call(.weeklyReview)
        #expect(first.outcome == expected)
        #expect(first.outcome.succeeded)
        #expect(!first.wrote)
        #expect(try store.call(.weeklyReview).outcome == expected)
    }

    @Test func crisisLanguageInAnEarlierWeekDoesNotWithholdThisOne() throws {
        let store = try DiaryTestStore()
        try store.entry("2026-03-06", "I thought about suicide last night.")
        try store.entry("2026-03-10", "Went for a swim.")
        store.setNow("2026-03-10T22:00:00")
        #expect(try review(store).entries.count == 1)
    }

    @Test func theReviewChangesNothing() throws {
        let store = try storeWithAWeek()
        let before = try store.rows("diary_entries")
        let result = try store.call(.weeklyReview)
        #expect(!result.wrote)
        #expect(try store.rows("diary_entries") == before)
    }
}

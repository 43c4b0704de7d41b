package import Journal

/// Looks back on the current week, Monday to Sunday, from the diary and the task list.
///
/// The calendar week, not the last seven days: a review read on Sunday evening covers the
/// week as the person lived it, and the same question asked twice in one week looks at
/// the same days. On a Monday that is a week of one day, which is what has happened so far.
///
/// The safety gate comes first: if any entry of the week contains crisis language, the
/// review is withheld whole, observations and task facts alike, and the outcome says so;
/// the phrasebook answers with fixed wording that points to help.
package struct WeeklyReview: Tool {
    package let name = ToolName.weeklyReview
    package let arguments: [ArgumentSpec] = []

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        let start = context.today.startOfWeek
        let end = start.adding(days: 6)
        let entries = try context.records.diaryEntries(from: start, through: end)
        if entries.contains(where: { CrisisLanguage.appears(in: $0.text) }) {
            return .weeklyReviewWithheld(weekStart: start, weekEnd: end, entryCount: entries.count)
        }
        let ratings = entries.compactMap { entry in
            entry.mood.map { MoodSummary.Rating(entry: entry.citation, mood: $0) }
        }
        let mood =
            ratings.isEmpty
            ? nil : MoodSummary(ratings: ratings, trend: MoodTrend.of(ratings.map(\.mood)))
        let completed = try context.records.tasks(
            where: "status = 'done' AND substr(completed_at, 1, 10) BETWEEN ?1 AND ?2",
            [.text(start.description), .text(end.description)], order: "completed_at, id")
        let overdue = try context.records.tasks(
            where: "status = 'open' AND due IS NOT NULL AND substr(due, 1, 10) < ?1",
            [.text(context.today.description)], order: "due, created_at, id")
        return .weeklyReview(
            WeeklyReviewFacts(
                weekStart: start, weekEnd: end, entries: entries.map(\.citation), mood: mood,
                themes: RecurringThemes.find(in: entries, using: context.stemmer),
                completed: completed,
                overdue: overdue))
    }
}

package import Journal

/// A week looked back on, as facts only: what was written, the moods given, words that
/// came back, tasks finished and tasks still late.
///
/// Nothing here is inferred about the person. Every observation that comes from the diary
/// carries the entries it was read from, so the reply can cite them and a reader can open
/// them; there is no field a sentence could fill without a source.
package struct WeeklyReviewFacts: Sendable, Equatable {
    /// Monday of the week.
    package let weekStart: CivilDate
    /// Sunday of the week.
    package let weekEnd: CivilDate
    /// Every entry of the week, oldest first: the count and its citations in one.
    package let entries: [DiaryCitation]
    /// nil when no entry of the week has a mood.
    package let mood: MoodSummary?
    /// Content words found in two or more entries, most entries first.
    package let themes: [ReviewTheme]
    /// Tasks marked done this week, in the order they were completed.
    package let completed: [TaskItem]
    /// Open tasks whose due day is before today.
    package let overdue: [TaskItem]

    package var json: JSONValue {
        .object([
            ("weekStart", .string(weekStart.description)),
            ("weekEnd", .string(weekEnd.description)),
            ("entries", .array(entries.map(\.json))), ("mood", mood?.json ?? .null),
            ("themes", .array(themes.map(\.json))), ("completed", .array(completed.map(\.json))),
            ("overdue", .array(overdue.map(\.json))),
        ])
    }
}

/// The moods given during a week and which way they went.
package struct MoodSummary: Sendable, Equatable {
    /// One entry's mood, with the entry it was given in.
    package struct Rating: Sendable, Equatable {
        package let entry: DiaryCitation
        package let mood: Int
    }

    /// The entries that have a mood, oldest first: the sources of the average and trend.
    package let ratings: [Rating]
    /// nil with fewer than two ratings: one mood shows no direction.
    package let trend: MoodTrend?

    /// The mean of the ratings, rounded to one decimal.
    package var average: Double {
        guard !ratings.isEmpty else { return 0 }
        let total = ratings.reduce(0) { $0 + $1.mood }
        return Double((total * 10 + ratings.count / 2) / ratings.count) / 10
    }

    package var json: JSONValue {
        .object([
            ("average", .number(average)), ("trend", .optional(trend?.rawValue)),
            (
                "ratings",
                .array(
                    ratings.map {
                        .object([
                            ("entry", .string($0.entry.id)),
                            ("day", .string($0.entry.day.description)),
                            ("mood", .number(Double($0.mood))),
                        ])
                    })
            ),
        ])
    }
}

/// Which way the moods of a week went, by a fixed rule (see `MoodTrend.of`).
package enum MoodTrend: String, Sendable, Equatable {
    case rising, falling, steady

    /// Compares the mean of the earlier half of the ratings with the mean of the later
    /// half (the middle one left out when the count is odd). A difference of half a
    /// point or more is a direction; less is steady. nil below two ratings.
    package static func of(_ moods: [Int]) -> MoodTrend? {
        guard moods.count >= 2 else { return nil }
        let half = moods.count / 2
        let earlier = moods.prefix(half)
        let later = moods.suffix(half)
        // Sums over equal counts compare like means; doubled to keep half a point whole.
        let difference = 2 * (later.reduce(0, +) - earlier.reduce(0, +))
        if difference >= half { return .rising }
        if difference <= -half { return .falling }
        return .steady
    }
}

/// A word that came back in two or more entries of the week.
package struct ReviewTheme: Sendable, Equatable {
    /// The word as the person wrote it most often ("walks" and "walk" are one theme).
    package let word: String
    /// The entries it appears in, oldest first: at least two.
    package let sources: [DiaryCitation]

    package var json: JSONValue {
        .object([("word", .string(word)), ("sources", .array(sources.map(\.json)))])
    }
}

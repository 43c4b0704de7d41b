package import Journal

/// One diary entry: what the person wrote on a day and, if they said, how the day felt
/// on a scale of 1 (low) to 5 (high). A day may hold several entries.
package struct DiaryEntry: Sendable, Equatable {
    package var id: String
    package var day: CivilDate
    package var text: String
    /// 1 to 5, or nil when no mood was given.
    package var mood: Int?
    package var createdAt: String

    /// nil for a row whose day is not a date, which only a hand-edited store can hold.
    init?(row: Row) {
        guard let day = row.text("day").flatMap({ CivilDate(iso: $0) }) else { return nil }
        id = row.text("id") ?? ""
        self.day = day
        text = row.text("text") ?? ""
        mood = row["mood"].integer.map { Int($0) }
        createdAt = row.text("created_at") ?? ""
    }

    /// How an observation points back at this entry.
    package var citation: DiaryCitation { DiaryCitation(id: id, day: day) }

    package var json: JSONValue {
        .object([
            ("id", .string(id)), ("day", .string(day.description)), ("text", .string(text)),
            ("mood", mood.map { .number(Double($0)) } ?? .null), ("createdAt", .string(createdAt)),
        ])
    }
}

/// A pointer from an observation to the diary entry it rests on: the id to open it by and
/// the day to name it by. Every observation of a review carries at least one.
package struct DiaryCitation: Sendable, Equatable, Hashable {
    package let id: String
    package let day: CivilDate

    package init(id: String, day: CivilDate) {
        self.id = id
        self.day = day
    }

    package var json: JSONValue {
        .object([("entry", .string(id)), ("day", .string(day.description))])
    }
}

internal import Journal

/// Reads of the diary table.
extension Records {
    package func diaryEntry(id: String) throws -> DiaryEntry? {
        try database.rows("SELECT * FROM diary_entries WHERE id = ?1", [.text(id)]).first.flatMap(
            DiaryEntry.init)
    }

    /// The entries written from `first` through `last`, oldest first.
    package func diaryEntries(from first: CivilDate, through last: CivilDate) throws -> [DiaryEntry]
    {
        try database.rows(
            "SELECT * FROM diary_entries WHERE day BETWEEN ?1 AND ?2 ORDER BY day, created_at, id",
            [.text(first.description), .text(last.description)]
        ).compactMap(DiaryEntry.init)
    }
}

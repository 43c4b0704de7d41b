import Testing

@testable import Journal
@testable import ToolBox

/// `ToolTestStore` for the diary and calendar tools: a fixed time zone an hour east of
/// UTC, and diary entries written on a given day.
final class DiaryTestStore: ToolTestStore {
    override init(now: String = "2026-03-10T09:00:00") throws {
        try super.init(now: now)
        zone = .fixed(minutesEast: 60)
    }

    /// Writes a diary entry on `day` (clock moved to that day, 21:00).
    @discardableResult
    func entry(_ day: String, _ text: String, mood: Int? = nil) throws -> DiaryEntry {
        setNow(day + "T21:00:00")
        var arguments = ["text": text]
        if let mood { arguments["mood"] = String(mood) }
        guard case .diaryEntryAdded(let entry, _) = try call(.journalEntry, arguments).outcome
        else {
            Issue.record("journalEntry did not add an entry")
            throw SQLiteError(code: 1, message: "no entry")
        }
        return entry
    }
}

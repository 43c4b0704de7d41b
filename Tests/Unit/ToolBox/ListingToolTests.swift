import Testing

@testable import Journal
@testable import ToolBox

/// listTasks filters and agenda windows over one small, dated household. Now is Tuesday
/// 2026-03-10 09:00; the week runs Monday the 9th to Sunday the 15th.
@Suite struct ListingToolTests {
    let store: ToolTestStore

    init() throws {
        store = try ToolTestStore()
        try store.call(.createProject, ["name": "Garden"])
        try store.task("pay the council tax", ["due": "2026-03-09", "priority": "urgent"])
        try store.task("call the dentist", ["due": "2026-03-10T15:00", "priority": "high"])
        try store.task("buy seeds", ["due": "2026-03-11", "project": "Garden"])
        try store.task(
            "dig the beds", ["due": "2026-03-15", "project": "Garden", "priority": "low"])
        try store.task("renew passport", ["due": "2026-03-17", "priority": "medium"])
        try store.task("sort the loft")
        let oven = try store.task("clean the oven", ["due": "2026-03-05"])
        try store.call(.completeTask, ["task": "id:" + oven.id])
        // "dig the beds" waits on "buy seeds", which is open: blocked.
        try store.call(.addDependency, ["task": "dig the beds", "blockedBy": "buy seeds"])
        // "renew passport" waits on a done task: not blocked.
        try store.call(.addDependency, ["task": "renew passport", "blockedBy": "id:" + oven.id])
    }

    func listed(_ arguments: [String: String]) throws -> [String] {
        let result = try store.call(.listTasks, arguments)
        guard case .tasksListed(_, let tasks) = result.outcome else {
            Issue.record("expected a listing, got \(result.outcome)")
            return []
        }
        #expect(!result.wrote)
        return tasks.map(\.title)
    }

    @Test func openIsTheDefaultAndListsByDueDateWithUndatedLast() throws {
        let open = [
            "pay the council tax", "call the dentist", "buy seeds", "dig the beds",
            "renew passport", "sort the loft",
        ]
        #expect(try listed([:]) == open)
        #expect(try listed(["filter": "open"]) == open)
    }

    @Test func eachFilterSelectsItsTasks() throws {
        #expect(try listed(["filter": "done"]) == ["clean the oven"])
        #expect(try listed(["filter": "overdue"]) == ["pay the council tax"])
        #expect(try listed(["filter": "today"]) == ["pay the council tax", "call the dentist"])
        #expect(
            try listed(["filter": "week"]) == [
                "pay the council tax", "call the dentist", "buy seeds", "dig the beds",
            ])
        #expect(try listed(["filter": "blocked"]) == ["dig the beds"])
        #expect(try listed(["filter": "all"]).count == 7)
        // Open and with no date: the done oven had one, the loft never did.
        #expect(try listed(["filter": "undated"]) == ["sort the loft"])
    }

    @Test func aProjectAndAPriorityNarrowTheList() throws {
        #expect(try listed(["project": "garden"]) == ["buy seeds", "dig the beds"])
        // A priority means that priority or higher.
        #expect(try listed(["priority": "high"]) == ["pay the council tax", "call the dentist"])
        #expect(try listed(["project": "Garden", "priority": "low"]) == ["dig the beds"])
    }

    @Test func anUnknownProjectIsAMiss() throws {
        let result = try store.call(.listTasks, ["project": "Kitchen"])
        #expect(result.outcome == .noMatch(.project, query: "Kitchen"))
    }

    func agenda(_ range: String) throws -> (overdue: [String], due: [String]) {
        let result = try store.call(.agenda, ["range": range])
        guard case .agenda(let said, _, let overdue, let due) = result.outcome else {
            Issue.record("expected an agenda, got \(result.outcome)")
            return ([], [])
        }
        #expect(said == range)
        #expect(!result.wrote)
        return (overdue.map(\.title), due.map(\.title))
    }

    /// Overdue tasks come first in every window; done tasks never appear.
    @Test func agendaRangesShowOverdueThenWhatIsDueInTheWindow() throws {
        let today = try agenda("today")
        #expect(today.overdue == ["pay the council tax"])
        #expect(today.due == ["call the dentist"])
        #expect(try agenda("tomorrow").due == ["buy seeds"])
        #expect(try agenda("week").due == ["call the dentist", "buy seeds", "dig the beds"])
        let overdue = try agenda("overdue")
        #expect(overdue.overdue == ["pay the council tax"])
        #expect(overdue.due.isEmpty)
    }

    func window(_ arguments: [String: String]) throws -> (
        range: String, days: ClosedRange<CivilDate>?, due: [String]
    ) {
        let result = try store.call(.agenda, arguments)
        guard case .agenda(let range, let days, let overdue, let due) = result.outcome else {
            Issue.record("expected an agenda, got \(result.outcome)")
            return ("", nil, [])
        }
        #expect(overdue.map(\.title) == ["pay the council tax"])
        #expect(!result.wrote)
        return (range, days, due.map(\.title))
    }

    /// Several days: from today, or from `date`, through `until`, both ends included;
    /// overdue tasks still come first.
    @Test func daysThroughADayAreAWindowOfTheirOwn() throws {
        let byFriday = try window(["until": "2026-03-13"])
        #expect(byFriday.range == "days")
        #expect(byFriday.days == CivilDate(year: 2026, month: 3, day: 10)!...CivilDate(year: 2026, month: 3, day: 13)!)
        #expect(byFriday.due == ["call the dentist", "buy seeds"])
        let nextWeek = try window(["date": "2026-03-16", "until": "2026-03-22"])
        #expect(nextWeek.due == ["renew passport"])
        let weekend = try window(["date": "2026-03-14", "until": "2026-03-15"])
        #expect(weekend.due == ["dig the beds"])
        // One day keeps its own range, and says which day it was.
        let one = try window(["date": "2026-03-11"])
        #expect(one.range == "date")
        #expect(one.days?.lowerBound == CivilDate(year: 2026, month: 3, day: 11))
        #expect(one.due == ["buy seeds"])
    }

    @Test func aWindowThatEndsBeforeItStartsIsRefused() throws {
        let result = try store.call(.agenda, ["date": "2026-03-16", "until": "2026-03-12"])
        #expect(result.outcome == .invalid(argument: "until", reason: "2026-03-12 is before 2026-03-16"))
        #expect(!result.wrote)
    }
}

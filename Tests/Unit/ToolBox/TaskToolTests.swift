import Testing

@testable import Journal
@testable import ToolBox

/// Each task tool through the registry, and the undo that takes it back. Now is Tuesday
/// 2026-03-10 09:00.
@Suite struct TaskToolTests {
    let store: ToolTestStore

    init() throws { store = try ToolTestStore() }

    @Test func createTaskStoresEveryFieldAndUndoRemovesIt() throws {
        let task = try store.task(
            "call the dentist",
            ["due": "2026-03-13T15:00", "priority": "High", "repeat": "byday=fr;freq=weekly"])
        let stored = try #require(try store.stored(task.id))
        #expect(stored.title == "call the dentist")
        #expect(stored.status == "open")
        #expect(stored.due?.description == "2026-03-13T15:00")
        #expect(stored.priority == "high")
        #expect(stored.repeatRule == "FREQ=WEEKLY;BYDAY=FR")
        #expect(stored.createdAt == "2026-03-10T09:00:00")
        #expect(try store.undoApplied())
        #expect(try store.count("tasks") == 0)
    }

    /// One call, one journal entry: undo takes back the project it had to create as well.
    @Test func createTaskInANewProjectCreatesBothAndUndoRemovesBoth() throws {
        let result = try store.call(.createTask, ["title": "buy seeds", "project": "Allotment"])
        guard case .taskCreated(let task, let project) = result.outcome else {
            Issue.record("expected a task, got \(result.outcome)")
            return
        }
        #expect(project == "Allotment")
        let projects = try Records(database: store.database).projects()
        #expect(projects.map(\.name) == ["Allotment"])
        #expect(try store.stored(task.id)?.project == projects.first?.id)
        #expect(try store.count("journal_entries") == 1)
        #expect(try store.undoApplied())
        #expect(try store.count("tasks") == 0)
        #expect(try store.count("projects") == 0)
    }

    @Test func createTaskInAnExistingProjectCreatesNoProject() throws {
        try store.call(.createProject, ["name": "Garden"])
        try store.task("buy seeds", ["project": "the garden project"])
        #expect(try store.count("projects") == 1)
    }

    @Test func completeTaskMarksItDoneAndUndoReopensIt() throws {
        let task = try store.task("pay the water bill")
        store.timestamp = "2026-03-10T10:30:00"
        let result = try store.call(.completeTask, ["task": "water bill"])
        #expect(result.wrote)
        let done = try #require(try store.stored(task.id))
        #expect(done.status == "done")
        #expect(done.completedAt == "2026-03-10T10:30:00")
        #expect(try store.undoApplied())
        let reopened = try #require(try store.stored(task.id))
        #expect(reopened.status == "open")
        #expect(reopened.completedAt == nil)
    }

    @Test func completingADoneTaskChangesNothing() throws {
        let task = try store.task("pay the water bill")
        try store.call(.completeTask, ["task": "id:" + task.id])
        let before = try store.snapshot()
        let result = try store.call(.completeTask, ["task": "id:" + task.id])
        #expect(result.outcome == .unchanged(try #require(try store.stored(task.id))))
        #expect(!result.wrote)
        #expect(try store.snapshot() == before)
    }

    /// Reopening looks among done tasks first: the open task of the same title is the decoy.
    @Test func reopenTaskFindsTheDoneOneAndUndoClosesItAgain() throws {
        let old = try store.task("water the plants")
        try store.call(.completeTask, ["task": "id:" + old.id])
        let current = try store.task("water the plants")
        let result = try store.call(.reopenTask, ["task": "water the plants"])
        guard case .taskReopened(let reopened) = result.outcome else {
            Issue.record("expected a reopen, got \(result.outcome)")
            return
        }
        #expect(reopened.id == old.id)
        #expect(try store.stored(current.id)?.status == "open")
        #expect(try store.undoApplied())
        #expect(try store.stored(old.id)?.status == "done")
    }

    @Test func updateTaskRenamesAndUndoRestoresTheTitle() throws {
        let task = try store.task("get batteries")
        let result = try store.call(
            .updateTask, ["task": "get batteries", "title": "get AA batteries"])
        #expect(result.wrote)
        #expect(try store.stored(task.id)?.title == "get AA batteries")
        #expect(try store.undoApplied())
        #expect(try store.stored(task.id)?.title == "get batteries")
    }

    /// A due date of `none` takes the date away and nothing else; undo gives it back.
    @Test func updateTaskWithNoDueDateClearsTheDateAndUndoRestoresIt() throws {
        let task = try store.task("write the report", ["due": "2026-03-14T10:00", "priority": "high"])
        let result = try store.call(.updateTask, ["task": "write the report", "due": "none"])
        #expect(result.wrote)
        let cleared = try #require(try store.stored(task.id))
        #expect(cleared.due == nil)
        #expect(cleared.priority == "high" && cleared.title == "write the report")
        #expect(try store.undoApplied())
        #expect(try store.stored(task.id)?.due?.description == "2026-03-14T10:00")
    }

    /// The task waits on one task and another waits on it: both dependency rows go with
    /// it, in the same journal entry, and come back with it.
    @Test func deleteTaskTakesItsDependenciesAndUndoRestoresAll() throws {
        let venue = try store.task("book venue")
        let invites = try store.task("send invites")
        let menus = try store.task("print menus")
        try store.call(.addDependency, ["task": "id:" + invites.id, "blockedBy": "id:" + venue.id])
        try store.call(.addDependency, ["task": "id:" + menus.id, "blockedBy": "id:" + invites.id])
        try store.call(.addDependency, ["task": "id:" + menus.id, "blockedBy": "id:" + venue.id])
        let before = try store.snapshot()

        let result = try store.call(.deleteTask, ["task": "send invites"])
        #expect(result.outcome == .taskDeleted(invites))
        #expect(try store.stored(invites.id) == nil)
        let left = try store.database.rows("SELECT task, blocked_by FROM dependencies")
        #expect(left.map { [$0.text("task"), $0.text("blocked_by")] } == [[menus.id, venue.id]])

        #expect(try store.undoApplied())
        let after = try store.snapshot()
        #expect(after["tasks"] == before["tasks"])
        #expect(after["dependencies"] == before["dependencies"])
    }

    @Test func rescheduleToADayKeepsTheTimeAndADateTimeReplacesIt() throws {
        let task = try store.task("call the dentist", ["due": "2026-03-12T15:00"])
        try store.call(.rescheduleTask, ["task": "dentist", "due": "2026-03-13"])
        #expect(try store.stored(task.id)?.due?.description == "2026-03-13T15:00")
        try store.call(.rescheduleTask, ["task": "dentist", "due": "2026-03-16T10:00"])
        #expect(try store.stored(task.id)?.due?.description == "2026-03-16T10:00")
        #expect(try store.undoApplied())
        #expect(try store.stored(task.id)?.due?.description == "2026-03-13T15:00")
        #expect(try store.undoApplied())
        #expect(try store.stored(task.id)?.due?.description == "2026-03-12T15:00")
    }

    @Test func rescheduleByAShiftMovesFromTheDueDateOrFromToday() throws {
        let dated = try store.task("draft the budget", ["due": "2026-03-12T15:00"])
        let undated = try store.task("renew passport")
        try store.call(.rescheduleTask, ["task": "budget", "by": "+2d"])
        #expect(try store.stored(dated.id)?.due?.description == "2026-03-14T15:00")
        try store.call(.rescheduleTask, ["task": "budget", "by": "-1d"])
        #expect(try store.stored(dated.id)?.due?.description == "2026-03-13T15:00")
        try store.call(.rescheduleTask, ["task": "passport", "by": "+1w"])
        #expect(try store.stored(undated.id)?.due?.description == "2026-03-17")
        #expect(try store.undoApplied())
        #expect(try store.stored(undated.id)?.due == nil)
    }

    /// "move the dentist to 4pm": a time alone keeps a day still to come, and gives a
    /// task with no day, or an overdue one, the time's next occurrence.
    @Test func rescheduleToATimeKeepsTheDayItCan() throws {
        let thursday = try store.task("call the dentist", ["due": "2026-03-12T15:00"])
        let overdue = try store.task("fix the fence", ["due": "2026-03-07"])
        let undated = try store.task("renew passport")
        try store.call(.rescheduleTask, ["task": "dentist", "at": "16:00"])
        #expect(try store.stored(thursday.id)?.due?.description == "2026-03-12T16:00")
        try store.call(.rescheduleTask, ["task": "fence", "at": "16:00"])
        #expect(try store.stored(overdue.id)?.due?.description == "2026-03-10T16:00")
        // Now is 09:00: 08:00 has gone today.
        try store.call(.rescheduleTask, ["task": "passport", "at": "08:00"])
        #expect(try store.stored(undated.id)?.due?.description == "2026-03-11T08:00")
        #expect(try store.undoApplied())
        #expect(try store.stored(undated.id)?.due == nil)
    }

    @Test func snoozeMovesToALaterDayKeepingTheTime() throws {
        let task = try store.task("clean the gutters", ["due": "2026-03-10T18:00"])
        try store.call(.snoozeTask, ["task": "gutters", "until": "2026-03-16"])
        #expect(try store.stored(task.id)?.due?.description == "2026-03-16T18:00")
        // Without a date, until tomorrow.
        try store.call(.snoozeTask, ["task": "gutters"])
        #expect(try store.stored(task.id)?.due?.description == "2026-03-11T18:00")
        #expect(try store.undoApplied())
        #expect(try store.stored(task.id)?.due?.description == "2026-03-16T18:00")
    }

    @Test func snoozeIntoThePastIsRefusedAndWritesNothing() throws {
        try store.task("clean the gutters", ["due": "2026-03-12"])
        let before = try store.snapshot()
        let result = try store.call(.snoozeTask, ["task": "gutters", "until": "2026-03-09"])
        guard case .invalid(let argument, _) = result.outcome else {
            Issue.record("expected a refusal, got \(result.outcome)")
            return
        }
        #expect(argument == "until")
        #expect(!result.wrote)
        #expect(try store.snapshot() == before)
    }

    @Test func setPriorityAndUndo() throws {
        let task = try store.task("fix the fence", ["priority": "low"])
        try store.call(.setPriority, ["task": "fence", "priority": "URGENT"])
        #expect(try store.stored(task.id)?.priority == "urgent")
        #expect(try store.undoApplied())
        #expect(try store.stored(task.id)?.priority == "low")
    }

    /// A rule on an undated task dates it today, so there is an occurrence to count from;
    /// `none` stops it repeating.
    @Test func setRecurrenceDatesAnUndatedTaskAndNoneStopsIt() throws {
        let task = try store.task("water the plants")
        try store.call(.setRecurrence, ["task": "plants", "repeat": "FREQ=WEEKLY;BYDAY=MO"])
        var stored = try #require(try store.stored(task.id))
        #expect(stored.repeatRule == "FREQ=WEEKLY;BYDAY=MO")
        #expect(stored.due?.description == "2026-03-10")
        try store.call(.setRecurrence, ["task": "plants", "repeat": "none"])
        stored = try #require(try store.stored(task.id))
        #expect(stored.repeatRule == nil)
        #expect(try store.undoApplied())
        #expect(try store.stored(task.id)?.repeatRule == "FREQ=WEEKLY;BYDAY=MO")
        #expect(try store.undoApplied())
        stored = try #require(try store.stored(task.id))
        #expect(stored.repeatRule == nil)
        #expect(stored.due == nil)
    }

    /// Completing a repeating task hands its rule to the next occurrence; undo gives the
    /// rule back and deletes the occurrence, in one step.
    @Test func completingARepeatingTaskSpawnsTheNextAndUndoTakesItBack() throws {
        let task = try store.task(
            "take the bins out",
            ["due": "2026-03-10T19:00", "repeat": "FREQ=WEEKLY;BYDAY=TU", "priority": "high"])
        let result = try store.call(.completeTask, ["task": "bins"])
        guard case .taskCompleted(let done, let spawned) = result.outcome, let next = spawned else {
            Issue.record("expected a completion with a next occurrence, got \(result.outcome)")
            return
        }
        #expect(done.status == "done")
        #expect(done.repeatRule == nil)
        #expect(next.id != task.id)
        #expect(next.title == "take the bins out")
        #expect(next.due?.description == "2026-03-17T19:00")
        #expect(next.repeatRule == "FREQ=WEEKLY;BYDAY=TU")
        #expect(next.priority == "high")
        #expect(next.isOpen)

        #expect(try store.undoApplied())
        #expect(try store.stored(next.id) == nil)
        let back = try #require(try store.stored(task.id))
        #expect(back.status == "open")
        #expect(back.repeatRule == "FREQ=WEEKLY;BYDAY=TU")
        #expect(try store.count("tasks") == 1)
    }

    /// Completed a week late: the next occurrence is not already overdue.
    @Test func aLateCompletionSpawnsTheNextOccurrenceFromToday() throws {
        try store.task("take vitamins", ["due": "2026-03-01", "repeat": "FREQ=DAILY"])
        let result = try store.call(.completeTask, ["task": "vitamins"])
        guard case .taskCompleted(_, let next?) = result.outcome else {
            Issue.record("expected a next occurrence, got \(result.outcome)")
            return
        }
        #expect(next.due?.description == "2026-03-10")
    }

    @Test func aTaskNoOneNamedIsAMissAndWritesNothing() throws {
        try store.task("call the dentist")
        let before = try store.snapshot()
        for tool in [ToolName.completeTask, .deleteTask, .reopenTask, .snoozeTask] {
            let result = try store.call(tool, ["task": "flux capacitor"])
            #expect(result.outcome == .noMatch(.task, query: "flux capacitor"))
            #expect(!result.wrote)
        }
        #expect(try store.snapshot() == before)
    }

    struct BadArguments: Sendable, CustomTestStringConvertible {
        let tool: ToolName
        let arguments: [String: String]
        let argument: String
        var testDescription: String {
            "\(tool) \(arguments.keys.sorted().map { "\($0): \(arguments[$0] ?? "")" })"
        }
    }

    static let badArguments: [BadArguments] = [
        BadArguments(
            tool: .createTask, arguments: ["title": "x", "due": "not a date"], argument: "due"),
        BadArguments(
            tool: .createTask, arguments: ["title": "x", "priority": "huge"], argument: "priority"),
        BadArguments(
            tool: .createTask, arguments: ["title": "x", "repeat": "sometimes"], argument: "repeat"),
        BadArguments(
            tool: .createTask, arguments: ["title": "x", "due": "2026-02-30"], argument: "due"),
        BadArguments(
            tool: .rescheduleTask, arguments: ["task": "dentist", "due": "Friday"], argument: "due"),
        BadArguments(
            tool: .rescheduleTask, arguments: ["task": "dentist", "by": "soon"], argument: "by"),
        BadArguments(
            tool: .rescheduleTask, arguments: ["task": "dentist", "at": "4pm"], argument: "at"),
        BadArguments(
            tool: .setPriority, arguments: ["task": "dentist", "priority": "huge"],
            argument: "priority"),
        BadArguments(
            tool: .updateTask, arguments: ["task": "dentist", "due": "2026-13-01"], argument: "due"),
        BadArguments(
            tool: .updateTask, arguments: ["task": "dentist", "due": "never"], argument: "due"),
        BadArguments(
            tool: .snoozeTask, arguments: ["task": "dentist", "until": "tomorrow"],
            argument: "until"),
        BadArguments(tool: .listTasks, arguments: ["filter": "someday"], argument: "filter"),
        BadArguments(tool: .agenda, arguments: ["range": "fortnight"], argument: "range"),
    ]

    @Test(arguments: badArguments)
    func badArgumentsAreInvalidAndWriteNothing(_ example: BadArguments) throws {
        try store.task("call the dentist", ["due": "2026-03-12T15:00"])
        let before = try store.snapshot()
        let result = try store.call(example.tool, example.arguments)
        guard case .invalid(let argument, let reason) = result.outcome else {
            Issue.record("expected .invalid, got \(result.outcome)")
            return
        }
        #expect(argument == example.argument)
        #expect(!reason.isEmpty)
        #expect(!result.wrote)
        #expect(try store.snapshot() == before)
    }

    @Test func aMissingRequiredArgumentIsMissingAndWritesNothing() throws {
        let before = try store.snapshot()
        let result = try store.call(.createTask, ["title": "  "])
        #expect(result.outcome == .missing(argument: "title"))
        #expect(try store.snapshot() == before)
    }
}

import Testing

@testable import IntentGrammar
@testable import Journal
@testable import Planner
@testable import ToolBox

/// Running plans against a real in-memory store: references, failures, one undo group.
@Suite struct PlanExecutorTests {
    let database: Database
    let journal: ActionJournal
    let stemmer = Stemmer()
    let timestamp = "2026-03-10T09:00:00"

    init() throws {
        database = try StoreOpener.inMemory()
        journal = ActionJournal(database: database)
    }

    var context: ToolContext {
        ToolContext(
            database: database,
            now: LocalDateTime(iso: timestamp) ?? LocalDateTime(date: CivilDate(daysSinceEpoch: 0)),
            timestamp: timestamp, stemmer: stemmer)
    }

    /// Runs `steps` as one turn, as the Agent does.
    func run(_ steps: [ParsedIntent], registry: ToolRegistry = .standard) throws -> (
        turn: Int64, reports: [StepReport]
    ) {
        let turn = try journal.begin(utterance: "plan", at: timestamp)
        let reports = try PlanExecutor(registry: registry, journal: journal).run(
            steps, context: context, turn: turn)
        try journal.finish(turn)
        return (turn, reports)
    }

    func step(_ tool: ToolName, _ arguments: [String: String]) -> ParsedIntent {
        ParsedIntent(tool, arguments)
    }

    func snapshot() throws -> [String: [Row]] {
        var result: [String: [Row]] = [:]
        for table in ["tasks", "projects", "notes", "dependencies", "journal_entries"] {
            result[table] = try database.rows("SELECT * FROM \(table) ORDER BY id")
        }
        return result
    }

    func undo() throws -> UndoOutcome {
        try UndoEngine(journal: journal).undo(
            inTurn: journal.begin(utterance: "undo", at: timestamp))
    }

    /// The decoy "Launch party" sits beside the new "Launch": the tasks must land in the
    /// project step 1 created, found by its id.
    @Test func aStepReferenceFilesUnderTheProjectThatStepCreated() throws {
        _ = try run([step(.createProject, ["name": "Launch party"])])
        let (_, reports) = try run([
            step(.createProject, ["name": "Launch"]),
            step(.createTask, ["title": "book the band", "project": "$1"]),
            step(.createTask, ["title": "print the tickets", "project": "$1"]),
        ])
        #expect(reports.map(\.status) == [.done, .done, .done])
        let launch = try #require(
            try database.scalar("SELECT id FROM projects WHERE name = 'Launch'")?.text)
        let filed = try database.rows("SELECT project FROM tasks").compactMap { $0.text("project") }
        #expect(filed == [launch, launch])
        // The report keeps the reference as written.
        #expect(reports[1].arguments["project"] == "$1")
    }

    /// By title, "$1" would be "book the band", which two open tasks answer to: the older
    /// decoy makes any title lookup ambiguous, so only the id finds the new one.
    @Test func aStepReferenceFindsTheCreatedTaskByIDNotByTitle() throws {
        _ = try run([step(.createTask, ["title": "book the band"])])
        let (_, reports) = try run([
            step(.createTask, ["title": "book the band"]),
            step(.completeTask, ["task": "$1"]),
            step(.setPriority, ["task": "$1", "priority": "high"]),
        ])
        #expect(reports.map(\.status) == [.done, .done, .done])
        let rows = try database.rows(
            "SELECT status, priority FROM tasks ORDER BY created_at, rowid")
        #expect(rows.map { $0.text("status") } == ["open", "done"])
        #expect(rows.map { $0.text("priority") } == [nil, "high"])
    }

    @Test func aReferenceToAStepThatCreatedNothingFailsThatStep() throws {
        let (_, reports) = try run([
            step(.listTasks, [:]),
            step(.setPriority, ["task": "$1", "priority": "high"]),
        ])
        #expect(reports.map(\.status) == [.done, .failed])
        #expect(reports[1].problem?.contains("$1") == true)
    }

    /// Three good steps with a bad one put at `position`: the bad one names a task that
    /// does not exist.
    @Test(arguments: [1, 2, 3])
    func theFirstFailedStepStopsThePlanAndWritesNothing(_ position: Int) throws {
        var steps = [
            step(.createTask, ["title": "buy stamps"]),
            step(.createTask, ["title": "post the parcel"]),
            step(.createTask, ["title": "collect the prescription"]),
        ]
        steps.insert(
            step(.rescheduleTask, ["task": "flux capacitor", "due": "2026-03-13"]), at: position - 1
        )
        let (turn, reports) = try run(steps)

        let expected: [StepStatus] = (1...4).map {
            $0 < position ? .done : $0 == position ? .failed : .skipped
        }
        #expect(reports.map(\.status) == expected)
        #expect(reports[position - 1].outcome == .noMatch(.task, query: "flux capacitor"))
        #expect(try database.scalar("SELECT count(*) FROM tasks")?.integer == Int64(position - 1))
        let journaledSteps = try database.rows(
            "SELECT step FROM journal_entries WHERE turn = ?1 ORDER BY id", [.integer(turn)]
        ).compactMap { $0["step"].integer }
        #expect(journaledSteps == (1..<position).map(Int64.init))
    }

    /// A createTask that "forgets" the project: it writes a task, and the postcondition
    /// (filed under the project) fails, so its write is rolled back with it.
    struct CarelessCreateTask: Tool {
        let name = ToolName.createTask
        let arguments = CreateTask().arguments

        func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
            -> ToolOutcome
        {
            let id = ItemID.make()
            try writer.insert(
                "tasks",
                [
                    ("id", .text(id)), ("title", .text(arguments.text("title") ?? "")),
                    ("created_at", .text(context.timestamp)),
                    ("updated_at", .text(context.timestamp)),
                ])
            guard let task = try context.records.task(id: id) else {
                return .noMatch(.task, query: "")
            }
            return .taskCreated(task, project: nil)
        }
    }

    @Test func aFailedPostconditionRollsBackThatStepsWritesOnly() throws {
        let registry = ToolRegistry(
            StandardTools.all.filter { $0.name != .createTask } + [CarelessCreateTask()])
        let (_, reports) = try run(
            [
                step(.createProject, ["name": "Garden"]),
                step(.createTask, ["title": "buy seeds", "project": "$1"]),
                step(.createProject, ["name": "Kitchen"]),
            ], registry: registry)
        #expect(reports.map(\.status) == [.done, .failed, .skipped])
        #expect(reports[1].problem == "the new task was not filed under the project")
        #expect(try database.scalar("SELECT count(*) FROM tasks")?.integer == 0)
        #expect(
            try database.rows("SELECT name FROM projects").map { $0.text("name") } == ["Garden"])
    }

    @Test func undoOfAPlanTurnRemovesEveryStep() throws {
        _ = try run([step(.createTask, ["title": "water the plants"])])
        let before = try snapshot()
        let (turn, reports) = try run([
            step(.createProject, ["name": "Garden"]),
            step(.createTask, ["title": "buy seeds", "project": "$1"]),
            step(.createTask, ["title": "dig beds", "project": "$1", "due": "2026-03-14"]),
            step(.setPriority, ["task": "$2", "priority": "high"]),
            step(.completeTask, ["task": "water the plants"]),
        ])
        #expect(reports.allSatisfy { $0.status == .done })
        // One journal group: every step's entry belongs to the plan's turn.
        let entries = try database.scalar(
            "SELECT count(*) FROM journal_entries WHERE turn = ?1", [.integer(turn)])
        #expect(entries?.integer == 5)
        guard case .applied(let undone, _, let summaries) = try undo() else {
            Issue.record("undo did not apply")
            return
        }
        #expect(undone == turn)
        #expect(summaries.count == 5)
        var after = try snapshot()
        after["journal_entries"] = before["journal_entries"]
        #expect(after == before)
    }

    /// A row the plan created was changed outside the journal: undo refuses the whole turn
    /// and touches nothing, not even the rows it could have reverted.
    @Test func undoOfAPlanIsRefusedWhenAnItemItCreatedChangedSince() throws {
        let (turn, _) = try run([
            step(.createProject, ["name": "Garden"]),
            step(.createTask, ["title": "buy seeds", "project": "$1"]),
            step(.createTask, ["title": "dig beds", "project": "$1"]),
        ])
        try database.run("UPDATE tasks SET title = 'dig the beds' WHERE title = 'dig beds'")
        let before = try snapshot()
        let outcome = try undo()
        guard case .conflict(let target, let conflict) = outcome else {
            Issue.record("expected a conflict, got \(outcome)")
            return
        }
        #expect(target == turn)
        #expect(conflict.reason == .changedSince)
        #expect(conflict.label == "dig beds")
        #expect(try snapshot() == before)
        let undone = try database.scalar(
            "SELECT undone FROM turns WHERE id = ?1", [.integer(turn)])?.integer
        #expect(undone == 0)
    }
}

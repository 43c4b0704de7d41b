import Journal
import Testing
import ToolBox

/// addDependency, whatsBlocking and the `blocked` filter of listTasks.
@Suite struct DependencyToolTests {
    @Test func addingADependencyIsUndoneExactly() throws {
        let store = try KnowledgeHarness()
        let launch = try store.task("launch the site")
        let venue = try store.task("book the venue")
        let before = try store.snapshot()
        let result = try store.result(
            .addDependency, ["task": "launch the site", "blockedBy": "book the venue"])
        #expect(result.outcome == .dependencyAdded(task: launch, blockedBy: venue))
        #expect(result.wrote)
        #expect(try store.database.scalar("SELECT count(*) FROM dependencies")?.integer == 1)
        guard case .applied = try store.undo() else { Issue.record("undo did not apply"); return }
        #expect(try store.snapshot() == before)
        guard case .applied = try store.redo() else { Issue.record("redo did not apply"); return }
        #expect(try store.database.scalar("SELECT count(*) FROM dependencies")?.integer == 1)
    }

    @Test func aTaskCannotWaitOnItself() throws {
        let store = try KnowledgeHarness()
        let task = try store.task("renew passport")
        let result = try store.result(
            .addDependency, ["task": "renew passport", "blockedBy": "id:" + task.id])
        #expect(result.outcome == .selfDependency(task))
        #expect(!result.outcome.succeeded)
        #expect(!result.wrote)
    }

    @Test func aLoopIsRefusedWithTheChainThatWouldCloseIt() throws {
        let store = try KnowledgeHarness()
        let a = try store.task("ship the beta")
        let b = try store.task("fix the payments bug")
        let c = try store.task("get the sandbox keys")
        try store.block(a, by: b)
        try store.block(b, by: c)
        let before = try store.snapshot()
        // c waiting on a would close a -> b -> c -> a.
        let result = try store.result(
            .addDependency, ["task": "id:" + c.id, "blockedBy": "id:" + a.id])
        #expect(result.outcome == .dependencyCycle(task: c, blockedBy: a, path: [a, b, c]))
        #expect(!result.outcome.succeeded)
        #expect(!result.wrote)
        #expect(try store.snapshot() == before)
    }

    @Test func anExistingDependencyIsReportedNotWrittenAgain() throws {
        let store = try KnowledgeHarness()
        let a = try store.task("paint the fence")
        let b = try store.task("buy paint")
        try store.block(a, by: b)
        let result = try store.result(
            .addDependency, ["task": "paint the fence", "blockedBy": "buy paint"])
        #expect(result.outcome == .dependencyExists(task: a, blockedBy: b))
        #expect(result.outcome.succeeded)
        #expect(!result.wrote)
    }

    @Test func whatsBlockingFollowsAChainOfOpenBlockers() throws {
        let store = try KnowledgeHarness()
        let launch = try store.task("launch the app")
        let review = try store.task("payments review")
        let sandbox = try store.task("sandbox date from the provider")
        let copy = try store.task("write the announcement")
        try store.block(launch, by: review)
        try store.block(review, by: sandbox)
        try store.block(launch, by: copy)
        try store.complete(copy)  // done: no longer in the way
        guard
            case .blockers(let report) = try store.call(.whatsBlocking, ["item": "launch the app"])
        else {
            Issue.record("expected blockers")
            return
        }
        #expect(report.subject == ItemRef(launch))
        #expect(
            report.edges.map { [$0.waiting.title, $0.blocker.title, "\($0.depth)"] } == [
                ["launch the app", "payments review", "1"],
                ["payments review", "sandbox date from the provider", "2"],
            ])
        #expect(report.blockers.map(\.id) == [review.id, sandbox.id])
    }

    @Test func whatsBlockingAProjectCoversEveryOpenTaskOfIt() throws {
        let store = try KnowledgeHarness()
        try store.project("Launch")
        try store.project("Launch party")  // decoy: "launch" names Launch exactly
        let venue = try store.task("book venue", ["project": "Launch"])
        let site = try store.task("publish site", ["project": "Launch"])
        let free = try store.task("order badges", ["project": "Launch"])
        let deposit = try store.task("pay the venue deposit")
        let budget = try store.task("approve the budget")
        let cake = try store.task("order cake", ["project": "Launch party"])
        let baker = try store.task("find a baker")
        try store.block(venue, by: deposit)
        try store.block(deposit, by: budget)
        try store.block(site, by: budget)
        try store.block(cake, by: baker)
        guard case .blockers(let report) = try store.call(.whatsBlocking, ["item": "the launch"])
        else {
            Issue.record("expected blockers")
            return
        }
        #expect(report.subject.kind == .project)
        #expect(report.subject.title == "Launch")
        let edges = Set(
            report.edges.map { "\($0.waiting.title) <- \($0.blocker.title) @\($0.depth)" })
        #expect(
            edges == [
                "book venue <- pay the venue deposit @1",
                "pay the venue deposit <- approve the budget @2",
                "publish site <- approve the budget @1",
            ])
        #expect(!report.edges.contains { $0.waiting.id == free.id || $0.waiting.id == cake.id })
        #expect(report.edges.first?.depth == 1)
    }

    @Test func whatsBlockingNamesATaskWhenNoProjectIsNamedExactly() throws {
        let store = try KnowledgeHarness()
        try store.project("Garden")
        let beds = try store.task("dig the garden beds", ["project": "Garden"])
        let spade = try store.task("buy a spade")
        try store.block(beds, by: spade)
        guard case .blockers(let report) = try store.call(.whatsBlocking, ["item": "garden beds"])
        else {
            Issue.record("expected blockers")
            return
        }
        #expect(report.subject == ItemRef(beds))
        #expect(report.blockers == [spade])
    }

    @Test func nothingInTheWayIsAnEmptyReport() throws {
        let store = try KnowledgeHarness()
        let task = try store.task("water the plants")
        #expect(
            try store.call(.whatsBlocking, ["item": "water the plants"])
                == .blockers(BlockingReport(subject: ItemRef(task), edges: [])))
        #expect(
            try store.call(.whatsBlocking, ["item": "something else entirely"])
                == .noItemMatch(query: "something else entirely"))
    }

    @Test func listTasksBlockedCountsOnlyOpenBlockers() throws {
        let store = try KnowledgeHarness()
        let a = try store.task("frame the photo")
        let b = try store.task("print the photo")
        let c = try store.task("hang the frame")
        let d = try store.task("buy hooks")
        try store.block(a, by: b)
        try store.block(c, by: d)
        try store.complete(d)
        guard case .tasksListed(_, let tasks) = try store.call(.listTasks, ["filter": "blocked"])
        else {
            Issue.record("expected a list")
            return
        }
        #expect(tasks.map(\.id) == [a.id])
    }

    @Test func deletingABlockerTakesItsDependenciesAndUndoBringsThemBack() throws {
        let store = try KnowledgeHarness()
        let a = try store.task("file the tax return")
        let b = try store.task("get the P60")
        try store.block(a, by: b)
        let before = try store.snapshot()
        _ = try store.call(.deleteTask, ["task": "get the P60"])
        #expect(try store.database.scalar("SELECT count(*) FROM dependencies")?.integer == 0)
        guard case .applied = try store.undo() else { Issue.record("undo did not apply"); return }
        #expect(try store.snapshot() == before)
    }
}

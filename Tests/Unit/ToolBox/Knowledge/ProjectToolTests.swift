import Journal
import Testing
import ToolBox

/// projectStatus, addMilestone and summarize.
@Suite struct ProjectToolTests {
    /// Launch: 2 of 5 done, one overdue, one blocked, milestones before and after today.
    func launch() throws -> (KnowledgeHarness, [String: TaskItem]) {
        let store = try KnowledgeHarness()
        try store.project("Launch")
        try store.project("Launch party")
        var tasks: [String: TaskItem] = [:]
        for (title, due) in [
            ("draft the budget", "2026-03-05"), ("book venue", "2026-03-18"),
            ("send invites", "2026-03-20"),
            ("pick a date", "2026-03-01"), ("write the brief", "2026-03-02"),
        ] {
            tasks[title] = try store.task(title, ["project": "Launch", "due": due])
        }
        try store.task("order cake", ["project": "Launch party", "due": "2026-03-01"])  // decoy
        try store.complete(try #require(tasks["pick a date"]), at: "2026-03-02T10:00:00")
        try store.complete(try #require(tasks["write the brief"]), at: "2026-03-08T16:00:00")
        try store.block(try #require(tasks["send invites"]), by: try #require(tasks["book venue"]))
        _ = try store.call(
            .addMilestone, ["project": "Launch", "title": "kick-off", "due": "2026-03-02"])
        _ = try store.call(
            .addMilestone, ["project": "Launch", "title": "launch day", "due": "2026-04-14"])
        _ = try store.call(
            .addMilestone, ["project": "Launch", "title": "beta", "due": "2026-03-25"])
        return (store, tasks)
    }

    @Test func projectStatusReportsProgressLatenessBlockersAndTheNextMilestone() throws {
        let (store, tasks) = try launch()
        guard
            case .projectStatus(let status) = try store.call(.projectStatus, ["project": "launch"])
        else {
            Issue.record("expected a status")
            return
        }
        #expect(status.project.name == "Launch")
        #expect(status.done == 2)
        #expect(status.total == 5)
        #expect(status.overdueCount == 1)
        #expect(status.overdue.map(\.title) == ["draft the budget"])
        #expect(status.blocked == 1)
        #expect(status.nextMilestone?.title == "beta")
        #expect(status.recent.map(\.title) == ["write the brief", "pick a date"])
        #expect(status.recent.first?.id == tasks["write the brief"]?.id)
    }

    @Test func projectStatusWithNoProjectNamedGivesEveryProjectByName() throws {
        let (store, _) = try launch()
        try store.project("garden")
        let before = try store.snapshot()
        guard case .projectsOverview(let projects) = try store.call(.projectStatus, [:]) else {
            Issue.record("expected an overview")
            return
        }
        // By name, case folded: "garden" before "Launch" before "Launch party".
        #expect(projects.map(\.project.name) == ["garden", "Launch", "Launch party"])
        #expect(projects.map(\.total) == [0, 5, 1])
        #expect(projects.map(\.done) == [0, 2, 0])
        #expect(projects.map(\.overdueCount) == [0, 1, 1])
        #expect(projects[1].blocked == 1 && projects[1].nextMilestone?.title == "beta")
        // A look changes nothing.
        #expect(try store.snapshot() == before)
    }

    @Test func projectStatusWithNoProjectsIsAnEmptyOverview() throws {
        let store = try KnowledgeHarness()
        #expect(try store.call(.projectStatus, [:]) == .projectsOverview([]))
    }

    @Test func addMilestoneIsUndoneExactlyAndNotAddedTwice() throws {
        let store = try KnowledgeHarness()
        let project = try store.project("Garden")
        let before = try store.snapshot()
        let result = try store.result(
            .addMilestone, ["project": "garden", "title": "beds dug", "due": "2026-04-01"])
        guard case .milestoneAdded(let milestone, let owner) = result.outcome else {
            Issue.record("expected a milestone, got \(result.outcome)")
            return
        }
        #expect(owner == project)
        #expect(milestone.title == "beds dug")
        #expect(milestone.due?.description == "2026-04-01")
        let again = try store.result(
            .addMilestone, ["project": "Garden", "title": "Beds dug", "due": "2026-04-08"])
        #expect(again.outcome == .milestoneExists(milestone, project: project))
        #expect(!again.wrote)
        guard case .applied = try store.undo() else { Issue.record("undo did not apply"); return }
        #expect(try store.snapshot() == before)
    }

    @Test func aMilestoneForAProjectThatDoesNotExistCreatesNothing() throws {
        let store = try KnowledgeHarness()
        let result = try store.result(.addMilestone, ["project": "Moon base", "title": "landing"])
        #expect(result.outcome == .noMatch(.project, query: "Moon base"))
        #expect(!result.wrote)
        #expect(try store.snapshot().isEmpty)
    }

    @Test func aProjectSummaryIsMadeOfItsRows() throws {
        let (store, _) = try launch()
        let note = try store.note("Venue shortlist", "The Old Library holds 120 people.")
        _ = try store.call(.linkItems, ["from": "Venue shortlist", "to": "Launch"])
        guard
            case .summary(let report) = try store.call(
                .summarize, ["scope": "project", "target": "Launch"])
        else {
            Issue.record("expected a summary")
            return
        }
        #expect(report.project?.name == "Launch")
        #expect((report.done, report.total) == (2, 5))
        #expect(report.completed.map(\.title) == ["write the brief", "pick a date"])
        #expect(report.due.map(\.title) == ["book venue", "send invites"])
        #expect(report.overdue.map(\.title) == ["draft the budget"])
        #expect(report.notes == [ItemRef(note)])
        #expect(report.milestones.map(\.title) == ["beta", "launch day"])
    }

    @Test func aWeekSummaryCoversMondayToSunday() throws {
        let (store, _) = try launch()
        guard
            case .summary(let week) = try store.call(
                .summarize, ["scope": "week", "target": "2026-03-12"])
        else {
            Issue.record("expected a summary")
            return
        }
        #expect(week.start.description == "2026-03-09")
        #expect(week.end.description == "2026-03-15")
        #expect(week.completed.isEmpty)
        #expect(week.due.isEmpty)
        // Overdue in any project, by due date.
        #expect(week.overdue.map(\.title) == ["order cake", "draft the budget"])
        #expect(week.added.count == 6)  // everything was created today, the 10th
        guard
            case .summary(let last) = try store.call(
                .summarize, ["scope": "week", "target": "last"])
        else {
            Issue.record("expected a summary")
            return
        }
        #expect(last.start.description == "2026-03-02")
        #expect(last.completed.map(\.title) == ["write the brief", "pick a date"])
        #expect(last.milestones.map(\.title) == ["kick-off"])
    }

    @Test func aDaySummaryListsThatDaysNotes() throws {
        let store = try KnowledgeHarness()
        let note = try store.note("Boiler", "Pressure should be 1.2 bar.")
        guard case .summary(let today) = try store.call(.summarize, ["scope": "day"]) else {
            Issue.record("expected a summary")
            return
        }
        #expect(today.start.description == "2026-03-10")
        #expect(today.notes == [ItemRef(note)])
        guard
            case .summary(let yesterday) = try store.call(
                .summarize, ["scope": "day", "target": "2026-03-09"])
        else {
            Issue.record("expected a summary")
            return
        }
        #expect(yesterday.notes.isEmpty)
        #expect(
            try store.call(.summarize, ["scope": "day", "target": "someday"])
                == .invalid(argument: "target", reason: "'someday' is not a date (YYYY-MM-DD)"))
    }
}

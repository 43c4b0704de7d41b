import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// Hobbies, clubs and side projects as people say them: a new project with its first
/// tasks or a milestone, an event pointed back at as a milestone, a level given to an
/// errand, the thing to have done, an errand done again, a label of importance, a
/// project named with a reason after it. Now is Tuesday 2026-03-10.
@Suite struct HobbiesAndClubsPhrasesTests {
    typealias Step = CompoundPlannerTests.Step

    func plan(_ text: String) -> [Step] { CompoundPlannerTests().plan(text) }
    func grounded(_ text: String) -> [Step] { CompoundPlannerTests.householdPlan(text) }

    @Test func aNewProjectWithItsFirstTasks() {
        #expect(
            plan("new project Bake Sale with first tasks: ask Mrs Patel about the hall, make posters")
                == [
                    Step(.createProject, ["name": "Bake Sale"]),
                    Step(.createTask, ["title": "ask Mrs Patel about the hall", "project": "$1"]),
                    Step(.createTask, ["title": "make posters", "project": "$1"]),
                ])
    }

    /// "..., milestone: X on the 28th": the project's milestone, not a task of it.
    @Test func aNewProjectWithAMilestone() {
        #expect(
            plan("new project Spring Gig, milestone: gig at the Crown on the 28th")
                == [
                    Step(.createProject, ["name": "Spring Gig"]),
                    Step(
                        .addMilestone,
                        ["title": "gig at the Crown", "due": "2026-03-28", "project": "$1"]),
                ])
        // A name that holds the word, with no comma before it, is the name.
        #expect(
            plan("new project Launch milestones review")
                == [Step(.createProject, ["name": "Launch milestones review"])])
    }

    @Test func anEventPointedBackAtIsTheMilestone() {
        #expect(
            grounded("allotment open day is the 28th - add it as a milestone to the garden project")
                == [
                    Step(
                        .addMilestone,
                        ["title": "allotment open day", "due": "2026-03-28", "project": "garden"])
                ])
        // Never a project called "it as a milestone to the garden".
        #expect(!plan("add it as a milestone to the garden project").contains { $0.tool == .createProject })
    }

    /// A level given to an errand makes it a to-do, as a date does.
    @Test func anErrandWithAPriorityIsATask() {
        #expect(
            plan("call mum, high priority") == [Step(.createTask, ["title": "call mum", "priority": "high"])])
        #expect(
            plan("re-record the intro for episode 4, low priority")
                == [Step(.createTask, ["title": "re-record the intro for episode 4", "priority": "low"])])
        #expect(plan("play some music, urgent").allSatisfy { $0.tool == .decline })
        #expect(TaskVerbs.isTaskVerb("re-record"))
        #expect(!TaskVerbs.isTaskVerb("really"))
    }

    /// "set up", "set out", "put up": a verb of pb's own with a particle that makes it
    /// an errand's, which a list or a capture goes on with.
    @Test func aVerbOfPbsOwnWithAParticleIsAnErrand() {
        #expect(TaskVerbs.opens(Utterance("set up the printer")))
        #expect(TaskVerbs.opens(Utterance("put up the shelves")))
        #expect(!TaskVerbs.opens(Utterance("set the fence to high")))
        #expect(!TaskVerbs.opens(Utterance("set it up")))
        #expect(
            plan("add past papers every sunday and set out the hall for mocks on the 26th")
                == [
                    Step(.createTask, ["title": "past papers", "repeat": "FREQ=WEEKLY;BYDAY=SU"]),
                    Step(.createTask, ["title": "set out the hall for mocks", "due": "2026-03-26"]),
                ])
    }

    /// "get the car serviced by friday": the thing to have done, and when.
    @Test func theThingToHaveDoneWithItsDate() {
        #expect(
            plan("get the bottom bracket on the Raleigh replaced by the 21st")
                == [
                    Step(
                        .createTask,
                        ["title": "get the bottom bracket on the Raleigh replaced", "due": "2026-03-21"])
                ])
        // A past form after any other verb is still when something was done.
        #expect(!plan("read the email Mom sent this morning").contains { $0.tool == .createTask })
    }

    @Test func importanceLabelsAnErrand() {
        #expect(
            plan("important: confirm the minibus by friday")
                == [Step(.createTask, ["title": "confirm the minibus", "due": "2026-03-13", "priority": "high"])])
    }

    /// A project's name ends where a sentence of why begins; "it's called" names it.
    @Test func aProjectNamedWithAReasonAfterIt() {
        #expect(
            plan("make a project called Camping Trip, we're off to the Peaks in May")
                == [Step(.createProject, ["name": "Camping Trip"])])
        #expect(plan("create a project, it's called Balcony") == [Step(.createProject, ["name": "Balcony"])])
        #expect(plan("open new project, the name is Balcony") == [Step(.createProject, ["name": "Balcony"])])
        // "make it a project": a pronoun is no name, and no project is made called "it a".
        #expect(!plan("make it a project").contains { $0.tool == .createProject })
        #expect(plan("start a Holiday project") == [Step(.createProject, ["name": "Holiday"])])
    }

    @Test func aReasonAfterNowIsLeftOut() {
        let names = FakeNames(openTasks: ["dig the beds", "buy seeds"], projects: ["Garden"])
        let read = CompoundPlanner().plan(
            "digging the beds is urgent now the frost has gone", context: Grammar.context(names)
        ).map { Step($0.tool, $0.arguments) }
        #expect(
            read
                == [Step(.setPriority, ["task": "digging the beds", "priority": "urgent"])])
    }
}

import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// A few words that ask nothing, set off by the end of a sentence or an emoji, before a
/// request opened by a command's words: the request is read, the words before it are
/// not. Now is Tuesday 2026-03-10.
@Suite struct LeadInTests {
    typealias Step = CompoundPlannerTests.Step

    func plan(_ text: String) -> [Step] { CompoundPlannerTests.householdPlan(text) }

    @Test func aShortLeadInBeforeARequestIsPassedOver() {
        #expect(
            plan("on my break. remind me to top up my oyster card tmrw thx")
                == [Step(.createTask, ["title": "top up my oyster card", "due": "2026-03-11"])])
        #expect(
            plan("school gate chaos 🙄 add sign the trip form by thurs")
                == [Step(.createTask, ["title": "sign the trip form", "due": "2026-03-12"])])
        #expect(
            plan("finally doing it!! start a project called kitchen refit")
                == [Step(.createProject, ["name": "kitchen refit"])])
        #expect(plan("ugh wrong one. undo") == [Step(.undo)])
    }

    /// A day said first is the request's, not words to pass over.
    @Test func aDaySaidFirstIsKept() {
        #expect(
            plan("on friday. remind me to call the plumber")
                == [Step(.createTask, ["title": "call the plumber", "due": "2026-03-13"])])
    }

    /// What the words before could mean keeps the request from being read alone: a
    /// question asked first, what someone else said, or a stored item.
    @Test(arguments: [
        "is the surgery open? move the dentist to fri",
        "mum texted. remind me to call her back",
        "the gutters again!! add buy a ladder",
    ])
    func aLeadInThatMaySayWhatIsMeantIsNotPassedOver(_ text: String) {
        #expect(plan(text).allSatisfy { !$0.tool.changesData })
    }
}

/// A remark after a report, whose first word a verb could spell ("back is killing me",
/// "water needs changing"): its own verb after the noun makes it a statement, never an
/// errand to capture.
@Suite struct StatementsAfterReportsTests {
    typealias Step = CompoundPlannerTests.Step

    @Test func aSubjectWithItsVerbIsNoErrand() {
        #expect(
            CompoundPlannerTests.householdPlan("gutters done, back is killing me")
                == [Step(.completeTask, ["task": "gutters"])])
        #expect(
            CompoundPlannerTests.householdPlan(
                "fence fixed and budget drafted, back is killing me"
            ).allSatisfy { $0.tool == .completeTask })
        #expect(!TaskVerbs.opens(Utterance("back is killing me")))
        #expect(!TaskVerbs.opens(Utterance("water needs changing")))
        #expect(TaskVerbs.opens(Utterance("back up the laptop")))
        #expect(TaskVerbs.opens(Utterance("water the plants")))
    }
}

/// A remark set off after a command's last object ("..., neither is happening") is said
/// of the whole command: no object said before it is dropped.
@Suite struct RemarksAfterSeveralObjectsTests {
    typealias Step = CompoundPlannerTests.Step

    @Test func everyObjectBeforeTheRemarkIsActedOn() {
        #expect(
            CompoundPlannerTests.householdPlan(
                "delete the fence and the gutters, neither is happening")
                == [
                    Step(.deleteTask, ["task": "fence"]), Step(.deleteTask, ["task": "gutters"]),
                ])
        // Joined by "and", more objects are more of the command, not a remark.
        #expect(
            CompoundPlannerTests.householdPlan(
                "snooze the fence, the gutters and the budget until next weekend"
            ).map { $0.arguments["until"] } == ["2026-03-21", "2026-03-21", "2026-03-21"])
    }
}

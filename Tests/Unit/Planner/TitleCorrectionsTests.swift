import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// A new task said again in other words right after it ("..., actually make that email
/// bob"): the words after the correction are the task, and the date said first stands
/// unless the correction says its own. Now is Tuesday 2026-03-10.
@Suite struct TitleCorrectionsTests {
    typealias Step = CompoundPlannerTests.Step

    func plan(_ text: String) -> [Step] { CompoundPlannerTests().plan(text) }

    @Test func theTaskSaidAgainReplacesTheTitle() {
        #expect(
            plan("remind me to call bob tmrw, actually make that email bob")
                == [Step(.createTask, ["title": "email bob", "due": "2026-03-11"])])
        #expect(
            plan("remind me to email sam friday, i meant email sarah")
                == [Step(.createTask, ["title": "email sarah", "due": "2026-03-13"])])
        #expect(
            plan("add eggs to the shopping list, i mean bread")
                == [Step(.createTask, ["title": "bread", "project": "Shopping"])])
    }

    @Test func aDateInTheCorrectionIsTheNewDate() {
        #expect(
            plan("remind me to email sam friday, no sorry, make that email sarah on monday")
                == [Step(.createTask, ["title": "email sarah", "due": "2026-03-16"])])
    }

    /// Only the thing is said again: the errand's verb stays.
    @Test func aThingSaidAgainKeepsTheErrand() {
        #expect(
            plan("add a task to ring the vet, i mean the dentist")
                == [Step(.createTask, ["title": "ring the dentist"])])
        #expect(
            plan("remind me to pick up the parcel, i mean the prescription")
                == [Step(.createTask, ["title": "pick up the prescription"])])
        #expect(
            plan("add buy eggs to my list, i mean milk")
                == [Step(.createTask, ["title": "buy milk"])])
        #expect(
            plan("remind me to book the dentist, i mean see the doctor")
                == [Step(.createTask, ["title": "see the doctor"])])
    }

    /// A date said again is the date correction's, and a command of its own is a step.
    @Test func otherCorrectionsAndCommandsAreNotTitles() {
        #expect(
            plan("remind me to call bob tmrw, actually make that friday")
                == [Step(.createTask, ["title": "call bob", "due": "2026-03-13"])])
        #expect(
            plan("add milk to my list, make it urgent") == [
                Step(.createTask, ["title": "milk"]),
                Step(.setPriority, ["task": "$1", "priority": "urgent"]),
            ])
        #expect(TitleCorrections.opensWithVerb("email bob"))
        #expect(!TitleCorrections.opensWithVerb("oat milk"))
        #expect(TitleCorrections.errandVerb("pick up the parcel") == "pick up")
        #expect(TitleCorrections.errandVerb("the dentist") == nil)
    }
}

import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// Several things put into a stored project by its name alone, and a level or a date
/// said once after several captures ("both high", "both for next saturday"): each
/// capture gets it, not the last alone. Now is Tuesday 2026-03-10; the household holds
/// the projects Garden, Launch, Launch party and Shopping.
@Suite struct SaidOfEveryTests {
    typealias Step = CompoundPlannerTests.Step

    func plan(_ text: String) -> [Step] { CompoundPlannerTests.householdPlan(text) }

    @Test func errandsPutIntoAStoredProjectByItsNameAllGoThere() {
        #expect(
            plan("add order bunting and book photographer to the launch party") == [
                Step(.createTask, ["title": "order bunting", "project": "Launch party"]),
                Step(.createTask, ["title": "book photographer", "project": "Launch party"]),
            ])
        // Said "for" the project, the words are not put into it: "for the garden" may be
        // what a question or a listing is about.
        #expect(
            !plan("put in my diary that the fence went up, then show me what's left for the garden")
                .contains { $0.arguments["project"] != nil && $0.tool == .createTask })
    }

    @Test func aLevelSaidOfBothSettlesEachCapture() {
        #expect(
            plan("add order bunting and book photographer to the launch party, both high") == [
                Step(
                    .createTask,
                    ["title": "order bunting", "project": "Launch party", "priority": "high"]),
                Step(
                    .createTask,
                    ["title": "book photographer", "project": "Launch party", "priority": "high"]),
            ])
        #expect(
            plan("add bread and milk to shopping, all of them low priority").map {
                $0.arguments["priority"]
            } == ["low", "low"])
        // A level alone settles the last capture, as before.
        #expect(
            plan("add bread and milk to shopping, urgent").map { $0.arguments["priority"] }
                == [nil, "urgent"])
    }

    @Test func aDateSaidOfBothDatesEachCaptureWithNoneOfItsOwn() {
        #expect(
            plan("remind me to call the bank and renew the passport, both tomorrow") == [
                Step(.createTask, ["title": "call the bank", "due": "2026-03-11"]),
                Step(.createTask, ["title": "renew the passport", "due": "2026-03-11"]),
            ])
        #expect(
            plan("add bread and milk to shopping, both for friday").map { $0.arguments["due"] }
                == ["2026-03-13", "2026-03-13"])
        // A date alone still dates the last capture only.
        #expect(
            plan("add call the bank and ring mum, due friday").map { $0.arguments["due"] }
                == [nil, "2026-03-13"])
    }

    @Test func changingBothAfterwardsIsAStepOfItsOwn() {
        let steps = plan("add bread and eggs to the shopping list, then make them both urgent")
        #expect(steps.filter { $0.tool == .setPriority }.count == 2)
        #expect(steps.allSatisfy { $0.arguments["priority"] == nil || $0.tool == .setPriority })
    }
}

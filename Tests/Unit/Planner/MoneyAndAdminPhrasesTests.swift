import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// Money and admin as people say it: repeats by the quarter, bills settled, a priority
/// let go down, a domain word beside another assistant's ("TV licence"), and a capture
/// pointed back at with what it is for. Now is Tuesday 2026-03-10.
@Suite struct MoneyAndAdminPhrasesTests {
    func plan(_ text: String) -> [CompoundPlannerTests.Step] {
        CompoundPlannerTests.householdPlan(text)
    }

    @Test func aQuarterIsThreeMonths() {
        #expect(
            plan("pay the VAT quarterly")
                == [.init(.createTask, ["title": "pay the VAT", "repeat": "FREQ=MONTHLY;INTERVAL=3"])])
        #expect(
            plan("set the water bill to repeat every quarter")
                == [.init(.setRecurrence, ["task": "water bill", "repeat": "FREQ=MONTHLY;INTERVAL=3"])])
        #expect(
            plan("remind me to check the meter every 2 quarters").first?.arguments["repeat"]
                == "FREQ=MONTHLY;INTERVAL=6")
    }

    @Test func aBillSettledIsPaid() {
        #expect(plan("settled the council tax") == [.init(.completeTask, ["task": "council tax"])])
        #expect(TaskVerbSynonyms.of("submit").contains("file"))
    }

    @Test func aPriorityLetGoDownIsSet() {
        #expect(
            plan("water bill can go down to low priority")
                == [.init(.setPriority, ["task": "water bill", "priority": "low"])])
        #expect(
            plan("the dentist should be bumped up to urgent")
                == [.init(.setPriority, ["task": "dentist", "priority": "urgent"])])
    }

    /// "due" names this domain, so "tv" does not make it another assistant's request;
    /// without it the other assistant's words still decline.
    @Test func aCaptureThatNamesThisDomainIsNotDeclinedForAnotherWord() {
        #expect(
            plan("TV licence renewal due 14/4")
                == [.init(.createTask, ["title": "TV licence renewal", "due": "2026-04-14"])])
        #expect(plan("turn on the tv friday").allSatisfy { $0.tool == .decline })
    }

    /// "..., add it so I don't forget": the thing said before, without the purpose.
    @Test func aCapturePointedBackAtTakesWhatWasSaid() {
        let evening = [
            CompoundPlannerTests.Step(
                .createTask, ["title": "parents' evening", "due": "2026-03-24T18:30"])
        ]
        #expect(plan("parents' evening is on the 24th at 6.30, add it") == evening)
        #expect(plan("parents' evening is on the 24th at 6.30, add it so i dont forget") == evening)
        #expect(
            plan("remind me to renew the passport so I don't forget")
                == [.init(.createTask, ["title": "renew the passport"])])
        #expect(plan("add it").allSatisfy { $0.tool == .decline })
    }
}

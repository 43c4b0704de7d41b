import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// Requests as people write them in a second language or in very formal English: the
/// item named through a head word, names given with "entitled" or "the name is", a yes-no
/// question that asks for a change, and a list after "add in ... list:". Now is Tuesday
/// 2026-03-10.
@Suite struct SecondLanguageFormsTests {
    func plan(_ text: String) -> [CompoundPlannerTests.Step] {
        CompoundPlannerTests.householdPlan(text)
    }

    @Test func anItemNamedThroughAHeadWord() {
        #expect(plan("delete the task concerning the fence") == [.init(.deleteTask, ["task": "fence"])])
        #expect(plan("delete the task with the fence") == [.init(.deleteTask, ["task": "fence"])])
        #expect(
            plan("postpone the dentist of two days")
                == [.init(.rescheduleTask, ["task": "dentist", "by": "+2d"])])
        #expect(
            plan("Might you search my records for anything pertaining to Swift Movers?")
                == [.init(.searchEverything, ["query": "Swift Movers"])])
    }

    @Test func aProjectNamedInOtherWords() {
        #expect(plan("open new project, the name is Balcony") == [.init(.createProject, ["name": "Balcony"])])
        #expect(
            plan("I should be obliged if you would create a new project entitled Summer Fete.")
                == [.init(.createProject, ["name": "Summer Fete"])])
    }

    /// "could you ... ?" asks for the change; the question mark is the courtesy's. A
    /// question after the courtesy stays one.
    @Test func aYesNoQuestionAsksForTheChange() {
        #expect(plan("could you mark the gutters as done?") == [.init(.completeTask, ["task": "gutters"])])
        #expect(
            plan("Might I trouble you to raise the priority of the water bill to high?")
                == [.init(.setPriority, ["task": "water bill", "priority": "high"])])
        #expect(plan("could you tell me what's due today?") == [.init(.agenda, ["range": "today"])])
        #expect(
            plan("Would you be so good as to show me what I have on for Friday?")
                == [.init(.agenda, ["date": "2026-03-13"])])
    }

    @Test func aNamedListWithSeveralItems() {
        #expect(
            plan("please add in shopping list: bread, eggs and tomatoes")
                == ["bread", "eggs", "tomatoes"].map {
                    .init(.createTask, ["title": $0, "project": "Shopping"])
                })
    }
}

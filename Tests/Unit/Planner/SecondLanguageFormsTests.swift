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

    /// A completion asked about is a question whether it is done: it completes nothing.
    @Test func aCompletionAskedAboutCompletesNothing() {
        #expect(
            plan("I have paid already the council tax or not?")
                == [.init(.searchEverything, ["query": "council tax"])])
        #expect(plan("i paid the water bill?") == [.init(.searchEverything, ["query": "water bill"])])
        #expect(plan("could you mark the fence done?") == [.init(.completeTask, ["task": "fence"])])
        #expect(
            plan("can you check if the fence is done?")
                == [.init(.searchEverything, ["query": "fence"])])
    }

    /// Reminders, notes, completions and reopenings as other languages and formal English
    /// put them.
    @Test func formsOfOtherLanguagesAndFormalEnglish() {
        #expect(
            plan("remember me to take the medicine at 8 in the evening")
                == [.init(.createTask, ["title": "take the medicine", "due": "2026-03-10T20:00"])])
        #expect(!plan("remember me to your mother").contains { $0.tool == .createTask })
        #expect(
            plan("Kindly record the following note: the sweep charges sixty pounds")
                == [.init(.createNote, ["body": "the sweep charges sixty pounds"])])
        #expect(
            plan("Kindly ensure that the water bill is marked as completed.")
                == [.init(.completeTask, ["task": "water bill"])])
        #expect(
            plan("reinstate the library books") == [.init(.reopenTask, ["task": "library books"])])
        #expect(
            plan("how is going the Garden project?") == [.init(.projectStatus, ["project": "Garden"])])
        #expect(
            plan("let me know how matters stand with the Launch project")
                == [.init(.projectStatus, ["project": "Launch"])])
    }
}

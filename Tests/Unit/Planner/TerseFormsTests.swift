import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// Requests typed in two or three words: a day asked about, a project's tasks by name,
/// items ticked off one after another, shell shorthand. Now is Tuesday 2026-03-10.
@Suite struct TerseFormsTests {
    func plan(_ text: String) -> [CompoundPlannerTests.Step] {
        CompoundPlannerTests.householdPlan(text)
    }

    @Test func aDayAskedAboutAloneIsItsAgenda() {
        #expect(plan("today??") == [.init(.agenda, ["range": "today"])])
        #expect(plan("the 14th?") == [.init(.agenda, ["date": "2026-03-14"])])
        // Not asked, a day alone asks nothing.
        #expect(!plan("tomorrow").contains { $0.tool == .agenda })
    }

    @Test func aStoredProjectsTasksByName() {
        #expect(plan("garden tasks") == [.init(.listTasks, ["project": "Garden"])])
        #expect(plan("shopping list?") == [.init(.listTasks, ["project": "Shopping"])])
        // No project is called that: nothing to list.
        #expect(!plan("holiday tasks").contains { $0.tool == .listTasks })
    }

    @Test func ticksCloseItemsDone() {
        #expect(
            plan("batteries ✓ fence ✓")
                == [.init(.completeTask, ["task": "batteries"]), .init(.completeTask, ["task": "fence"])])
    }

    @Test func shellShorthandDeletes() {
        #expect(plan("rm the fence") == [.init(.deleteTask, ["task": "fence"])])
    }
}

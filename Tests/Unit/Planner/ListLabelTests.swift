import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// A named list as a label before its items, and what ran out. Now is Tuesday
/// 2026-03-10.
@Suite struct ListLabelTests {
    func plan(_ text: String) -> [CompoundPlannerTests.Step] {
        CompoundPlannerTests.householdPlan(text)
    }

    /// Each item once, however the items are joined; a long item after the others is
    /// read with them, not as one more.
    @Test func aListLabelFilesEachItemOnce() {
        #expect(
            plan("shopping list: eggs, butter, and a big bag of rice") == [
                .init(.createTask, ["title": "eggs", "project": "Shopping"]),
                .init(.createTask, ["title": "butter", "project": "Shopping"]),
                .init(.createTask, ["title": "a big bag of rice", "project": "Shopping"]),
            ])
    }

    /// A date said after a capture dates it; words that open a date are never an item
    /// of the list, even when the date is not read.
    @Test func aDateAfterACaptureIsNoItem() {
        #expect(
            plan("add milk to the shopping list, due end of Q2") == [
                .init(.createTask, ["title": "milk", "project": "Shopping", "due": "2026-06-30"])
            ])
        #expect(
            !plan("add milk to the shopping list, due whenever").contains {
                $0.arguments["title"] == "due whenever"
            })
    }

    /// The to-do list itself as a label is no list of its own.
    @Test func theToDoListAsALabelIsNoProject() {
        #expect(plan("to do list: call mum").allSatisfy { $0.arguments["project"] == nil })
    }

    /// What ran out goes on the list named after it; with no list named, or a change to
    /// another item said after it, nothing is added.
    @Test func whatRanOutGoesOnTheListNamed() {
        #expect(
            plan("we're out of bin bags - shopping list pls") == [
                .init(.createTask, ["title": "bin bags", "project": "Shopping"])
            ])
        #expect(
            plan("we've run out of milk, add it to the shopping list") == [
                .init(.createTask, ["title": "milk", "project": "Shopping"])
            ])
        #expect(plan("we're out of milk").allSatisfy { $0.tool != .createTask })
        #expect(
            plan("we're out of paint, so take the fence off the list") == [
                .init(.deleteTask, ["task": "fence"])
            ])
    }

    /// "it" after a step about a project is that project.
    @Test func itAfterAProjectIsThatProject() {
        #expect(
            plan("how's the garden project looking? oh and add mulch the borders to it") == [
                .init(.projectStatus, ["project": "garden"]),
                .init(.createTask, ["title": "mulch the borders", "project": "garden"]),
            ])
    }
}

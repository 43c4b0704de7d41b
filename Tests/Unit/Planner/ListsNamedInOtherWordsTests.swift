import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// A list named by what it holds ("my list of groceries", "my list of things to do"),
/// a reason said after the request ("... cause I'm out of it"), and the courtesy after
/// a comma. Against the household's names; now is Tuesday 2026-03-10.
@Suite struct ListsNamedInOtherWordsTests {
    func plan(_ text: String) -> [CompoundPlannerTests.Step] {
        CompoundPlannerTests.householdPlan(text)
    }

    static let shopping: [String] = [
        "add bread to my list of groceries",
        "put bread on my list for shopping",
        "add bread to the list of things I need to buy",
        "add to my list of groceries: bread",
        "put bread on my shopping list cause I'm out of it",
        "would you add bread to my shopping list as we are out",
        "add bread to my shopping list, please",
        "make sure to put bread on the grocery list",
    ]

    @Test(arguments: shopping)
    func theShoppingListInOtherWords(_ text: String) {
        #expect(plan(text) == [.init(.createTask, ["title": "bread", "project": "Shopping"])])
    }

    static let toDo: [String] = [
        "add laundry to my list of things to do",
        "put laundry on my list of reminders",
        "add laundry to the chores",
        "put laundry on my chore list",
        "add to my list of things to do: laundry",
        "add to my task list laundry",
    ]

    @Test(arguments: toDo)
    func theToDoListInOtherWords(_ text: String) {
        #expect(plan(text) == [.init(.createTask, ["title": "laundry"])])
    }

    /// A list of anything else is no list of these: nothing is filed on a guess.
    @Test func aListOfSomethingElseIsNoList() {
        #expect(ListCaptureFrames.listNamedByWhatItHolds("list of questions") == nil)
        #expect(ListCaptureFrames.listNamedByWhatItHolds("list of groceries") == "Shopping")
        #expect(ListCaptureFrames.listNamedByWhatItHolds("list of things to do") == "")
    }

    /// The reason is cut only when the words before it are a request.
    @Test func aReasonAfterTheRequest() {
        #expect(
            IntentParser.beforeItsReason(
                IntentParser().makeClause("put milk on my list cause i'm out", context: Grammar.context(nil)))
                == "put milk on my list")
        #expect(plan("because i'm out").allSatisfy { !$0.tool.changesData })
    }

    /// A trailing comma joins nothing: it is dropped with the courtesy after it.
    @Test func aCommaBeforeTheCourtesyIsDropped() {
        #expect(Utterance("add milk to my list, please").normalized == "add milk to my list")
        let typed = Utterance("add milk, eggs,")
        #expect(typed.tokens.last.map { !$0.isPunctuation } == true)
        #expect(typed.normalized.hasSuffix("eggs"))
    }

    /// A list there to look at is opened, not made; a list brought up to date gets the
    /// item; "get rid of" a thing on a list takes it off, never adds "rid of" it.
    @Test func listsOpenedUpdatedAndRidOf() {
        #expect(plan("open my list").allSatisfy { $0.tool == .listTasks })
        #expect(plan("open a new list") == [.init(.createProject, [:])])
        #expect(
            plan("update my grocery list with oat milk")
                == [.init(.createTask, ["title": "oat milk", "project": "Shopping"])])
        #expect(plan("re-add eggs to the list") == [.init(.createTask, ["title": "eggs"])])
        #expect(
            plan("get rid of the fence on my list").allSatisfy { $0.tool == .deleteTask })
    }
}

/// Things listed onto a named list with no verb: every one is captured, none is dropped
/// as a bare word beside the request.
@Suite struct ThingsListedOntoAListTests {
    @Test func everyThingListedGoesOnTheList() {
        let steps = CompoundPlannerTests.householdPlan("milk, eggs and bread on the shopping list pls")
        #expect(
            steps == ["milk", "eggs", "bread"].map {
                .init(.createTask, ["title": $0, "project": "Shopping"])
            })
    }

    /// An errand's verb opening a part makes it a request of its own, not a thing to buy.
    @Test func anErrandIsNoThingOnTheList() {
        let steps = CompoundPlannerTests.householdPlan("ring the vet, milk on the shopping list")
        #expect(!steps.contains { $0.arguments["title"] == "ring the vet" && $0.arguments["project"] != nil })
    }
}

import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// A change to a task the words do not pick out changes nothing, and the decline says
/// why: the name found no task, or it fits several. Now is Tuesday 2026-03-10 09:00, with
/// the household store.
@Suite struct UnfoundTasksTests {
    func plan(_ text: String) -> [ParsedIntent] { Grammar.planInHousehold(text) }

    /// No stored task is called anything like it: no tool runs.
    @Test(arguments: [
        ("mark the car wash as done", "car wash"),
        ("delete the piano lesson", "piano lesson"),
        ("move the yoga class to friday", "yoga class"),
        ("snooze the dog walk till monday", "dog walk"),
        // Saying "task" is no reason to try a name that finds nothing.
        ("delete the task piano lesson", "piano lesson"),
        ("so the yoga class task is done", "yoga class"),
        // A direction after the name says a move as plainly as "move": no errand to add.
        ("bring the smear test forward to monday", "smear test"),
        ("push the smear test back to monday", "smear test"),
        ("bring the smear test forward to monday and add tampons to shopping", "smear test"),
        // The head a second name takes is the verb, never words of the first name.
        ("tick off the water bill and the gas bill", "gas bill"),
    ])
    func aNameThatFindsNoTaskChangesNothing(_ example: (String, String)) {
        let steps = plan(example.0)
        #expect(steps.map(\.tool) == [.decline], "\(steps)")
        #expect(steps.first?.arguments["noTaskNamed"] == example.1)
    }

    /// A name that fits several open tasks is no one of them; the decline names them.
    @Test func aNameThatFitsSeveralChangesNothing() {
        let steps = plan("mark water as done")
        #expect(steps.map(\.tool) == [.decline], "\(steps)")
        #expect(steps.first?.arguments["namesSeveral"] == "water")
        #expect(steps.first?.arguments["fits"] == "2")
    }

    /// "bring ... back" returns a thing; only "forward" makes "bring" a move.
    @Test func bringingAThingBackIsNoMove() {
        #expect(RescheduleFrames.directions(after: "bring") == ["forward", "forwards"])
        #expect(RescheduleFrames.directions(after: "push").contains("back"))
        #expect(
            !plan("bring the library books back on monday").contains { $0.tool == .rescheduleTask }
        )
        let moved = plan("bring the fence forward to monday")
        #expect(moved.map(\.tool) == [.rescheduleTask])
        #expect(moved.first?.arguments == ["task": "fence", "due": "2026-03-16"])
    }

    /// One step that finds nothing stops the whole request: nothing is half done.
    @Test func onePlanStepThatFindsNothingStopsThePlan() {
        let steps = plan("push the dentist to friday and delete the piano lesson")
        #expect(steps.map(\.tool) == [.decline], "\(steps)")
        #expect(steps.first?.arguments["noTaskNamed"] == "piano lesson")
    }

    /// Names that find their tasks, each name of a coordination that finds its own, a
    /// name ended at the word "task", a task added first in the same request, and a
    /// reopen (the tool tells done tasks apart): the steps stand.
    @Test(arguments: [
        ("mark the dentist as done", [ToolName.completeTask]),
        ("move the fence and the gutters to friday", [.rescheduleTask, .rescheduleTask]),
        ("delete the dentist task", [.deleteTask]),
        ("add a task to wash the car and make it urgent", [.createTask, .setPriority]),
        ("reopen the oven", [.reopenTask]),
    ])
    func namesThatFindTheirTasksStand(_ example: (String, [ToolName])) {
        #expect(plan(example.0).map(\.tool) == example.1, "\(example.0)")
    }

    /// One slipped word of a stored title's is mended in the step, so the tool finds the
    /// task; a slip near no title's word, or near two, is not.
    @Test func aSlipInTheNameIsMended() {
        let steps = plan("mark the dentsit call as done")
        #expect(steps.map(\.tool) == [.completeTask])
        #expect(steps.first?.arguments["task"] == "dentist call")
        #expect(
            NameSlips.mended("quartely report", by: ["write the quarterly report"])
                == "quarterly report")
        #expect(NameSlips.mended("pianno lesson", by: ["write the quarterly report"]) == nil)
        // "bils" is one edit from both "bills" and "bids": no guess.
        #expect(NameSlips.mended("the bils", by: ["pay the bills", "check the bids"]) == nil)
        // A title's own word is no slip, and a function word is nothing to mend towards.
        #expect(
            NameSlips.mended("passport theo", by: ["renew passport", "a present for Theo"])
                == nil)
        #expect(NameSlips.mended("thes passport", by: ["renew the passport"]) == nil)
        // Two slips are no slip of one name.
        #expect(NameSlips.mended("quartely reprot", by: ["write the quarterly report"]) == nil)
    }

    /// Without a store nothing is known to be missing.
    @Test func withoutAStoreTheCommandStands() {
        let steps = CompoundPlanner().plan("delete the piano lesson", context: Grammar.context())
        #expect(steps.map(\.tool) == [.deleteTask])
    }

    /// A question about a task with one slipped word asks about the task it slips from;
    /// a slip near nothing stored goes to the tool as said.
    @Test func aSlipInAQuestionsItemIsMended() {
        let steps = plan("what's holding up the dentsit call?")
        #expect(steps.map(\.tool) == [.whatsBlocking])
        #expect(steps.first?.arguments["item"] == "dentist call")
        #expect(plan("what's blocking the zqxw plan?").first?.arguments["item"] == "zqxw plan")
        #expect(plan("what's blocking the launch?").first?.arguments["item"] == "launch")
    }

    /// A thing reported done by name beside a change, which names nothing stored: the
    /// completion cannot be made, so the change is not made either. Not when the subject
    /// is a person, a pronoun or a clause, or the report is denied.
    @Test func aDoneReportThatFindsNothingStopsThePlan() {
        let steps = plan("the yoga class is done, also move the dentist to thursday")
        #expect(steps.map(\.tool) == [.decline], "\(steps)")
        #expect(steps.first?.arguments["noTaskNamed"] == "yoga class")
        for text in [
            "the builders are finished, so move the dentist to thursday",
            "I'm done for today, move the dentist to thursday",
            "the fence still isnt done can you bump the dentist to saturday",
        ] {
            #expect(plan(text).last?.tool == .rescheduleTask, "\(text)")
        }
    }

    /// Text added to a note no stored note is called changes nothing, and the decline
    /// names it; a note the same request makes first may be added to.
    @Test func addingToANoteThatIsNotThereChangesNothing() {
        let steps = plan("mark the dentist as done and add to my unicorn note: hello")
        #expect(steps.map(\.tool) == [.decline], "\(steps)")
        #expect(steps.first?.arguments["noNoteNamed"] == "unicorn")
        #expect(
            plan("make a note called unicorn: hello, then add to the unicorn note: more").map(
                \.tool) == [.createNote, .appendToNote])
    }

    /// After a new task, a later step's slipped name is mended, unless the new task's own
    /// words hold it; a name that finds nothing is left for the tool, as the new task may
    /// be what it names.
    @Test func afterANewTaskANameIsOnlyMended() {
        let context = Grammar.context(Grammar.household())
        let added = ParsedIntent(.createTask, ["title": "collect suit"])
        func settled(_ name: String) -> [ParsedIntent] {
            UnfoundTasks.settle(
                [added, ParsedIntent(.setRecurrence, ["task": name, "repeat": "FREQ=WEEKLY"])],
                said: "add collect suit and set \(name) to weekly", context: context)
        }
        #expect(settled("recyling").last?.arguments["task"] == "recycling")
        #expect(settled("piano lesson").map(\.tool) == [.createTask, .setRecurrence])
        let own = UnfoundTasks.settle(
            [
                ParsedIntent(.createTask, ["title": "ring the recyling centre"]),
                ParsedIntent(.setPriority, ["task": "recyling", "priority": "high"]),
            ], said: "", context: context)
        #expect(own.last?.arguments["task"] == "recyling")
    }
}

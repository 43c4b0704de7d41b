import Testing
import ToolBox

@testable import IntentGrammar

/// Work reported done, tasks renamed, and what must be done first, in everyday words.
/// Now is Tuesday 2026-03-10.
@Suite struct DoneAndRenamePhrasesTests {
    static var names: FakeNames { Grammar.household() }

    @Test(arguments: [
        Reading("I took care of the council tax", .completeTask, ["task": "council tax"]),
        Reading("I've taken care of the gutters", .completeTask, ["task": "gutters"]),
        Reading(
            "finally got round to paying the water bill!!", .completeTask,
            ["task": "paying the water bill"]),
        // The day cut, the verb's particle is no part of the name.
        Reading("sorted the fence out this morning", .completeTask, ["task": "fence"]),
        // Who got it done and when are no part of the name.
        Reading("we finally got the fence sorted this weekend!", .completeTask, ["task": "fence"]),
        Reading("we got the gutters done", .completeTask, ["task": "gutters"]),
    ])
    func workReportedDone(_ example: Reading) {
        Grammar.expect(example, names: Self.names)
    }

    /// "mark X paid" with the "as" left out, of a stored task; a state that is not done
    /// completes nothing, and words that name no task are not marked.
    @Test func markedWithAStateAndNoAs() {
        Grammar.expect(
            Reading("mark the water bill paid", .completeTask, ["task": "water bill"]),
            names: Self.names)
        Grammar.expect(
            Reading("ugh mark the fence done fr", .completeTask, ["task": "fence"]),
            names: Self.names)
        #expect(Grammar.parse("mark the fence postponed", names: Self.names).tool == .decline)
        #expect(Grammar.parse("mark the car washed", names: Self.names).tool == .decline)
    }

    /// A done task put back on the list is reopened, "as not done" or not.
    @Test(arguments: [
        Reading("put the oven back on my list", .reopenTask, ["task": "oven"]),
        Reading("put the oven back on my list as not done", .reopenTask, ["task": "oven"]),
    ])
    func aTaskPutBackIsReopened(_ example: Reading) {
        Grammar.expect(example, names: Self.names)
    }

    @Test func workNotDoneOrNotStoredCompletesNothing() {
        #expect(
            Grammar.parse("i never got round to the fence", names: Self.names).tool
                != .completeTask)
        #expect(
            Grammar.parse("took care of the kids today", names: Self.names).tool != .completeTask)
    }

    /// "the one due tomorrow" picks a task out by a description the grammar cannot read:
    /// it is no reference back to the last task touched, so nothing is completed. "that
    /// one" still refers back, and "one thing" is no description.
    @Test func oneDescribedByWhatFollowsIsNoReferenceBack() {
        #expect(
            Grammar.parse("mark the one due tomorrow as done", names: Self.names).tool
                != .completeTask)
        #expect(
            Grammar.parse("tick off the one for friday", names: Self.names).tool
                != .completeTask)
        Grammar.expect(
            Reading("mark that one done", .completeTask, ["task": "that one"]), names: Self.names)
        #expect(
            Grammar.parse("so thats one thing sorted", names: Self.names).tool == .completeTask)
    }

    /// Asked whether a task got sorted: a search shows it with its state.
    @Test func askedWhetherItIsSortedIsASearch() {
        Grammar.expect(
            Reading("have I sorted the gutters yet?", .searchEverything, ["query": "gutters"]),
            names: Self.names)
        // A trailing "or" ("... or not") asks the same.
        Grammar.expect(
            Reading("is the fence done yet or", .searchEverything, ["query": "fence"]),
            names: Self.names)
    }

    /// After a remark about an item, "call it" gives it a quoted name or a level.
    @Test(arguments: [
        Reading(
            "the fence is really a new gate now - call it 'hang the new gate'", .updateTask,
            ["task": "fence", "title": "hang the new gate"]),
        Reading(
            "call the fence 'hang the new gate'", .updateTask,
            ["task": "fence", "title": "hang the new gate"]),
        Reading(
            "the fence isn't that urgent actually, call it medium", .setPriority,
            ["task": "fence", "priority": "medium"]),
        Reading(
            "call it 'hang the new gate' instead of fix the fence", .updateTask,
            ["task": "fix the fence", "title": "hang the new gate"]),
        Reading(
            "the fence one should really say hang the new gate", .updateTask,
            ["task": "fence", "title": "hang the new gate"]),
    ])
    func callItANameOrALevel(_ example: Reading) {
        #expect(
            CompoundPlannerTests.householdPlan(example.text)
                == [.init(example.tool, example.arguments)])
    }

    /// A done mark said twice ("done ✓") is one mark; a report asked ("bought?", "done?")
    /// is a search for the task, which completes nothing.
    @Test(arguments: [
        Reading("fence done ✓", .completeTask, ["task": "fence"]),
        Reading("gutters - done ✔", .completeTask, ["task": "gutters"]),
        Reading("fence done?", .searchEverything, ["query": "fence"]),
        Reading("water bill paid?", .searchEverything, ["query": "water bill"]),
    ])
    func doneMarksAndReportsAsked(_ example: Reading) {
        Grammar.expect(example, names: Self.names)
    }

    /// A question nothing reads with or without its mark stays declined.
    @Test func aQuestionNothingReadsIsStillDeclined() {
        #expect(Grammar.parse("what did I buy?", names: Self.names).tool == .decline)
    }

    /// What must be done, finished or in before another task: a dependency between two
    /// stored tasks, however the need is said.
    @Test(arguments: [
        "the gutters need to be finished before the fence",
        "the gutters have to be done before the fence",
        "the gutters must be sorted ahead of the fence",
    ])
    func whatMustBeDoneFirstBlocksTheOther(_ text: String) {
        Grammar.expect(
            Reading(text, .addDependency, ["task": "fence", "blockedBy": "gutters"]),
            names: Self.names)
    }

    /// "instead" corrects; it is no part of the new words unless they are quoted. A
    /// quoted title after "call the X task" renames it.
    @Test(arguments: [
        Reading(
            "rename the fence task to mend the fence instead", .updateTask,
            ["task": "fence", "title": "mend the fence"]),
        Reading(
            "rename the fence task to 'mend the fence instead'", .updateTask,
            ["task": "fence", "title": "mend the fence instead"]),
        Reading(
            "call the fence task 'fence + gate'", .updateTask,
            ["task": "fence", "title": "fence + gate"]),
    ])
    func aRenameSaidAsACorrection(_ example: Reading) {
        Grammar.expect(example, names: Self.names)
    }

    @Test func callingATaskSomethingUnquotedRenamesNothing() {
        #expect(Grammar.parse("call the dentist task first", names: Self.names).tool != .updateTask)
    }
}

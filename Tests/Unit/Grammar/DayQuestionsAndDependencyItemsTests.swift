import Testing
import ToolBox

@testable import IntentGrammar

/// A question about one day said as any date phrase, the tasks of a dependency said as
/// clauses, and "have I done X". Now is Tuesday 2026-03-10 09:00.
@Suite struct DayQuestionsAndDependencyItemsTests {
    @Test(arguments: [
        Reading("whats on thurs", .agenda, ["date": "2026-03-12"]),
        Reading("what's on the 27th", .agenda, ["date": "2026-03-27"]),
        Reading("what's happening on the 1st", .agenda, ["date": "2026-04-01"]),
        Reading("what does saturday look like", .agenda, ["date": "2026-03-14"]),
    ])
    func aQuestionAboutOneDayIsItsAgenda(_ example: Reading) {
        Grammar.expect(example, names: Grammar.household())
    }

    /// Several days asked about together: a period by its first and last day, a bound
    /// from today through it (the day before, said "before"), a count of days from today.
    /// This week keeps the agenda's own range.
    @Test(arguments: [
        Reading("what's due next week", .agenda, ["date": "2026-03-16", "until": "2026-03-22"]),
        Reading(
            "what have I got on this weekend", .agenda,
            ["date": "2026-03-14", "until": "2026-03-15"]),
        Reading(
            "what's on for next month?", .agenda, ["date": "2026-04-01", "until": "2026-04-30"]),
        Reading("what's due this month", .agenda, ["date": "2026-03-10", "until": "2026-03-31"]),
        Reading(
            "which tasks are due next week", .agenda, ["date": "2026-03-16", "until": "2026-03-22"]),
        Reading("what's due by Friday", .agenda, ["until": "2026-03-13"]),
        Reading("anything due before the 20th?", .agenda, ["until": "2026-03-19"]),
        Reading("what do I have due in the next 3 days", .agenda, ["until": "2026-03-12"]),
        Reading("show me tasks due over the next two weeks", .agenda, ["until": "2026-03-23"]),
        Reading("what's on this week", .agenda, ["range": "week"]),
        // Two days joined: the first through the second.
        Reading(
            "what's due today and tomorrow", .agenda, ["date": "2026-03-10", "until": "2026-03-11"]),
        Reading(
            "what have I got friday to sunday", .agenda,
            ["date": "2026-03-13", "until": "2026-03-15"]),
        // With a project named, its tasks in the window: the agenda has no project.
        Reading(
            "anything due this week for the garden project", .listTasks,
            ["filter": "week", "project": "garden"]),
        Reading("what's on Friday", .agenda, ["date": "2026-03-13"]),
    ])
    func aQuestionAboutSeveralDaysIsTheirAgenda(_ example: Reading) {
        Grammar.expect(example, names: Grammar.household())
    }

    /// Only the day: a date inside other words asks about something else.
    @Test func aDayAmongOtherWordsIsNoAgenda() {
        for text in ["what's on tv tonight", "what's happening in paris on friday"] {
            #expect(Grammar.parse(text).tool != .agenda, "\(text)")
        }
    }

    @Test(arguments: [
        Reading(
            "the dentist has to wait until the gutters are cleaned", .addDependency,
            ["task": "dentist", "blockedBy": "gutters"]),
        Reading(
            "pay the water bill has to happen before I defrost the freezer", .addDependency,
            ["task": "defrost the freezer", "blockedBy": "pay the water bill"]),
        Reading(
            "the fence depends on the venue being booked", .addDependency,
            ["task": "fence", "blockedBy": "venue"]),
    ])
    func aTaskSaidAsAClauseIsNamedWithoutItsSubjectOrState(_ example: Reading) {
        Grammar.expect(example, names: Grammar.household())
    }

    /// "drop X to medium" lowers it: never a delete of a task named "X to medium".
    @Test(arguments: [
        Reading(
            "drop the water bill to medium", .setPriority,
            ["task": "water bill", "priority": "medium"]),
        Reading(
            "knock the fence down to low", .setPriority, ["task": "fence", "priority": "low"]),
        Reading("drop the gutters", .deleteTask, ["task": "gutters"]),
    ])
    func aTaskTakenToALevelChangesItsPriority(_ example: Reading) {
        Grammar.expect(example, names: Grammar.household())
    }

    @Test(arguments: [
        Reading(
            "make the gutters a blocker for the fence", .addDependency,
            ["task": "fence", "blockedBy": "gutters"]),
        Reading(
            "what am I waiting on before I can fix the fence", .whatsBlocking,
            ["item": "fix the fence"]),
        Reading(
            "what has to happen before we can book venue", .whatsBlocking, ["item": "book venue"]),
    ])
    func whatComesFirstSaidAroundTheTask(_ example: Reading) {
        Grammar.expect(example, names: Grammar.household())
    }

    /// Asked of something that is no stored task, the question is about the world.
    @Test func waitingBeforeSomethingElseIsNoBlockingQuestion() {
        let reading = Grammar.parse("what do I need before I can leave", names: Grammar.household())
        #expect(reading.tool != .whatsBlocking)
    }

    @Test func haveIDoneAsksWhetherItIsDone() {
        let reading = Grammar.parse("have I done the water bill yet", names: Grammar.household())
        #expect(reading.tool == .searchEverything && reading.arguments["query"] == "water bill")
    }

    /// A stored project's tasks asked for by its name before "jobs" or "tasks", after a
    /// verb of showing; "the rest of" it is what is still open.
    @Test(arguments: [
        Reading("show me the garden jobs", .listTasks, ["project": "Garden"]),
        Reading("what are the launch party tasks?", .listTasks, ["project": "Launch party"]),
        Reading(
            "show me the rest of the launch party", .listTasks,
            ["filter": "open", "project": "Launch party"]),
        Reading(
            "list the rest of the garden project", .listTasks,
            ["filter": "open", "project": "Garden"]),
    ])
    func aProjectAskedForByNameIsItsTasks(_ example: Reading) {
        Grammar.expect(example, names: Grammar.household())
    }

    /// "the rest of" something no project is called names no listing.
    @Test func theRestOfWhatIsNoProjectListsNothing() {
        let reading = Grammar.parse("show me the rest of the film", names: Grammar.household())
        #expect(reading.tool != .listTasks)
    }
}

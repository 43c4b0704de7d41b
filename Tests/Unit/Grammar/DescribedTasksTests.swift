import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// Tasks described rather than named: "the one due Saturday", "the urgent one", "the
/// last task I added". Now is Tuesday 2026-03-10.
@Suite struct DescribedTasksTests {
    static func day(_ iso: String) -> LocalDateTime? { LocalDateTime(iso: iso) }

    /// Open tasks in the order they were added.
    static var names: FakeNames {
        FakeNames(
            projects: ["Garden", "Party"],
            facts: [
                OpenTaskFacts(title: "call the dentist", due: day("2026-03-12")),
                OpenTaskFacts(title: "clean the gutters", due: day("2026-03-14T10:00")),
                OpenTaskFacts(
                    title: "pay the water bill", due: day("2026-03-08"), priority: "high"),
                OpenTaskFacts(
                    title: "book venue", due: day("2026-03-12"), priority: "urgent",
                    project: "Party"),
                OpenTaskFacts(title: "buy seeds", priority: "low", project: "Garden"),
                OpenTaskFacts(title: "order mulch", due: day("2026-03-20"), project: "Garden"),
            ])
    }

    /// One task fits: the request is read with its title in the description's place, so
    /// the description's date is not taken for the action's.
    @Test(arguments: [
        Reading(
            "move the one due saturday to monday", .rescheduleTask,
            ["task": "clean the gutters", "due": "2026-03-16"]),
        Reading(
            "the one that's due saturday is done", .completeTask, ["task": "clean the gutters"]),
        Reading("the overdue one is done", .completeTask, ["task": "pay the water bill"]),
        Reading("the urgent one is done", .completeTask, ["task": "book venue"]),
        Reading("mark the urgent task as done", .completeTask, ["task": "book venue"]),
        Reading("delete the last task I added", .deleteTask, ["task": "order mulch"]),
        Reading("delete the task I just added", .deleteTask, ["task": "order mulch"]),
        Reading(
            "make the low priority one urgent", .setPriority,
            ["task": "buy seeds", "priority": "urgent"]),
        Reading(
            "push the one due on the 20th back a week", .rescheduleTask,
            ["task": "order mulch", "by": "+1w"]),
    ])
    func oneTaskFitsAndIsActedOn(_ example: Reading) {
        Grammar.expect(example, names: Self.names)
    }

    /// Words before the head may name the task or its project; a level may stand alone;
    /// a possessive may lose its mark; a project may be named without the word
    /// "project"; a day of the month that has passed is read back when no task is due on
    /// the next one.
    @Test(arguments: [
        Reading("the party one due thursday is done", .completeTask, ["task": "book venue"]),
        Reading(
            "the dentist one due thursday is done", .completeTask, ["task": "call the dentist"]),
        Reading("delete the low one", .deleteTask, ["task": "buy seeds"]),
        Reading("saturdays task is sorted", .completeTask, ["task": "clean the gutters"]),
        Reading(
            "make the one in the garden due on the 20th urgent", .setPriority,
            ["task": "order mulch", "priority": "urgent"]),
        Reading(
            "the one that was due on the 8th is done", .completeTask, ["task": "pay the water bill"]
        ),
        Reading(
            "make the top priority one low", .setPriority,
            ["task": "book venue", "priority": "low"]),
    ])
    func otherWaysOfDescribing(_ example: Reading) {
        Grammar.expect(example, names: Self.names)
    }

    /// A day before the head ("the saturday task"), "for" a day right after it, a
    /// participle ("scheduled for", "flagged"), "with" a level, the order of adding
    /// ("the oldest task", "the newest one"), "whichever one is", a typo of a describing
    /// word, and "can go" for deleting.
    @Test(arguments: [
        Reading("the saturday task is done", .completeTask, ["task": "clean the gutters"]),
        Reading("the saturday one's done", .completeTask, ["task": "clean the gutters"]),
        Reading(
            "push the one for saturday to monday", .rescheduleTask,
            ["task": "clean the gutters", "due": "2026-03-16"]),
        Reading(
            "move the one scheduled for saturday to monday", .rescheduleTask,
            ["task": "clean the gutters", "due": "2026-03-16"]),
        Reading("mark the one flagged urgent as done", .completeTask, ["task": "book venue"]),
        Reading(
            "the one with high priority is done", .completeTask, ["task": "pay the water bill"]),
        Reading("the oldest task is done", .completeTask, ["task": "call the dentist"]),
        Reading("the first task I added is done", .completeTask, ["task": "call the dentist"]),
        Reading("the newest one is done", .completeTask, ["task": "order mulch"]),
        Reading(
            "complete whichever one is due saturday", .completeTask, ["task": "clean the gutters"]),
        Reading("the low priorty one can go", .deleteTask, ["task": "buy seeds"]),
        Reading("garden one due on the 20th is done", .completeTask, ["task": "order mulch"]),
    ])
    func describingWordsInOtherPlaces(_ example: Reading) {
        Grammar.expect(example, names: Self.names)
    }

    /// "that was due" reads a weekday back; "with no due date" picks the undated; words
    /// a project's name holds pick its tasks; "on" a day right after the head describes;
    /// a day after a verb that dates the action is the action's.
    @Test(arguments: [
        Reading(
            "the one that was due sunday is done", .completeTask, ["task": "pay the water bill"]),
        Reading("the one with no due date is done", .completeTask, ["task": "buy seeds"]),
        Reading("the party one is done", .completeTask, ["task": "book venue"]),
        Reading("the one on saturday is done", .completeTask, ["task": "clean the gutters"]),
        Reading(
            "set the garden one with no date for friday", .rescheduleTask,
            ["task": "buy seeds", "due": "2026-03-13"]),
    ])
    func pastDaysUndatedTasksAndProjects(_ example: Reading) {
        Grammar.expect(example, names: Self.names)
    }

    /// A description said alone before a comma or dash is what "it" after it means; "the
    /// one" with nothing to pick it out names no task.
    @Test func aFrontedDescriptionIsWhatItMeans() {
        let context = Grammar.context(Self.names)
        let pushed = CompoundPlanner().plan(
            "the one due on the 20th, push it back a week", context: context)
        #expect(pushed.map(\.tool) == [.rescheduleTask])
        #expect(pushed.first?.arguments["task"] == "order mulch")
        #expect(pushed.first?.arguments["by"] == "+1w")
        let garden = CompoundPlanner().plan("the garden one - mark it done", context: context)
        #expect(garden.map(\.tool) == [.decline])
        #expect(garden.first?.arguments["fits"] == "2")
        for text in ["move the one to friday", "mark the one done", "the one's done"] {
            #expect(Grammar.parse(text, names: Self.names).tool == .decline, "\(text)")
        }
        #expect(
            Grammar.parse("move that one to friday", names: Self.names).arguments["task"]
                == "that one")
    }

    /// "it" after a front that speaks of several tasks, of what fits several, or of
    /// describing words with no head, points at no one task: nothing is done. Said after
    /// a statement about one task that fits, it is that task.
    @Test func whatItPointsBackAtDecidesWhetherAnythingIsDone() {
        let context = Grammar.context(Self.names)
        for text in [
            "everything due saturday - move it to monday", "the overdue stuff, push it to friday",
            "whatever's due thursday, push it to friday", "overdue and urgent - delete that one",
            "the thursday task got cancelled, bin it", "get the one due thursday done by friday",
        ] {
            let plan = CompoundPlanner().plan(text, context: context)
            #expect(!plan.contains { $0.tool.changesData }, "\(text)")
        }
        let one = CompoundPlanner().plan(
            "the one due on the 20th got cancelled, bin it", context: context)
        #expect(one.map(\.tool) == [.deleteTask])
        #expect(one.first?.arguments["task"] == "order mulch")
        // "the 1" is "the one"; "the earliest one" may be the one due first.
        #expect(
            Grammar.parse("the 1 due saturday is done", names: Self.names).arguments["task"]
                == "clean the gutters")
        #expect(Grammar.parse("the earliest one is done", names: Self.names).tool != .completeTask)
    }

    /// A description said first, then a command on "it": the command acts on the task
    /// described, or on none when no one task fits.
    @Test func aDescriptionSaidFirstIsWhatItRefersTo() {
        let context = Grammar.context(Self.names)
        let plan = CompoundPlanner().plan("the one due saturday, mark it done", context: context)
        #expect(plan.map(\.tool) == [.completeTask])
        #expect(plan.first?.arguments["task"] == "clean the gutters")
        let none = CompoundPlanner().plan(
            "the urgent one in the garden project, make it low", context: context)
        #expect(none.map(\.tool) == [.decline])
        #expect(none.first?.arguments["fits"] == "0")
    }

    /// Several tasks fit, or none: nothing is done, and the decline says how many fit
    /// and names the first of them.
    @Test func severalOrNoneFitAndNothingIsDone() {
        let two = Grammar.parse("mark thursday's task done", names: Self.names)
        #expect(two.tool == .decline)
        #expect(two.arguments["describedTask"] == "thursday's task")
        #expect(two.arguments["fits"] == "2")
        #expect(two.arguments["fitting"] == "call the dentist\nbook venue")
        let garden = Grammar.parse("tick off the one in the garden project", names: Self.names)
        #expect(garden.tool == .decline)
        #expect(garden.arguments["fits"] == "2")
        let none = Grammar.parse("move the one due tomorrow to friday", names: Self.names)
        #expect(none.tool == .decline)
        #expect(none.arguments["describedTask"] == "the one due tomorrow")
        #expect(none.arguments["fits"] == "0")
        // "for" a day after the head describes: the task called "one" is never moved to
        // that day.
        let forTomorrow = Grammar.parse("push the one for tomorrow to thursday", names: Self.names)
        #expect(forTomorrow.tool == .decline)
        #expect(forTomorrow.arguments["fits"] == "0")
        // "the first one" alone may be the first one listed.
        #expect(
            Grammar.parse("the first one is done", names: Self.names).tool != .completeTask)
    }

    /// Two tasks described in one request: each is looked up, and both are acted on
    /// when each fits one task; when the second fits none or several, nothing is done
    /// (it was once dropped while the first was completed).
    @Test func twoDescriptionsAreEachLookedUp() {
        let context = Grammar.context(Self.names)
        for text in [
            "the one due on the 20th and the overdue one are done",
            "mark the one due on the 20th and the overdue one as done",
            "the one due on the 20th is done and the overdue one too",
        ] {
            let plan = CompoundPlanner().plan(text, context: context)
            #expect(plan.map(\.tool) == [.completeTask, .completeTask], "\(text)")
            #expect(
                plan.compactMap { $0.arguments["task"] } == ["order mulch", "pay the water bill"],
                "\(text)")
        }
        let several = CompoundPlanner().plan(
            "the one due on the 20th and the one due thursday are done", context: context)
        #expect(several.map(\.tool) == [.decline])
        #expect(several.first?.arguments["describedTask"] == "the one due thursday")
        #expect(several.first?.arguments["fits"] == "2")
    }

    /// Words before the head that several tasks' titles hold pick none of them ("the
    /// call one" beside two calls); words one title holds are read as said, the name
    /// the lookup finds; and what follows may describe a second task.
    @Test func wordsThatSeveralTitlesHoldPickNone() {
        let names = FakeNames(
            facts: [
                OpenTaskFacts(title: "call the dentist", due: Self.day("2026-03-12")),
                OpenTaskFacts(title: "call the plumber"),
                OpenTaskFacts(title: "book venue", priority: "urgent"),
                OpenTaskFacts(title: "book the van", priority: "urgent"),
            ])
        let context = Grammar.context(names)
        for text in [
            "the call one is done", "the booking one, move it to friday",
            "delete the dentist one and the urgent one",
        ] {
            let plan = CompoundPlanner().plan(text, context: context)
            #expect(plan.map(\.tool) == [.decline], "\(text)")
            #expect(plan.first?.arguments["fits"] == "2", "\(text)")
        }
        let dentist = CompoundPlanner().plan("the dentist one is done", context: context)
        #expect(dentist.map(\.tool) == [.completeTask])
        #expect(dentist.first?.arguments["task"] == "dentist")
        // Typed without "the", the name stops at the command.
        let deleted = CompoundPlanner().plan(
            "please delete dentist task due thursday", context: context)
        #expect(deleted.map(\.tool) == [.deleteTask])
        #expect(deleted.first?.arguments["task"] == "call the dentist")
    }

    /// "it" after a front with a head noun means the task the front picks out: by its
    /// name when that names one, else nothing is done. Places in a list pb cannot see
    /// and what someone did to a task name none.
    @Test func aFrontWithAHeadIsWhatItMeansOrNothing() {
        let context = Grammar.context(Self.names)
        let gutters = CompoundPlanner().plan(
            "the gutters task, push it to friday", context: context)
        #expect(gutters.map(\.tool) == [.rescheduleTask])
        #expect(gutters.first?.arguments["task"] == "clean the gutters")
        // A word before the head that only a done title's stem holds ("expensive",
        // "submit the expense claim") is no name of that task.
        let done = Grammar.context(
            FakeNames(openTasks: ["call the dentist"], doneTasks: ["submit the expense claim"]))
        let expensive = CompoundPlanner().plan("the expensive one, delete it", context: done)
        #expect(expensive.map(\.tool) == [.decline])
        for text in [
            "the one i finished yesterday, reopen it", "the one i have to do in town, push it",
            "move the next one to tomorrow", "the first one on the list is done",
            "bring back the task i deleted", "mark the other one done",
        ] {
            let plan = CompoundPlanner().plan(text, context: context)
            #expect(!plan.contains { $0.tool.changesData }, "\(text)")
        }
    }

    /// A clock time describes by the time a task is due, with or without its day; a
    /// part of the day does not ("tomorrow morning" is the day). Two days joined by "or"
    /// are either.
    @Test func aTimeOrEitherOfTwoDaysDescribes() {
        let context = Grammar.context(Self.names)
        for text in ["the 10am one is done", "the 10 o'clock one on saturday is done"] {
            let plan = CompoundPlanner().plan(text, context: context)
            #expect(plan.map(\.tool) == [.completeTask], "\(text)")
            #expect(plan.first?.arguments["task"] == "clean the gutters", "\(text)")
        }
        let none = CompoundPlanner().plan("the 3pm one on saturday is done", context: context)
        #expect(none.first?.arguments["fits"] == "0")
        let either = CompoundPlanner().plan(
            "the one due saturday or the 20th is done", context: context)
        #expect(either.map(\.tool) == [.decline])
        #expect(either.first?.arguments["fits"] == "2")
        #expect(
            !CompoundPlanner().plan("the one at the top of my list is done", context: context)
                .contains { $0.tool.changesData })
    }

    /// A day said before the item's noun describes the item; the day after "to" is where
    /// it goes ("move the thursday meeting to friday" moved a task called "the" to
    /// Thursday). A day alone, or a head with what describes it after, names no task.
    @Test func theDayAfterToIsWhereItGoes() {
        let meeting = Grammar.parse("move the thursday meeting to friday")
        #expect(meeting.tool == .rescheduleTask)
        #expect(meeting.arguments["due"] == "2026-03-13")
        #expect(meeting.arguments["task"] == "thursday meeting")
        let context = Grammar.context(Self.names)
        for text in [
            "move friday's to monday", "move the one on the 12th to the 26th ta",
            "the thursday chore is done",
        ] {
            #expect(
                !CompoundPlanner().plan(text, context: context).contains { $0.tool.changesData },
                "\(text)")
        }
    }

    /// A capture whose words describe a stored task ("remind me to do the thursday
    /// one") is no new task: nothing is added. "one hour" is a number and a unit.
    @Test func aCaptureOfADescribedTaskAddsNothing() {
        let context = Grammar.context(Self.names)
        for text in [
            "remind me to do the thursday one", "remind me about the thursday one on friday",
            "add a task to finish the urgent one", "the last task i added was a mistake",
        ] {
            #expect(
                !CompoundPlanner().plan(text, context: context).contains { $0.tool.changesData },
                "\(text)")
        }
        #expect(
            Grammar.parse("next task is to order the cake").arguments["title"] == "order the cake")
        let meeting = CompoundPlanner().plan(
            "remind me about the meeting tomorrow one hour before", context: context)
        #expect(meeting.map(\.tool) == [.createTask])
    }

    /// Without a store nothing can say which task is meant: a decline, never a task
    /// called "one" or the last task touched moved to the description's day.
    @Test func withoutAStoreTheDescriptionIsDeclined() {
        let reading = Grammar.parse("move the one due saturday to monday")
        #expect(reading.tool == .decline)
        #expect(reading.arguments["describedTask"] == "the one due saturday")
        #expect(reading.arguments["fits"] == nil)
    }

    /// Words that describe nothing keep their reading: a pronoun, "the last one" (which
    /// may be the last one listed), a question, and a new task.
    @Test func whatDescribesNothingReadsAsBefore() {
        let names = Self.names
        #expect(
            Grammar.parse("mark that one done", names: names).arguments["task"] == "that one")
        #expect(Grammar.parse("what's the one due thursday", names: names).tool == .agenda)
        let capture = Grammar.parse("add a task due friday to call the bank", names: names)
        #expect(capture.tool == .createTask)
        #expect(capture.arguments["describedTask"] == nil)
        #expect(
            Grammar.parse("delete the last one", names: names).arguments["describedTask"] == nil)
    }

    @Test(arguments: [
        ("mark the one due tomorrow as done", "the one due tomorrow"),
        ("mark thursday's task done", "thursday's task"),
        ("make the really urgent one low priority", "the really urgent one"),
        ("delete the most recent task please", "the most recent task"),
        ("delete the last one I put in", "the last one I put in"),
        (
            "finish the high priority item in the Launch project",
            "the high priority item in the Launch project"
        ),
        ("move my overdue task to friday", "my overdue task"),
    ])
    func theDescriptionsSpan(_ example: (String, String)) {
        let (text, said) = example
        let dates = DateParser(now: Grammar.now).matches(in: text)
        let found = TaskDescription.find(in: text, dates: dates, today: Grammar.now.date)
        #expect(found.map { DescribedTasksDescriptions.slice(text, $0.span) } == said)
    }

    @Test func whatEachDescriptionHolds() throws {
        let text = "finish the high priority item in the Launch project"
        let found = try #require(TaskDescription.find(in: text, dates: [], today: Grammar.now.date))
        #expect(found.priorities == ["high"])
        #expect(found.project == "Launch")
        #expect(!found.newest && !found.overdue && found.due == nil)
        let week = "move the one due next week to friday"
        let dated = try #require(
            TaskDescription.find(
                in: week, dates: DateParser(now: Grammar.now).matches(in: week),
                today: Grammar.now.date))
        #expect(dated.due?.lowerBound.description == "2026-03-16")
        #expect(dated.due?.upperBound.description == "2026-03-22")
    }

    /// Only a head noun as a word lets a text be looked at: "someone" and "done" hold
    /// "one" but are no such noun.
    @Test func theQuickCheck() {
        #expect(TaskDescription.mayBeIn("the urgent ONE"))
        #expect(TaskDescription.mayBeIn("task: buy milk"))
        #expect(!TaskDescription.mayBeIn("someone has done the gutters"))
        #expect(!TaskDescription.mayBeIn("tasks"))
    }
}

enum DescribedTasksDescriptions {
    static func slice(_ text: String, _ span: Range<Int>) -> String {
        IntentParser.slice(text, span)
    }
}

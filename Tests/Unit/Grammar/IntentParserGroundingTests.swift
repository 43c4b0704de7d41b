import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// Readings that depend on what exists (DESIGN.md stage 6) and honest declines (stage 8).
@Suite struct IntentParserGroundingTests {
    /// "I need to reopen X": a need whose words are a command to pb is that command (a
    /// move is one when the item exists); one whose words are work in the world stays a
    /// task.
    @Test(arguments: [
        Reading(
            "I need to reopen the library books", .reopenTask, ["task": "library books"]),
        Reading("we have to take the fence off the list", .deleteTask, ["task": "fence"]),
        Reading(
            "I need to make the budget urgent", .setPriority,
            ["task": "budget", "priority": "urgent"]),
        Reading("I need to undo that", .undo),
        // Work is redone in the world ("redo the expense claim"): a need to redo is a
        // task, never the redo of an undone turn.
        Reading("I need to redo it", .createTask, ["title": "redo it"]),
        // A need restated of a task on the list is not a second task.
        Reading("I need to fix the fence", .decline, ["alreadyListed": "fix the fence"]),
        Reading("I need to fix the gate", .createTask, ["title": "fix the gate"]),
        Reading("I need to cancel the venue", .createTask, ["title": "cancel the venue"]),
        Reading(
            "I need to move the budget to Friday", .rescheduleTask,
            ["task": "budget", "due": "2026-03-13"]),
        Reading(
            "I need to move the sofa to Friday", .createTask, ["title": "move the sofa to Friday"]),
    ])
    func aNeedThatIsACommandIsThatCommand(_ example: Reading) {
        Grammar.expect(example, names: Grammar.household())
    }

    /// A stored project's name with one slip of the keys names that project; a real word
    /// one edit away ("lunch" for Launch) is a list of its own, and so is a slip without a
    /// store.
    @Test(arguments: [
        Reading(
            "add eggs to my shoping list", .createTask, ["title": "eggs", "project": "Shopping"]),
        Reading(
            "add tiles to the gardn project", .createTask, ["title": "tiles", "project": "Garden"]),
        Reading("what's on my shoping list", .listTasks, ["project": "Shopping"]),
        Reading(
            "add rolls to the lunch list", .createTask, ["title": "rolls", "project": "lunch"]),
        Reading(
            "add rolls to the Launhc party list", .createTask,
            ["title": "rolls", "project": "Launch party"]),
    ])
    func aSlipInAStoredProjectsNameNamesIt(_ example: Reading) {
        Grammar.expect(example, names: Grammar.household())
    }

    /// A task told to need no date any more loses it, when a task is called that.
    @Test(arguments: [
        Reading(
            "the water bill doesn't need a deadline any more", .updateTask,
            ["task": "water bill", "due": "none"]),
        Reading(
            "the fence has no due date any more", .updateTask, ["task": "fence", "due": "none"]),
        Reading("the boat doesn't need a deadline any more", .decline),
    ])
    func aTaskToldToNeedNoDateLosesIt(_ example: Reading) {
        Grammar.expect(example, names: Grammar.household())
    }

    /// The same slip asked after: a project's status, a list's tasks.
    @Test(arguments: [
        Reading("gardn status?", .projectStatus, ["project": "Garden"]),
        Reading("how's the launch prty going", .projectStatus, ["project": "Launch party"]),
        Reading("list everything in lanch", .listTasks, ["project": "Launch"]),
        Reading("launch prty - where are we", .projectStatus, ["project": "Launch party"]),
        Reading("the garden: where are we at?", .projectStatus, ["project": "garden"]),
    ])
    func aSlipInAProjectAskedAfterNamesIt(_ example: Reading) {
        Grammar.expect(example, names: Grammar.household())
    }

    @Test func aSlipNamesNothingWithoutAStoreOrWhenTwoNamesFitIt() {
        #expect(Grammar.parse("add eggs to my shoping list").arguments["project"] == "shoping")
        #expect(NameSlips.project("gardn", among: ["Garden", "Gardn"]) == nil)
        #expect(NameSlips.project("Launhc", among: ["Launch", "Launhcs"]) == nil)
        #expect(NameSlips.project("Launhc", among: ["Launch", "Lunch"]) == "Launch")
        #expect(NameSlips.project("shopping", among: ["Shoping"]) == nil)
    }

    /// Work under way is not done: "the freezer is defrosting", "the gutters are being
    /// cleaned". A booking said done for a day completes the task to book it.
    @Test func workUnderWayCompletesNothingAndABookingMadeIsDone() {
        let names = FakeNames(
            openTasks: [
                "defrost the freezer", "clean the gutters", "book venue", "dress rehearsal",
            ])
        for text in [
            "the freezer is defrosting", "the gutters are being cleaned",
            "the gutters are getting cleaned tomorrow",
        ] {
            #expect(Grammar.parse(text, names: names).tool != .completeTask, "\(text)")
        }
        #expect(Grammar.parse("the freezer is defrosted", names: names).tool == .completeTask)
        Grammar.expect(
            Reading("the venue is booked for the 14th", .completeTask, ["task": "venue"]),
            names: names)
        #expect(
            Grammar.parse("the dress rehearsal is booked for Friday", names: names).tool
                == .rescheduleTask)
    }

    @Test func aStatementOfStateCompletesTheTaskItDescribes() {
        let names = FakeNames(openTasks: ["clean the gutters", "pay the water bill"])
        let reading = Grammar.parse("the gutters are clean", names: names)
        #expect(reading.tool == .completeTask)
        #expect(reading.arguments == ["task": "gutters"])
    }

    /// An adverb before the state, and when it was done after it, are no part of the name.
    @Test func aReportDoneFinallyOrLastNightNamesItsTask() {
        let names = Grammar.household()
        #expect(
            Grammar.parse("gutters finally sorted", names: names).arguments == ["task": "gutters"])
        #expect(
            Grammar.parse("water bill paid last night, phew", names: names).arguments
                == ["task": "water bill"])
    }

    /// "that's the X hung now": the lead-in and the trailing "now" are no part of it.
    @Test func aStatementOfStateAfterThatsNamesItsSubject() {
        #expect(
            Grammar.parse("i think thats the fence fixed now", names: Grammar.household())
                .arguments == ["task": "fence"])
    }

    /// A day or a feeling told is a diary entry only when nothing in it asks for more,
    /// and only as the whole request: beside a command it is a remark about it.
    @Test func aDayToldBesideARequestIsNoDiaryEntry() {
        let names = Grammar.household()
        #expect(
            Grammar.parse("feeling awful, so cancel the dentist", names: names).tool
                != .journalEntry)
        #expect(
            Grammar.parse("today was awful, move the fence", names: names).tool != .journalEntry)
        #expect(Grammar.parse("feeling like pizza tonight", names: names).tool == .decline)
        let plan = CompoundPlanner().plan(
            "today was awful, move the dentist to Friday", context: Grammar.context(names))
        #expect(plan.map(\.tool) == [.rescheduleTask])
        // "I felt ..." before a capture's head is what to capture, not a diary line.
        #expect(
            CompoundPlanner().plan(
                "I felt the car needs a service, remind me", context: Grammar.context(names)
            ).map(\.tool) == [.createTask])
    }

    /// "X should say Y" renames only a stored task: "read my list to me" renames nothing.
    @Test func aRenameWithoutARenameVerbNeedsAStoredTask() {
        #expect(Grammar.parse("read my reminder list to me").tool != .updateTask)
        #expect(
            Grammar.parse("the sign should say closed", names: Grammar.household()).tool == .decline
        )
    }

    /// "I need a holiday" is how the person feels; "move my car before 8 tomorrow" is
    /// no item and a day, whatever task shares the word "car".
    @Test func aTiredNeedOrAMisreadTimeChangesNothing() {
        let names = FakeNames(openTasks: ["take the car for its MOT", "book a holiday"])
        #expect(Grammar.parse("I need a holiday", names: names).tool == .decline)
        #expect(Grammar.parse("move my car before 8 tomorrow", names: names).tool == .decline)
        #expect(Grammar.parse("I need a new passport").tool == .createTask)
    }

    @Test func aStatementOfStateWithNoSuchTaskCompletesNothing() {
        let unrelated = FakeNames(openTasks: ["pay the water bill", "clean the oven"])
        #expect(Grammar.parse("the gutters are clean", names: unrelated).tool == .decline)
        #expect(Grammar.parse("the gutters are clean", names: FakeNames()).tool == .decline)
        // Without a store there is nothing to ground the reading in.
        #expect(Grammar.parse("the gutters are clean").tool == .decline)
    }

    @Test func aPastTenseReportCompletesTheTaskWithThatVerb() {
        let names = FakeNames(openTasks: ["pay the water bill", "clean the gutters"])
        let reading = Grammar.parse("paid the water bill", names: names)
        #expect(reading.tool == .completeTask)
        #expect(reading.arguments == ["task": "water bill"])
    }

    /// The decoy: "pay water bill" shares two of three words with "sell the water bill".
    /// The lookup no longer lets the first word be the one missed, and the grammar checks
    /// that the verb is in the title as well: "paid" never completes a sale.
    @Test func aPastTenseReportNeverCompletesATaskWithAnotherVerb() {
        let names = FakeNames(openTasks: ["sell the water bill"])
        #expect(names.openTask(named: "pay water bill") == nil)
        #expect(names.openTask(named: "water bill") == "sell the water bill")
        let reading = Grammar.parse("paid the water bill", names: names)
        #expect(reading.tool != .completeTask)
        #expect(reading.tool == .decline)
    }

    @Test func anIrregularParticipleGroundsToo() {
        let names = FakeNames(openTasks: ["fix the fence", "pay the water bill"])
        let reading = Grammar.parse("the fence is fixed", names: names)
        #expect(reading.tool == .completeTask)
        #expect(reading.arguments == ["task": "fence"])
    }

    static let outsideWhatTheAgentDoes = [
        "play some jazz", "set an alarm for 7", "what's the weather", "text Sam I'm late",
        "what's the weather like tomorrow", "wake me up at 6",
    ]

    /// Declined with and without a store, and never as a capture: "play some jazz" must not
    /// become a task called "play some jazz".
    @Test(arguments: outsideWhatTheAgentDoes)
    func requestsOutsideWhatTheAgentDoesAreDeclined(_ text: String) {
        #expect(Grammar.parse(text).tool == .decline)
        #expect(Grammar.parse(text, names: Grammar.household()).tool == .decline)
    }

    @Test func aDeclineOfAnErrandOffersTheWordsThatWouldCaptureIt() {
        let reading = Grammar.parse("buy milk")
        #expect(reading.tool == .decline)
        #expect(reading.arguments["suggestTask"] == "buy milk")
        // A request of another domain gets no such offer.
        #expect(Grammar.parse("play some jazz").arguments["suggestTask"] == nil)
    }

    static let severalTasks = [
        "delete the done tasks", "remove my garden tasks", "delete all completed tasks",
        "delete the tasks for the launch", "move the garden tasks to Friday",
        "mark all the garden tasks done", "push the tasks to tomorrow", "DROP TABLE tasks;--",
        "delete my whole list", "clear my list", "clear my entire list", "clear the shopping list",
        "delete my to-do list", "tick off the list", "finish everything due thursday",
        "clear out all of it by friday", "delete both of the shopping ones",
        "move the thursday ones to friday", "snooze all the garden ones till next week",
        "cancel the two tasks due tomorrow", "snooze everything due this weekend",
        "i've done everything due tomorrow", "move both saturday ones to sunday",
    ]

    /// A one-task tool never acts on a phrase that names several tasks: "delete the done
    /// tasks" deleted a task called "done", or any task with "done" in its title; nor is
    /// such a phrase captured ("finish everything due thursday" is no new errand).
    @Test(arguments: severalTasks)
    func aPhraseNamingSeveralTasksActsOnNone(_ text: String) {
        let names = FakeNames(
            openTasks: ["get the done deal signed", "garden", "drop the table off"],
            projects: ["Garden"])
        for reading in [Grammar.parse(text), Grammar.parse(text, names: names)] {
            #expect(
                ![.deleteTask, .completeTask, .rescheduleTask, .snoozeTask, .createTask]
                    .contains(reading.tool))
        }
    }

    @Test func aDeclinedCommandOnSeveralTasksSaysSo() {
        #expect(Grammar.parse("delete the done tasks").arguments["severalTasks"] == "delete")
        #expect(Grammar.parse("play some jazz").arguments["severalTasks"] == nil)
    }

    /// A list named by "my", "whole" or its own kind is the list; a list named otherwise
    /// may be one task's words ("the guest list"), and writing one is an errand.
    @Test func aListNamedWithoutMyMayBeOneTask() {
        let names = FakeNames(openTasks: ["finalise the guest list"])
        #expect(Grammar.parse("clear my list").arguments["severalTasks"] == "clear")
        #expect(Grammar.parse("tick off the guest list", names: names).tool == .completeTask)
        #expect(
            Grammar.parse("write the guest list").arguments["suggestTask"]
                == "write the guest list")
    }

    /// No tool deletes, renames, moves or completes a project: a one-task command on "the
    /// garden project" acts on no task, and says why. With a store, only a stored
    /// project's name counts: "finish the science project" may be a task's words.
    @Test func aOneTaskCommandOnAProjectActsOnNone() {
        let names = FakeNames(openTasks: ["plan the garden project"], projects: ["Garden"])
        for text in [
            "delete the garden project", "mark the garden project as done",
            "move the garden project to Friday", "rename the garden project to Allotment",
        ] {
            for reading in [Grammar.parse(text), Grammar.parse(text, names: names)] {
                #expect(!reading.tool.changesData, "\(text)")
            }
        }
        #expect(Grammar.parse("delete the garden project").arguments["projectCommand"] == "delete")
        let science = FakeNames(openTasks: ["finish the science project"])
        #expect(Grammar.parse("finish the science project", names: science).tool == .completeTask)
        #expect(
            Grammar.parse("finish the science project", names: FakeNames())
                .arguments["projectCommand"] == nil)
    }

    /// "remove the date from the dentist" speaks of the dentist's date: no task is
    /// deleted (no tool clears a date), where "remove the dentist" deletes it.
    @Test func somethingATaskHasIsNoTask() {
        let names = Grammar.household()
        for text in [
            "remove the date from the dentist", "take the deadline off the dentist",
            "remove the priority from the dentist",
        ] {
            #expect(Grammar.parse(text, names: names).tool != .deleteTask, "\(text)")
        }
        #expect(Grammar.parse("remove the dentist", names: names).tool == .deleteTask)
        #expect(Pronouns.namesAnAttribute("the due date on the report"))
        #expect(!Pronouns.namesAnAttribute("the date night task"))
    }

    /// ... unless a task is called just that.
    @Test func aTaskTitledWithAPluralNounIsStillOneTask() {
        let names = FakeNames(openTasks: ["review the admin tasks"])
        let reading = Grammar.parse("delete review the admin tasks", names: names)
        #expect(reading.tool == .deleteTask)
        #expect(reading.arguments["task"] == "review the admin")
    }

    /// "a week later" said of a task moves the task's own date by a week; as a date it
    /// would be a week from today.
    @Test(arguments: [
        Reading(
            "move the dentist a week later", .rescheduleTask, ["task": "dentist", "by": "+1w"]),
        Reading(
            "the dentist needs to go two days later", .rescheduleTask,
            ["task": "dentist", "by": "+2d"]),
        Reading(
            "move the dentist to Friday", .rescheduleTask, ["task": "dentist", "due": "2026-03-13"]),
    ])
    func aShiftSaidAsLaterMovesTheTasksOwnDate(_ example: Reading) {
        Grammar.expect(example, names: Grammar.household())
    }

    /// "for the house move I need to ...": a stored project named first, with or without
    /// a comma, files the capture under it; a name that is no project is left alone.
    @Test func aStoredProjectNamedFirstFilesTheCapture() {
        let names = FakeNames(projects: ["House move", "Garden"])
        let moved = Grammar.parse("for the house move i need to cancel the gym", names: names)
        #expect(moved.tool == .createTask)
        #expect(moved.arguments == ["title": "cancel the gym", "project": "House move"])
        let garden = Grammar.parse("for the garden, remind me to buy compost", names: names)
        #expect(garden.arguments["project"] == "Garden")
        let birthday = Grammar.parse("for my birthday, remind me to book a table", names: names)
        #expect(birthday.arguments["project"] == nil)
        // The longest stored name said first is the project: Launch party, not Launch.
        let party = Grammar.parse(
            "for the launch party add order balloons",
            names: FakeNames(projects: ["Launch", "Launch party"]))
        #expect(party.arguments == ["title": "order balloons", "project": "Launch party"])
    }

    /// Appending to a stored note named without the word "note", set off by a dash or a
    /// colon, or with "with:" after the note: what follows is added to it.
    @Test(arguments: [
        Reading(
            "append to boiler service - pressure was 1.2 bar", .appendToNote,
            ["note": "boiler service", "text": "pressure was 1.2 bar"]),
        Reading(
            "update the launch messaging note with: embargo moved to 9am", .appendToNote,
            ["note": "launch messaging", "text": "embargo moved to 9am"]),
        Reading(
            "stick this on the end of the venue shortlist: the harbour rooms", .appendToNote,
            ["note": "venue shortlist", "text": "the harbour rooms"]),
    ])
    func anAppendToAStoredNoteAddsWhatFollows(_ example: Reading) {
        let names = FakeNames(notes: [
            ("Boiler service", "serviced in May"), ("Launch messaging", "tone: warm"),
            ("Venue shortlist", "the old library"),
        ])
        Grammar.expect(example, names: names)
    }

    /// What a project needs, asked or told: "what still needs doing for X" lists its open
    /// tasks; "X needs a task to Y" adds one to it.
    @Test(arguments: [
        Reading(
            "what still needs doing for the house move?", .listTasks,
            ["filter": "open", "project": "House move"]),
        Reading("what needs to be done", .listTasks, ["filter": "open"]),
        Reading(
            "q3 planning needs a task to book the big meeting room", .createTask,
            ["title": "book the big meeting room", "project": "Q3 planning"]),
    ])
    func whatAProjectNeedsIsAskedOrAdded(_ example: Reading) {
        Grammar.expect(example, names: FakeNames(projects: ["House move", "Q3 planning"]))
    }

    /// "water is done" beside "pay the water bill" and "water the plants": no frame reads
    /// a name that fits several tasks, and the decline says which fit, for the reply to
    /// name them. A name that fits one is read; one that fits none declines with no list.
    @Test func aStatementOnANameThatFitsSeveralSaysWhich() {
        let names = Grammar.household()
        let several = Grammar.parse("water is done", names: names)
        #expect(several.tool == .decline)
        #expect(several.arguments["namesSeveral"] == "water")
        #expect(several.arguments["fits"] == "2")
        #expect(
            several.arguments["fitting"]?.split(separator: "\n").sorted()
                == ["pay the water bill", "water the plants"])
        let one = Grammar.parse("the gutters are done", names: names)
        #expect(one.tool == .completeTask)
        let none = Grammar.parse("the yoga class is done", names: names)
        #expect(none.tool == .decline)
        #expect(none.arguments["namesSeveral"] == nil)
        // Without a store nothing is known to fit several.
        #expect(Grammar.parse("water is done").arguments["namesSeveral"] == nil)
    }

    /// Forms met in a blind set of changes to stored tasks: a repeat phrase that opens
    /// with "on" before the slot, a state with "over", a task's verb in the past after the
    /// task said first, and an appointment said to wait (told, not asked of the calendar).
    @Test(arguments: [
        Reading(
            "make the budget repeat on the first monday of every month", .setRecurrence,
            ["task": "budget", "repeat": "FREQ=MONTHLY;BYDAY=1MO"]),
        Reading(
            "make the budget repeat on the first of every month", .setRecurrence,
            ["task": "budget", "repeat": "FREQ=MONTHLY;BYMONTHDAY=1"]),
        Reading("the water bill - paid it", .completeTask, ["task": "water bill"]),
        Reading("the vet appointment can wait till next week", .decline),
    ])
    func formsOfChangesToStoredTasks(_ example: Reading) {
        let reading = Grammar.parse(example.text, names: Grammar.household())
        #expect(reading.tool == example.tool, "\(reading)")
        for (key, value) in example.arguments {
            #expect(reading.arguments[key] == value, "\(key): \(reading)")
        }
    }

    @Test func aStateWithOverCompletesTheTask() {
        let names = FakeNames(openTasks: ["transfer the broadband"])
        let reading = Grammar.parse("the broadband's been transferred over", names: names)
        #expect(reading.tool == .completeTask)
        #expect(reading.arguments["task"] == "broadband")
        // After "'s", a thing someone has is no state: nothing is completed.
        let household = FakeNames(openTasks: ["renew passport", "buy a present for Theo"])
        #expect(
            !Grammar.parse("renew passport and Theo's passport", names: household).tool
                .changesData)
        #expect(Grammar.parse("the passport's renewed", names: household).tool == .completeTask)
        // "the water bill - forgot it": a past form no task's verb is, nothing done.
        #expect(
            Grammar.parse("the water bill - forgot it", names: Grammar.household()).tool
                == .decline)
    }

    /// "add task to <project>: <title>": a stored project named before the colon files
    /// the task there; other words before the colon stay in the title, and without a store
    /// nothing is taken for a project.
    @Test func aStoredProjectBeforeAColonFilesTheTask() {
        Grammar.expect(
            Reading(
                "Add task to Garden: buy compost", .createTask,
                ["project": "Garden", "title": "buy compost"]),
            names: Grammar.household())
        Grammar.expect(
            Reading(
                "add a new task to the shoping: eggs tomorrow", .createTask,
                ["project": "Shopping", "title": "eggs", "due": "2026-03-11"]),
            names: Grammar.household())
        Grammar.expect(
            Reading("add a task to ring Al: 0712 334", .createTask, ["title": "ring Al: 0712 334"]),
            names: Grammar.household())
        Grammar.expect(
            Reading(
                "Add task to Garden: buy compost", .createTask, ["title": "Garden: buy compost"]))
    }

    /// "the mirror job", "the bins chore": a task named with a word for a task after it.
    @Test(arguments: ["delete the fence job", "delete the fence chore", "delete the fence errand"])
    func aWordForATaskAfterTheNameIsNoPartOfIt(_ text: String) {
        Grammar.expect(Reading(text, .deleteTask, ["task": "fence"]), names: Grammar.household())
    }
}

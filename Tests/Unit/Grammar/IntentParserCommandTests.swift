import Testing
import ToolBox

@testable import IntentGrammar

/// Stage 5 and 6: one phrasing per command frame family, read against a household's
/// names (grounded, as the Agent reads). Now is Tuesday 2026-03-10 09:00.
@Suite struct IntentParserCommandTests {
    static let completion: [Reading] = [
        // The words a stored task should have, said many ways.
        Reading(
            "fix the fence should say fix the back gate", .updateTask,
            ["task": "fix the fence", "title": "fix the back gate"]),
        Reading(
            "make book venue read book the village hall", .updateTask,
            ["task": "book venue", "title": "book the village hall"]),
        Reading(
            "call the batteries task 'get AA batteries' instead", .updateTask,
            ["task": "batteries", "title": "get AA batteries"]),
        Reading(
            "edit dress rehearsal: full dress rehearsal", .updateTask,
            ["task": "dress rehearsal", "title": "full dress rehearsal"]),
        Reading(
            "rename book venue -> book the hall", .updateTask,
            ["task": "book venue", "title": "book the hall"]),
        // Texting shorthand for the grammar's own words.
        Reading("mv dentist to fri", .rescheduleTask, ["task": "dentist", "due": "2026-03-13"]),
        Reading(
            "mv bike service 2 sat", .rescheduleTask, ["task": "bike service", "due": "2026-03-14"]),
        Reading(
            "push the dentist to sun", .rescheduleTask, ["task": "dentist", "due": "2026-03-15"]),
        Reading("gutters r done", .completeTask, ["task": "gutters"]),
        Reading(
            "dentist -> friday 3pm", .rescheduleTask,
            ["task": "dentist", "due": "2026-03-13T15:00"]),
        Reading("budget -> done", .completeTask, ["task": "budget"]),
        Reading("bump the fence 2 urgent", .setPriority, ["task": "fence", "priority": "urgent"]),
        Reading("mark call the dentist as done", .completeTask, ["task": "call the dentist"]),
        Reading("mark the fence done finally", .completeTask, ["task": "fence"]),
        Reading(
            "complete the task pay the water bill", .completeTask, ["task": "pay the water bill"]),
        Reading("i've called the dentist", .completeTask, ["task": "dentist"]),
        Reading(
            "reopen return the library books", .reopenTask, ["task": "return the library books"]),
        Reading(
            "delete the task defrost the freezer", .deleteTask, ["task": "defrost the freezer"]),
        Reading(
            "rename get batteries to get AA batteries", .updateTask,
            ["task": "get batteries", "title": "get AA batteries"]),
    ]

    static let dates: [Reading] = [
        Reading(
            "move call the dentist to Friday", .rescheduleTask,
            ["task": "call the dentist", "due": "2026-03-13"]),
        Reading(
            "reschedule dress rehearsal to Monday at 10am", .rescheduleTask,
            ["task": "dress rehearsal", "due": "2026-03-16T10:00"]),
        Reading(
            "postpone draft the budget by 2 days", .rescheduleTask,
            ["task": "draft the budget", "by": "+2d"]),
        Reading("push the dentist back 2 days", .rescheduleTask, ["task": "dentist", "by": "+2d"]),
        Reading(
            "bring pay the council tax forward by 1 day", .rescheduleTask,
            ["task": "pay the council tax", "by": "-1d"]),
        Reading(
            "move the dentist a day earlier", .rescheduleTask, ["task": "dentist", "by": "-1d"]),
        Reading(
            "snooze clean the gutters until Monday", .snoozeTask,
            ["task": "clean the gutters", "until": "2026-03-16"]),
        Reading(
            "snooze take out the recycling for 3 days", .snoozeTask,
            ["task": "take out the recycling", "until": "2026-03-13"]),
        Reading(
            "remind me about book a haircut later", .snoozeTask,
            ["task": "book a haircut", "until": "2026-03-11"]),
        // A deadline given, or what an item needs (any -ing form), and when.
        Reading(
            "give the fence a deadline of Friday", .rescheduleTask,
            ["task": "fence", "due": "2026-03-13"]),
        Reading(
            "put a time on the dentist: 4pm", .rescheduleTask, ["task": "dentist", "at": "16:00"]),
        Reading(
            "the freezer wants defrosting by Saturday", .rescheduleTask,
            ["task": "freezer", "due": "2026-03-14"]),
        // What an item needs, and when.
        Reading(
            "the fence needs finishing by Friday", .rescheduleTask,
            ["task": "fence", "due": "2026-03-13"]),
        // An item and its new day, said as a correction.
        Reading(
            "the fence on Monday instead", .rescheduleTask,
            ["task": "fence", "due": "2026-03-16"]),
        // A time alone keeps the task's own day: the tool settles which (`at`).
        Reading("change the dentist to 4pm", .rescheduleTask, ["task": "dentist", "at": "16:00"]),
        Reading(
            "move the dentist to the afternoon", .rescheduleTask,
            ["task": "dentist", "at": "15:00"]),
        Reading(
            "push the fence till the evening", .rescheduleTask, ["task": "fence", "at": "18:00"]),
        Reading(
            "move the dentist to 4pm tomorrow", .rescheduleTask,
            ["task": "dentist", "due": "2026-03-11T16:00"]),
        // "End of day" and "tonight" name today, as "this afternoon" does.
        Reading(
            "move the dentist to end of day", .rescheduleTask,
            ["task": "dentist", "due": "2026-03-10T17:00"]),
        Reading(
            "move the dentist to this afternoon", .rescheduleTask,
            ["task": "dentist", "due": "2026-03-10T15:00"]),
        // A snooze is counted from now, so its time stays.
        Reading(
            "snooze the dentist until 4pm", .snoozeTask,
            ["task": "dentist", "until": "2026-03-10T16:00"]),
    ]

    static let attributes: [Reading] = [
        Reading(
            "set the priority of draft the budget to urgent", .setPriority,
            ["task": "draft the budget", "priority": "urgent"]),
        Reading(
            "make the dentist high priority", .setPriority, ["task": "dentist", "priority": "high"]),
        Reading(
            "set the dentist to low instead", .setPriority, ["task": "dentist", "priority": "low"]),
        // The level it had, said after the new one, is no level to set.
        Reading(
            "make the dentist high instead of urgent", .setPriority,
            ["task": "dentist", "priority": "high"]),
        Reading(
            "set the dentist to low rather than medium priority", .setPriority,
            ["task": "dentist", "priority": "low"]),
        Reading(
            "make water the plants repeat every Monday", .setRecurrence,
            ["task": "water the plants", "repeat": "FREQ=WEEKLY;BYDAY=MO"]),
        Reading(
            "make the dentist repeat every other Tuesday", .setRecurrence,
            ["task": "dentist", "repeat": "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"]),
        Reading(
            "stop repeating take out the recycling", .setRecurrence,
            ["task": "take out the recycling", "repeat": "none"]),
        Reading(
            "stop the gutters from recurring", .setRecurrence,
            ["task": "gutters", "repeat": "none"]),
        Reading(
            "take the recycling off repeat", .setRecurrence,
            ["task": "recycling", "repeat": "none"]),
        Reading(
            "make send invites depend on book venue", .addDependency,
            ["task": "send invites", "blockedBy": "book venue"]),
        Reading(
            "send invites is waiting on book venue", .addDependency,
            ["task": "send invites", "blockedBy": "book venue"]),
        Reading(
            "can't start the budget till the gutters are done", .addDependency,
            ["task": "budget", "blockedBy": "gutters"]),
    ]

    static let listings: [Reading] = [
        Reading("list my tasks", .listTasks),
        // A listing said by its filter alone, or of "everything" with a state.
        Reading("urgent stuff only pls", .listTasks, ["priority": "urgent"]),
        Reading("just the overdue ones", .listTasks, ["filter": "overdue"]),
        Reading("show me everything that's blocked", .listTasks, ["filter": "blocked"]),
        Reading("what's on friday", .agenda, ["date": "2026-03-13"]),
        Reading("show my open tasks", .listTasks, ["filter": "open"]),
        Reading("show my overdue tasks", .listTasks, ["filter": "overdue"]),
        Reading("show my completed tasks", .listTasks, ["filter": "done"]),
        Reading("show tasks due today", .listTasks, ["filter": "today"]),
        Reading("show tasks due this week", .listTasks, ["filter": "week"]),
        Reading("show blocked tasks", .listTasks, ["filter": "blocked"]),
        Reading("list the tasks in the Garden project", .listTasks, ["project": "Garden"]),
        Reading("show high priority tasks", .listTasks, ["priority": "high"]),
        Reading("what's on my agenda today", .agenda, ["range": "today"]),
        Reading("what's on my agenda tomorrow", .agenda, ["range": "tomorrow"]),
        Reading("what's on my agenda this week", .agenda, ["range": "week"]),
        Reading("what's overdue on my agenda", .agenda, ["range": "overdue"]),
        Reading("what's on my calendar today", .calendarAgenda, ["range": "today"]),
        Reading("what's on my calendar this week", .calendarAgenda, ["range": "week"]),
        Reading("what's on my calendar on Friday", .calendarAgenda, ["date": "2026-03-13"]),
    ]

    static let projectsNotesAndDiary: [Reading] = [
        Reading(
            "create a project called Kitchen renovation", .createProject,
            ["name": "Kitchen renovation"]),
        Reading("what is the status of the Launch project", .projectStatus, ["project": "Launch"]),
        Reading("the Launch project, how's it going?", .projectStatus, ["project": "Launch"]),
        Reading("show me the Launch status", .projectStatus, ["project": "Launch"]),
        Reading("what's the Launch project status", .projectStatus, ["project": "Launch"]),
        Reading("what is blocking send invites", .whatsBlocking, ["item": "send invites"]),
        Reading(
            "add a milestone Beta release to the Launch project due March 27", .addMilestone,
            ["project": "Launch", "title": "Beta release", "due": "2026-03-27"]),
        // A date after "for" is when, not which project: the planner files it.
        Reading(
            "add a milestone walls painted for the 30th", .addMilestone,
            ["title": "walls painted", "due": "2026-03-30"]),
        Reading(
            "add to the Moving checklist note: the parking permit for the van is sorted",
            .appendToNote,
            ["note": "Moving checklist", "text": "the parking permit for the van is sorted"]),
        Reading(
            "what is the guest wifi password", .askNotes,
            ["question": "what is the guest wifi password"]),
        Reading("search everything for passport", .searchEverything, ["query": "passport"]),
        // When one item is due: a search shows it with its date, not today's agenda.
        Reading("when's the dentist due?", .searchEverything, ["query": "dentist"]),
        Reading("when is the fence booked for", .searchEverything, ["query": "fence"]),
        Reading(
            "summarize the Garden project", .summarize, ["scope": "project", "target": "Garden"]),
        Reading("summarize this week", .summarize, ["scope": "week"]),
        Reading("summarize today", .summarize, ["scope": "day", "target": "2026-03-10"]),
        Reading(
            "journal: went for a long walk by the river", .journalEntry,
            ["text": "went for a long walk by the river"]),
        Reading(
            "today was rough, 2/5", .journalEntry, ["text": "today was rough", "mood": "2"]),
        Reading(
            "dear diary, long day. 4 out of 5", .journalEntry,
            ["text": "long day", "mood": "4"]),
        Reading(
            "journal entry: tired but happy, mood 4", .journalEntry,
            ["text": "tired but happy", "mood": "4"]),
        // A score first, a score given to the day, a score in words.
        Reading(
            "mood: 2. the boiler broke", .journalEntry, ["text": "the boiler broke", "mood": "2"]),
        Reading("mood 4", .journalEntry, ["text": "mood 4", "mood": "4"]),
        Reading(
            "I'd rate today a 4, good run", .journalEntry,
            ["text": "I'd rate today a 4, good run", "mood": "4"]),
        Reading(
            "log today as two out of five", .journalEntry,
            ["text": "log today as two out of five", "mood": "2"]),
        // The day or a feeling told, with no score.
        Reading(
            "yesterday went really well, the demo landed", .journalEntry,
            ["text": "yesterday went really well, the demo landed"]),
        Reading(
            "I'm feeling a bit flat this week", .journalEntry,
            ["text": "I'm feeling a bit flat this week"]),
        Reading(
            "today was long, finished the slides", .journalEntry,
            ["text": "today was long, finished the slides"]),
        Reading("start my weekly review", .weeklyReview),
        // Notes: a note named by its title, or saved "as a note"; a stored note updated.
        Reading(
            "note called Bins: blue on Tuesdays, green on Fridays", .createNote,
            ["title": "Bins", "body": "blue on Tuesdays, green on Fridays"]),
        Reading(
            "save this as a note: the spare key is under the pot", .createNote,
            ["body": "the spare key is under the pot"]),
        Reading(
            "update the moving checklist: book the skip", .appendToNote,
            ["note": "moving checklist", "text": "book the skip"]),
    ]

    /// A request's closing full stop or exclamation mark says nothing; cheers, a
    /// subject "you" before the command, and courtesy said as a condition open it; a
    /// condition pb cannot know holds the change back.
    @Test(arguments: [
        Reading("make the fence urgent.", .setPriority, ["task": "fence", "priority": "urgent"]),
        Reading(
            "Flag the fence as urgent!", .setPriority, ["task": "fence", "priority": "urgent"]),
        Reading("boom, the gutters are clean", .completeTask, ["task": "gutters"]),
        Reading(
            "Please you add task: bring documents to the embassy on Monday.", .createTask,
            ["title": "bring documents to the embassy", "due": "2026-03-16"]),
        Reading(
            "if you can, move the fence to saturday", .rescheduleTask,
            ["task": "fence", "due": "2026-03-14"]),
        Reading(
            "if the weather is nice, move the fence to saturday", .decline,
            ["unreadPart": "if the weather is nice", "condition": "yes"]),
    ])
    func closingMarksCheersAndConditions(_ example: Reading) {
        check(example)
    }

    /// Status, blockers and the day asked after in other words.
    @Test(arguments: [
        Reading("is the launch on track?", .projectStatus, ["project": "launch"]),
        Reading("how close are we to done on Garden", .projectStatus, ["project": "Garden"]),
        Reading("why can't I start on the invites?", .whatsBlocking, ["item": "invites"]),
        Reading("what have i actually finished", .listTasks, ["filter": "done"]),
        Reading("show me what I've done this week", .listTasks, ["filter": "done"]),
        Reading("tell me what we've got done", .listTasks, ["filter": "done"]),
        Reading("what am i meant to be doing today", .agenda, ["range": "today"]),
    ])
    func questionsInOtherWords(_ example: Reading) {
        check(example)
    }

    /// Tasks asked about for one day are that day's agenda; "stuff" and "things" name
    /// tasks only beside a task's state or priority.
    @Test(arguments: [
        Reading("which tasks are due on Friday", .agenda, ["date": "2026-03-13"]),
        Reading("what tasks do I have tomorrow", .agenda, ["range": "tomorrow"]),
        Reading("show my to-dos for the 20th", .agenda, ["date": "2026-03-20"]),
        Reading("show me yesterday's tasks", .listTasks),
        Reading("show me all the urgent stuff", .listTasks, ["priority": "urgent"]),
        Reading("what things are overdue", .listTasks, ["filter": "overdue"]),
        Reading("pull up my agenda just the overdue stuff", .agenda, ["range": "overdue"]),
    ])
    func listingsOfOneDayOrOfLooseNouns(_ example: Reading) {
        check(example)
    }

    /// A note said to go into a note that has a name adds to that note; "a note" alone
    /// is a new one.
    @Test(arguments: [
        Reading(
            "add a note to the boiler note saying the engineer comes tuesday", .appendToNote,
            ["note": "boiler", "text": "the engineer comes tuesday"]),
        Reading(
            "put in the boiler note that the engineer comes tuesday", .appendToNote,
            ["note": "boiler", "text": "the engineer comes tuesday"]),
        Reading(
            "write in my boiler note: engineer tuesday", .appendToNote,
            ["note": "boiler", "text": "engineer tuesday"]),
        // The note said first as the place, then a comma; a time said so is no note.
        Reading(
            "in the moving checklist, add: cancel the milk", .appendToNote,
            ["note": "moving checklist", "text": "cancel the milk"]),
        Reading(
            "on the shopping list, add eggs", .createTask,
            ["title": "eggs", "project": "Shopping"]),
        Reading(
            "in the morning, add call mum", .createTask,
            ["title": "call mum", "due": "2026-03-11T09:00"]),
        Reading("add a note to self: buy stamps", .createNote, ["body": "buy stamps"]),
        Reading("add to my notes: the code is 1234", .createNote, ["body": "the code is 1234"]),
    ])
    func aNoteIntoANamedNoteIsAddedToIt(_ example: Reading) {
        check(example)
    }

    /// A project named before a task's colon, or shown by name.
    @Test(arguments: [
        // After "for", a project the words call one; a stored one below; not a person.
        Reading(
            "add a task for the Attic project: measure the hatch", .createTask,
            ["title": "measure the hatch", "project": "Attic"]),
        Reading("new task for Sam: call him", .createTask, ["title": "Sam: call him"]),
        Reading(
            "new task in Garden: buy compost", .createTask,
            ["project": "Garden", "title": "buy compost"]),
        Reading(
            "new task in the morning: call mum", .createTask,
            ["title": "call mum", "due": "2026-03-11T09:00"]),
        Reading(
            "add to the Garden project: buy compost", .createTask,
            ["project": "Garden", "title": "buy compost"]),
        Reading("show me the garden project", .projectStatus, ["project": "garden"]),
        // Every project, none named: no argument, so the tool gives them all.
        Reading("show me my projects", .projectStatus),
        Reading("list my projects", .projectStatus),
        Reading("what projects do I have?", .projectStatus),
        Reading("how are my projects going", .projectStatus),
        Reading("can you list all my projects with their progress", .projectStatus),
        Reading("which projects are behind", .projectStatus),
        Reading("projects?", .projectStatus),
        Reading("give me an overview of my projects", .projectStatus),
        Reading("do I have any projects", .projectStatus),
        // A date taken away: asked for, it reads without a store.
        Reading(
            "take the due date off the report", .updateTask, ["task": "report", "due": "none"]),
        Reading(
            "remove the deadline from buy seeds", .updateTask, ["task": "buy seeds", "due": "none"]),
        Reading(
            "get rid of the due date on call mum", .updateTask, ["task": "call mum", "due": "none"]),
        Reading(
            "make the loft clear-out undated", .updateTask,
            ["task": "loft clear-out", "due": "none"]),
        // Told, it needs a task of that name (a store); said of something with no date
        // "yet", it changes nothing.
        Reading("the report doesn't need a deadline any more", .decline),
        Reading("the party has no date yet", .decline),
        Reading("which tasks have no due date?", .listTasks, ["filter": "undated"]),
        Reading("show me my tasks without a deadline", .listTasks, ["filter": "undated"]),
        Reading("show me the tasks in the garden project", .listTasks, ["project": "garden"]),
        Reading("show me the garden project tasks", .listTasks, ["project": "garden"]),
    ])
    func aProjectNamedBeforeAColonOrShownByName(_ example: Reading) {
        Grammar.expect(example)
    }

    /// With a store, a stored project's bare name before the colon files the task there;
    /// without one, "Garden:" may be anything.
    @Test func aStoredProjectNamedBeforeAColon() {
        let reading = Grammar.parse("add to garden: buy compost", names: Grammar.household())
        #expect(reading.arguments == ["project": "Garden", "title": "buy compost"])
        #expect(Grammar.parse("add to garden: buy compost").arguments["project"] == nil)
        #expect(
            Grammar.parse("new task for the Launch party, book a DJ", names: Grammar.household())
                .arguments == ["project": "Launch party", "title": "book a DJ"])
        // A stored project's milestone said as a label.
        let label = Grammar.parse(
            "Launch milestone: press day, April 2nd", names: Grammar.household())
        #expect(label.tool == .addMilestone)
        #expect(
            label.arguments == ["project": "Launch", "title": "press day", "due": "2026-04-02"])
    }

    @Test func looseNounsWithoutAStateAreNoListing() {
        #expect(Grammar.parse("what I do for a living").tool != .listTasks)
        #expect(Grammar.parse("show me the stuff about Rome").tool != .listTasks)
        #expect(Grammar.parse("the skip needs ordering, put it on my list").tool != .listTasks)
    }

    /// Notes, the diary, the review and the export in other words.
    @Test(arguments: [
        Reading(
            "save this somewhere: the loft pole is behind the boiler", .createNote,
            ["body": "the loft pole is behind the boiler"]),
        Reading("stick a note in: the quote was 420", .createNote, ["body": "the quote was 420"]),
        Reading(
            "update the wifi note - the password changed", .appendToNote,
            ["note": "wifi", "text": "the password changed"]),
        Reading(
            "for the diary - a total write-off, I'd give it a 1 out of 5", .journalEntry,
            ["text": "a total write-off", "mood": "1"]),
        Reading("can we do the end-of-week review now please", .weeklyReview),
        Reading("can I get my to-do list into Google Calendar somehow", .exportCalendar),
        Reading(
            "write my tasks out as an ics file at /tmp/week.ics", .exportCalendar,
            ["path": "/tmp/week.ics"]),
        Reading(
            "export my calendar to /tmp/pb.ics", .exportCalendar, ["path": "/tmp/pb.ics"]),
        Reading("keep this in mind", .decline),
    ])
    func notesDiaryReviewAndExportInOtherWords(_ example: Reading) {
        check(example)
    }

    /// Search, dependencies and snoozes in other words.
    @Test(arguments: [
        Reading(
            "have I got anything anywhere about Sarah Raven?", .searchEverything,
            ["query": "Sarah Raven"]),
        Reading("look through all my stuff for Kowalski", .searchEverything, ["query": "Kowalski"]),
        Reading(
            "the dress rehearsal comes after book venue", .addDependency,
            ["task": "dress rehearsal", "blockedBy": "book venue"]),
        Reading("show blocked tasks", .listTasks, ["filter": "blocked"]),
        Reading(
            "snooze the gutters 'til sat", .snoozeTask, ["task": "gutters", "until": "2026-03-14"]),
        Reading(
            "snooze the gutters for an hour", .snoozeTask,
            ["task": "gutters", "until": "2026-03-10T10:00"]),
        Reading(
            "snooze the gutters for 20 minutes", .snoozeTask,
            ["task": "gutters", "until": "2026-03-10T09:20"]),
    ])
    func searchDependencyAndSnoozeInOtherWords(_ example: Reading) {
        check(example)
    }

    /// Statements of priority, of not being done, and of what comes first.
    @Test(arguments: [
        Reading(
            "i'd say the fence is pretty urgent actually", .setPriority,
            ["task": "fence", "priority": "urgent"]),
        Reading("the oven's not finished after all", .reopenTask, ["task": "oven"]),
        Reading(
            "the dress rehearsal needs book venue done first", .addDependency,
            ["task": "dress rehearsal", "blockedBy": "book venue"]),
        Reading("the car needs new tyres first", .decline),
        Reading(
            "hook the moving checklist note up to the fence", .linkItems,
            ["from": "moving checklist", "to": "fence"]),
        Reading("how are you getting on today", .decline),
        Reading(
            "can the water bill stop nagging me until friday", .snoozeTask,
            ["task": "water bill", "until": "2026-03-13"]),
        Reading(
            "stop nagging me about the gutters for a week", .snoozeTask,
            ["task": "gutters", "until": "2026-03-17"]),
        Reading("stop nagging me", .decline),
        Reading(
            "can the fence be a monthly thing", .setRecurrence,
            ["task": "fence", "repeat": "FREQ=MONTHLY"]),
        Reading(
            "the plants need doing every Sunday now", .setRecurrence,
            ["task": "plants", "repeat": "FREQ=WEEKLY;BYDAY=SU"]),
        Reading(
            "the dress rehearsal's now Wednesday at 4", .rescheduleTask,
            ["task": "dress rehearsal", "due": "2026-03-11T16:00"]),
        Reading("undo the tick on the library books", .reopenTask, ["task": "library books"]),
        Reading(
            "the budget is due on Friday", .rescheduleTask, ["task": "budget", "due": "2026-03-13"]
        ),
        Reading(
            "the council tax should be due next Tuesday", .rescheduleTask,
            ["task": "council tax", "due": "2026-03-17"]),
        Reading(
            "the council tax deadline is actually the 31st", .rescheduleTask,
            ["task": "council tax", "due": "2026-03-31"]),
        Reading(
            "the dress rehearsal is really on Friday", .rescheduleTask,
            ["task": "dress rehearsal", "due": "2026-03-13"]),
    ])
    func statementsInOtherWords(_ example: Reading) {
        check(example)
    }

    /// "not done" is never "done": a negated state reopens; "back on my list" returns a
    /// done task rather than adding one called "... back"; "that task" points back.
    @Test(arguments: [
        Reading("mark the oven not done", .reopenTask, ["task": "oven"]),
        Reading("mark the oven as not done", .reopenTask, ["task": "oven"]),
        Reading("put the library books back on my list", .reopenTask, ["task": "library books"]),
        Reading("remove that task", .deleteTask, ["task": "that task"]),
    ])
    func negationsAndReturnsAreNotTheirOpposites(_ example: Reading) {
        check(example)
    }

    /// A score out of five ends a diary entry only when a day is told before it.
    @Test func aScoreAfterARequestIsNoDiaryEntry() {
        #expect(Grammar.parse("push the budget to Friday, 2/5").tool != .journalEntry)
    }

    /// "forget X" deletes a task that exists; "forget it" is "never mind", and "forget
    /// to" is no command.
    @Test(arguments: [
        Reading("forget the council tax", .deleteTask, ["task": "council tax"]),
        Reading("forget it", .decline), Reading("forget to call mum", .decline),
        Reading("the water bill's paid too", .completeTask, ["task": "water bill"]),
        Reading(
            "fix the fence is more of a low priority now", .setPriority,
            ["task": "fix the fence", "priority": "low"]),
    ])
    func forgettingAndOtherStatements(_ example: Reading) {
        check(example)
    }

    /// The date must be what the task is said to be: "Gran's birthday is the 22nd" says
    /// nothing of a task about Gran.
    @Test func aDateSaidOfSomethingElseMovesNothing() {
        let names = FakeNames(
            openTasks: ["pick up flowers for Gran"], doneTasks: [], projects: [], notes: [])
        #expect(Grammar.parse("Gran's birthday is the 22nd", names: names).tool != .rescheduleTask)
        #expect(
            Grammar.parse("the flowers for Gran are now due on the 22nd", names: names).tool
                == .rescheduleTask)
    }

    /// "fix the fence" asks for work in the world, though a task is called that: it
    /// completes nothing. "fixed the fence" reports it done; "finish" and "tick off" are
    /// the list's own verbs.
    @Test func anImperativeOfWorkCompletesNothing() {
        let names = Grammar.household()
        for text in [
            "fix the fence", "sort the water bill", "clear the gutters", "handle the budget",
        ] {
            #expect(Grammar.parse(text, names: names).tool != .completeTask, "\(text)")
        }
        for text in ["fixed the fence", "finish the fence", "tick off the fence"] {
            #expect(Grammar.parse(text, names: names).tool == .completeTask, "\(text)")
        }
    }

    /// A due date named as the item's own ("the council tax's due date"), and a note
    /// added to line by line ("add a line to X:").
    @Test(arguments: [
        Reading(
            "change the council tax's due date to friday", .rescheduleTask,
            ["task": "council tax", "due": "2026-03-13"]),
        Reading(
            "move the water bill deadline to the 31st", .rescheduleTask,
            ["task": "water bill", "due": "2026-03-31"]),
        Reading(
            "add a line to the moving checklist: cancel the milk", .appendToNote,
            ["note": "moving checklist", "text": "cancel the milk"]),
    ])
    func aDueDateOrANoteLineNamedAsTheItemsOwn(_ example: Reading) {
        Grammar.expect(example, names: Grammar.household())
    }

    /// A stored task and a level with no verb sets the level; a question or a negation
    /// before the level does not.
    @Test func aTaskThenALevelSetsIt() {
        let names = Grammar.household()
        #expect(
            Grammar.parse("water bill low priority pls", names: names).arguments["priority"]
                == "low")
        #expect(Grammar.parse("the budget - high prio", names: names).tool == .setPriority)
        for text in ["which of my tasks are high priority", "the council tax isnt urgent"] {
            #expect(Grammar.parse(text, names: names).frame != "taskThenLevel", "\(text)")
        }
    }

    /// "plan" asks after the agenda as the person's plans, not inside a name.
    @Test func aPlanInANameIsNoAgendaQuestion() {
        for text in [
            "what are my plans", "my weekly plan", "the plan for today", "any plans tomorrow",
        ] {
            #expect(Grammar.parse(text).tool == .agenda, "\(text)")
        }
        for text in ["the hiring plan back two days", "the offsite is blocked by the hiring plan"] {
            #expect(Grammar.parse(text).tool != .agenda, "\(text)")
        }
    }

    /// Undo and redo take back or bring back the last request; said of a thing ("redo
    /// the slides", "undo the knot") they are neither.
    @Test func undoAndRedoOfAThingAreNeither() {
        for text in ["redo the slides", "revert the slides", "undo the knot", "undo my booking"] {
            let tool = Grammar.parse(text, names: Grammar.household()).tool
            #expect(tool != .undo && tool != .redo, "\(text)")
        }
        for (text, tool) in [
            ("revert that", ToolName.undo), ("undo my last change", .undo), ("redo it", .redo),
            ("reverse the last change", .undo), ("undo this", .undo),
        ] {
            #expect(Grammar.parse(text, names: Grammar.household()).tool == tool, "\(text)")
        }
    }

    /// "make X read Y" with a manner word for Y says how X should read, not its new words;
    /// a name is still words ("Italy").
    @Test func aMannerIsNoNewTitle() {
        let names = Grammar.household()
        for text in [
            "make fix the fence read nicely", "fix the fence should read better",
            "make book venue say it properly",
        ] {
            #expect(Grammar.parse(text, names: names).tool != .updateTask, "\(text)")
        }
        #expect(Grammar.parse("make book venue read Italy", names: names).tool == .updateTask)
    }

    /// A question about what is due states no date for a task, store or not; nor does a
    /// statement about something the store does not hold.
    @Test func aQuestionAboutDueDatesMovesNothing() {
        let names = Grammar.household()
        for text in [
            "which tasks are due this week?", "have I got any tasks due today?",
            "show tasks due today", "what is due on Friday", "the MOT is due next Tuesday",
        ] {
            #expect(Grammar.parse(text, names: names).tool != .rescheduleTask, "\(text)")
            #expect(Grammar.parse(text).tool != .rescheduleTask, "\(text)")
        }
    }

    /// Without a store, "is X on track?" is about X in the world, not a project.
    @Test func onTrackWithoutAStoreIsNoProjectQuestion() {
        #expect(Grammar.parse("is the launch on track?").tool == .decline)
        #expect(Grammar.parse("is the launch project on track?").tool == .projectStatus)
    }

    /// Verbs of the lexicon's synonym sets: "nuke" deletes.
    @Test func lexiconSynonymsReadAsTheirAction() {
        Grammar.expect(
            Reading("can you nuke the loft task", .deleteTask, ["task": "loft"]),
            names: FakeNames(openTasks: ["clear out the loft"]))
    }

    func check(_ example: Reading, sourceLocation: SourceLocation = #_sourceLocation) {
        Grammar.expect(example, names: Self.names, sourceLocation: sourceLocation)
    }

    static var names: FakeNames {
        let household = Grammar.household()
        return FakeNames(
            openTasks: household.openTasks + ["book a haircut"], doneTasks: household.doneTasks,
            projects: household.projects, notes: household.notes)
    }

    @Test(arguments: completion) func completionDeletionAndRenameFrames(_ example: Reading) {
        check(example)
    }

    @Test(arguments: dates) func rescheduleShiftAndSnoozeFrames(_ example: Reading) {
        check(example)
    }

    @Test(arguments: attributes) func priorityRecurrenceAndDependencyFrames(_ example: Reading) {
        check(example)
    }

    @Test(arguments: listings) func listFilterAgendaAndCalendarFrames(_ example: Reading) {
        check(example)
    }

    @Test(arguments: projectsNotesAndDiary) func projectNoteSearchSummaryAndDiaryFrames(
        _ example: Reading
    ) {
        check(example)
    }

    /// Explicit commands stay commands when their object names nothing: the tool then
    /// reports the miss, which is better than a silent decline of a clear request.
    @Test func anExplicitCommandNamingNothingStillReadsAsTheCommand() {
        let reading = Grammar.parse("mark the flux capacitor as done", names: Self.names)
        #expect(reading.tool == .completeTask)
        #expect(reading.arguments == ["task": "flux capacitor"])
    }
}

import Testing
import ToolBox

@testable import IntentGrammar

/// Stage 1 to 4 of the grammar: interjections, captures and undo. "Now" is Tuesday
/// 2026-03-10 09:00 throughout.
@Suite struct IntentParserCaptureTests {
    /// "new" before a sentence with a verb of being tells a fact; it captures nothing.
    @Test func aNewFactIsNoCapture() {
        #expect(Grammar.parse("new wifi password is hunter2").tool != .createTask)
        #expect(Grammar.parse("new buy milk").arguments["title"] == "buy milk")
    }

    /// An errand with a to-do app's "@label" is a task, the label kept in its title as
    /// typed; without an errand, or as a question, the label captures nothing.
    @Test func anErrandWithALabelIsATask() {
        let labelled = Grammar.parse("pick up prescription @errands")
        #expect(labelled.tool == .createTask)
        #expect(labelled.arguments["title"] == "pick up prescription @errands")
        #expect(Grammar.parse("call gran @phone tomorrow").arguments["due"] == "2026-03-11")
        #expect(Grammar.parse("pick up prescription").tool == .decline)
        #expect(Grammar.parse("what's on @home?").tool != .createTask)
        #expect(Grammar.parse("email bob@example.com").tool != .createTask)
    }

    /// A list named for a weekday is that day: the task is due then, in no project; and
    /// "remind me again" is reminded as "remind me" is.
    @Test func aWeekdaysListIsThatDay() {
        #expect(
            Grammar.parse("put call the vet on thursday's list").arguments
                == ["title": "call the vet", "due": "2026-03-12"])
        #expect(
            Grammar.parse("remind me again tomorrow about the dentist").arguments
                == ["title": "the dentist", "due": "2026-03-11"])
    }

    /// Other apps' inbox is the to-do list itself: a task with no project.
    @Test func theInboxIsTheList() {
        let added = Grammar.parse("add renew gym membership to my Inbox")
        #expect(added.tool == .createTask)
        #expect(added.arguments["title"] == "renew gym membership")
        #expect(added.arguments["project"] == nil)
        #expect(Grammar.parse("add milk to my email inbox").tool != .createTask)
    }

    /// A deadline said first with its date dates what follows; a deadline's word with a
    /// date and nothing else names no task.
    @Test func aDeadlineSaidFirstDatesTheTask() {
        let dated = Grammar.parse("deadline fri - send the Q1 numbers to finance")
        #expect(dated.tool == .createTask)
        #expect(dated.arguments["title"] == "send the Q1 numbers to finance")
        #expect(dated.arguments["due"] == "2026-03-13")
        #expect(Grammar.parse("deadline fri").arguments["title"] != "deadline")
    }

    /// A time too vague to be a date ("later", "at some point") is no part of the title;
    /// alone it leaves a reminder with nothing to say, which the reply asks for.
    @Test func aVagueTimeIsNoPartOfTheTitle() {
        #expect(Grammar.parse("remind me to call mum later").arguments["title"] == "call mum")
        #expect(
            Grammar.parse("remind me to call mum at some point").arguments["title"] == "call mum")
        let bare = Grammar.parse("remind me later")
        #expect(bare.tool == .createTask && bare.arguments["title"] == nil)
    }

    /// Why a task is to be done is no part of its name; "because" before two words of
    /// what to do cuts nothing.
    @Test func aReasonIsNoPartOfTheTitle() {
        #expect(
            Grammar.parse("remind me to check the car insurance because I always panic")
                .arguments["title"] == "check the car insurance")
        #expect(
            Grammar.parse("add buy a card cos it's mum's birthday").arguments["title"]
                == "buy a card")
        #expect(
            Grammar.parse("remind me to Google because").arguments["title"] == "Google because")
    }

    /// "add" before an errand's verb captures the errand, though it is the kind of
    /// request another assistant takes ("call mum", "book flights"); "add" before
    /// anything else of another assistant's is still declined.
    @Test func addBeforeAnErrandCapturesIt() {
        #expect(Grammar.parse("add call mum").arguments == ["title": "call mum"])
        #expect(Grammar.parse("add book flights").arguments == ["title": "book flights"])
        #expect(Grammar.parse("add a timer for 5 minutes").tool == .decline)
    }

    /// A priority after "the" or "my" describes something in the title; said of the
    /// task, it is the task's.
    @Test func aPriorityInsideTheTitleIsTheTitles() {
        #expect(
            Grammar.parse("todo write up the high priority bugs list for Ken").arguments == [
                "title": "write up the high priority bugs list for Ken"
            ])
        #expect(
            Grammar.parse("remind me to call mum, high priority").arguments == [
                "title": "call mum", "priority": "high",
            ])
    }

    /// "a reminder" is what is made, whatever the verb that makes it: "write down",
    /// "pop in" and "jot down" place one as "set" does.
    @Test(arguments: [
        "write down a reminder to call Sam", "jot down a reminder to call Sam",
        "pop in a reminder to call Sam", "pencil in a reminder to call Sam",
        "set a reminder to call Sam",
    ])
    func aReminderPlacedByAnyVerbIsItsTitle(_ text: String) {
        let reading = Grammar.parse(text)
        #expect(reading.tool == .createTask)
        #expect(reading.arguments == ["title": "call Sam"])
    }

    @Test func aCaptureCutsItsDateAndTimeOutOfTheTitle() {
        let reading = Grammar.parse("remind me to call the dentist on Friday at 3pm")
        #expect(reading.tool == .createTask)
        #expect(reading.arguments == ["title": "call the dentist", "due": "2026-03-13T15:00"])
    }

    @Test func aCaptureCutsItsRepeatPhraseOutOfTheTitle() {
        let reading = Grammar.parse("remind me to take the bins out every Thursday")
        #expect(reading.tool == .createTask)
        #expect(
            reading.arguments == ["title": "take the bins out", "repeat": "FREQ=WEEKLY;BYDAY=TH"])
    }

    /// Numbers that could be read as times ("3", "4") stay in the title; only the span the
    /// date parser matched ("by Thursday") leaves it.
    @Test func onlyTheMatchedDateSpanLeavesTheTitle() {
        let reading = Grammar.parse("remind me to read chapters 3 and 4 by Thursday")
        #expect(reading.tool == .createTask)
        #expect(reading.arguments == ["title": "read chapters 3 and 4", "due": "2026-03-12"])
    }

    @Test(arguments: [
        Reading(
            "remind me to call Ana about the Q3 deck", .createTask,
            ["title": "call Ana about the Q3 deck"]),
        Reading("Task: email Priya the NDA", .createTask, ["title": "email Priya the NDA"]),
        Reading(
            "add a task to the Garden project: order mulch", .createTask,
            ["title": "order mulch", "project": "Garden"]),
    ])
    func capitalisationSurvivesInTitlesAndNames(_ example: Reading) {
        Grammar.expect(example)
    }

    @Test(arguments: [
        Reading(
            "wait, ok so remind me to buy milk tomorrow", .createTask,
            ["title": "buy milk", "due": "2026-03-11"]),
        Reading("um, remind me to buy milk", .createTask, ["title": "buy milk"]),
        Reading("not now, remind me to buy milk", .createTask, ["title": "buy milk"]),
        Reading("hey, todo: buy milk", .createTask, ["title": "buy milk"]),
    ])
    func leadingInterjectionsAreDropped(_ example: Reading) {
        Grammar.expect(example)
    }

    @Test(arguments: [
        Reading(
            "add a high priority task to fix the leaking tap", .createTask,
            ["title": "fix the leaking tap", "priority": "high"]),
        Reading(
            "add an urgent task to send the tax forms by Friday", .createTask,
            ["title": "send the tax forms", "priority": "urgent", "due": "2026-03-13"]),
        Reading("todo: back up the laptop", .createTask, ["title": "back up the laptop"]),
        Reading(
            "remind me to pick up fish and chips tonight", .createTask,
            ["title": "pick up fish and chips", "due": "2026-03-10T20:00"]),
        Reading(
            "note: the spare key is under the blue pot", .createNote,
            ["body": "the spare key is under the blue pot"]),
        Reading(
            "create a note titled Paint colours: the hallway is Elephant's Breath", .createNote,
            ["title": "Paint colours", "body": "the hallway is Elephant's Breath"]),
    ])
    func capturesReadTheirArguments(_ example: Reading) {
        Grammar.expect(example)
    }

    /// A note keeps the "now" or "from now on" that closes its sentence, which closes a
    /// request as courtesy; "thanks" still goes.
    @Test(arguments: [
        Reading(
            "jot this down - the bins go out on wednesdays now", .createNote,
            ["body": "the bins go out on wednesdays now"]),
        Reading(
            "note: the bins go out on Wednesdays from now on", .createNote,
            ["body": "the bins go out on Wednesdays from now on"]),
        Reading(
            "note: the wifi code is 1234 thanks", .createNote, ["body": "the wifi code is 1234"]),
    ])
    func aNoteKeepsTheWordsThatCloseItsSentence(_ example: Reading) {
        Grammar.expect(example)
    }

    /// The capture stage runs before the command frames: the whole clause is a title.
    @Test func aCommandInsideACaptureIsPartOfTheTitle() {
        let reading = Grammar.parse(
            "remind me to mark the invoice as done", names: Grammar.household())
        #expect(reading.tool == .createTask)
        #expect(reading.arguments == ["title": "mark the invoice as done"])
    }

    @Test(arguments: [
        "undo", "undo that", "scratch that", "take that back", "revert that", "undo my last change",
        "scrap that last change", "scrap the last one", "put that back how it was",
        "put it back", "never mind that last one", "I didn't mean to delete that",
        "i didn't mean that", "that was a mistake", "that's not what I meant",
    ])
    func undoPhrasingsReadAsUndo(_ text: String) {
        let reading = Grammar.parse(text, names: Grammar.household())
        #expect(reading.tool == .undo)
        #expect(reading.arguments.isEmpty)
    }

    /// A complaint about something else is no undo: undo reverts the last change, which
    /// may be turns back.
    @Test(arguments: ["that's wrong", "I didn't mean to delete the dentist", "that's a mistake"])
    func aComplaintAloneIsNoUndo(_ text: String) {
        #expect(Grammar.parse(text, names: Grammar.household()).tool != .undo)
    }

    @Test(arguments: [
        "redo", "redo that", "do it again", "put it back how it was before I undid it",
        "actually I did want that - do it again", "put it back again",
        "bring back what I just undid",
    ])
    func redoPhrasingsReadAsRedo(_ text: String) {
        let reading = Grammar.parse(text, names: Grammar.household())
        #expect(reading.tool == .redo)
        #expect(reading.arguments.isEmpty)
    }

    /// A repeat phrase and a bare time: the first due date should be an occurrence of the
    /// rule (Sunday the 15th at 08:00). Today the time is read on its own, as tomorrow at
    /// 08:00, a Wednesday; completing it then spawns the Sunday correctly.
    @Test func aRepeatingCaptureWithATimeIsFirstDueOnTheRulesDay() {
        let reading = Grammar.parse("remind me to water the plants every Sunday at 8am")
        #expect(reading.arguments["repeat"] == "FREQ=WEEKLY;BYDAY=SU")
        #expect(reading.arguments["due"] == "2026-03-15T08:00")
    }

    /// A day to come said with the rule is when it starts: the rule's first day from then.
    @Test func aRepeatStartsOnTheDaySaidWithIt() {
        let reading = Grammar.parse("remind me to call mum every sunday starting next week")
        #expect(reading.arguments["repeat"] == "FREQ=WEEKLY;BYDAY=SU")
        #expect(reading.arguments["due"] == "2026-03-22")
    }

    /// "the rent is due on the 1st": the linking verb goes with the date it linked; in a
    /// question ("what time the match is") it stays.
    @Test(arguments: [
        Reading(
            "remind me the rent is due on the 1st", .createTask,
            ["title": "the rent", "due": "2026-04-01"]),
        Reading(
            "remind me bin night is Thursday", .createTask,
            ["title": "bin night", "due": "2026-03-12"]),
        Reading(
            "remind me, the dentist is on Friday", .createTask,
            ["title": "the dentist", "due": "2026-03-13"]),
        Reading(
            "remind me that the car is ready on Friday", .createTask,
            ["title": "the car is ready", "due": "2026-03-13"]),
        Reading(
            "remind me the kids are off school on Monday", .createTask,
            ["title": "the kids are off school", "due": "2026-03-16"]),
        Reading(
            "remind me to check when the train is", .createTask,
            ["title": "check when the train is"]),
        Reading(
            "remind me of what the deadline is on Friday", .createTask,
            ["title": "what the deadline is", "due": "2026-03-13"]),
        Reading(
            "remind me to check when the train is tomorrow", .createTask,
            ["title": "check when the train is", "due": "2026-03-11"]),
    ])
    func aLinkingVerbBeforeACutDateLeavesWithIt(_ example: Reading) {
        Grammar.expect(example)
    }

    /// "pencil in X", "jot a task down: X": a task, not a note.
    @Test(arguments: [
        Reading(
            "pencil in a call with the accountant for the 24th", .createTask,
            ["title": "a call with the accountant", "due": "2026-03-24"]),
        Reading(
            "could you jot a task down for me: get the boiler quote signed", .createTask,
            ["title": "get the boiler quote signed"]),
        Reading("jot down a task: call Sam", .createTask, ["title": "call Sam"]),
        Reading(
            "jot down a task to read 1984 tomorrow", .createTask,
            ["title": "read 1984", "due": "2026-03-11"]),
        Reading("jot this down: the code is 1234", .createNote, ["body": "the code is 1234"]),
    ])
    func pencillingInAndJottingATaskDownAreCaptures(_ example: Reading) {
        Grammar.expect(example)
    }

    /// Every head that reads as a capture with nothing to capture holds one of the words
    /// the planner's cheap test looks for.
    @Test(arguments: [
        "remind me", "please remind me", "can you set a reminder", "set me a reminder",
        "add a task", "don't let me forget", "I don't want to forget", "could you remind us",
    ])
    func everyBareHeadHoldsAHeadWord(_ text: String) {
        let reading = Grammar.parse(text)
        #expect(reading.tool == .createTask && reading.arguments["title"] == nil)
        #expect(CaptureFrames.heads.contains(reading.frame))
        #expect(CaptureFrames.isBareHead(reading))
        #expect(CaptureFrames.mayBeBareHead(Utterance(text)))
    }

    /// "make sure I X", and a need with an adverb after its modal ("I should probably X").
    @Test(arguments: [
        Reading(
            "make sure I ring Nana midday Wednesday", .createTask,
            ["title": "ring Nana", "due": "2026-03-11T12:00"]),
        Reading(
            "make sure we remember to water the plants", .createTask, ["title": "water the plants"]),
        Reading("I should probably book the car in", .createTask, ["title": "book the car in"]),
    ])
    func makingSureAndHedgedNeedsAreCaptures(_ example: Reading) {
        Grammar.expect(example)
    }

    /// The list is named by the last "to my ... list" (`Fragments.placeName`): what comes
    /// before it, "to the post office" included, is the item; the task list itself files
    /// under no project, and "my" alone is no project's name.
    @Test(arguments: [
        Reading(
            "add a trip to the post office to my to do list", .createTask,
            ["title": "a trip to the post office"]),
        Reading(
            "add a trip to the post office to the shopping list", .createTask,
            ["title": "a trip to the post office", "project": "Shopping"]),
        Reading(
            "remind me to do the first thing on my list", .createTask,
            ["title": "do the first thing"]),
        Reading(
            "add a task to book the hall to the Launch project", .createTask,
            ["title": "book the hall", "project": "Launch"]),
        Reading(
            "put 'redirect the post' on the Launch list for the 27th", .createTask,
            ["title": "redirect the post", "project": "Launch", "due": "2026-03-27"]),
    ])
    func aListIsNamedByItsLastPreposition(_ example: Reading) {
        Grammar.expect(example)
    }

    /// A date after "to" and a verb that moves things is where the thing goes, part of
    /// the title and not the task's due date; after "add a reminder to" it is the due date.
    @Test(arguments: [
        Reading(
            "remind me to push the dentist to next week", .createTask,
            ["title": "push the dentist to next week"]),
        Reading(
            "remind me on Monday to move the dentist to Friday", .createTask,
            ["title": "move the dentist to Friday", "due": "2026-03-16"]),
        Reading(
            "add a task to change the meeting to 3pm", .createTask,
            ["title": "change the meeting to 3pm"]),
        Reading(
            "add a reminder to April fourth to go to the dentist", .createTask,
            ["title": "go to the dentist", "due": "2026-04-04"]),
        Reading(
            "remind me to go to Paris on Friday", .createTask,
            ["title": "go to Paris", "due": "2026-03-13"]),
    ])
    func aDateSomethingIsMovedToIsNoDueDate(_ example: Reading) {
        Grammar.expect(example)
    }

    /// An errand after a label that says when it is due or which project it goes in; a
    /// label that is anything else, or a note, is not this.
    @Test(arguments: [
        Reading(
            "first thing tomorrow: phone the surgery for results", .createTask,
            ["title": "phone the surgery for results", "due": "2026-03-11T09:00"]),
        Reading(
            "Garden project: order compost by Saturday", .createTask,
            ["title": "order compost", "project": "Garden", "due": "2026-03-14"]),
        Reading("note: call the bank", .createNote, ["body": "call the bank"]),
        Reading("re: the budget", .decline),
    ])
    func anErrandLabelledWithItsDateOrProject(_ example: Reading) {
        Grammar.expect(example)
    }

    /// "bin night is Thursday, remind me": the head after the comma, what to capture
    /// before it; a head whose whole title is a pronoun takes the front in its place, but
    /// only a front that names something ("oh" does not).
    @Test(arguments: [
        Reading(
            "bin night is Thursday, remind me", .createTask,
            ["title": "bin night", "due": "2026-03-12"]),
        Reading(
            "mum's birthday is on the 12th, don't let me forget", .createTask,
            ["title": "mum's birthday", "due": "2026-03-12"]),
        Reading(
            "dentist on Friday, remind me", .createTask, ["title": "dentist", "due": "2026-03-13"]),
        Reading("oh gosh, remind me to call mum", .createTask, ["title": "call mum"]),
        Reading("don't let me forget", .createTask, [:]),
        Reading(
            "the quarterly report, remind me about it on Monday", .createTask,
            ["title": "the quarterly report", "due": "2026-03-16"]),
        Reading(
            "oh, remind me about it tomorrow", .createTask, ["title": "it", "due": "2026-03-11"]),
        Reading("the vet, remind me to book it", .createTask, ["title": "book it"]),
        Reading(
            "the skip needs ordering, put it on my list", .createTask,
            ["title": "the skip needs ordering"]),
        Reading(
            "the skip needs ordering before the end of the month, stick it on my list",
            .createTask, ["title": "the skip needs ordering", "due": "2026-03-31"]),
    ])
    func aCaptureHeadAfterACommaTakesWhatCameBefore(_ example: Reading) {
        Grammar.expect(example)
    }

    /// What has run out is what to capture: "we're out of milk, put it on the list".
    @Test(arguments: [
        Reading(
            "we're out of milk, put it on the shopping list", .createTask,
            ["title": "milk", "project": "Shopping"]),
        Reading("I have no stamps left, add them to my list", .createTask, ["title": "stamps"]),
        Reading(
            "we don't have any more bin bags, remind me", .createTask, ["title": "bin bags"]),
        Reading("there's no coffee left, put it on my list", .createTask, ["title": "coffee"]),
    ])
    func whatHasRunOutIsWhatToCapture(_ example: Reading) {
        Grammar.expect(example)
    }

    /// "there's X" says X is the thing to remember, and a day said before it stays its
    /// day; a reminder "put in" for a time is a reminder at that time.
    @Test(arguments: [
        Reading(
            "on Friday there's a fire drill, remind me", .createTask,
            ["title": "a fire drill", "due": "2026-03-13"]),
        Reading(
            "pop a reminder in for 4pm to ring the school", .createTask,
            ["title": "ring the school", "due": "2026-03-10T16:00"]),
        Reading(
            "set a reminder in 2 hours to check the oven", .createTask,
            ["title": "check the oven", "due": "2026-03-10T11:00"]),
    ])
    func whatThereIsAndAReminderPutIn(_ example: Reading) {
        Grammar.expect(example)
    }

    /// Texting's "2" is "to" between "me", a need or a day and a verb, and before a
    /// priority; a count stays a count.
    @Test(arguments: [
        Reading("remind me 2 call the vet", .createTask, ["title": "call the vet"]),
        Reading(
            "remind me tmrw 2 book the MOT", .createTask,
            ["title": "book the MOT", "due": "2026-03-11"]),
        Reading("i need 2 post the parcel", .createTask, ["title": "post the parcel"]),
        Reading(
            "add 2 loaves to the shopping list", .createTask,
            ["title": "2 loaves", "project": "Shopping"]),
    ])
    func textingTwoForTo(_ example: Reading) {
        Grammar.expect(example)
    }

    /// "log that I ran 5k today" is the person telling what they did: a diary line, not
    /// a task. Without "I" or "we" and a past form, the words are still a task.
    @Test(arguments: [
        Reading("log that I ran 5k today", .journalEntry, ["text": "I ran 5k today"]),
        // An activity of the day, logged: its figures are no due time.
        Reading(
            "log my run: 5k in 28 minutes", .journalEntry, ["text": "my run: 5k in 28 minutes"]),
        Reading(
            "log: we went to the beach, 4/5", .journalEntry,
            ["text": "we went to the beach", "mood": "4"]),
        Reading("add that I walked the dog", .journalEntry, ["text": "I walked the dog"]),
        Reading("log I've finished the book", .journalEntry, ["text": "I've finished the book"]),
        Reading("add baked beans", .createTask, ["title": "baked beans"]),
        Reading("log a task to call mum", .createTask, ["title": "call mum"]),
    ])
    func whatThePersonDidIsADiaryLine(_ example: Reading) {
        Grammar.expect(example)
    }

    /// A lead-in alone is nothing to capture: the head keeps its empty title.
    @Test func aLeadInBeforeTheHeadIsNotATitle() {
        let reading = Grammar.parse("hey pb, could you can you create a reminder pls")
        #expect(reading.tool == .createTask)
        #expect(reading.arguments["title"] == nil)
    }
}

import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// Splitting a request into steps (DESIGN.md "Planner"). Now is Tuesday 2026-03-10 09:00.
@Suite struct CompoundPlannerTests {
    /// A plan written the way eval files write one.
    struct Example: Sendable, CustomTestStringConvertible {
        let text: String
        let steps: [Step]
        var testDescription: String { "\"\(text)\"" }

        init(_ text: String, _ steps: Step...) {
            self.text = text
            self.steps = steps
        }
    }

    struct Step: Sendable, Equatable, CustomStringConvertible {
        let tool: ToolName
        let arguments: [String: String]

        init(_ tool: ToolName, _ arguments: [String: String] = [:]) {
            self.tool = tool
            self.arguments = arguments
        }

        var description: String {
            "\(tool) \(arguments.keys.sorted().map { "\($0): \(arguments[$0] ?? "")" })"
        }
    }

    func plan(_ text: String, grounded: Bool = false) -> [Step] {
        CompoundPlanner().plan(text, context: Grammar.context(grounded ? Grammar.household() : nil))
            .map { Step($0.tool, $0.arguments) }
    }

    func check(_ example: Example, grounded: Bool = false) {
        #expect(plan(example.text, grounded: grounded) == example.steps)
    }

    /// "and" between two things is not a new command.
    static let mustNotSplit: [Example] = [
        Example(
            "remind me to call mum and dad on Sunday",
            Step(.createTask, ["title": "call mum and dad", "due": "2026-03-15"])),
        Example(
            "add a task to buy salt and pepper", Step(.createTask, ["title": "buy salt and pepper"])
        ),
        Example(
            "add a task to wash and dry the bedding",
            Step(.createTask, ["title": "wash and dry the bedding"])),
        Example(
            "remind me to compare Sky and Virgin broadband prices on Friday",
            Step(
                .createTask,
                ["title": "compare Sky and Virgin broadband prices", "due": "2026-03-13"])),
        Example(
            "note: the plumber says the boiler is fine, and the radiators just need bleeding",
            Step(
                .createNote,
                [
                    "body":
                        "the plumber says the boiler is fine, and the radiators just need bleeding"
                ])),
    ]

    /// "so" after a form of "be" says how much ("be so kind as to"), and joins no two
    /// requests; after anything else it may ("I'm so tired so move the gym").
    @Test func soAfterBeIsNoJoiner() {
        let pieces = { (text: String) in
            Segmenter.segments(of: Utterance(text)).map { String(text[$0]) }
        }
        #expect(
            pieces("would you be so kind as to add milk") == ["would you be so kind as to add milk"]
        )
        #expect(pieces("I'm so tired so move the gym") == ["I'm so tired", "move the gym"])
        #expect(
            plan("Good morning. Would you be so kind as to add a task to buy milk")
                == [Step(.createTask, ["title": "buy milk"])])
        #expect(
            plan("I'm so tired so move the dentist to friday", grounded: true).map(\.tool)
                == [.rescheduleTask])
    }

    /// A request to another assistant before a comma is no lead-in to drop: the whole
    /// request is declined, saying which part was not read.
    @Test func anotherAssistantsRequestFirstIsNotDropped() {
        #expect(
            plan("play some jazz, remind me to buy milk tomorrow")
                == [Step(.decline, ["unreadPart": "play some jazz"])])
        #expect(
            plan("call mum, remind me to buy milk tomorrow")
                == [Step(.decline, ["unreadPart": "call mum"])])
        // A lead-in is still one: "oh gosh, remind me ...".
        #expect(
            plan("oh gosh, remind me to buy milk tomorrow")
                == [Step(.createTask, ["title": "buy milk", "due": "2026-03-11"])])
    }

    /// What a request is for, or when it repeats, said first and set off by a comma is
    /// more of the request, never a story to drop; courtesy set off after a request is
    /// no step; a capture's head with nothing to capture before a question asks it.
    static let partsOfOneRequest: [Example] = [
        Example(
            "Hey pb, every weekday at nine, remind me to check the post.",
            Step(
                .createTask,
                [
                    "title": "check the post", "due": "2026-03-11T09:00",
                    "repeat": "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
                ])),
        Example(
            "hey pb, for the Garden project, remind me to order mulch",
            Step(.createTask, ["title": "order mulch", "project": "Garden"])),
        Example(
            "I'd like to start a new project called Golden Wedding, if you please.",
            Step(.createProject, ["name": "Golden Wedding"])),
        Example(
            "what's due this week, may I ask?",
            Step(.agenda, ["range": "week"])),
        // An apology before an undo is no request of its own.
        Example(
            "I do beg your pardon, that was an error on my part. Kindly reverse the last action.",
            Step(.undo)),
        // "thereafter", "once that's done" join two requests, as "then" does.
        Example(
            "mark the fence as done, and thereafter show me the overdue tasks",
            Step(.completeTask, ["task": "fence"]), Step(.listTasks, ["filter": "overdue"])),
        Example(
            "mark the fence done, and once that's done show me the overdue tasks",
            Step(.completeTask, ["task": "fence"]), Step(.listTasks, ["filter": "overdue"])),
        Example(
            "mark the fence done, and later show me the overdue tasks",
            Step(.completeTask, ["task": "fence"]), Step(.listTasks, ["filter": "overdue"])),
        // A head that points back ("make that a reminder") captures what was said.
        Example(
            "the bins go out on thursday, make that a reminder",
            Step(.createTask, ["title": "the bins go out", "due": "2026-03-12"])),
        // Undo after a story: it names nothing the story could have meant.
        Example(
            "I've made a frightful muddle. Could you take back what you just did?",
            Step(.undo)),
        Example(
            "Remind me, what's the guest wifi password?",
            Step(.askNotes, ["question": "what's the guest wifi password?"])),
    ]

    /// A question whether pb can do a thing, then the thing asked for, is answered by
    /// doing it; "if so" opens the request. A question that reads is a step of its own.
    static let askedThenDone: [Example] = [
        Example(
            "can you do reminders? remind me to pick up the prescription on Thursday",
            Step(.createTask, ["title": "pick up the prescription", "due": "2026-03-12"])),
        Example(
            "is there a snooze? snooze the fence for a week",
            Step(.snoozeTask, ["task": "fence", "until": "2026-03-17"])),
        Example(
            "can projects have milestones? if so give Launch a milestone called 'beta ready' for the 25th",
            Step(.addMilestone, ["project": "Launch", "title": "beta ready", "due": "2026-03-25"])),
        Example(
            "can I write in a diary here? today was rough, the boiler played up again — mood's about a 2",
            Step(
                .journalEntry,
                [
                    "text": "today was rough, the boiler played up again — mood's about a 2",
                    "mood": "2",
                ])),
        Example(
            "what have I got between now and Sunday?", Step(.agenda, ["until": "2026-03-15"])),
        Example(
            "do I have anything on friday? add milk to the shopping list",
            Step(.agenda, ["date": "2026-03-13"]),
            Step(.createTask, ["title": "milk", "project": "Shopping"])),
    ]

    /// A title said in quotes ends at its closing quote: a remark after it is no more of
    /// it, and several quoted titles are one step each.
    @Test func aQuotedTitleEndsAtItsQuote() {
        #expect(
            plan("rename 'fix the fence' to 'mend the fence', I got it wrong", grounded: true)
                == [Step(.updateTask, ["task": "fix the fence", "title": "mend the fence"])])
        #expect(
            plan("put 'buy compost' and 'fix the hose' under Garden please", grounded: true)
                == [
                    Step(.createTask, ["title": "buy compost", "project": "Garden"]),
                    Step(.createTask, ["title": "fix the hose", "project": "Garden"]),
                ])
        #expect(
            ListExpansion.quotedItems("a', 'b' and 'c", open: "'", close: "'") == ["a", "b", "c"])
        #expect(
            ListExpansion.quotedItems("fish and chips", open: "'", close: "'") == ["fish and chips"]
        )
    }

    /// A want said after a command is a request, never an aside to drop: read as
    /// nothing, it declines the whole request rather than doing half.
    @Test func aWantAfterACommandIsNoAside() {
        #expect(
            plan("mark the fence done, I also want to see the overdue tasks", grounded: true)
                .map(\.tool) == [.decline])
        // A thing of one's own needed is why, and is dropped.
        #expect(
            plan("move the fence to saturday, I need the car for the school run", grounded: true)
                .map(\.tool) == [.rescheduleTask])
    }

    @Test(arguments: askedThenDone)
    func aQuestionWhetherItCanIsAnsweredByDoingIt(_ example: Example) {
        check(example, grounded: true)
    }

    @Test(arguments: partsOfOneRequest)
    func aPartOfOneRequestSetOffByACommaStaysWithIt(_ example: Example) {
        check(example, grounded: true)
    }

    @Test(arguments: mustNotSplit)
    func aJoinedPairInsideOneRequestStaysOneStep(_ example: Example) { check(example) }

    /// After a note's text, "tick off" or "cross off" a stored task opens a command of its
    /// own; "tick" said of what was just told ("..., tick it") stays the report's.
    @Test func tickingOffAfterANoteIsACommandOfItsOwn() {
        #expect(
            plan("new note: van booking ref SW-2231, and tick off the fence", grounded: true) == [
                Step(.createNote, ["body": "van booking ref SW-2231"]),
                Step(.completeTask, ["task": "fence"]),
            ])
        #expect(
            plan("note: the gate is fixed and cross off the fence", grounded: true).map(\.tool)
                == [.createNote, .completeTask])
        #expect(
            plan("paid the water bill just now, tick it", grounded: true) == [
                Step(.completeTask, ["task": "water bill"])
            ])
    }

    /// "just ..." or "only ..." after a listing narrows it: one listing, not two.
    @Test(arguments: [
        Example(
            "pull up my agenda, just the overdue stuff", Step(.agenda, ["range": "overdue"])),
        Example("list my tasks, just the urgent ones", Step(.listTasks, ["priority": "urgent"])),
        Example(
            "show my tasks, then add milk to the shopping list", Step(.listTasks),
            Step(.createTask, ["title": "milk", "project": "Shopping"])),
    ])
    func aListingNarrowedAfterACommaIsOneListing(_ example: Example) { check(example) }

    static let splits: [Example] = [
        Example(
            "remind me to call the vet tomorrow and add a note that Bella's jab is due in April",
            Step(.createTask, ["title": "call the vet", "due": "2026-03-11"]),
            Step(.createNote, ["body": "Bella's jab is due in April"])),
        Example(
            "mark the dentist done and push the budget to Monday",
            Step(.completeTask, ["task": "dentist"]),
            Step(.rescheduleTask, ["task": "budget", "due": "2026-03-16"])),
    ]

    @Test(arguments: splits)
    func aSplitComesWhereTheNextWordsOpenACommand(_ example: Example) {
        check(example, grounded: true)
    }

    /// A clause with its verb left out must bring something of its own: "finally" or
    /// "and dusted" after a completion is no second completion of a part of the name.
    static let noEchoes: [Example] = [
        Example(
            "I've paid the water bill, finally", Step(.completeTask, ["task": "water bill"])),
        Example(
            "the gutters are done and dusted", Step(.completeTask, ["task": "gutters"])),
        Example(
            "move the dentist to Friday and the fence to Thursday",
            Step(.rescheduleTask, ["task": "dentist", "due": "2026-03-13"]),
            Step(.rescheduleTask, ["task": "fence", "due": "2026-03-12"])),
        // An item with no date of its own goes when the one before it went.
        Example(
            "snooze the gutters till next week, and the fence too",
            Step(.snoozeTask, ["task": "gutters", "until": "2026-03-16"]),
            Step(.snoozeTask, ["task": "fence", "until": "2026-03-16"])),
        Example(
            "push the dentist back 2 days and the budget as well",
            Step(.rescheduleTask, ["task": "dentist", "by": "+2d"]),
            Step(.rescheduleTask, ["task": "budget", "by": "+2d"])),
    ]

    @Test(arguments: noEchoes)
    func anEllipsisBringsSomethingOfItsOwn(_ example: Example) {
        check(example, grounded: true)
    }

    /// A past-tense report names its task with a word of its own: "sent to Jo" is not a
    /// completion of "send invites" called "to".
    @Test func aReportOfOnlyFunctionWordsNamesNoTask() {
        #expect(plan("sent to Jo", grounded: true) == [Step(.decline)])
        #expect(
            plan("sent the invites", grounded: true) == [Step(.completeTask, ["task": "invites"])])
    }

    /// A remark naming an existing item, then a command about "it": the command acts on
    /// what the remark named, by the item's own words.
    static let remarkThenCommand: [Example] = [
        Example(
            "just got off the phone with the dentist, so you can tick that one off",
            Step(.completeTask, ["task": "dentist"])),
        Example(
            "I won't get the budget draft done by Friday, can you push it to Monday",
            Step(.rescheduleTask, ["task": "budget draft", "due": "2026-03-16"])),
    ]

    @Test(arguments: remarkThenCommand)
    func aRemarkNamesWhatTheCommandAfterItMeans(_ example: Example) {
        check(example, grounded: true)
    }

    /// A remark that names nothing in the store lends no meaning to "it".
    @Test func aRemarkNamingNothingLeavesItAlone() {
        #expect(
            plan(
                "the weather has been awful all week long, make it medium priority", grounded: true)
                == [
                    Step(.decline)
                ])
    }

    /// "oh" or "thanks" between or after clauses belongs to neither: it is no step and
    /// no part of a title.
    static let interjectionsBetween: [Example] = [
        Example(
            "remind me to call Sam at 5, oh and add a note that the van is booked",
            Step(.createTask, ["title": "call Sam", "due": "2026-03-10T17:00"]),
            Step(.createNote, ["body": "the van is booked"])),
        Example(
            "snooze the fence until Monday, thanks!",
            Step(.snoozeTask, ["task": "fence", "until": "2026-03-16"])),
    ]

    /// A quoted title is one item on a list, whatever words it holds.
    @Test func aQuotedTitleOnAListIsOneItem() {
        #expect(
            plan("add \"fish and chips for tea\" to shopping", grounded: true) == [
                Step(.createTask, ["title": "fish and chips for tea", "project": "Shopping"])
            ])
        #expect(
            plan("put 'measure the alcove for shelves' in the Garden project", grounded: true) == [
                Step(.createTask, ["title": "measure the alcove for shelves", "project": "Garden"])
            ])
    }

    /// Quoted titles, each with its own day, are each captured with that day.
    @Test func quotedTitlesKeepTheirOwnDays() {
        #expect(
            plan(
                "add 'renew the tv licence' for end of month, low priority, and 'cancel gym membership' for tomorrow",
                grounded: true) == [
                    Step(
                        .createTask,
                        ["title": "renew the tv licence", "due": "2026-03-31", "priority": "low"]),
                    Step(.createTask, ["title": "cancel gym membership", "due": "2026-03-11"]),
                ])
        #expect(
            plan(
                "add 'take the car in for new tyres' next tuesday at 10am, and 'drop the spare key at mum's' on friday",
                grounded: true) == [
                    Step(
                        .createTask,
                        ["title": "take the car in for new tyres", "due": "2026-03-17T10:00"]),
                    Step(
                        .createTask, ["title": "drop the spare key at mum's", "due": "2026-03-13"]),
                ])
    }

    /// Priorities said last ("medium is fine", "no rush", "low priority") settle the step
    /// before them; the last said wins.
    static let levelsSaidLast: [Example] = [
        Example(
            "the council tax isn't urgent any more, medium is fine",
            Step(.setPriority, ["task": "council tax", "priority": "medium"])),
        Example(
            "THE COUNCIL TAX ISN'T URGENT ANY MORE, MEDIUM IS FINE",
            Step(.setPriority, ["task": "COUNCIL TAX", "priority": "medium"])),
        Example(
            "add a task to call the plumber, high will do",
            Step(.createTask, ["title": "call the plumber", "priority": "high"])),
        Example(
            "the gutters aren't urgent, low is fine though",
            Step(.setPriority, ["task": "gutters", "priority": "low"])),
        Example(
            "add a task to call the plumber, no rush",
            Step(.createTask, ["title": "call the plumber", "priority": "low"])),
        Example(
            "put 'measure the alcove' in the Garden project, no rush, low priority",
            Step(
                .createTask,
                ["title": "measure the alcove", "project": "Garden", "priority": "low"])),
        Example(
            "add salt to the shopping list, no rush, actually high priority",
            Step(.createTask, ["title": "salt", "project": "Shopping", "priority": "high"])),
        Example(
            "remind me to renew the passport, it's urgent",
            Step(.createTask, ["title": "renew the passport", "priority": "urgent"])),
        // A level said as the one it is not tells a level already said from it: "high,
        // not urgent" is high. Said alone, it asks for a low one.
        Example(
            "make the fence high not urgent",
            Step(.setPriority, ["task": "fence", "priority": "high"])),
        Example(
            "add a task to call the plumber, high priority, not urgent",
            Step(.createTask, ["title": "call the plumber", "priority": "high"])),
        Example(
            "add a task to call the plumber, not urgent",
            Step(.createTask, ["title": "call the plumber", "priority": "low"])),
    ]

    @Test(arguments: levelsSaidLast)
    func aLevelSaidLastSettlesTheStepBeforeIt(_ example: Example) {
        check(example, grounded: true)
    }

    /// A date said last after words that take back ("no wait", "sorry", "I mean",
    /// "actually no, make that") replaces the date of the step before it.
    static let datesTakenBack: [Example] = [
        Example(
            "move the dentist to Wednesday, no wait, Thursday",
            Step(.rescheduleTask, ["task": "dentist", "due": "2026-03-12"])),
        Example(
            "move the dentist to Wednesday - actually no, make that Thursday",
            Step(.rescheduleTask, ["task": "dentist", "due": "2026-03-12"])),
        Example(
            "remind me to call mum on Monday, sorry, Tuesday",
            Step(.createTask, ["title": "call mum", "due": "2026-03-17"])),
        Example(
            "remind me to call mum on Monday, Tuesday",
            Step(.createTask, ["title": "call mum", "due": "2026-03-16"])),
        // An hour alone said again after a time: the new time, on the day said first.
        Example(
            "add a task to ring the vet at 3, no make that 4",
            Step(.createTask, ["title": "ring the vet", "due": "2026-03-10T16:00"])),
        Example(
            "add a task to ring the vet friday at 3, no wait, 4",
            Step(.createTask, ["title": "ring the vet", "due": "2026-03-13T16:00"])),
        Example(
            "move the dentist to 10am, sorry 11",
            Step(.rescheduleTask, ["task": "dentist", "at": "11:00"])),
        // With no mark between: "wait no" before a day that needs its cue, and an hour
        // alone after a time.
        Example(
            "move the dentist to thurs wait no wed",
            Step(.rescheduleTask, ["task": "dentist", "due": "2026-03-11"])),
        Example(
            "remind me to pick up the parcel at 4 actually make it 5",
            Step(.createTask, ["title": "pick up the parcel", "due": "2026-03-10T17:00"])),
        Example(
            "snooze the gutters till next weekend - wait no, just till sunday",
            Step(.snoozeTask, ["task": "gutters", "until": "2026-03-15"])),
        // After a day with no time, an hour is no date that was said: nothing is done.
        Example("add a task to ring the vet friday, no, 4", Step(.decline, ["takenBack": "yes"])),
        // A day of the month said again, with its "the", its linking word or neither.
        Example(
            "move the fence to the 28th, no the 29th",
            Step(.rescheduleTask, ["task": "fence", "due": "2026-03-29"])),
        Example(
            "move the fence to friday, no 29th",
            Step(.rescheduleTask, ["task": "fence", "due": "2026-03-29"])),
        Example(
            "move the fence to friday, no to saturday",
            Step(.rescheduleTask, ["task": "fence", "due": "2026-03-14"])),
        Example(
            "move the fence to the 19th sorry the 20th",
            Step(.rescheduleTask, ["task": "fence", "due": "2026-03-20"])),
        Example(
            "move the fence to the 19th sorry 20th",
            Step(.rescheduleTask, ["task": "fence", "due": "2026-03-20"])),
        Example(
            "move the fence to friday no actually thursday",
            Step(.rescheduleTask, ["task": "fence", "due": "2026-03-12"])),
        // The date taken back said apart from the words that take it back.
        Example(
            "remind me tmrw to call Priya no actually thursday",
            Step(.createTask, ["title": "call Priya", "due": "2026-03-12"])),
        // "I mean" after a word that corrects: neither is left in the title.
        Example(
            "add pick up prescription thursday sorry I mean friday",
            Step(.createTask, ["title": "pick up prescription", "due": "2026-03-13"])),
        // Not after "no" alone, which may be what is said; nor "can wait", a verb.
        Example(
            "remind me friday to tell mum i said no thursday",
            Step(.createTask, ["title": "tell mum i said no thursday", "due": "2026-03-13"])),
    ]

    @Test(arguments: datesTakenBack)
    func aDateTakenBackReplacesTheStepsDate(_ example: Example) { check(example) }

    /// A date taken back inside one clause of several replaces that clause's date; the
    /// clauses after it stand.
    static let datesTakenBackMidRequest: [Example] = [
        Example(
            "move the dentist to thursday no sorry friday, and make the fence urgent",
            Step(.rescheduleTask, ["task": "dentist", "due": "2026-03-13"]),
            Step(.setPriority, ["task": "fence", "priority": "urgent"])),
        Example(
            "move the dentist to Wednesday, no wait, Thursday, and make the fence urgent",
            Step(.rescheduleTask, ["task": "dentist", "due": "2026-03-12"]),
            Step(.setPriority, ["task": "fence", "priority": "urgent"])),
        Example(
            "remind me to pick up Lily from football thursday at 5, no wait 6, and add shin pads to the shopping list",
            Step(.createTask, ["title": "pick up Lily from football", "due": "2026-03-12T18:00"]),
            Step(.createTask, ["title": "shin pads", "project": "Shopping"])),
    ]

    @Test(arguments: datesTakenBackMidRequest)
    func aDateTakenBackMidRequestReplacesThatClausesDate(_ example: Example) {
        check(example, grounded: true)
    }

    /// A repeat taken back and said again replaces the repeat said first.
    @Test func aRepeatTakenBackIsReplaced() {
        #expect(
            plan(
                "change water the plants to every monday and thursday, no, every wednesday only",
                grounded: true)
                == [
                    Step(
                        .setRecurrence,
                        ["task": "water the plants", "repeat": "FREQ=WEEKLY;BYDAY=WE"])
                ])
        #expect(
            plan("remind me to put the bins out every tuesday - sorry, every wednesday")
                == [
                    Step(
                        .createTask,
                        ["title": "put the bins out", "repeat": "FREQ=WEEKLY;BYDAY=WE"])
                ])
    }

    /// Words before a colon that ask nothing lead into the request after it; not a time's
    /// colon, a command whose object holds one, or a label the words after point back at.
    @Test func aPreambleBeforeAColonLeadsIntoTheRequest() {
        #expect(
            plan("I keep forgetting so: every thursday i need to put the caddy out", grounded: true)
                == [
                    Step(
                        .createTask,
                        ["title": "put the caddy out", "repeat": "FREQ=WEEKLY;BYDAY=TH"])
                ])
        #expect(
            plan("as a treat for surviving this week: summarise the week", grounded: true)
                == [Step(.summarize, ["scope": "week"])])
        #expect(
            plan("What will the humidity be in the current spot at 15:19:29?", grounded: true)
                .allSatisfy { $0.tool == .decline })
        #expect(
            plan("Give Hindu Temples: What Happened to Them a 5 out of 6 stars.", grounded: true)
                .allSatisfy { $0.tool == .decline })
    }

    /// "add" after a new project's name opens what the project holds.
    @Test func addAfterANewProjectsNameOpensItsTasks() {
        #expect(
            plan("create project wedding add book the caterer and send save the dates") == [
                Step(.createProject, ["name": "wedding"]),
                Step(.createTask, ["title": "book the caterer", "project": "$1"]),
                Step(.createTask, ["title": "send save the dates", "project": "$1"]),
            ])
    }

    /// A clause with its own subject and verb takes no verb from the command before it:
    /// "cousin is doing it" is no second task to delete.
    @Test func aSubjectWithItsOwnVerbTakesNoneFromBefore() {
        #expect(
            plan("delete choose a dj, cousin is doing it").map(\.tool) == [.deleteTask])
        #expect(
            plan("snooze the Henderson invoice until friday, now I have no time for this")
                == [Step(.snoozeTask, ["task": "Henderson invoice", "until": "2026-03-13"])])
    }

    /// Why, said first and set off by a comma, then the request: the request is read.
    @Test func aReasonSaidFirstLeadsIntoTheRequest() {
        #expect(
            plan(
                "Because the venue's still not confirmed, the invites can wait till the 25th",
                grounded: true)
                == [Step(.snoozeTask, ["task": "invites", "until": "2026-03-25"])])
        #expect(
            plan("since it's raining, move the gutters to saturday", grounded: true)
                == [Step(.rescheduleTask, ["task": "gutters", "due": "2026-03-14"])])
    }

    /// A bare errand taken as a task, then ticked off by "it": no one asks for a task only
    /// to complete it. Nothing is done, and the reply names the errand.
    @Test func anErrandTickedOffAsItIsSaidChangesNothing() {
        #expect(
            plan("email Priya the contract and tick it off", grounded: true) == [
                Step(.decline, ["unreadPart": "email Priya the contract", "otherApp": "yes"])
            ])
        #expect(
            plan("collect the dry cleaning and tick it off", grounded: true) == [
                Step(.decline, ["noTaskNamed": "collect the dry cleaning"])
            ])
        #expect(
            plan("send invites to everyone on the guest list and mark it done", grounded: true)
                .map(\.tool) == [.decline])
        // Nor does anyone ask for one only to reopen it, open as it is.
        #expect(
            plan("collect the coat from the cleaners. reopen it", grounded: true) == [
                Step(.decline, ["noTaskNamed": "collect the coat from the cleaners"])
            ])
    }

    /// A project named before a colon, as a list is, takes a list of items: one task each.
    @Test func itemsAfterAProjectsNameAreOneTaskEach() {
        #expect(
            plan("Add to shopping: eggs, oat milk, bin bags and dishwasher tablets", grounded: true)
                == ["eggs", "oat milk", "bin bags", "dishwasher tablets"].map {
                    Step(.createTask, ["title": $0, "project": "Shopping"])
                })
    }

    /// Two tasks each with its own level: the word after the second name is its level,
    /// no more of its name.
    @Test func eachTaskKeepsItsOwnLevel() {
        #expect(
            plan("make the fence urgent and the council tax high", grounded: true)
                == [
                    Step(.setPriority, ["task": "fence", "priority": "urgent"]),
                    Step(.setPriority, ["task": "council tax", "priority": "high"]),
                ])
    }

    /// Stored tasks ticked off a named list are each completed: the list is where they
    /// were, and the second name was dropped as a remark.
    @Test func tasksTickedOffANamedListAreEachCompleted() {
        #expect(
            plan("tick off batteries from the shopping list", grounded: true)
                == [Step(.completeTask, ["task": "batteries"])])
        #expect(
            plan("tick off batteries and recycling from the shopping list", grounded: true)
                == [
                    Step(.completeTask, ["task": "batteries"]),
                    Step(.completeTask, ["task": "recycling"]),
                ])
    }

    /// A question asked of the notes ends at its question mark: a change said after it
    /// is a step of its own, not more of the question.
    @Test func aChangeAfterAQuestionMarkIsAStep() {
        let steps = Grammar.planInHousehold(
            "where's the wifi password? also the fence can move to friday")
        #expect(steps.map(\.tool) == [.askNotes, .rescheduleTask], "\(steps)")
        #expect(steps.last?.arguments == ["task": "fence", "due": "2026-03-13"])
    }

    /// A stored done task said to be not done, with "really" or "actually" after the
    /// "not", is reopened.
    @Test func aDoneTaskSaidNotReallyDoneIsReopened() {
        for said in [
            "oven's not actually done", "the oven isn't really finished",
            "oven's not actually done, it's still greasy. reopen it",
        ] {
            #expect(
                plan(said, grounded: true) == [Step(.reopenTask, ["task": "oven"])], "\(said)")
        }
    }

    /// A task's name never runs over the end of a sentence: "my draft!! add a task to
    /// ..." names no task, though it holds the word "task".
    @Test func aNameEndsWithItsSentence() {
        for text in [
            "Finally finished my dissertation draft!! add a task to print two copies",
            "finished my dissertation draft. add a task to print two copies",
        ] {
            #expect(!plan(text, grounded: true).contains { $0.tool == .completeTask }, "\(text)")
        }
    }

    @Test func aLevelAloneOrBesideNoPriorityChangesNothing() {
        #expect(plan("medium is fine", grounded: true) == [Step(.decline)])
        #expect(plan("no rush, low priority", grounded: true) == [Step(.decline)])
        #expect(
            plan("mark the gutters done, medium is fine", grounded: true) == [
                Step(.completeTask, ["task": "gutters"])
            ])
    }

    @Test(arguments: interjectionsBetween)
    func anInterjectionBetweenClausesIsNoStep(_ example: Example) {
        check(example, grounded: true)
    }

    static let expansions: [Example] = [
        // A colon after the project ends its name, however many words it has.
        Example(
            "new tasks for the house move: measure the sofa, cancel the milkman",
            Step(.createTask, ["title": "measure the sofa", "project": "house move"]),
            Step(.createTask, ["title": "cancel the milkman", "project": "house move"])),
        Example(
            "add 3 tasks: buy stamps, post the parcel, collect the prescription",
            Step(.createTask, ["title": "buy stamps"]),
            Step(.createTask, ["title": "post the parcel"]),
            Step(.createTask, ["title": "collect the prescription"])),
        Example(
            "add tasks: buy stamps, post the parcel and collect the prescription",
            Step(.createTask, ["title": "buy stamps"]),
            Step(.createTask, ["title": "post the parcel"]),
            Step(.createTask, ["title": "collect the prescription"])),
        Example(
            "add milk and eggs to shopping",
            Step(.createTask, ["title": "milk", "project": "Shopping"]),
            Step(.createTask, ["title": "eggs", "project": "Shopping"])),
    ]

    @Test(arguments: expansions)
    func aListExpandsToOneStepPerItem(_ example: Example) { check(example) }

    /// A project said once for a list, before a colon or after the last item, files
    /// every item, errands included; an item that is a request of its own is not filed.
    static let projectsOfAList: [Example] = [
        Example(
            "add weed the beds, mow the lawn and put up the trellis to the Garden project",
            Step(.createTask, ["title": "weed the beds", "project": "Garden"]),
            Step(.createTask, ["title": "mow the lawn", "project": "Garden"]),
            Step(.createTask, ["title": "put up the trellis", "project": "Garden"])),
        // A day as the label dates every item, as a project files them.
        Example(
            "tomorrow: collect the parcel, buy stamps and phone the school",
            Step(.createTask, ["title": "collect the parcel", "due": "2026-03-11"]),
            Step(.createTask, ["title": "buy stamps", "due": "2026-03-11"]),
            Step(.createTask, ["title": "phone the school", "due": "2026-03-11"])),
        Example(
            "add to the Garden project: buy compost, order seeds and fix the shed",
            Step(.createTask, ["title": "buy compost", "project": "Garden"]),
            Step(.createTask, ["title": "order seeds", "project": "Garden"]),
            Step(.createTask, ["title": "fix the shed", "project": "Garden"])),
        Example(
            "new task in Garden: buy compost, then remind me to call mum",
            Step(.createTask, ["title": "buy compost", "project": "Garden"]),
            Step(.createTask, ["title": "call mum"])),
        Example(
            "add milk, remind me to call mum and add buy compost to the Garden project",
            Step(.createTask, ["title": "milk"]), Step(.createTask, ["title": "call mum"]),
            Step(.createTask, ["title": "buy compost", "project": "Garden"])),
    ]

    @Test(arguments: projectsOfAList)
    func aProjectSaidOnceFilesTheWholeList(_ example: Example) { check(example, grounded: true) }

    /// A short name said after a list capture is one more item for that list; courtesy,
    /// statements and commands after it are not.
    static let itemsSaidAfter: [Example] = [
        Example(
            "add salt to shopping, oh and kitchen roll",
            Step(.createTask, ["title": "salt", "project": "Shopping"]),
            Step(.createTask, ["title": "kitchen roll", "project": "Shopping"])),
        Example(
            "put eggs on my list, and bread too", Step(.createTask, ["title": "eggs"]),
            Step(.createTask, ["title": "bread"])),
        Example(
            "add salt to the shopping list, would you",
            Step(.createTask, ["title": "salt", "project": "Shopping"])),
        Example(
            "add salt to shopping, oh and remind me to call mum",
            Step(.createTask, ["title": "salt", "project": "Shopping"]),
            Step(.createTask, ["title": "call mum"])),
    ]

    @Test(arguments: itemsSaidAfter)
    func aNameSaidAfterAListCaptureIsAnotherItem(_ example: Example) { check(example) }

    @Test func anotherAssistantsRequestAfterAListCaptureIsNoItem() {
        // The reply names the part for another app.
        #expect(
            plan("add milk to the shopping list and play some music") == [
                Step(.decline, ["unreadPart": "play some music", "otherApp": "yes"])
            ])
    }

    /// A statement after a command is a reason, not a second command with its verb left
    /// out, and "called off" reports no call.
    static let reasonsAfterACommand: [Example] = [
        Example(
            "delete the fence - it's been called off", Step(.deleteTask, ["task": "fence"])),
        Example(
            "remove the budget, I'm doing it another way", Step(.deleteTask, ["task": "budget"])),
    ]

    @Test(arguments: reasonsAfterACommand)
    func aReasonAfterACommandIsNoStep(_ example: Example) { check(example, grounded: true) }

    /// A command after an item said by ellipsis is a step of its own, not more of it.
    @Test func aCommandAfterAnEllipsisIsAStepOfItsOwn() {
        #expect(
            plan("finish the water bill and the council tax, then show me my tasks", grounded: true)
                == [
                    Step(.completeTask, ["task": "water bill"]),
                    Step(.completeTask, ["task": "council tax"]), Step(.listTasks),
                ])
    }

    /// "new project X, first tasks are a and b": the tasks go to the new project.
    @Test func aNewProjectsFirstTasksAreFiledUnderIt() {
        #expect(
            plan(
                "new project called Attic, first tasks are measure the hatch and buy boards",
                grounded: true) == [
                    Step(.createProject, ["name": "Attic"]),
                    Step(.createTask, ["project": "$1", "title": "measure the hatch"]),
                    Step(.createTask, ["project": "$1", "title": "buy boards"]),
                ])
    }

    /// A new project "with a milestone ..." gets the milestone.
    @Test func aProjectWithAMilestoneIsTwoSteps() {
        #expect(
            plan("create a project called Attic with a milestone 'boards down' on the 27th") == [
                Step(.createProject, ["name": "Attic"]),
                Step(
                    .addMilestone, ["project": "$1", "title": "boards down", "due": "2026-03-27"]),
            ])
    }

    /// "undo twice", "undo the last three changes": one undo step a time said.
    @Test func undoSaidSeveralTimesIsThatManySteps() {
        #expect(plan("undo twice") == [Step(.undo), Step(.undo)])
        #expect(plan("undo the last three changes") == [Step(.undo), Step(.undo), Step(.undo)])
        #expect(plan("redo 2") == [Step(.redo), Step(.redo)])
        #expect(plan("undo") == [Step(.undo)])
    }

    /// "..., it needs doing again on Sunday": the item before, on a new day.
    @Test func whatAnItemNeedsAfterACommandMovesIt() {
        #expect(
            plan("reopen the oven, it needs doing again on Sunday", grounded: true) == [
                Step(.reopenTask, ["task": "oven"]),
                Step(.rescheduleTask, ["task": "oven", "due": "2026-03-15"]),
            ])
    }

    /// A command not understood after one that was is not swallowed into it: the whole
    /// request is declined, and the reply can name the part. "now" at the end is no part
    /// of a command.
    @Test func aCommandNotUnderstoodAfterAnotherCancelsThePlan() {
        #expect(
            plan("paid the water bill, so make the budget sparkle", grounded: true) == [
                Step(.decline, ["unreadPart": "make the budget sparkle"])
            ])
        #expect(
            plan("paid the water bill, so make the budget urgent now", grounded: true) == [
                Step(.completeTask, ["task": "water bill"]),
                Step(.setPriority, ["task": "budget", "priority": "urgent"]),
            ])
        // After a capture too, when read together the two would be another request.
        #expect(
            plan("put eggs and flour on the shopping list and make them all low priority") == [
                Step(.decline, ["unreadPart": "make them all low priority"])
            ])
    }

    /// A request for another app said after a change is no remark to drop: carrying out
    /// the change alone would leave half the request silently undone.
    @Test func aRequestForAnotherAppAfterAChangeCancelsThePlan() {
        let declined: [(String, String)] = [
            ("mark the dress rehearsal done and tweet it", "tweet it"),
            ("move the dentist to friday and facetime gran", "facetime gran"),
            ("tick off the gutters and turn the wifi off", "turn the wifi off"),
            ("snooze the fence till sat, and get me directions to b&q", "get me directions to b&q"),
            // Said before pb's request, as after it.
            (
                "whatsapp the group that football is off, then move the dentist to friday",
                "whatsapp the group that football is off"
            ),
            // Not lost in the change before it either.
            (
                "move the dentist to fri and call the garage to confirm",
                "call the garage to confirm"
            ),
        ]
        for (text, part) in declined {
            #expect(
                plan(text, grounded: true)
                    == [Step(.decline, ["unreadPart": part, "otherApp": "yes"])], "\(text)")
        }
        // After a capture, a note or a diary line: a request of another app about what was
        // said, or one only another app answers. An errand is a list's item.
        let afterText: [(String, String)] = [
            ("add pick up prescription, and navigate home", "navigate home"),
            (
                "new note boiler pressure 1.2, and share it with dave on whatsapp",
                "share it with dave on whatsapp"
            ),
            ("diary: great run today, log it in strava too", "log it in strava too"),
        ]
        for (text, part) in afterText {
            #expect(
                plan(text, grounded: true)
                    == [Step(.decline, ["unreadPart": part, "otherApp": "yes"])], "\(text)")
        }
        #expect(
            plan("add tasks: renew the passport, find a dog sitter and order euros").count == 3)
        // Remarks that speak of other apps' things stay remarks: a subject and its verb,
        // a verb of feeling whose "I" was dropped, or a reason after an undo.
        #expect(
            plan("mark the invites done, tom's making a playlist", grounded: true)
                == [Step(.completeTask, ["task": "invites"])])
        #expect(
            plan("mark the invites done, love the playlist", grounded: true)
                == [Step(.completeTask, ["task": "invites"])])
        #expect(
            plan("mark the invites done, weather was awful", grounded: true)
                == [Step(.completeTask, ["task": "invites"])])
        // A topic put first, then a sentence about it, is no request.
        #expect(
            plan("DJ we dont need more, the cousin will make the music. delete it pls")
                .first?.arguments["otherApp"] == nil)
        // A stored task said after the change is one more it acts on.
        #expect(
            plan("tick off the gutters and send invites", grounded: true).map(\.tool)
                == [.completeTask, .completeTask])
        // pb's own verb said again of what was named repeats the request.
        #expect(
            plan("paid the water bill just now, tick it", grounded: true)
                == [Step(.completeTask, ["task": "water bill"])])
    }

    /// "... and the hedge" after a change is one more thing it acts on: when it names
    /// nothing stored, nothing is done, rather than the first part alone.
    @Test func anItemAddedByAndThatNamesNothingCancelsTheChange() {
        #expect(
            plan("tick off the gutters and the hedge", grounded: true)
                == [Step(.decline, ["noTaskNamed": "hedge"])])
        #expect(
            plan("tick off the gutters and the fence", grounded: true).map(\.tool)
                == [.completeTask, .completeTask])
        // A sentence after "and" is no item: "... and the gardener's doing it".
        #expect(
            plan("delete the fence and the gardener's doing it", grounded: true).map(\.tool)
                == [.deleteTask])
    }

    /// A report run on into the request to complete it, with no mark: "plants watered
    /// tick it". It is read, not dropped as a story before the next request.
    @Test func aReportThenTickItCompletesTheTask() {
        #expect(
            plan("plants watered tick it", grounded: true)
                == [Step(.completeTask, ["task": "plants"])])
        #expect(
            plan("gutters cleaned tick it off, and add bin bags to shopping", grounded: true)
                .map(\.tool) == [.completeTask, .createTask])
        // Words that read as no completion before the verb are no report of one.
        #expect(plan("the kids love to tick it off", grounded: true).map(\.tool) == [.decline])
    }

    /// Why, said after the request with no mark or after a comma, is no part of a name:
    /// the word "task" ends the task's name, and a verb in the past with its "I" dropped
    /// tells what happened, after a rename's title as after a capture's.
    @Test func aReasonAfterTheNameOrTitleIsLeftOut() {
        #expect(
            plan("bin the fence task its getting replaced", grounded: true)
                == [Step(.deleteTask, ["task": "fence"])])
        #expect(
            plan(
                "rename draft the budget to draft the Q3 budget, forgot the quarter", grounded: true
            )
                == [
                    Step(.updateTask, ["task": "draft the budget", "title": "draft the Q3 budget"])
                ])
        #expect(
            plan("remind me to call the bank, got a letter from them")
                == [Step(.createTask, ["title": "call the bank"])])
    }

    /// A question pb cannot answer, beside a change or a new task, is a part it cannot
    /// do: nothing is done. What tells what happened, or checks the request, is no question.
    @Test func aQuestionBesideAChangeCancelsThePlan() {
        #expect(
            plan("move the dentist to fri, is the surgery even open fri?", grounded: true) == [
                Step(.decline, ["unreadPart": "is the surgery even open fri?", "question": "yes"])
            ])
        #expect(
            plan("add buy a new kettle, which ones are good") == [
                Step(.decline, ["unreadPart": "which ones are good", "question": "yes"])
            ])
        #expect(
            plan("delete the fence, were just using a ladder", grounded: true).map(\.tool)
                == [.deleteTask])
        // About the weather, or an opinion asked of pb; a check on the request is none.
        for text in [
            "remind me to get sunscreen for saturday, and will it be sunny?",
            "move the dentist to friday and do you think the surgery will be open",
        ] {
            #expect(plan(text, grounded: true).first?.arguments["question"] == "yes", "\(text)")
        }
        #expect(plan("delete the fence, is that ok", grounded: true).map(\.tool) == [.deleteTask])
        // "that" pointing at something else than the request asks about it.
        #expect(
            plan(
                "the dentist on thursday, is that the one in town or the one by the station?",
                grounded: true
            ).first?.arguments["question"] == "yes")
        // A check on the request is no step of its own, long or short.
        for text in [
            "move the fence to friday, is that alright with you?",
            "move the fence to friday, does that work",
        ] {
            #expect(
                plan(text, grounded: true) == [
                    Step(.rescheduleTask, ["task": "fence", "due": "2026-03-13"])
                ], "\(text)")
        }
    }

    /// A note or a list said first as the place, set off by a comma, is where the words go,
    /// not a remark to drop.
    @Test func aPlaceSaidFirstIsWhereTheWordsGo() {
        #expect(
            plan("in the moving checklist, add: cancel the milk", grounded: true) == [
                Step(.appendToNote, ["note": "moving checklist", "text": "cancel the milk"])
            ])
        #expect(
            plan("on the shopping list, add eggs", grounded: true) == [
                Step(.createTask, ["title": "eggs", "project": "Shopping"])
            ])
    }

    /// "let's" opens a request of its own after free text when what follows reads as one;
    /// "let's see ..." or "let's hope ..." stays the entry's.
    @Test func letsOpensARequestAfterFreeTextWhenItReadsAsOne() {
        #expect(
            plan("diary: good day, got loads done. then let's do the weekly review").map(\.tool)
                == [.journalEntry, .weeklyReview])
        #expect(
            plan("diary: went to the park, then let's see what tomorrow brings").map(\.tool)
                == [.journalEntry])
    }

    /// One more stored task after "and", where the command's words wrap around its item,
    /// gets the same change; one that names nothing stored changes nothing.
    @Test func anotherStoredItemAfterAWrappingCommandGetsTheSameChange() {
        #expect(
            plan("mark the fence done and the gutters", grounded: true) == [
                Step(.completeTask, ["task": "fence"]), Step(.completeTask, ["task": "gutters"]),
            ])
        #expect(
            plan("mark the fence done and the hedge", grounded: true) == [
                Step(.decline, ["noTaskNamed": "hedge"])
            ])
    }

    /// A question about what pb can do or has, then "if so": the rest is the request. A
    /// question about the world is no such question, and nothing is done.
    @Test func ifSoAfterAQuestionAboutTheWorldDoesNothing() {
        #expect(
            plan(
                "is it going to rain this weekend? if so push the fence to next weekend",
                grounded: true
            ).map(\.tool) == [.decline])
        #expect(
            plan("is there a snooze? snooze the fence for a week", grounded: true) == [
                Step(.snoozeTask, ["task": "fence", "until": "2026-03-17"])
            ])
    }

    /// Ringing someone, as calling them, beside a change is for the phone: nothing is done.
    @Test func ringingSomeoneBesideAChangeIsForThePhone() {
        let steps = plan(
            "move the fence to friday and ring the builder to let him know", grounded: true)
        #expect(steps.map(\.tool) == [.decline], "\(steps)")
        #expect(steps.first?.arguments["otherApp"] == "yes", "\(steps)")
        #expect(
            plan("remind me to ring mum on sunday") == [
                Step(.createTask, ["title": "ring mum", "due": "2026-03-15"])
            ])
    }

    /// "it" after a project summarized is the project.
    @Test func itAfterAProjectSummarizedIsTheProject() {
        #expect(
            plan("summarise the Launch project and tell me what's blocking it").last
                == Step(.whatsBlocking, ["item": "Launch"]))
    }

    /// A question is told by its order alone, with no question mark, when its subject is
    /// a person ("do they even open fridays", "did priya sign yet"); before a change as
    /// after one, nothing is done. "did the laundry" and "did it already" tell what was
    /// done, and "do it before lunch" asks for something.
    @Test func aQuestionWithNoMarkIsToldByItsSubject() {
        for text in [
            "move the dentist to friday, do they even open fridays",
            "did priya sign yet, mark the fence done",
            "mark the fence done, has dave paid for the wood",
        ] {
            let steps = plan(text, grounded: true)
            #expect(steps.map(\.tool) == [.decline], "\(text)")
            #expect(steps.first?.arguments["question"] == "yes", "\(text)")
        }
        for text in ["did the laundry, mark the fence done", "did it already, mark the fence done"]
        {
            #expect(plan(text, grounded: true).first?.arguments["question"] == nil, "\(text)")
        }
        #expect(
            UnreadRequests.asksOfSomeone(["did", "priya", "sign", "yet"])
                && UnreadRequests.asksOfSomeone(["is", "it", "open", "sundays"])
                && !UnreadRequests.asksOfSomeone(["do", "it", "before", "lunch"])
                && !UnreadRequests.asksOfSomeone(["did", "the", "vat", "return"]))
    }

    @Test func aListOfTasksNeedsAVerbACountOrAColon() {
        #expect(plan("tasks are so boring") == [Step(.decline)])
        #expect(
            plan("tasks: buy milk; call mum") == [
                Step(.createTask, ["title": "buy milk"]), Step(.createTask, ["title": "call mum"]),
            ])
    }

    /// A command on a name that is no task, but a list of names that each are one, acts
    /// on each; without a store it is left as said.
    @Test func aCommandOnAListOfExistingTasksActsOnEach() {
        #expect(
            plan("tick off the gutters and the fence", grounded: true) == [
                Step(.completeTask, ["task": "gutters"]), Step(.completeTask, ["task": "fence"]),
            ])
        #expect(
            plan("delete pay the council tax and get batteries", grounded: true) == [
                Step(.deleteTask, ["task": "pay the council tax"]),
                Step(.deleteTask, ["task": "get batteries"]),
            ])
        #expect(
            plan("remove the water bill and pepper", grounded: true).count == 1)
    }

    /// The same for a move, a snooze or a priority, with the rest of the step kept.
    @Test func aMoveOrPriorityOnAListOfExistingTasksActsOnEach() {
        #expect(
            plan("move the fence and the gutters to Friday", grounded: true) == [
                Step(.rescheduleTask, ["task": "fence", "due": "2026-03-13"]),
                Step(.rescheduleTask, ["task": "gutters", "due": "2026-03-13"]),
            ])
        #expect(plan("move fish and chips to Friday", grounded: true).count == 1)
        // A one-task command whose frame wants a stored task reads a list of them too.
        #expect(
            plan("make the fence and the gutters urgent", grounded: true) == [
                Step(.setPriority, ["task": "fence", "priority": "urgent"]),
                Step(.setPriority, ["task": "gutters", "priority": "urgent"]),
            ])
        // Names after a comma go on the command's list, not beside it as a remark.
        #expect(
            plan("tick off the budget, batteries and the freezer", grounded: true) == [
                Step(.completeTask, ["task": "budget"]), Step(.completeTask, ["task": "batteries"]),
                Step(.completeTask, ["task": "freezer"]),
            ])
        // "both" between a list of tasks and what is said of them.
        #expect(
            plan("the fence and the gutters are both done", grounded: true) == [
                Step(.completeTask, ["task": "fence"]), Step(.completeTask, ["task": "gutters"]),
            ])
        // A name that loosely finds one task is still a list when each part is a task.
        #expect(
            plan("move the budget and the water bill to Friday", grounded: true).map {
                $0.arguments["task"]
            } == ["budget", "water bill"])
    }

    /// A date said once, at the end, is when every item read by ellipsis goes, the first
    /// included: it had said none of its own.
    @Test func aDateSaidLastIsWhenEveryItemGoes() {
        #expect(
            plan("snooze the fence and the gutters till Monday", grounded: true) == [
                Step(.snoozeTask, ["task": "fence", "until": "2026-03-16"]),
                Step(.snoozeTask, ["task": "gutters", "until": "2026-03-16"]),
            ])
        #expect(
            plan("push the water bill and the council tax back a week", grounded: true) == [
                Step(.rescheduleTask, ["task": "water bill", "by": "+1w"]),
                Step(.rescheduleTask, ["task": "council tax", "by": "+1w"]),
            ])
        // Each said its own: each keeps it.
        #expect(
            plan("move the water bill to Friday and the council tax to Monday", grounded: true)
                .map { $0.arguments["due"] } == ["2026-03-13", "2026-03-16"])
    }

    /// "them", "both", "the two" after several captures, or after a remark naming several
    /// stored tasks, mean each of them: one step apiece.
    @Test func aPluralPronounMeansEachItemBeforeIt() {
        #expect(
            plan("add milk and eggs to the shopping list, then make them both urgent") == [
                Step(.createTask, ["title": "milk", "project": "Shopping"]),
                Step(.createTask, ["title": "eggs", "project": "Shopping"]),
                Step(.setPriority, ["task": "$1", "priority": "urgent"]),
                Step(.setPriority, ["task": "$2", "priority": "urgent"]),
            ])
        #expect(
            plan("the fence and the gutters - push them both to Friday", grounded: true) == [
                Step(.rescheduleTask, ["task": "fence", "due": "2026-03-13"]),
                Step(.rescheduleTask, ["task": "gutters", "due": "2026-03-13"]),
            ])
        // "it" after one capture is that one.
        #expect(
            plan("add a task to call the vet, make it high priority") == [
                Step(.createTask, ["title": "call the vet"]),
                Step(.setPriority, ["task": "$1", "priority": "high"]),
            ])
    }

    @Test func aStatementAfterAListCaptureIsNoItem() {
        #expect(
            !plan("add salt to the shopping list, I'm out").contains {
                $0.arguments["title"] == "I'm out"
            })
    }

    static let filing: [Example] = [
        Example(
            "create a project Garden and add tasks: buy seeds, dig beds",
            Step(.createProject, ["name": "Garden"]),
            Step(.createTask, ["title": "buy seeds", "project": "$1"]),
            Step(.createTask, ["title": "dig beds", "project": "$1"])),
        Example(
            "create a project called Wedding and add a task to book the registrar",
            Step(.createProject, ["name": "Wedding"]),
            Step(.createTask, ["title": "book the registrar", "project": "$1"])),
        Example(
            "new project Book club, with tasks pick the first book and send a poll",
            Step(.createProject, ["name": "Book club"]),
            Step(.createTask, ["title": "pick the first book", "project": "$1"]),
            Step(.createTask, ["title": "send a poll", "project": "$1"])),
    ]

    @Test(arguments: filing)
    func tasksAfterANewProjectAreFiledUnderIt(_ example: Example) { check(example) }

    static let pronouns: [Example] = [
        Example(
            "add a task to draft the newsletter, then move it to Friday",
            Step(.createTask, ["title": "draft the newsletter"]),
            Step(.rescheduleTask, ["task": "$1", "due": "2026-03-13"])),
        Example(
            "add a task to renew the parking permit and make it urgent",
            Step(.createTask, ["title": "renew the parking permit"]),
            Step(.setPriority, ["task": "$1", "priority": "urgent"])),
    ]

    @Test(arguments: pronouns)
    func itPointsAtWhatAnEarlierStepCreated(_ example: Example) { check(example) }

    /// A date said once at the end of a list belongs to every item; an item with its own
    /// date keeps it, and then the last date is not shared.
    @Test func aTrailingDateIsSharedByTheWholeList() {
        check(
            Example(
                "hire a photographer, print the menus and order catering for next Friday",
                Step(.createTask, ["title": "hire a photographer", "due": "2026-03-20"]),
                Step(.createTask, ["title": "print the menus", "due": "2026-03-20"]),
                Step(.createTask, ["title": "order catering", "due": "2026-03-20"])))
        check(
            Example(
                "create a project Spring clean and add tasks: wash the windows, shampoo the carpets and clear the shed for this weekend",
                Step(.createProject, ["name": "Spring clean"]),
                Step(
                    .createTask,
                    ["title": "wash the windows", "project": "$1", "due": "2026-03-14"]),
                Step(
                    .createTask,
                    ["title": "shampoo the carpets", "project": "$1", "due": "2026-03-14"]),
                Step(
                    .createTask, ["title": "clear the shed", "project": "$1", "due": "2026-03-14"]))
        )
        check(
            Example(
                "add tasks: call the vet on Monday, buy dog food and book the groomer on Friday",
                Step(.createTask, ["title": "call the vet", "due": "2026-03-16"]),
                Step(.createTask, ["title": "buy dog food"]),
                Step(.createTask, ["title": "book the groomer", "due": "2026-03-13"])))
    }

    /// Half a plan is worse than none: one clause nobody understands declines the whole.
    @Test(arguments: [
        "play some jazz, then add a task to buy stamps", "play some jazz and remind me to call mum",
        "flurble the wibble, then add a task to buy stamps",
    ])
    func aClauseNothingRecognisesCancelsThePlan(_ text: String) {
        #expect(plan(text) == [Step(.decline)])
        #expect(plan(text, grounded: true) == [Step(.decline)])
    }

    @Test func aSingleRequestIsOneStep() {
        #expect(
            plan("remind me to call mum tomorrow at 5pm") == [
                Step(.createTask, ["title": "call mum", "due": "2026-03-11T17:00"])
            ])
    }

    /// "the MOT is due next Tuesday, can you remind me": a capture's head with nothing to
    /// capture takes the words before it, as one step, not a question and an empty task.
    static let headLast: [Example] = [
        Example(
            "the car's MOT is due next Tuesday, can you remind me",
            Step(.createTask, ["title": "the car's MOT", "due": "2026-03-17"])),
        Example(
            "I have a dentist appointment tomorrow at 10, please remind me",
            Step(.createTask, ["title": "I have a dentist appointment", "due": "2026-03-11T10:00"])),
        Example(
            "the bins go out on Thursday \u{2013} can you set a reminder",
            Step(.createTask, ["title": "the bins go out", "due": "2026-03-12"])),
    ]

    @Test(arguments: headLast)
    func aHeadAfterItsContentIsOneCapture(_ example: Example) { check(example) }

    /// "buy milk and remind me to call mum": a bare errand beside a capture is a task too,
    /// with its own date, as it is in a list of errands; "call mum", declined alone as a
    /// phone call, is an errand there.
    static let errandBesideCapture: [Example] = [
        Example(
            "buy milk and remind me to call mum", Step(.createTask, ["title": "buy milk"]),
            Step(.createTask, ["title": "call mum"])),
        Example(
            "ok so, pick up the dry cleaning tomorrow, and set a reminder to call mum at 5",
            Step(.createTask, ["title": "pick up the dry cleaning", "due": "2026-03-11"]),
            Step(.createTask, ["title": "call mum", "due": "2026-03-10T17:00"])),
        Example(
            "add eggs to the shopping list and book the dentist",
            Step(.createTask, ["title": "eggs", "project": "Shopping"]),
            Step(.createTask, ["title": "book the dentist"])),
        Example(
            "add milk to the shopping list and call mum",
            Step(.createTask, ["title": "milk", "project": "Shopping"]),
            Step(.createTask, ["title": "call mum"])),
    ]

    @Test(arguments: errandBesideCapture)
    func anErrandBesideACaptureIsCapturedToo(_ example: Example) { check(example) }

    /// "... and remind me about it tomorrow" after a capture dates that capture; it is
    /// not a task called "it", nor a task called "add a task to ...".
    static let captureOfAPronoun: [Example] = [
        Example(
            "wash the car and remind me about it tomorrow",
            Step(.createTask, ["title": "wash the car", "due": "2026-03-11"])),
        Example(
            "add a task to renew the passport and remind me about it every month",
            Step(.createTask, ["title": "renew the passport", "repeat": "FREQ=MONTHLY"])),
        Example(
            "add a task to renew the passport, remind me",
            Step(.createTask, ["title": "renew the passport"])),
        Example(
            "add 2 tasks: ring the council and cancel the gym, thanks!",
            Step(.createTask, ["title": "ring the council"]),
            Step(.createTask, ["title": "cancel the gym"])),
    ]

    @Test(arguments: captureOfAPronoun)
    func aCaptureOfAPronounDatesThePreviousCapture(_ example: Example) { check(example) }

    /// Beside anything but a capture, a bare errand is not read as one ("finish the
    /// slides" could be "mark it done"); nor is a verb with only pronouns after it.
    @Test(arguments: [
        "finish the slides, then move the rehearsal to Thursday",
        "buy milk and show my tasks", "check this out and remind me to buy milk",
    ])
    func anErrandElsewhereIsNotGuessed(_ text: String) {
        #expect(!plan(text).contains(Step(.createTask, ["title": "finish the slides"])))
        #expect(!plan(text).contains(Step(.createTask, ["title": "buy milk"])))
        #expect(!plan(text).contains(Step(.createTask, ["title": "check this out"])))
    }
}

extension CompoundPlannerTests {
    /// A sentence opened with "now" is a request of its own, not words the clause before
    /// swallows; and "bin bags" going *to* a list is an item, not a delete.
    static let wordsThatLookLikeCommands: [Example] = [
        Example(
            "paid the water bill. now remind me to sort the receipts friday",
            Step(.completeTask, ["task": "water bill"]),
            Step(.createTask, ["title": "sort the receipts", "due": "2026-03-13"])),
        Example(
            "add cat food and bin bags to the shopping list",
            Step(.createTask, ["title": "cat food", "project": "Shopping"]),
            Step(.createTask, ["title": "bin bags", "project": "Shopping"])),
        Example(
            "add cat food and bin bags to the shopping list then show me the list",
            Step(.createTask, ["title": "cat food", "project": "Shopping"]),
            Step(.createTask, ["title": "bin bags", "project": "Shopping"]),
            Step(.listTasks, ["project": "Shopping"])),
        Example(
            "add cat food and bin bags to the shopping list then show me my tasks",
            Step(.createTask, ["title": "cat food", "project": "Shopping"]),
            Step(.createTask, ["title": "bin bags", "project": "Shopping"]),
            Step(.listTasks)),
    ]

    @Test(arguments: wordsThatLookLikeCommands)
    func wordsThatLookLikeCommandsReadAsWhatTheyAre(_ example: Example) {
        check(example, grounded: true)
    }
}

extension CompoundPlannerTests {
    /// A date said alone after a capture that has none dates it; after a list of days it
    /// is one of the days, not a due date.
    static let dateAfterthoughts: [Example] = [
        Example(
            "add print the programmes to the launch project, due the 30th",
            Step(
                .createTask,
                ["title": "print the programmes", "project": "launch", "due": "2026-03-30"])),
        Example(
            "remind me to call mum, tomorrow",
            Step(.createTask, ["title": "call mum", "due": "2026-03-11"])),
        Example(
            "remind me to water the plants every Tuesday, Thursday, and Saturday",
            Step(
                .createTask,
                ["title": "water the plants", "repeat": "FREQ=WEEKLY;BYDAY=TU,TH,SA"])),
    ]

    @Test(arguments: dateAfterthoughts)
    func aDateSaidAfterACaptureDatesIt(_ example: Example) { check(example) }

    /// A day and a score out of five is a diary entry with that mood.
    @Test(arguments: [
        ("today was a solid 4 out of 5, got loads done", "4"),
        ("rate today 3 out of 5, meh but fine", "3"), ("my day: 5/5", "5"),
    ])
    func aDayWithAScoreIsADiaryEntry(_ text: String, _ mood: String) {
        let steps = plan(text)
        #expect(steps.count == 1)
        #expect(steps.first?.tool == .journalEntry)
        #expect(steps.first?.arguments["mood"] == mood)
    }
}

extension CompoundPlannerTests {
    /// A task said by its place in a plan, and a milestone named with "called" or only
    /// labelled, read with their project.
    static let plansOfAProject: [Example] = [
        Example(
            "new project Theo's birthday, first task book the soft play",
            Step(.createProject, ["name": "Theo's birthday"]),
            Step(.createTask, ["title": "book the soft play", "project": "$1"])),
        Example(
            "add a milestone to Q3 planning called budget signed off, due end of the month",
            Step(
                .addMilestone,
                ["project": "Q3 planning", "title": "budget signed off", "due": "2026-03-31"])),
        Example(
            "milestone for the house move: keys handed over on the 28th",
            Step(
                .addMilestone,
                ["project": "house move", "title": "keys handed over", "due": "2026-03-28"])),
    ]

    @Test(arguments: plansOfAProject)
    func aProjectsPlanReadsWithItsProject(_ example: Example) { check(example) }
}

extension CompoundPlannerTests {
    /// The plan of `text` against the household store (`Grammar.household`).
    static func householdPlan(_ text: String) -> [Step] {
        Grammar.planInHousehold(text).map { Step($0.tool, $0.arguments) }
    }
}

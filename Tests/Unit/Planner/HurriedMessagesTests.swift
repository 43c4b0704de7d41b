import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// Forms met in a blind set of messages typed in a hurry (paraphrase-dev-al): requests
/// taken back with no mark before the words that take them back, reports heard from
/// others, habits said as needs, names run on into why, and chat spellings. Now is
/// Tuesday 2026-03-10 09:00, with the household store.
@Suite struct HurriedMessagesTests {
    func plan(_ text: String) -> [ParsedIntent] { Grammar.planInHousehold(text) }

    @Test(arguments: [
        "add milk nvm", "move the dentist to fri... actually dont",
        "mark gutters done - oh wait not yet", "remind me to call the bank at 3 scratch that",
        "push the dentist to next wk actually leave it where it is", "delete the fence jk",
        "gutters done - jk not yet lol",
    ])
    func takenBackWithNoMark(_ text: String) {
        let steps = plan(text)
        #expect(steps.map(\.tool) == [.decline], "\(text)")
        #expect(steps.first?.arguments["takenBack"] == "yes")
    }

    /// Words of the request's own that end like a taking back still ask for it.
    @Test func aRequestEndingInSuchWordsStands() {
        #expect(plan("remind me to tell sam to leave it").map(\.tool) == [.createTask])
        #expect(plan("add a mind map book").map(\.tool) == [.createTask])
    }

    /// Heard from others, or not sure: nothing is completed, and the reply can offer
    /// "done: ..."; "I think that's X done" is said with no doubt.
    @Test func aReportHeardCompletesNothing() {
        let heard = plan("jo fixed the fence apparently!!")
        #expect(heard.map(\.tool) == [.decline])
        #expect(heard.first?.arguments["taskInState"] == "fence")
        #expect(plan("i think thats the fence fixed now").map(\.tool) == [.completeTask])
    }

    /// A way to live said as a need is no task; a thing to get more of is.
    @Test func aHabitIsNoTask() {
        for text in [
            "i really ought to ring gran more", "i need to ring gran more often",
            "i should really exercise more", "I need to drink more water",
        ] {
            #expect(!plan(text).contains { $0.tool.changesData }, "\(text)")
        }
        #expect(plan("i need to get more bin bags").map(\.tool) == [.createTask])
    }

    /// "delete X and Y, dont need either": the names before the comma find their tasks;
    /// what follows says why.
    @Test func aNameRunOnIntoWhyKeepsTheNames() {
        let steps = plan("delete fix the fence and get batteries, dont need either")
        #expect(steps.map(\.tool) == [.deleteTask, .deleteTask])
        #expect(steps.map { $0.arguments["task"] } == ["fix the fence", "get batteries"])
        #expect(plan("delete the piano lesson, not doing it").map(\.tool) == [.decline])
    }

    /// After "off my list", only why runs on, with no mark: the name ends at the list.
    @Test func whyRunOnAfterTheListIsNoName() {
        for said in [
            "remove batteries from my list found a pack in the drawer",
            "delete batteries from my list cause we have some",
            "delete batteries off the list they're in the drawer",
        ] {
            let steps = plan(said)
            #expect(steps.map(\.tool) == [.deleteTask], "\(said)")
            #expect(steps.first?.arguments["task"] == "batteries", "\(said)")
        }
        #expect(RunOnReasons.opensReason("found a pack in the drawer"))
        #expect(RunOnReasons.opensReason("they're in the drawer"))
        #expect(!RunOnReasons.opensReason("and the fence"))
        #expect(!RunOnReasons.opensReason("tomorrow"))
    }

    @Test func hurriedFormsRead() {
        let done = plan("fence done finally, add stain the fence next saturday")
        #expect(done.map(\.tool) == [.completeTask, .createTask])
        let listed = plan("list garden tasks pls")
        #expect(listed.first?.arguments["project"] == "Garden")
        let raised = plan("water bill to high pls")
        #expect(raised.map(\.tool) == [.setPriority])
        #expect(raised.first?.arguments["priority"] == "high")
        #expect(plan("quick wkly review pls").map(\.tool) == [.weeklyReview])
        let added = plan("oh n add oat milk to the shopping list")
        #expect(added.first?.arguments["title"] == "oat milk")
    }

    /// Held with words that correct, then why or where it stays (paraphrase-dev-am).
    @Test(arguments: [
        "snooze the budget till mon wait no boss wants it fri scrap that",
        "set the plants to every day lol no theyd drown ignore",
        "move the dentist to fri hmm actually no keep it thurs",
        "add oat milk no ignore me theres a carton in the door",
        "mark the vat return done... no hang on it hasnt gone thru yet",
        "add bread wait hold off til i check the freezer",
        "delete the haircut lol jk i def need one",
        // Part taken back takes back the whole (paraphrase-dev-ap).
        "delete send invites and clean the gutters, oh no keep the invites",
        "tick off the recycling and the plants - oops not the plants",
        "push the dentist to fri and delete the fence... actually keep the fence",
        "fix the fence is done, hang on the fence isnt done",
    ])
    func heldWithAReason(_ text: String) {
        #expect(plan(text).map(\.tool) == [.decline], "\(text)")
    }

    /// Such words as a request's own still ask for it.
    @Test func holdingWordsOfTheRequestsOwn() {
        #expect(plan("remind me to keep the receipts").map(\.tool) == [.createTask])
        #expect(plan("add a task: leave the keys with sam").map(\.tool) == [.createTask])
        #expect(plan("remind me to hang on to the receipt").map(\.tool) == [.createTask])
        #expect(plan("remind me to buy a jk rowling book").map(\.tool) == [.createTask])
        #expect(plan("add a task: hold off the decorators").map(\.tool) == [.createTask])
    }

    /// A request begun, broken off with a hesitation and a correction, and begun again
    /// (paraphrase-dev-an): what follows is the request; nothing when it asks for nothing.
    @Test func aFalseStartIsBegunAgain() {
        let again = plan("remind me to uh no wait add a task to email the landlord on the 23rd")
        #expect(again.map(\.tool) == [.createTask])
        #expect(again.first?.arguments["title"] == "email the landlord")
        #expect(plan("remind me to uh actually no ill just do it now").map(\.tool) == [.decline])
        #expect(plan("um add milk").map(\.tool) == [.createTask])
    }

    /// "it" after a thing told of in a state, which names nothing stored, is that thing;
    /// the state word alone names no task.
    @Test func itAfterAThingToldIsNoTask() {
        let steps = plan("parcel returned, tick it off")
        #expect(steps.map(\.tool) == [.decline])
        #expect(steps.first?.arguments["pointsAtNothing"] == "it")
        #expect(plan("fence fixed, tick it off").first?.arguments["task"] == "fence")
    }

    /// Why, run on after a request with no mark, is no part of the name.
    @Test func whyRunOnAfterARequest() {
        #expect(
            plan("tick off batteries got some at the garage").first?.arguments["task"]
                == "batteries")
        #expect(
            plan("delete the fence one its going back").first?.arguments["task"]
                == "fence")
        #expect(plan("dentist done woo").map(\.tool) == [.completeTask])
    }

    /// Dictation's "right" or "like" before a command is a lead-in; before anything else
    /// it keeps its sense.
    @Test func aSpokenLeadInBeforeACommand() {
        #expect(plan("right tick off draft the budget").map(\.tool) == [.completeTask])
        let like = plan("like remind me to pay the window cleaner on the fifteenth of every month")
        #expect(like.first?.arguments["title"] == "pay the window cleaner")
        let diary = Grammar.parse("diary: like a charm today")
        #expect(diary.arguments["text"] == "like a charm today")
    }

    /// Requests for other apps in the same style (paraphrase-dev-ao): a day said after what
    /// an errand is about is its topic; times and prices looked up are no errand; a call
    /// made "right now" is the phone's.
    @Test func otherAppsAndTopics() {
        for text in [
            "msg the group re saturday", "train times to leeds tmrw morning",
            "ring swift movers rn to confirm the 28th",
        ] {
            #expect(!plan(text).contains { $0.tool.changesData }, "\(text)")
        }
        let topic = plan("remind me to call mum about friday")
        #expect(topic.first?.arguments["title"] == "call mum about friday")
        #expect(topic.first?.arguments["due"] == nil)
        #expect(plan("remind me about friday").first?.arguments["due"] != nil)
        #expect(plan("check train times tomorrow").map(\.tool) == [.createTask])
    }

    /// Other apps by name weigh against a request: "facetime gran" is for the phone.
    @Test func anotherAppByName() {
        #expect(!plan("facetime gran tonight").contains { $0.tool.changesData })
        #expect(!plan("send it on paypal by friday").contains { $0.tool.changesData })
    }

    /// Forms met in a second blind set of hurried messages (paraphrase-dev-au): the
    /// weather said as why, after a change, is a remark, not a request for another app; a
    /// sentence opening "new ..." with a verb of having tells a fact; a stored name whose
    /// first word is a repeat's ("quarterly report") names the task, before a comma too;
    /// "list" and a stored project lists it; "ive" is "I've".
    @Test func secondHurriedSet() {
        #expect(
            plan("push gutters to sunday, rain all week apparently").map(\.tool)
                == [.rescheduleTask])
        #expect(
            plan("stop repeating water the plants, new flat has no plants lol").map(\.tool)
                == [.setRecurrence])
        let names = FakeNames(openTasks: ["write the quarterly report", "water the plants"])
        func planned(_ text: String) -> [ParsedIntent] {
            CompoundPlanner().plan(text, context: Grammar.context(names))
        }
        #expect(!planned("quarterly report").contains { $0.tool.changesData })
        let pushed = planned("quarterly report, push back a week")
        #expect(pushed.map(\.tool) == [.rescheduleTask])
        #expect(pushed.first?.arguments["by"] == "+1w")
        #expect(plan("weekly water the plants").first?.arguments["repeat"] == "FREQ=WEEKLY")
        #expect(plan("list shopping").first?.arguments["project"] == "Shopping")
        // A stored task named first, then a command with no object, in the name's own
        // words only; a past verb after a name is what someone did.
        let budget = plan("budget push 1 week")
        #expect(budget.map(\.tool) == [.rescheduleTask])
        #expect(budget.first?.arguments["by"] == "+1w")
        #expect(plan("gutters - mark as done").map(\.tool) == [.completeTask])
        #expect(!plan("dentist rang to say monday is fine").contains { $0.tool.changesData })
        // A stored note said as the place with no "the", then a dash: its line, never a
        // task called after the note and a command made of the line.
        let line = plan("add to moving checklist - cancel the milk")
        #expect(line.map(\.tool) == [.appendToNote])
        #expect(line.first?.arguments["text"] == "cancel the milk")
        #expect(plan("put in moving checklist - book the van").map(\.tool) == [.appendToNote])
        // A stored list's name with one slip of the keys, with no "list" said.
        #expect(plan("add eggs to shoping").first?.arguments["project"] == "Shopping")
        #expect(plan("add soup to lunch").first?.arguments["project"] == nil)
        // Emoji closing the request decorate its last part, however many there are.
        #expect(
            plan("water bill paid, gutters cleaned, council tax paid 🙌").map(\.tool)
                == [.completeTask, .completeTask, .completeTask])
        #expect(plan("show me what ive finished").first?.arguments["filter"] == "done")
    }

    /// A sentence told after a completion, about the stored task that comes next, is an
    /// aside: the completion stands, and "that" after it is the task the aside was about.
    @Test(arguments: [
        "gutters done. the budget draft is next so make that urgent",
        "gutters done. budget draft's next, make that urgent",
        "done: gutters. budget draft's next so make that urgent",
    ])
    func whatIsNextAfterACompletion(_ text: String) {
        let steps = plan(text)
        #expect(steps.map(\.tool) == [.completeTask, .setPriority], "\(text)")
        #expect(steps.first?.arguments["task"] == "gutters", "\(text)")
        #expect(steps.last?.arguments["task"] == "budget draft", "\(text)")
    }

    /// An aside that names a stored item further in, not as what it is about, leaves
    /// "it" to the step before.
    @Test func anAsideNamingAnItemInPassingLeavesItToTheStepBefore() {
        let steps = plan(
            "move the dentist to friday. my back is bad after the gutters, make it urgent")
        #expect(steps.last?.tool == .setPriority)
        #expect(steps.last?.arguments["task"] != "gutters")
    }

    /// Met in paraphrase-dev-ax: a count before a colon opens the requests and is no part
    /// of the first; a stored task and a day after a verb that takes no day is a move; a
    /// date with a slip in it is the step's own; a note's whole title with its list word
    /// is asked of the note.
    @Test func countedRequestsAndTheirParts() {
        let steps = plan("3 things: gutters done, delete the freezer, fence to monday")
        #expect(steps.map(\.tool) == [.completeTask, .deleteTask, .rescheduleTask])
        #expect(steps.last?.arguments["task"] == "fence")
        #expect(steps.last?.arguments["due"] == "2026-03-16")
        let moved = plan("move the fence to next friday and the gutters to the end of teh month")
        #expect(moved.map { $0.arguments["due"] } == ["2026-03-20", "2026-03-31"])
        #expect(
            plan("whats in the moving checklist about the van").map(\.tool) == [.askNotes])
    }
}

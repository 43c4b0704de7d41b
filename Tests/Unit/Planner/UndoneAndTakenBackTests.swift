import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// Requests that end by saying the task is not done after all, or by taking the request
/// back, and names that pick some of several tasks without saying which: nothing is
/// changed. Now is Tuesday 2026-03-10 09:00, with the household store.
@Suite struct UndoneAndTakenBackTests {
    func plan(_ text: String) -> [ParsedIntent] { Grammar.planInHousehold(text) }

    /// A completion whose attempt failed, said after the task's name, completes nothing;
    /// the decline names the task so the reply can offer "done: ...".
    @Test(arguments: [
        ("rang the dentist twice, no answer", "dentist"),
        ("called the dentist but they didn't pick up", "dentist"),
        ("called the dentist, went to voicemail", "dentist"),
        ("paid the water bill but it bounced", "water bill"),
        ("cleaned the gutters at the front, back still to do", "gutters"),
        ("drafted the budget, 3 of the 5 sections so far", "budget"),
    ])
    func aFailedOrPartDoneTaskIsNotCompleted(_ example: (String, String)) {
        let steps = plan(example.0)
        #expect(steps.map(\.tool) == [.decline])
        #expect(steps.first?.arguments["taskInState"] == example.1)
    }

    /// The thing done was another than the task's (someone else's, another place's, the
    /// wrong one), the report is a condition, or it is asked with more said after it:
    /// nothing is completed.
    @Test(arguments: [
        "my boyfriend watered the plants at his place, does that count lol",
        "got batteries for the smoke alarm at my parents' house, not for us",
        "the batteries arrived but they're the wrong size",
        "paid the council tax for my old flat by mistake",
        "once the invites are out I'll think about a DJ",
        "chased the henderson invoice? no. thought about it though",
        "the recycling goes out every other tuesday I think? or is it thursday?",
        "the gutters can wait till monday?",
    ])
    func anotherThingConditionOrQuestionCompletesNothing(_ text: String) {
        #expect(!plan(text).contains { $0.tool.changesData }, "\(text)")
    }

    /// A request asked politely, with more after its mark, is still a request.
    /// A task completed and then reopened after words that take back is taken back;
    /// asked for in turn, with no such words, both steps stand.
    @Test func aCompletionUndoneInTheSameBreathIsTakenBack() {
        #expect(
            plan("tick off get batteries. oh wait I only got the AA ones, unmark it").map(\.tool)
                == [.decline])
        #expect(
            plan("complete the fence and reopen it").map(\.tool) == [.completeTask, .reopenTask])
    }

    @Test func aPoliteRequestWithMoreAfterItStands() {
        let steps = plan("could you mark the gutters as done? did them this morning, cheers")
        #expect(steps.map(\.tool) == [.completeTask])
    }

    /// What follows that tells of success, or of something else, leaves the completion
    /// standing; "no reply" is no failure of what was sent.
    @Test(arguments: [
        "rang the dentist, all sorted", "rang the dentist, they can see me thursday",
        "fixed the fence but it took all day", "paid the water bill, 100% done",
        "fixed the fence, so far so good", "fixed the fence, not done the gutters yet",
    ])
    func aCompletionWithAnotherRemarkStands(_ text: String) {
        #expect(plan(text).map(\.tool) == [.completeTask])
    }

    /// A request taken back at its end, after a mark or a correcting word, changes
    /// nothing; the same words inside a request's own text are its text.
    @Test(arguments: [
        "push the dentist to friday, never mind",
        "move the dentist to friday no wait thursday no actually leave it",
        "delete the fence task. no, keep it", "snooze the fence but also don't",
        "move the dentist to friday, scratch that", "make the gutters urgent - actually forget it",
        // A report denied: the task is not done after all.
        "budget done, wait no it isnt", "the gutters are clean - actually no they're not",
        "fence fixed and gutters cleaned, wait no the gutters arent done yet",
        // Taken back, then why.
        "remind me to buy wine for saturday, scratch that, we're doing dry march",
        "delete the fence. actually don't, I'll fix it myself",
        "mark the fence done — hmm no, the gate's still hanging off",
        "reopen the oven. nope, misread, it's fine",
        // Why told by someone's "hasn't", or after "sorry".
        "complete the budget draft, wait no finance hasnt signed it off yet",
        "tick off the dentist. no sorry i havent actually rung them yet",
        // Done now by the speaker instead.
        "remind me to call the vet tmrw... no wait ill just do it now",
        "remind me to call the vet tomorrow, actually i'll do it myself",
        "remind me to call the bank tmrw. nvm i'll do it now",
        "remind me to call the bank tomorrow, never mind, I can do it myself",
    ])
    func aRequestTakenBackChangesNothing(_ text: String) {
        let steps = plan(text)
        #expect(steps.map(\.tool) == [.decline])
        #expect(steps.first?.arguments["takenBack"] == "yes")
    }

    /// "no" after a mark takes back only before what tells why; "no rush" asks nothing back.
    /// Asking for no change at all after a word that corrects takes the request back;
    /// said beside a request that changes nothing, it asks for that request alone.
    @Test func askingForNoChangeAfterAWordThatCorrectsTakesTheRequestBack() {
        for text in [
            "Please set the fence to low priority. On reflection, please do not change anything.",
            "move the dentist to friday, actually leave everything as it is",
            "move the dentist to friday. on second thought, don't change anything",
        ] {
            #expect(plan(text).first?.arguments["takenBack"] == "yes", "\(text)")
        }
        #expect(plan("list the overdue tasks, don't change anything").map(\.tool) == [.listTasks])
    }

    @Test func noRushTakesNothingBack() {
        #expect(plan("move the fence to friday. no rush").map(\.tool) == [.rescheduleTask])
        // "no, sorry, I meant ..." says the value again.
        let steps = plan("move the fence to wednesday. No, sorry, I meant Thursday.")
        #expect(steps.map(\.tool) == [.rescheduleTask])
        #expect(steps.first?.arguments["due"] == "2026-03-12")
    }

    /// A need hedged ("probably", "maybe") with no time but a vague one is not decided
    /// on: nothing is added, and the reply says how to add it. Said plainly, or hedged
    /// with a day, it is a task.
    @Test func aHedgedNeedWithNoDayAddsNothing() {
        let steps = plan("i should probably learn to drive one day")
        #expect(steps.map(\.tool) == [.decline])
        #expect(steps.first?.arguments["hedgedNeed"] == "learn to drive")
        #expect(plan("maybe I should take up pottery at some point").map(\.tool) == [.decline])
        #expect(plan("i should learn to drive one day").map(\.tool) == [.createTask])
        #expect(plan("i should probably learn to drive").map(\.tool) == [.createTask])
        #expect(plan("i should probably ring the garage on friday").map(\.tool) == [.createTask])
    }

    @Test func wordsOfTakingBackInsideARequestAreItsText() {
        #expect(plan("remind me that i'll do it now").map(\.tool) == [.createTask])
        let steps = plan("remind me to tell sam to leave it")
        #expect(steps.map(\.tool) == [.createTask])
        #expect(steps.first?.arguments["title"] == "tell sam to leave it")
        // Alone, "scratch that" still takes back the last turn.
        #expect(plan("scratch that").map(\.tool) == [.undo])
    }

    /// Some of several tasks, unnamed, or a head noun alone: no task is acted on. "that
    /// thing" points back as "that one" does; "both of them" at the items just captured.
    @Test func someOfSeveralOrAHeadAloneNamesNoTask() {
        for text in [
            "move some of them to next week", "snooze a few of them", "mark a couple done",
            "delete the rest", "mark the thing done", "delete the item", "mark the task done",
            "snooze every shopping one", "snooze a few of them till monday",
        ] {
            #expect(!plan(text).contains { $0.tool.changesData }, "\(text)")
        }
        #expect(Pronouns.isQuantifier("a couple of those"))
        #expect(!Pronouns.isQuantifier("both of them"))
        #expect(!Pronouns.isQuantifier("some milk"))
        #expect(Grammar.parse("mark that thing done").arguments["task"] == "that thing")
        let both = CompoundPlanner().plan(
            "new tasks for the garden: buy compost, fix the shed, then make both of them urgent",
            context: Grammar.context())
        #expect(both.map(\.tool) == [.createTask, .createTask, .setPriority, .setPriority])
    }
}

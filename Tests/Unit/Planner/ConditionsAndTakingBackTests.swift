import Testing
import ToolBox

@testable import Agent
@testable import IntentGrammar
@testable import Planner

/// Parts that cancel a request, met in the blind sets paraphrase-dev-ax and -ay: a
/// condition pb cannot know, said anywhere in it; a part taken back; a request for
/// another app joined to a capture or a change; a question after a new project. Now is
/// Tuesday 2026-03-10 09:00, with the household store.
@Suite struct ConditionsAndTakingBackTests {
    func plan(_ text: String) -> [ParsedIntent] { Grammar.planInHousehold(text) }

    /// A change that hangs on what pb cannot know is not made, wherever the condition is
    /// said; the reply quotes it as typed.
    @Test(arguments: [
        (
            "should the venue fall through, push the invites to next friday and delete the fence",
            "should the venue fall through"
        ),
        (
            "if Priya hasn't signed by friday, move the fence to monday and make it high priority",
            "if Priya hasn't signed by friday"
        ),
        (
            "move the fence to thursday unless the rehearsal gets moved, and then make it urgent",
            "unless the rehearsal gets moved"
        ),
    ])
    func aConditionCancelsTheChange(_ example: (text: String, condition: String)) {
        let steps = plan(example.text)
        #expect(steps.map(\.tool) == [.decline], "\(example.text)")
        #expect(steps.first?.arguments["condition"] == "yes")
        #expect(steps.first?.arguments["unreadPart"] == example.condition)
    }

    /// Courtesy is no condition, and a new task keeps its own; "should I" asks.
    /// A part said as not settled ("maybe clear the loft") cancels the request; a date
    /// after "maybe" corrects one, and a diary's text goes on.
    @Test func aPartNotSettledChangesNothing() {
        for said in [
            "remind me to defrost the freezer on friday, and maybe clear the loft",
            "I ought to chase the council tax at some point, maybe thursday? and possibly the fence too",
        ] {
            let steps = plan(said)
            #expect(steps.map(\.tool) == [.decline], "\(said)")
            #expect(steps.first?.arguments["unsettled"] == "yes", "\(said)")
        }
        #expect(plan("move the fence to friday, maybe saturday").map(\.tool) == [.rescheduleTask])
        #expect(
            plan("write in my journal that I felt pretty flat today, maybe a 2").map(\.tool)
                == [.journalEntry])
        let reply = Phrasebook(today: CivilDate(year: 2026, month: 3, day: 10)!).decline(
            ParsedIntent(.decline, ["unreadPart": "maybe clear the loft", "unsettled": "yes"]))
        #expect(reply.contains("\"maybe clear the loft\" doesn't sound settled"), "\(reply)")
    }

    /// A need said with a hedge moves no stored task: it is listed already.
    @Test func aHedgedNeedMovesNoTask() {
        let steps = plan("I should probably defrost the freezer sometime this month")
        #expect(steps.map(\.tool) == [.decline], "\(steps)")
        #expect(steps.first?.arguments["alreadyListed"] == "defrost the freezer")
        #expect(plan("i need to defrost the freezer on friday").map(\.tool) == [.rescheduleTask])
    }

    @Test func courtesyAndATasksOwnConditionStand() {
        #expect(plan("move the fence to friday if you can").map(\.tool) == [.rescheduleTask])
        #expect(
            plan("remind me to water the plants if it doesnt rain").first?.arguments["title"]
                == "water the plants if it doesnt rain")
        #expect(Fronting.setsACondition("should the venue fall through"))
        #expect(!Fronting.setsACondition("should i move the dentist"))
    }

    /// A part taken back takes back the whole request.
    @Test(arguments: [
        "move the fence to friday... nvm keep it as is",
        "add eggs, flour and sugar to shopping... actually forget the sugar",
        "move the fence to sunday and remind me to phone the school tomorrow, oh ignore the second part",
        "the gutters are done and the fence is fixed. oh wait, the fence isn't finished, undo that",
    ])
    func aPartTakenBack(_ text: String) {
        #expect(plan(text).first?.arguments["takenBack"] == "yes", "\(text)")
    }

    /// Music asked for beside a capture is for a speaker; a game to play may be a task.
    @Test func somethingToPlay() {
        let steps = plan("remind me to call the dentist and play some music")
        #expect(steps.map(\.tool) == [.decline])
        #expect(steps.first?.arguments["otherApp"] == "yes")
        #expect(
            plan("remind me to call mum and play tennis with sam").first?.arguments["title"]
                == "call mum and play tennis with sam")
    }

    /// A messaging app named after a change is another app's errand.
    @Test func anErrandOnAMessagingApp() {
        let steps = plan("move the budget to friday and share it with finance on slack")
        #expect(steps.first?.arguments["otherApp"] == "yes")
        #expect(steps.first?.arguments["unreadPart"] == "share it with finance on slack")
    }

    /// A project's name holds no question asked after it.
    @Test func aQuestionAfterANewProject() {
        let steps = plan("start a new project Rome trip, and what's the euro exchange rate today?")
        #expect(steps.map(\.tool) == [.decline])
        #expect(steps.first?.arguments["question"] == "yes")
    }

    /// A story, then "so" and a change said as what follows from it, asks for the change;
    /// a name with its "'s" after a change is a remark about someone, not a command.
    @Test func aConsequenceAndARemarkAboutSomeone() {
        let moved = plan("I was off sick on monday so the fence needs moving to next friday")
        #expect(moved.map(\.tool) == [.rescheduleTask])
        #expect(moved.first?.arguments == ["task": "fence", "due": "2026-03-20"])
        let told = plan("the fence can move to the 26th, Mark's on leave till the 25th")
        #expect(told.map(\.tool) == [.rescheduleTask])
        #expect(told.first?.arguments == ["task": "fence", "due": "2026-03-26"])
    }

    /// A question pb cannot answer beside a look at the list cancels the look, as it does
    /// a change; asking for the look in other words does not. Two questions, each opened
    /// by its own question word, are two.
    @Test func questionsBesideALook() {
        let steps = plan("whats on tmrw and is it gonna be sunny")
        #expect(steps.map(\.tool) == [.decline])
        #expect(steps.first?.arguments["question"] == "yes")
        #expect(plan("whats on my list, and tell me what's overdue").first?.tool != .decline)
        #expect(
            plan("what's the guest wifi password and when is the fence due").map(\.tool)
                == [.askNotes, .searchEverything])
    }
}

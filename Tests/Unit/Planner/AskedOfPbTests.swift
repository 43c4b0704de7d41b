import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// Forms met in a blind set of messages of several parts (paraphrase-dev-av): a part asked
/// of pb that other apps or people do (asked with "can you", done "for me", "book me ...",
/// ordered from a seller named, a message or a post), an event moved on the calendar, or
/// an opinion asked. pb does all of a request or none of it, so nothing is done. Now is
/// Tuesday 2026-03-10 09:00, with the household store.
@Suite struct AskedOfPbTests {
    func plan(_ text: String) -> [ParsedIntent] { Grammar.planInHousehold(text) }

    @Test(arguments: [
        "push the dog's vet appointment back a week, and flag the fence high",
        "Add paint the shed to the Garden project and order the paint from Wickes",
        "add renew railcard for friday and download the trainline app for me",
        "new task: renew the car tax by the 31st, and pay it on the DVLA site for me now",
        "tick off book venue and also which venue would you recommend for a launch party?",
        "diary: finally finished the budget draft!! and post it on linkedin lol",
        "Book me a table at Luigi's for Friday at 7 and put dinner with Sam on my list",
        "move the budget to thursday and ping the team on slack that it's slipping",
        "order more printer ink on amazon and add set up the printer for tomorrow",
        "paid the water bill — can you forward the receipt to my accountant?",
        "hey can you remind my wife to pick up the kids at 3? and set the fence to high priority",
        // Another app's request or question, said first with no joiner but "now".
        "gutters done, now book a roofer on checkatrade for the leak",
        "whats the weather doing tmrw, need to do the gutters",
        "is it raining tmrw, need to do the gutters",
        // Done on a website for the speaker, or a service's verb and particle.
        "add renew car tax for the 31st and renew it on the DVLA site for me",
        "remind me to check in for my flight tomorrow at 7, and check me in if you can",
        // A new thing found in the world, or another app's errand for whom the capture
        // was said of.
        "add dinner with the Hendersons for Saturday and find me a good Thai place nearby",
        "add lunch with Jen on Thursday at 1 and send her a calendar invite",
        // Someone told on another app, after a change.
        "move the dress rehearsal to 3pm and let the cast know on WhatsApp",
    ])
    func aPartPbCannotDoChangesNothing(_ text: String) {
        #expect(!plan(text).contains { $0.tool.changesData }, "\(text)")
    }

    /// pb's own verbs asked for it, an errand kept, and an errand for someone else to do
    /// as a task, are read as before.
    @Test func pbsOwnRequestsStand() {
        #expect(
            plan("tell me what's overdue and move the fence to friday").map(\.tool)
                == [.listTasks, .rescheduleTask])
        #expect(
            plan("remind me to order the paint from Wickes").map(\.tool) == [.createTask])
        #expect(
            plan("add renew railcard for friday and download the forms").map(\.tool)
                == [.createTask, .createTask])
        // "now" opens the next step as "then" does; "now that ..." says why.
        #expect(
            plan("gutters done and now add a task to book a roofer").map(\.tool)
                == [.completeTask, .createTask])
        #expect(plan("now that the fence is fixed, tick it off").map(\.tool) == [.completeTask])
        #expect(Segmenter.stripLeadingJoiner("now book a roofer") == "book a roofer")
        #expect(Segmenter.stripLeadingJoiner("now that it's fixed") == "now that it's fixed")
        // A greeting asked before a request is no question pb was asked to answer.
        #expect(
            plan("hey how are you, remind me to call mum tomorrow").map(\.tool) == [.createTask])
        #expect(UnreadRequests.asksPbToDoIt(["sign", "me", "up", "for", "yoga"]))
        #expect(!UnreadRequests.asksPbToDoIt(["check", "the", "fence", "is", "done"]))
        #expect(plan("remind me to renew the car tax online").map(\.tool) == [.createTask])
        #expect(
            plan("add lunch with Jen on Thursday and send her a birthday card").map(\.tool)
                == [.createTask, .createTask])
        #expect(UnreadRequests.asksPbToDoIt(["find", "me", "a", "plumber"]))
        #expect(!UnreadRequests.asksPbToDoIt(["find", "me", "the", "fence"]))
        #expect(UnreadRequests.tellsSomeone(["let", "the", "cast", "know"]))
        #expect(!UnreadRequests.tellsSomeone(["let", "me", "know", "what's", "due"]))
        #expect(UnreadRequests.asksPbToDoIt(["book", "me", "a", "table"]))
        #expect(!UnreadRequests.asksPbToDoIt(["find", "me", "the", "fence"]))
        #expect(!UnreadRequests.asksPbToDoIt(["can", "you", "check", "the", "fence"]))
    }
}

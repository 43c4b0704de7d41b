import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// An errand changed at once through "it" is what "it" means; getting in touch and what
/// is said then is one errand, not two. Now is Tuesday 2026-03-10 09:00; the store holds
/// "pay the water bill" and no task about bread.
@Suite struct ErrandsAndMessagesTests {
    func plan(_ text: String) -> [CompoundPlannerTests.Step] {
        CompoundPlannerTests.householdPlan(text)
    }

    @Test func aNewErrandChangedThroughItIsCapturedFirst() {
        #expect(
            plan("buy bread, make it urgent")
                == [
                    .init(.createTask, ["title": "buy bread"]),
                    .init(.setPriority, ["task": "$1", "priority": "urgent"]),
                ])
    }

    /// The errand's words all in a stored task's title: that task, not a second one.
    @Test func aStoredErrandChangedThroughItIsThatTask() {
        for text in [
            "pay the water bill, make it monthly", "pay the water bill and make it monthly",
            "water bill, make it monthly",
        ] {
            let steps = plan(text)
            #expect(steps.count == 1, "\(text)")
            #expect(steps.first?.tool == .setRecurrence, "\(text)")
            #expect(steps.first?.arguments["repeat"] == "FREQ=MONTHLY", "\(text)")
            #expect(
                ["pay the water bill", "water bill"].contains(steps.first?.arguments["task"] ?? ""),
                "\(text)")
        }
    }

    /// An errand beside a change that names its own item is no request of its own.
    @Test func anErrandBesideAnUnrelatedChangeIsNotCaptured() {
        #expect(!plan("buy bread, push the fence to friday").contains { $0.tool == .createTask })
    }

    @Test func whatIsSaidInAMessageIsNoSecondErrand() {
        for text in [
            "email the Old Library and ask if they can do the 27th",
            "ring the removal firm and confirm the time for Saturday",
            "call the venue and check whether saturday works",
        ] {
            #expect(!plan(text).contains { $0.tool.changesData }, "\(text)")
        }
        #expect(
            plan("add call the venue and ask about parking")
                == [.init(.createTask, ["title": "call the venue and ask about parking"])])
    }

    @Test func twoErrandsStayTwo() {
        #expect(plan("remind me to ring the bank and check the gutters").count == 2)
        #expect(plan("call the plumber and book the van").count == 2)
    }

    /// A question run on after an errand is no name: "buy milk, what" names nothing.
    @Test func aQuestionAfterAnErrandIsNoItemName() {
        #expect(
            !plan("buy milk, what's due today").contains { $0.tool == .rescheduleTask })
    }

    /// A capture whose whole title points back, with nothing before it to mean, is no
    /// task called "it".
    @Test func aCaptureOfItAloneIsDeclined() {
        for text in ["add it to my list", "put it down for next month", "add that"] {
            let steps = plan(text)
            #expect(steps.count == 1 && steps[0].tool == .decline, "\(text)")
            #expect(steps.first?.arguments["pointsAtNothing"] != nil, "\(text)")
        }
        #expect(
            plan("renew the tv licence - put it down for next month")
                == [.init(.createTask, ["title": "renew the tv licence", "due": "2026-04-01"])])
    }

    /// A command pb does not do beside one on a stored task: nothing is done, and the
    /// reply names the part, where the two read as one deleted a task named by both.
    @Test(arguments: ["cancel my netflix", "delete my netflix"])
    func aCommandNotDoneBesideAChangeStopsIt(_ first: String) {
        #expect(
            plan(first + " and delete the fence task")
                == [.init(.decline, ["unreadPart": first])])
    }

    /// A call to make now, beside a capture, is the phone's: nothing is done. Said for
    /// later ("for now" is not now), it is one more task.
    @Test func aCallToMakeNowIsAnotherAppsJob() {
        #expect(
            plan("add call gran for tomorrow and ring her right now")
                == [.init(.decline, ["unreadPart": "ring her right now", "otherApp": "yes"])])
        #expect(UnreadRequests.saysNow(["ring", "her", "now"]))
        #expect(!UnreadRequests.saysNow(["leave", "it", "for", "now"]))
    }

    /// An errand beside a capture that acts on what was just said, with another app's
    /// verb, is that app's ("order them"): no one keeps a task called "order them on
    /// Amazon". With a verb of the list's own it stays one more errand.
    @Test func anErrandOnWhatWasJustSaidIsAnotherAppsJob() {
        #expect(
            plan("add bin bags to the shopping list and order them on Amazon")
                == [.init(.decline, ["unreadPart": "order them on Amazon", "otherApp": "yes"])])
        #expect(
            plan("add bin bags to the shopping list and wash the car")
                == [
                    .init(.createTask, ["title": "bin bags", "project": "Shopping"]),
                    .init(.createTask, ["title": "wash the car"]),
                ])
    }

    /// "book a table ... and add it to my list": another app's request, then a capture of
    /// nothing but "it". The booking would be left undone, so nothing is done; an errand
    /// of the list's own ("buy a new kettle") is captured as before.
    @Test(arguments: [
        "book a table at dishoom for saturday and add it to my list",
        "book a table for 4 at Zizzi's for friday 7pm and add it as a task",
    ])
    func anotherAppsRequestKeptAsATaskIsDeclined(_ text: String) {
        let steps = plan(text)
        #expect(steps.map(\.tool) == [.decline], "\(text)")
        #expect(steps.first?.arguments["otherApp"] == "yes")
    }

    @Test func anErrandKeptAsATaskIsCaptured() {
        #expect(
            plan("buy a new kettle and add it to my list")
                == [.init(.createTask, ["title": "buy a new kettle"])])
        #expect(plan("buy a new kettle and add it as a task").map(\.tool) == [.createTask])
    }

    /// A message written out, news of the sender's own, is the phone's to send now: beside
    /// another task nothing is done. Said alone after "remind me to", it is kept as asked,
    /// and a message with no words said ("about Saturday") is an errand like any other.
    @Test func aMessageWithItsWordsBesideATaskIsAnotherAppsJob() {
        #expect(
            plan("remind me to pick up the prescription at 5 and text Dave that I'm running late")
                == [
                    .init(
                        .decline,
                        ["unreadPart": "text Dave that I'm running late", "otherApp": "yes"])
                ])
        #expect(plan("remind me to text dave that im running late").map(\.tool) == [.createTask])
        #expect(
            plan("remind me to pick up the prescription and text dave about saturday").map(\.tool)
                == [.createTask, .createTask])
        #expect(
            UnreadRequests.sendsWordsOfOnesOwn([
                "message", "the", "group", "saying", "we're", "outside",
            ]))
        #expect(
            !UnreadRequests.sendsWordsOfOnesOwn([
                "text", "dave", "that", "the", "car", "is", "ready",
            ]))
    }

    /// "can you order ... off amazon": another app's errand asked of pb is not kept as a
    /// task beside the rest; "can you buy milk" may ask for one, as before.
    @Test func anotherAppsErrandAskedOfPbIsNotKept() {
        #expect(
            plan("can you order more printer ink off amazon and add printer ink to shopping")
                == [
                    .init(
                        .decline,
                        [
                            "unreadPart": "can you order more printer ink off amazon",
                            "otherApp": "yes",
                        ])
                ])
        #expect(
            plan("can you buy milk and add eggs to shopping").map(\.tool)
                == [.createTask, .createTask])
    }

    /// A question pb cannot answer, asked before a change that points back into it, keeps
    /// the change from being made: "it" is what the question was about.
    @Test func aQuestionBeforeAChangeThroughItChangesNothing() {
        let steps = plan("how long does a passport renewal take these days? push it to the 20th")
        #expect(steps.map(\.tool) == [.decline])
        #expect(steps.first?.arguments["question"] == "yes")
    }

    /// So does one asked before words told, in the same clause: the question is not
    /// dropped with the words after it as a remark.
    @Test func aQuestionBeforeWordsToldAndAChangeChangesNothing() {
        let steps = plan(
            "is the council office open on saturdays? I need to pay the council tax there, push that to saturday"
        )
        #expect(steps.map(\.tool) == [.decline])
        #expect(steps.first?.arguments["question"] == "yes")
        // Said with a question mark, a statement asks nothing.
        #expect(
            plan("the council says the tax never arrived?? push the council tax to saturday")
                .map(\.tool) == [.rescheduleTask])
    }

    /// Another app's request, then one of pb's that changes nothing, is declined whole
    /// too: the words before are no part of the command, and nothing of the request is
    /// dropped unsaid.
    @Test func anotherAppsRequestBeforeAQuestionIsNamed() {
        #expect(
            plan("play something chill on spotify, then show me today's agenda")
                == [
                    .init(
                        .decline,
                        ["unreadPart": "play something chill on spotify", "otherApp": "yes"])
                ])
        #expect(plan("show me today's agenda").map(\.tool) == [.agenda])
    }

    /// After a search, a command that reopens a task is a step of its own, not more of
    /// what is searched for.
    @Test func aReopenAfterASearchIsItsOwnStep() {
        #expect(
            plan("find anything mentioning Brightside and reopen the oven")
                == [
                    .init(.searchEverything, ["query": "Brightside"]),
                    .init(.reopenTask, ["task": "oven"]),
                ])
    }
}

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

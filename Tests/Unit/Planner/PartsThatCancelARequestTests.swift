import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// Parts of a request pb must not do, or cannot, met in the blind set paraphrase-dev-aw:
/// each keeps the rest of the request from being done, as pb does all of a request or
/// none of it. Now is Tuesday 2026-03-10 09:00, with the household store.
@Suite struct PartsThatCancelARequestTests {
    func plan(_ text: String) -> [ParsedIntent] { Grammar.planInHousehold(text) }

    /// A condition said last in a clause, before a change of its own, is what the change
    /// hangs on; pb cannot know it. Said last with nothing after, it is the task's own.
    @Test func aConditionBeforeAChangeOfItsOwn() {
        let steps = plan(
            "remind me to call priya friday and if she hasnt paid by then make the water bill urgent"
        )
        #expect(steps.map(\.tool) == [.decline])
        #expect(steps.first?.arguments["condition"] == "yes")
        #expect(
            plan("remind me to water the plants if it doesnt rain").map(\.tool) == [.createTask])
    }

    /// A taking back said in the middle, with more after it, takes back the whole.
    @Test(arguments: [
        "snooze the gutters till next week oh ignore that. and whats on today",
        "delete the fence and the freezer jk keep the freezer",
    ])
    func takenBackBeforeTheEnd(_ text: String) {
        #expect(plan(text).first?.arguments["takenBack"] == "yes", "\(text)")
    }

    /// An opinion asked after a capture is no more of its title.
    @Test func anOpinionAskedAfterACapture() {
        let steps = plan("add wine to shopping, red or white with lamb do you think?")
        #expect(steps.map(\.tool) == [.decline])
        #expect(steps.first?.arguments["question"] == "yes")
        #expect(plan("add wine to shopping").map(\.tool) == [.createTask])
    }

    /// Sending on what pb keeps, or moving money, beside a capture, is another app's
    /// errand, not one more task. Sending a thing of one's own is a task as before.
    @Test func errandsDoneElsewhereBesideACapture() {
        #expect(
            plan("forward the moving checklist to my sister and add buy boxes to the garden")
                == [
                    .init(
                        .decline,
                        [
                            "unreadPart": "forward the moving checklist to my sister",
                            "otherApp": "yes",
                        ])
                ])
        #expect(
            plan("transfer 50 quid to jake and remind me to ask for it back friday").first?
                .arguments["otherApp"] == "yes")
        #expect(
            plan("send jake £20 and remind me to call mum").first?.arguments["otherApp"] == "yes")
        #expect(
            plan("send mum flowers and remind me to call her").map(\.tool)
                == [.createTask, .createTask])
    }

    /// A home device switched with its object first ("put the kettle on") is another
    /// app's request, not a lead-in to drop; "frost forecast all week" tells.
    @Test func aHomeDeviceBeforeACapture() {
        #expect(
            plan("uh put the kettle on, and um remind me to call gran at 4").map(\.tool)
                == [.decline])
        #expect(
            plan("frost forecast all week so no point yet, snooze the gutters till next weekend")
                .map(\.tool) == [.snoozeTask])
    }

    @Test func amounts() {
        #expect(UnreadRequests.isAmount("£50"))
        #expect(UnreadRequests.isAmount("1.5k"))
        #expect(!UnreadRequests.isAmount("k"))
        #expect(!UnreadRequests.isAmount("jake"))
        #expect(UnreadRequests.movesMoney(["transfer", "800", "to", "the", "landlord"]))
        #expect(UnreadRequests.movesMoney(["send", "jake", "fifty", "quid"]))
        #expect(!UnreadRequests.movesMoney(["send", "the", "invites"]))
        #expect(!UnreadRequests.movesMoney(["send", "2", "copies", "to", "the", "printer"]))
        #expect(UnreadRequests.movesMoney(["send", "mum", "£20"]))
    }

    /// "milk n batteries done": the "n" of a hurried message joins two stored names, as
    /// "and" does; a name that holds it stays one ("fish n chips").
    @Test func namesJoinedByAHurriedN() {
        let steps = plan("gutters n fence done")
        #expect(steps.map(\.tool) == [.completeTask, .completeTask])
        #expect(steps.map(\.arguments) == [["task": "gutters"], ["task": "fence"]])
        #expect(
            plan("add fish n chips to shopping").map(\.arguments["title"]) == ["fish n chips"])
    }

    /// A reason said after a capture with a hurried "'s" and no mark is no more of the
    /// title: "his mums away".
    @Test func aHurriedReasonAfterACapture() {
        #expect(
            plan("remind me to pick up theo at 3:30 tmrw, his mums away").first?
                .arguments["title"] == "pick up theo")
    }

    /// What is felt, then "but" and a command: the command is the request.
    @Test func aFeelingThenButAndACommand() {
        let steps = plan("honestly dreading it but move the dentist to friday")
        #expect(steps.map(\.tool) == [.rescheduleTask])
        #expect(steps.first?.arguments == ["task": "dentist", "due": "2026-03-13"])
        // Said after "but", words that are no command stay part of what is captured.
        #expect(
            plan("remind me to call mum but not before 10").map(\.tool) == [.createTask])
    }

    /// A day's possessive typed with no apostrophe names the day: "tomorrows list".
    @Test func aDaysPossessiveWithNoApostrophe() {
        #expect(plan("whats on tomorrows list").first?.arguments["range"] == "tomorrow")
    }
}

import Testing
import ToolBox

@testable import IntentGrammar

/// Captures typed in haste: "me" left out after "remind", two words run together, a comma
/// with no space after it. Now is Tuesday 2026-03-10, 09:00.
@Suite struct CapturesTypedInHasteTests {
    @Test(arguments: [
        Reading(
            "remind to call the gas company on monday", .createTask,
            ["title": "call the gas company", "due": "2026-03-16"]),
        Reading(
            "remindme to email the landlord on friday", .createTask,
            ["title": "email the landlord", "due": "2026-03-13"]),
        Reading(
            "add a task to call the insurer,urgent", .createTask,
            ["title": "call the insurer", "priority": "urgent"]),
    ])
    func aCaptureTypedInHaste(_ example: Reading) {
        Grammar.expect(example)
    }

    /// An article typed with a slip before a stored task's name is no part of the name;
    /// in a new task's title what was typed is kept.
    @Test(arguments: [
        Reading("snooze teh freezer", .snoozeTask, ["task": "freezer", "until": "2026-03-11"]),
        Reading(
            "move teh gutters to friday", .rescheduleTask, ["task": "gutters", "due": "2026-03-13"]),
        Reading("mark teh fence done", .completeTask, ["task": "fence"]),
    ])
    func anArticleTypedWithASlipBeforeAName(_ example: Reading) {
        Grammar.expect(example, names: Grammar.household())
    }

    @Test func aTitleKeepsWhatWasTyped() {
        let reading = Grammar.parse("remind me to feed teh cat")
        #expect(reading.tool == .createTask)
        #expect(reading.arguments["title"] == "feed teh cat")
    }

    /// Quote marks come off a title only when they open and close one quotation: two
    /// quoted titles keep their own marks for the split, and an apostrophe is no quote.
    @Test func quoteMarksOfOneQuotation() {
        #expect(SlotText.unquote("'drop the spare key at mum's'") == "drop the spare key at mum's")
        #expect(
            SlotText.unquote("'renew the tv licence', low priority, and 'cancel gym membership'")
                == "'renew the tv licence', low priority, and 'cancel gym membership'")
    }

    /// An errand put down for a day is captured; "put" before a particle or a thing is
    /// something else.
    @Test func anErrandPutDownForADay() {
        Grammar.expect(
            Reading(
                "put sign the school photo form on friday", .createTask,
                ["title": "sign the school photo form", "due": "2026-03-13"]))
        #expect(Grammar.parse("put clean sheets on the bed friday").tool != .createTask)
        #expect(Grammar.parse("put sign the school photo form").tool != .createTask)
    }
}

/// Emoji that close a message after its date or a word of thanks close the message, not
/// the title; said right after the title's own words they are the title's.
@Suite struct ClosingEmojiTests {
    @Test(arguments: [
        Reading(
            "remind me 2 do chem homework tonight pls 🙏", .createTask,
            ["title": "do chem homework", "due": "2026-03-10T20:00"]),
        Reading("remind me to do chem homework pls 🙏", .createTask, ["title": "do chem homework"]),
        Reading(
            "remind me to book the vet tomorrow thanks 😊", .createTask,
            ["title": "book the vet", "due": "2026-03-11"]),
        Reading("add buy balloons 🎈", .createTask, ["title": "buy balloons 🎈"]),
    ])
    func emojiClosingTheMessage(_ example: Reading) {
        Grammar.expect(example)
    }
}

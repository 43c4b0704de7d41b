import Testing
import ToolBox

@testable import IntentGrammar

/// A capture whose words hold two date phrases said apart: a day and a time are one
/// moment, and otherwise the one said right after the head, or closing the request, is
/// when it is due; the other is part of what to do and stays in the title. Now is
/// Tuesday 2026-03-10, 09:00.
@Suite struct CaptureWhenTests {
    @Test(arguments: [
        Reading(
            "remind me tomorrow to call mum at 5pm", .createTask,
            ["title": "call mum", "due": "2026-03-11T17:00"]),
        Reading(
            "remind me at 5pm to call mum tomorrow", .createTask,
            ["title": "call mum", "due": "2026-03-11T17:00"]),
        Reading(
            "remind me about tomorrow's meeting at 10am", .createTask,
            ["title": "meeting", "due": "2026-03-11T10:00"]),
    ])
    func aDayAndATimeSaidApartAreOneMoment(_ example: Reading) {
        Grammar.expect(example)
    }

    /// Why, run on after when with no mark: no more of the title, and its days are not
    /// when. After a verb of saying, the sentence may be what is said, and stays.
    @Test(arguments: [
        Reading(
            "add pick up parcel from the depot tmrw they shut at 5", .createTask,
            ["title": "pick up parcel from the depot", "due": "2026-03-11"]),
        Reading(
            "remind me to renew the parking permit fri it runs out sat", .createTask,
            ["title": "renew the parking permit", "due": "2026-03-13"]),
        Reading(
            "new task book flu jab next wk surgery opens bookings mon", .createTask,
            ["title": "book flu jab", "due": "2026-03-16"]),
        Reading(
            "remind me to tell jo friday she's brilliant", .createTask,
            ["title": "tell jo she's brilliant", "due": "2026-03-13"]),
    ])
    func aReasonRunOnAfterWhenLeavesTheTitle(_ example: Reading) {
        Grammar.expect(example)
    }

    @Test(arguments: [
        Reading(
            "remind me to prep for friday's meeting on thursday", .createTask,
            ["title": "prep for friday's meeting", "due": "2026-03-12"]),
        Reading(
            "remind me to buy tickets for saturday's match tomorrow", .createTask,
            ["title": "buy tickets for saturday's match", "due": "2026-03-11"]),
        Reading(
            "remind me to get tickets for the 9 to 5 musical on friday", .createTask,
            ["title": "get tickets for the 9 to 5 musical", "due": "2026-03-13"]),
    ])
    func theDateClosingTheRequestIsWhenAndTheOtherStaysInTheTitle(_ example: Reading) {
        Grammar.expect(example)
    }

    @Test(arguments: [
        Reading(
            "remind me next week to book the hotel for june", .createTask,
            ["title": "book the hotel for june", "due": "2026-03-16"]),
        Reading(
            "remind me tomorrow to call the bank about the payment on the 20th", .createTask,
            ["title": "call the bank about the payment on the 20th", "due": "2026-03-11"]),
        Reading(
            "remind me on friday to book the restaurant for the 14th", .createTask,
            ["title": "book the restaurant for the 14th", "due": "2026-03-13"]),
    ])
    func theDateSaidAfterTheHeadIsWhen(_ example: Reading) {
        Grammar.expect(example)
    }

    /// One run of date phrases is the due date, all of it cut: nothing here changes.
    @Test(arguments: [
        Reading(
            "remind me to call mum tomorrow at 5pm", .createTask,
            ["title": "call mum", "due": "2026-03-11T17:00"]),
        Reading(
            "remind me to pay the rent on friday", .createTask,
            ["title": "pay the rent", "due": "2026-03-13"]),
    ])
    func oneRunOfDatePhrasesIsTheDueDate(_ example: Reading) {
        Grammar.expect(example)
    }
}

import Testing
import ToolBox

@testable import IntentGrammar

/// Clock times, parts of the day, and days with times. A time alone is today if still to
/// come, else tomorrow; "at 3" with no am/pm is 15:00 (1 to 7 pm, 8 to 11 am, 12 noon).
@Suite struct DateParserTimeTests {
    static let times: [DateCase] = [
        DateCase("at 3pm", is: "2026-03-10T15:00"),
        DateCase("3 pm", is: "2026-03-10T15:00"),
        DateCase("3PM", is: "2026-03-10T15:00"),
        DateCase("3 p.m.", is: "2026-03-10T15:00"),
        DateCase("3:30pm", is: "2026-03-10T15:30"),
        DateCase("15:00", is: "2026-03-10T15:00"),
        DateCase("at 15", is: "2026-03-10T15:00"),
        DateCase("at noon", is: "2026-03-10T12:00"),
        DateCase("midnight", is: "2026-03-11T00:00"),
        DateCase("half past 3", is: "2026-03-10T15:30"),
        DateCase("quarter to 5", is: "2026-03-10T16:45"),
        DateCase("a quarter past 10", is: "2026-03-10T10:15"),
        DateCase("20 past 3pm", is: "2026-03-10T15:20"),
        DateCase("5 o'clock", is: "2026-03-10T17:00"),
        DateCase("at 3", is: "2026-03-10T15:00"),
        DateCase("at 7", is: "2026-03-10T19:00"),
        DateCase("at 10", is: "2026-03-10T10:00"),
        DateCase("at 12", is: "2026-03-10T12:00"),
        DateCase("at six", is: "2026-03-10T18:00"),
        DateCase("by 5pm", is: "2026-03-10T17:00"),
        // 8 is a morning hour, and 08:00 has gone by 09:00.
        DateCase("at 8", is: "2026-03-11T08:00"),
        DateCase("at 8am", is: "2026-03-11T08:00"),
        DateCase("9:30", is: "2026-03-10T09:30"),
        DateCase("07:30", is: "2026-03-11T07:30"),
        DateCase("at 10:30am", is: "2026-03-10T10:30"),
        DateCase("8.30pm", is: "2026-03-10T20:30"),
        DateCase("at 4.30", is: "2026-03-10T16:30"),
        // British "half 3" is half past, said after "at" or with am/pm.
        DateCase("at half 3", is: "2026-03-10T15:30"),
        DateCase("half 10 am", is: "2026-03-10T10:30"),
        DateCase("first thing Monday", is: "2026-03-16T09:00"),
        DateCase("first thing tomorrow", is: "2026-03-11T09:00"),
    ]

    @Test(arguments: times)
    func readsClockTimes(_ example: DateCase) throws {
        try example.check()
    }

    static let partsOfDay: [DateCase] = [
        DateCase("this morning", is: "2026-03-10T09:00"),
        DateCase("in the morning", is: "2026-03-11T09:00"),
        DateCase("in the afternoon", is: "2026-03-10T15:00"),
        DateCase("this evening", is: "2026-03-10T18:00"),
        DateCase("tonight", is: "2026-03-10T20:00"),
        DateCase("tomorrow morning", is: "2026-03-11T09:00"),
        DateCase("tomorrow night", is: "2026-03-11T20:00"),
        DateCase("Friday afternoon", is: "2026-03-13T15:00"),
        DateCase("last night", is: "2026-03-09T20:00", past: true),
        DateCase("end of day", is: "2026-03-10T17:00"),
        DateCase("by eod", is: "2026-03-10T17:00"),
        DateCase("by end of day tomorrow", is: "2026-03-11T17:00"),
        DateCase("at night", is: "2026-03-10T20:00"),
    ]

    @Test(arguments: partsOfDay)
    func readsPartsOfTheDay(_ example: DateCase) throws {
        try example.check()
    }

    static let combinations: [DateCase] = [
        DateCase("Friday at 3pm", is: "2026-03-13T15:00"),
        DateCase("at 3pm on Friday", is: "2026-03-13T15:00"),
        DateCase("tomorrow morning at 8", is: "2026-03-11T08:00"),
        DateCase("3pm tomorrow", is: "2026-03-11T15:00"),
        DateCase("next Tuesday 10am", is: "2026-03-17T10:00"),
        DateCase("on the 27th at noon", is: "2026-03-27T12:00"),
        DateCase("tomorrow at 5", is: "2026-03-11T17:00"),
        DateCase("Friday evening at 7", is: "2026-03-13T19:00"),
        DateCase("tonight at 11", is: "2026-03-10T23:00"),
        // The small hours of tonight are tomorrow's.
        DateCase("tonight at 1am", is: "2026-03-11T01:00"),
        DateCase("8 tonight", is: "2026-03-10T20:00"),
        DateCase("6 in the afternoon", is: "2026-03-10T18:00"),
        DateCase("March 4 at 2:30pm", is: "2027-03-04T14:30"),
        DateCase("2026-03-20 14:00", is: "2026-03-20T14:00"),
        DateCase("2026-03-20T14:00", is: "2026-03-20T14:00"),
        DateCase("Fri, Mar 13, 2026 07:00 PM", is: "2026-03-13T19:00"),
        DateCase("at 9am on sat", is: "2026-03-14T09:00"),
        // A time said of a day keeps that day even when the hour has passed today.
        DateCase("today at 8am", is: "2026-03-10T08:00"),
        // A time range is read as its start.
        DateCase("10:30-11:00 tomorrow", is: "2026-03-11T10:30"),
        DateCase("8pm-9pm tomorrow", is: "2026-03-11T20:00"),
        DateCase("at 2-3pm", is: "2026-03-10T14:00"),
        DateCase("from 2 to 3pm", is: "2026-03-10T14:00", span: "2 to 3pm"),
        DateCase("twenty to five", is: "2026-03-10T16:40"),
        DateCase("10 minutes to 5pm", is: "2026-03-10T16:50"),
        // A moment and the day it falls on, in either order, are one phrase.
        DateCase("today in one hour", is: "2026-03-10T10:00"),
        DateCase("in an hour today", is: "2026-03-10T10:00"),
        // Tomorrow is not the day two hours from now falls on: the day stands alone.
        DateCase("tomorrow in 2 hours", is: "2026-03-11", span: "tomorrow"),
    ]

    @Test(arguments: combinations)
    func combinesDaysAndTimes(_ example: DateCase) throws {
        try example.check()
    }

    static let sentences: [DateCase] = [
        DateCase(
            "call the dentist on Friday at 3pm", is: "2026-03-13T15:00", span: "on Friday at 3pm"),
        DateCase(
            "remind me to call mum tomorrow at 5pm", is: "2026-03-11T17:00", span: "tomorrow at 5pm"
        ),
        DateCase(
            "pay rent by the end of the month", is: "2026-03-31", span: "by the end of the month"),
        DateCase("submit the report due next Friday", is: "2026-03-20", span: "due next Friday"),
        DateCase("buy milk for tomorrow.", is: "2026-03-11", span: "for tomorrow"),
        DateCase(
            "dentist on the 27th at noon please", is: "2026-03-27T12:00",
            span: "on the 27th at noon"),
        DateCase("meeting on Friday, 3pm with Sam", is: "2026-03-13T15:00", span: "on Friday, 3pm"),
        DateCase("water the plants in 3 days", is: "2026-03-13", span: "in 3 days"),
        DateCase("What did I do 3 days ago?", is: "2026-03-07", span: "3 days ago"),
        DateCase("call Sam at 4 about the lease", is: "2026-03-10T16:00", span: "at 4"),
        DateCase("file taxes before April 15", is: "2026-04-15", span: "April 15"),
    ]

    @Test(arguments: sentences)
    func claimsOnlyTheDatePhrase(_ example: DateCase) throws {
        try example.check()
    }

    @Test func findsEveryPhraseLeftToRight() {
        let now = LocalDateTime(iso: "2026-03-10T09:00")!
        let text = "move the call from Friday to Monday at 10am"
        let found = DateParser(now: now).matches(in: text)
        #expect(found.map { $0.value.description } == ["2026-03-13", "2026-03-16T10:00"])
        #expect(found.map { String(text[$0.range]) } == ["Friday", "Monday at 10am"])
    }

    @Test func answersTheSameEveryTime() {
        let parser = DateParser(now: LocalDateTime(iso: "2026-03-10T09:00")!)
        let text = "lunch with Ana next Tuesday at half past 12"
        #expect(parser.matches(in: text) == parser.matches(in: text))
        #expect(parser.firstMatch(in: text)?.value.description == "2026-03-17T12:30")
    }
}

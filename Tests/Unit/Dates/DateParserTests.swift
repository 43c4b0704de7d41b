import Testing
import ToolBox

@testable import IntentGrammar

/// Days named relative to now. "Now" is Tuesday 2026-03-10 09:00 unless a case says
/// otherwise; the conventions are eval-data/README.md's "Date conventions".
@Suite struct DateParserTests {
    static let relativeDays: [DateCase] = [
        DateCase("today", is: "2026-03-10"),
        DateCase("tonight", is: "2026-03-10T20:00"),
        DateCase("tomorrow", is: "2026-03-11", past: false),
        DateCase("tmrw", is: "2026-03-11"),
        DateCase("tmr", is: "2026-03-11"),
        DateCase("Tomorrow!", is: "2026-03-11", span: "Tomorrow"),
        DateCase("yesterday", is: "2026-03-09", past: true),
        DateCase("the day after tomorrow", is: "2026-03-12"),
        DateCase("day after tmrw", is: "2026-03-12"),
        DateCase("the day before yesterday", is: "2026-03-08", past: true),
    ]

    @Test(arguments: relativeDays)
    func readsRelativeDays(_ example: DateCase) throws {
        try example.check()
    }

    static let weekdays: [DateCase] = [
        DateCase("Friday", is: "2026-03-13", past: false),
        DateCase("on Friday", is: "2026-03-13"),
        DateCase("by Friday", is: "2026-03-13"),
        DateCase("FRIDAY", is: "2026-03-13"),
        // A weekday said on that weekday is a week on.
        DateCase("Tuesday", is: "2026-03-17"),
        DateCase("Monday", is: "2026-03-16"),
        DateCase("this Friday", is: "2026-03-13"),
        DateCase("this Tuesday", is: "2026-03-10"),
        DateCase("this Monday", is: "2026-03-16"),
        DateCase("next Friday", is: "2026-03-20"),
        DateCase("next Tuesday", is: "2026-03-17"),
        DateCase("next Monday", is: "2026-03-16"),
        DateCase("next Sunday", is: "2026-03-22"),
        DateCase("next Friday", on: "2026-03-13T09:00", is: "2026-03-20"),
        DateCase("last Friday", is: "2026-03-06", past: true),
        DateCase("last Tuesday", is: "2026-03-03", past: true),
        DateCase("last Monday", is: "2026-03-09", past: true),
        DateCase("this past Sunday", is: "2026-03-08", past: true),
        DateCase("this coming Friday", is: "2026-03-13"),
        DateCase("coming Tuesday", is: "2026-03-17"),
        DateCase("the following Friday", is: "2026-03-20"),
        DateCase("Friday of next week", is: "2026-03-20"),
        DateCase("Wednesday next week", is: "2026-03-18"),
        DateCase("next week Friday", is: "2026-03-20"),
        DateCase("Monday of this week", is: "2026-03-09"),
        DateCase("Tuesday of last week", is: "2026-03-03", past: true),
        DateCase("Friday after next", is: "2026-03-20"),
        DateCase("the Thursday after next", is: "2026-03-19"),
        // British: a week after the next such day.
        DateCase("Friday week", is: "2026-03-20"),
        DateCase("a week on Friday", is: "2026-03-20"),
        DateCase("a week today", is: "2026-03-17"),
        DateCase("a fortnight tomorrow", is: "2026-03-25"),
        DateCase("a week Thursday", is: "2026-03-19"),
        // And that many weeks on: the next such day, then two weeks after it.
        DateCase("two weeks on Friday", is: "2026-03-27"),
        DateCase("3 weeks on Monday", is: "2026-04-06"),
        DateCase("a fortnight on Friday", is: "2026-03-27"),
        DateCase("until sat", is: "2026-03-14"),
        DateCase("mon", is: "2026-03-16"),
        DateCase("tue", is: "2026-03-17"),
        DateCase("tues", is: "2026-03-17"),
        DateCase("on wed", is: "2026-03-11"),
        DateCase("thu", is: "2026-03-12"),
        DateCase("thur", is: "2026-03-12"),
        DateCase("thurs", is: "2026-03-12"),
        DateCase("fri", is: "2026-03-13"),
        DateCase("on sat", is: "2026-03-14"),
        DateCase("sat 14th", is: "2026-03-14"),
        DateCase("on sun", is: "2026-03-15"),
        // After "to", ending the phrase, the everyday words are days: "move it to sat".
        DateCase("move the bike service to sat", is: "2026-03-14", span: "sat"),
        DateCase("push it to sun.", is: "2026-03-15", span: "sun"),
        DateCase("next sat", is: "2026-03-21"),
        // Closing the words after a thing named, "sat" and "wed" are days too.
        DateCase("buy gutter guards sat", is: "2026-03-14", span: "sat"),
        DateCase("book the skip sat, sort the paint tins", is: "2026-03-14", span: "sat"),
        DateCase("get the cake wed", is: "2026-03-11", span: "wed"),
        // A weekday with a day of the month is the next such day that agrees.
        DateCase("Tuesday the 14th", is: "2026-04-14"),
        DateCase("Friday 13th", is: "2026-03-13"),
    ]

    @Test(arguments: weekdays)
    func readsWeekdays(_ example: DateCase) throws {
        try example.check()
    }

    static let offsets: [DateCase] = [
        DateCase("in 3 days", is: "2026-03-13"),
        DateCase("in a day", is: "2026-03-11"),
        DateCase("in two days", is: "2026-03-12"),
        DateCase("in twenty one days", is: "2026-03-31"),
        DateCase("in twenty-one days", is: "2026-03-31"),
        DateCase("in a couple of days", is: "2026-03-12"),
        DateCase("in a few days", is: "2026-03-13"),
        DateCase("in a week", is: "2026-03-17"),
        DateCase("in 2 weeks", is: "2026-03-24"),
        DateCase("in a fortnight", is: "2026-03-24"),
        DateCase("in a fortnight's time", is: "2026-03-24"),
        DateCase("in a month", is: "2026-04-10"),
        DateCase("in 3 months", is: "2026-06-10"),
        DateCase("in 3 mos", is: "2026-06-10"),
        DateCase("in 2 wks", is: "2026-03-24"),
        DateCase("in a year", is: "2027-03-10"),
        DateCase("in 2 years", is: "2028-03-10"),
        DateCase("in a month", on: "2026-01-31T09:00", is: "2026-02-28"),
        DateCase("a week from now", is: "2026-03-17"),
        DateCase("2 days from today", is: "2026-03-12"),
        DateCase("two weeks from tomorrow", is: "2026-03-25"),
        DateCase("3 weeks later", is: "2026-03-31"),
        DateCase("2 days after next Friday", is: "2026-03-22"),
        DateCase("3 days before Friday", is: "2026-03-10", past: false),
        DateCase("3 days ago", is: "2026-03-07", past: true),
        DateCase("a week ago", is: "2026-03-03", past: true),
        DateCase("1 month 2 days ago", is: "2026-02-08", past: true),
        DateCase("in 2 hours", is: "2026-03-10T11:00"),
        DateCase("in 30 minutes", is: "2026-03-10T09:30"),
        DateCase("in half an hour", is: "2026-03-10T09:30"),
        DateCase("in an hour and a half", is: "2026-03-10T10:30"),
        DateCase("in 20 hours", is: "2026-03-11T05:00"),
        DateCase("15 minutes ago", is: "2026-03-10T08:45", past: true),
        DateCase("in 3 days at 5pm", is: "2026-03-13T17:00"),
    ]

    @Test(arguments: offsets)
    func readsOffsets(_ example: DateCase) throws {
        try example.check()
    }

    static let periods: [DateCase] = [
        DateCase("next week", is: "2026-03-16"),
        DateCase("this week", is: "2026-03-10"),
        DateCase("last week", is: "2026-03-02", past: true),
        DateCase("the week after next", is: "2026-03-23"),
        DateCase("next month", is: "2026-04-01"),
        DateCase("last month", is: "2026-02-01", past: true),
        DateCase("next year", is: "2027-01-01"),
        DateCase("weekend", is: "2026-03-14"),
        DateCase("the weekend", is: "2026-03-14"),
        DateCase("this weekend", is: "2026-03-14"),
        DateCase("next weekend", is: "2026-03-21"),
        DateCase("last weekend", is: "2026-03-07", past: true),
        DateCase("the weekend after next", is: "2026-03-28"),
        DateCase("this weekend", on: "2026-03-15T10:00", is: "2026-03-15"),
        DateCase("next weekend", on: "2026-03-15T10:00", is: "2026-03-21"),
        DateCase("end of the week", is: "2026-03-13"),
        DateCase("end of week", is: "2026-03-13"),
        DateCase("end of the week", on: "2026-03-14T10:00", is: "2026-03-15"),
        DateCase("end of next week", is: "2026-03-20"),
        DateCase("end of the month", is: "2026-03-31"),
        DateCase("by the end of the month", is: "2026-03-31"),
        DateCase("end of next month", is: "2026-04-30"),
        DateCase("end of the year", is: "2026-12-31"),
        DateCase("the last day of the month", is: "2026-03-31"),
        DateCase("the first day of next month", is: "2026-04-01"),
        DateCase("start of next week", is: "2026-03-16"),
        DateCase("beginning of next month", is: "2026-04-01"),
        DateCase("end of March", is: "2026-03-31"),
        DateCase("the beginning of 2027", is: "2027-01-01"),
        DateCase("mid-March", is: "2026-03-15"),
        DateCase("mid April", is: "2026-04-15"),
        DateCase("eom", is: "2026-03-31"),
    ]

    @Test(arguments: periods)
    func readsPeriods(_ example: DateCase) throws {
        try example.check()
    }
}

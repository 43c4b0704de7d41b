import Testing
import ToolBox

@testable import IntentGrammar

/// Dates written out: month names, numbers, days of the month. A yearless date is the
/// next time it comes round, today included; a date with a year is taken as written.
@Suite struct DateParserCalendarTests {
    static let monthNames: [DateCase] = [
        DateCase("March 4", is: "2027-03-04"),
        DateCase("4 March", is: "2027-03-04"),
        DateCase("March 4th", is: "2027-03-04"),
        DateCase("March the 4th", is: "2027-03-04"),
        DateCase("the 4th of March", is: "2027-03-04"),
        DateCase("4th Mar 2027", is: "2027-03-04"),
        DateCase("Mar. 4, 2027", is: "2027-03-04"),
        DateCase("March 4 2027", is: "2027-03-04"),
        DateCase("March 10", is: "2026-03-10"),
        DateCase("March 11", is: "2026-03-11"),
        DateCase("may 4", is: "2026-05-04"),
        DateCase("May eighth", is: "2026-05-08"),
        DateCase("the twenty-seventh of May", is: "2026-05-27"),
        DateCase("fourth of July", is: "2026-07-04"),
        DateCase("Sept 3", is: "2026-09-03"),
        DateCase("25 December 2025", is: "2025-12-25", past: false),
        DateCase("Aug 9, 96", is: "1996-08-09"),
        DateCase("the first Monday of April", is: "2026-04-06"),
        DateCase("the last Friday of March", is: "2026-03-27"),
        DateCase("Friday, March 13, 2026", is: "2026-03-13"),
    ]

    @Test(arguments: monthNames)
    func readsMonthNames(_ example: DateCase) throws {
        try example.check()
    }

    static let numeric: [DateCase] = [
        DateCase("2026-03-04", is: "2026-03-04"),
        DateCase("2026/12/25", is: "2026-12-25"),
        // Month first when both readings are valid; day first when only that one is.
        DateCase("3/4", is: "2027-03-04"),
        DateCase("3/4/2026", is: "2026-03-04"),
        DateCase("04/03/26", is: "2026-04-03"),
        DateCase("27/3", is: "2026-03-27"),
        DateCase("3-7-2017", is: "2017-03-07"),
        DateCase("3.4.2026", is: "2026-03-04"),
        DateCase("13.5.2015", is: "2015-05-13"),
        DateCase("12/25", is: "2026-12-25"),
        DateCase("25/12", is: "2026-12-25"),
        DateCase("on 4.22", is: "2026-04-22"),
        DateCase("31-Oct-74", is: "1974-10-31"),
        DateCase("Nov/2", is: "2026-11-02"),
    ]

    @Test(arguments: numeric)
    func readsNumericDates(_ example: DateCase) throws {
        try example.check()
    }

    static let daysOfMonth: [DateCase] = [
        DateCase("the 27th", is: "2026-03-27"),
        DateCase("on the 3rd", is: "2026-04-03"),
        DateCase("the 10th", is: "2026-03-10"),
        DateCase("the twenty-seventh", is: "2026-03-27"),
        DateCase("the twenty seventh", is: "2026-03-27"),
        DateCase("on the first", is: "2026-04-01"),
        // April has no 31st.
        DateCase("the 31st", on: "2026-04-05T09:00", is: "2026-05-31"),
        DateCase("20th of next month", is: "2026-04-20"),
        DateCase("the 15th day of next month", is: "2026-04-15"),
        // A shift's direction after the day ("the one due the 15th back a week") is no
        // noun showing the number is something else.
        DateCase("the 15th back a week", is: "2026-03-15", span: "the 15th"),
    ]

    @Test(arguments: daysOfMonth)
    func readsDaysOfTheMonth(_ example: DateCase) throws {
        try example.check()
    }

    static let leapYears: [DateCase] = [
        DateCase("Feb 29", is: "2028-02-29"),
        DateCase("2/29", on: "2028-01-10T09:00", is: "2028-02-29"),
        DateCase("29/2/2028", is: "2028-02-29"),
        DateCase("February 29, 2024", is: "2024-02-29"),
        DateCase("the 29th", on: "2027-02-10T09:00", is: "2027-03-29"),
    ]

    @Test(arguments: leapYears)
    func knowsLeapYears(_ example: DateCase) throws {
        try example.check()
    }

    /// Said on Wednesday 2026-12-30 10:00, near the turn of the year.
    static let rollovers: [DateCase] = [
        DateCase("tomorrow", on: "2026-12-30T10:00", is: "2026-12-31"),
        DateCase("the day after tomorrow", on: "2026-12-30T10:00", is: "2027-01-01"),
        DateCase("Friday", on: "2026-12-30T10:00", is: "2027-01-01"),
        DateCase("next week", on: "2026-12-30T10:00", is: "2027-01-04"),
        DateCase("next month", on: "2026-12-30T10:00", is: "2027-01-01"),
        DateCase("next year", on: "2026-12-30T10:00", is: "2027-01-01"),
        DateCase("in a week", on: "2026-12-30T10:00", is: "2027-01-06"),
        DateCase("January 5", on: "2026-12-30T10:00", is: "2027-01-05"),
        DateCase("Dec 25", on: "2026-12-30T10:00", is: "2027-12-25"),
        DateCase("the 2nd", on: "2026-12-30T10:00", is: "2027-01-02"),
        DateCase("end of the month", on: "2026-12-30T10:00", is: "2026-12-31"),
        DateCase("at 9am", on: "2026-12-31T10:00", is: "2027-01-01T09:00"),
        DateCase("in 3 hours", on: "2026-12-31T22:30", is: "2027-01-01T01:30"),
    ]

    @Test(arguments: rollovers)
    func rollsOverMonthsAndYears(_ example: DateCase) throws {
        try example.check()
    }

    /// Quarters of the calendar year, and the time it is now on another day.
    @Test(arguments: [
        DateCase("by the end of the quarter", is: "2026-03-31"),
        DateCase("the start of next quarter", is: "2026-04-01"),
        DateCase("end of next quarter", on: "2026-11-29T09:00", is: "2027-03-31"),
        // A quarter by its name: the next time it comes round, unless a year is said.
        DateCase("by the end of Q2", is: "2026-06-30"),
        DateCase("start of q3", is: "2026-07-01"),
        DateCase("start of Q1", is: "2027-01-01"),
        DateCase("beginning of Q2 2027", is: "2027-04-01"),
        DateCase("this time tomorrow", on: "2026-03-10T16:45", is: "2026-03-11T16:45"),
        DateCase("this time next week", is: "2026-03-17T09:00"),
        DateCase("this time on Friday", is: "2026-03-13T09:00"),
    ])
    func quartersAndThisTimeOnAnotherDay(_ example: DateCase) throws {
        try example.check()
    }

    /// Lunchtime is noon; "the noon concert" names a concert, as "quiz night" names a
    /// night, and the day said after it is the date.
    @Test(arguments: [
        DateCase("at lunchtime tomorrow", is: "2026-03-11T12:00"),
        DateCase("tickets for the noon concert on Friday", is: "2026-03-13", span: "on Friday"),
        DateCase(
            "the lunchtime service on Sunday", is: "2026-03-15", span: "on Sunday"),
        DateCase("eat lunch at noon", is: "2026-03-10T12:00", span: "at noon"),
        // After lunch is 13:00; lunch alone names a meal, not a time.
        DateCase("after lunch tomorrow", is: "2026-03-11T13:00"),
        DateCase("call Sam after lunch", is: "2026-03-10T13:00", span: "after lunch"),
        // Close of play is close of business: the end of the working day.
        DateCase("by close of play Friday", is: "2026-03-13T17:00"),
    ])
    func lunchtimeIsNoonAndANoonNameIsNoTime(_ example: DateCase) throws {
        try example.check()
    }

    /// The hours the day is lived around, after "before" or "after"; the words alone are
    /// no time.
    @Test(arguments: [
        DateCase("pick up the prescription after work", is: "2026-03-10T18:00", span: "after work"),
        DateCase(
            "walk the dog before work tomorrow", is: "2026-03-11T08:00",
            span: "before work tomorrow"),
        DateCase("homework after school", is: "2026-03-10T15:30", span: "after school"),
        DateCase("take my pills before bed", is: "2026-03-10T21:00", span: "before bed"),
        DateCase("remind me at bedtime", is: "2026-03-10T21:00", span: "at bedtime"),
    ])
    func theHoursTheDayIsLivedAround(_ example: DateCase) throws {
        try example.check()
    }

    @Test(arguments: ["leave work early", "read a bedtime story", "make the bed", "pack for school"])
    func workSchoolAndBedAloneAreNoTime(_ text: String) {
        let now = LocalDateTime(iso: "2026-03-10T09:00")!
        #expect(DateParser(now: now).firstMatch(in: text) == nil)
    }

    @Test(arguments: [
        "February 30", "2/30", "31/4", "April 31st", "2026-02-29", "February 29, 2027", "13/13",
    ])
    func refusesDaysThatDoNotExist(_ text: String) {
        let now = LocalDateTime(iso: "2026-03-10T09:00")!
        #expect(DateParser(now: now).firstMatch(in: text) == nil)
    }
}

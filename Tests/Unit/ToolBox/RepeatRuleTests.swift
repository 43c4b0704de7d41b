import Testing

@testable import ToolBox

/// The next occurrence of a repeat rule, counted from the current one.
@Suite struct RepeatRuleTests {
    func day(_ text: String) throws -> CivilDate { try #require(CivilDate(iso: text)) }

    func next(_ rule: String, after date: String) throws -> String {
        try #require(RepeatRule(rule)).next(after: try day(date)).description
    }

    @Test func dailyIsTheNextDayAndAnIntervalSkips() throws {
        #expect(try next("FREQ=DAILY", after: "2026-03-10") == "2026-03-11")
        #expect(try next("FREQ=DAILY;INTERVAL=3", after: "2026-03-30") == "2026-04-02")
    }

    @Test func weeklyWithDaysIsTheNextListedDay() throws {
        // Tuesday 10 March: Thursday of the same week, then Monday of the next.
        #expect(try next("FREQ=WEEKLY;BYDAY=MO,TH", after: "2026-03-10") == "2026-03-12")
        #expect(try next("FREQ=WEEKLY;BYDAY=MO,TH", after: "2026-03-12") == "2026-03-16")
        // Without days, a week on.
        #expect(try next("FREQ=WEEKLY", after: "2026-03-10") == "2026-03-17")
    }

    @Test func everyOtherWeekSkipsAWeek() throws {
        #expect(try next("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", after: "2026-03-10") == "2026-03-24")
        // Said on a Monday: Tuesday of that week comes first, then every other week.
        #expect(try next("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", after: "2026-03-09") == "2026-03-10")
    }

    @Test func theFirstMondayOfTheMonth() throws {
        // March 2026's first Monday is the 2nd; April's is the 6th.
        #expect(try next("FREQ=MONTHLY;BYDAY=1MO", after: "2026-03-02") == "2026-04-06")
        #expect(try next("FREQ=MONTHLY;BYDAY=1MO", after: "2026-02-20") == "2026-03-02")
        #expect(try next("FREQ=MONTHLY;BYDAY=-1FR", after: "2026-03-10") == "2026-03-27")
    }

    /// The 31st in a month without one is its last day, and the month after goes back
    /// to the 31st rather than staying on the 28th.
    @Test func theThirtyFirstFallsOnTheLastDayOfFebruary() throws {
        #expect(try next("FREQ=MONTHLY;BYMONTHDAY=31", after: "2026-01-31") == "2026-02-28")
        #expect(try next("FREQ=MONTHLY;BYMONTHDAY=31", after: "2026-02-28") == "2026-03-31")
        #expect(try next("FREQ=MONTHLY;BYMONTHDAY=31", after: "2028-01-31") == "2028-02-29")
        #expect(try next("FREQ=MONTHLY;BYMONTHDAY=31", after: "2026-03-31") == "2026-04-30")
    }

    @Test func yearlyIsTheSameDayNextYear() throws {
        #expect(try next("FREQ=YEARLY", after: "2026-03-10") == "2027-03-10")
        #expect(try next("FREQ=YEARLY", after: "2028-02-29") == "2029-02-28")
    }

    @Test func rulesPrintWithTheirPartsInTheFixedOrder() throws {
        let rule = try #require(RepeatRule("byday=th,mo;interval=2;freq=weekly"))
        #expect(rule.description == "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH")
        #expect(RepeatRule("FREQ=WEEKLY;INTERVAL=1")?.description == "FREQ=WEEKLY")
    }

    @Test(arguments: [
        "", "sometimes", "FREQ=HOURLY", "FREQ=WEEKLY;BYDAY=XX", "FREQ=MONTHLY;BYMONTHDAY=32",
        "INTERVAL=2",
    ])
    func textThatIsNotARuleIsRefused(_ text: String) {
        #expect(RepeatRule(text) == nil)
    }
}

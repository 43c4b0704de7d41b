import Testing
import ToolBox

@testable import IntentGrammar

/// A phrase that names several days says its last day too (`DateMatch.through`); one
/// that names a day, or a time, does not. Now is Tuesday 2026-03-10 09:00 unless a case
/// says otherwise; weeks run Monday to Sunday.
@Suite struct DatePeriodTests {
    struct Period: Sendable, CustomTestStringConvertible {
        let text: String
        let now: String
        let first: String
        let last: String?

        init(_ text: String, on now: String = "2026-03-10T09:00", _ first: String, _ last: String?) {
            self.text = text
            self.now = now
            self.first = first
            self.last = last
        }

        var testDescription: String { "\"\(text)\" on \(now)" }
    }

    @Test(arguments: [
        Period("next week", "2026-03-16", "2026-03-22"),
        Period("the week after next", "2026-03-23", "2026-03-29"),
        Period("last week", "2026-03-02", "2026-03-08"),
        // This week is today on, to its Sunday.
        Period("this week", "2026-03-10", "2026-03-15"),
        Period("this weekend", "2026-03-14", "2026-03-15"),
        Period("next weekend", "2026-03-21", "2026-03-22"),
        Period("the weekend after next", "2026-03-28", "2026-03-29"),
        // On a Sunday, this weekend is what is left of it: today.
        Period("this weekend", on: "2026-03-15T09:00", "2026-03-15", "2026-03-15"),
        Period("next month", "2026-04-01", "2026-04-30"),
        Period("this month", "2026-03-10", "2026-03-31"),
        Period("the month after next", "2026-05-01", "2026-05-31"),
        Period("next year", "2027-01-01", "2027-12-31"),
        // A month by name: the next time it comes round; the month it is now from today.
        Period("in January", "2027-01-01", "2027-01-31"),
        Period("in March", "2026-03-10", "2026-03-31"),
        Period("in April 2027", "2027-04-01", "2027-04-30"),
        Period("due for June", "2026-06-01", "2026-06-30"),
        // One day of a period, or a time in it, is no period.
        Period("next week on Thursday", "2026-03-19", nil),
        Period("Friday", "2026-03-13", nil),
        Period("the end of next week", "2026-03-20", nil),
        Period("next week at 3pm", "2026-03-16T15:00", nil),
        Period("in 2 weeks", "2026-03-24", nil),
    ])
    func aPeriodSaysItsFirstAndLastDay(_ example: Period) throws {
        let now = try #require(LocalDateTime(iso: example.now))
        let match = try #require(DateParser(now: now).firstMatch(in: example.text))
        #expect(match.value.description == example.first)
        #expect(match.through?.description == example.last)
    }

    /// A month's name in other words is no date: "march madness", "June's party".
    @Test func aMonthNameInsideANameIsNoDate() throws {
        let now = try #require(LocalDateTime(iso: "2026-03-10T09:00"))
        for text in ["tickets for march madness", "watch the film in may day parade"] {
            #expect(DateParser(now: now).firstMatch(in: text) == nil, "\(text)")
        }
    }

    /// "wed" before a month is the verb: the month is the only date ("in June").
    @Test func wedBeforeAMonthIsNoWednesday() throws {
        let now = try #require(LocalDateTime(iso: "2026-03-10T09:00"))
        let text = "they wed in June"
        let matches = DateParser(now: now).matches(in: text)
        #expect(matches.map { String(text[$0.range]) } == ["in June"])
    }

    /// "over the weekend", "early next week", "late next month": the words around a period
    /// are the phrase's; early is its first day, late its end (a week's Friday).
    @Test(arguments: [
        DateCase("over the weekend", is: "2026-03-14"),
        DateCase("early next week", is: "2026-03-16"),
        DateCase("late next week", is: "2026-03-20"),
        DateCase("late this month", is: "2026-03-31"),
        DateCase("early next month", is: "2026-04-01"),
        DateCase("late this week", on: "2026-03-14T09:00", is: "2026-03-15"),
    ])
    func theWordsAroundAPeriodArePartOfIt(_ example: DateCase) throws {
        try example.check()
    }

    @Test func aCaptureLosesTheWordsAroundItsPeriod() {
        #expect(
            Grammar.parse("remind me to fix the gate over the weekend").arguments
                == ["title": "fix the gate", "due": "2026-03-14"])
        #expect(
            Grammar.parse("remind me to fix the gate late next week").arguments
                == ["title": "fix the gate", "due": "2026-03-20"])
    }
}

import Testing
import ToolBox

@testable import IntentGrammar

/// The repeat rules of eval-data/README.md, read from a capture with the phrase cut out
/// of the title.
@Suite struct RepeatPhrasesTests {
    struct Example: Sendable, CustomTestStringConvertible {
        let phrase: String
        let rule: String
        var testDescription: String { "\"\(phrase)\" is \(rule)" }
    }

    /// Every example the README gives, in its order.
    static let readme: [Example] = [
        Example(phrase: "every day", rule: "FREQ=DAILY"),
        Example(phrase: "every weekday", rule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        Example(phrase: "every Friday", rule: "FREQ=WEEKLY;BYDAY=FR"),
        Example(phrase: "weekly on Fridays", rule: "FREQ=WEEKLY;BYDAY=FR"),
        Example(phrase: "every other Tuesday", rule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"),
        Example(phrase: "every 3 days", rule: "FREQ=DAILY;INTERVAL=3"),
        Example(phrase: "every week", rule: "FREQ=WEEKLY"),
        Example(phrase: "monthly", rule: "FREQ=MONTHLY"),
        Example(phrase: "the first Monday of every month", rule: "FREQ=MONTHLY;BYDAY=1MO"),
        Example(phrase: "on the 15th of every month", rule: "FREQ=MONTHLY;BYMONTHDAY=15"),
        Example(phrase: "every year", rule: "FREQ=YEARLY"),
    ]

    @Test(arguments: readme)
    func eachReadmeExampleMapsToItsRule(_ example: Example) throws {
        let match = try #require(RepeatPhrases.firstMatch(in: example.phrase.lowercased()))
        #expect(match.rule.description == example.rule)
        #expect(match.range == 0..<example.phrase.utf8.count)
    }

    @Test(arguments: readme)
    func aCaptureCarriesTheRuleAndLeavesTheTitleClean(_ example: Example) {
        let reading = Grammar.parse("remind me to water the plants \(example.phrase)")
        #expect(reading.tool == .createTask)
        #expect(reading.arguments["title"] == "water the plants")
        #expect(reading.arguments["repeat"] == example.rule)
    }

    /// After a determiner a frequency word is part of a name: "the weekly figures" are
    /// figures, sent once; said of the errand, it is how often.
    /// A rule's time said before the day it starts is the time on that day, and no part
    /// of the title.
    @Test func aTimeBeforeWhenTheRuleStarts() {
        for text in [
            "remind me to call gran every sunday at 6 starting next week",
            "remind me to call gran every sunday at 6pm starting next week",
            "remind me to call gran every sunday starting next week at 6",
        ] {
            Grammar.expect(
                Reading(
                    text, .createTask,
                    [
                        "title": "call gran", "due": "2026-03-22T18:00",
                        "repeat": "FREQ=WEEKLY;BYDAY=SU",
                    ]))
        }
    }

    @Test func aFrequencyWordInANameIsNoRule() {
        let named = Grammar.parse("add a task to send the weekly figures")
        #expect(named.arguments == ["title": "send the weekly figures"])
        #expect(Grammar.parse("remind me to write my monthly report").arguments["repeat"] == nil)
        #expect(
            Grammar.parse("remind me to send the figures weekly").arguments
                == ["title": "send the figures", "repeat": "FREQ=WEEKLY"])
        #expect(
            Grammar.parse("set a weekly reminder to call gran").arguments
                == ["title": "call gran", "repeat": "FREQ=WEEKLY"])
    }

    /// "every Monday and Thursday": the days are listed in Monday-to-Sunday order whatever
    /// order they were said in.
    @Test func daysAreWrittenInWeekOrder() throws {
        let match = try #require(RepeatPhrases.firstMatch(in: "every thursday and monday"))
        #expect(match.rule.description == "FREQ=WEEKLY;BYDAY=MO,TH")
    }

    /// How often said as an adjective ("a daily reminder"), or put in front ("every
    /// Friday remind me"), and days said apart from a weekly rule ("weekly ... on
    /// Sundays"): each a capture with the rule, and the days out of the title.
    @Test(arguments: [
        Reading(
            "make a repeating reminder to water the plants every day", .createTask,
            ["title": "water the plants", "repeat": "FREQ=DAILY"]),
        Reading(
            "set a monthly reminder to check the smoke alarms", .createTask,
            ["title": "check the smoke alarms", "repeat": "FREQ=MONTHLY"]),
        Reading(
            "create a weekly reminder to call gran on Sundays", .createTask,
            ["title": "call gran", "repeat": "FREQ=WEEKLY;BYDAY=SU"]),
        Reading(
            "remind me weekly to put the bins out on Monday and Thursday", .createTask,
            ["title": "put the bins out", "repeat": "FREQ=WEEKLY;BYDAY=MO,TH"]),
        Reading(
            "new daily task: stretch for ten minutes", .createTask,
            ["title": "stretch for ten minutes", "repeat": "FREQ=DAILY"]),
        Reading(
            "every friday remind me to water the plants", .createTask,
            ["title": "water the plants", "repeat": "FREQ=WEEKLY;BYDAY=FR"]),
        Reading(
            "every Friday, remind me to water the plants", .createTask,
            ["title": "water the plants", "repeat": "FREQ=WEEKLY;BYDAY=FR"]),
        Reading(
            "every week remind me to water the plants on Fridays", .createTask,
            ["title": "water the plants", "repeat": "FREQ=WEEKLY;BYDAY=FR"]),
    ])
    func aRuleSaidAsAnAdjectiveInFrontOrApartIsTheCapturesRule(_ example: Reading) {
        Grammar.expect(example)
    }

    /// "set a repeating reminder for every Sunday" says no title: "for" alone is none.
    @Test func aPrepositionLeftAloneIsNoTitle() {
        let reading = Grammar.parse("set a repeating reminder for every Sunday")
        #expect(reading.tool == .createTask)
        #expect(reading.arguments["title"] == nil)
        #expect(reading.arguments["repeat"] == "FREQ=WEEKLY;BYDAY=SU")
    }

    /// A list of days with a comma before "and" (the Oxford comma) keeps its last day.
    @Test func aListOfDaysWithACommaBeforeAndKeepsEveryDay() throws {
        let match = try #require(
            RepeatPhrases.firstMatch(in: "every tuesday, thursday, and saturday"))
        #expect(match.rule.description == "FREQ=WEEKLY;BYDAY=TU,TH,SA")
    }
}

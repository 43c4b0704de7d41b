import Testing
import ToolBox

@testable import IntentGrammar

/// Texts with no date in them, though they hold words a date could be made of.
@Suite struct DateParserRefusalTests {
    static let noDates = [
        "I may go", "sat on the sofa", "the sun is out", "they wed", "we march on",
        "every friday", "every Friday at 3pm", "every other Tuesday", "each Monday",
        "mondays", "yoga on Mondays", "weekly on Fridays", "every day at 9am",
        "the first Monday of every month", "on the 15th of every month",
        "version 3.4.1", "upgrade to version 3.4", "python 3.12", "the 3rd floor",
        "buy 3/4 cup of flour", "open 24/7", "it costs $12", "3-4 days", "the second one",
        "mp3 player", "call Jan", "I'll be there in 5", "good morning", "chapter 5",
        "a 1:1 meeting", "room 4", "weekend trip", "at 3 Main Street", "tickets for 2",
        "read pages 3-7", "we won 3-1", "9-5 job", "call 911", "the 90s", "in 2027",
        "I came 4th", "for 3 days", "on day 2", "march 3 miles", "jan 5 times",
        "cut the budget by 5",
        "the first thing on my list", "half 3 cups of flour", "a week of rain",
        "book lunch with Sam", "close the play", "lunch money", "add sun cream to sat nav bag",
        "go to sun lounger", "next to sat phone", "where I sat", "the exam she sat",
        "sit out in the sun", "the photos from where we sat",
    ]

    @Test(arguments: noDates)
    func findsNoDate(_ text: String) {
        let now = LocalDateTime(iso: "2026-03-10T09:00")!
        #expect(DateParser(now: now).matches(in: text).isEmpty)
    }

    /// A part of the day after a word with no date meaning is the end of a name ("quiz
    /// night", "parents' evening"), not a time; after a date word, a preposition or text
    /// blanked out (a repeat phrase the grammar cut), it is a time.
    @Test func aPartOfTheDayThatEndsANameIsNoTime() {
        let now = LocalDateTime(iso: "2026-03-10T09:00:00")!
        let parser = DateParser(now: now)
        for (text, span, value) in [
            ("quiz night on Friday", "on Friday", "2026-03-13"),
            ("parents' evening on the 24th at 6", "on the 24th at 6", "2026-03-24T18:00"),
            ("movie night tomorrow", "tomorrow", "2026-03-11"),
            ("call mum tomorrow evening", "tomorrow evening", "2026-03-11T18:00"),
            ("call mum in the evening", "in the evening", "2026-03-10T18:00"),
            ("gym                      evening", "evening", "2026-03-10T18:00"),
        ] {
            let match = parser.firstMatch(in: text)
            #expect(match.map { String(text[$0.range]) } == span, "\(text)")
            #expect(match.map { "\($0.value)" } == value, "\(text)")
        }
    }

    /// The first-word test Fronting uses never says "no" where a phrase does start: over
    /// every date case, a text whose first match starts at its first byte passes it.
    @Test func aPhraseAtTheStartIsNeverRuledOut() {
        let now = LocalDateTime(iso: "2026-03-10T09:00:00")!
        let texts = [
            "tomorrow remind me", "3pm call the vet", "next Friday is fine", "the 27th works",
            "in two days", "@ 5pm pick up", "mid-March review", "Mon 9am standup",
        ]
        for text in texts {
            #expect(
                DateParser(now: now).firstMatch(in: text)?.range.lowerBound == text.startIndex,
                "\(text)")
            #expect(DateParser.mayStartPhrase(atStartOf: text), "\(text)")
        }
        for text in ["remind me tomorrow", "oh gosh, call mum at 3", "please tidy up", ""] {
            #expect(!DateParser.mayStartPhrase(atStartOf: text), "\(text)")
        }
    }
}

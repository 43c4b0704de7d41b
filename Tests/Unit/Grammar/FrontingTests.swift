import Testing
import ToolBox

@testable import IntentGrammar

/// Stage 6's fronted words: a lead-in, a date, a repeat phrase or a project put before the
/// command is moved and the words read again. "Now" is Tuesday 2026-03-10 09:00.
@Suite struct FrontingTests {
    /// Two fronted phrases each move to the end in turn, which gives back the words the
    /// reading started from. These recursed until the stack ran out and `pb` crashed.
    @Test(arguments: [
        "today in one hour", "in one hour today", "every monday tomorrow",
        "tomorrow every monday", "every monday, tomorrow", "today, in one hour",
    ])
    func reorderingsThatUndoEachOtherEnd(_ text: String) {
        #expect(Grammar.parse(text).tool == .decline)
    }

    /// Every pair of fronted phrases, alone or before a request, ends; alone they change
    /// nothing, and before a request the request is read (a phrase said twice aside).
    @Test func everyOrderOfFrontedPhrasesEnds() {
        let fronts = [
            "today", "tomorrow morning", "in one hour", "at 5pm", "every monday", "on friday",
            "next week", "for the garden project", "oh gosh,", "every day",
        ]
        for first in fronts {
            for second in fronts {
                let alone = Grammar.parse("\(first) \(second)")
                #expect(!alone.tool.changesData, "\(first) \(second)")
                let request = Grammar.parse("\(first) \(second) remind me to water the plants")
                if first != second {
                    #expect(request.tool == .createTask, "\(first) \(second) ...")
                }
            }
        }
    }

    /// The bound leaves the longest chain a request needs: a lead-in, then a date, then the
    /// command.
    @Test func aLeadInThenADateStillMoves() {
        let reading = Grammar.parse("oh gosh, tomorrow morning remind me to call mum")
        #expect(reading.tool == .createTask)
        #expect(reading.arguments == ["title": "call mum", "due": "2026-03-11T09:00"])
        let repeated = Grammar.parse("oh gosh, every friday remind me to water the plants")
        #expect(
            repeated.arguments == ["title": "water the plants", "repeat": "FREQ=WEEKLY;BYDAY=FR"])
    }

    /// A date set off by a comma or a dash before the request is when, not a lead-in to
    /// drop: the lead-in rule read "tomorrow, remind me to call mum" with no date.
    @Test(arguments: [
        ("tomorrow, remind me to call mum", "2026-03-11"),
        ("on friday, remind me to call mum", "2026-03-13"),
        ("in 2 hours, remind me to call mum", "2026-03-10T11:00"),
        ("tomorrow - remind me to call mum", "2026-03-11"),
        ("at 4 tomorrow afternoon, remind me to call mum", "2026-03-11T16:00"),
    ])
    func aDateBeforeACommaIsWhen(_ text: String, _ due: String) {
        #expect(Grammar.parse(text).arguments == ["title": "call mum", "due": due])
    }

    /// A bare hour said before "remind me" is the reminder's time, as after it.
    @Test(arguments: [
        Reading("at 5 remind me to call mum", .createTask, ["title": "call mum", "due": "2026-03-10T17:00"]),
        Reading(
            "every weekday at 8 remind me to take my pills", .createTask,
            ["title": "take my pills", "due": "2026-03-11T08:00", "repeat": "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"]),
    ])
    func aBareHourBeforeTheRequestIsItsTime(_ example: Reading) {
        Grammar.expect(example)
    }
}

import Testing
import ToolBox

@testable import IntentGrammar

/// How often and when, said of tasks that exist: repeats on a day of the month, "repeat"
/// as the command's own verb, a question of when one item is, a lead-in set off by a
/// dash, and a milestone "called" something. Now is Tuesday 2026-03-10, with a household
/// store.
@Suite struct SchedulingPhrasesTests {
    @Test(arguments: [
        Reading(
            "make the water bill recur on the 1st of each month", .setRecurrence,
            ["task": "water bill", "repeat": "FREQ=MONTHLY;BYMONTHDAY=1"]),
        Reading(
            "set the council tax to repeat on the 15th of every month", .setRecurrence,
            ["task": "council tax", "repeat": "FREQ=MONTHLY;BYMONTHDAY=15"]),
        Reading(
            "make the recycling repeat on mondays", .setRecurrence,
            ["task": "recycling", "repeat": "FREQ=WEEKLY;BYDAY=MO"]),
        Reading(
            "repeat watering the plants every weekday", .setRecurrence,
            ["task": "watering the plants", "repeat": "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"]),
        // A task moved to a plural weekday goes on that day every week.
        Reading(
            "switch watering the plants to saturdays only", .setRecurrence,
            ["task": "watering the plants", "repeat": "FREQ=WEEKLY;BYDAY=SA"]),
        Reading(
            "change the recycling to mondays and thursdays", .setRecurrence,
            ["task": "recycling", "repeat": "FREQ=WEEKLY;BYDAY=MO,TH"]),
    ])
    func aRepeatSaidOfAStoredTaskSetsIt(_ example: Reading) {
        Grammar.expect(example, names: Grammar.household())
    }

    /// How often a stored task is needed, said of it: a plural weekday is a rule, and "no
    /// need for it to repeat" ends one.
    @Test(arguments: [
        Reading(
            "the plants only need watering on mondays now", .setRecurrence,
            ["task": "plants", "repeat": "FREQ=WEEKLY;BYDAY=MO"]),
        Reading(
            "the recycling goes out on tuesdays", .setRecurrence,
            ["task": "recycling", "repeat": "FREQ=WEEKLY;BYDAY=TU"]),
        Reading(
            "no need for the recycling to repeat any more", .setRecurrence,
            ["task": "recycling", "repeat": "none"]),
    ])
    func howOftenAStoredTaskIsNeededSetsItsRule(_ example: Reading) {
        Grammar.expect(example, names: Grammar.household())
    }

    /// Said of nothing stored, none of it is a change.
    @Test(arguments: [
        "the kids need feeding on mondays", "no need for the party to repeat",
        "the bins go out on mondays",
    ])
    func howOftenSaidOfNoStoredTaskChangesNothing(_ text: String) {
        #expect(!Grammar.parse(text, names: Grammar.household()).tool.changesData)
    }

    @Test func shoveMoves() {
        Grammar.expect(
            Reading(
                "shove the dentist onto saturday", .rescheduleTask,
                ["task": "dentist", "due": "2026-03-14"]), names: Grammar.household())
    }

    /// One weekday is a move, not a repeat.
    @Test func aTaskSwitchedToOneDayMoves() {
        Grammar.expect(
            Reading(
                "switch the dentist to friday", .rescheduleTask,
                ["task": "dentist", "due": "2026-03-13"]), names: Grammar.household())
    }

    /// "repeat" with nothing stored by that name, or no rule, is no change.
    @Test(arguments: ["repeat after me", "repeat the last thing you said", "repeat that"])
    func repeatWithNoTaskOrRuleChangesNothing(_ text: String) {
        #expect(!Grammar.parse(text, names: Grammar.household()).tool.changesData)
    }

    @Test(arguments: [
        Reading("what date is the water bill due?", .searchEverything, ["query": "water bill"]),
        Reading("what day is the dentist booked for", .searchEverything, ["query": "dentist"]),
        Reading("which day is the council tax due", .searchEverything, ["query": "council tax"]),
    ])
    func aQuestionOfWhenOneItemIsSearchesForIt(_ example: Reading) {
        Grammar.expect(example, names: Grammar.household())
    }

    /// Whether one stored item still stands is a search for it; of anything else, the
    /// day's agenda as before.
    @Test func whetherAStoredItemIsStillOnSearchesForIt() {
        let household = Grammar.household()
        Grammar.expect(
            Reading("is the dentist still on for friday?", .searchEverything, ["query": "dentist"]),
            names: household)
        #expect(
            Grammar.parse("is the party still on for saturday", names: household).tool == .agenda)
    }

    /// "which garden tasks ...": a stored project named before the noun files the listing.
    @Test func aStoredProjectBeforeTheNounFiltersTheListing() {
        let household = Grammar.household()
        Grammar.expect(
            Reading(
                "which garden tasks are due this week", .listTasks,
                ["project": "Garden", "filter": "week"]), names: household)
        #expect(
            Grammar.parse("which big tasks are left", names: household).arguments["project"]
                == nil)
    }

    /// A lead-in set off by a dash is dropped as one set off by a comma is.
    @Test func aLeadInBeforeADashIsDropped() {
        Grammar.expect(
            Reading(
                "not today - snooze the fence till thursday", .snoozeTask,
                ["task": "fence", "until": "2026-03-12"]), names: Grammar.household())
        #expect(Interjections.skip("ok - buy milk") == "ok - ".utf8.count)
        #expect(Interjections.skip("ok, buy milk") == "ok, ".utf8.count)
    }

    /// A milestone's name said before the word: "a 'beds ready' milestone", "mark X as a
    /// Q3 planning milestone". Not an item of a list.
    @Test(arguments: [
        Reading(
            "put a 'beds ready' milestone on the garden for next weekend", .addMilestone,
            ["project": "garden", "title": "beds ready", "due": "2026-03-21"]),
        Reading(
            "mark 'budget signed off' as a Launch milestone for the end of the month",
            .addMilestone,
            ["project": "Launch", "title": "budget signed off", "due": "2026-03-31"]),
    ])
    func aMilestoneNamedBeforeTheWordIsAMilestone(_ example: Reading) {
        Grammar.expect(example, names: Grammar.household())
    }

    /// Texted negations and "should recur" say how often too.
    @Test(arguments: [
        Reading(
            "the recycling doesnt need to repeat anymore", .setRecurrence,
            ["task": "recycling", "repeat": "none"]),
        Reading(
            "the water bill should recur on the first saturday of every month", .setRecurrence,
            ["task": "water bill", "repeat": "FREQ=MONTHLY;BYDAY=1SA"]),
    ])
    func moreWaysOfSayingHowOften(_ example: Reading) {
        Grammar.expect(example, names: Grammar.household())
    }

    @Test func aMilestoneCalledSomethingIsNamedWithoutTheWord() {
        Grammar.expect(
            Reading(
                "Garden needs a milestone called beds ready by the end of april", .addMilestone,
                ["project": "Garden", "title": "beds ready", "due": "2026-04-30"]),
            names: Grammar.household())
    }

    /// "put X on hold till <day>": a snooze until that day; with no day, nothing says when
    /// the task comes back, and nothing is read.
    @Test(arguments: [
        Reading(
            "put the fence on hold till friday", .snoozeTask,
            ["task": "fence", "until": "2026-03-13"]),
        Reading(
            "put send invites on ice for a week", .snoozeTask,
            ["task": "send invites", "until": "2026-03-17"]),
        Reading("put the fence on hold", .decline),
    ])
    func aTaskPutOnHoldTillADayIsSnoozed(_ example: Reading) {
        Grammar.expect(example, names: Grammar.household())
    }
}

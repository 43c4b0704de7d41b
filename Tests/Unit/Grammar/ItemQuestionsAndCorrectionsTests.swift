import Testing
import ToolBox

@testable import IntentGrammar

/// Questions about one stored item, corrections to a task's words, and days looked back
/// on or scored. Now is Tuesday 2026-03-10.
@Suite struct ItemQuestionsAndCorrectionsTests {
    static func names() -> FakeNames {
        FakeNames(
            openTasks: [
                "fix the fence", "write the press release", "pay the council tax",
                "renew passport", "chase the Henderson invoice", "buy a present for Theo",
                "buy seeds", "call the plumber about the boiler", "book the removal van",
                "write the quarterly report",
            ],
            projects: ["House move", "Garden"],
            notes: [
                (title: "Moving checklist", body: "Book the van."),
                (title: "Book recommendations", body: "Piranesi."),
            ])
    }

    func expect(_ example: Reading, sourceLocation: SourceLocation = #_sourceLocation) {
        Grammar.expect(example, names: Self.names(), sourceLocation: sourceLocation)
    }

    /// Whether a task is done is asked, never told: "is the fence done" completed it.
    @Test(arguments: [
        Reading("is the fence done", .searchEverything, ["query": "fence"]),
        Reading("is the press release done yet?", .searchEverything, ["query": "press release"]),
        Reading("is the council tax paid?", .searchEverything, ["query": "council tax"]),
        Reading("did I pay the council tax", .searchEverything, ["query": "council tax"]),
        Reading("have I fixed the fence yet", .searchEverything, ["query": "fence"]),
        Reading("when do I need the passport renewed by", .searchEverything, ["query": "passport"]),
        Reading("what's next for the house move", .projectStatus, ["project": "house move"]),
        // A project's next milestone is in its status; what is in it, its tasks; a note
        // asked to be shown, found.
        Reading("when's the next milestone for the house move", .projectStatus, ["project": "house move"]),
        Reading("what's in the garden project?", .listTasks, ["project": "garden"]),
        Reading("show me the moving checklist note", .searchEverything, ["query": "moving checklist"]),
        // When it is, and whether it is late, are asked of it too.
        Reading("when is the fence", .searchEverything, ["query": "fence"]),
        Reading("when's my removal van?", .searchEverything, ["query": "removal van"]),
        Reading("is the council tax overdue?", .searchEverything, ["query": "council tax"]),
        // Told, it still completes.
        Reading("fence done", .completeTask, ["task": "fence"]),
    ])
    func aQuestionAboutOneItemSearchesForIt(_ example: Reading) {
        expect(example)
    }

    /// "when is" a thing that is not stored asks the world, not the list; a note is no
    /// task to delete.
    @Test func whenIsAndNoteCommandsStayOffTheTasks() {
        #expect(Grammar.parse("when is the next bus", names: Self.names()).tool == .decline)
        #expect(Grammar.parse("when is mum's birthday", names: Self.names()).tool == .decline)
        let deleted = Grammar.parse("delete the book recommendations note", names: Self.names())
        #expect(deleted.tool == .decline)
        #expect(deleted.arguments["noteCommand"] == "delete")
        #expect(Grammar.parse("delete my note about the boiler").arguments["noteCommand"] == "delete")
        // A note to read that is not stored is an errand.
        #expect(Grammar.parse("read the note from school", names: Self.names()).tool != .searchEverything)
    }

    /// "what's next on my list" is no project without a store.
    @Test func aListIsNoProjectWithoutAStore() {
        #expect(Grammar.parse("what's next on my list?").tool == .listTasks)
    }

    /// One word of a title put right, or a quoted title said to be the true one.
    @Test(arguments: [
        Reading(
            "typo in the Henderson invoice task, it's Hendriksen not Henderson", .updateTask,
            ["task": "Henderson invoice", "title": "chase the Hendriksen invoice"]),
        Reading(
            "I spelled Theo wrong, it's Teo", .updateTask,
            ["task": "Theo", "title": "buy a present for Teo"]),
        // No wrong word said: the title's one word within two edits of the right one.
        Reading(
            "spelling mistake in the henderson task, it's Hendersen", .updateTask,
            ["task": "henderson", "title": "chase the Hendersen invoice"]),
        Reading(
            "the seeds task is really 'order seeds from Sarah Raven'", .updateTask,
            ["task": "seeds", "title": "order seeds from Sarah Raven"]),
        Reading(
            "wrong name on the plumber task, should be 'call Dave about the boiler'", .updateTask,
            ["task": "plumber", "title": "call Dave about the boiler"]),
        Reading(
            "change the quarterly report task to say write the Q1 report", .updateTask,
            ["task": "quarterly report", "title": "write the Q1 report"]),
    ])
    func aCorrectionRenamesTheTask(_ example: Reading) {
        expect(example)
    }

    /// Unquoted, "is really" says something of the task, not its name; quoted, it names
    /// only when the words say they speak of the task ("task", "one", "wrong name").
    @Test func aDescriptionIsNoRename() {
        #expect(
            Grammar.parse("the seeds task is really important", names: Self.names()).tool
                != .updateTask)
        #expect(
            Grammar.parse("the fence is really 'falling apart'", names: Self.names()).tool
                != .updateTask)
    }

    /// A note named like a list is the note's; text runs on to the note named last.
    @Test(arguments: [
        Reading(
            "add to the moving checklist: cancel the milk delivery", .appendToNote,
            ["note": "moving checklist", "text": "cancel the milk delivery"]),
        Reading(
            "put Lessons in Chemistry on my book recommendations note", .appendToNote,
            ["note": "book recommendations", "text": "Lessons in Chemistry"]),
    ])
    func writingToANamedNote(_ example: Reading) {
        expect(example)
    }

    /// Scores out of ten are halved onto the diary's one to five, rounding up; a count
    /// out of ten is no score.
    @Test(arguments: [
        ("a 7 out of 10 kind of day", "4"),
        ("diary: an 8 out of 10 kind of day, finally cleared the inbox", "4"),
        ("journal - rubbish day, 1 out of 5, boiler playing up again", "1"),
        ("log today as a six out of ten, nothing much happened", "3"),
        ("rate today 7/10", "4"),
    ])
    func aScoreSaidAnywhereIsTheMood(_ text: String, _ mood: String) {
        let reading = Grammar.parse(text)
        #expect(reading.tool == .journalEntry)
        #expect(reading.arguments["mood"] == mood)
    }

    @Test func aCountOutOfTenIsNoMood() {
        let reading = Grammar.parse("diary: read 3 out of 10 chapters")
        #expect(reading.tool == .journalEntry)
        #expect(reading.arguments["mood"] == nil)
    }

    /// A day looked back on is a day gone: a weekday alone is the last one.
    @Test(arguments: [
        Reading(
            "what did I get done last saturday", .summarize,
            ["scope": "day", "target": "2026-03-07"]),
        Reading("what did I do on friday", .summarize, ["scope": "day", "target": "2026-03-06"]),
        Reading("recap of saturday", .summarize, ["scope": "day", "target": "2026-03-07"]),
        Reading(
            "look back at yesterday for me", .summarize, ["scope": "day", "target": "2026-03-09"]),
        Reading("what have I finished so far", .listTasks, ["filter": "done"]),
        Reading("what have I done this week", .listTasks, ["filter": "done"]),
    ])
    func aDayLookedBackOnIsSummarised(_ example: Reading) {
        Grammar.expect(example)
    }
}

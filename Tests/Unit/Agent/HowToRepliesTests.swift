import Agent
import Testing
import ToolBox

@testable import IntentGrammar

/// Questions about what pb can do ("how do I move a task?", "can you delete projects?")
/// change nothing, and the reply shows a way to ask that pb reads as asked.
@Suite struct HowToRepliesTests {
    /// What each reply's examples must read as, by the key the question gives.
    static let tools: [String: Set<ToolName>] = [
        "complete": [.completeTask], "reopen": [.reopenTask], "delete": [.deleteTask],
        "reschedule": [.rescheduleTask], "postpone": [.rescheduleTask],
        "advance": [.rescheduleTask], "snooze": [.snoozeTask], "prioritize": [.setPriority],
        "deprioritize": [.setPriority], "create": [.createTask], "capture": [.createTask],
        "task": [.createTask], "list": [.listTasks, .agenda], "search": [.searchEverything],
        "link": [.linkItems], "summarize": [.summarize], "rename": [.updateTask],
        "undo": [.undo], "redo": [.redo], "project": [.createProject], "note": [.createNote],
        "namedList": [.createTask], "diary": [.journalEntry], "milestone": [.addMilestone],
    ]

    @Test func everyExampleReadsAsWhatItShows() {
        #expect(Set(Phrasebook.howToExamples.keys) == Set(Self.tools.keys))
        for (key, entry) in Phrasebook.howToExamples {
            for example in entry.examples {
                let reading = Grammar.parse(example, names: Grammar.household())
                #expect(Self.tools[key]?.contains(reading.tool) == true, "\(key): \(example)")
            }
        }
    }

    @Test(arguments: [
        ("how do I move a task", "reschedule"), ("how do i mark something as done", "complete"),
        ("can you even delete tasks?", "delete"), ("can i undo things", "undo"),
        ("how do I undo", "undo"), ("can you remind me of things?", "task"),
        ("do you do reminders", "task"), ("is it possible to add notes to a project?", "note"),
        ("can you add tasks to a project?", "task"), ("how to add a task", "task"),
        ("how do i write in my diary", "diary"),
        ("how would I reschedule the dentist?", "reschedule"),
        ("how do i add milk to my shopping list?", "namedList"),
    ])
    func aQuestionAboutPbChangesNothing(_ text: String, _ key: String) {
        let reading = Grammar.parse(text, names: Grammar.household())
        #expect(reading.tool == .decline)
        #expect(reading.arguments["howTo"] == key)
    }

    /// The same openers before a request about the person's own items, or a look at them.
    @Test(arguments: [
        Reading("can you add a task to call mum", .createTask, ["title": "call mum"]),
        Reading("can you undo", .undo),
        Reading("can you list my tasks", .listTasks),
        Reading(
            "could you remind me to pay the water bill tomorrow", .createTask,
            [
                "title": "pay the water bill", "due": "2026-03-11",
            ]),
    ])
    func aRequestStaysARequest(_ example: Reading) {
        Grammar.expect(example, names: Grammar.household())
    }

    /// A way in the world is not a way in pb: the plain decline.
    @Test func aQuestionAboutTheWorldIsNoQuestionAboutPb() {
        for text in [
            "how do i get to the station", "how do I fix the fence", "how do i make lasagne",
            "how do i find the area of a circle", "how to remove a stripped bolt",
        ] {
            #expect(Grammar.parse(text).arguments["howTo"] == nil, "\(text)")
        }
    }
}

import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// Requests as dictated or typed fast: hesitations anywhere, clauses run together with no
/// mark, and a second item said to be the same as the first. Now is Tuesday 2026-03-10.
@Suite struct RunOnRequestsTests {
    func plan(_ text: String, grounded: Bool = true) -> [[String]] {
        CompoundPlanner().plan(text, context: Grammar.context(grounded ? Grammar.household() : nil))
            .map { step in
                [step.tool.rawValue]
                    + step.arguments.keys.sorted().map { "\($0)=\(step.arguments[$0] ?? "")" }
            }
    }

    @Test func hesitationsAnywhereAreDropped() {
        #expect(
            plan("add a task uh renew the car tax by the twenty first")
                == [["createTask", "due=2026-03-21", "title=renew the car tax"]])
        #expect(
            Interjections.withoutFillers("add a task, um, renew the car tax")
                == "add a task renew the car tax")
        #expect(Interjections.withoutFillers("take mum to the ER on friday") == nil)
        #expect(Interjections.withoutFillers("call the plumber") == nil)
    }

    @Test(arguments: [
        (
            "the gutters are clean finally the ladder was a nightmare",
            [["completeTask", "task=gutters"]]
        ),
        ("scrap the dentist not bothering tbh", [["deleteTask", "task=dentist"]]),
        (
            "turns out the library books werent all returned can you reopen that",
            [["reopenTask", "task=library books"]]
        ),
        (
            "the fence still isnt done can you bump it to saturday",
            [["rescheduleTask", "due=2026-03-14", "task=fence"]]
        ),
        (
            "my sister says hi btw and can you make the gutters high priority",
            [["setPriority", "priority=high", "task=gutters"]]
        ),
        (
            "the fence is fixed oh and the gutters are clean too",
            [["completeTask", "task=fence"], ["completeTask", "task=gutters"]]
        ),
        // After a word of a task done, and before who did what.
        ("mark the fence done finally got the drill", [["completeTask", "task=fence"]]),
        ("reopen the oven they missed a bit", [["reopenTask", "task=oven"]]),
        // A sentence told after a level or a report, with no word to open it.
        (
            "make the fence high prio panels were blown down",
            [["setPriority", "priority=high", "task=fence"]]
        ),
        ("gutters done ladder was a nightmare", [["completeTask", "task=gutters"]]),
        // A command after a report, and a report with who helped.
        (
            "gutters done move the fence to friday",
            [
                ["completeTask", "task=gutters"],
                ["rescheduleTask", "due=2026-03-13", "task=fence"],
            ]
        ),
        ("fence done neighbour helped", [["completeTask", "task=fence"]]),
        (
            "gutters urgent now its supposed to pour sat",
            [["setPriority", "priority=urgent", "task=gutters"]]
        ),
    ])
    func clausesRunTogetherAreParted(_ text: String, _ steps: [[String]]) {
        #expect(plan(text) == steps)
    }

    /// No break where the words before it ask nothing, leave a word dangling, or where
    /// the comma would land inside a step.
    @Test(arguments: [
        "the dentist said the fence is fixed", "I made this purchase at ten past 9 in the evening",
        "I told the plumber not to come", "pleaze remove the the alarm which i set",
        "the dentist's phone line is a joke, 40 mins on hold and then it cut off",
    ])
    func noBreakWhereNoneStands(_ text: String) {
        for grounded in [true, false] {
            let steps = plan(text, grounded: grounded)
            #expect(steps.allSatisfy { $0[0] == "none" }, "\(text): \(steps)")
        }
    }

    /// A list named by what it holds is one place, not a request and a run-on one.
    @Test func aListOfGroceriesIsOnePlace() {
        for grounded in [true, false] {
            let steps = plan("add bread to my list of groceries", grounded: grounded)
            #expect(steps.count == 1 && steps[0][0] == "createTask", "\(steps)")
        }
    }

    /// Emoji closing a request decorate it: read without them when they leave it unread.
    @Test func closingEmojiDecorate() {
        #expect(plan("the gutters are clean 🎉🎉") == [["completeTask", "task=gutters"]])
        #expect(plan("play some music 🎵") == [["none"]])
        // With hesitations and a run-on break besides.
        #expect(
            plan("um the fence is fixed oh and the gutters are clean too 🎉")
                == [["completeTask", "task=fence"], ["completeTask", "task=gutters"]])
    }

    @Test func anItemSaidToBeTheSameTakesTheStatementBeforeIt() {
        let both = [["completeTask", "task=water bill"], ["completeTask", "task=council tax"]]
        #expect(plan("the water bill is paid and the council tax too") == both)
        #expect(plan("the water bill is paid and the council tax as well") == both)
        // The same said of an item with no such task is no step, and the first is not
        // done alone: the reply says which name found nothing.
        #expect(
            plan("the water bill is paid and the weather too") == [
                ["none", "noTaskNamed=weather"]
            ])
    }

    /// The same said first: "and so is ...", "same with ...", "ditto ...". The "so" the
    /// split takes as a joiner still says it, with the second item's own verb.
    @Test(arguments: [
        "the water bill is paid and so is the council tax",
        "the water bill is paid, so is the council tax",
        "the water bill is paid and so's the council tax",
        "the water bill is paid, same with the council tax",
        "the water bill is paid, same goes for the council tax",
        "the water bill is paid, ditto the council tax",
    ])
    func anItemSaidFirstToBeTheSameTakesTheStatementBeforeIt(_ text: String) {
        #expect(
            plan(text) == [
                ["completeTask", "task=water bill"], ["completeTask", "task=council tax"],
            ])
    }

    @Test func theSameSaidFirstTakesItsOwnVerb() {
        #expect(
            plan("the water bill is paid and so was the council tax") == [
                ["completeTask", "task=water bill"], ["completeTask", "task=council tax"],
            ])
        #expect(CompoundPlanner.saidAfterSo(" and so "))
        #expect(CompoundPlanner.saidAfterSo(", so "))
        #expect(!CompoundPlanner.saidAfterSo(" and "))
        #expect(!CompoundPlanner.saidAfterSo(" also "))
    }

    /// Asked, it changes nothing about the second item; said of something that is no task,
    /// it is no step.
    @Test func theSameAskedOrSaidOfNoTaskIsNoChange() {
        let asked = plan("the water bill is paid, so is the council tax?")
        #expect(asked.first == ["completeTask", "task=water bill"])
        #expect(!asked.dropFirst().contains { $0.first == "completeTask" })
        #expect(
            plan("the water bill is paid and so is my patience") == [
                ["completeTask", "task=water bill"]
            ])
    }

    /// Texting's forms of words the grammar already reads.
    @Test func textedFormsReadAsTheirWords() {
        let household = Grammar.household()
        #expect(
            Grammar.parse("dont let me forget to renew the parking permit b4 friday").arguments
                == ["title": "renew the parking permit", "due": "2026-03-13"])
        #expect(
            Grammar.parse("remind me to stretch every wkday").arguments
                == ["title": "stretch", "repeat": "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"])
        let status = Grammar.parse("hows the launch going", names: household)
        #expect(status.tool == .projectStatus && status.arguments["project"] == "launch")
        #expect(
            Grammar.parse("not now but remind me about the freezer later", names: household).tool
                == .snoozeTask)
        #expect(
            Grammar.parse("whats still blocking the launch party do you know").arguments
                == ["item": "launch party"])
        // "w" is "with"; an emoji closing a request names no part of the item.
        #expect(
            Grammar.parse("im done w the water bill 👍", names: household).arguments
                == ["task": "water bill"])
        #expect(
            Grammar.parse("remind me to buy balloons 🎈").arguments["title"] == "buy balloons 🎈")
        let fronted = Grammar.parse("so for the garden project how are we doing", names: household)
        #expect(
            fronted.tool == .projectStatus && fronted.arguments["project"]?.lowercased() == "garden"
        )
        let append = Grammar.parse(
            "add to the moving checklist that the landlord is Mrs Okafor", names: household)
        #expect(
            append.tool == .appendToNote
                && append.arguments == [
                    "note": "moving checklist", "text": "the landlord is Mrs Okafor",
                ])
    }

    /// "I made" names no task, though "make the slides" is found by its verb alone.
    @Test func aPronounSubjectNamesNoTask() {
        let names = FakeNames(
            openTasks: ["make the slides"], doneTasks: [], projects: [], notes: [])
        #expect(Grammar.parse("I made", names: names).tool == .decline)
        #expect(Grammar.parse("the slides are made", names: names).tool == .completeTask)
    }
}

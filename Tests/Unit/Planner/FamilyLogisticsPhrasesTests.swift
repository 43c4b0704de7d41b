import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// Family logistics as busy people dictate it: a reason told as a sentence after the
/// request, a date taken back before a reason, things to take with their day, labels set
/// off by a dash, the day's log, a project named loosely, a done task asked about in
/// another verb, an account handled by an errand. Now is Tuesday 2026-03-10.
@Suite struct FamilyLogisticsPhrasesTests {
    typealias Step = CompoundPlannerTests.Step

    static func family() -> FakeNames {
        FakeNames(
            openTasks: [
                "buy a present for Theo", "pick up flowers for Gran", "pack the kitchen",
                "clean the gutters",
            ],
            doneTasks: ["return the library books"],
            projects: ["Garden", "House move", "Shopping"],
            notes: [(title: "Plumber", body: "The plumber's number is 0161 496 0000.")])
    }

    func plan(_ text: String) -> [Step] {
        CompoundPlanner().plan(text, context: Grammar.context(Self.family()))
            .map { Step($0.tool, $0.arguments) }
    }

    func ungrounded(_ text: String) -> [Step] { CompoundPlannerTests().plan(text) }

    /// "... his party is next thursday": read alone the request is whole, and the sentence
    /// after it says why. Only a clause that reads as nothing is read without it.
    @Test func aReasonToldAsASentenceAfterTheRequestIsLeftOut() {
        #expect(
            plan("make Theo's present high priority his party is next thursday")
                == [Step(.setPriority, ["task": "Theo's present", "priority": "high"])])
        #expect(
            plan("time for the weekly review now they're finally in bed")
                == [Step(.weeklyReview)])
        // A title holding such a sentence keeps it: the clause reads whole.
        #expect(
            ungrounded("remind me to tell mum she's brilliant")
                == [Step(.createTask, ["title": "tell mum she's brilliant"])])
        // Someone else's wish is still no request of this person's.
        #expect(
            ungrounded("my wife said we need to book the vet").allSatisfy { $0.tool == .decline })
    }

    /// After a capture or a question, set off by a comma: why, not more of the title.
    @Test func aSentenceAfterACaptureOrAQuestionIsARemark() {
        #expect(
            ungrounded("remind me to call mum tomorrow, she's not been well")
                == [Step(.createTask, ["title": "call mum", "due": "2026-03-11"])])
        #expect(
            ungrounded("add a task to book the dentist on friday, mum finally agreed")
                == [Step(.createTask, ["title": "book the dentist", "due": "2026-03-13"])])
        #expect(
            plan("what's the plumber's number, the kids have flooded the bathroom")
                == [Step(.askNotes, ["question": "what's the plumber's number"])])
        // A note's text goes on; a need said after a capture is a capture of its own.
        #expect(
            ungrounded("note: the boiler is noisy, it's been like that for weeks")
                == [
                    Step(
                        .createNote, ["body": "the boiler is noisy, it's been like that for weeks"])
                ])
        #expect(
            ungrounded("remind me to buy milk, I need to get bread").map(\.tool)
                == [.createTask, .createTask])
    }

    @Test func aStatedSentenceHasItsOwnSubjectAndVerb() {
        #expect(Remarks.isStatedSentence("she's coming early"))
        #expect(Remarks.isStatedSentence("the kids have flooded the bathroom"))
        #expect(Remarks.isStatedSentence("i told his dad i'd take him"))
        // A word of time between the subject and the verb's past; a name as the subject.
        #expect(Remarks.isStatedSentence("she finally agreed"))
        #expect(Remarks.isStatedSentence("boss finally agreed a date"))
        #expect(!Remarks.isStatedSentence("dentist finally book"))
        #expect(!Remarks.isStatedSentence("i need to get bread"))
        #expect(!Remarks.isStatedSentence("we've got to leave at 8"))
        #expect(!Remarks.isStatedSentence("the one for the router"))
        #expect(!Remarks.isStatedSentence("buy bread"))
        #expect(Remarks.isStatedSentence("biscuit's limping again"))
        #expect(Remarks.isStatedSentence("school's closing early"))
        #expect(!Remarks.isStatedSentence("biscuit's lead too"))
    }

    /// A name's "'s" before a verb's form tells why; before a thing it names one more.
    @Test func aNameWithWhatItIsDoingIsARemark() {
        #expect(
            ungrounded("remind me to ring the vet thursday, Biscuit's limping again")
                == [Step(.createTask, ["title": "ring the vet", "due": "2026-03-12"])])
        #expect(
            ungrounded("remind me to buy dog food, Biscuit's lead too")
                == [Step(.createTask, ["title": "buy dog food, Biscuit's lead too"])])
    }

    /// A date cut from before a comma leaves the comma against the words before it.
    @Test func aTitleCutAroundADateKeepsItsCommaInPlace() {
        #expect(
            ungrounded(
                "need to make Noah a packed lunch for the museum trip thursday, no fizzy drinks")
                == [
                    Step(
                        .createTask,
                        [
                            "title":
                                "make Noah a packed lunch for the museum trip, no fizzy drinks",
                            "due": "2026-03-12",
                        ])
                ])
    }

    /// "thursday no wednesday she's coming early": the date taken back, then why.
    @Test func aDateTakenBackBeforeAReasonIsTheNewDate() {
        #expect(
            plan("move Gran's flowers to thursday no wednesday she's coming early")
                == [Step(.rescheduleTask, ["task": "Gran's flowers", "due": "2026-03-11"])])
        #expect(
            ungrounded("costume for Ella by thursday no wait friday")
                == [Step(.createTask, ["title": "costume for Ella", "due": "2026-03-13"])])
    }

    /// What is taken or handed in, with its day: noted down as a task.
    @Test func aThingToTakeWithItsDayIsATask() {
        #expect(
            ungrounded("swimming bag tmrw!!")
                == [Step(.createTask, ["title": "swimming bag", "due": "2026-03-11"])])
        #expect(
            ungrounded("PE kit monday")
                == [Step(.createTask, ["title": "PE kit", "due": "2026-03-16"])])
        #expect(
            ungrounded("dinner money thursday")
                == [Step(.createTask, ["title": "dinner money", "due": "2026-03-12"])])
        // A thing another assistant is asked about still declines.
        #expect(ungrounded("weather tomorrow").allSatisfy { $0.tool == .decline })
        #expect(ungrounded("pizza tonight").allSatisfy { $0.tool == .decline })
    }

    /// "garden project - ...", "tomorrow - ...": a label set off by a dash, as by a colon.
    @Test func aLabelSetOffByADashHeadsTheErrand() {
        #expect(
            plan("house move - cancel the milk delivery by the 27th")
                == [
                    Step(
                        .createTask,
                        [
                            "title": "cancel the milk delivery", "due": "2026-03-27",
                            "project": "House move",
                        ])
                ])
        #expect(
            ungrounded("tomorrow - phone the surgery")
                == [Step(.createTask, ["title": "phone the surgery", "due": "2026-03-11"])])
        #expect(
            ungrounded("garden project - buy compost")
                == [Step(.createTask, ["title": "buy compost", "project": "garden"])])
        // A label that is neither a date nor a project heads nothing.
        #expect(ungrounded("call mum - it's her birthday").allSatisfy { $0.tool == .decline })
    }

    @Test func theDaysLogIsTheDiary() {
        #expect(
            ungrounded("log for today: school run chaos, but grandma came for tea. mood 3")
                == [
                    Step(
                        .journalEntry,
                        ["text": "school run chaos, but grandma came for tea", "mood": "3"])
                ])
        #expect(ungrounded("tonight's journal: quiet evening").map(\.tool) == [.journalEntry])
        let entry = ungrounded("make an entry in my diary. a long afternoon at the garden centre")
        #expect(entry.map(\.tool) == [.journalEntry])
        #expect(entry.first?.arguments["text"] == "a long afternoon at the garden centre")
    }

    /// "what's left to do for the move": the one stored project the words point to.
    @Test func aPlaceSaidLooselyNamesTheStoredProject() {
        #expect(
            plan("whats left to do for the move")
                == [Step(.listTasks, ["filter": "open", "project": "House move"])])
    }

    /// "did I get Theo a present" asks of "buy a present for Theo": the verb's synonym.
    @Test func aDoneTaskAskedAboutInAnotherVerbIsSearched() {
        #expect(
            plan("did I ever get Theo a present?")
                == [Step(.searchEverything, ["query": "Theo a present"])])
        #expect(plan("did I get the moon?").allSatisfy { $0.tool == .decline })
    }

    @Test func aDoneTaskOpenedBackUpIsReopened() {
        #expect(
            plan("open the library books back up")
                == [Step(.reopenTask, ["task": "library books"])])
    }

    /// An account handled by an errand is a task; an account looked at is the bank's.
    @Test func anAccountHandledByAnErrandIsATask() {
        #expect(
            ungrounded("top up the school dinner account on the 15th of every month")
                == [
                    Step(
                        .createTask,
                        [
                            "title": "top up the school dinner account",
                            "repeat": "FREQ=MONTHLY;BYMONTHDAY=15",
                        ])
                ])
        #expect(ungrounded("check my account tomorrow").allSatisfy { $0.tool == .decline })
        #expect(ungrounded("what's my account balance").allSatisfy { $0.tool == .decline })
    }
}

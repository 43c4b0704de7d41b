import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// Everyday ways of changing a stored task, taking a change back and keeping the diary:
/// a time as the thing changed, a stored task said first as the topic of a command that
/// leaves it out, "open it again", "take back the last thing", a diary entry pointed back
/// at, and a mood read from the words a day is rated with. Now is Tuesday 2026-03-10.
@Suite struct EverydayEditsTests {
    func plan(_ text: String) -> [CompoundPlannerTests.Step] {
        CompoundPlannerTests.householdPlan(text)
    }

    @Test func aTimeIsWhatChanges() {
        let moved = [
            CompoundPlannerTests.Step(.rescheduleTask, ["task": "dress rehearsal", "at": "16:00"])
        ]
        #expect(plan("change the time of the dress rehearsal to 4pm") == moved)
        #expect(plan("change the dress rehearsal time to 4pm") == moved)
        #expect(plan("set the start time for the dress rehearsal to 4pm") == moved)
    }

    /// Old words, an arrow, new words: a rename when "edit title:" or the like leads, or
    /// when the old words are a stored task and the new are more than a day or a level.
    @Test func anArrowBetweenOldAndNewWordsRenames() {
        #expect(
            plan("edit title: fix the fence -> fix the fence and paint it")
                == [
                    .init(
                        .updateTask,
                        ["task": "fix the fence", "title": "fix the fence and paint it"])
                ])
        #expect(
            plan("rename: book venue → book the village hall")
                == [.init(.updateTask, ["task": "book venue", "title": "book the village hall"])])
        #expect(
            plan("pay the water bill -> pay the water bill online")
                == [
                    .init(
                        .updateTask,
                        ["task": "pay the water bill", "title": "pay the water bill online"])
                ])
        #expect(
            plan("water bill -> urgent")
                == [.init(.setPriority, ["task": "water bill", "priority": "urgent"])])
        #expect(plan("gutters -> friday").first?.tool == .rescheduleTask)
        // Without a lead, one word after the arrow is no new title.
        #expect(plan("fix the fence -> tomorrow").first?.tool != .updateTask)
    }

    /// A stored project said first is where a command that names no project belongs.
    @Test func aStoredProjectSaidFirstIsWhereTheCommandBelongs() {
        #expect(
            plan("Launch: add a milestone 'embargo lifts' on 2 April")
                == [
                    .init(
                        .addMilestone,
                        ["project": "Launch", "title": "embargo lifts", "due": "2026-04-02"])
                ])
        #expect(
            plan("Garden - add a task to buy compost")
                == [.init(.createTask, ["project": "Garden", "title": "buy compost"])])
        #expect(
            plan("Garden: show open tasks")
                == [.init(.listTasks, ["project": "Garden", "filter": "open"])])
        // A project's name as the label heads a list of errands, each with its own date.
        #expect(
            plan("Garden: repot the chillies by the 27th and weed the beds on the 28th") == [
                .init(
                    .createTask,
                    ["project": "Garden", "title": "repot the chillies", "due": "2026-03-27"]),
                .init(
                    .createTask,
                    ["project": "Garden", "title": "weed the beds", "due": "2026-03-28"]),
            ])
        // A project the command names itself stays; a name that is no project is no topic.
        #expect(
            plan("Garden: add a milestone 'launch day' to Launch").first?.arguments["project"]
                != "Garden")
        #expect(
            plan("Allotment: add a milestone 'beds dug' on 2 April").first?.arguments["project"]
                != "Allotment")
    }

    /// Lists other apps name for a day ("My Day", "today's list") are the to-do list, and
    /// what is put on one is due that day.
    @Test func aTaskPutOnADaysListIsDueThatDay() {
        let today = [
            CompoundPlannerTests.Step(
                .createTask, ["title": "return the parcel", "due": "2026-03-10"])
        ]
        #expect(plan("add return the parcel to my day") == today)
        #expect(plan("add to My Day: return the parcel") == today)
        #expect(plan("put return the parcel on today's list") == today)
        #expect(
            plan("add to My Day: return the parcel on friday")
                == [.init(.createTask, ["title": "return the parcel", "due": "2026-03-13"])])
        #expect(ListCaptureFrames.dayOfList("the today view") == "today")
        #expect(ListCaptureFrames.dayOfList("tomorrow's list") == "tomorrow")
        #expect(ListCaptureFrames.dayOfList("day trip") == nil)
        #expect(ListCaptureFrames.dayOfList("shopping list") == nil)
    }

    /// The task said first, then a command about it that leaves its object out or says
    /// "it": read with the task put in.
    @Test func aStoredTaskSaidFirstIsWhatTheCommandActsOn() {
        #expect(
            plan("dentist: move to friday")
                == [.init(.rescheduleTask, ["task": "dentist", "due": "2026-03-13"])])
        #expect(
            plan("the gutters, push back a week")
                == [.init(.rescheduleTask, ["task": "gutters", "by": "+1w"])])
        #expect(
            plan("dress rehearsal: change time to 4pm")
                == [.init(.rescheduleTask, ["task": "dress rehearsal", "at": "16:00"])])
        #expect(
            plan("water bill: make it high priority")
                == [.init(.setPriority, ["task": "water bill", "priority": "high"])])
    }

    /// Without a stored task first, or with a command about something else, nothing of
    /// the kind is read.
    @Test func aTopicThatIsNoStoredTaskOrACommandAboutAnotherChangesNothing() {
        #expect(plan("the boiler: move to friday").allSatisfy { $0.tool != .rescheduleTask })
        #expect(!plan("dentist: call mum").contains { $0.tool == .rescheduleTask })
        #expect(!plan("dentist: call mum").contains { $0.arguments["task"] == "dentist" })
    }

    @Test func aDoneTaskOpenedAgainIsReopened() {
        let reopened = [CompoundPlannerTests.Step(.reopenTask, ["task": "library books"])]
        #expect(plan("open the library books again") == reopened)
        #expect(plan("please open again the library books") == reopened)
        // An open task is not opened again.
        #expect(!plan("open the gutters again").contains { $0.tool == .reopenTask })
    }

    @Test(arguments: [
        "take back the last thing", "roll back my last change", "undo what I just did",
        "reverse what you just did", "revert the last step",
    ])
    func theLastChangeTakenBackIsUndo(_ said: String) {
        #expect(plan(said) == [.init(.undo, [:])])
    }

    /// "..., put that in my diary": the words before are the entry; alone it has nothing
    /// to write.
    @Test func aDiaryEntryPointedBackAtIsTheWordsBefore() {
        #expect(
            plan("today was brilliant, got the job!!! put that in my diary")
                == [
                    .init(.journalEntry, ["text": "today was brilliant, got the job", "mood": "5"])
                ])
        #expect(plan("put that in my diary").allSatisfy { $0.tool == .decline })
    }

    /// With no score said, the words the day is rated with are its mood; a negation turns
    /// them; a score said wins; an entry that rates nothing has no mood.
    @Test func aDayRatedInWordsHasThatMood() {
        #expect(plan("journal - awful day, the car broke down").first?.arguments["mood"] == "1")
        #expect(plan("today was not great").first?.arguments["mood"] == "2")
        #expect(plan("diary: lovely lunch with Gran").first?.arguments["mood"] == "4")
        #expect(plan("today was ok, mood 5").first?.arguments["mood"] == "5")
        #expect(plan("diary: drove to Leeds and back").first?.arguments["mood"] == nil)
        #expect(DayFeelingWords.mood(in: "good morning but a terrible afternoon") == "3")
    }

    /// Told, then asked: one change, the one said last.
    @Test func aChangeToldThenAskedIsMadeOnce() {
        #expect(
            plan(
                "the budget has to be drafted by the 20th so can you move draft the budget to the 20th"
            )
                == [.init(.rescheduleTask, ["task": "draft the budget", "due": "2026-03-20"])])
        // Two tasks changed alike are two steps.
        #expect(plan("move the gutters and the fence to friday").count == 2)
    }

    /// A quoted task said before the project it is in is the quoted words.
    @Test func aQuotedTaskFromAProjectIsTheQuotedWords() {
        #expect(
            plan("delete 'send invites' from the Launch party project")
                == [.init(.deleteTask, ["task": "send invites"])])
    }

    /// How long a snooze lasts, said after it as what the speaker is not to hear till
    /// then. Said after a move, the words set nothing.
    @Test func aSnoozeLastsTillTheSpeakerWantsToHear() {
        #expect(
            plan("park the fence, don't nag me till next month")
                == [.init(.snoozeTask, ["task": "fence", "until": "2026-04-01"])])
        #expect(
            plan("snooze the gutters and dont remind me about it before friday")
                == [.init(.snoozeTask, ["task": "gutters", "until": "2026-03-13"])])
        #expect(
            plan("move the dentist to friday, don't nag me till thursday").map(\.tool)
                == [.rescheduleTask])
    }
}

import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// Planning and reviewing time as people say it: days asked to be shown, spans from one
/// day through another, a time said before the errand, a clipped move beside another
/// request, whether a task falls on a day, and a day scored at its end. Now is Tuesday
/// 2026-03-10.
@Suite struct PlanningAndReviewingPhrasesTests {
    typealias Step = CompoundPlannerTests.Step

    func plan(_ text: String) -> [Step] { CompoundPlannerTests().plan(text) }
    func grounded(_ text: String) -> [Step] { CompoundPlannerTests.householdPlan(text) }

    /// "show me" and a day, a span or a period: that day's agenda, or those days'.
    @Test func daysAskedToBeShownAreTheirAgenda() {
        #expect(plan("show me next week") == [Step(.agenda, ["date": "2026-03-16", "until": "2026-03-22"])])
        #expect(plan("show me friday") == [Step(.agenda, ["date": "2026-03-13"])])
        #expect(plan("show me tomorrow") == [Step(.agenda, ["range": "tomorrow"])])
        #expect(
            plan("show me thursday and friday") == [Step(.agenda, ["date": "2026-03-12", "until": "2026-03-13"])])
        #expect(plan("show me everything from now through sunday") == [Step(.agenda, ["until": "2026-03-15"])])
        // Anything else shown is no day: a note, a past week.
        #expect(plan("show me the wifi note").first?.tool != .agenda)
        #expect(plan("show me last week").first?.tool != .agenda)
    }

    /// "from X through to Y": the span, whichever words join the days.
    @Test func aSpanJoinedByThroughTo() {
        #expect(
            plan("what have i got from thursday through to next tuesday")
                == [Step(.agenda, ["date": "2026-03-12", "until": "2026-03-17"])])
        #expect(plan("what's due through friday") == [Step(.agenda, ["until": "2026-03-13"])])
        // "talk me through" goes through the day, not up to it.
        #expect(plan("talk me through today's agenda") == [Step(.agenda, ["range": "today"])])
    }

    /// A bare hour said before the errand is its time: before a noun it would be a place
    /// ("at 3 Main Street"), so the date parser leaves it; said first, before a request,
    /// it is the time.
    @Test func aBareHourSaidFirstIsTheTime() {
        #expect(
            plan("tomorrow at 2 call the accountant")
                == [Step(.createTask, ["title": "call the accountant", "due": "2026-03-11T14:00"])])
        #expect(
            plan("at 3 pick up the kids from school")
                == [Step(.createTask, ["title": "pick up the kids from school", "due": "2026-03-10T15:00"])])
        #expect(plan("at 3 Main Street").allSatisfy { $0.tool == .decline })
    }

    /// A part of the day said right after a repeat said first goes with it.
    @Test func aRepeatSaidFirstKeepsItsPartOfTheDay() {
        #expect(
            plan("every monday morning plan the week")
                == [
                    Step(
                        .createTask,
                        ["title": "plan the week", "due": "2026-03-16T09:00", "repeat": "FREQ=WEEKLY;BYDAY=MO"])
                ])
    }

    /// A stored task and a day with no verb ("gutters to sunday") is a move of its own
    /// beside another request, first or last; it was dropped as a remark.
    @Test func aClippedMoveBesideAnotherRequestIsAStep() {
        #expect(
            grounded("gutters to sunday, and bump the fence up to high")
                == [
                    Step(.rescheduleTask, ["task": "gutters", "due": "2026-03-15"]),
                    Step(.setPriority, ["task": "fence", "priority": "high"]),
                ])
        #expect(
            grounded("bump the fence up to high, gutters to sunday")
                == [
                    Step(.setPriority, ["task": "fence", "priority": "high"]),
                    Step(.rescheduleTask, ["task": "gutters", "due": "2026-03-15"]),
                ])
        #expect(
            grounded("gutters to sunday, fence to monday")
                == [
                    Step(.rescheduleTask, ["task": "gutters", "due": "2026-03-15"]),
                    Step(.rescheduleTask, ["task": "fence", "due": "2026-03-16"]),
                ])
        // In the middle, before a request that reads alone, with "too" or without: it
        // was dropped as a remark, or completed as "mirror to".
        for said in [
            "gutters to sunday, fence to monday, and the recycling is out",
            "gutters to sunday, fence to monday too, and the recycling is out",
        ] {
            #expect(
                grounded(said)
                    == [
                        Step(.rescheduleTask, ["task": "gutters", "due": "2026-03-15"]),
                        Step(.rescheduleTask, ["task": "fence", "due": "2026-03-16"]),
                        Step(.completeTask, ["task": "recycling"]),
                    ], "\(said)")
        }
        // After a verb it can take, the verb is still shared.
        #expect(
            grounded("snooze the fence and the gutters till monday")
                == [
                    Step(.snoozeTask, ["task": "fence", "until": "2026-03-16"]),
                    Step(.snoozeTask, ["task": "gutters", "until": "2026-03-16"]),
                ])
    }

    /// Whether a stored task falls on a day is a search, never a move; of anything else,
    /// no search.
    @Test func whetherATaskFallsOnADayIsASearch() {
        #expect(grounded("is the dress rehearsal this week or next?") == [Step(.searchEverything, ["query": "dress rehearsal"])])
        #expect(grounded("is the dentist on friday?") == [Step(.searchEverything, ["query": "dentist"])])
        #expect(!grounded("is the weather nice tomorrow").contains { $0.tool == .searchEverything })
    }

    /// A score said last is the day's: the entry keeps the words told before it, and what
    /// was reported done is done.
    @Test func aDayScoredAtItsEndKeepsItsWords() {
        #expect(
            grounded("productive day, got the budget drafted, mood 4")
                == [
                    Step(.completeTask, ["task": "budget"]),
                    Step(.journalEntry, ["mood": "4", "text": "productive day, got the budget drafted"]),
                ])
        // What would read as a look at the calendar, with nothing asked, is the day told.
        #expect(
            grounded("long day, meetings all afternoon. mood 2")
                == [Step(.journalEntry, ["mood": "2", "text": "long day, meetings all afternoon"])])
        #expect(
            grounded("what meetings do i have tomorrow? mood 3").map(\.tool)
                == [.calendarAgenda, .journalEntry])
    }

    /// Someone else doing a thing on a schedule is no task's repeat, whatever a task's
    /// words ("the council" in "pay the council tax"); the request after it is.
    @Test func someoneElsesRoutineIsNoRepeat() {
        #expect(
            grounded("the council are only collecting recycling fortnightly from now on")
                .allSatisfy { $0.tool == .decline })
        #expect(
            grounded(
                "the council are only collecting recycling fortnightly from now on so change the recycling to every other tuesday")
                == [Step(.setRecurrence, ["task": "recycling", "repeat": "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"])])
    }

    /// Told, then asked: the same change of one task, pointed back at by a pronoun, is one
    /// step, the one asked.
    @Test func aChangeToldThenAskedIsOneStep() {
        #expect(
            grounded("the plants are drowning lol, they only need doing once a week - make water the plants every monday")
                == [Step(.setRecurrence, ["task": "water the plants", "repeat": "FREQ=WEEKLY;BYDAY=MO"])])
    }

    /// Other apps' containers with their names said are projects, and a board's cards its
    /// tasks; a list made with no name is no list called "make a".
    @Test func otherAppsContainersAreProjects() {
        #expect(plan("new area called Health") == [Step(.createProject, ["name": "Health"])])
        #expect(
            plan("new board called Wedding, cards: book registrar, taste cakes")
                == [
                    Step(.createProject, ["name": "Wedding"]),
                    Step(.createTask, ["title": "book registrar", "project": "$1"]),
                    Step(.createTask, ["title": "taste cakes", "project": "$1"]),
                ])
        #expect(!plan("make a list: eggs, milk").contains { $0.arguments["project"] == "make a" })
        #expect(
            plan("packing list: passport, charger")
                == [
                    Step(.createTask, ["title": "passport", "project": "packing"]),
                    Step(.createTask, ["title": "charger", "project": "packing"]),
                ])
    }

    /// Finishing said with a day to come is a deadline: a stored task is due then, anything
    /// else a task to finish by then. Never a tick now.
    @Test func finishingByADayIsADeadline() {
        #expect(grounded("finish the budget by friday") == [Step(.rescheduleTask, ["task": "budget", "due": "2026-03-13"])])
        #expect(
            grounded("complete the survey next week")
                == [Step(.createTask, ["title": "complete the survey", "due": "2026-03-16"])])
        #expect(grounded("finish the budget") == [Step(.completeTask, ["task": "budget"])])
        // A report of it done, whenever, is done.
        #expect(grounded("I drafted the budget at the weekend").first?.tool == .completeTask)
    }

    /// A thing of one's own needed, said after a change, is why: no capture of it.
    @Test func aThingNeededAfterAChangeIsWhy() {
        #expect(
            grounded("move the dentist to friday, I need the car for the school run all week")
                == [Step(.rescheduleTask, ["task": "dentist", "due": "2026-03-13"])])
    }

    /// An ordinal alone after a deadline's words is the day.
    @Test func aDeadlineSaidAfterTheTask() {
        #expect(
            plan("please add one task pay electricity bill, last date is 15th")
                == [Step(.createTask, ["title": "pay electricity bill", "due": "2026-03-15"])])
    }

    /// Inviting people to an event at a time is another app's invitation: declined, with
    /// the words offered as a task.
    @Test func anInvitationToAnEventIsDeclined() {
        #expect(plan("invite the whole team to a planning session monday at 10").allSatisfy { $0.tool == .decline })
    }

    /// A need whose errand is a change to something pointed back at is that change; the
    /// pronoun means what was named before it. Finishing needed is still to do.
    @Test func aChangeNeededOfWhatWasSaidIsMadeNow() {
        #expect(
            grounded("the fence fell down again, i need to move it to saturday")
                == [Step(.rescheduleTask, ["task": "fence", "due": "2026-03-14"])])
        #expect(
            grounded("the gutters are overflowing, i need to bump them up to urgent")
                == [Step(.setPriority, ["task": "gutters", "priority": "urgent"])])
        #expect(grounded("i need to finish it").allSatisfy { $0.tool != .completeTask })
        #expect(plan("i need to move house") == [Step(.createTask, ["title": "move house"])])
    }

    /// Something put in for a day or a repeat is due then; put in for anything else it
    /// is no capture.
    @Test func somethingPutInForADayIsDueThen() {
        #expect(
            plan("stick ring grandad in for every sunday")
                == [Step(.createTask, ["title": "ring grandad", "repeat": "FREQ=WEEKLY;BYDAY=SU"])])
        #expect(
            plan("pencil the gas safety check in for the 20th")
                == [Step(.createTask, ["title": "the gas safety check", "due": "2026-03-20"])])
        #expect(plan("put the cake in for 40 minutes").allSatisfy { $0.tool == .decline })
        // After a feeling told, as after any story, the request is the step.
        #expect(
            plan("feel so guilty. stick ring grandad in for every sunday")
                == [Step(.createTask, ["title": "ring grandad", "repeat": "FREQ=WEEKLY;BYDAY=SU"])])
    }

    /// A reason is the last sentence: words before a sentence with another after it are
    /// not the request, and a diary line never loses its words to one.
    @Test func aReasonIsTheLastSentence() {
        let read = plan("feel so guilty I never ring grandad. remind me to call mum every sunday")
        #expect(!read.contains { $0.tool == .journalEntry && $0.arguments["text"] == "feel so guilty" })
        #expect(
            plan("put milk on my shopping list cause i'm out of it")
                == [Step(.createTask, ["title": "milk", "project": "Shopping"])])
    }
}

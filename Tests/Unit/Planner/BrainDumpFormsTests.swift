import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// Requests as typed in a hurry: a date taken back and said again with no mark between,
/// a project said with its first tasks inside the name's words or its name first, a
/// need said before the capture that points at it, and a short exclamation before a
/// request. Now is Tuesday 2026-03-10 09:00.
@Suite struct BrainDumpFormsTests {
    func plan(_ text: String) -> [CompoundPlannerTests.Step] {
        CompoundPlannerTests.householdPlan(text)
    }

    @Test func aDateTakenBackInlineGivesWayToTheOneSaidLast() {
        #expect(
            plan("remind me to ring the garage friday no wait saturday")
                == [.init(.createTask, ["title": "ring the garage", "due": "2026-03-14"])])
        #expect(
            plan("remind me to call mum at 5 sorry 6pm")
                == [.init(.createTask, ["title": "call mum", "due": "2026-03-10T18:00"])])
        // An hour alone before the time that replaces it.
        #expect(
            plan("make the dress rehearsal 4 no 3:30")
                == [.init(.rescheduleTask, ["task": "dress rehearsal", "at": "15:30"])])
    }

    /// "no" that takes back nothing stays in the words.
    @Test func aNoThatTakesNothingBackStays() {
        #expect(
            plan("add buy milk no sugar tomorrow")
                == [.init(.createTask, ["title": "buy milk no sugar", "due": "2026-03-11"])])
    }

    @Test func aNewProjectSaidWithItsFirstTasks() {
        let kitchen: [CompoundPlannerTests.Step] = [
            .init(.createProject, ["name": "Kitchen"]),
            .init(.createTask, ["title": "get three quotes", "project": "$1"]),
            .init(.createTask, ["title": "pick a worktop", "project": "$1"]),
        ]
        #expect(plan("new project Kitchen: get three quotes, pick a worktop") == kitchen)
        #expect(plan("new project Kitchen - get three quotes, pick a worktop") == kitchen)
        #expect(
            plan("new project Kitchen, first things are get three quotes and pick a worktop")
                == kitchen)
        #expect(
            plan(
                "add a project for the Kitchen and put get three quotes and pick a worktop under it"
            )
                == kitchen)
        #expect(
            plan("new project 'Kitchen': get three quotes, pick a worktop") == kitchen)
        #expect(
            plan(
                "set up a project called Kitchen, then put get three quotes and pick a worktop under it"
            )
                == kitchen)
    }

    /// After a bare mark the words must be errands: "Q3: planning" is a name.
    @Test func aMarkInsideANameIsNoList() {
        #expect(
            plan("new project Q3: planning") == [.init(.createProject, ["name": "Q3: planning"])])
    }

    @Test func aNameSaidBeforeNewProjectNamesIt() {
        #expect(plan("Japan trip - new project") == [.init(.createProject, ["name": "Japan trip"])])
        // A sound of feeling is no name.
        #expect(plan("ugh, new project") == [.init(.createProject, [:])])
    }

    @Test func aNeedSaidBeforeTheCaptureIsWhatItCaptures() {
        #expect(
            plan("I keep forgetting to put the bins out so remind me every thursday")
                == [
                    .init(
                        .createTask,
                        ["title": "put the bins out", "repeat": "FREQ=WEEKLY;BYDAY=TH"])
                ])
        #expect(
            plan("renew the tv licence - put it down for next month")
                == [.init(.createTask, ["title": "renew the tv licence", "due": "2026-04-01"])])
    }

    @Test func aShortExclamationBeforeARequestIsARemark() {
        for text in [
            "long day. remind me to call the bank", "i'm so tired. remind me to call the bank",
        ] {
            #expect(plan(text) == [.init(.createTask, ["title": "call the bank"])], "\(text)")
        }
        // A thing named is no exclamation: nothing is dropped unread.
        #expect(plan("milk. remind me to call the bank").first?.tool == .decline)
    }

    /// A "so" that opens the request says how much; a sigh is a sound of feeling; "what a
    /// day" after a request says how it went and asks nothing.
    @Test func feelingsSaidAroundARequest() {
        for text in ["so tired. make the fence urgent", "sigh. make the fence urgent"] {
            #expect(plan(text) == [.init(.setPriority, ["task": "fence", "priority": "urgent"])])
        }
        #expect(plan("so stressed lol. whats on today") == [.init(.agenda, ["range": "today"])])
        #expect(
            plan("gutters, fence and batteries all done today, what a day").map(\.tool)
                == [.completeTask, .completeTask, .completeTask])
    }

    /// A verb's particle before a date with its own preposition stays in the title, and
    /// "2" after "at" is an hour.
    @Test func aParticleBeforeADateStays() {
        #expect(
            plan("remind me to put the washing on at 7am")
                == [.init(.createTask, ["title": "put the washing on", "due": "2026-03-11T07:00"])])
        #expect(
            plan("remind me to pay rent on the 1st")
                == [.init(.createTask, ["title": "pay rent", "due": "2026-04-01"])])
        #expect(
            plan("remind me to call the bank at 2 tomorrow")
                == [.init(.createTask, ["title": "call the bank", "due": "2026-03-11T14:00"])])
    }

    /// A hedge after a request leaves it standing; "or not?" still asks.
    @Test func aHedgeAfterARequestLeavesIt() {
        #expect(
            plan("the dress rehearsal needs to be high priority I guess")
                == [.init(.setPriority, ["task": "dress rehearsal", "priority": "high"])])
        #expect(!plan("have I paid the council tax or not?").contains { $0.tool.changesData })
    }

    @Test func aModalBeforeTheNewDayIsNoPartOfTheName() {
        #expect(
            plan("the dress rehearsal can be thursday instead")
                == [.init(.rescheduleTask, ["task": "dress rehearsal", "due": "2026-03-12"])])
    }

    /// "find" a thing in the world is an errand among errands; finding something in the
    /// store stays a search.
    @Test func findingAThingIsAnErrandInAList() {
        #expect(
            plan("pack lunches, iron shirt, find ellie's swimming stuff")
                == ["pack lunches", "iron shirt", "find ellie's swimming stuff"].map {
                    .init(.createTask, ["title": $0])
                })
        #expect(
            plan("make the fence urgent, then find everything about Henderson")
                == [
                    .init(.setPriority, ["task": "fence", "priority": "urgent"]),
                    .init(.searchEverything, ["query": "Henderson"]),
                ])
    }

    /// "oh" on remembering one more thing, between a break and "and", says nothing.
    @Test func aSoundOfRememberingBeforeAndIsDropped() {
        #expect(
            plan("ring the vet, oh and get the car washed")
                == [
                    .init(.createTask, ["title": "ring the vet"]),
                    .init(.createTask, ["title": "get the car washed"]),
                ])
    }

    /// Each errand of a need said as a list is a task of its own, whatever its verb.
    @Test func aNeedOfSeveralErrands() {
        #expect(
            plan(
                "we need to get quotes from movers, cancel the gym membership and forward our mail")
                == ["get quotes from movers", "cancel the gym membership", "forward our mail"].map {
                    .init(.createTask, ["title": $0])
                })
    }
}

import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// Habits brought from other to-do apps: numbered priorities ("p1", "priority 2"), a
/// priority said before the errand, list labels ("someday:", "next action:"). Now is
/// Tuesday 2026-03-10.
@Suite struct OtherAppsHabitsTests {
    func plan(_ text: String) -> [CompoundPlannerTests.Step] {
        CompoundPlannerTests.householdPlan(text)
    }

    /// p1 is the highest, p4 the lowest, whether written "p2" or "priority 2".
    @Test func numberedPrioritiesAreLevels() {
        #expect(
            plan("make fix the fence p1") == [.init(.setPriority, ["task": "fix the fence", "priority": "urgent"])])
        #expect(
            plan("drop the dress rehearsal to p4")
                == [.init(.setPriority, ["task": "dress rehearsal", "priority": "low"])])
        #expect(
            plan("priority 2 for draft the budget")
                == [.init(.setPriority, ["task": "draft the budget", "priority": "high"])])
        #expect(
            plan("set the gutters to priority 3")
                == [.init(.setPriority, ["task": "gutters", "priority": "medium"])])
        #expect(plan("show my p1s") == [.init(.listTasks, ["priority": "urgent"])])
        // A number after another word stays a number.
        #expect(
            plan("buy 2 bags of compost fri")
                == [.init(.createTask, ["title": "buy 2 bags of compost", "due": "2026-03-13"])])
    }

    @Test func aPriorityIsGivenToATask() {
        #expect(
            plan("give the gutters high priority")
                == [.init(.setPriority, ["task": "gutters", "priority": "high"])])
        #expect(
            plan("add book the chimney sweep for friday, then give it priority 1")
                == [
                    .init(.createTask, ["title": "book the chimney sweep", "due": "2026-03-13"]),
                    .init(.setPriority, ["task": "$1", "priority": "urgent"]),
                ])
        // "give me ..." asks for something; it gives no task a priority.
        #expect(
            !plan("give me the tasks of Launch party with high priority").contains {
                $0.tool == .setPriority
            })
    }

    @Test func aPriorityBeforeAnErrandCapturesIt() {
        #expect(
            plan("p1 call the bank about the mortgage today")
                == [
                    .init(
                        .createTask,
                        ["title": "call the bank about the mortgage", "due": "2026-03-10", "priority": "urgent"])
                ])
        #expect(
            plan("!!! renew car tax by end of the month")
                == [.init(.createTask, ["title": "renew car tax", "due": "2026-03-31", "priority": "high"])])
        // Before no errand, a level is a filter: "urgent stuff only" lists.
        #expect(!plan("urgent stuff only pls").contains { $0.tool == .createTask })
        #expect(!plan("high priority stuff in the launch?").contains { $0.tool == .createTask })
    }

    @Test func listLabelsAreCaptures() {
        #expect(
            plan("someday: learn to play the ukulele")
                == [.init(.createTask, ["title": "learn to play the ukulele"])])
        #expect(
            plan("Next action: ring the council about the parking permit")
                == [.init(.createTask, ["title": "ring the council about the parking permit"])])
        #expect(
            plan("add habit: stretch every weekday")
                == [.init(.createTask, ["title": "stretch", "repeat": "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"])])
    }

    /// A tag names the project: "#garden", "#house-move"; a number after "#" is no tag.
    @Test func tagsNameProjects() {
        #expect(
            plan("Buy compost #garden fri")
                == [.init(.createTask, ["title": "Buy compost", "due": "2026-03-13", "project": "Garden"])])
        #expect(
            plan("add buy bread to #shopping") == [.init(.createTask, ["title": "buy bread", "project": "Shopping"])])
        #expect(
            plan("Task for #launch-party: order balloons")
                == [.init(.createTask, ["title": "order balloons", "project": "Launch party"])])
        #expect(
            plan("remind me to chase invoice #4471 tomorrow")
                == [.init(.createTask, ["title": "chase invoice #4471", "due": "2026-03-11"])])
    }

    /// Boxes as notes write them: ticked is done, empty is a to-do.
    @Test func boxesTickedAndEmpty() {
        #expect(plan("[x] pay the water bill") == [.init(.completeTask, ["task": "pay the water bill"])])
        #expect(plan("- [ ] buy stamps") == [.init(.createTask, ["title": "buy stamps"])])
    }

    /// A board's columns: moved to done is done, moved back to to-do is open again, and a
    /// day is still a move.
    @Test func boardColumnsAreStates() {
        #expect(plan("move book venue to Done") == [.init(.completeTask, ["task": "book venue"])])
        #expect(
            plan("drag send invites back to the to-do column")
                == [.init(.reopenTask, ["task": "send invites"])])
        #expect(
            plan("move book venue to friday")
                == [.init(.rescheduleTask, ["task": "book venue", "due": "2026-03-13"])])
    }

    /// "400 tasks sitting in my old inbox" is a remark, not a list of tasks to add.
    @Test func aCountOfTasksWithNoVerbAddsNothing() {
        #expect(!plan("400 tasks sitting in my old inbox").contains { $0.tool == .createTask })
        #expect(
            plan("add 2 tasks: buy stamps and call mum")
                == [.init(.createTask, ["title": "buy stamps"]), .init(.createTask, ["title": "call mum"])])
    }

    /// Other apps' views: one day's view is that day's agenda, any other view a listing.
    @Test func aViewIsAListingOrADaysAgenda() {
        #expect(plan("what's in my today view") == [.init(.agenda, ["range": "today"])])
        #expect(plan("show my tomorrow view") == [.init(.agenda, ["range": "tomorrow"])])
        #expect(plan("what's in the upcoming view") == [.init(.listTasks, ["filter": "week"])])
        // "view" alone is no list: "what's the view like from the top" is not a listing.
        #expect(!plan("what's the view like from the top").contains { $0.tool == .listTasks })
    }
}

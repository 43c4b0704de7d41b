import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// Where a thing goes, or what it is, said before what to do with it: a project after
/// the task noun ("a task under Launch party to ..."), a list put first ("on the shopping
/// list put ..."), the thing done put before who did it ("the water bill I paid"), a
/// priority before a colon, an arrow for "to". Against the household's names; now is
/// Tuesday 2026-03-10.
@Suite struct PlacedAndFrontedFormsTests {
    func plan(_ text: String) -> [CompoundPlannerTests.Step] {
        CompoundPlannerTests.householdPlan(text)
    }

    @Test func aStoredProjectAfterTheTaskNoun() {
        #expect(
            plan("add a task under Launch party to book the caterer by friday")
                == [
                    .init(
                        .createTask,
                        ["title": "book the caterer", "project": "Launch party", "due": "2026-03-13"])
                ])
        #expect(
            plan("make a to-do for the Attic project to measure the hatch")
                == [.init(.createTask, ["title": "measure the hatch", "project": "Attic"])])
        // Someone the task is for is no project.
        let forSomeone = plan("add a task for mum to call the vet")
        #expect(forSomeone.count == 1)
        #expect(forSomeone.first?.tool == .createTask)
        #expect(forSomeone.first?.arguments["project"] == nil)
    }

    @Test func aPriorityBeforeTheColon() {
        #expect(
            plan("add one task urgent: renew my visa")
                == [.init(.createTask, ["title": "renew my visa", "priority": "urgent"])])
    }

    @Test func markDoneThenTheTasks() {
        #expect(
            plan("mark done: clean the gutters and fix the fence")
                == [
                    .init(.completeTask, ["task": "clean the gutters"]),
                    .init(.completeTask, ["task": "fix the fence"]),
                ])
        #expect(plan("mark as done the fence") == [.init(.completeTask, ["task": "fence"])])
    }

    @Test func aListPutFirstThenAVerbOfPlacing() {
        #expect(
            plan("on the shopping list put olive oil")
                == [.init(.createTask, ["title": "olive oil", "project": "Shopping"])])
        #expect(
            plan("in the shopping list put also olive oil")
                == [.init(.createTask, ["title": "olive oil", "project": "Shopping"])])
    }

    /// Only a stored task is completed by its words put first.
    @Test func theThingDonePutBeforeWhoDidIt() {
        #expect(plan("the water bill I paid") == [.init(.completeTask, ["task": "water bill"])])
        #expect(
            plan("the council tax we've just paid") == [.init(.completeTask, ["task": "council tax"])])
        #expect(plan("the car I sold").allSatisfy { $0.tool != .completeTask })
    }

    @Test func anArrowSaysTo() {
        #expect(plan("gutters -> sun") == [.init(.rescheduleTask, ["task": "gutters", "due": "2026-03-15"])])
        #expect(plan("gutters → wed") == [.init(.rescheduleTask, ["task": "gutters", "due": "2026-03-11"])])
        #expect(plan("gutters -> banana").allSatisfy { !$0.tool.changesData })
    }

    @Test func aProjectThenAnotherFilter() {
        #expect(
            plan("give me the tasks of Launch party with high priority")
                == [.init(.listTasks, ["project": "Launch party", "priority": "high"])])
        #expect(plan("weekly review time") == [.init(.weeklyReview, [:])])
    }

    /// "to the vet" is where an errand of taking goes; after another verb, "to the ..."
    /// is a list or project the other frames read.
    @Test func anErrandOfTakingSomethingSomewhere() {
        #expect(
            plan("add take biscuit to the vet on the 19th at 10am and buy cat treats tomorrow")
                == [
                    .init(.createTask, ["title": "take biscuit to the vet", "due": "2026-03-19T10:00"]),
                    .init(.createTask, ["title": "buy cat treats", "due": "2026-03-11"]),
                ])
        #expect(plan("add order the cake to the party").allSatisfy { $0.tool != .createTask || $0.arguments["title"] != "order the cake to the party" })
    }

    /// "to it" after several items files them all under the project just made; with no
    /// project before it, "it" is nothing, and nothing is made.
    @Test func itemsFiledUnderAProjectSaidBefore() {
        #expect(
            plan("make a project called Loft and add get three quotes and check planning permission to it")
                == [
                    .init(.createProject, ["name": "Loft"]),
                    .init(.createTask, ["title": "get three quotes", "project": "$1"]),
                    .init(.createTask, ["title": "check planning permission", "project": "$1"]),
                ])
        #expect(
            plan("add mulch and compost to it")
                == [.init(.decline, ["pointsAtNothing": "it", "intoProject": "yes"])])
    }

    /// "tell me to X" asks to be told later: a task, when it says when.
    @Test func toldToDoSomethingLater() {
        #expect(
            plan("tell me to take out the recycling in an hour")
                == [.init(.createTask, ["title": "take out the recycling", "due": "2026-03-10T10:00"])])
        #expect(plan("tell me later to call bill") == [.init(.createTask, ["title": "call bill"])])
        #expect(plan("tell me to relax").allSatisfy { !$0.tool.changesData })
    }

    /// A reminder sent to the speaker, or a notification set, is a reminder; one sent to
    /// someone else is not ours to keep.
    @Test func aReminderSentOrANotificationSet() {
        #expect(
            plan("send me a reminder to pick up the dog at one pm")
                == [.init(.createTask, ["title": "pick up the dog", "due": "2026-03-10T13:00"])])
        #expect(plan("set a notification for the sports game") == [.init(.createTask, ["title": "the sports game"])])
        #expect(plan("send a reminder to Jake's phone to feed the dog").allSatisfy { !$0.tool.changesData })
    }

    /// An article alone names no task.
    @Test func anArticleAloneIsNoTask() {
        #expect(plan("set a weekly appointment reminder").allSatisfy { $0.arguments["task"] != "a" })
    }
}

import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// A bare errand said with when to do it is a to-do; said alone it is declined with the
/// words that would capture it, and a time that belongs to something else is no due date.
/// Now is Tuesday 2026-03-10 09:00.
@Suite struct DatedErrandsTests {
    func plan(_ text: String) -> [CompoundPlannerTests.Step] {
        CompoundPlannerTests.householdPlan(text)
    }

    func changesNothing(_ text: String) -> Bool {
        !plan(text).contains { $0.tool.changesData }
    }

    @Test func anErrandWithADateOrRepeatIsCaptured() {
        #expect(
            plan("pay rent on the first of each month please")
                == [
                    .init(
                        .createTask, ["title": "pay rent", "repeat": "FREQ=MONTHLY;BYMONTHDAY=1"])
                ])
        #expect(
            plan("renew railcard by friday, high priority")
                == [
                    .init(
                        .createTask,
                        ["title": "renew railcard", "due": "2026-03-13", "priority": "high"])
                ])
        #expect(
            plan("call gran sun 4pm")
                == [.init(.createTask, ["title": "call gran", "due": "2026-03-15T16:00"])])
    }

    /// Without a when, the errand could be asked of the assistant itself: declined, with
    /// the words that would capture it.
    @Test func anErrandAloneIsOffered() {
        let steps = plan("buy milk")
        #expect(steps.count == 1 && steps[0].tool == .decline)
        #expect(steps.first?.arguments["suggestTask"] == "buy milk")
    }

    /// A time inside the object, after "for", inside a message, after "to", or after a
    /// past form belongs to something else.
    @Test func aTimeThatIsNotTheErrandsIsNoDueDate() {
        #expect(changesNothing("cancel my 3pm meeting"))
        #expect(changesNothing("order a pizza for tonight"))
        #expect(changesNothing("text Sam that I'll be there at 7"))
        #expect(changesNothing("email the school and tell them mia's off sick today"))
        #expect(changesNothing("call me at 6 am"))
        #expect(changesNothing("bring the OKRs forward to today"))
        #expect(changesNothing("read the email Mom sent this morning at 10am"))
        #expect(changesNothing("schedule an email to go out at 8am tomorrow"))
        #expect(changesNothing("update the venue shortlist: Harbour Rooms could also do 3 April"))
    }

    /// A statement about a stored task is not a second task: "dig the beds is due Sunday".
    @Test func aStatementIsNoErrand() {
        #expect(!plan("water bill's actually due on the 15th").contains { $0.tool == .createTask })
        #expect(
            !plan("pay the council tax should repeat on the 1st of every month").contains {
                $0.tool == .createTask
            })
    }

    /// Beside another request it is still an errand: one more task, not merged into the
    /// request before it.
    @Test func besideACaptureItIsOneMoreTask() {
        #expect(
            plan("put oat milk on the shopping list and renew the car insurance by Friday")
                == [
                    .init(.createTask, ["title": "oat milk", "project": "Shopping"]),
                    .init(.createTask, ["title": "renew the car insurance", "due": "2026-03-13"]),
                ])
    }

    /// What a tracker or a resolution would hold is not the diary's or the list's.
    @Test func trackersAndResolutionsChangeNothing() {
        #expect(changesNothing("track my sleep tonight"))
        #expect(changesNothing("log a 5k run on strava"))
        #expect(changesNothing("I should really start exercising"))
        // Taking a habit up again is a resolution too, whatever is said after it.
        #expect(
            changesNothing("I really should get back into running at some point, my knees though"))
        #expect(changesNothing("i should get back into swimming"))
        #expect(plan("I need to get back to the plumber").map(\.tool) == [.createTask])
        #expect(
            plan("I should really ring the bank tomorrow")
                == [.init(.createTask, ["title": "ring the bank", "due": "2026-03-11"])])
    }

    /// Any other imperative, or a thing due or happening then, is noted down too; a
    /// sentence, a question or a request to a device is not.
    @Test func aThingWithItsTimeIsNotedDown() {
        #expect(
            plan("worm the dog every three months")
                == [
                    .init(
                        .createTask, ["title": "worm the dog", "repeat": "FREQ=MONTHLY;INTERVAL=3"])
                ])
        #expect(
            plan("optician appt thurs 4pm")
                == [.init(.createTask, ["title": "optician appt", "due": "2026-03-12T16:00"])])
        #expect(
            plan("lab report due 9am monday")
                == [.init(.createTask, ["title": "lab report", "due": "2026-03-16T09:00"])])
        #expect(changesNothing("the train leaves at 8:15 tomorrow"))
        #expect(changesNothing("Theo's birthday is the 19th"))
        // What someone else is doing ("'s" as "is", a verb and its object) notes nothing
        // down; an event named with an "-ing" word still is one.
        #expect(changesNothing("sarah's planning a surprise party for dan on friday"))
        #expect(changesNothing("dad's booking the restaurant for the party in april"))
        #expect(
            plan("sam's leaving drinks on thursday")
                == [.init(.createTask, ["title": "sam's leaving drinks", "due": "2026-03-12"])])
        #expect(changesNothing("set the heating for 6pm"))
        #expect(changesNothing("any meeting on friday"))
        #expect(changesNothing("meeting room availability from 8:00 please"))
        #expect(changesNothing("quit nagging me about the haircut till Monday"))
        #expect(
            plan("what meetings do I have tomorrow") == [
                .init(.calendarAgenda, ["range": "tomorrow"])
            ])
        // A command's verb in the name of an event is part of it ("open evening"); a
        // verb's spelling first may still name the thing ("vet appt").
        #expect(
            plan("uni open evening on the 19th")
                == [.init(.createTask, ["title": "uni open evening", "due": "2026-03-19"])])
        #expect(
            plan("vet appt for Biscuit thurs 4:15pm")
                == [
                    .init(
                        .createTask, ["title": "vet appt for Biscuit", "due": "2026-03-12T16:15"])
                ])
        #expect(
            plan("check my schedule for meetings today") == [
                .init(.calendarAgenda, ["range": "today"])
            ])
        #expect(
            plan("check the shift rota, weekdays only")
                == [
                    .init(
                        .createTask,
                        [
                            "title": "check the shift rota",
                            "repeat": "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
                        ])
                ])
    }

    /// Cut from a longer request, the rest of a clause is no thing of its own.
    @Test func aPieceOfAClauseIsNoMention() {
        #expect(
            plan("i need to clean the car inside and out this weekend")
                == [
                    .init(
                        .createTask, ["title": "clean the car inside and out", "due": "2026-03-14"])
                ])
        #expect(
            plan("add a task to hoover and mop the hall tomorrow")
                == [.init(.createTask, ["title": "hoover and mop the hall", "due": "2026-03-11"])])
    }
}

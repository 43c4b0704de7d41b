import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// What people say before a request: a story, which is a remark beside it, and a
/// statement about a stored item that nothing reads, which is never dropped unsaid. Now is
/// Tuesday 2026-03-10.
@Suite struct StoriesBeforeRequestsTests {
    func plan(_ text: String) -> [CompoundPlannerTests.Step] {
        CompoundPlannerTests.householdPlan(text)
    }

    /// A story, then a clear command: the command is read, the story left as a remark.
    @Test func aStoryBeforeACommandIsARemark() {
        #expect(
            plan(
                "ugh the boiler's making that clunking noise again - remind me to ring dave tomorrow"
            )
                == [.init(.createTask, ["title": "ring dave", "due": "2026-03-11"])])
        #expect(
            plan("the kettle is making a noise, remind me to ring dave")
                == [.init(.createTask, ["title": "ring dave"])])
        #expect(
            plan("the plumber's away all week his wife said, so snooze the fence until monday")
                == [.init(.snoozeTask, ["task": "fence", "until": "2026-03-16"])])
    }

    /// A story told of people whose names are also verbs ("mum", "nurse") is still a
    /// story: the verb after them says they are its subject. A command is still a command.
    @Test func aStoryAboutSomeoneIsNoCommand() {
        #expect(
            plan("mum is coming to stay. add clear the spare room")
                == [.init(.createTask, ["title": "clear the spare room"])])
        #expect(
            plan("mum and dad are coming to stay next week. add clear the spare room")
                == [.init(.createTask, ["title": "clear the spare room"])])
        #expect(
            !plan("call mum and dad are expecting it. add clear the spare room").contains {
                $0.arguments["title"] == "clear the spare room"
            })
    }

    /// A story, then a command opened by any verb of the list's own ("scrap", "reopen"),
    /// not only the commonest ones.
    @Test func aStoryBeforeAListVerb() {
        #expect(
            plan("the new place already has fibre so scrap the fence")
                == [.init(.deleteTask, ["task": "fence"])])
        #expect(
            plan("the kettle is making a noise, ditch the fence")
                == [.init(.deleteTask, ["task": "fence"])])
    }

    /// A project called "it" is never made: with nothing before it to mean, the request
    /// is declined, saying what to say instead.
    @Test func aProjectCalledItIsDeclined() {
        let steps = plan("I'm going to start planning Mum's 60th - can you set up a project for it")
        #expect(steps == [.init(.decline, ["pointsAtNothing": "it", "forProject": "yes"])])
    }

    /// What is not a story is not dropped: a date, a question, or a capture
    /// of what the story said.
    @Test func onlyAStoryIsSetAside() {
        #expect(
            plan("tomorrow morning, remind me to call mum")
                == [.init(.createTask, ["title": "call mum", "due": "2026-03-11T09:00"])])
        // A question is no story: its last words are not a request of their own.
        #expect(
            !plan("How many hours difference is there between London and New York?").contains {
                $0.tool.changesData
            })
        // A capture of "it" needs the words the story said: not read without them.
        #expect(
            !plan("GP finally called back!! blood test thursday 8:40am, can you add it").contains {
                $0.tool == .createTask && $0.arguments["title"] == "it"
            })
    }

    /// Formal and old-fashioned courtesy opens a request without changing it.
    @Test func formalCourtesyOpensARequest() {
        #expect(
            plan(
                "I would be most grateful if you could remind me to telephone the bank on Thursday morning."
            )
                == [.init(.createTask, ["title": "telephone the bank", "due": "2026-03-12T09:00"])])
        #expect(
            plan("Would you be so kind as to move the fence to the 2nd of April?")
                == [.init(.rescheduleTask, ["task": "fence", "due": "2026-04-02"])])
        #expect(
            plan("Would it be possible to snooze the freezer until Monday?")
                == [.init(.snoozeTask, ["task": "freezer", "until": "2026-03-16"])])
        #expect(
            plan("Be good enough to mark the gutters as done")
                == [.init(.completeTask, ["task": "gutters"])])
    }

    /// "the freezer is emptied": a stored task's item in a state that is not its verb's.
    /// Alone it is declined with the task named; before a command it cancels the plan,
    /// which says so, rather than vanish as a remark.
    @Test func aStateOfAStoredItemIsNeverDroppedUnsaid() {
        #expect(
            plan("the freezer is emptied") == [
                .init(.decline, ["taskInState": "defrost the freezer"])
            ])
        #expect(
            plan("the freezer is emptied, push the gutters to friday") == [
                .init(
                    .decline,
                    ["unreadPart": "the freezer is emptied", "taskInState": "defrost the freezer"])
            ])
        // Its own verb's state completes it, as before; a state that says something is
        // wrong is a remark.
        #expect(plan("the water bill is paid") == [.init(.completeTask, ["task": "water bill"])])
        #expect(
            plan("the fence is broken, push the gutters to friday")
                == [.init(.rescheduleTask, ["task": "gutters", "due": "2026-03-13"])])
        // After a command, the state is no item the command reaches: the invoice is not
        // moved.
        let names = FakeNames(
            openTasks: ["chase the Henderson invoice", "write the quarterly report"])
        let moved = CompoundPlanner().plan(
            "push the quarterly report to next wed, henderson invoice is paid",
            context: Grammar.context(names))
        #expect(
            !moved.contains {
                $0.tool == .rescheduleTask && ($0.arguments["task"] ?? "").contains("invoice")
            })
        // A later step that points back uses the remark: nothing is dropped.
        #expect(
            plan("the fence is painted, make it urgent")
                == [.init(.setPriority, ["task": "fence", "priority": "urgent"])])
    }

    /// A story's first word may be a verb's spelling and still be its subject: "school
    /// emailed", "bike got nicked". A statement of when something is due asks nothing.
    @Test func aStoryMayOpenWithANounThatIsAlsoAVerb() {
        #expect(
            plan(
                "school emailed again 🙄 apparently the permission slip for the zoo trip is due friday. add sign the permission slip for friday pls"
            ) == [.init(.createTask, ["title": "sign the permission slip", "due": "2026-03-13"])])
        #expect(
            plan(
                "bike got nicked from the shed last night so no point servicing it, delete fix the fence"
            )
                == [.init(.deleteTask, ["task": "fix the fence"])])
        #expect(!plan("the plumber call is actually due Friday").contains { $0.tool == .agenda })
        // An imperative is no story: both are read.
        #expect(plan("fix the fence. remind me to call dave").count == 2)
    }

    /// An emoji ends a sentence as a full stop does; "while i think of it" leads a request
    /// in as "oh and" does.
    @Test func anEmojiEndsAStory() {
        #expect(
            plan(
                "i always forget the cats flea drops and then theyre scratching everywhere 😩 remind me to do the flea drops on the 1st of every month"
            ) == [
                .init(
                    .createTask,
                    ["title": "do the flea drops", "repeat": "FREQ=MONTHLY;BYMONTHDAY=1"])
            ])
        #expect(
            plan(
                "fence is done at last 🎉 and while i think of it add buy compost to the garden project"
            )
                == [
                    .init(.completeTask, ["task": "fence"]),
                    .init(.createTask, ["title": "buy compost", "project": "garden"]),
                ])
        // A saying in pairs captures nothing.
        #expect(!plan("new term new routine").contains { $0.tool == .createTask })
    }

    /// Something done told with its "I" left out, which names no stored task, is a story
    /// before the request, not a command of a list verb.
    @Test func aPastReportThatNamesNothingIsAStory() {
        #expect(
            plan(
                "Finally finished my dissertation draft!! add a task to print two copies by thursday"
            )
                == [.init(.createTask, ["title": "print two copies", "due": "2026-03-12"])])
        #expect(
            plan("so happy, finished my essay. remind me to email my tutor")
                == [.init(.createTask, ["title": "email my tutor"])])
    }
}

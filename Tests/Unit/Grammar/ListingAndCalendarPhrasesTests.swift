import Testing
import ToolBox

@testable import IntentGrammar

/// Listings asked by a level or a state ("what's urgent", "open tasks in Launch"), and
/// what names a meeting without asking the calendar. Now is Tuesday 2026-03-10.
@Suite struct ListingAndCalendarPhrasesTests {
    static var names: FakeNames { Grammar.household() }

    @Test(arguments: [
        Reading("what's urgent", .listTasks, ["priority": "urgent"]),
        Reading("whats urgent rn", .listTasks, ["priority": "urgent"]),
        Reading("what is high priority", .listTasks, ["priority": "high"]),
        Reading(
            "high priority tasks in the launch project", .listTasks,
            ["priority": "high", "project": "launch"]),
        Reading("open tasks", .listTasks, ["filter": "open"]),
        Reading("open tasks in Launch", .listTasks, ["filter": "open", "project": "Launch"]),
        // "ones" as the noun, with what picks them out.
        Reading("show me the overdue ones", .listTasks, ["filter": "overdue"]),
        Reading("can i see the urgent ones", .listTasks, ["priority": "urgent"]),
        Reading("list the garden ones", .listTasks, ["project": "garden"]),
        Reading("which ones have i already finished?", .listTasks, ["filter": "done"]),
    ])
    func aListingByLevelOrState(_ example: Reading) {
        Grammar.expect(example, names: Self.names)
    }

    /// What is left to do for a stored project, asked with no day, is that project's
    /// tasks, however the asking is worded; asked of a day, it is that day.
    @Test(arguments: [
        Reading("what do I have to do for the garden?", .listTasks, ["project": "Garden"]),
        Reading("what have I got to do for the garden?", .listTasks, ["project": "Garden"]),
        Reading(
            "what have I still to do for the garden?", .listTasks,
            ["project": "Garden", "filter": "open"]),
        Reading("what have I got on today", .agenda, ["range": "today"]),
        Reading("how's the launch going overall?", .projectStatus, ["project": "launch"]),
        // A board is a project as other to-do apps call it.
        Reading("how's the Launch board looking?", .projectStatus, ["project": "Launch"]),
        Reading("give me a little summary of my week", .summarize, ["scope": "week"]),
    ])
    func whatIsLeftForAProject(_ example: Reading) {
        Grammar.expect(example, names: Self.names)
    }

    /// The items or things "on my X list" are that list's: the words before "on" name no
    /// list; read aloud, recited or walked through, a list is shown.
    @Test func theItemsOnAListAreThatLists() {
        #expect(
            Grammar.parse("show me the items on my shopping list", names: Self.names).arguments
                == ["project": "Shopping"])
        #expect(Grammar.parse("what are the items on my to do list").arguments["project"] == nil)
        #expect(Grammar.parse("show me my garden tasks").arguments["project"] == "garden")
        for said in ["recite my to do list", "walk me through my to do list", "repeat my to do list"] {
            #expect(Grammar.parse(said).tool == .listTasks)
        }
    }

    /// A list made for something is a project of that name; one for nobody named, or a
    /// day's list, is none.
    @Test func aListForSomethingIsAProject() {
        #expect(
            Grammar.parse("make a new list for school supplies").arguments == ["name": "school supplies"])
        #expect(Grammar.parse("Create a new shopping list.").arguments == ["name": "Shopping"])
        #expect(Grammar.parse("can you create a list for me").arguments["name"] == nil)
        #expect(Grammar.parse("Make me a new checklist.").arguments["name"] == nil)
    }

    /// "upcoming" and "coming up" are the days ahead, unless a day is said; a list named
    /// for a day ("my today list") is that day, not a project.
    @Test(arguments: [
        Reading("show upcoming", .agenda, ["range": "week"]),
        Reading("what's upcoming", .agenda, ["range": "week"]),
        Reading("anything upcoming?", .agenda, ["range": "week"]),
        Reading("what do i have coming up", .agenda, ["range": "week"]),
        Reading("show me my upcoming tasks", .listTasks, ["filter": "week"]),
        Reading("what's on my today list", .listTasks, ["filter": "today"]),
    ])
    func theDaysAheadAndADaysList(_ example: Reading) {
        Grammar.expect(example, names: Self.names)
        let read = IntentParser().parse(example.text, context: Grammar.context(Self.names))
        #expect(read.arguments["project"] == nil, "\(example.text)")
    }

    /// "what do I have to do" asked of one day is that day's agenda; of no day, the list.
    @Test(arguments: [
        Reading("what do I have to do tomorrow", .agenda, ["range": "tomorrow"]),
        Reading("what do I have to do on friday", .agenda, ["date": "2026-03-13"]),
        Reading("what was it I wanted to remember", .listTasks),
        // How full a day looks asks its agenda.
        Reading("tomorrow looking busy?", .agenda, ["range": "tomorrow"]),
        Reading("is friday looking packed", .agenda, ["date": "2026-03-13"]),
        // "even" asks the same.
        Reading("what did I even do yesterday", .summarize, ["scope": "day", "target": "2026-03-09"]),
    ])
    func whatIHaveToDoOnADay(_ example: Reading) {
        Grammar.expect(example, names: Self.names)
    }

    /// Told of the calendar, a meeting asks nothing; asked, it shows the calendar.
    @Test func aMeetingToldIsNoQuestion() {
        #expect(Grammar.parse("I've got a meeting in 10").tool == .decline)
        #expect(Grammar.parse("I need to know if I have any meetings today").tool == .calendarAgenda)
    }

    /// A meeting told of in the past, or with a sound of feeling first, is a remark; a
    /// word that asks anywhere, or the mark, still asks the calendar.
    @Test func aMeetingToldOfIsARemark() {
        #expect(Grammar.parse("the meeting dragged on till half five yesterday").tool == .decline)
        #expect(Grammar.parse("ugh back to back meetings all day").tool == .decline)
        #expect(Grammar.parse("my colleague said the meeting moved but I forgot").tool == .decline)
        #expect(Grammar.parse("back to back meetings all day?").tool == .calendarAgenda)
        #expect(Grammar.parse("my meeting with alice is scheduled for when").tool == .calendarAgenda)
        #expect(Grammar.parse("meetings tomorrow").arguments == ["range": "tomorrow"])
    }

    /// Said of the list, a remark asks nothing; asked, or with a request after it, it
    /// still shows the list.
    @Test func aRemarkAboutTheListShowsNothing() {
        #expect(Grammar.parse("honestly my list is a mess", names: Self.names).tool == .decline)
        #expect(Grammar.parse("the shopping list is getting long", names: Self.names).tool == .decline)
        #expect(Grammar.parse("my list is a mess?", names: Self.names).tool == .listTasks)
        #expect(
            Grammar.parse("the list is getting long, show me the urgent ones", names: Self.names)
                .arguments == ["priority": "urgent"])
    }

    /// "jobs" are tasks when said as the list's ("which jobs", "my jobs"), not as a name.
    @Test func jobsAreTasksOnlyAsTheLists() {
        #expect(
            Grammar.parse("which jobs are marked urgent?", names: Self.names).arguments
                == ["priority": "urgent"])
        #expect(Grammar.parse("Where was Steve Jobs born?", names: Self.names).tool != .listTasks)
    }

    /// A list's name alone can label its items, as "shopping list:" does.
    @Test func aListNamedAsALabel() {
        Grammar.expect(
            Reading("groceries: bin bags", .createTask, ["title": "bin bags", "project": "Shopping"]),
            names: Self.names)
    }

    /// "open" captures one task, named; "add tasks for the garden project" names no item
    /// (before, the item was "project"), and "tasks for ..." is no project's name.
    @Test func openAndAddWithNoItemCaptureNothingNamed() {
        Grammar.expect(
            Reading("open a task to call mum", .createTask, ["title": "call mum"]),
            names: Self.names)
        #expect(
            Grammar.parse("add tasks for the garden project", names: Self.names)
                .arguments["title"] == nil)
        #expect(
            Grammar.parse("open tasks for the garden project", names: Self.names).tool
                != .createProject)
    }

    /// A reminder that names a meeting is a reminder, and acting on an invite is
    /// another assistant's work; a question about the calendar still asks it.
    @Test func aMeetingNamedIsNotAlwaysACalendarQuestion() {
        Grammar.expect(
            Reading(
                "tomorrow morning, remind me to book a meeting room", .createTask,
                ["title": "book a meeting room", "due": "2026-03-11T09:00"]))
        #expect(Grammar.parse("accept the calendar invite from HR").tool == .decline)
        Grammar.expect(
            Reading("what's on my calendar today", .calendarAgenda, ["range": "today"]))
    }
}

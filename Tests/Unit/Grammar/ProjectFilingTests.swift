import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// Projects named as people name them ("start a Bake Sale project"), started with their
/// first tasks in one request, and stored tasks filed under a project ("move the fence
/// into the garden project"). Now is Tuesday 2026-03-10.
@Suite struct ProjectFilingTests {
    static var names: FakeNames { Grammar.household() }

    /// The name may come before the word "project"; words that only say what kind of
    /// project it is ("new", "side") name none.
    @Test(arguments: [
        Reading("start a Bake Sale project", .createProject, ["name": "Bake Sale"]),
        Reading("im starting a tax return project", .createProject, ["name": "tax return"]),
        Reading("let's kick off a kitchen project", .createProject, ["name": "kitchen"]),
        Reading("start a new project", .createProject),
    ])
    func aProjectNamedBeforeTheWord(_ example: Reading) {
        Grammar.expect(example)
    }

    /// A new task onto a stored project named after the last preposition: the words
    /// after an earlier "for" or "about" are the title's. Without a store, or with no
    /// project of that whole name, nothing is filed.
    @Test func aCaptureOntoAStoredProjectNamedLast() {
        Grammar.expect(
            Reading(
                "add measure the windows for curtains to Launch party", .createTask,
                ["title": "measure the windows for curtains", "project": "Launch party"]),
            names: Self.names)
        #expect(
            Grammar.parse("add measure the windows for curtains to Launch party").arguments[
                "project"] == nil)
        #expect(
            Grammar.parse("add sand the door for the shed to the loft", names: Self.names)
                .arguments["project"] == nil)
    }

    @Test func aKindOfProjectOrAStoredOneIsNoName() {
        #expect(Grammar.parse("start a side project").arguments["name"] == nil)
        // "the garden project" is one that exists: starting it creates nothing.
        #expect(Grammar.parse("start the garden project").tool != .createProject)
    }

    /// A stored task into a project, by a verb of moving or filing, or said to belong
    /// there. The project is a stored one, or the words call it a project.
    @Test(arguments: [
        Reading(
            "move the fence into the garden project", .updateTask,
            ["task": "fence", "project": "Garden"]),
        Reading(
            "file the gutters under Garden", .updateTask, ["task": "gutters", "project": "Garden"]),
        Reading(
            "can the fence go under the launch project?", .updateTask,
            ["task": "fence", "project": "Launch"]),
        Reading(
            "the batteries belong in the shopping project", .updateTask,
            ["task": "batteries", "project": "Shopping"]),
        Reading(
            "put the fence in the launch party project", .updateTask,
            ["task": "fence", "project": "Launch party"]),
    ])
    func aStoredTaskFiledUnderAProject(_ example: Reading) {
        Grammar.expect(example, names: Self.names)
    }

    /// What is not a filing: a day is a move in time; a place that is no project; a new
    /// item put on a list; a task nobody has; and, with no store, a name that does not
    /// say it is a task.
    @Test func onlyAStoredTaskAndAProjectMakeAFiling() {
        let names = Self.names
        #expect(Grammar.parse("move the fence to friday", names: names).tool == .rescheduleTask)
        #expect(Grammar.parse("move the fence to the kitchen", names: names).tool != .updateTask)
        // Every verb of a list capture is held to the capture's rule, "include" too.
        #expect(Grammar.parse("include the fence in garden", names: names).tool != .updateTask)
        let item = Grammar.parse("put milk in the shopping project", names: names)
        #expect(item.tool == .createTask && item.arguments["title"] == "milk")
        #expect(
            Grammar.parse("move the piano into the garden project", names: names).tool
                != .updateTask)
        #expect(Grammar.parse("move the fence into the garden project").tool != .updateTask)
        #expect(
            Grammar.parse("move the fence task into the garden project").arguments == [
                "task": "fence", "project": "garden",
            ])
    }

    @Test func everythingInAProjectIsItsList() {
        Grammar.expect(
            Reading("show me everything in the garden project", .listTasks, ["project": "garden"]))
    }

    func plan(_ text: String) -> [CompoundPlannerTests.Step] {
        CompoundPlanner().plan(text, context: Grammar.context(Self.names))
            .map { CompoundPlannerTests.Step($0.tool, $0.arguments) }
    }

    /// A project named before a colon, then errands: each errand is a task there. A
    /// list that is one errand's objects stays one task.
    @Test func errandsAfterAProjectsColonAreTasksThere() {
        #expect(
            plan("add to the garden project: buy compost, sow the beans and dig the beds") == [
                .init(.createTask, ["title": "buy compost", "project": "Garden"]),
                .init(.createTask, ["title": "sow the beans", "project": "Garden"]),
                .init(.createTask, ["title": "dig the beds", "project": "Garden"]),
            ])
        #expect(
            plan("add to the garden project: buy compost, seeds and twine") == [
                .init(.createTask, ["title": "buy compost, seeds and twine", "project": "Garden"])
            ])
    }

    /// A project said first ("for the garden I need to ...") is what every errand after
    /// it is for; said at the end of one capture, it is that capture's only.
    @Test func aProjectSaidFirstScopesTheErrandsAfterIt() {
        #expect(
            plan("for the garden I need to buy compost, sow the beans and dig the beds") == [
                .init(.createTask, ["title": "buy compost", "project": "Garden"]),
                .init(.createTask, ["title": "sow the beans", "project": "Garden"]),
                .init(.createTask, ["title": "dig the beds", "project": "Garden"]),
            ])
        #expect(
            plan("add eggs to the shopping list and call mum") == [
                .init(.createTask, ["title": "eggs", "project": "Shopping"]),
                .init(.createTask, ["title": "call mum"]),
            ])
    }

    /// A stored project as a label before a capture files what it captures there.
    @Test func aStoredProjectAsALabelFilesTheCaptures() {
        #expect(
            plan("Launch party: add tasks hire a DJ, sort the playlist") == [
                .init(.createTask, ["title": "hire a DJ", "project": "Launch party"]),
                .init(.createTask, ["title": "sort the playlist", "project": "Launch party"]),
            ])
        #expect(
            plan("garden: remind me to buy compost on friday") == [
                .init(
                    .createTask,
                    ["title": "buy compost", "project": "Garden", "due": "2026-03-13"])
            ])
    }

    /// A project and its first tasks in one request: the tasks go to the new project,
    /// whether counted ("with two tasks"), listed after a dash, or added "to it".
    @Test func aNewProjectWithItsFirstTasks() {
        #expect(
            plan("start a project called Spring clean with two tasks: wash the windows and dust")
                == [
                    .init(.createProject, ["name": "Spring clean"]),
                    .init(.createTask, ["title": "wash the windows", "project": "$1"]),
                    .init(.createTask, ["title": "dust", "project": "$1"]),
                ])
        #expect(
            plan("im starting a tax return project - tasks: gather P60, ring the accountant")
                == [
                    .init(.createProject, ["name": "tax return"]),
                    .init(.createTask, ["title": "gather P60", "project": "$1"]),
                    .init(.createTask, ["title": "ring the accountant", "project": "$1"]),
                ])
        // An item that opens with a command word ("set up ...") is one more item.
        #expect(
            plan("start a project called Hiring with tasks: write the JD and set up the panel")
                == [
                    .init(.createProject, ["name": "Hiring"]),
                    .init(.createTask, ["title": "write the JD", "project": "$1"]),
                    .init(.createTask, ["title": "set up the panel", "project": "$1"]),
                ])
        #expect(
            plan("make a Wedding project and add to it: taste cakes") == [
                .init(.createProject, ["name": "Wedding"]),
                .init(.createTask, ["title": "taste cakes", "project": "$1"]),
            ])
    }
}

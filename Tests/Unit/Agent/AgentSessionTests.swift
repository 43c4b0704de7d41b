import Testing

@testable import Agent
@testable import Journal
@testable import ToolBox

#if canImport(Glibc)
    import Glibc
#endif

/// Whole turns over a store file in a private folder, with the clock pinned by `PB_NOW`.
/// A class, so that each test's folder is removed when the test ends.
@Suite final class AgentSessionTests {
    /// `PB_NOW` for every test here, set once: the environment is the process's, so it is
    /// set before any session reads it and never changed afterwards.
    static let pinnedClock: Void = {
        setenv("PB_NOW", "2026-03-10T09:00:00", 1)
    }()

    let folder: String
    let session: AgentSession

    init() {
        Self.pinnedClock
        var template = Array("/tmp/pb-agent-test-XXXXXX".utf8CString)
        folder = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
                ?? "/nonexistent/pb-agent-test"
        }
        session = AgentSession(storePath: folder + "/store.sqlite", isDefaultPath: false)
    }

    deinit {
        for suffix in ["", "-wal", "-shm"] { unlink(folder + "/store.sqlite" + suffix) }
        rmdir(folder)
    }

    func count(_ table: String) throws -> Int64? {
        try session.open().scalar("SELECT count(*) FROM \(table)")?.integer
    }

    /// Every row the store holds, journal included.
    func snapshot() throws -> [String: [Row]] {
        var result: [String: [Row]] = [:]
        for table in ["tasks", "projects", "notes", "turns", "journal_entries", "diary_entries"] {
            result[table] = try session.open().rows("SELECT * FROM \(table) ORDER BY rowid")
        }
        return result
    }

    @Test func theClockIsPinned() throws {
        let result = session.turn("remind me to call the dentist on Friday at 3pm")
        #expect(result.status == .done)
        let due = try session.open().scalar("SELECT due FROM tasks")?.text
        #expect(due == "2026-03-13T15:00")
    }

    /// "it" after a rename is the renamed task: the second step finds it by what the first
    /// changed, not by the old name, and the whole turn is done.
    @Test func itAfterARenameIsTheRenamedTask() throws {
        #expect(session.turn("remind me to book a haircut").status == .done)
        let result = session.turn("rename the haircut to book a barber and set it for fri")
        #expect(result.status == .done)
        let row = try session.open().rows("SELECT title, due FROM tasks").first
        #expect(row?.text("title") == "book a barber")
        #expect(row?.text("due") == "2026-03-13")
    }

    /// A note of "that" with nothing told before it writes nothing, and the reply says
    /// what to say instead.
    @Test func aNoteOfNothingToldWritesNothing() throws {
        let result = session.turn("make a note of that")
        #expect(result.status != .done)
        #expect(result.reply.contains("Say what to write"))
        #expect(try count("notes") == 0)
    }

    /// A day before today is kept as said (it may be a slip for this year), and the reply
    /// says it has passed; a day ahead says nothing of the kind.
    @Test func aDayThatHasPassedIsSaid() throws {
        let past = session.turn("remind me to pay the tax on 3/5/2024")
        #expect(past.status == .done)
        #expect(try session.open().scalar("SELECT due FROM tasks")?.text == "2024-03-05")
        #expect(past.reply.contains("That day has passed"), "\(past.reply)")
        // The step line says the year when it is not this year's.
        let line = Phrasebook(today: CivilDate(year: 2026, month: 3, day: 10)!)
            .stepLine(try #require(past.steps.first), numbered: false)
        #expect(line.hasSuffix("due Tue 5 Mar 2024"), "\(line)")
        let ahead = session.turn("remind me to file the return on Friday")
        #expect(!ahead.reply.contains("passed"), "\(ahead.reply)")
        let moved = session.turn("move file the return to 3/5/2024")
        #expect(moved.reply.contains("That day has passed"), "\(moved.reply)")
    }

    /// A need restated of a task already listed adds no second one, and says so.
    @Test func aNeedAlreadyListedAddsNothing() throws {
        _ = session.turn("add a task to buy stamps")
        let again = session.turn("I still need to buy stamps")
        #expect(again.reply.contains("\"buy stamps\" is already on your list"), "\(again.reply)")
        #expect(try count("tasks") == 1)
    }

    /// A need hedged with no day but a vague one adds nothing, and the reply says how to.
    @Test func aHedgedNeedAddsNothingAndSaysHow() throws {
        let said = session.turn("i should probably learn to drive one day")
        #expect(said.reply.contains("\"add learn to drive\""), "\(said.reply)")
        #expect(try count("tasks") == 0)
    }

    /// A change said with a request for another app changes nothing, and the reply says
    /// which part is for another app.
    @Test func aRequestForAnotherAppLeavesTheChangeUndone() throws {
        _ = session.turn("add a task to write the press release")
        let before = try snapshot()["tasks"]
        let turn = session.turn("mark the press release done and tweet it")
        #expect(turn.steps.isEmpty)
        #expect(
            turn.reply.contains("I can't do \"tweet it\": that is for another app"), "\(turn.reply)"
        )
        #expect(try snapshot()["tasks"] == before)
        let asked = session.turn("mark the press release done, is the printer open on sunday?")
        #expect(
            asked.reply.hasPrefix("I can't answer \"is the printer open on sunday?\""),
            "\(asked.reply)")
        #expect(try snapshot()["tasks"] == before)
    }

    /// "them" in the next request is every task the last one changed; "it" is the last.
    @Test func themMeansEveryTaskTheLastRequestChanged() throws {
        _ = session.turn("add a task to buy stamps")
        _ = session.turn("add milk and eggs to the shopping list")
        let moved = session.turn("move them both to Friday")
        #expect(moved.steps.map(\.status) == [.done, .done])
        let due = try session.open().rows("SELECT title, due FROM tasks ORDER BY title")
        #expect(due.map { $0.text("due") ?? "-" } == ["-", "2026-03-13", "2026-03-13"])
        _ = session.turn("make it urgent")
        let urgent = try session.open().rows("SELECT title FROM tasks WHERE priority = 'urgent'")
        #expect(urgent.map { $0.text("title") } == ["eggs"])
    }

    /// An import is nothing the person said: right after one, "them" and "it" point at
    /// none of what it brought, and nothing is ticked or moved.
    @Test(arguments: ["cross them off", "move it to Friday"])
    func aPronounAfterAnImportPointsAtNothingItBrought(_ request: String) throws {
        let document = #"""
            {"version": 1, "tasks": [
            {"id": "t1", "title": "call the dentist", "status": "open", "createdAt": "2026-03-01T10:00:00"},
            {"id": "t2", "title": "buy stamps", "status": "open", "createdAt": "2026-03-01T10:00:00"}]}
            """#
        _ = try session.importDocument(document, name: "backup.json")
        #expect(try count("tasks") == 2)
        let before = try snapshot()["tasks"]
        let result = session.turn(request)
        #expect(result.steps.allSatisfy { $0.status != .done }, "\(result.steps)")
        #expect(result.reply.contains("points at nothing"), "\(result.reply)")
        #expect(try snapshot()["tasks"] == before)
        // A request after the import is what "it" means again.
        _ = session.turn("add a task to water the plants")
        _ = session.turn("make it urgent")
        let urgent = try session.open().rows("SELECT title FROM tasks WHERE priority = 'urgent'")
        #expect(urgent.map { $0.text("title") } == ["water the plants"])
    }

    @Test(arguments: ["play some jazz", "what's the weather", "set an alarm for 7"])
    func aDeclineChangesNothing(_ text: String) throws {
        _ = session.turn("add a task to buy stamps")
        let before = try snapshot()
        let result = session.turn(text)
        #expect(result.status == .declined)
        #expect(!result.understood)
        #expect(result.turn == nil)
        #expect(result.steps.isEmpty)
        #expect(!result.reply.isEmpty)
        // Not even a turn row: a decline leaves no trace.
        #expect(try snapshot() == before)
    }

    /// "delete the done tasks" with tasks that share its words: nothing is deleted, and
    /// the reply says why and how to name one task.
    @Test func aCommandOnSeveralTasksSaysItChangesOneAtATime() throws {
        _ = session.turn("add a task to get the done deal signed")
        _ = session.turn("add a task to weed the garden")
        let before = try snapshot()
        for text in ["delete the done tasks", "move the garden tasks to Friday"] {
            let result = session.turn(text)
            #expect(result.status == .declined)
            #expect(result.reply.contains("one task at a time"), "\(result.reply)")
            #expect(try snapshot() == before)
        }
    }

    /// A task described rather than named is looked up among the open tasks: when one
    /// fits, it is the one acted on (and undo puts it back); when several fit, nothing
    /// changes and the reply names them.
    @Test func aDescribedTaskIsTheOneThatFits() throws {
        _ = session.turn("remind me to call the dentist on Saturday")
        _ = session.turn("add a high priority task to file the VAT return by Friday")
        _ = session.turn("remind me to water the plants on Friday")
        let done = session.turn("the one due saturday is done")
        #expect(done.status == .done, "\(done.reply)")
        #expect(
            try session.open().scalar(
                "SELECT status FROM tasks WHERE title = 'call the dentist'")?.text == "done")
        let before = try snapshot()
        let unsure = session.turn("move the one due friday to monday")
        #expect(unsure.status == .declined)
        #expect(
            unsure.reply.contains(
                "2 open tasks fit \"the one due friday\": "
                    + "\"file the VAT return\" and \"water the plants\""),
            "\(unsure.reply)")
        #expect(try snapshot() == before)
        let deleted = session.turn("delete the last task I added")
        #expect(deleted.status == .done, "\(deleted.reply)")
        let left = try session.open().scalar(
            "SELECT count(*) FROM tasks WHERE title = 'water the plants'")
        #expect(left?.integer == 0)
        #expect(session.turn("undo").status == .done)
        #expect(try snapshot()["tasks"] == before["tasks"])
    }

    /// "the call is sorted" with two calls on the list: nothing changes, and the reply
    /// names both, as a command on that name would.
    @Test func aStatementOnANameThatFitsSeveralNamesThem() throws {
        _ = session.turn("remind me to call the dentist")
        _ = session.turn("remind me to call the plumber about the boiler")
        let before = try snapshot()
        let unsure = session.turn("the call is sorted")
        #expect(unsure.status == .declined)
        // Named in the lookup's order, as a command on "call" names them.
        #expect(unsure.reply.hasPrefix("2 open tasks fit \"call\": "), "\(unsure.reply)")
        for title in ["call the dentist", "call the plumber about the boiler"] {
            #expect(unsure.reply.contains("\"\(title)\""), "\(unsure.reply)")
        }
        #expect(try snapshot() == before)
    }

    /// A change to a task nothing stored is called: nothing runs, and the reply says which
    /// name found nothing.
    @Test func aChangeToATaskNotStoredSaysSo() throws {
        _ = session.turn("remind me to call the dentist")
        let before = try snapshot()
        let missing = session.turn("delete the piano lesson")
        #expect(missing.status == .declined)
        #expect(
            missing.reply == "I can't find a task called \"piano lesson\", so I changed nothing.",
            "\(missing.reply)")
        #expect(try snapshot() == before)
    }

    /// Text for a note nothing stored is called: nothing runs, and the reply says which
    /// name found nothing and how to start such a note.
    @Test func addingToANoteNotStoredSaysSo() throws {
        _ = session.turn("make a note called packing: passport")
        let before = try snapshot()
        let missing = session.turn("add to the recipes note: double the garlic")
        #expect(missing.status == .declined)
        #expect(
            missing.reply.hasPrefix("I can't find a note called \"recipes\""), "\(missing.reply)")
        #expect(missing.reply.contains("make a note called recipes:"), "\(missing.reply)")
        #expect(try snapshot() == before)
        #expect(session.turn("add to the packing note: charger").status != .declined)
    }

    /// A change said to hang on a condition is not made, and the reply says why.
    @Test func aChangeOnAConditionIsNotMadeAndTheReplySaysWhy() throws {
        _ = session.turn("remind me to clean the gutters tomorrow")
        let before = try snapshot()
        let held = session.turn("if the weather is nice, move the gutters to saturday")
        #expect(held.status == .declined)
        #expect(
            held.reply.hasPrefix("I can't tell whether \"if the weather is nice\" holds"),
            "\(held.reply)")
        #expect(try snapshot() == before)
    }

    /// A slipped word in a stored task's name ("quartely") is read as the word meant, in
    /// a statement as in a command, and the task it names is the one changed.
    @Test func aSlipInAStoredNameFindsTheTask() throws {
        _ = session.turn("remind me to write the quarterly report")
        let done = session.turn("quartely report is finished, thank god")
        #expect(done.status == .done, "\(done.reply)")
        #expect(
            try session.open().scalar(
                "SELECT status FROM tasks WHERE title = 'write the quarterly report'")?.text
                == "done")
    }

    /// "delete the garden project" with a Garden project and a task about the garden:
    /// nothing is deleted, and the reply says projects are not changed this way.
    @Test func aOneTaskCommandOnAProjectChangesNothing() throws {
        _ = session.turn("create a project called Garden")
        _ = session.turn("add a task to plan the garden project")
        let before = try snapshot()
        let result = session.turn("delete the garden project")
        #expect(result.status == .declined)
        #expect(result.reply.contains("can't delete a project"), "\(result.reply)")
        #expect(try snapshot() == before)
    }

    /// "delete the wifi note": no tool deletes a note, and none may take it for a task.
    /// A task whose name ends in "note" is still a task.
    @Test func aOneTaskCommandOnANoteChangesNothing() throws {
        _ = session.turn("note titled wifi: the password is on the router")
        _ = session.turn("add a task to send the sick note")
        let before = try snapshot()
        let result = session.turn("delete the wifi note")
        #expect(result.status == .declined)
        #expect(result.reply.contains("can't delete a note"), "\(result.reply)")
        #expect(try snapshot() == before)
        let moved = session.turn("move the sick note to Friday")
        #expect(moved.status == .done, "\(moved.reply)")
    }

    /// "when is the dentist", "is the fence overdue": a stored task asked about is found,
    /// with its date and state; nothing changes.
    @Test func aQuestionAboutOneTaskFindsIt() throws {
        _ = session.turn("remind me to call the dentist on Friday")
        let before = try snapshot()
        for question in ["when is the dentist", "is the dentist overdue?"] {
            let result = session.turn(question)
            #expect(result.status == .done, "\(question)")
            #expect(result.reply.contains("call the dentist"), "\(result.reply)")
        }
        #expect(try snapshot() == before)
    }

    /// "paid the water bill, so make the budget sparkle": the bill is not marked paid on
    /// the strength of half the request, and the reply quotes the half not understood.
    @Test func aRequestHalfUnderstoodChangesNothingAndSaysWhichHalf() throws {
        _ = session.turn("add a task to pay the water bill")
        _ = session.turn("add a task to draft the budget")
        let before = try snapshot()
        let result = session.turn("paid the water bill, so make the budget sparkle")
        #expect(result.status == .declined)
        #expect(result.reply.contains("\"make the budget sparkle\""), "\(result.reply)")
        #expect(try snapshot() == before)
    }

    @Test func aTurnWithAFailedStepEndsWithStepFailed() throws {
        let result = session.turn(
            "add a task to buy stamps, then move the flux capacitor to Friday")
        #expect(result.status == .stepFailed)
        #expect(result.steps.map(\.status) == [.done, .failed])
        // The first step stands, and can be undone.
        #expect(try count("tasks") == 1)
        #expect(result.turn != nil)
        let undo = session.turn("undo")
        #expect(undo.status == .done)
        #expect(try count("tasks") == 0)
    }

    /// The step's own "Nothing was changed." is untrue of the turn when earlier steps
    /// stand; the reply says what stayed instead.
    @Test func aFailedStepAfterADoneOneSaysWhatStandsWithoutContradiction() {
        let result = session.turn(
            "add a task to buy stamps, then move the flux capacitor to Friday")
        #expect(result.reply.contains("Step 2"))
        #expect(result.reply.contains("flux capacitor"))
        #expect(result.reply.contains("Step 1 stands"))
        #expect(!result.reply.lowercased().contains("nothing was changed"), "\(result.reply)")
    }

    @Test func aFailedFirstStepSaysNothingChangedOnce() throws {
        // A task's or a note's name that finds nothing is declined before the plan runs;
        // a project's asked about is looked up by the tool, which fails.
        let result = session.turn(
            "show the flux capacitor project, then add a task to buy stamps")
        #expect(result.status == .stepFailed)
        #expect(result.steps.map(\.status) == [.failed, .skipped])
        #expect(try count("tasks") == 0)
        let mentions =
            result.reply.lowercased().split(
                separator: "nothing was changed", omittingEmptySubsequences: false
            ).count - 1
        #expect(mentions == 1, "\(result.reply)")
    }

    @Test func turnJSONHasTheDocumentedKeys() throws {
        let result = session.turn(
            "add a task to buy stamps, then move the flux capacitor to Friday")
        let json = TurnJSON.object(result)
        guard case .object(let members) = json else {
            Issue.record("not an object: \(json)")
            return
        }
        #expect(members.map(\.0) == ["turn", "utterance", "understood", "steps", "reply"])
        #expect(json["turn"]?.intValue == result.turn.map(Int.init))
        #expect(
            json["utterance"]?.stringValue
                == "add a task to buy stamps, then move the flux capacitor to Friday")
        #expect(json["understood"] == .bool(true))
        let steps = try #require(json["steps"]?.arrayValue)
        #expect(steps.count == 2)
        for step in steps {
            guard case .object(let keys) = step else {
                Issue.record("a step is not an object")
                continue
            }
            #expect(keys.map(\.0) == ["n", "tool", "args", "status", "created", "facts"])
        }
        #expect(steps[0]["status"]?.stringValue == "done")
        #expect(steps[0]["created"]?.stringValue?.hasPrefix("id:") == true)
        #expect(steps[0]["facts"]?["task"]?["title"]?.stringValue == "buy stamps")
        #expect(steps[1]["status"]?.stringValue == "failed")
        #expect(steps[1]["created"] == .null)
        #expect(steps[1]["args"]?["task"]?.stringValue == "flux capacitor")
        #expect(json["reply"]?.stringValue == result.reply)
    }

    @Test func aDeclineInJSONIsNotUnderstoodAndHasNoSteps() {
        let json = TurnJSON.object(session.turn("play some jazz"))
        #expect(json["understood"] == .bool(false))
        #expect(json["steps"] == .array([]))
        #expect(json["turn"] == .null)
    }

    /// "show me my projects": every project by name with its progress; with none, the
    /// reply says how to start one. Neither turn writes a row.
    @Test func projectsAreListedWithTheirProgress() throws {
        let empty = session.turn("show me my projects")
        #expect(empty.status == .done)
        #expect(empty.reply.contains("You have no projects yet"), "\(empty.reply)")
        #expect(
            session.turn("create a project Garden and add tasks: buy seeds, dig the beds").status
                == .done)
        #expect(session.turn("new project attic").status == .done)
        #expect(session.turn("buy seeds is done").status == .done)
        let before = try snapshot()["tasks"]
        let listed = session.turn("what projects do I have?")
        #expect(listed.status == .done)
        #expect(
            listed.reply.contains(
                "2 projects:\n  • attic: no tasks yet\n  • Garden: 1 of 2 tasks done"),
            "\(listed.reply)")
        #expect(try snapshot()["tasks"] == before)
    }

    /// "what's due next week": the days of the week after this one (now is Tuesday 10
    /// March), named in the reply and in the facts, with nothing written.
    @Test func aQuestionAboutNextWeekShowsEveryDayOfIt() throws {
        #expect(session.turn("remind me to renew the passport on the 17th").status == .done)
        #expect(session.turn("remind me to book the tree on the 22nd").status == .done)
        #expect(session.turn("remind me to call the bank on the 23rd").status == .done)
        let before = try snapshot()["tasks"]
        let asked = session.turn("what's due next week?")
        #expect(asked.status == .done)
        #expect(
            asked.reply.contains("Mon 16 Mar to Sun 22 Mar:\n  • renew the passport"),
            "\(asked.reply)")
        #expect(asked.reply.contains("book the tree"), "\(asked.reply)")
        #expect(!asked.reply.contains("call the bank"), "\(asked.reply)")
        let facts = TurnJSON.object(asked)["steps"]?.arrayValue?.first?["facts"]
        #expect(facts?["range"]?.stringValue == "days")
        #expect(facts?["from"]?.stringValue == "2026-03-16")
        #expect(facts?["to"]?.stringValue == "2026-03-22")
        #expect(facts?["items"]?.arrayValue?.count == 2)
        #expect(try snapshot()["tasks"] == before)
    }

    @Test func aMalformedImportIsRefusedBeforeTheStoreIsTouched() throws {
        _ = session.turn("add a task to buy stamps")
        let before = try snapshot()
        #expect(throws: ImportProblem.self) {
            _ = try session.importDocument(#"{"version": 2}"#, name: "backup.json")
        }
        #expect(try snapshot() == before)
    }
}

extension AgentSessionTests {
    /// Caps the store at the pages it has now, as a full disk would: SQLite answers the
    /// first write that needs a new page with SQLITE_FULL.
    func fillTheDisk() throws {
        let database = try session.open()
        let pages = try database.scalar("PRAGMA page_count")?.integer ?? 0
        #expect(pages > 0)
        _ = try database.rows("PRAGMA max_page_count = \(pages)")
    }

    func freeTheDisk() throws {
        _ = try session.open().rows("PRAGMA max_page_count = 1073741823")
    }

    /// Runs `request` (numbered, so each is new) until the full disk refuses one: the
    /// refused turn, its text, and the store as it was just before it.
    func runUntilTheDiskIsFull(_ request: (Int) -> String) throws
        -> (result: TurnResult, text: String, before: [String: [Row]])?
    {
        for i in 1...200 {
            let before = try snapshot()
            let text = request(i)
            let result = session.turn(text)
            if result.status != .done { return (result, text, before) }
        }
        return nil
    }

    static func longNote(_ i: Int) -> String {
        "note \(i): " + String(repeating: "the allotment plan for spring, ", count: 60)
    }

    @Test func aFullDiskIsAStoreErrorThatChangesNothing() throws {
        _ = session.turn("add a task to buy stamps")
        try fillTheDisk()
        let refused = try #require(try runUntilTheDiskIsFull(Self.longNote))
        #expect(refused.result.status == .store)
        #expect(
            refused.result.reply.contains("is full; nothing was saved. Free some space"),
            "\(refused.result.reply)")
        #expect(refused.result.turn == nil)
        // Not even a turn row is left behind.
        #expect(try snapshot() == refused.before)
        // Once there is room, the same request goes through and nothing was lost.
        try freeTheDisk()
        #expect(session.turn(refused.text).status == .done)
        #expect(try count("tasks") == 1)
    }

    /// The steps before the one the full disk refused stand, as after any failed step:
    /// the reply says so, and one "undo" takes them back.
    @Test func aFullDiskPartWayThroughAPlanKeepsTheStepsBeforeAndSaysSo() throws {
        try fillTheDisk()
        var partWay: (result: TurnResult, text: String, before: [String: [Row]])?
        for _ in 0..<3 {
            let refused = try #require(
                try runUntilTheDiskIsFull {
                    "add a task to call the vet \($0), then " + Self.longNote($0)
                })
            if refused.result.steps.first?.status == .done {
                partWay = refused
                break
            }
            // The first step found the disk full: nothing was saved.
            #expect(try snapshot() == refused.before)
        }
        let refused = try #require(partWay, "some turn saved its first step, not its second")
        let reply = refused.result.reply
        #expect(refused.result.status == .store)
        #expect(refused.result.steps.map(\.status) == [.done, .failed])
        #expect(reply.contains("Added \"call the vet"), "\(reply)")
        #expect(reply.contains("Step 2 (createNote) was not saved: the disk holding"), "\(reply)")
        #expect(reply.contains("Step 1 stands; say \"undo\""), "\(reply)")
        #expect(!reply.lowercased().contains("nothing was saved"), "\(reply)")
        // The turn is finished, not left for the next start to call interrupted.
        #expect(refused.result.turn != nil)
        #expect(
            try session.open().scalar(
                "SELECT state FROM turns ORDER BY id DESC LIMIT 1")?.text == "complete")
        try freeTheDisk()
        #expect(session.turn("undo").status == .done)
        #expect(try snapshot()["tasks"] == refused.before["tasks"])
        #expect(try snapshot()["notes"] == refused.before["notes"])
    }
}

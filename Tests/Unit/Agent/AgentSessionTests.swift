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
        let result = session.turn(
            "move the flux capacitor to Friday, then add a task to buy stamps")
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

    @Test func aMalformedImportIsRefusedBeforeTheStoreIsTouched() throws {
        _ = session.turn("add a task to buy stamps")
        let before = try snapshot()
        #expect(throws: ImportProblem.self) {
            _ = try session.importDocument(#"{"version": 2}"#, name: "backup.json")
        }
        #expect(try snapshot() == before)
    }
}

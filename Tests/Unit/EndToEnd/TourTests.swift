import Foundation
import Testing

extension EndToEnd {
    /// The tour a new user takes: add, complete, undo, redo, capture from a script, back up
    /// and restore, look back, and ask for machine-readable output.
    @Suite struct Tour {
        static let reminder = "remind me to call the dentist on Friday at 3pm"

        @Test func aReminderNamesTheTaskAndWhenItIsDue() async throws {
            let sandbox = try Sandbox()
            let run = try await sandbox.ask(Self.reminder)
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout.contains("call the dentist"), "\(run)")
            #expect(run.stdout.contains("Fri 13 Mar 15:00"), "\(run)")
            let store = try await sandbox.export()
            #expect(store.tasks.count == 1)
            let task = try #require(store.task(titled: "call the dentist"), "\(store)")
            #expect(task.status == "open")
            #expect(task.due == "2026-03-13T15:00")
        }

        @Test func undoThatReopensTheTaskJustCompleted() async throws {
            let sandbox = try Sandbox()
            _ = try await sandbox.ask(Self.reminder)
            let done = try await sandbox.ask("done with the dentist")
            #expect(done.status == 0, "\(done)")
            #expect(try await sandbox.export().task(titled: "call the dentist")?.status == "done")

            let undo = try await sandbox.ask("undo that")
            #expect(undo.status == 0, "\(undo)")
            let store = try await sandbox.export()
            #expect(store.tasks.count == 1)
            #expect(store.task(titled: "call the dentist")?.status == "open", "\(store)")
        }

        @Test func undoWalksBackTurnByTurnAndRedoWalksForward() async throws {
            let sandbox = try Sandbox()
            _ = try await sandbox.ask(Self.reminder)
            _ = try await sandbox.ask("done with the dentist")
            _ = try await sandbox.ask("undo that")

            let undo = try await sandbox.ask("undo")
            #expect(undo.status == 0, "\(undo)")
            #expect(try await sandbox.export().tasks.isEmpty)

            let redo = try await sandbox.ask("redo")
            #expect(redo.status == 0, "\(redo)")
            let store = try await sandbox.export()
            #expect(store.tasks.count == 1, "\(store)")
            #expect(store.task(titled: "call the dentist")?.status == "open", "\(store)")
            #expect(store.task(titled: "call the dentist")?.due == "2026-03-13T15:00", "\(store)")
        }

        @Test func askDashRunsOneTurnPerLineOfStandardInput() async throws {
            let sandbox = try Sandbox()
            let run = try await sandbox.run(
                "ask", "-",
                input: Array("todo: renew passport\nnote: the plumber is called Ana\n".utf8))
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout.contains("renew passport"), "\(run)")
            #expect(!run.stdout.contains("pb>"), "a script sees no prompt: \(run)")
            let store = try await sandbox.export()
            #expect(store.tasks.map(\.title) == ["renew passport"], "\(store)")
            #expect(store.notes.count == 1, "\(store)")
            #expect(
                store.notes.first?.body.contains("the plumber is called Ana") == true, "\(store)")
            let history = try await sandbox.run("history")
            #expect(history.lines.count == 2, "one turn per line: \(history)")
        }

        @Test func anExportImportedIntoAnEmptyStoreExportsTheSame() async throws {
            let sandbox = try Sandbox()
            _ = try await sandbox.ask(Self.reminder)
            _ = try await sandbox.ask("todo: renew passport")
            _ = try await sandbox.ask("done with the passport")
            _ = try await sandbox.ask("note: the plumber is called Ana")
            _ = try await sandbox.ask(
                "create a project Garden and add tasks: buy seeds, dig the beds")
            let original = try await sandbox.export()
            #expect(
                original.tasks.count == 4 && original.projects.count == 1
                    && original.notes.count == 1, "\(original)")

            let backup = sandbox.root + "/backup.json"
            let exported = try await sandbox.run("export", "--json")
            try Data(exported.stdout.utf8).write(to: URL(fileURLWithPath: backup))
            let second = sandbox.root + "/stores/second.sqlite"
            let imported = try await sandbox.run("import", backup, store: second)
            #expect(imported.status == 0, "\(imported)")
            #expect(try await sandbox.export(store: second) == original)

            // The import is one turn: one undo takes all of it back.
            let undo = try await sandbox.ask("undo", store: second)
            #expect(undo.status == 0, "\(undo)")
            #expect(try await sandbox.export(store: second).isEmpty)
        }

        @Test func historyListsTheTurnsNewestFirstAndMarksTheUndoneOne() async throws {
            let sandbox = try Sandbox()
            _ = try await sandbox.ask(Self.reminder)
            _ = try await sandbox.ask("done with the dentist")
            _ = try await sandbox.ask("undo that")
            _ = try await sandbox.ask("list my tasks")  // a read leaves no turn

            let history = try await sandbox.run("history")
            #expect(history.status == 0, "\(history)")
            let lines = history.lines
            try #require(lines.count == 3, "\(history)")
            #expect(lines[0].contains("\"undo that\""), "\(history)")
            #expect(lines[1].contains("\"done with the dentist\""), "\(history)")
            #expect(lines[2].contains("\"\(Self.reminder)\""), "\(history)")
            #expect(lines[1].contains("(undone)"), "\(history)")
            #expect(!lines[0].contains("(undone)") && !lines[2].contains("(undone)"), "\(history)")
        }

        @Test func askJSONPrintsOneObjectPerTurnInTheDocumentedShape() async throws {
            let sandbox = try Sandbox()
            let run = try await sandbox.run("ask", "--json", Self.reminder)
            #expect(run.status == 0, "\(run)")
            try #require(run.lines.count == 1, "\(run)")
            let turn = try JSONObject(run.lines[0])
            #expect(turn.keys == ["turn", "utterance", "understood", "steps", "reply"])
            #expect(turn["turn"] is NSNumber)
            #expect(turn["utterance"] as? String == Self.reminder)
            #expect(turn["understood"] as? Bool == true)
            #expect((turn["reply"] as? String)?.isEmpty == false)
            let steps = try #require(turn["steps"] as? [[String: Any]])
            try #require(steps.count == 1, "\(run)")
            let step = steps[0]
            #expect(Set(step.keys) == ["n", "tool", "args", "status", "created", "facts"])
            #expect(step["n"] as? Int == 1)
            #expect(step["tool"] as? String == "createTask")
            let args = try #require(step["args"] as? [String: String])
            #expect(args["title"] == "call the dentist")
            #expect(args["due"] == "2026-03-13T15:00")
            #expect(step["status"] as? String == "done")
            let created = try #require(step["created"] as? String)
            let task = try #require(try await sandbox.export().tasks.first)
            #expect(created == "id:" + task.id)
            #expect(step["facts"] is [String: Any])

            let two = try await sandbox.run(
                "ask", "--json", "-", input: Array("todo: renew passport\nplay some jazz\n".utf8))
            #expect(two.status == 1, "the worst turn decides: \(two)")
            try #require(two.lines.count == 2, "\(two)")
            let decline = try JSONObject(two.lines[1])
            #expect(decline["understood"] as? Bool == false)
            #expect(decline["turn"] is NSNull)
            #expect((decline["steps"] as? [Any])?.isEmpty == true)
        }

        @Test func dryRunShowsThePlanAndChangesNothing() async throws {
            let sandbox = try Sandbox()
            _ = try await sandbox.ask("todo: renew passport")
            let before = try await sandbox.export()
            let historyBefore = try await sandbox.run("history")

            let run = try await sandbox.run("ask", "--dry-run", "remind me to buy bread tomorrow")
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout.contains("createTask"), "\(run)")
            #expect(run.stdout.contains("buy bread"), "\(run)")
            #expect(run.stdout.contains("nothing was changed"), "\(run)")
            let json = try await sandbox.run("ask", "--dry-run", "--json", "undo")
            #expect(json.status == 0, "\(json)")
            let turn = try JSONObject(json.stdout)
            #expect(turn["turn"] is NSNull)
            let steps = try #require(turn["steps"] as? [[String: Any]])
            #expect(steps.map { $0["status"] as? String } == ["skipped"])

            #expect(try await sandbox.export() == before)
            #expect(try await sandbox.run("history").stdout == historyBefore.stdout)
        }
    }
}

import Foundation
import Testing

extension EndToEnd {
    /// `pb ask` ends with the status DESIGN.md fixes: 0 done, 1 declined, 2 usage, 3 store,
    /// 4 a step failed.
    @Suite struct ExitCodes {
        @Test(arguments: [
            "play some jazz", "what's the weather like tomorrow?", "set a timer for 10 minutes",
        ])
        func aDeclineExitsOneAndChangesNothing(_ request: String) async throws {
            let sandbox = try Sandbox()
            _ = try await sandbox.ask("todo: renew passport")
            let before = try await sandbox.export()
            let historyBefore = try await sandbox.run("history")

            let run = try await sandbox.ask(request)
            #expect(run.status == 1, "\(run)")
            #expect(run.output.contains("changed nothing"), "\(run)")
            #expect(try await sandbox.export() == before)
            #expect(try await sandbox.run("history").stdout == historyBefore.stdout)
        }

        @Test func aMistypedOptionIsAUsageErrorThatSuggestsTheRightOne() async throws {
            let sandbox = try Sandbox()
            let run = try await sandbox.pb(["--stor", sandbox.store, "ask", "todo: renew passport"])
            #expect(run.status == 2, "\(run)")
            #expect(run.stderr.contains("Error: unknown option '--stor'."), "\(run)")
            #expect(run.stderr.contains("Did you mean '--store'?"), "\(run)")
            #expect(run.stderr.contains("Usage: pb"), "\(run)")
            #expect(run.stdout.isEmpty, "\(run)")
            #expect(!sandbox.exists(sandbox.store), "a usage error opens no store")
        }

        @Test func aMistypedCommandIsAUsageErrorThatSuggestsTheRightOne() async throws {
            let sandbox = try Sandbox()
            let run = try await sandbox.run("akс", "todo: renew passport")  // a Cyrillic "с"
            #expect(run.status == 2, "\(run)")
            #expect(run.stderr.contains("unknown command 'akс'"), "\(run)")
            #expect(run.stderr.contains("Did you mean 'ask'?"), "\(run)")
            #expect(run.stdout.isEmpty, "\(run)")
            #expect(!sandbox.exists(sandbox.store), "a usage error opens no store")
        }

        /// "--fixture" and "--bench" belong to eval: said to ask they would be ignored, and
        /// the request would run on the real store as if the fixture had been used.
        @Test(arguments: [["--fixture", "home.json"], ["--bench"]])
        func anEvalOptionSaidToAskIsAUsageErrorThatTouchesNoStore(_ option: [String])
            async throws
        {
            let sandbox = try Sandbox()
            let run = try await sandbox.pb(
                ["--store", sandbox.store, "ask"] + option + ["todo: renew passport"])
            #expect(run.status == 2, "\(run)")
            #expect(run.stderr.contains("\(option[0]) works with 'eval' only."), "\(run)")
            #expect(run.stdout.isEmpty, "\(run)")
            #expect(!sandbox.exists(sandbox.store), "a usage error opens no store")
        }

        @Test func askWithoutARequestIsAUsageError() async throws {
            let sandbox = try Sandbox()
            let run = try await sandbox.run("ask")
            #expect(run.status == 2, "\(run)")
            #expect(run.stderr.contains("'ask' needs a request"), "\(run)")
        }

        @Test func aClockThatIsNotADateIsAUsageErrorForEveryCommand() async throws {
            let sandbox = try Sandbox()
            _ = try await sandbox.ask("todo: renew passport")
            let backup = sandbox.root + "/backup.json"
            try Data(try await sandbox.run("export", "--json").stdout.utf8)
                .write(to: URL(fileURLWithPath: backup))
            let before = try await sandbox.export()
            for arguments in [
                ["ask", "todo: water the ferns"], ["export", "--json"], ["import", backup],
            ] {
                let run = try await sandbox.pb(
                    ["--store", sandbox.store] + arguments, environment: ["PB_NOW": "next tuesday"])
                #expect(run.status == 2, "\(run)")
                #expect(
                    run.output.contains(#"PB_NOW is set to "next tuesday", which is not a date"#),
                    "\(run)")
            }
            #expect(try await sandbox.export() == before)
        }

        @Test func aStepThatFindsNothingExitsFourAndSaysWhat() async throws {
            let sandbox = try Sandbox()
            // A task's or a note's name that finds nothing is declined before anything
            // runs (exit 1); a project's asked about is looked up by the tool, which fails.
            let run = try await sandbox.ask("show the unicorn project")
            #expect(run.status == 4, "\(run)")
            #expect(run.output.contains("unicorn"), "\(run)")
            #expect(run.output.contains("Nothing was changed"), "\(run)")
            #expect(try await sandbox.export().isEmpty)
        }
    }
}

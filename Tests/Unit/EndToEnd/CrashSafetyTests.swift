import Testing

extension EndToEnd {
    /// A crash mid-plan leaves every finished step applied and journaled (DESIGN.md
    /// invariant 1): the next start says so, and one "undo" takes back what was done.
    /// `PB_TEST_ABORT_AFTER_STEP=N` makes pb abort right after step N commits.
    @Suite struct CrashSafety {
        static let plan = "create a project Garden and add tasks: buy seeds, dig the beds"

        @Test func aPlanCutOffAfterStepTwoIsReportedAndUndoneWhole() async throws {
            let sandbox = try Sandbox()
            let crash = try await sandbox.ask(
                Self.plan, environment: ["PB_TEST_ABORT_AFTER_STEP": "2"])
            #expect(
                crash.status == nil && crash.signal != nil, "pb should have died mid-plan: \(crash)"
            )

            let kept = try await sandbox.export()
            #expect(kept.projects.map(\.name) == ["Garden"], "\(kept)")
            #expect(kept.tasks.map(\.title) == ["buy seeds"], "step 3 never ran: \(kept)")

            let next = try await sandbox.ask("list my tasks")
            #expect(next.status == 0, "\(next)")
            #expect(
                next.stdout.contains("\"\(Self.plan)\" was interrupted after 2 steps"), "\(next)")
            #expect(next.stdout.contains("Say \"undo\" to take it back"), "\(next)")
            let again = try await sandbox.ask("list my tasks")
            #expect(!again.stdout.contains("interrupted"), "said once only: \(again)")

            let undo = try await sandbox.ask("undo")
            #expect(undo.status == 0, "\(undo)")
            #expect(undo.stdout.contains("2 changes"), "\(undo)")
            let store = try await sandbox.export()
            #expect(store.isEmpty, "\(store)")
        }

        @Test func startingTheConversationAlsoReportsTheInterruptedRequest() async throws {
            let sandbox = try Sandbox()
            _ = try await sandbox.ask(Self.plan, environment: ["PB_TEST_ABORT_AFTER_STEP": "2"])
            // `pb` with piped standard input reads one request a line, without a prompt.
            let start = try await sandbox.run(input: Array("undo\n".utf8))
            #expect(start.status == 0, "\(start)")
            #expect(start.stdout.contains("was interrupted after 2 steps"), "\(start)")
            #expect(try await sandbox.export().isEmpty)
        }
    }
}

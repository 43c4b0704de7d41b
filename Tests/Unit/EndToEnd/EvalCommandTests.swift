import Foundation
import Testing

extension EndToEnd {
    /// `pb eval` runs each case on a copy of its fixture and touches nothing else.
    @Suite struct EvalCommand {
        /// exportCalendar cases once wrote pocketbrains-tasks.ics into the working
        /// directory, and wrote the paths they named.
        @Test func anEvalWritesNoFileIntoTheWorkingDirectoryOrAPathACaseNames() async throws {
            let sandbox = try Sandbox()
            _ = try await sandbox.ask("todo: renew passport")
            let fixture = try await sandbox.run("export", "--json")
            try Data(fixture.stdout.utf8).write(
                to: URL(fileURLWithPath: sandbox.root + "/fixture.json"))
            let elsewhere = sandbox.root + "/elsewhere"
            try FileManager.default.createDirectory(
                atPath: elsewhere, withIntermediateDirectories: false)
            let cases = [
                #"{"fixture": "fixture.json"}"#,
                #"{"id": "cal-1", "text": "export my tasks to a calendar file", "expect": {"tool": "exportCalendar"}}"#,
                #"{"id": "cal-2", "text": "export my tasks to the calendar file \#(elsewhere)/tasks.ics", "expect": {"tool": "exportCalendar"}}"#,
            ]
            try Data(cases.joined(separator: "\n").utf8).write(
                to: URL(fileURLWithPath: sandbox.root + "/calendar.jsonl"))

            let run = try await sandbox.pb(["eval", sandbox.root + "/calendar.jsonl"])
            #expect(run.status == 0, "\(run)")
            #expect(
                run.stdout.contains(#"EVALJSON {"split": "calendar", "n": 2, "pass": 2"#), "\(run)")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: sandbox.home).isEmpty,
                "the working directory")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty,
                "the path a case named")
        }
    }
}

import Foundation
import Testing

extension EndToEnd {
    /// The conversation on a real terminal (tmux): readline editing, history recalled with
    /// Up and kept in $XDG_STATE_HOME/pocketbrains/history, Ctrl-C to drop a line, Ctrl-D
    /// to leave.
    @Suite struct ReplTerminal {
        /// The last line of the screen that has anything on it: where the cursor is.
        static func lastLine(_ screen: String) -> String {
            screen.split(separator: "\n").last { !$0.isEmpty }.map(String.init) ?? ""
        }

        /// An empty prompt waits on the last line (capture-pane drops its trailing space).
        static func promptIsReady(_ screen: String) -> Bool {
            lastLine(screen) == "pb>"
        }

        static func count(_ text: String, in screen: String) -> Int {
            screen.components(separatedBy: text).count - 1
        }

        @Test func aSessionCapturesRecallsUndoesAndEndsOnCtrlD() async throws {
            let sandbox = try Sandbox()
            let terminal = try await TmuxSession(sandbox: sandbox)
            try await terminal.start(sandbox.binary, ["--store", sandbox.store])
            try await terminal.wait(for: "the first prompt", until: Self.promptIsReady)

            let added = "✓ createTask  water the ferns"
            try await terminal.type("todo: water the ferns")
            try await terminal.send("Enter")
            try await terminal.wait(for: "the first ✓") {
                Self.count(added, in: $0) == 1 && Self.promptIsReady($0)
            }

            try await terminal.send("Up")
            try await terminal.wait(for: "the line recalled") {
                Self.lastLine($0) == "pb> todo: water the ferns"
            }
            try await terminal.send("Enter")
            try await terminal.wait(for: "the second ✓") {
                Self.count(added, in: $0) == 2 && Self.promptIsReady($0)
            }
            #expect(
                try await sandbox.export().tasks.map(\.title) == [
                    "water the ferns", "water the ferns",
                ])

            try await terminal.type("undo")
            try await terminal.send("Enter")
            try await terminal.wait(for: "the undo") {
                $0.contains("✓ undo") && Self.promptIsReady($0)
            }

            try await terminal.send("C-d")
            let status = try await terminal.exitStatus()
            let screen = try await terminal.screen()
            #expect(status == 0, "\(screen)")
            #expect(try await sandbox.export().tasks.map(\.title) == ["water the ferns"])

            let history = try String(
                contentsOfFile: sandbox.stateHome + "/pocketbrains/history", encoding: .utf8)
            #expect(
                history.split(separator: "\n") == [
                    "todo: water the ferns", "todo: water the ferns", "undo",
                ])
        }

        @Test func ctrlCDropsAHalfTypedLineAndTheConversationGoesOn() async throws {
            let sandbox = try Sandbox()
            let terminal = try await TmuxSession(sandbox: sandbox)
            try await terminal.start(sandbox.binary, ["--store", sandbox.store])
            try await terminal.wait(for: "the first prompt", until: Self.promptIsReady)

            try await terminal.type("todo: half typed")
            try await terminal.wait(for: "the typing") {
                Self.lastLine($0) == "pb> todo: half typed"
            }
            try await terminal.send("C-c")
            try await terminal.wait(for: "a fresh prompt after Ctrl-C", until: Self.promptIsReady)
            #expect(try await terminal.isAlive())

            try await terminal.type("todo: feed the cat")
            try await terminal.send("Enter")
            try await terminal.wait(for: "the ✓") {
                $0.contains("✓ createTask  feed the cat") && Self.promptIsReady($0)
            }
            try await terminal.send("C-d")
            let status = try await terminal.exitStatus()
            let screen = try await terminal.screen()
            #expect(status == 0, "\(screen)")

            #expect(try await sandbox.export().tasks.map(\.title) == ["feed the cat"])
            let history = try String(
                contentsOfFile: sandbox.stateHome + "/pocketbrains/history", encoding: .utf8)
            #expect(history.split(separator: "\n") == ["todo: feed the cat"])
        }
    }
}

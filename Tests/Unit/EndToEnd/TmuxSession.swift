import Foundation

/// A terminal for the REPL: a detached tmux session on a private server, driven by
/// send-keys and read by capture-pane (TOOLCHAIN.md section 6). Its socket lives in the
/// sandbox, and the server is killed when the session is released.
final class TmuxSession: Sendable {
    let tmux: String
    let socket: String
    let sandbox: Sandbox

    /// Starts a 120x40 session that keeps its pane after the program in it ends, so the
    /// exit status can be read. Fails, naming the fix, when tmux is not installed.
    init(sandbox: Sandbox) async throws {
        guard let tmux = Self.find("tmux") else {
            throw HarnessProblem(
                "tmux is not installed, and the REPL tests need it: install it (apt-get install tmux; the README set-up does)."
            )
        }
        self.tmux = tmux
        self.socket = sandbox.root + "/tmux.sock"
        self.sandbox = sandbox
        try await command(
            "-f", "/dev/null", "new-session", "-d", "-s", "s", "-x", "120", "-y", "40")
        try await command("set-option", "-t", "s", "remain-on-exit", "on")
    }

    deinit {
        Subprocess.runBlocking(
            tmux, ["-S", socket, "kill-server"], environment: sandbox.environment)
    }

    /// Runs `program` with `arguments` in the pane, replacing what ran there.
    ///
    /// A shell in the pane runs it and writes its exit status to a file: tmux 3.3a, after a
    /// Ctrl-C, sometimes records no status (or "signal 2") for a pane whose program exited
    /// 0. That shell ignores SIGINT itself; the program resets it, as pb does.
    func start(_ program: String, _ arguments: [String]) async throws {
        let words = ([program] + arguments).map(Self.quoted).joined(separator: " ")
        try await command(
            "respawn-pane", "-k", "-t", "s",
            "trap '' INT; \(words); echo $? > \(Self.quoted(statusFile))")
    }

    private var statusFile: String { sandbox.root + "/pane-exit-status" }

    static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// Types text, or presses keys named as tmux names them ("Enter", "Up", "C-d").
    func send(_ keys: String...) async throws {
        try await command(["send-keys", "-t", "s"] + keys)
    }

    /// Types `text` literally: no word in it is read as a key name.
    func type(_ text: String) async throws {
        try await command("send-keys", "-t", "s", "-l", text)
    }

    /// The visible screen, trailing spaces stripped.
    func screen() async throws -> String {
        try await command("capture-pane", "-t", "s", "-p")
    }

    /// Waits until `condition` holds for the screen; fails with the screen after `timeout`.
    @discardableResult
    func wait(
        for what: String, timeout: Duration = .seconds(10), until condition: (String) -> Bool
    ) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        while true {
            let text = try await screen()
            if condition(text) { return text }
            guard ContinuousClock.now < deadline else {
                throw HarnessProblem("timed out waiting for \(what). The screen:\n\(text)")
            }
            try await Task.sleep(for: .milliseconds(30))
        }
    }

    /// Waits for the program in the pane to end, and gives its exit status (128 + N for
    /// signal N, as the shell reports it).
    func exitStatus(timeout: Duration = .seconds(10)) async throws -> Int32? {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let text = try? String(contentsOfFile: statusFile, encoding: .utf8),
                text.hasSuffix("\n")
            {
                return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            guard ContinuousClock.now < deadline else {
                throw HarnessProblem(
                    "the program in the pane did not end. The screen:\n\(try await screen())")
            }
            try await Task.sleep(for: .milliseconds(30))
        }
    }

    /// Whether the program in the pane is still running.
    func isAlive() async throws -> Bool {
        if FileManager.default.fileExists(atPath: statusFile) { return false }
        return try await format("#{pane_dead}") != "1"
    }

    private func format(_ format: String) async throws -> String {
        try await command("display-message", "-t", "s", "-p", format).trimmingCharacters(
            in: .whitespacesAndNewlines)
    }

    @discardableResult
    private func command(_ arguments: String...) async throws -> String {
        try await command(arguments)
    }

    @discardableResult
    private func command(_ arguments: [String]) async throws -> String {
        var environment = sandbox.environment
        environment["TERM"] = "xterm-256color"
        environment["SHELL"] = "/bin/sh"
        let result = try await Subprocess.run(
            tmux, ["-S", socket] + arguments, environment: environment, directory: sandbox.home,
            scratch: sandbox.root, timeout: .seconds(10))
        guard result.status == 0 else {
            throw HarnessProblem(
                "tmux \(arguments.joined(separator: " ")) failed: \(result.stderr)")
        }
        return result.stdout
    }

    static func find(_ program: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return (path.split(separator: ":").map { "\($0)/\(program)" } + ["/usr/bin/\(program)"])
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

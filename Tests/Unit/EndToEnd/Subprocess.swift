import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program to its end, its standard streams in files so that no pipe can fill up
/// and stall it.
///
/// Not Foundation's Process: it learns that a child ended when a socket the child
/// inherits closes, and tmux's server, which the first tmux client forks and keeps,
/// inherits that socket too, so the client's end was never seen. Here the child gets
/// only its three standard streams, and a thread of its own waits for it.
enum Subprocess {
    /// How a run ended and what it wrote.
    struct Result: Sendable {
        /// The exit status, or nil when a signal ended the program.
        let status: Int32?
        /// The signal that ended the program, if one did.
        let signal: Int32?
        let stdout: String
        let stderr: String
        /// Wall-clock time from start to end.
        let seconds: Double
        let timedOut: Bool
    }

    /// Runs `executable` with `arguments` in `directory`, with exactly `environment`;
    /// `input` becomes its standard input (else /dev/null). Scratch files go in `scratch`.
    /// Past `timeout` the program is killed and the result says so.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String],
        directory: String, input: [UInt8]? = nil, scratch: String, timeout: Duration = .seconds(30)
    ) async throws -> Result {
        let name = scratch + "/run-" + UUID().uuidString
        let fileManager = FileManager.default
        defer {
            for suffix in [".in", ".out", ".err"] {
                try? fileManager.removeItem(atPath: name + suffix)
            }
        }
        if let input {
            guard fileManager.createFile(atPath: name + ".in", contents: Data(input)) else {
                throw HarnessProblem("cannot write the input file \(name).in")
            }
        }
        let clock = ContinuousClock()
        let start = clock.now
        let pid = try spawn(
            executable, arguments, environment: environment, directory: directory,
            stdin: input == nil ? "/dev/null" : name + ".in", stdout: name + ".out",
            stderr: name + ".err")
        let watchdog = Task {
            try await Task.sleep(for: timeout)
            kill(pid, SIGKILL)
        }
        let status = await waitForExit(pid)
        watchdog.cancel()
        let elapsed = clock.now - start
        let signal = status & 0x7F
        let signalled = signal != 0 && signal != 0x7F
        return Result(
            status: signalled ? nil : (status >> 8) & 0xFF,
            signal: signalled ? signal : nil,
            stdout: String(
                decoding: fileManager.contents(atPath: name + ".out") ?? Data(), as: UTF8.self),
            stderr: String(
                decoding: fileManager.contents(atPath: name + ".err") ?? Data(), as: UTF8.self),
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds)
                / 1e18,
            timedOut: signalled && elapsed >= timeout)
    }

    /// Runs a program to its end without output, blocking: for clean-up in a deinit.
    static func runBlocking(
        _ executable: String, _ arguments: [String], environment: [String: String]
    ) {
        guard
            let pid = try? spawn(
                executable, arguments, environment: environment, directory: "/", stdin: "/dev/null",
                stdout: "/dev/null", stderr: "/dev/null")
        else { return }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    }

    /// Starts the program with the three files as its standard streams and no other
    /// descriptor, default signal handling and an empty signal mask.
    private static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String],
        directory: String,
        stdin: String, stdout: String, stderr: String
    ) throws -> pid_t {
        let streams = [
            open(stdin, O_RDONLY | O_CLOEXEC),
            open(stdout, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600),
            open(stderr, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600),
        ]
        defer { for fd in streams where fd >= 0 { close(fd) } }
        guard streams.allSatisfy({ $0 >= 0 }) else {
            throw HarnessProblem(
                "cannot open the standard streams for \(executable): \(String(cString: strerror(errno)))"
            )
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, fd) in streams.enumerated() {
            posix_spawn_file_actions_adddup2(&actions, fd, Int32(target))
        }
        guard let changeDirectory = GNUSpawn.addChangeDirectory else {
            throw HarnessProblem(
                "this C library has no posix_spawn_file_actions_addchdir_np (glibc 2.29 or later)")
        }
        _ = directory.withCString { changeDirectory(&actions, $0) }
        _ = GNUSpawn.addCloseFrom?(&actions, 3)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGPIPE, SIGTERM, SIGQUIT, SIGHUP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard rc == 0 else {
            throw HarnessProblem("cannot start \(executable): \(String(cString: strerror(rc)))")
        }
        return pid
    }

    /// The wait status of `pid`, waited for on a thread of its own, so that no thread of
    /// the test pool blocks.
    private static func waitForExit(_ pid: pid_t) async -> Int32 {
        await withCheckedContinuation { continuation in
            Thread {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
                continuation.resume(returning: status)
            }.start()
        }
    }
}

/// glibc's spawn file actions that Swift's Glibc module does not import (they need
/// _GNU_SOURCE), looked up at run time.
private enum GNUSpawn {
    typealias ChangeDirectory =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) ->
        Int32
    typealias CloseFrom =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    static let addChangeDirectory: ChangeDirectory? = dlsym(
        nil, "posix_spawn_file_actions_addchdir_np"
    )
    .map { unsafeBitCast($0, to: ChangeDirectory.self) }
    /// glibc 2.34 and later; without it the child may inherit descriptors not marked close-on-exec.
    static let addCloseFrom: CloseFrom? = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np")
        .map { unsafeBitCast($0, to: CloseFrom.self) }
}

/// Something the test harness itself could not do: the reason a test fails before `pb`
/// ever ran, worded so the fix is plain.
struct HarnessProblem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

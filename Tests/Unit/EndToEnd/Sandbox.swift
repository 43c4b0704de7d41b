import Foundation

/// One test's private world: a temporary folder holding the store, HOME and the XDG
/// folders, and the environment every `pb` run of the test gets (the clock pinned, no
/// colour, nothing inherited). The folder is removed when the sandbox is released.
final class Sandbox: Sendable {
    /// Tuesday 10 March 2026, 09:00: "Friday" is 13 March.
    static let now = "2026-03-10T09:00:00"

    let root: String
    let home: String
    /// The store most tests use, in a folder that exists (the file itself does not yet).
    let store: String
    let dataHome: String
    let stateHome: String
    let binary: String
    let environment: [String: String]

    init() throws {
        binary = try PBBinary.path()
        root = try Self.makeTemporaryDirectory()
        home = root + "/home"
        dataHome = root + "/xdg-data"
        stateHome = root + "/xdg-state"
        store = root + "/stores/s.sqlite"
        for folder in [
            home, dataHome, stateHome, root + "/xdg-config", root + "/xdg-cache", root + "/stores",
        ] {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true)
        }
        environment = [
            "PATH": "/usr/local/bin:/usr/bin:/bin",
            "HOME": home,
            "XDG_DATA_HOME": dataHome,
            "XDG_STATE_HOME": stateHome,
            "XDG_CONFIG_HOME": root + "/xdg-config",
            "XDG_CACHE_HOME": root + "/xdg-cache",
            "PB_NOW": Self.now,
            "NO_COLOR": "1",
            "LANG": "C.UTF-8",
            "TZ": "UTC",
            "TMPDIR": root,
            // A crash test aborts pb on purpose; the backtrace would only slow it down.
            "SWIFT_BACKTRACE": "enable=no",
        ]
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    static func makeTemporaryDirectory() throws -> String {
        let base =
            ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? "/tmp"
        var template = Array((base + "/pb-e2e-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
        }
        guard let made else { throw HarnessProblem("cannot make a temporary folder under \(base)") }
        return made
    }

    /// Runs `pb` with exactly these arguments.
    func pb(
        _ arguments: [String], input: [UInt8]? = nil, environment extra: [String: String] = [:],
        timeout: Duration = .seconds(30)
    ) async throws -> PBRun {
        let result = try await Subprocess.run(
            binary, arguments, environment: environment.merging(extra) { $1 }, directory: home,
            input: input, scratch: root, timeout: timeout)
        return PBRun(arguments: arguments, result: result)
    }

    /// Runs `pb --store STORE` and the given arguments.
    func run(
        _ arguments: String..., input: [UInt8]? = nil, store: String? = nil,
        environment extra: [String: String] = [:]
    ) async throws -> PBRun {
        try await pb(
            ["--store", store ?? self.store] + arguments, input: input, environment: extra)
    }

    /// `pb --store STORE ask REQUEST`.
    func ask(_ request: String, store: String? = nil, environment extra: [String: String] = [:])
        async throws -> PBRun
    {
        try await run("ask", request, store: store, environment: extra)
    }

    /// `pb --store STORE ask -`, one request a line.
    func askLines(_ lines: [String], store: String? = nil) async throws -> PBRun {
        try await run("ask", "-", input: Array(lines.map { $0 + "\n" }.joined().utf8), store: store)
    }

    /// The store as `pb export --json` gives it; a failed export fails the test.
    func export(store: String? = nil) async throws -> ExportedStore {
        let run = try await run("export", "--json", store: store)
        guard run.status == 0 else { throw HarnessProblem("pb export --json failed:\n\(run)") }
        return try ExportedStore(json: run.stdout)
    }

    /// The bytes of a file, or nil when it does not exist.
    func bytes(_ path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }
}

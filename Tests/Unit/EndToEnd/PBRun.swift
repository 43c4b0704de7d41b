/// One finished run of `pb`: how it ended and what it printed. Its description shows all
/// of it, so a failed expectation says what pb actually did.
struct PBRun: Sendable, CustomStringConvertible {
    let arguments: [String]
    /// The exit status; nil when a signal ended pb.
    let status: Int32?
    let signal: Int32?
    let stdout: String
    let stderr: String
    let seconds: Double

    init(arguments: [String], result: Subprocess.Result) {
        self.arguments = arguments
        status = result.status
        signal = result.signal
        stdout = result.stdout
        stderr = result.stderr
        seconds = result.seconds
    }

    /// Everything pb printed, standard output first.
    var output: String { stdout + stderr }

    /// The non-empty lines of standard output.
    var lines: [String] { stdout.split(separator: "\n").map(String.init) }

    var description: String {
        func clip(_ text: String) -> String {
            text.count <= 1500 ? text : String(text.prefix(1500)) + "… (\(text.utf8.count) bytes)"
        }
        let args = arguments.map { $0.count > 80 ? "<\($0.utf8.count) bytes>" : "\"\($0)\"" }
        let end = status.map { "exit \($0)" } ?? "signal \(signal ?? 0)"
        return
            "pb \(args.joined(separator: " ")) → \(end) in \(String(format: "%.2f", seconds)) s\n"
            + "stdout:\n\(clip(stdout))\nstderr:\n\(clip(stderr))"
    }
}

/// The command line, parsed: one command and its flags (DESIGN.md "Who uses it").
struct CommandLineArguments: Equatable {
    enum Command: Equatable {
        case repl
        case ask([String])
        case askStdin
        case export
        case importFile(String)
        case eval([String])
        case history
        case help
        case version
    }

    var command: Command = .repl
    var store: String?
    var json = false
    var dryRun = false
    var fixture: String?
    /// `pb eval --bench`: time parsing alone instead of scoring.
    var bench = false

    static let commands = ["ask", "export", "import", "eval", "history", "help"]
    static let flags = [
        "--store", "--json", "--dry-run", "--help", "--version", "--fixture", "--bench", "-h",
    ]

    /// A usage error: what was wrong and, when a near word exists, the suggestion.
    struct UsageError: Error, Equatable {
        let message: String
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineArguments {
        var result = CommandLineArguments()
        var positional: [String] = []
        var index = 0
        var sawDoubleDash = false
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if sawDoubleDash || !word.hasPrefix("-") || word == "-" {
                positional.append(word)
                continue
            }
            switch word {
            case "--": sawDoubleDash = true
            case "--json": result.json = true
            case "--dry-run": result.dryRun = true
            case "--bench": result.bench = true
            case "--help", "-h": result.command = .help
            case "--version", "-V": result.command = .version
            case "--store", "--fixture":
                guard index < arguments.count else {
                    throw UsageError(message: "\(word) needs a path")
                }
                if word == "--store" {
                    result.store = arguments[index]
                } else {
                    result.fixture = arguments[index]
                }
                index += 1
            default:
                if word.hasPrefix("--store=") { result.store = String(word.dropFirst(8)); continue }
                if word.hasPrefix("--fixture=") {
                    result.fixture = String(word.dropFirst(10)); continue
                }
                let near = Suggestion.nearest(
                    to: word.split(separator: "=").first.map(String.init) ?? word, in: flags)
                throw UsageError(
                    message: "unknown option '\(word)'."
                        + (near.map { " Did you mean '\($0)'?" } ?? ""))
            }
        }
        if result.command == .help || result.command == .version { return result }
        guard let first = positional.first else { return result }
        let rest = Array(positional.dropFirst())
        switch first {
        case "ask":
            if rest == ["-"] {
                result.command = .askStdin
            } else if rest.isEmpty {
                throw UsageError(
                    message: "'ask' needs a request, or '-' to read requests from standard input.")
            } else {
                result.command = .ask(rest)
            }
        case "export":
            guard rest.isEmpty else { throw UsageError(message: "'export' takes no arguments.") }
            result.command = .export
        case "import":
            guard rest.count == 1 else {
                throw UsageError(message: "'import' needs exactly one file.")
            }
            result.command = .importFile(rest[0])
        case "eval": result.command = .eval(rest)
        case "history":
            guard rest.isEmpty else { throw UsageError(message: "'history' takes no arguments.") }
            result.command = .history
        case "help": result.command = .help
        default:
            let near = Suggestion.nearest(to: first, in: commands)
            throw UsageError(
                message: "unknown command '\(first)'."
                    + (near.map { " Did you mean '\($0)'?" }
                        ?? " To talk to pb, use: pb ask \"\(positional.joined(separator: " "))\""))
        }
        if result.dryRun, case .ask = result.command {
        } else if result.dryRun, result.command != .askStdin {
            throw UsageError(message: "--dry-run works with 'ask' only.")
        }
        // Said to another command they would be ignored, and the person would think the
        // fixture or the timing had been used.
        if case .eval = result.command {
        } else if result.fixture != nil {
            throw UsageError(message: "--fixture works with 'eval' only.")
        } else if result.bench {
            throw UsageError(message: "--bench works with 'eval' only.")
        }
        return result
    }

    static let usage =
        "Usage: pb [--store PATH] [ask [--json] [--dry-run] REQUEST | ask - | export --json | import FILE | eval [FILE...] | history]"

    static let help = """
        pb: a personal agent for tasks, projects, notes and a diary. Everything stays on this machine.

        \(usage)

        Commands:
          pb                          talk to pb (line editing, history, :help inside)
          pb ask "REQUEST"            one request, then exit:  pb ask "remind me to call the dentist on Friday at 3pm"
          pb ask -                    one request per line from standard input:  printf 'todo: renew passport\\n' | pb ask -
          pb export --json            the whole store as JSON:  pb export --json > backup.json
          pb import FILE              read a file in the export shape:  pb import backup.json
          pb eval [FILE.jsonl ...]    measure the grammar on eval files:  pb eval eval-data/*.jsonl
          pb history                  the latest turns and whether each is undone:  pb history

        Options:
          --store PATH    use this store (default: $PB_STORE, else $XDG_DATA_HOME/pocketbrains/store.sqlite)
          --json          machine-readable output (ask, eval, export)
          --dry-run       show what a request would do, change nothing (ask)
          --fixture PATH  start every eval case from this store (eval)
          --bench         time the grammar alone over the eval files, one core (eval)
          --help          this text;  --version  the version

        Exit codes: 0 done, 1 not understood (nothing changed), 2 usage error, 3 store error, 4 a step failed.
        """
}

/// Nearest known word by edit distance, for "did you mean".
enum Suggestion {
    static func nearest(to word: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word.lowercased(), $0)) }.min { $0.1 < $1.1 }
        guard let (best, d) = scored, d <= max(2, best.count / 3) else { return nil }
        return best
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(1, b.count) where !b.isEmpty {
                current[j] = min(
                    previous[j] + 1, current[j - 1] + 1,
                    previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

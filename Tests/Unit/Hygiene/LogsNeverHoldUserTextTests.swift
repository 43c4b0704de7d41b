import Foundation
import Testing

/// Invariants 5 and 6 read from the source: nothing below the REPL prints or logs (the
/// Agent's phrasebook returns strings, and only the REPL writes them out), and nothing
/// anywhere reaches the network.
@Suite struct LogsNeverHoldUserTextTests {
    /// One line of code, for messages: "Sources/Agent/X.swift:12: the line".
    struct Line: CustomStringConvertible {
        let file: String
        let number: Int
        let text: String
        var description: String {
            "\(file):\(number): \(text.trimmingCharacters(in: .whitespaces))"
        }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every line of every source file under Sources/ (Swift, C headers, module maps),
    /// comments left out, so a doc comment that mentions `print(` is not a finding.
    static func sourceLines() throws -> [Line] {
        let sources = root.appendingPathComponent("Sources")
        guard
            let walker = FileManager.default.enumerator(
                at: sources, includingPropertiesForKeys: nil)
        else {
            return []
        }
        var lines: [Line] = []
        for case let url as URL in walker
        where ["swift", "h", "modulemap"].contains(url.pathExtension) {
            let relative = String(url.path.dropFirst(root.path.count + 1))
            let text = try String(contentsOf: url, encoding: .utf8)
            for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated()
            {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") || code.hasPrefix("*") || code.hasPrefix("/*") { continue }
                lines.append(Line(file: relative, number: i + 1, text: String(line)))
            }
        }
        return lines.sorted { ($0.file, $0.number) < ($1.file, $1.number) }
    }

    static func matching(_ pattern: String, in lines: [Line]) throws -> [Line] {
        let regex = try Regex(pattern)
        return lines.filter { $0.text.contains(regex) }
    }

    /// The terminal belongs to the REPL (and readline's shim, which only the REPL imports).
    static func belowTheREPL(_ line: Line) -> Bool {
        !line.file.hasPrefix("Sources/REPL/") && !line.file.hasPrefix("Sources/CReadline/")
    }

    @Test func theSourcesAreFound() throws {
        let lines = try Self.sourceLines()
        #expect(lines.contains { $0.file == "Sources/Agent/Words/Phrasebook.swift" })
        #expect(lines.count > 10_000)
    }

    @Test func nothingBelowTheREPLPrintsOrWritesToTheTerminal() throws {
        let lines = try Self.sourceLines().filter(Self.belowTheREPL)
        let printing = try Self.matching(
            #"\bprint\(|\bfputs\(|\bputs\(|\bprintf\(|\bdprintf\(|\bfwrite\(|\bdebugPrint\(|\bdump\(|FileHandle\.standard|STDOUT_FILENO|STDERR_FILENO|\bstdout\b|\bstderr\b|\bwrite\(\s*[12]\s*,"#,
            in: lines)
        #expect(printing.isEmpty, "\(printing)")
    }

    /// The one raw `write` below the REPL is the atomic file replace used by exportCalendar,
    /// to a descriptor it opened itself.
    @Test func theOnlyRawWriteIsTheAtomicFileReplace() throws {
        let writes = try Self.matching(
            #"\bwrite\(fd\b|Glibc\.write\("#, in: Self.sourceLines().filter(Self.belowTheREPL))
        #expect(Set(writes.map(\.file)) == ["Sources/ToolBox/Interop/LocalFile.swift"], "\(writes)")
    }

    /// No logging at all, so no log can hold what a person typed.
    @Test func nothingLogs() throws {
        let logging = try Self.matching(
            #"\bos_log\(|\bLogger\(|\bsyslog\(|\bNSLog\(|\bopenlog\(|import Logging\b|import os\b"#,
            in: Self.sourceLines())
        #expect(logging.isEmpty, "\(logging)")
    }

    @Test func nothingReachesTheNetwork() throws {
        let network = try Self.matching(
            #"URLSession|URLRequest|FoundationNetworking|import Network\b|\bsocket\(|\bconnect\(|\bgetaddrinfo\(|\bgethostbyname|\blibcurl\b|\bcurl_[a-z]+\(|"curl\b|\bpopen\(|\bsystem\(|posix_spawn|\bexecv|\bProcess\("#,
            in: Self.sourceLines())
        #expect(network.isEmpty, "\(network)")
    }

    /// The C libraries linked are the four the package declares, none of them networked.
    @Test func onlyLocalCLibrariesAreLinked() throws {
        let links = try Self.matching(
            #"^\s*link\s+""#, in: Self.sourceLines().filter { $0.file.hasSuffix(".modulemap") })
        let names = Set(
            links.compactMap { $0.text.split(separator: "\"").dropFirst().first.map(String.init) })
        #expect(names == ["sqlite3", "readline", "pcre2-8", "stemmer"], "\(links)")
    }
}

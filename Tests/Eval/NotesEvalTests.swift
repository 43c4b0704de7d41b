import Testing
import ToolBox

#if canImport(Glibc)
    import Glibc
#endif

/// askNotes on eval-data/notes: 30 notes, questions written before the retrieval.
@Suite struct NotesEvalTests {
    /// The package root, found from this file so the test runs from any directory.
    static let root: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/Eval/NotesEvalTests.swift
        return parts.joined(separator: "/")
    }()

    static func read(_ relative: String) throws -> String {
        let path = root + "/" + relative
        guard let file = fopen(path, "r") else {
            throw NotesEvalProblem(reason: "cannot open \(path)")
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func notesEvalMeetsItsBar() throws {
        let report = try NotesEval.run(
            fixture: Self.read("eval-data/notes/notes.json"),
            questions: Self.read("eval-data/notes/questions.jsonl"))
        for miss in report.misses {
            print(
                "EVAL notes miss \(miss.id) [\(miss.reasons.joined(separator: ","))] \(miss.question) "
                    + "expected=\(miss.expected ?? "none") ranked=\(miss.ranked) answer=\(miss.answer ?? "-")"
            )
        }
        print(report.evalJSON)
        #expect(report.toolMismatches == 0)
        #expect(report.recallAt1 >= 0.95)
        #expect(report.recallAt3 >= 0.98)
        #expect(report.faithfulness == 1.0)
    }

    /// The same questions without the related-term table: what the table adds, reported,
    /// not gated.
    @Test func notesEvalWithoutExpansionIsReported() throws {
        let report = try NotesEval.run(
            fixture: Self.read("eval-data/notes/notes.json"),
            questions: Self.read("eval-data/notes/questions.jsonl"),
            expand: false)
        print(report.evalJSON)
        #expect(report.faithfulness == 1.0)
    }
}

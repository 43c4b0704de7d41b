import Testing

@testable import Agent

#if canImport(Glibc)
    import Glibc
#endif

/// A file whose first line says `"items": "stored"` gives each item argument as the stored
/// item's name: the case passes when the words pb gave find that item in the fixture, and
/// fails when they find another or none. Without the line, the words must be said alike.
@Suite struct EvalStoredItemsTests {
    static let fixture: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)  // Tests/Unit/Agent/EvalStoredItemsTests.swift
        return parts.joined(separator: "/") + "/eval-data/fixtures/home.json"
    }()

    static let cases = [
        #"{"id": "a", "text": "mark the dentist done", "expect": {"tool": "completeTask", "args": {"task": "call the dentist"}}}"#,
        #"{"id": "b", "text": "mark the plumber done", "expect": {"tool": "completeTask", "args": {"task": "call the dentist"}}}"#,
        #"{"id": "c", "text": "reopen the oven", "expect": {"tool": "reopenTask", "args": {"task": "clean the oven"}}}"#,
        #"{"id": "d", "text": "add a milestone to the garden project: beds dug by friday", "expect": {"tool": "addMilestone", "args": {"project": "Garden"}}}"#,
    ]

    func passes(header: String) throws -> [String: Bool] {
        let path = "/tmp/pb-eval-stored-\(getpid()).jsonl"
        let text = ([header] + Self.cases).joined(separator: "\n") + "\n"
        guard let file = fopen(path, "w") else {
            Issue.record("cannot write \(path)")
            return [:]
        }
        fputs(text, file)
        fclose(file)
        defer { unlink(path) }
        let report = try EvalRunner().run(files: [path])
        return Dictionary(uniqueKeysWithValues: report.results.map { ($0.evalCase.id, $0.pass) })
    }

    @Test func storedNamesMatchTheWordsThatFindThem() throws {
        let stored = try passes(header: #"{"fixture": "\#(Self.fixture)", "items": "stored"}"#)
        #expect(stored == ["a": true, "b": false, "c": true, "d": true])
        let said = try passes(header: #"{"fixture": "\#(Self.fixture)"}"#)
        #expect(said == ["a": false, "b": false, "c": false, "d": true])
    }
}

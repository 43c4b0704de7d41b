import Agent
import Testing

/// The router eval over eval-data/, one aggregated test per split (DESIGN.md "The eval
/// contract"): gated splits must stay at 100%, no decline may become a change, and
/// held-out misses are counted, never printed.
@Suite struct RouterEvalTests {
    static let root: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/Eval/RouterEvalTests.swift
        return parts.joined(separator: "/")
    }()

    static let report: Result<EvalReport, any Error> = Result {
        let files = EvalFiles.defaultFiles(directory: root + "/eval-data")
        guard !files.isEmpty else {
            throw EvalFileProblem(file: root + "/eval-data", line: 0, reason: "no eval files")
        }
        return try EvalRunner().run(files: files)
    }

    static func split(_ name: String) throws -> EvalReport.Split {
        let report = try Self.report.get()
        return try #require(report.splits.first { $0.name == name }, "no split \(name)")
    }

    @Test(arguments: ["canonical", "compound"])
    func gatedSplitsPassEveryCase(_ name: String) throws {
        let report = try Self.report.get()
        for r in report.results where r.evalCase.split == name && !r.pass {
            print("EVAL miss \(r.evalCase.id): \(r.evalCase.text) got \(r.got.serialized)")
        }
        let split = try Self.split(name)
        print("EVAL \(name) \(split.pass)/\(split.n)")
        #expect(split.pass == split.n)
    }

    @Test func declinesNeverChangeData() throws {
        for split in try Self.report.get().splits where split.declineCases > 0 {
            #expect(
                split.falseMutation == 0,
                "\(split.name) routed a decline to a tool that changes data")
        }
    }

    @Test(arguments: ["heldout-a", "heldout-b"])
    func heldOutSplitsAreCountedNotItemised(_ name: String) throws {
        let split = try Self.split(name)
        print("EVAL \(name) \(split.pass)/\(split.n) (misses not itemised)")
        #expect(split.n >= 60)
    }

    @Test func everySplitReportsEvalJSON() throws {
        let lines = EvalPrinter.lines(try Self.report.get(), json: false).filter {
            $0.hasPrefix("EVALJSON ")
        }
        for line in lines { print(line) }
        #expect(lines.count == (try Self.report.get()).splits.count)
    }
}

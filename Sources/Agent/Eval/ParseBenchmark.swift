package import IntentGrammar
package import Planner
package import ToolBox
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Parse-only speed: every eval utterance through the grammar and planner with no store,
/// and every date case through the date parser, on one core. For `pb eval --bench`.
package enum ParseBenchmark {
    package struct Result: Sendable {
        package let utterances: Int
        package let medianMicroseconds: Double
        package let perSecond: Double
        package let datePhrases: Int
        package let dateMedianMicroseconds: Double
    }

    package static func run(_ cases: [EvalCase], rounds: Int = 7) -> Result {
        let planner = CompoundPlanner()
        var router: [(String, LocalDateTime)] = []
        var dates: [(String, LocalDateTime)] = []
        for c in cases {
            guard let now = LocalDateTime(iso: c.now) else { continue }
            // The date parser reads every text; the grammar reads the router cases.
            dates.append((c.text, now))
            if case .date = c.expectation { continue }
            router.append((c.text, now))
        }
        if let path = getenv("PB_BENCH_DUMP").map({ String(cString: $0) }) {
            var out = ""
            for (text, now) in router {
                let steps = planner.plan(text, context: ParseContext(now: now))
                out += text + " => " + steps.map { s in
                    "\(s.tool) \(s.frame) " + s.arguments.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "|")
                }.joined(separator: " ;; ") + "\n"
            }
            for (text, now) in dates {
                out += text + " D=> " + (DateParser(now: now).firstMatch(in: text).map { "\($0.value)" } ?? "-") + "\n"
            }
            FileManager.default.createFile(atPath: path, contents: Data(out.utf8))
        }
        // Warm up once: tables are built lazily on first use.
        for (text, now) in router { _ = planner.plan(text, context: ParseContext(now: now)) }
        var perRound: [Double] = []
        for _ in 0..<rounds {
            let start = monotonicNanoseconds()
            for (text, now) in router { _ = planner.plan(text, context: ParseContext(now: now)) }
            perRound.append(
                Double(monotonicNanoseconds() - start) / 1000 / Double(max(1, router.count)))
        }
        var dateRounds: [Double] = []
        for _ in 0..<rounds {
            let start = monotonicNanoseconds()
            for (text, now) in dates { _ = DateParser(now: now).firstMatch(in: text) }
            dateRounds.append(
                Double(monotonicNanoseconds() - start) / 1000 / Double(max(1, dates.count)))
        }
        let median = perRound.sorted()[perRound.count / 2]
        return Result(
            utterances: router.count, medianMicroseconds: median,
            perSecond: median > 0 ? 1_000_000 / median : 0,
            datePhrases: dates.count,
            dateMedianMicroseconds: dateRounds.sorted()[dateRounds.count / 2])
    }

    static func monotonicNanoseconds() -> Int {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return ts.tv_sec * 1_000_000_000 + ts.tv_nsec
    }

    /// The cases of several files, for the benchmark.
    package static func cases(_ files: [String]) throws -> [EvalCase] {
        try files.flatMap { try EvalCase.load($0, fixtureOverride: nil) }
    }
}

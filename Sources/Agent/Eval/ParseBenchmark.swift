package import IntentGrammar
package import Planner
package import ToolBox

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
        /// The spread over utterances, each timed in its place in the rounds (its median
        /// over them): half take less than `p50`, nine in ten less than `p90`.
        package let p50Microseconds: Double
        package let p90Microseconds: Double
        package let slowestMicroseconds: Double
        /// Each utterance with its median time over the rounds, slowest first: where the
        /// mean goes.
        package let eachUtterance: [(text: String, microseconds: Double)]
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
        // Warm up once: tables are built lazily on first use.
        for (text, now) in router { _ = planner.plan(text, context: ParseContext(now: now)) }
        var perRound: [Double] = []
        // Each utterance is also timed on its own, in its place in the round, so no run
        // follows a run of the same text (which would find it in every cache).
        var runs = [[Double]](repeating: [], count: router.count)
        for _ in 0..<rounds {
            let start = monotonicNanoseconds()
            for (index, (text, now)) in router.enumerated() {
                let before = monotonicNanoseconds()
                _ = planner.plan(text, context: ParseContext(now: now))
                runs[index].append(Double(monotonicNanoseconds() - before) / 1000)
            }
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
        // The spread over utterances: the mean is pulled up by long compound requests.
        let medians = runs.map { $0.sorted()[$0.count / 2] }
        let each = medians.sorted()
        func percentile(_ p: Double) -> Double {
            each.isEmpty ? 0 : each[min(each.count - 1, Int(Double(each.count) * p))]
        }
        let median = perRound.sorted()[perRound.count / 2]
        return Result(
            utterances: router.count, medianMicroseconds: median,
            perSecond: median > 0 ? 1_000_000 / median : 0,
            datePhrases: dates.count,
            dateMedianMicroseconds: dateRounds.sorted()[dateRounds.count / 2],
            p50Microseconds: percentile(0.5), p90Microseconds: percentile(0.9),
            slowestMicroseconds: each.last ?? 0,
            eachUtterance: zip(router, medians).map { ($0.0, $1) }.sorted {
                $0.microseconds > $1.microseconds
            })
    }

    /// Every reading, one line per utterance (steps with tool, frame and arguments) and
    /// one per date case: a speed change that alters no reading leaves it unchanged.
    package static func snapshot(_ cases: [EvalCase]) -> String {
        let planner = CompoundPlanner()
        var out = ""
        for c in cases {
            guard let now = LocalDateTime(iso: c.now) else { continue }
            let date = DateParser(now: now).firstMatch(in: c.text).map { "\($0.value)" } ?? "-"
            if case .date = c.expectation {
                out += "\(c.text) => date \(date)\n"
                continue
            }
            let steps = planner.plan(c.text, context: ParseContext(now: now)).map { step in
                let arguments = step.arguments.sorted { $0.key < $1.key }
                    .map { "\($0.key)=\($0.value)" }.joined(separator: "|")
                return "\(step.tool) \(step.frame) \(arguments)"
            }
            out += "\(c.text) => \(steps.joined(separator: " ;; ")) ; date \(date)\n"
        }
        return out
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

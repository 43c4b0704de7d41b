import Foundation
import Testing
import ToolBox

@testable import IntentGrammar

/// Scores the parser on the external corpora in /work/shared/eval-external/dates (cases
/// from Duckling, chrono and Recognizers-Text). Runs only when `PB_EXTERNAL_DATES` names
/// that folder. Cases tagged with a `conflict` follow one suite's convention where the
/// suites disagree, so they are counted apart; only the untagged ones are held to 90%.
/// `PB_EXTERNAL_DATES_MISSES=1` also prints every miss.
@Suite struct ExternalDateCorpusTests {
    struct Tally {
        var untagged = 0
        var untaggedPass = 0
        var tagged = 0
        var taggedPass = 0
        var spans = 0
        var spanExact = 0
        var spanBare = 0

        mutating func add(_ other: Tally) {
            untagged += other.untagged
            untaggedPass += other.untaggedPass
            tagged += other.tagged
            taggedPass += other.taggedPass
            spans += other.spans
            spanExact += other.spanExact
            spanBare += other.spanBare
        }

        func line(_ name: String) -> String {
            "\(name): untagged \(untaggedPass)/\(untagged) (\(percent(untaggedPass, untagged))), "
                + "tagged \(taggedPass)/\(tagged) (\(percent(taggedPass, tagged))), "
                + "span exact \(spanExact)/\(spans) (\(percent(spanExact, spans))), "
                + "span without leading preposition \(spanBare)/\(spans) (\(percent(spanBare, spans)))"
        }

        private func percent(_ part: Int, _ whole: Int) -> String {
            whole == 0 ? "-" : String(format: "%.1f%%", 100 * Double(part) / Double(whole))
        }
    }

    @Test func scoresAtLeastNinetyPercentOnUntaggedCases() throws {
        guard let folder = ProcessInfo.processInfo.environment["PB_EXTERNAL_DATES"] else { return }
        let showMisses = ProcessInfo.processInfo.environment["PB_EXTERNAL_DATES_MISSES"] != nil
        var total = Tally()
        for name in ["duckling", "chrono", "recognizers-text"] {
            let url = URL(fileURLWithPath: folder).appendingPathComponent("\(name).jsonl")
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            var tally = Tally()
            for line in lines where !line.isEmpty {
                let case_ = try #require(
                    try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                let outcome = try score(case_)
                let tagged = case_["conflict"] != nil
                if tagged {
                    tally.tagged += 1
                    if outcome.pass { tally.taggedPass += 1 }
                } else {
                    tally.untagged += 1
                    if outcome.pass { tally.untaggedPass += 1 }
                }
                tally.spans += 1
                if outcome.spanExact { tally.spanExact += 1 }
                if outcome.spanBare { tally.spanBare += 1 }
                if showMisses, !outcome.pass {
                    print("MISS \(tagged ? "tagged  " : "untagged") \(outcome.detail)")
                }
                if showMisses, outcome.pass, !outcome.spanBare {
                    print(
                        "SPAN \(outcome.detail) corpus span \"\(case_["span"].flatMap { ($0 as? [String: Any])?["text"] } ?? "")\""
                    )
                }
            }
            print(tally.line(name))
            total.add(tally)
        }
        print(total.line("total"))
        #expect(Double(total.untaggedPass) >= 0.9 * Double(total.untagged))
    }

    private struct Outcome {
        var pass: Bool
        var spanExact: Bool
        var spanBare: Bool
        var detail: String
    }

    private func score(_ case_: [String: Any]) throws -> Outcome {
        let text = try #require(case_["text"] as? String)
        let reference = try #require(case_["reference"] as? String)
        let now = try #require(LocalDateTime(iso: reference))
        let expected = try #require(case_["expected"] as? [String: Any])
        let span = try #require(case_["span"] as? [String: Any])
        let spanText = try #require(span["text"] as? String)
        let match = DateParser(now: now).firstMatch(in: text)
        let gotDate = match.map { $0.value.date.description }
        let gotTime = match?.value.time?.description
        var pass = match != nil
        if let date = expected["date"] as? String, date != gotDate { pass = false }
        if let time = expected["time"] as? String, time != gotTime { pass = false }
        let ours = match.map { String(text[$0.range]) } ?? ""
        let bare = Self.dropLeadingPreposition(ours)
        let detail =
            "\(case_["id"] ?? "") [\(reference)] \"\(text)\" expected \(expected["date"] ?? "-") "
            + "\(expected["time"] ?? "-") got \(gotDate ?? "none") \(gotTime ?? "-") span \"\(ours)\""
        return Outcome(
            pass: pass, spanExact: ours == spanText,
            spanBare: bare == Self.dropLeadingPreposition(spanText), detail: detail)
    }

    private static func dropLeadingPreposition(_ span: String) -> String {
        for lead in ["on ", "at ", "by ", "for ", "due ", "@ "]
        where span.lowercased().hasPrefix(lead) {
            return String(span.dropFirst(lead.count))
        }
        return span
    }
}

import Foundation
import Journal
import Testing
import ToolBox

@testable import IntentGrammar

/// Same text, same clock, same names: same reading, whatever was read before.
@Suite struct IntentParserDeterminismTests {
    /// The eval utterances whose misses may be itemised (held-out files are left out, so a
    /// failure here can never print one of their texts).
    static func evalTexts() throws -> [(text: String, now: LocalDateTime)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var texts: [(String, LocalDateTime)] = []
        for name in ["canonical", "compound", "paraphrase-dev", "dates", "declines"] {
            let path = root.appendingPathComponent("eval-data/\(name).jsonl").path
            let file = try String(contentsOfFile: path, encoding: .utf8)
            for line in file.split(separator: "\n") {
                let object = try JSONValue.parse(String(line))
                guard let text = object["text"]?.stringValue else { continue }
                let now =
                    object["now"]?.stringValue.flatMap { LocalDateTime(iso: $0) } ?? Grammar.now
                texts.append((text, now))
            }
        }
        return texts
    }

    @Test func theSameInputTwiceGivesTheSameReading() {
        let names = Grammar.household()
        for text in [
            "remind me to call the dentist on Friday at 3pm", "the gutters are clean",
            "play some jazz",
        ] {
            #expect(Grammar.parse(text, names: names) == Grammar.parse(text, names: names))
        }
    }

    /// Forwards, then backwards, with one parser and one set of names: caches warmed in
    /// one order must not change a single reading in the other.
    @Test func theEvalSetReadsTheSameInEitherOrder() throws {
        let cases = try Self.evalTexts()
        #expect(cases.count >= 500)
        let parser = IntentParser()
        let names = Grammar.household()
        let forwards = cases.map {
            parser.parse($0.text, context: Grammar.context(names, now: $0.now))
        }
        let backwards = cases.reversed().map {
            parser.parse($0.text, context: Grammar.context(names, now: $0.now))
        }
        let differing = zip(forwards, backwards.reversed()).enumerated().filter { $1.0 != $1.1 }
            .map(\.offset)
        #expect(
            differing.isEmpty,
            "readings changed with the order: \(differing.map { cases[$0].text })")
        #expect(forwards.count + backwards.count >= 1000)
    }
}

import Testing

@testable import IntentGrammar

@Suite struct AlternationTests {
    @Test func wordsAreGroupedByFirstLetterInTheirOrder() {
        #expect(
            Alternation.grouped(["ok", "so", "okay", "k", "kindly"])
                == "(?:o(?:k|kay)|so|k(?:|indly))")
    }

    /// The grouped form matches what the flat list matches, including which word wins
    /// where two start alike.
    @Test func groupingMatchesAsTheFlatListDoes() {
        let words = ["ok", "okay", "k", "um+", "all right", "also", "and", "kindly", "hmm+"]
        let flat = Pattern(grammar: "^(?:(?:\(words.joined(separator: "|")))\\b[,!.:;]?\\s*)+")
        let grouped = Pattern(grammar: "^(?:\(Alternation.grouped(words))\\b[,!.:;]?\\s*)+")
        for text in [
            "okay so", "ok, remind me", "k thanks", "ummm and also call mum", "all right then",
            "kindly add milk", "hmmm", "okapi", "andrew called", "also, ok, and buy eggs",
        ] {
            #expect(
                flat.firstMatch(in: text)?.range == grouped.firstMatch(in: text)?.range, "\(text)")
        }
    }
}

import Testing

@testable import IntentGrammar

@Suite struct InterjectionsTests {
    /// The byte test in front of the trailing pattern must never rule out a text the
    /// pattern would strip: every courtesy word, alone or with marks after it.
    @Test(arguments: Interjections.trailingWords)
    func everyTrailingWordIsStripped(_ word: String) {
        for ending in ["", "!", "?!", "..."] {
            let text = "buy milk, \(word)\(ending)"
            #expect(Interjections.mayEndInCourtesy(text), "\(text)")
            #expect(Interjections.keep(text) == "buy milk".utf8.count, "\(text)")
        }
    }

    @Test func aRequestWithNoCourtesyIsKeptWhole() {
        for text in ["book the venue", "buy milk!", "call mum about the okra", "ta"] {
            #expect(Interjections.keep(text) == text.utf8.count, "\(text)")
        }
        #expect(!Interjections.mayEndInCourtesy("book the venue"))
        #expect(!Interjections.mayEndInCourtesy("buy milk!"))
    }
}

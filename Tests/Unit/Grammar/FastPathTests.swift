import Testing

@testable import IntentGrammar

/// Byte-level shortcuts in front of slower reads must agree with what they stand in for:
/// each may rule a text out, never rule out a text the slow path reads.
@Suite struct FastPathTests {
    /// Every lead-in phrase, with its repeatable letters written once and several times,
    /// passes the first-word look at a text it opens, so `leading` still runs on it.
    @Test func everyLeadInOpensTheFirstWordLook() {
        for phrase in Interjections.leadingWords {
            let once = phrase.replacingOccurrences(of: "+", with: "")
            let repeated = phrase.replacingOccurrences(of: "m+", with: "mmmm")
                .replacingOccurrences(of: "h+", with: "hhh")
            for text in [once, repeated, "\(once), remind me", "\(repeated) call mum"] {
                #expect(Interjections.leadInFirstWords.mayOpen(text), "\(text)")
                #expect(Interjections.leading.firstMatch(in: text) != nil, "\(text)")
            }
        }
        // Thanks and what they are for, up to a mark.
        for text in ["thanks for yesterday! remind me", "cheers for sorting it, add milk"] {
            #expect(Interjections.leadInFirstWords.mayOpen(text), "\(text)")
            #expect(Interjections.leading.firstMatch(in: text) != nil, "\(text)")
        }
    }

    /// Texts opening with no lead-in's first word are ruled out, and the pattern agrees.
    @Test(arguments: [
        "remind me to call mum", "buy milk", "what's on today", "", " ok", ", so",
        "okayish plan", "heyday party", "umbrella stand", "12 eggs",
    ])
    func otherOpeningsAreRuledOut(_ text: String) {
        #expect(!Interjections.leadInFirstWords.mayOpen(text))
        #expect(Interjections.leading.firstMatch(in: text)?.range.count ?? 0 == 0)
    }

    /// A first word of plain letters is looked up where it lies; the answer is the one its
    /// date token gives.
    @Test(arguments: [
        "friday", "Friday", "TOMORROW", "tmrw", "remind", "call", "next", "in", "at", "noon",
        "tonight", "every", "mid", "eod", "abcdefghijklmnopq", "mon", "March", "the", "a",
    ])
    func aPlainFirstWordReadsAsItsToken(_ word: String) {
        let fast = DateToken.hasDateMeaning(lettersOnly: word[...].utf8)
        let token = DateToken.tokenize(word).first
        #expect(fast == !(token?.isPlainWord ?? true), "\(word)")
        #expect(DateParser.mayStartPhrase(atStartOf: "\(word) buy milk") == fast)
    }

    /// Words the shortcut does not read are left to the tokenizer: marks, digits,
    /// apostrophes and letters outside ASCII.
    @Test(arguments: ["3pm", "o'clock", "week's", "café", "-", "'tis"])
    func otherFirstWordsAreTokenized(_ word: String) {
        #expect(DateToken.hasDateMeaning(lettersOnly: word[...].utf8) == nil)
    }
}

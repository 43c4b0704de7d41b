import Testing

@testable import IntentGrammar

@Suite struct DeclineEvidenceTests {
    /// Other domains' single words count only as whole words, bounded as PCRE2's \b
    /// bounds them: by anything but ASCII letters, digits and underscores.
    @Test func aForeignWordCountsOnlyAsAWholeWord() {
        for text in ["turn up the radio", "is it going to rain", "TV guide", "the tv's remote"] {
            #expect(DeclineEvidence.declines(text), "\(text)")
        }
        for text in ["train tickets for Tom", "buy a bandage", "tvs and radios", "my_tv"] {
            #expect(!DeclineEvidence.hasForeignWord(text), "\(text)")
        }
        #expect(DeclineEvidence.hasForeignWord("café-tv"))
    }

    @Test func phrasesAndTheOpeningVerbStillDecline() {
        #expect(DeclineEvidence.declines("play some jazz"))
        #expect(DeclineEvidence.declines("what time is it in Tokyo"))
        #expect(DeclineEvidence.declines("switch off the kettle"))
        #expect(!DeclineEvidence.declines("call the plumber about the boiler"))
    }
}

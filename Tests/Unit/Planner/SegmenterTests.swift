import IntentGrammar
import Testing

@testable import Planner

@Suite struct SegmenterTests {
    @Test func leadingJoinersAreDroppedOneAfterAnother() {
        #expect(Segmenter.stripLeadingJoiner("and then call the plumber") == "call the plumber")
        #expect(Segmenter.stripLeadingJoiner("  And also  buy milk,") == "buy milk")
        // A joiner alone is kept: it is all there is.
        #expect(Segmenter.stripLeadingJoiner("then; ") == "then")
        // A joiner is a whole word: "sofa" does not start with "so ".
        #expect(Segmenter.stripLeadingJoiner("sofa delivery") == "sofa delivery")
    }

    @Test func quotedTextIsNeverCut() {
        let text = "add \u{201C}fish and chips\u{201D} to shopping and call mum"
        let pieces = Segmenter.segments(of: Utterance(text)).map { String(text[$0]) }
        #expect(pieces == ["add \u{201C}fish and chips\u{201D} to shopping", "call mum"])
    }
}

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

    /// The byte prefilter may say "maybe" wrongly, never "no" wrongly: wherever the
    /// segmenter cuts, the prefilter saw a separator.
    @Test func theSeparatorPrefilterMissesNoCut() {
        let cut = [
            "buy milk, call mum", "buy milk; call mum", "pay rent & call mum",
            "buy milk AND call mum", "buy milk \u{2026}and call mum", "call Ana then pay rent",
            "create project Garden with tasks dig and weed", "(so) call mum",
            "call mum but not dad", "buy milk - call mum", "buy milk \u{2013} call mum",
            "buy milk \u{2014} call mum", "buy milk. call mum", "got the seeds! call mum",
            "is it raining? call mum", "buy milk,call mum", "buy milk plus call mum",
            "create project wedding add book the caterer",
        ]
        for text in cut {
            #expect(Segmenter.segments(of: Utterance(text)).count > 1, "\(text)")
            #expect(Segmenter.mayHaveSeparator(text), "\(text)")
        }
        for text in [
            "add a standing desk to the wishlist", "remind me about Sandy's bust",
            "add a to-do: fix the x-ray -", "book the 3-4pm slot", "buy milk.", "call mum?",
            "meet at 3.30 today",
        ] {
            #expect(!Segmenter.mayHaveSeparator(text), "\(text)")
        }
    }

    /// A comma typed with no space after it separates words ("milk,eggs"), but not the
    /// digits of a number ("1,000").
    @Test func aCommaWithNoSpaceAfterItStillSeparates() {
        let text = "buy envelopes,post the parcel"
        let pieces = Segmenter.segments(of: Utterance(text)).map { String(text[$0]) }
        #expect(pieces == ["buy envelopes", "post the parcel"])
        #expect(Utterance("pay the 1,000 deposit").normalized == "pay the 1,000 deposit")
        #expect(Utterance("insurer,urgent").normalized == "insurer, urgent")
    }

    /// A sentence's end separates it from the next; a request's own closing mark stays
    /// with it.
    @Test func aSentenceEndSeparatesOnlyFromWhatFollows() {
        let text = "tick off the recycling. also remind me to buy bin bags!"
        let pieces = Segmenter.segments(of: Utterance(text)).map { String(text[$0]) }
        #expect(pieces == ["tick off the recycling", "also remind me to buy bin bags!"])
        #expect(Segmenter.segments(of: Utterance("jot down that we need milk?")).count == 1)
    }

    /// The errand-list prefilter is the segmenter's: every word that splits list items
    /// separates clauses too, so the prefilter sees it.
    @Test func itemSeparatorsAreClauseSeparators() {
        #expect(!ListExpansion.itemSeparators.isEmpty)
        for word in ListExpansion.itemSeparators {
            #expect(Segmenter.separators.contains(word), "\(word)")
            #expect(Segmenter.mayHaveSeparator("buy milk \(word) call mum"), "\(word)")
        }
    }
}

import Testing
import ToolBox

/// Sentences and passages: what the notes index holds and what answers quote.
@Suite struct PassageCutterTests {
    @Test func sentencesEndAtStopsAndLinesButNotAtAbbreviationsOrNumbers() {
        let text = """
            Dr. Haddad said it should last ten years. Call at 9 a.m. tomorrow! Is it 1.5 bar? Yes.
            - Milk and eggs
            2. Fill the loop to 1.2 bar, then close "both taps." Done
            J. Smith has the key.
            """
        #expect(
            PassageCutter.sentences(in: text) == [
                "Dr. Haddad said it should last ten years.", "Call at 9 a.m. tomorrow!",
                "Is it 1.5 bar?", "Yes.",
                "Milk and eggs", "2. Fill the loop to 1.2 bar, then close \"both taps.\"", "Done",
                "J. Smith has the key.",
            ])
    }

    @Test func unicodeQuotesSpacesAndLineBreaksAreBoundariesToo() {
        let text =
            "She said \u{201C}call me.\u{201D} Then left.\r\nCaf\u{E9} at 9.\u{A0}\u{C9}cole next.\u{2028}Fin. \u{E9}t\u{E9} continues"
        #expect(
            PassageCutter.sentences(in: text) == [
                "She said \u{201C}call me.\u{201D}", "Then left.", "Caf\u{E9} at 9.",
                "\u{C9}cole next.",
                "Fin. \u{E9}t\u{E9} continues",
            ])
    }

    @Test func everySentenceIsAVerbatimPieceOfTheNote() {
        let text = "Boiler:  pressure 1.2 bar.   Bleed key in the drawer!\n\n* Spare fuse: 3 amp"
        for sentence in PassageCutter.sentences(in: text) {
            #expect(text.contains(sentence))
        }
    }

    @Test func passagesAreSentenceBoundedNearEightyWordsAndOverlapByOneSentence() {
        // 20 sentences of 15 words.
        let sentences = (0..<20).map { i in
            (["S\(i)"] + Array(repeating: "word", count: 14)).joined(separator: " ") + "."
        }
        let passages = PassageCutter.passages(sentences)
        #expect(passages == [0..<6, 5..<11, 10..<16, 15..<20])
        for (previous, next) in zip(passages, passages.dropFirst()) {
            #expect(next.lowerBound == previous.upperBound - 1)  // repeats the last sentence
        }
        for passage in passages.dropLast() {
            let words = passage.reduce(0) { $0 + ContentWords.words(sentences[$1]).count }
            #expect(words >= PassageCutter.targetWords && words < PassageCutter.targetWords + 15)
        }
    }

    @Test func aSentenceLongerThanAPassageStandsAlone() {
        let long = Array(repeating: "word", count: 120).joined(separator: " ") + "."
        let passages = PassageCutter.passages(["Short one.", long, "Another short one."])
        #expect(passages == [0..<2, 1..<3])
        #expect(PassageCutter.passages([long, long]) == [0..<1, 1..<2])
        #expect(PassageCutter.passages([]) == [])
    }
}

import Testing

@testable import IntentGrammar

@Suite struct WordShapesTests {
    @Test func everyWordOfTheListMayBeInIt() {
        let lists: [[String]] = [
            Array(Shorthand.expansions.keys), CueWords.all, Array(DateLexicon.words.keys),
        ]
        for list in lists {
            let shapes = WordShapes(list)
            for word in list { #expect(shapes.mayContain(word), "\(word)") }
        }
    }

    @Test func aWordOfAnotherShapeIsRuledOut() {
        let shapes = WordShapes(["tomorrow", "tmrw", "friday"])
        #expect(shapes.mayContain("tomorrow"))
        // Same first letter, last letter and length as "tomorrow": cannot be ruled out.
        #expect(shapes.mayContain("tallyhow"))
        #expect(!shapes.mayContain("plumber"))
        #expect(!shapes.mayContain("tomorrows"))
        // Words that do not start and end with a letter are never ruled out.
        #expect(shapes.mayContain("3pm"))
        #expect(shapes.mayContain("o'"))
    }
}

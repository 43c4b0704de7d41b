import Testing

@testable import IntentGrammar

/// Patterns written in ASCII run byte by byte (no UTF mode); these check that they still
/// cut text with accents, typographic marks and emoji where a person's words end.
@Suite struct PatternTests {
    private func text(_ match: PatternMatch?, _ group: String, in text: String) -> String? {
        guard let range = match?.group(named: group) else { return nil }
        let bytes = Array(text.utf8)[range]
        return String(validating: bytes, as: UTF8.self)
    }

    @Test func lazyGroupsEndAtWholeCharacters() {
        let done = Pattern(grammar: "^(?<task>.+?)(?:'s| is) done$")
        let typed = "zoë’s café is done"
        #expect(text(done.firstMatch(in: typed), "task", in: typed) == "zoë’s café")
    }

    @Test func wordBoundariesTreatLettersAboveASCIIAsTheyDidInUTFMode() {
        // Without Unicode properties, \b sees only ASCII word characters in either mode:
        // "é" is not one, so "caf" ends a word.
        let word = Pattern(grammar: "\\b(?<w>caf)\\b")
        #expect(word.firstMatch(in: "the café")?.group(named: "w") == 4..<7)
        #expect(word.firstMatch(in: "the cafe") == nil)
    }

    @Test func classesAndSpacesTakeMultiByteCharactersWhole() {
        let first = Pattern(grammar: "^(?<first>\\S+)\\s+(?<rest>[^,]+),")
        let typed = "Müller 👋 café, later"
        let match = first.firstMatch(in: typed)
        #expect(text(match, "first", in: typed) == "Müller")
        #expect(text(match, "rest", in: typed) == "👋 café")
    }

    @Test func caselessStaysOnForASCIIPatterns() {
        #expect(Pattern(grammar: "^remind me").matches("REMIND ME to call"))
    }

    @Test func patternsWithCharactersAboveASCIIStillMatchThem() {
        let dash = Pattern(grammar: "^(?<title>.+?)\\s*[–:]\\s*done$")
        let typed = "résumé – done"
        #expect(text(dash.firstMatch(in: typed), "title", in: typed) == "résumé")
    }
}

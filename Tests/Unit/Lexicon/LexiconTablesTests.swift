import Testing

@testable import IntentGrammar

/// The generated tables and the structures that search them.
@Suite struct LexiconTablesTests {
    @Test func sortedWordListFindsWholeWordsOnly() {
        let list = SortedWordList("add\nbin bins\ncancel delete\ndrop")
        for word in ["add", "bin", "bins", "cancel", "delete", "drop"] {
            #expect(list.contains(word), "\(word)")
        }
        for word in ["", "ad", "adds", "bi", "binz", "c", "cancel delete", "zzz", "a", " "] {
            #expect(!list.contains(word), "\(word)")
        }
    }

    /// The search starts in the range of the word's first two letters: every word of the
    /// real list is still found, including the first and last of each range, and words one
    /// letter off are not.
    @Test func everyEnglishWordIsFoundFromItsLetterPair() {
        let list = SortedWordList(EnglishWords.words)
        var missed: [String] = []
        var wrongly: [String] = []
        let words = list.words
        let known = Set(words)
        for word in words where !list.contains(word) { missed.append(word) }
        for word in words.prefix(20_000) {
            let changed = word + "q"
            if !known.contains(changed), list.contains(changed) { wrongly.append(changed) }
        }
        #expect(missed.isEmpty, "\(missed.prefix(5))")
        #expect(wrongly.isEmpty, "\(wrongly.prefix(5))")
        let small = SortedWordList("aa ab ba zz zzz")
        for word in ["aa", "ab", "ba", "zz", "zzz"] { #expect(small.contains(word), "\(word)") }
        for word in ["a", "ac", "b", "bb", "z", "zza"] { #expect(!small.contains(word), "\(word)") }
    }

    /// Binary search is only as good as the order: the generator sorts by byte.
    @Test(arguments: ["KnownVerbs", "EnglishWords"])
    func generatedWordListsAreSortedByByteWithoutRepeats(_ name: String) {
        let text = name == "KnownVerbs" ? KnownVerbs.words : EnglishWords.words
        let words = SortedWordList(text).words
        var outOfOrder = 0
        for (earlier, later) in zip(words, words.dropFirst())
        where !earlier.utf8.lexicographicallyPrecedes(later.utf8) {
            outOfOrder += 1
        }
        #expect(outOfOrder == 0, "\(name)")
    }

    @Test func generatedTablesHaveTheirExpectedSize() {
        #expect(WordTables.words(KnownVerbs.words).count > 8_000)
        #expect(SortedWordList(EnglishWords.words).words.count > 70_000)
        #expect(WordTables.pairs(IrregularVerbForms.past).count > 1_000)
        #expect(WordTables.pairs(IrregularVerbForms.other).count > 500)
        #expect(WordTables.pairs(IrregularNounForms.plurals).count > 1_500)
    }

    /// The copula is read as a function word, never lemmatised to "be".
    @Test func generatedTablesLeaveTheCopulaOut() {
        let verbs = Set(WordTables.words(KnownVerbs.words))
        let forms = WordTables.pairs(IrregularVerbForms.past)
            .merging(WordTables.pairs(IrregularVerbForms.other)) { first, _ in first }
        #expect(!verbs.contains("be"))
        for form in ["am", "is", "are", "was", "were", "been"] { #expect(forms[form] == nil) }
    }
}

/// Words of English that spelling correction must leave alone.
///
/// A word is known when it is a function word, a WordNet noun, adjective or adverb, a
/// verb, or a form of one ("tusks", "unplugged"). "bed" is never "red" and "mote" never
/// "note": the correction would replace a real word the person meant.
package enum KnownWords {
    /// WordNet's nouns, adjectives and adverbs with their irregular forms.
    static let english = SortedWordList(EnglishWords.words)

    /// True when `word`, a lower-case word, is a known English word or a form of one.
    package static func contains(_ word: String) -> Bool {
        // Cheapest first: the word list is searched where it lies.
        english.contains(word) || isKnownBesidesTheList(word)
    }

    /// `contains` for a word already looked for in the English list and not found there:
    /// a function word, a verb, or a form of a listed word.
    static func isKnownBesidesTheList(_ word: String) -> Bool {
        // The verb tables are built on first use, which a request of plain words never
        // needs.
        if FunctionWords.all.contains(word) { return true }
        let lemmatizer = Lemmatizer()
        if lemmatizer.isKnownVerb(word) || lemmatizer.verbLemma(word) != word { return true }
        let singular = lemmatizer.nounLemma(word)
        return singular != word && english.contains(singular)
    }
}

/// Typos and shorthand of the grammar's own vocabulary, never of free text.
///
/// The grammar reads "remnd me tmrw" as "remind me tomorrow" but cuts titles from the
/// original text, so a correction changes how an utterance is read, never what is
/// stored. Corrections are refused whenever they could be wrong: short words, real
/// English words, and typos two vocabulary words are equally near.
package enum SpellFix {
    /// Shorthand and chat spellings to their words: "tmrw" -> ["tomorrow"], "pls" ->
    /// ["please"], "u" -> ["you"], "b4" -> ["before"], "w/" -> ["with"], "rn" -> ["right",
    /// "now"], "gonna" -> ["going", "to"]; nil for anything else, "asap" included.
    ///
    /// Takes a lower-case word. Weekday, month and unit abbreviations ("mon", "hrs") are
    /// left to the date parser.
    package static func expand(_ word: String) -> [String]? {
        shorthandShapes.mayContain(word) ? Shorthand.expansions[word] : nil
    }

    /// `expand` of a word's bytes: a string is made only for a word of a shorthand's shape.
    static func expand(bytes word: UnsafeBufferPointer<UInt8>) -> [String]? {
        shorthandShapes.mayContain(bytes: word)
            ? Shorthand.expansions[String(decoding: word, as: UTF8.self)] : nil
    }

    static let shorthandShapes = WordShapes(Shorthand.expansions.keys)

    /// The vocabulary word a typo most likely meant: "remnd" -> "remind", "tomorow" ->
    /// "tomorrow", "reschedual" -> "reschedule", "wendesday" -> "wednesday".
    ///
    /// By Damerau-Levenshtein distance: one edit for words of 4 to 7 letters, up to two
    /// for 8 or more; words under 4 letters are never corrected, nor corrected to. Nil
    /// when the word is in the vocabulary, when no vocabulary word is that close, when
    /// two are equally close ("finishd" is "finish" or "finished"), and when the word is
    /// English already ("tusk" is not "task", "water" is not "later").
    ///
    /// Takes a lower-case word. A capitalised word in the original text is likely a name
    /// ("Jane" is one edit from "june") and is better not offered at all.
    package static func correct(_ word: String) -> String? {
        let length = word.utf8.count
        guard length >= 4, length <= index.longest + 2, !members.contains(word) else {
            return nil
        }
        var key = word
        let candidate = key.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) else {
                return nil
            }
            return index.nearest(to: bytes, maxDistance: length >= 8 ? 2 : 1)
        }
        // Checked last, and only with a candidate in hand: most words have none.
        guard let candidate, !KnownWords.contains(word) else { return nil }
        return candidate
    }

    /// The vocabulary: every lexicon verb lemma and its inflections, the words of the
    /// phrasal verbs, and the grammar's cue words; sorted, without repeats.
    package static let vocabulary: [String] = {
        var words = Set(CueWords.all)
        for lemmas in VerbLexicon.synonyms.values {
            for lemma in lemmas { words.formUnion(VerbForms.inflections(of: lemma)) }
        }
        for entry in VerbLexicon.phrasal {
            words.formUnion(VerbForms.inflections(of: entry.words[0]))
            words.formUnion(entry.words.dropFirst())
        }
        return words.sorted()
    }()

    /// The correction targets: vocabulary words of four letters or more. A shorter
    /// target is never worth the risk: "theo" is a name, not a typo of "the".
    static let index = VocabularyIndex(vocabulary.filter { $0.utf8.count >= 4 })

    /// Vocabulary words of every length, which are never corrected.
    private static let members = Set(vocabulary)
}

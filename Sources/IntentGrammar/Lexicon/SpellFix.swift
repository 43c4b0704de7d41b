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
    /// for 8 or more; words under 4 letters are corrected only for the slips of
    /// `shortSlip`, and never corrected to otherwise. Nil
    /// when the word is in the vocabulary, when no vocabulary word is that close, when
    /// two are equally close ("finishd" is "finish" or "finished"), and when the word is
    /// English already ("tusk" is not "task", "water" is not "later").
    ///
    /// Takes a lower-case word. A capitalised word in the original text is likely a name
    /// ("Jane" is one edit from "june") and is better not offered at all.
    package static func correct(_ word: String) -> String? {
        let length = word.utf8.count
        guard length >= 3, length <= index.longest + 2, !members.contains(word) else {
            return nil
        }
        var key = word
        let candidate = key.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) else {
                return nil
            }
            if length >= 4, let near = index.nearest(to: bytes, maxDistance: length >= 8 ? 2 : 1) {
                return near
            }
            // "taks" is one edit from "task", "take" and "tasks": two letters swapped, the
            // commonest slip, decides when exactly one swap makes a vocabulary word.
            if length >= 4, let swapped = onlySwap(Array(bytes)) { return swapped }
            return shortSlip(Array(bytes))
        }
        // Checked last, and only with a candidate in hand: most words have none.
        guard let candidate, !KnownWords.contains(word) else { return nil }
        return candidate
    }

    /// The one vocabulary word two neighbouring letters of `bytes` swapped make, if only
    /// one swap makes one.
    static func onlySwap(_ bytes: [UInt8]) -> String? {
        var found: String?
        for i in 0..<(bytes.count - 1) where bytes[i] != bytes[i + 1] {
            var swapped = bytes
            swapped.swapAt(i, i + 1)
            let word = String(decoding: swapped, as: UTF8.self)
            guard members.contains(word) else { continue }
            guard found == nil else { return nil }
            found = word
        }
        return found
    }

    /// The slips of a short word that the distance leaves alone, read only when exactly one
    /// grammar or function word comes of them: two letters swapped in a word of three
    /// ("teh", "hwo", "yte"), or a letter doubled in a word of three ("addd"). Any other
    /// edit of a short word is as likely another word, or a name.
    static func shortSlip(_ bytes: [UInt8]) -> String? {
        var candidates: [[UInt8]] = []
        if bytes.count == 3 {
            for i in 0..<2 where bytes[i] != bytes[i + 1] {
                var swapped = bytes
                swapped.swapAt(i, i + 1)
                candidates.append(swapped)
            }
        } else if bytes.count == 4 {
            for i in 0..<3 where bytes[i] == bytes[i + 1] {
                var single = bytes
                single.remove(at: i)
                if !candidates.contains(single) { candidates.append(single) }
            }
        }
        let words = candidates.map { String(decoding: $0, as: UTF8.self) }.filter {
            members.contains($0) || FunctionWords.contains($0)
        }
        return words.count == 1 ? words[0] : nil
    }

    /// Two words typed with no space between them, when one of them is the grammar's own:
    /// "remindme" -> ["remind", "me"], "movethe" -> ["move", "the"], "whatsdue" ->
    /// ["whats", "due"]. Nil unless exactly one place splits the word into two known words
    /// (a part of two letters only when it is a function word), one of them a verb or cue
    /// word that is not a function word.
    ///
    /// Takes a lower-case word of plain letters, not itself known.
    static func split(_ word: String) -> [String]? {
        let bytes = Array(word.utf8)
        guard bytes.count >= 5, bytes.count <= 24 else { return nil }
        // A verb or cue word of the grammar's, not a particle or function word it also
        // holds: "offsite" is not "off site", nor "befor" "be for".
        func ownWord(_ part: String) -> Bool {
            members.contains(part) && !FunctionWords.contains(part)
        }
        func known(_ part: String) -> Bool {
            part.utf8.count == 2 ? FunctionWords.contains(part) : KnownWords.contains(part)
        }
        var found: [String]?
        for cut in 2...(bytes.count - 2) {
            let left = String(decoding: bytes[..<cut], as: UTF8.self)
            let right = String(decoding: bytes[cut...], as: UTF8.self)
            guard ownWord(left) || ownWord(right), known(left), known(right) else { continue }
            // Two places: which the person meant is not clear.
            guard found == nil else { return nil }
            found = [left, right]
        }
        return found
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

/// Rule-based English lemmatisation of lower-case words, with no model.
///
/// Irregular forms come from WordNet's exception lists; regular ones are undone by suffix
/// rules whose every result must be a known verb (or, for nouns, a known word), which is
/// what keeps "need" from becoming "ne", "seed" from becoming "see" and "red" from
/// becoming "re". A word that is itself a known base form is never stripped: "bed",
/// "shed" and "need" are verbs in their own right.
///
/// The copula is left alone: "is", "was" and "been" come back unchanged, because the
/// grammar reads them as function words, not as the verb "be".
package struct Lemmatizer: Sendable {
    package init() {}

    /// Base form of a verb form: "paid"->"pay", "cleaned"->"clean", "buying"->"buy",
    /// "finished"->"finish", "took"->"take", "sorted"->"sort", "dug"->"dig",
    /// "emptied"->"empty", "stopped"->"stop", "making"->"make", "moves"->"move",
    /// "fixes"->"fix"; unknown or already-base words come back unchanged.
    ///
    /// Reads the word as a verb: "evening" gives "even", "meeting" gives "meet". Callers
    /// that do not know the part of speech should try the word as it is first.
    package func verbLemma(_ word: String) -> String {
        if let irregular = Self.irregularVerbs[word] { return irregular.base }
        if Self.knownVerbs.contains(word) { return word }
        return Self.regularVerbBase(word) ?? word
    }

    /// Base form of a noun: "dishes"->"dish", "batteries"->"battery", "children"->"child";
    /// unchanged otherwise.
    ///
    /// A word that is a noun as it stands keeps its form ("news", "series", "glasses").
    /// A plural whose singular is not in WordNet loses its ending by rule alone
    /// ("standups"->"standup"), except after "ss", "us" and "is", where the "s" is the
    /// word's own ("bus", "this").
    package func nounLemma(_ word: String) -> String {
        if let singular = Self.irregularPlurals[word] { return singular }
        var word = word
        return word.withUTF8 { bytes in
            let text = Word(bytes)
            guard text.count >= 3, text.ends("s"), !text.ends("ss") else { return text.whole }
            let whole = text.whole
            if FunctionWords.all.contains(whole) || KnownWords.english.contains(bytes) {
                return whole
            }
            // The likeliest singulars first: "movies" is "movie" before "movy".
            let withoutS = text.dropping(1)
            if KnownWords.english.contains(withoutS) { return withoutS }
            let yForm = text.ends("ies") && text.count > 4 ? text.dropping(3, adding: "y") : nil
            if let yForm, KnownWords.english.contains(yForm) { return yForm }
            let withoutEs = text.endsInSibilantPlusEs ? text.dropping(2) : nil
            if let withoutEs, KnownWords.english.contains(withoutEs) { return withoutEs }
            // No candidate is a known noun: strip by rule, unless the "s" is the word's own.
            if text.ends("us") || text.ends("is") || text.count < 4 { return whole }
            return yForm ?? withoutEs ?? withoutS
        }
    }

    /// True when `word` is a past-tense or past-participle form of a verb ("paid",
    /// "cleaned", "done", "sent", "fixed"), as opposed to a base or -ing form.
    ///
    /// A form that is also its own base ("put", "cut", "set", "read", "shed") answers
    /// false: the word alone cannot tell "put the bins out" from "I put the bins out".
    /// The copula is not a verb here, so "was" and "been" answer false too.
    package func isPastForm(_ word: String) -> Bool {
        if let irregular = Self.irregularVerbs[word] { return irregular.isPast }
        guard word.utf8.count > 3, !Self.knownVerbs.contains(word) else { return false }
        var word = word
        let endsInEd = word.withUTF8 { Word($0).ends("ed") }
        return endsInEd && Self.regularVerbBase(word) != nil
    }

    /// True when `word` is a single-word verb lemma: WordNet's, with British spellings,
    /// and every verb of the lexicon ("prepone", "untick").
    package func isKnownVerb(_ word: String) -> Bool {
        Self.knownVerbs.contains(word)
    }

    /// Known verb lemmas: WordNet's and the lexicon's own, so that "preponed" and
    /// "unticked" lemmatise although WordNet lacks them.
    private static let knownVerbs: PackedWordTable<Bool> = {
        var verbs = Set(WordTables.words(KnownVerbs.words))
        for lemmas in VerbLexicon.synonyms.values { verbs.formUnion(lemmas) }
        for entry in VerbLexicon.phrasal { verbs.insert(entry.words[0]) }
        return PackedWordTable(words: verbs)
    }()

    /// An irregular verb form's base, and whether the form is a past one.
    private struct Irregular: Sendable {
        let base: String
        let isPast: Bool
    }

    private static let irregularVerbs: PackedWordTable<Irregular> = {
        var table = WordTables.pairs(IrregularVerbForms.other)
            .mapValues { Irregular(base: $0, isPast: false) }
        for (form, base) in WordTables.pairs(IrregularVerbForms.past) {
            table[form] = Irregular(base: base, isPast: true)
        }
        return PackedWordTable(table)
    }()

    private static let irregularPlurals = PackedWordTable(
        WordTables.pairs(IrregularNounForms.plurals))

    /// The known verb a regular form comes from, or nil when the word is not one.
    private static func regularVerbBase(_ word: String) -> String? {
        var word = word
        return word.withUTF8 { bytes -> String? in
            let text = Word(bytes)
            guard text.count >= 3 else { return nil }
            if text.ends("s") {
                if text.ends("ss") { return nil }
                if let base = known(text.dropping(1)) { return base }
                if text.ends("ies") { return known(text.dropping(3, adding: "y")) }
                return text.endsInSibilantPlusEs ? known(text.dropping(2)) : nil
            }
            if text.ends("ed") {
                if text.ends("ied"), let base = known(text.dropping(3, adding: "y")) {
                    return base
                }
                return baseOfStem(text, dropping: 2)
            }
            if text.ends("ing"), text.count > 4 { return baseOfStem(text, dropping: 3) }
            return nil
        }
    }

    /// The base left after "-ed" or "-ing", tried in the order English spelling makes
    /// likeliest.
    ///
    /// A doubled final consonant is undone ("stopp" -> "stop") after the stem itself
    /// is tried ("add", "call"). After consonant-vowel-consonant the silent "e" is
    /// restored first, because a verb ending that way doubles its consonant when it
    /// takes a suffix: "hoped" is "hope", since "hop" gives "hopped".
    private static func baseOfStem(_ text: Word, dropping count: Int) -> String? {
        let stem = text.dropping(count)
        let length = text.count - count
        guard length >= 1 else { return nil }
        let last = text[length - 1]
        if length >= 2, last == text[length - 2], !Word.isVowel(last) {
            return known(stem) ?? known(text.dropping(count + 1))
        }
        if length >= 3, !Word.isVowel(text[length - 3]), Word.isVowel(text[length - 2]),
            !Word.isVowel(last), !Word.neverDoubled(last)
        {
            return known(stem + "e") ?? known(stem)
        }
        return known(stem) ?? known(stem + "e")
    }

    private static func known(_ candidate: String) -> String? {
        knownVerbs.contains(candidate) ? candidate : nil
    }
}

/// A lower-case word's bytes, with the suffix tests the lemmatiser needs. Comparing
/// bytes, not `Character`s, keeps a lemma well under a microsecond.
private struct Word {
    let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var count: Int { bytes.count }
    var whole: String { String(decoding: bytes, as: UTF8.self) }

    subscript(index: Int) -> UInt8 { bytes[index] }

    func ends(_ suffix: StaticString) -> Bool {
        let length = suffix.utf8CodeUnitCount
        guard length <= bytes.count else { return false }
        let start = suffix.utf8Start
        for offset in 0..<length where bytes[bytes.count - length + offset] != start[offset] {
            return false
        }
        return true
    }

    /// The word without its last `count` bytes, with `suffix` added.
    func dropping(_ count: Int, adding suffix: String = "") -> String {
        let kept = UnsafeBufferPointer(rebasing: bytes[..<(bytes.count - count)])
        let stem = String(decoding: kept, as: UTF8.self)
        return suffix.isEmpty ? stem : stem + suffix
    }

    /// "-es" after s, x, z, ch, sh or o, where the "e" belongs to the ending: "fixes",
    /// "pushes", "goes"; not "moves" or "hates".
    var endsInSibilantPlusEs: Bool {
        guard ends("es"), count >= 4 else { return false }
        let before = bytes[count - 3]
        if before == UInt8(ascii: "h") {
            let twoBefore = bytes[count - 4]
            return twoBefore == UInt8(ascii: "c") || twoBefore == UInt8(ascii: "s")
        }
        return before == UInt8(ascii: "s") || before == UInt8(ascii: "x")
            || before == UInt8(ascii: "z") || before == UInt8(ascii: "o")
    }

    static func isVowel(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"),
            UInt8(ascii: "u"):
            return true
        default:
            return false
        }
    }

    /// Letters English never doubles before a suffix: "fixed", "snowed", "played".
    static func neverDoubled(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "w") || byte == UInt8(ascii: "x") || byte == UInt8(ascii: "y")
    }
}

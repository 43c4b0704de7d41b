/// Normalizes one lower-case word for matching: shorthand expanded ("tmrw" is
/// "tomorrow", "gonna" is "going to"), and a typo of one of the grammar's own words fixed
/// ("remnd" is "remind"). Free text is never corrected: only words that are not English
/// words already and are one edit from a grammar word change.
enum Normalizer {
    /// A capitalised word is taken as a name ("Jane" is not "June") and never corrected.
    static func normalize(_ word: String, typed: Substring, correcting: Bool = true) -> String {
        if let expanded = SpellFix.expand(word) { return expanded.joined(separator: " ") }
        let lowerCaseAsTyped = typed.first.map { !$0.isUppercase } ?? true
        // A word in the English word list is never a typo, and is checked without building
        // the correction index, so most requests never pay for it.
        if correcting, lowerCaseAsTyped, word.count >= 4, !CueWords.set.contains(word),
            !KnownWords.contains(word), word.allSatisfy(\.isLetter),
            let fixed = SpellFix.correct(word)
        {
            return fixed
        }
        return word
    }
}

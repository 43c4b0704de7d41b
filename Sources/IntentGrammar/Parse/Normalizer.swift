/// Normalizes one lower-case word for matching: shorthand expanded ("tmrw" is
/// "tomorrow", "gonna" is "going to"), and a typo of one of the grammar's own words fixed
/// ("remnd" is "remind"). Free text is never corrected: only words that are not English
/// words already and are one edit from a grammar word change.
enum Normalizer {
    /// A capitalised word is taken as a name ("Jane" is not "June") and never corrected.
    static func normalize(_ word: String, capitalised: Bool, correcting: Bool = true) -> String {
        if let expanded = SpellFix.expand(word) { return expanded.joined(separator: " ") }
        // Only plain lower-case words of four letters or more are ever corrected; the byte
        // tests go first because they rule out most words for nothing.
        guard correcting, !capitalised, word.utf8.count >= 4, isPlainLowerCase(word)
        else {
            return word
        }
        // A word in the English word list is never a typo, and is checked without building
        // the correction index, so most requests never pay for it.
        if !CueWords.contains(word), !KnownWords.contains(word),
            let fixed = SpellFix.correct(word)
        {
            return fixed
        }
        return word
    }

    /// True when every byte of `word` is a to z.
    static func isPlainLowerCase(_ word: String) -> Bool {
        word.utf8.allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
    }
}

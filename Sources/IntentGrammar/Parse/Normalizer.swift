/// Normalizes one lower-case word for matching: shorthand expanded ("tmrw" is
/// "tomorrow", "gonna" is "going to"), and a typo of one of the grammar's own words fixed
/// ("remnd" is "remind"). Free text is never corrected: only words that are not English
/// words already and are one edit from a grammar word change.
enum Normalizer {
    static func normalize(_ word: String) -> String {
        if let expanded = SpellFix.expand(word) { return expanded.joined(separator: " ") }
        if word.count >= 4, word.allSatisfy(\.isLetter), let fixed = SpellFix.correct(word) { return fixed }
        return word
    }
}

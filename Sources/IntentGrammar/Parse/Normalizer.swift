/// Normalizes one lower-case word for matching: shorthand expanded ("tmrw" is
/// "tomorrow", "gonna" is "going to"), and a typo of one of the grammar's own words fixed
/// ("remnd" is "remind"). Free text is never corrected: only words that are not English
/// words already and are one edit from a grammar word change.
enum Normalizer {
    /// Another form for `word` (folded bytes), or nil when it stays as it is. A
    /// capitalised word is taken as a name ("Jane" is not "June") and never corrected.
    static func normalize(
        _ word: UnsafeBufferPointer<UInt8>, capitalised: Bool, correcting: Bool = true
    ) -> String? {
        if let expanded = SpellFix.expand(bytes: word) { return expanded.joined(separator: " ") }
        // Only plain lower-case words of three letters or more are ever corrected; the byte
        // tests go first because they rule out most words for nothing.
        guard correcting, !capitalised, word.count >= 3,
            word.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") })
        else {
            return nil
        }
        // A word in the English word list is never a typo, and is checked without building
        // the correction index, so most requests never pay for it; its bytes are looked up
        // where they lie, before any string is made.
        if KnownWords.english.contains(word) { return nil }
        let text = String(decoding: word, as: UTF8.self)
        guard !CueWords.contains(text), !KnownWords.isKnownBesidesTheList(text) else { return nil }
        // A slip of one of the grammar's words first ("firday" is "friday", not "fir
        // day"), then two words run together ("remindme").
        if let fixed = SpellFix.correct(text) { return fixed }
        return SpellFix.split(text)?.joined(separator: " ")
    }
}

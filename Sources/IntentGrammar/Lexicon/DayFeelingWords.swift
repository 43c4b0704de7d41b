/// The words a person rates a day with, as the diary's mood of one to five: "a brilliant
/// day" is 5, "rough day" 2, "awful" 1. An entry that says no score takes its mood from
/// them; one that says none of them has no mood.
package enum DayFeelingWords {
    /// Each word's place on the diary's scale.
    static let levels: [String: Int] = [
        "brilliant": 5, "amazing": 5, "fantastic": 5, "wonderful": 5, "incredible": 5,
        "perfect": 5, "awesome": 5, "fabulous": 5, "superb": 5, "magical": 5,
        "great": 4, "good": 4, "lovely": 4, "nice": 4, "productive": 4, "happy": 4,
        "decent": 4, "relaxing": 4, "fun": 4,
        "ok": 3, "okay": 3, "fine": 3, "meh": 3, "average": 3, "alright": 3, "so-so": 3,
        "bad": 2, "rough": 2, "tough": 2, "rubbish": 2, "stressful": 2,
        "exhausting": 2, "crap": 2, "sad": 2, "frustrating": 2, "grim": 2, "lousy": 2,
        "awful": 1, "terrible": 1, "horrible": 1, "dreadful": 1, "worst": 1, "miserable": 1,
        "horrendous": 1, "disastrous": 1,
    ]

    /// Words that turn the next rating round: "not great" is 2, "not bad" 3.
    static let negations: Set<String> = ["not", "never", "isn't", "wasn't", "hardly"]

    /// The mood the words of `text` (normalized, lowercase) rate the day at: the rounded
    /// mean of the ratings said, each turned by a negation just before it; nil when none
    /// is said.
    package static func mood(in text: String) -> String? {
        var total = 0
        var count = 0
        var negated = false
        for word in text.split(whereSeparator: { !$0.isLetter && $0 != "'" && $0 != "-" }) {
            let said = String(word)
            if negations.contains(said) {
                negated = true
                continue
            }
            defer { negated = false }
            guard let level = levels[said] else { continue }
            // Negated, a good rating falls below the middle and a bad one rises to it.
            total += negated ? (level > 3 ? 2 : 3) : level
            count += 1
        }
        guard count > 0 else { return nil }
        return String((total * 2 + count) / (2 * count))
    }
}

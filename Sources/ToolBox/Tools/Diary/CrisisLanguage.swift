/// The safety gate: a fixed, reviewed list of phrases that signal someone may be in crisis.
///
/// Deliberately a word list and nothing cleverer, so the same text always gives the same
/// answer and the list can be read and reviewed in one sitting. It errs towards matching:
/// "the suicide squad" trips it too, and the cost of that is one review shown as help
/// instead of observations. When it matches, the review composes nothing from the week;
/// the phrasebook shows fixed wording that points to help.
package enum CrisisLanguage {
    /// Phrases in normalised form: lower case, apostrophes dropped ("don't" is "dont"),
    /// every other non-letter a single space. Matched as whole words.
    package static let phrases: [String] = [
        "kill myself", "killing myself", "killed myself",
        "suicide", "suicidal",
        "self harm", "selfharm", "self harming", "harm myself", "harming myself",
        "hurt myself", "hurting myself",
        "cut myself", "cutting myself",
        "want to die", "wanna die", "wish i was dead", "wish i were dead", "better off dead",
        "end my life", "ending my life", "take my own life", "taking my own life", "end it all",
        "no reason to live", "not worth living", "dont want to live", "do not want to live",
        "dont want to be alive", "do not want to be alive",
    ]

    /// True when `text` contains one of the phrases as whole words.
    package static func appears(in text: String) -> Bool {
        let padded = " " + normalised(text) + " "
        return phrases.contains { padded.contains(" " + $0 + " ") }
    }

    /// Lower case, apostrophes removed, any run of other non-alphanumerics one space.
    static func normalised(_ text: String) -> String {
        var out = ""
        var pendingSpace = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar == "'" || scalar == "\u{2019}" { continue }
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingSpace && !out.isEmpty { out += " " }
                pendingSpace = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingSpace = true
            }
        }
        return out
    }
}

/// Finds the words that come back across diary entries: the review's themes.
///
/// A theme is a content word found in at least two different entries, counted once per
/// entry however often it is repeated inside one. Words are grouped by stem, so "walk",
/// "walks" and "walking" are one theme, shown in the form written most often. Function
/// words and the filler of diary writing ("today", "felt", "really") are never themes:
/// they recur in every diary and say nothing about this week.
package enum RecurringThemes {
    /// The most themes a review lists; more reads as a word cloud, not a review.
    package static let limit = 5

    /// Themes of `entries`, most entries first, then alphabetically; at most `limit`.
    package static func find(in entries: [DiaryEntry], using stemmer: Stemmer) -> [ReviewTheme] {
        var sources: [String: [DiaryCitation]] = [:]
        var spellings: [String: [String: Int]] = [:]
        for entry in entries {
            var seen: Set<String> = []
            for word in words(entry.text) {
                let stem = stemmer.stem(word.lowercased())
                spellings[stem, default: [:]][word, default: 0] += 1
                if seen.insert(stem).inserted { sources[stem, default: []].append(entry.citation) }
            }
        }
        let themes = sources.compactMap { stem, cited -> ReviewTheme? in
            guard cited.count >= 2, let forms = spellings[stem] else { return nil }
            return ReviewTheme(word: spelling(forms) ?? stem, sources: cited)
        }
        return Array(
            themes.sorted { ($1.sources.count, $0.word) < ($0.sources.count, $1.word) }.prefix(
                limit))
    }

    /// How to show a theme. A word ever written in lower case is a common word that was
    /// capitalised only to open a sentence, so it is shown in lower case; one always
    /// capitalised is a name ("Sam") and keeps its capital. Among the candidates, the form
    /// written most often wins, then the alphabetically first.
    static func spelling(_ forms: [String: Int]) -> String? {
        let lower = forms.filter { $0.key == $0.key.lowercased() }
        let candidates = lower.isEmpty ? forms : lower
        return candidates.min { ($1.value, $0.key) < ($0.value, $1.key) }?.key
    }

    /// The candidate words of one text, as written: at least three letters, not a number,
    /// not a stop word. A word is cut at an apostrophe, so "mum's" is "mum" and "didn't"
    /// is "didn", which the stop list holds.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var skipping = false
        func flush() {
            if current.count >= 3, !stopWords.contains(current.lowercased()),
                current.unicodeScalars.contains(where: { $0.properties.isAlphabetic })
            {
                words.append(current)
            }
            current = ""
            skipping = false
        }
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if !skipping { current.unicodeScalars.append(scalar) }
            } else if (scalar == "'" || scalar == "\u{2019}") && !current.isEmpty {
                skipping = true
            } else {
                flush()
            }
        }
        flush()
        return words
    }

    /// English function words, contraction stems and diary filler.
    static let stopWords: Set<String> = [
        // function words
        "about", "above", "after", "again", "against", "all", "also", "although", "and", "any",
        "are", "because", "been", "before", "being", "below", "between", "both", "but", "can",
        "cannot", "could", "did", "does", "doing", "down", "during", "each", "either", "else",
        "enough", "even", "ever", "every", "few", "for", "from", "further", "had", "has", "have",
        "having", "her", "here", "hers", "herself", "him", "himself", "his", "how", "into", "its",
        "itself", "just", "let", "lets", "more", "most", "much", "must", "myself", "neither",
        "nor", "not", "now", "off", "once", "one", "only", "other", "ought", "our", "ours",
        "ourselves", "out", "over", "own", "same", "she", "should", "since", "some", "such",
        "than", "that", "the", "their", "theirs", "them", "themselves", "then", "there", "these",
        "they", "this", "those", "though", "through", "too", "under", "until", "upon", "very",
        "was", "were", "what", "when", "where", "whether", "which", "while", "who", "whom",
        "whose", "why", "will", "with", "within", "without", "would", "yet", "you", "your",
        "yours", "yourself", "yourselves", "get", "gets", "got", "getting", "gotten",
        "went", "goes", "going", "gone", "come", "came", "comes", "coming", "make", "made",
        "makes", "making", "done", "say", "said", "says", "saying", "put", "take", "took",
        "taken", "may", "might", "shall", "yes", "yeah", "okay", "ok",
        // contraction stems (the part before the apostrophe)
        "didn", "doesn", "don", "isn", "wasn", "weren", "aren", "hasn", "haven", "hadn",
        "couldn", "wouldn", "shouldn", "won", "mustn", "needn", "ain",
        // diary filler: true of any week, so not a theme of this one
        "today", "tonight", "yesterday", "tomorrow", "day", "days", "morning", "afternoon",
        "evening", "night", "week", "weekend", "time", "times", "really", "pretty", "quite",
        "bit", "lot", "lots", "little", "many", "thing", "things", "stuff", "something",
        "anything", "everything", "nothing", "someone", "anyone", "everyone", "still", "back",
        "maybe", "like", "feel", "feels", "felt", "feeling", "think", "thought", "know", "knew",
        "want", "wanted", "need", "needed", "kind", "sort", "way", "two", "three", "first",
        "last", "next", "good", "bad", "well", "better", "around", "another",
    ]
}

/// Why, run on after when with no mark between: "pick up the parcel from the depot tmrw
/// they shut at 5", "renew the parking permit fri it runs out sat", "book flu jab next wk
/// surgery opens bookings mon". The words after the date are a sentence of their own (a
/// subject and its verb), told as the reason: no more of the title, and its days are not
/// when the task is due.
///
/// Not after a verb of getting in touch or of saying ("tell jo friday she's brilliant",
/// "text mum sat we're running late"): there the sentence may be what is said.
enum RunOnReasons {
    /// `slot` (normalized offsets) ended at the first date phrase inside it when a reason
    /// is run on after that phrase; nil when none is.
    static func titleEnd(of slot: Range<Int>, in clause: Clause) -> Range<Int>? {
        let dates = clause.dates.filter { !$0.isPast && slot.contains($0.range.lowerBound) }
        guard let date = dates.min(by: { $0.range.lowerBound < $1.range.lowerBound }),
            date.range.upperBound < slot.upperBound
        else { return nil }
        // A title of two words or more comes first, opened by no verb of saying ("to"
        // and "that" join it to the request's head).
        let before = clause.normalizedText(slot.lowerBound..<date.range.lowerBound)
            .split(separator: " ").drop { $0 == "to" || $0 == "that" }
        guard before.count >= 2, let verb = before.first.map(String.init),
            !TaskVerbs.contactVerbs.contains(verb), !TaskVerbs.sayingVerbs.contains(verb)
        else { return nil }
        let after = clause.normalizedText(date.range.upperBound..<slot.upperBound)
            .split(separator: " ").prefix(2).map(String.init)
        guard after.count == 2, isSubjectAndVerb(after[0], after[1]) else { return nil }
        return slot.lowerBound..<date.range.upperBound
    }

    /// Whether two words open a sentence: a subject pronoun and the word after it ("they
    /// shut", "it's due"), or a noun and a verb said of it ("surgery opens", "movers are").
    static func isSubjectAndVerb(_ first: String, _ second: String) -> Bool {
        if subjects.contains(first) {
            return !FunctionWords.contains(second) || beForms.contains(second)
        }
        guard !FunctionWords.contains(first), !Pronouns.isPronoun(first) else { return false }
        if beForms.contains(second) { return true }
        // "opens", "finishes", "closes": a verb's form for one thing.
        let lemmatizer = ParaphraseFrames.lemmatizer
        let lemma = lemmatizer.verbLemma(second)
        return second.hasSuffix("s") && lemma != second && lemmatizer.isKnownVerb(lemma)
            && !KnownWords.english.contains(second)
    }

    /// Whether `words` open a reason of their own: a subject and its verb ("they lost
    /// it"), a verb in the past with its subject left out ("found a pack in the
    /// drawer"), or a word that gives a reason ("cause we have some").
    static func opensReason(_ words: String) -> Bool {
        let first = words.split(separator: " ", maxSplits: 2).map(String.init)
        guard let word = first.first else { return false }
        // "they're in the drawer": a subject with its verb in one word.
        if reasonWords.contains(word) || (subjects.contains(word) && word.contains("'")) {
            return true
        }
        if first.count >= 2, isSubjectAndVerb(word, first[1]) { return true }
        let lemmatizer = ParaphraseFrames.lemmatizer
        let lemma = lemmatizer.verbLemma(word)
        return lemma != word && lemmatizer.isKnownVerb(lemma) && !word.hasSuffix("ing")
            && !word.hasSuffix("s")
    }

    static let reasonWords: Set<String> = [
        "because", "cause", "cos", "coz", "cuz", "since", "as", "so",
    ]

    static let subjects: Set<String> = [
        "i", "we", "you", "he", "she", "they", "it", "i'm", "we're", "you're", "he's", "she's",
        "they're", "it's", "im", "theyre", "its", "were", "hes", "shes",
    ]
    static let beForms: Set<String> = [
        "is", "are", "was", "were", "has", "have", "had", "will", "won't", "wont", "can't",
        "cant", "isn't", "isnt", "aren't", "arent", "'s", "'re", "not", "never", "always",
    ]
}

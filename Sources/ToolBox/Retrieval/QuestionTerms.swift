/// The terms of a question that can be looked for in notes: its content words, each with
/// the related words of `QueryExpansion`.
package struct QuestionTerms {
    /// One way of saying a term: a word or a phrase, with the stems it must all show.
    package struct Form: Sendable, Equatable {
        package var phrase: String
        package var stems: [String]
        /// True for the question's own word; false for a related one.
        package var original: Bool
    }

    /// One thing the question asks about, and the ways a note may put it.
    package struct Term: Sendable, Equatable {
        package var forms: [Form]
        /// 1, or `frameWeight` for a word that mostly completes a question word.
        package var weight = 1.0
        package var word: String { forms[0].phrase }

        package init(forms: [Form], weight: Double = 1) {
            self.forms = forms
            self.weight = weight
        }
    }

    /// How much a frame word ("which day", "what time") counts: a little, and only when
    /// present, since a sentence that has it ("Bin day is Thursday") is a better answer,
    /// but its absence says nothing (the answer to "what time" is "at 8:40", not "the
    /// time is 8:40").
    static let frameWeight = 0.25

    package var terms: [Term]
    /// The kind of answer the question's opening asks for, if it says.
    package var answerType: AnswerType?

    /// What an answer must contain to be the kind asked for: "how much" wants an amount
    /// of money, "when" and "what time" a time or date. Classic extractive question
    /// answering; here only a small bonus, never a reason to answer.
    package enum AnswerType: Sendable, Equatable {
        case money
        case time
        /// Digits: a phone number, a code, a reference.
        case number
    }

    /// Nouns that name the kind of answer, not what it is about, wherever they stand:
    /// "the doctor's number" asks for digits about the doctor. Weighed as frame words.
    static let answerNouns: Set<String> = ["number", "numbers"]

    /// Words that shape a question but name nothing a note would say: question words,
    /// auxiliaries, pronouns, talk about notes themselves ("remind me what I wrote"),
    /// and the verbs of "where did I put / keep / leave it". Beyond these,
    /// `ContentWords.stopWords` applies as everywhere.
    static let questionWords: Set<String> = [
        "what", "whats", "where", "wheres", "when", "whens", "who", "whos", "whom", "whose",
        "which", "why",
        "how", "hows", "do", "does", "did", "doing", "done", "have", "has", "had", "having", "can",
        "could",
        "would", "should", "will", "shall", "may", "might", "must", "am", "were", "being", "im",
        "ive", "id",
        "youre", "dont", "doesnt", "didnt", "isnt", "arent", "wasnt", "cant", "wont", "there",
        "here",
        "again", "ever", "still", "remind", "tell", "know", "remember", "recall", "note", "notes",
        "noted",
        "say", "said", "says", "wrote", "write", "written", "mention", "mentioned", "find", "get",
        "got",
        "want", "wanted", "like", "you", "he", "she", "they", "them", "him", "yours", "mine",
        "ours",
        "theirs", "myself", "so", "then", "than", "if", "also", "too", "very", "really", "actually",
        "exactly", "usually", "normally", "supposed", "meant", "put", "keep", "kept", "leave", "go",
        // Words that weigh a question, not what it asks about: "what do they even like?"
        "even", "just", "anyway", "anyways", "honestly", "literally", "basically",
        "goes",
        "going", "went", "come", "comes", "came", "take", "takes", "took", "make", "makes", "made",
        "now",
        // Inflected forms, listed rather than matched by stem: "writing" and "findings"
        // are things a note may be about.
        "keeps", "keeping", "puts", "says", "finds", "gets", "getting", "wants", "tells", "reminds",
        "remembers", "knows", "mentions",
    ]

    /// Nouns that mostly complete a question word ("what time", "how often", "what
    /// number"): weighed at `frameWeight` when they follow one directly.
    static let frameWords: Set<String> = [
        "time", "times", "number", "day", "days", "date", "year", "often", "many", "much", "long",
        "far",
        "kind", "sort", "type",
    ]

    /// The most terms a question keeps, in order. A question is a sentence; a pasted page
    /// would otherwise cost one index lookup per word.
    static let maxTerms = 24

    static let whWords: Set<String> = [
        "what", "whats", "which", "how", "hows", "when", "where", "who", "whos",
    ]

    /// Reads `question`; `expand` false leaves out the related words (for comparison).
    package init(_ question: String, using stemmer: Stemmer, expand: Bool = true) {
        var words: [(word: String, frame: Bool)] = []
        var afterQuestionWord = false
        answerType = Self.answerType(of: ContentWords.words(question))
        for word in ContentWords.words(question) {
            if ContentWords.stopWords.contains(word) { continue }
            if Self.whWords.contains(word) {
                afterQuestionWord = true
                continue
            }
            let frame =
                (afterQuestionWord && Self.frameWords.contains(word))
                || Self.answerNouns.contains(word)
            afterQuestionWord = false
            if !frame && Self.questionWords.contains(word) { continue }
            words.append((word, frame))
        }
        let stems = words.map { stemmer.stem($0.word) }
        var terms: [Term] = []
        var seen: Set<String> = []
        var i = 0
        while i < words.count && terms.count < Self.maxTerms {
            let length = expand ? QueryExpansion.phraseLength(at: i, in: stems, using: stemmer) : 1
            let phrase = words[i..<(i + length)].map(\.word).joined(separator: " ")
            let key = stems[i..<(i + length)].joined(separator: " ")
            let frame = length == 1 && words[i].frame
            i += length
            guard seen.insert(key).inserted else { continue }
            var forms = [
                Form(
                    phrase: phrase, stems: key.split(separator: " ").map(String.init),
                    original: true)
            ]
            // "40th" is also "40": notes write "turns 40", "on the 1st".
            if let number = Self.cardinal(phrase) {
                forms.append(Form(phrase: number, stems: [number], original: true))
            }
            if expand {
                for related in QueryExpansion.related(to: phrase, using: stemmer) {
                    let relatedStems = ContentWords.words(related).map(stemmer.stem)
                    if !relatedStems.isEmpty {
                        forms.append(Form(phrase: related, stems: relatedStems, original: false))
                    }
                }
            }
            terms.append(Term(forms: forms, weight: frame ? Self.frameWeight : 1))
        }
        self.terms = terms
    }

    /// "how much" asks for money; "when", "what time", "what date", "which day" and "how
    /// often" for a time; "number" for digits.
    static func answerType(of words: [String]) -> AnswerType? {
        for (word, next) in zip(words, words.dropFirst() + [""]) {
            switch (word, next) {
            case ("how", "much"): return .money
            case ("when", _), ("how", "often"): return .time
            case ("what", let noun), ("whats", let noun), ("which", let noun):
                if ["time", "date", "day", "days"].contains(noun) { return .time }
            default: continue
            }
        }
        return words.contains(where: answerNouns.contains) ? .number : nil
    }

    /// The number of an ordinal ("1st", "22nd", "40th"), or nil.
    static func cardinal(_ word: String) -> String? {
        let digits = word.prefix { $0.isNumber }
        guard !digits.isEmpty,
            ["st", "nd", "rd", "th"].contains(String(word.dropFirst(digits.count)))
        else { return nil }
        return String(digits)
    }

    /// An FTS5 query matching any form of any term, each form a quoted phrase. Words are
    /// letters and digits only (`ContentWords.words`), so nothing needs escaping.
    static func anyTermQuery(_ terms: [Term]) -> String {
        terms.flatMap(\.forms).map { quoted($0) }.joined(separator: " OR ")
    }

    /// An FTS5 query matching every term (each by any of its forms).
    static func everyTermQuery(_ terms: [Term]) -> String {
        terms.map { term in "(" + term.forms.map { quoted($0) }.joined(separator: " OR ") + ")" }
            .joined(separator: " AND ")
    }

    static func quoted(_ form: Form) -> String {
        "\"" + ContentWords.words(form.phrase).joined(separator: " ") + "\""
    }
}

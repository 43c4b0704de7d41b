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
        package var word: String { forms[0].phrase }
    }

    package var terms: [Term]

    /// Words that shape a question but name nothing a note would say: question words,
    /// auxiliaries, pronouns, talk about notes themselves ("remind me what I wrote"),
    /// and the verbs of "where did I put / keep / leave it". Beyond these,
    /// `ContentWords.stopWords` applies as everywhere.
    static let questionWords: Set<String> = [
        "what", "whats", "where", "wheres", "when", "whens", "who", "whos", "whom", "whose", "which", "why",
        "how", "hows", "do", "does", "did", "doing", "done", "have", "has", "had", "having", "can", "could",
        "would", "should", "will", "shall", "may", "might", "must", "am", "were", "being", "im", "ive", "id",
        "youre", "dont", "doesnt", "didnt", "isnt", "arent", "wasnt", "cant", "wont", "there", "here",
        "again", "ever", "still", "remind", "tell", "know", "remember", "recall", "note", "notes", "noted",
        "say", "said", "says", "wrote", "write", "written", "mention", "mentioned", "find", "get", "got",
        "want", "wanted", "like", "you", "he", "she", "they", "them", "him", "yours", "mine", "ours",
        "theirs", "myself", "so", "then", "than", "if", "also", "too", "very", "really", "actually",
        "exactly", "usually", "normally", "supposed", "meant", "put", "keep", "kept", "leave", "go", "goes",
        "going", "went", "come", "comes", "came", "take", "takes", "took", "make", "makes", "made", "now",
    ]

    /// Nouns that only complete a question word ("what time", "how often", "what
    /// number"): dropped when they follow one directly.
    static let frameWords: Set<String> = [
        "time", "times", "number", "day", "days", "date", "year", "often", "many", "much", "long", "far",
        "kind", "sort", "type",
    ]

    static let whWords: Set<String> = ["what", "whats", "which", "how", "hows", "when", "where", "who", "whos"]

    /// Reads `question`; `expand` false leaves out the related words (for comparison).
    package init(_ question: String, using stemmer: Stemmer, expand: Bool = true) {
        var words: [String] = []
        var afterQuestionWord = false
        for word in ContentWords.words(question) {
            if ContentWords.stopWords.contains(word) { continue }
            if Self.whWords.contains(word) {
                afterQuestionWord = true
                continue
            }
            if afterQuestionWord && Self.frameWords.contains(word) {
                afterQuestionWord = false
                continue
            }
            afterQuestionWord = false
            if Self.questionWords.contains(word) { continue }
            words.append(word)
        }
        let stems = words.map(stemmer.stem)
        var terms: [Term] = []
        var seen: Set<String> = []
        var i = 0
        while i < words.count {
            let length = expand ? QueryExpansion.phraseLength(at: i, in: stems, using: stemmer) : 1
            let phrase = words[i..<(i + length)].joined(separator: " ")
            let key = stems[i..<(i + length)].joined(separator: " ")
            i += length
            guard seen.insert(key).inserted else { continue }
            var forms = [Form(phrase: phrase, stems: key.split(separator: " ").map(String.init), original: true)]
            if expand {
                for related in QueryExpansion.related(to: phrase, using: stemmer) {
                    let relatedStems = ContentWords.words(related).map(stemmer.stem)
                    if !relatedStems.isEmpty { forms.append(Form(phrase: related, stems: relatedStems, original: false)) }
                }
            }
            terms.append(Term(forms: forms))
        }
        self.terms = terms
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

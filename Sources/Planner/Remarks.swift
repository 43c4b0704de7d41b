package import IntentGrammar
package import ToolBox

/// Comments people add around a request: "yay", "it's been cancelled", "my back is
/// killing me", "the library books aren't actually back yet".
enum Remarks {
    /// Words of a statement, not a name or a fragment: "I'm out", "it's been called off".
    static let statementWords: Set<String> = [
        "i", "i'm", "im", "we", "we're", "you", "he", "she", "they", "it", "it's", "that's",
        "there's", "is", "are", "was", "were", "am", "be", "been",
    ]

    /// A clause that reads as nothing and does not start like a command: a statement or an
    /// exclamation, not an errand ("call mum") or a request.
    static func isRemark(_ clause: String, memo: ParseMemo) -> Bool {
        let stripped = Segmenter.stripLeadingJoiner(clause)
        // "what a day": how it went, whatever word it opens with.
        if isExclamation(memo.utterance(stripped).words) { return true }
        return !ListExpansion.isBareErrand(stripped, memo: memo)
            && !CompoundPlanner.strongOpener(stripped, memo: memo)
    }

    /// Whether `utterance` opens with a verb in the past, its "I" dropped: "forgot the
    /// pantry", "got a letter from them". What happened, told after a request.
    static func opensWithPastVerb(_ utterance: Utterance) -> Bool {
        guard let first = utterance.firstWord, utterance.wordCount >= 2 else { return false }
        return CompoundPlanner.lemmatizer.isPastForm(first)
    }

    /// Whether `clause` (normalized) is a sentence with its own subject and verb that
    /// tells how things are: "she's not been well", "the kids have flooded the bathroom",
    /// "I told his dad I'd take him". A subject with a verb of obligation or wanting ("I
    /// need to ...", "we have to ...") asks for something, and is no such sentence.
    static func isStatedSentence(_ clause: String) -> Bool {
        // "the name is Balcony", "it's called Balcony": the thing's name, said after it.
        guard !namingSentence.matches(clause), let m = statedSentence.firstMatch(in: clause)
        else { return false }
        let lemmatizer = CompoundPlanner.lemmatizer
        if let verb = m.group(named: "verb") {
            let said = clause.slice(utf8: verb).map(String.init) ?? ""
            guard lemmatizer.isPastForm(said) || statingVerbs.contains(said) else {
                return false
            }
        }
        // "boss finally agreed a date", "mum eventually rang back": a name as the subject
        // is told by a word of time before a verb's past.
        if let verb = m.group(named: "told") {
            let said = clause.slice(utf8: verb).map(String.init) ?? ""
            guard lemmatizer.isPastForm(said), lemmatizer.verbLemma(said) != said else {
                return false
            }
        }
        // "Biscuit's limping again", "school's closing early": a name's "'s" is "is" or
        // "has" before a verb's form or a state, and a possessive before a thing
        // ("Biscuit's lead").
        if let state = m.group(named: "state") {
            let said = clause.slice(utf8: state).map(String.init) ?? ""
            let verbForm =
                (said.hasSuffix("ing") && said.count > 4 && lemmatizer.verbLemma(said) != said)
                || lemmatizer.isPastForm(said)
            guard verbForm || namedStates.contains(said) else { return false }
        }
        // "quarterly report's next": a name of two words takes a state word only
        // ("find ellie's swimming stuff" asks), and opens with no errand's verb ("pay
        // dad's late fee").
        if let named = m.group(named: "named") {
            let said = clause.slice(utf8: named).map(String.init) ?? ""
            let first = m.group(named: "first").flatMap { clause.slice(utf8: $0) }.map(String.init)
            guard namedStates.contains(said), let first, !TaskVerbs.all.contains(first) else {
                return false
            }
        }
        // "his mums away": a hurried "'s" with no mark, before a state word only ("the
        // kids toys upstairs" says no state).
        if let state = m.group(named: "unmarked"),
            !namedStates.contains(clause.slice(utf8: state).map(String.init) ?? "")
        {
            return false
        }
        return !obligation.matches(clause)
    }

    /// Words after a name's "'s" that make it a sentence: "Biscuit's not well", "Jo's
    /// away".
    static let namedStates: Set<String> = [
        "not", "been", "still", "just", "always", "never", "away", "ill", "sick", "off", "back",
        "out", "due", "late", "poorly", "next", "up",
    ]

    /// A subject, then the word after it: a pronoun with its verb ("she's", "they were",
    /// "I told", "she finally agreed"), a name with a word of time and a verb's past
    /// ("boss finally agreed"), a possessed or definite thing with a form of "be" or "have" ("the
    /// kids have", "my back is"), or a name with "'s" and what it is ("the dog's
    /// limping", "school's closing early"; of two words, a state: "quarterly report's
    /// next").
    static let statedSentence = Pattern(
        grammar:
            "^(?:(?:i|we|you|he|she|they|it)(?:'s|'re|'m|'ve|'d)\\b|(?:i|we|you|he|she|they|it) (?:(?:finally|eventually|already|actually) )?(?<verb>[a-z']+)\\b|(?:(?:the|my|our|his|her|their) )?[a-z']+ (?:finally|eventually|already|actually) (?<told>[a-z']+)\\b|(?:the|my|our|his|her|their) [a-z']+(?: [a-z']+)? (?:is|are|was|were|has|have|had|isn't|aren't|wasn't|weren't|hasn't|haven't)\\b|(?:(?:the|my|our|his|her|their) )?[a-z]+'s (?<state>[a-z]+)\\b|(?<first>[a-z]+) [a-z]+'s (?<named>[a-z]+)\\b|(?:the|my|our|his|her|their) [a-z]+s (?<unmarked>[a-z]+)\\b)"
    )
    static let namingSentence = Pattern(
        grammar:
            "^(?:(?:the|its|it's|his|her|their|our|my) (?:name|title)\\b|(?:it|he|she|they)(?:'s| is|'re| are|'ll be| will be) (?:called|named|titled)\\b)"
    )
    /// Verbs a subject pronoun tells a state with, besides past forms ("told").
    static let statingVerbs: Set<String> = [
        "is", "are", "was", "were", "am", "has", "have", "had", "isn't", "aren't", "wasn't",
        "weren't", "hasn't", "haven't", "don't", "doesn't", "didn't", "can't", "won't",
        "always", "never", "still", "just",
    ]
    /// "I have to", "we've got to", "I still need to": a request, said as what is needed.
    static let obligation = Pattern(
        grammar:
            "^[a-z']+ (?:(?:still|really|also|just|now) )?(?:(?:have|has|had|'ve got|got|need|needs|want|wants|ought) to|must|should|gotta)\\b|^[a-z']+'(?:ve|d|ll) (?:got to|have to|need to|better|like)\\b|^[a-z']+ just (?:need|want)\\b"
    )

    /// A short exclamation of how things are: "so tired", "ugh so late", "I'm so behind",
    /// "long day", "such a mess". A word of degree opens it (after a subject, or a sound
    /// of feeling), or it is a kind of time said with how it went: no request is in it.
    static func isExclamation(_ words: [String]) -> Bool {
        // "what a day", "what a mess that was": how something was, not what it is.
        if words.count >= 3, words.count <= 5, words[0] == "what", ["a", "an"].contains(words[1]) {
            return true
        }
        var rest = words[...]
        while let first = rest.first, exclamationLeads.contains(first) { rest = rest.dropFirst() }
        guard (1...3).contains(rest.count), let first = rest.first else { return false }
        if degreeWords.contains(first) { return rest.count >= 2 }
        return rest.count == 2 && timesOfLife.contains(rest[rest.startIndex + 1])
            && !FunctionWords.contains(first)
    }

    static let exclamationLeads: Set<String> = [
        "ugh", "argh", "sigh", "omg", "oh", "ok", "okay", "god", "i'm", "im", "it's", "its",
        "we're",
        "feeling", "feel",
    ]
    static let degreeWords: Set<String> = [
        "so", "soo", "sooo", "such", "too", "very", "really", "super", "totally", "way", "much",
        "loads", "lots",
    ]
    static let timesOfLife: Set<String> = [
        "day", "week", "morning", "night", "evening", "afternoon", "month", "shift", "weekend",
    ]

    /// "the yoga class is done", "gym membership sorted": a thing said to be done by
    /// name, which is a task reported done, when the name finds no stored task or
    /// project. The name; nil for anything else, and for "it's done" or "I'm finished",
    /// whose subject names nothing.
    static func doneOfNothingStored(_ clause: String, context: ParseContext) -> String? {
        guard context.grounded else { return nil }
        let normalized = Utterance(Segmenter.stripLeadingJoiner(clause)).normalized
        guard let m = doneReport.firstMatch(in: normalized), let np = m.group(named: "np"),
            let name = normalized.slice(utf8: np).map(String.init),
            let first = name.split(separator: " ").first,
            !Pronouns.isPronoun(String(first)), !notNames.contains(String(first)),
            !ContentWords.words(name).allSatisfy(ContentWords.stopWords.contains),
            // A name of a few words, no clause: "the fence still isn't done", "the loft
            // can wait till the move is sorted" say something else.
            name.split(separator: " ").count <= 4,
            !name.split(separator: " ").contains(where: { clauseWords.contains(String($0)) })
        else { return nil }
        let names = context.names
        guard !names.findsAnyTask(name), names.doneTask(named: name) == nil,
            names.project(named: name) == nil
        else { return nil }
        return name
    }

    static let doneReport = Pattern(
        grammar:
            "^(?:the |my |our )?(?<np>[a-z][a-z' -]*?)(?:'s| is| are| was| were| has been| have been)? (?:all |now |finally |just |totally )*(?:done|finished|sorted|complete|completed)(?:,? (?:now|finally|at last|already|too|as well|today|yesterday))*[.!]*$"
    )
    /// Words that show a done report's subject is a clause, or the report denied.
    static let clauseWords: Set<String> = [
        "can", "could", "will", "would", "should", "must", "till", "until", "when", "if",
        "once", "after", "before", "is", "are", "was", "were", "isnt", "isn't", "arent",
        "aren't", "wasnt", "wasn't", "not", "still", "never", "yet", "be", "been", "being",
        "have", "has", "had", "do", "does", "did", "i", "we", "you", "he", "she", "they", "it",
        "so", "and", "but", "nearly", "almost", "half",
    ]
    /// Subjects of a done report that name no thing, and people who are done with
    /// something ("the builders are finished").
    static let notNames: Set<String> = [
        "i", "i'm", "im", "we", "we're", "you", "everything", "all", "both", "that's", "it's",
        "thats", "its", "nothing", "something", "one", "kids", "children", "builders",
        "guests", "boys", "girls", "workmen", "decorators", "painters", "cleaners", "team",
        "everyone", "everybody",
    ]

    /// The items `clause` names: each of a list of names ("the beds and the roses") when
    /// every one names a stored item, else `namedItem`'s one, else none.
    static func namedItems(in clause: String, context: ParseContext) -> [String] {
        guard context.grounded else { return [] }
        let parts = Segmenter.stripLeadingJoiner(clause).split(
            separator: " and ", omittingEmptySubsequences: true
        ).flatMap { $0.split(separator: ",") }.map { String($0).trimmingSpaces }
            .filter { !$0.isEmpty }
        if parts.count > 1 {
            let named = parts.map { namedItem(in: $0, context: context) }
            if named.allSatisfy({ $0 != nil }) { return named.compactMap { $0 } }
        }
        return namedItem(in: clause, context: context).map { [$0] } ?? []
    }

    /// The longest run of words in `clause` that names an existing task or project: what a
    /// following "it" or "that" points at.
    static func namedItem(in clause: String, context: ParseContext) -> String? {
        guard context.grounded else { return nil }
        let utterance = Utterance(clause)
        // "quarterly report's next": the "'s" of "is", or of whose it is, is no part of
        // the name.
        let words = utterance.tokens.filter { !$0.isPunctuation }.map { token in
            let typed = String(utterance.typed(token))
            return typed.utf8.count > 4 && typed.lowercased().hasSuffix("'s")
                ? String(typed.dropLast(2)) : typed
        }
        guard !words.isEmpty else { return nil }
        let skip: Set<String> = [
            "the", "a", "an", "my", "our", "it", "that", "this", "is", "are", "i", "we", "so",
            "not",
        ]
        for length in stride(from: min(5, words.count), through: 1, by: -1) {
            for start in 0...(words.count - length) {
                let phrase = words[start..<(start + length)]
                guard let first = phrase.first, let last = phrase.last,
                    !skip.contains(first.lowercased()), !skip.contains(last.lowercased()),
                    // "the expensive one": words before a head noun describe a task, and
                    // are read as a description (`CompoundPlanner.pointingBackAtUnread`).
                    start + length == words.count
                        || !TaskDescription.heads.contains(words[start + length].lowercased()),
                    // "parcel returned": a state is no name ("returned" is no task called
                    // "return the library books").
                    !phrase.allSatisfy({
                        CompoundPlanner.lemmatizer.isPastForm($0.lowercased())
                    })
                else { continue }
                let name = phrase.joined(separator: " ")
                if let title = Self.item(named: name, context: context) {
                    return Self.ownWords(of: phrase, in: title, context: context) ?? name
                }
            }
        }
        return nil
    }

    /// The task or project `name` names, done tasks included.
    static func item(named name: String, context: ParseContext) -> String? {
        let names = context.names
        return names.openTask(named: name) ?? names.doneTask(named: name)
            ?? names.project(named: name)
    }

    /// The phrase without the words at its edges that are not the item's own or say
    /// nothing ("with the dentist" names "call the dentist" as "dentist"), if what is left
    /// still names the same item.
    static func ownWords(of phrase: ArraySlice<String>, in title: String, context: ParseContext)
        -> String?
    {
        let own = Set(title.lowercased().split(separator: " ").map(String.init))
        func loose(_ word: String) -> Bool {
            let lower = word.lowercased()
            return !own.contains(lower)
                || FunctionWords.contains(String(lower.filter { $0 != "'" }))
        }
        var kept = phrase
        while kept.count > 1, let first = kept.first, loose(first) { kept = kept.dropFirst() }
        while kept.count > 1, let last = kept.last, loose(last) { kept = kept.dropLast() }
        let name = kept.joined(separator: " ")
        return item(named: name, context: context) == title ? name : nil
    }
}

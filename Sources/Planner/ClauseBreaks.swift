package import IntentGrammar

/// Two clauses run together with no mark between them, as dictation and fast typing give
/// them: "the gutters are clean finally the ladder was a nightmare", "the fence still
/// isnt done can you bump it to saturday", "scrap the haircut not bothering tbh".
///
/// Tried only when the request as said reads as nothing. A break goes before a word that
/// can open a clause, with at least two words on each side and no function word left
/// dangling before it ("add bread to | my list" is no break). It stands when the request
/// then plans with every step read, no argument runs across it, and one side alone asks
/// for a change:
/// - before a word that opens a request ("can you", "so", "also", "please"), the words
///   after it;
/// - before a remark's opener ("not", "finally", "everyone"), the words before it.
/// The first break that stands, from the left, is taken.
enum ClauseBreaks {
    struct Break {
        /// The request with a comma put in at the break.
        let text: String
        let left: String
        let right: String
        /// Whether the words after the break open a request (so they must read alone), or
        /// the words before it must.
        let opensRequest: Bool

        /// The side that must ask for a change on its own.
        var anchor: String { opensRequest ? right : left }
    }

    /// The places a break could go in `text`, leftmost first.
    static func candidates(_ text: String) -> [Break] {
        // Most requests that read as nothing hold no opener at all: a look at the bytes.
        guard
            openerWords.occurs(in: text)
                || (endWords.occurs(in: text) && toldOrDoneWords.occurs(in: text))
        else { return [] }
        let utterance = Utterance(text)
        let tokens = utterance.tokens
        var found: [Break] = []
        for (i, token) in tokens.enumerated() where i >= 2 && i + 2 <= tokens.count {
            // A mark is there already: the planner has cut there.
            let before = tokens[i - 1]
            guard !before.isPunctuation, !token.isPunctuation, !tokens[i - 2].isPunctuation,
                !tokens[i + 1].isPunctuation
            else { continue }
            let next = tokens[i + 1]
            let opensRequest =
                utterance.form(token, isOneOf: leadIns)
                || (utterance.form(token, isOneOf: modals)
                    && utterance.form(next, isOneOf: ["you", "u", "ya"]))
                // "buy milk done | move the slides to friday": a command after a report.
                // ("fence done | neighbour helped" tells who did it: no command.)
                || (utterance.form(before, isOneOf: doneWordList)
                    && CompoundPlanner.isImperative(utterance.form(token))
                    && !Self.opensToldSentence(tokens, at: i, in: utterance))
            // Before a remark the words before the break are the request, and a function
            // word cannot end one ("add bread to | my list"). ("done" is one: "the fence
            // isnt done | can you bump it" still breaks before a request.)
            guard
                opensRequest
                    || ((utterance.form(token, isOneOf: clauseOpeners)
                        || Self.opensToldSentence(tokens, at: i, in: utterance))
                        && Self.mayEndAClause(utterance.typed(before).lowercased()))
            else { continue }
            let left = String(text[..<before.range.upperBound])
            let right = String(text[token.range.lowerBound...])
            found.append(
                Break(
                    text: left + ", " + right, left: left, right: right, opensRequest: opensRequest)
            )
            if found.count == maximumBreaks { break }
        }
        return found
    }

    /// Whether the words from `i` tell what happened, with no word to open them: a thing
    /// and its verb ("photos were a pain", "q3 got pushed", "renewal quote went up"), or
    /// a verb's past with its "I" dropped after a report ("mot done | passed first time").
    static func opensToldSentence(_ tokens: [Token], at i: Int, in utterance: Utterance) -> Bool {
        let lemmatizer = CompoundPlanner.lemmatizer
        // Only after the word a request ends in: a thing's state or level, or the thing
        // pointed back at ("the dentist's phone | line is a joke" breaks inside a name).
        // (Compared in place first: most words are none.)
        guard utterance.form(tokens[i - 1], isOneOf: requestEnds),
            !FunctionWords.contains(utterance.form(tokens[i]))
        else { return false }
        func told(_ j: Int) -> Bool {
            guard j < tokens.count, !tokens[j].isPunctuation else { return false }
            let form = utterance.form(tokens[j])
            return toldVerbs.contains(form)
                || (lemmatizer.isPastForm(form) && lemmatizer.verbLemma(form) != form)
        }
        if utterance.form(tokens[i - 1], isOneOf: doneWordList), told(i) { return true }
        if told(i + 1) { return true }
        return i + 2 < tokens.count && !FunctionWords.contains(utterance.form(tokens[i + 1]))
            && told(i + 2)
    }

    /// Words a request ends in, before a sentence told with no word to open it.
    static let requestEnds: [String] =
        doneWordList + [
            "prio", "priority", "urgent", "high", "low", "medium", "it", "them", "off", "up",
        ]

    /// Forms of "be" and "have" and verbs of moving that tell what happened after a thing.
    static let toldVerbs: Set<String> = ["was", "were", "is", "are", "got", "went", "has", "had"]

    /// Whether a request may end in `word`: no function word ("add bread to | my list"),
    /// but the head a description ends in may ("delete the mirror one | its going back").
    static func mayEndAClause(_ word: String) -> Bool {
        !FunctionWords.contains(word) || TaskDescription.heads.contains(word)
            || doneWordList.contains(word) || ["now", "today", "tonight", "asap"].contains(word)
    }

    /// Words of a task done, which end a report ("mark the mirror done | finally got the
    /// drill") though they are function words elsewhere.
    static let doneWordList = ["done", "finished", "sorted", "complete", "completed"]

    /// Whether the break parts the steps rather than landing inside one: no argument
    /// holds the comma put in ("remind me about, the freezer" is no break).
    static func separates(_ steps: [ParsedIntent], _ right: String) -> Bool {
        guard let first = right.split(separator: " ").first else { return false }
        let seam = ", " + first
        return !steps.contains { step in step.arguments.values.contains { $0.contains(seam) } }
    }

    /// How many places are tried: each is a plan of its own, paid only by requests that
    /// read as nothing.
    static let maximumBreaks = 4

    /// Every opener, for a first look at a request's bytes.
    static let openerWords = PackedWords(leadIns + modals + clauseOpeners)
    /// For a break before a sentence told, or a command after a report: a word a request
    /// ends in, and a verb that tells or a word of a task done.
    static let endWords = PackedWords(requestEnds)
    static let toldOrDoneWords = PackedWords(Array(toldVerbs) + doneWordList)

    /// Words that lead into a request: "... so push the plumber call to Monday".
    static let leadIns = [
        "so", "also", "oh", "btw", "plus", "anyway", "anyways", "please", "pls", "plz",
    ]
    /// Words that open a request before "you": "... can you bump it to Saturday".
    static let modals = ["can", "could", "would", "will"]

    /// Words that open a remark of their own after a request: "not bothering tbh", "yay",
    /// "everyone got theirs in", and the reason for it. (A subject such as "the" or "it"
    /// opens clauses too, but it comes in most requests, and each place tried is a plan.)
    static let clauseOpeners = [
        "everyone", "everybody", "not", "finally", "yay", "ugh", "lol", "haha", "tbh", "ok",
        "okay", "thanks", "thx", "cheers", "nothing",
        // Why, said after the request: "tick off batteries got some at the garage",
        // "stop the recycling repeating were moving anyway".
        "its", "it's", "we're", "theyre", "they're", "got", "cos", "coz", "bc",
        // Who did what, told after the request: "reopen dry cleaning they lost a shirt".
        "they", "he", "she", "we",
    ]
}

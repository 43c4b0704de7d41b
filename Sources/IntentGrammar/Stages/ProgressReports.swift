internal import ToolBox

/// Reports of what happened that finish a stored task, read with a store only: a thing
/// where its task puts it ("the VAT return went in", "the mirror is up"), someone having
/// what they were to be given ("Priya has the contract now"), a thing come that was to be
/// got ("my passport arrived"), someone else's doing ("Sam sorted the gutters"). Each
/// names the task by the words said, and only a task whose own verb fits the report.
enum ProgressReports {
    static let lemmatizer = ParaphraseFrames.lemmatizer

    /// The person before a past verb that opens a report of their doing ("Sam sorted the
    /// gutters", "my dad fixed the fence"): one word that is no verb, function word or
    /// adverb, or after "my", "our" or "the" a noun ("the landlord"); nil for anything
    /// else ("nearly finished the slides" has no subject).
    static func otherSubject(_ words: [String]) -> (who: String, verbAt: Int)? {
        let start = words.count > 3 && ["my", "our", "the"].contains(words[0]) ? 1 : 0
        guard words.count > start + 2 else { return nil }
        let who = words[start]
        guard lemmatizer.isPastForm(words[start + 1]), !who.contains("'"),
            !ParaphraseFrames.subjects.contains(who), !FunctionWords.all.contains(who),
            !lemmatizer.isKnownVerb(who), lemmatizer.verbLemma(who) == who,
            start == 1 || !KnownWords.contains(who)
                || !(who.hasSuffix("ly") || ParaphraseFrames.adverbs.contains(who)
                    || notSomeone.contains(who))
        else { return nil }
        return (who, start + 1)
    }

    /// Words that open a report of one's own doing without a subject ("almost finished
    /// the slides", "never paid the bill").
    static let notSomeone: Set<String> = [
        "almost", "never", "still", "once", "twice", "again", "even", "ever", "soon", "half",
        "yesterday", "today", "recently", "earlier", "nearly", "barely", "hardly",
    ]

    /// Someone else's doing reports a task done as the speaker's own would ("Sam sorted
    /// the gutters"), and only done: what they moved or dropped is theirs to say. A task
    /// that names them is theirs to receive ("Priya sent the contract" is no sign that
    /// "send Priya the contract" is done).
    static func doneBySomeoneElse(
        _ clause: Clause, who: String, word: String, lemma: String, object: Range<Int>
    ) -> ParsedIntent? {
        guard lemmatizer.isPastForm(word), clause.context.grounded else { return nil }
        // "my colleague filed her VAT return": their own, not the speaker's.
        let said = clause.normalizedText(object).split(separator: " ")
        if let first = said.first, ["her", "his", "their"].contains(String(first)) { return nil }
        let completes = VerbLexicon.action(of: lemma) == .complete
        guard
            let reading =
                (completes
                    ? ParaphraseFrames.act(
                        .complete, clause: clause, object: object, pastReport: true)
                    : nil)
                    ?? ParaphraseFrames.pastReport(clause: clause, lemma: lemma, object: object),
            let task = reading.arguments["task"],
            let title = clause.context.names.openTask(named: task),
            !ContentWords.words(title).contains(who)
        else { return nil }
        return reading
    }

    /// The completion of the open task that puts `subject` where `place` says ("in",
    /// "up"): its first word one of `handedOver`'s verbs for the place. Nil when none.
    static func putInPlace(_ subject: String, _ place: String, _ clause: Clause) -> ParsedIntent? {
        completion(of: subject, doneBy: handedOver[place] ?? [], clause)
    }

    /// The completion of the open task that is one of `verbs` said of `subject`, its first
    /// word that verb ("file the VAT return" for "file" and "VAT return"), named by
    /// `subject`; nil when there is none.
    static func completion(of subject: String, doneBy verbs: [String], _ clause: Clause)
        -> ParsedIntent?
    {
        for verb in verbs {
            guard let title = clause.context.names.openTask(named: verb + " " + subject),
                let first = title.split(separator: " ").first,
                lemmatizer.verbLemma(first.lowercased()) == verb
            else { continue }
            return ParsedIntent(.completeTask, ["task": subject])
        }
        return nil
    }

    /// "got all the OKRs in", "finally got the mirror up": the speaker put a thing where
    /// its task puts it (`handedOver`).
    static func gotInPlace(_ clause: Clause) -> ParsedIntent? {
        guard clause.context.grounded,
            let m = gotPlaced.firstMatch(in: clause.text, hits: clause.literals),
            let np = m.group(named: "np"), let place = m.group(named: "place")
        else { return nil }
        let subject = SlotText.cleanItem(clause.itemText(np, cutting: []))
        guard !subject.isEmpty, !Pronouns.isPronoun(subject) else { return nil }
        return putInPlace(subject, String(clause.normalizedText(place)), clause)
    }

    /// Who got what where.
    static let gotPlaced = Pattern(
        grammar:
            "^(?:(?:i|we) )?(?:'ve |have )?(?:finally |just |at last |already )*(?:got|gotten) (?:all |both )?(?:the |my |our )?(?<np>.+?) (?<place>in|out|up|back|down|away)(?: (?:to|from) (?:the )?[a-z][a-z'-]*)?(?:,? (?:now|at last|finally|today|yesterday|this morning|this afternoon|last night|earlier|already|on time))*[.!]*$"
    )

    /// A report of where things stand that finishes a stored task: a state ("the gutters
    /// are clean"), someone having what they were to be given, a thing come that was to
    /// be got.
    static func read(_ clause: Clause) -> ParsedIntent? {
        ParaphraseFrames.statementOfState(clause) ?? possessionReport(clause)
            ?? arrivalReport(clause)
            ?? gotInPlace(clause)
    }

    /// "my passport arrived today", "the seeds came this morning": a thing come that a
    /// task was to get is got. Only an open task whose first word is a verb of getting
    /// it ("renew passport", "buy seeds"); collecting it is still to do.
    static func arrivalReport(_ clause: Clause) -> ParsedIntent? {
        guard clause.context.grounded,
            let m = arrival.firstMatch(in: clause.text, hits: clause.literals),
            let np = m.group(named: "np")
        else { return nil }
        let subject = SlotText.cleanItem(clause.itemText(np, cutting: []))
        guard !Pronouns.isPronoun(subject),
            !ContentWords.words(subject).allSatisfy(ContentWords.stopWords.contains)
        else { return nil }
        return completion(of: subject, doneBy: gettingVerbs, clause)
    }

    /// A thing, and that it came.
    static let arrival = Pattern(
        grammar:
            "^(?:the |my |our )?(?<np>.+?)(?: has| have|'s|'ve)?(?: finally| just| now)? (?:arrived|came|come|turned up|showed up|got here|(?:is|are) here|(?:was|were|has been|have been|got) delivered)(?:,? (?:today|this morning|this afternoon|yesterday|last night|at last|finally|now))*[.!]*$"
    )

    /// Verbs of tasks that get a thing sent: done when it comes.
    static let gettingVerbs = ["buy", "order", "get", "renew", "replace", "reorder"]

    /// "Priya has the contract now", "Theo's got his card": someone has what a task was
    /// to give them, so the task is done. Only an open task whose first word is a verb of
    /// giving and whose words hold both the person and the thing ("send Priya the
    /// contract").
    static func possessionReport(_ clause: Clause) -> ParsedIntent? {
        guard clause.context.grounded,
            let m = possession.firstMatch(in: clause.text, hits: clause.literals),
            let who = m.group(named: "who"), let thing = m.group(named: "thing")
        else { return nil }
        let person = String(clause.normalizedText(who))
        guard !Pronouns.isPronoun(person), !ParaphraseFrames.subjects.contains(person),
            !ContentWords.stopWords.contains(person)
        else { return nil }
        let object = SlotText.cleanItem(clause.itemText(thing, cutting: []))
        let said = ContentWords.words(object).filter { !ContentWords.stopWords.contains($0) }
        guard !said.isEmpty else { return nil }
        for verb in givingVerbs {
            for phrase in [
                verb + " " + person + " " + object, verb + " " + object + " to " + person,
            ] {
                guard let title = clause.context.names.openTask(named: phrase) else { continue }
                let words = ContentWords.words(title)
                guard let first = words.first, lemmatizer.verbLemma(first) == verb,
                    words.contains(person), said.allSatisfy(words.contains)
                else { continue }
                return ParsedIntent(.completeTask, ["task": object])
            }
        }
        return nil
    }

    /// Someone, "has" or "'s got", and a thing.
    static let possession = Pattern(
        grammar:
            "^(?<who>[a-z][a-z-]*)(?:'s got|'s now got| has got| has now got| has| now has| got)(?: now| finally| already)? (?:the |my |our |his |her |their )?(?<thing>[a-z0-9].*?)(?: now| already| at last| finally| this morning| today)*[.!]*$"
    )

    /// Verbs of tasks that give someone a thing.
    static let givingVerbs = ["send", "give", "hand", "post", "email", "lend", "return", "pass"]

    /// Where a thing is once the task that moves it is done, and the verbs of moving it
    /// there: "the VAT return's in" (filed), "the OKRs are all in" (collected), "the
    /// mirror is up" (hung), "the recycling is out" (taken out), "the library books are
    /// back" (returned). Read only of a task whose first word is one of the verbs.
    static let handedOver: [String: [String]] = [
        "in": [
            "file", "submit", "hand", "send", "return", "post", "lodge", "collect", "gather",
            "get", "bring",
        ],
        "out": ["send", "post", "publish", "release", "issue", "take", "put"],
        "off": ["send", "post", "mail", "ship", "dispatch", "file", "submit", "lodge"],
        "up": ["hang", "put", "mount", "fit", "install", "build", "pin"],
        "back": ["return", "bring", "give"],
        "down": ["take"],
        "away": ["put"],
    ]
}

package import ToolBox

/// Stage 6: constructions read through the lexicon rather than fixed words.
///
/// The first verb (after an optional "I"/"we" and adverbs) is lemmatised and looked up in
/// the verb lexicon; its action picks the tool, and the rest of the clause, minus date and
/// shift phrases, names the item. Past-tense reports ("paid the water bill") and
/// statements of state ("the gutters are clean") complete a task only when one exists
/// whose words include both the verb and the thing: the store grounds the reading.
package enum ParaphraseFrames {
    static let lemmatizer = Lemmatizer()
    static let subjects: Set<String> = [
        "i", "we", "i've", "we've", "ive", "weve", "i'd", "we'd", "i'll", "we'll", "i'm", "im",
    ]
    static let adverbs: Set<String> = [
        "just", "finally", "already", "also", "have", "had", "has", "now", "then", "eventually",
        "actually", "totally",
        "completely", "quickly", "went", "and", "so", "successfully", "officially", "managed", "to",
        "did",
    ]
    static let particles: Set<String> = [
        "back", "out", "off", "forward", "forwards", "up", "down", "over", "along", "away", "on",
        "in", "aside", "ahead",
    ]

    /// Verbs of going somewhere, said before what was done there ("popped out and ...").
    static let goingVerbs: Set<String> = ["came", "went", "popped", "nipped", "dashed", "ran"]

    static func read(_ clause: Clause) -> ParsedIntent? {
        let words = clause.utterance.words
        // "I wish the water bill was paid", "if only the gutters were clean": a wish or a
        // supposition states nothing done.
        guard !words.isEmpty, !supposing.matches(clause.text) else { return nil }
        var index = 0
        var hadSubject = false
        while index < words.count, subjects.contains(words[index]) {
            index += 1
            hadSubject = true
        }
        // "Sam sorted the gutters", "my dad fixed the fence": someone else's doing.
        // Only a store can say the task is done, so without one it is not looked for.
        let someoneElse =
            hadSubject || !clause.context.grounded ? nil : ProgressReports.otherSubject(words)
        if let someoneElse { index = someoneElse.verbAt }
        // "came round and fixed the fence", "nipped out and bought the seeds": going there
        // to do it; the verb after "and" is what was done.
        if index + 3 < words.count, goingVerbs.contains(words[index]) {
            var next = index + 1
            if particles.contains(words[next]) || words[next] == "round" { next += 1 }
            if words[next] == "and" { index = next + 1 }
        }
        while index < words.count - 1, adverbs.contains(words[index]) { index += 1 }
        guard index < words.count else { return nil }
        let word = words[index]
        let lemma = lemmatizer.verbLemma(word)
        if let someoneElse {
            return ProgressReports.doneBySomeoneElse(
                clause, who: someoneElse.who, word: word, lemma: lemma,
                object: object(after: index, in: clause)) ?? ProgressReports.read(clause)
        }
        // "slides + press release are done": a word in -s before its object is a noun (or
        // someone else's doing), never a command; a command's verb is its base form.
        if word != lemma, word.hasSuffix("s"), !lemmatizer.isPastForm(word) {
            return ProgressReports.read(clause) ?? clippedMove(clause)
        }
        let objectRange = object(after: index, in: clause)

        // A phrasal verb whose particle may follow the object: "kick the report out".
        var action = VerbLexicon.action(of: lemma)
        let following = words[(index + 1)...]
        for entry in VerbLexicon.phrasalByVerb[lemma] ?? [] where entry.words.count >= 2 {
            let rest = entry.words.dropFirst()
            if following.prefix(rest.count).elementsEqual(rest)
                || (rest.count == 1 && following.contains(rest[rest.startIndex]))
            {
                action = entry.action
                break
            }
        }

        // "fix the fence" asks for work in the world (a task, perhaps this very one); only
        // "fixed the fence" reports it done. "finish", "close", "tick" are the list's own.
        if action == .complete, word == lemma, VerbLexicon.workReports.contains(lemma) {
            action = nil
        }
        // "found my old guitar up there": a search told as done asks for none.
        if action == .search, word != lemma, lemmatizer.isPastForm(word) { action = nil }
        if let action,
            let reading = act(
                action, clause: clause, object: objectRange,
                pastReport: lemmatizer.isPastForm(word) && hadSubject
                    || lemmatizer.isPastForm(word) && index == 0)
        {
            return reading
        }
        // Past-tense report of any verb: "paid the water bill", "emptied the dishwasher".
        if lemmatizer.isPastForm(word), lemma != word || irregularPast(word) {
            if let reading = pastReport(clause: clause, lemma: lemma, object: objectRange) {
                return reading
            }
        }
        return ProgressReports.read(clause) ?? clippedMove(clause)
    }

    /// The clause from the word after its `index`th word (its verb) to the end: the verb's
    /// object.
    static func object(after index: Int, in clause: Clause) -> Range<Int> {
        let start =
            clause.utterance.tokens.lazy.filter { !$0.isPunctuation }.dropFirst(index + 1).first?
            .normalizedRange.lowerBound ?? clause.text.utf8.count
        return start..<clause.text.utf8.count
    }

    /// "gutters saturday", "dentist fri 3pm", "invoice chase to monday": a stored task's
    /// name and then a day, with no verb, moves the task there, as "gutters -> saturday"
    /// does; "haircut every 6 weeks" makes it repeat. Read last, with a store only, when
    /// nothing else read the clause, the day or the repeat ends it and the words before
    /// name one open task.
    static func clippedMove(_ clause: Clause) -> ParsedIntent? {
        guard clause.context.grounded, clause.text.utf8.last != UInt8(ascii: "?") else {
            return nil
        }
        let start: Int
        var reading: ParsedIntent
        if let phrase = clause.repeatPhrase, phrase.days == nil, clause.closesClause(phrase.range),
            clause.dates.allSatisfy({ phrase.range.contains($0.range.lowerBound) })
        {
            start = phrase.range.lowerBound
            reading = ParsedIntent(.setRecurrence, ["repeat": phrase.rule.description])
        } else if clause.dates.count == 1, let date = clause.dates.first,
            !date.isPast, clause.closesClause(date.range),
            // "quarterly report to fri": a repeat's word before the day may be the
            // name's own, which the stored title must then hold.
            clause.repeatPhrase.map({ $0.range.upperBound <= date.range.lowerBound }) ?? true
        {
            start = date.range.lowerBound
            reading = ParsedIntent(.rescheduleTask, ["due": date.value.description])
        } else {
            return nil
        }
        guard start > 0 else { return nil }
        var words = clause.normalizedText(0..<start).split(separator: " ")
        // "invoice chase to monday": the lead is the day's.
        if let last = words.last, RescheduleFrames.dateLeads.contains(String(last)) {
            words.removeLast()
        }
        // "the haircut is tomorrow", "the haircut's tomorrow": a statement, whose verb no
        // name holds. An "'s" before more of the name owns it ("gran's flowers at 4").
        guard !words.isEmpty, !words.contains(where: { copulas.contains(String($0)) }),
            let last = words.last, !last.hasSuffix("'s")
        else { return nil }
        let end = last.utf8.endIndex
        let cut = clause.text.utf8.distance(from: clause.text.utf8.startIndex, to: end)
        let name = SlotText.cleanItem(clause.itemText(0..<cut, cutting: []))
        guard !name.isEmpty, !Pronouns.isPronoun(name), !Pronouns.isQuantifier(name),
            !clause.namesOtherThanOneTask(clause.normalizedText(0..<cut)),
            let title = clause.context.names.openTask(named: name)
        else { return nil }
        // With no verb to say what is meant, every word must be the task's own: lookup's
        // leeway for a word it cannot find is for names said after a verb.
        guard saysOnlyWords(of: title, name) else { return nil }
        reading.arguments["task"] = name
        reading.frame = clippedFrame
        return reading
    }

    static let clippedFrame = "clippedMove"

    /// Openers of a wish or a supposition.
    static let supposing = Pattern(
        grammar:
            "^(?:i wish|i wished|we wish|i hope|i'm hoping|we hope|i'd hoped|if only|hopefully|let's hope|imagine|suppose|supposing|what if|if|i wonder if|i'd love it if|it'd be nice if|wish)\\b"
    )

    /// Verbs of being and their auxiliaries: a clause with one states something.
    static let copulas: Set<String> = [
        "is", "are", "was", "were", "am", "be", "been", "being", "will", "would", "can",
        "could", "should", "has", "have", "had", "isn't", "aren't", "wasn't",
    ]

    /// Determiners that name a thing rather than point back at a request.
    static let thingDeterminers: Set<String> = ["the", "my", "our", "a", "an", "your"]
    /// Objects that mean things in general: "undo things", "redo stuff".
    static let generalObjects: Set<String> = [
        "things", "stuff", "tasks", "items", "changes", "mistakes", "edits", "actions",
        "everything", "anything",
    ]
    /// Words after one of them that still mean the last request: "the last change".
    static let turnWords: Set<String> = [
        "last", "latest", "previous", "change", "changes", "thing", "action", "step", "one",
        "request", "command", "edit", "update",
    ]

    static func irregularPast(_ word: String) -> Bool { lemmatizer.verbLemma(word) != word }

    /// A word as a title's words are compared: "paid", "pays" and "payment"'s verb meet.
    static func stem(_ word: String) -> String { lemmatizer.nounLemma(lemmatizer.verbLemma(word)) }

    /// The stems of a title's content words.
    static func stems(of title: String) -> Set<String> { Set(ContentWords.words(title).map(stem)) }

    /// Whether every content word of `said` is one of `title`'s own.
    package static func saysOnlyWords(of title: String, _ said: String) -> Bool {
        let own = stems(of: title)
        return ContentWords.words(said).allSatisfy { own.contains(stem($0)) }
    }

    /// The object as an item name: dates, shifts and particles cut out.
    static func objectName(_ clause: Clause, _ range: Range<Int>) -> String? {
        var cuts = clause.dates.map(\.range)
        if let shift = clause.shift { cuts.append(shift.range) }
        let kept = clause.utterance.tokens.filter { token in
            range.contains(token.normalizedRange.lowerBound) && !token.isPunctuation
                && !cuts.contains(where: { cut in cut.contains(token.normalizedRange.lowerBound) })
        }
        var words = kept.map { String(clause.utterance.typed($0)) }
        // "sorted the gutters while I was at work": a clause of its own says when, not
        // what; it starts at a joining word with a subject after it.
        if let at = words.indices.dropFirst().first(where: { index in
            index + 1 < words.count && clauseJoiners.contains(words[index].lowercased())
                && clauseSubjects.contains(words[index + 1].lowercased())
        }) {
            words.removeSubrange(at...)
        }
        // "fixed the fence for us": who it was done for is no part of the name.
        if words.count > 2, words[words.count - 2].lowercased() == "for",
            ["us", "me", "him", "her", "them"].contains(words[words.count - 1].lowercased())
        {
            words.removeLast(2)
        }
        while let last = words.last,
            particles.contains(last.lowercased())
                || RescheduleFrames.laterWords.contains(last.lowercased())
                || ["by", "to", "till", "until", "for", "a", "bit", "little", "please", "pls"]
                    .contains(last.lowercased())
        {
            words.removeLast()
        }
        // "spoke to the plumber", "dealt with the invoice": the verb's preposition.
        while let first = words.first,
            particles.contains(first.lowercased()) || ["with", "to"].contains(first.lowercased())
        { words.removeFirst() }
        words = withoutListPhrase(words)
        // Particles inside the object ("kick the report out a couple of days").
        words = words.filter { !["out", "back", "off"].contains($0.lowercased()) }
        let said = words.joined(separator: " ")
        // "push the rehearsal to 4": an hour the date grammar left unread ends no name.
        guard !clause.namesOtherThanOneTask(said), !Pronouns.saysPart(said),
            !RescheduleFrames.timeLeftOver.matches(said.lowercased())
        else { return nil }
        let name = SlotText.cleanItem(said)
        return name.isEmpty ? nil : name
    }

    /// Words that open a clause of time or reason after an object, when a subject follows.
    static let clauseJoiners: Set<String> = [
        "while", "when", "whilst", "before", "after", "as", "because", "since", "once",
    ]
    static let clauseSubjects: Set<String> = [
        "i", "we", "you", "he", "she", "they", "i'm", "we're", "you're", "he's", "she's",
        "they're", "i'd", "we'd",
    ]

    /// The object without the list it comes off or out of: "tick the fence off my list",
    /// "knock the gutters off the to-do list". The list is where the item is, no part of
    /// its name, and the particle before it is the verb's.
    static func withoutListPhrase(_ words: [String]) -> [String] {
        let lowered = words.map { $0.lowercased() }
        guard lowered.last == "list" || lowered.last == "lists" else { return words }
        for i in lowered.indices.dropFirst() where listParticles.contains(lowered[i]) {
            var rest = lowered[(i + 1)...].dropLast()
            if let first = rest.first, ["my", "the", "our", "your"].contains(first) {
                rest = rest.dropFirst()
            }
            if rest.allSatisfy(listKinds.contains) { return Array(words[..<i]) }
        }
        return words
    }

    static let listParticles: Set<String> = ["off", "from", "out"]
    /// What may stand between the determiner and "list": "my to-do list", "the task list".
    static let listKinds: Set<String> = ["to-do", "todo", "to", "do", "task", "tasks", "of"]

    static func act(_ action: VerbAction, clause: Clause, object: Range<Int>, pastReport: Bool)
        -> ParsedIntent?
    {
        let names = clause.context.names
        let grounded = clause.context.grounded
        func exists(_ name: String) -> Bool {
            grounded ? names.openTask(named: name) != nil : clause.saysTask
        }
        switch action {
        case .complete:
            guard let name = objectName(clause, object), exists(name) else { return nil }
            return ParsedIntent(.completeTask, ["task": name])
        case .delete:
            guard !TaskCommandFrames.ontoList.matches(clause.text),
                let name = objectName(clause, object), exists(name)
            else { return nil }
            return ParsedIntent(.deleteTask, ["task": name])
        case .reopen:
            guard let name = objectName(clause, object),
                grounded ? names.doneTask(named: name) != nil : clause.saysTask
            else { return nil }
            return ParsedIntent(.reopenTask, ["task": name])
        case .reschedule, .postpone, .advance:
            guard let name = objectName(clause, object), exists(name),
                clause.date() != nil || clause.shift != nil || grounded
            else {
                return nil
            }
            if !clause.dateIsShift, let due = clause.date() {
                return ParsedIntent(.rescheduleTask, ["task": name, "due": due.description])
            }
            let sign = action == .advance ? -1 : 1
            if let shift = clause.shift {
                return ParsedIntent(
                    .rescheduleTask,
                    [
                        "task": name,
                        "by": Shift(amount: sign * abs(shift.shift.amount), unit: shift.shift.unit)
                            .description,
                    ])
            }
            guard action != .reschedule else { return nil }
            return ParsedIntent(
                .rescheduleTask, ["task": name, "by": Shift(amount: sign, unit: .day).description])
        case .snooze:
            guard let name = objectName(clause, object), exists(name) else { return nil }
            let today = clause.context.now.date
            let until =
                clause.date()?.date ?? clause.shift.map { $0.shift.apply(to: today) }
                ?? today.adding(days: 1)
            return ParsedIntent(.snoozeTask, ["task": name, "until": until.description])
        case .prioritize, .deprioritize:
            guard let name = objectName(clause, object), exists(name) else { return nil }
            return ParsedIntent(
                .setPriority, ["task": name, "priority": action == .prioritize ? "high" : "low"])
        case .undo, .redo:
            // Undo and redo act on the last request: "revert that", "redo the last
            // change", never on a thing named ("redo the slides", "undo the knot").
            // A thing is named by an article or a possessive before it ("the slides");
            // "this", "that" and "the last change" point back at the request.
            let words = clause.normalizedText(object).split(separator: " ")
            let namesAThing = zip(words, words.dropFirst()).contains { word, next in
                thingDeterminers.contains(String(word)) && !turnWords.contains(String(next))
            }
            // "is it possible to undo things": things in general, a question of what pb
            // can do, not a request.
            let general = words.first.map { generalObjects.contains(String($0)) } ?? false
            guard clause.text.split(separator: " ").count <= 4, !namesAThing, !general else {
                return nil
            }
            return ParsedIntent(action == .undo ? .undo : .redo)
        case .search:
            guard let name = objectName(clause, object), grounded else { return nil }
            guard
                names.notesMention(name) || names.openTask(named: name) != nil
                    || names.project(named: name) != nil
            else { return nil }
            return ParsedIntent(.searchEverything, ["query": name])
        case .summarize:
            guard let name = objectName(clause, object) else { return nil }
            if name.lowercased().includes("week") {
                return ParsedIntent(.summarize, ["scope": "week"])
            }
            guard names.project(named: name) != nil else { return nil }
            return ParsedIntent(
                .summarize, ["scope": "project", "target": ItemNames.strippingProjectWord(name)])
        case .create, .capture, .list, .link, .rename:
            // Read by the command frames; a verb alone is not enough evidence here.
            _ = pastReport
            return nil
        }
    }

    /// "paid the water bill" completes "pay the water bill"; "emptied the dishwasher"
    /// completes "empty the dishwasher". Only with a store that has such a task.
    static func pastReport(clause: Clause, lemma: String, object: Range<Int>) -> ParsedIntent? {
        guard clause.context.grounded, let full = objectName(clause, object) else { return nil }
        let names = clause.context.names
        // "rang the plumber about the boiler": the longest start of the object that, with
        // the verb, names a task ("ring the plumber").
        let words = full.split(separator: " ")
        var match: (name: String, title: String, verb: String)?
        search: for count in stride(from: words.count, through: 1, by: -1) {
            // A name says what it names: "sent to Jo" is not about a task called "to".
            guard
                words.prefix(count).contains(where: { word in
                    !ContentWords.stopWords.contains(word.lowercased())
                })
            else { break }
            let name = words.prefix(count).joined(separator: " ")
            for verb in TaskVerbSynonyms.of(lemma) {
                if let title = names.openTask(named: verb + " " + name) {
                    match = (name, title, verb)
                    break search
                }
            }
        }
        guard let (found, title, verb) = match else { return nil }
        // The verb must be in the task's own words, or "bought a car" would complete "sell the car".
        let titleWords = Set(ContentWords.words(title).map { lemmatizer.verbLemma($0) })
        guard titleWords.contains(verb) else { return nil }
        // Lookup forgives one missing word, so "milk on the way home" can name "buy milk";
        // the name kept is the start of it whose words are all the title's own.
        let titleStems = stems(of: title)
        var kept: [Substring] = []
        for word in found.split(separator: " ") {
            let lower = word.lowercased()
            let known = ContentWords.stopWords.contains(lower) || titleStems.contains(stem(lower))
            guard known else { break }
            kept.append(word)
        }
        while let last = kept.last, ContentWords.stopWords.contains(last.lowercased()) {
            kept.removeLast()
        }
        // "paid the gas bill" beside "pay the water bill": the lookup forgave the word that
        // says which bill. A word of English before the title's own word, which the title
        // does not hold, names another thing; a slip ("paid the watr bill") may still
        // name this one.
        let foundWords = found.split(separator: " ").map { $0.lowercased() }
        if kept.isEmpty,
            let at = foundWords.firstIndex(where: { !ContentWords.stopWords.contains($0) }),
            at + 1 < foundWords.count, !ContentWords.stopWords.contains(foundWords[at + 1]),
            titleStems.contains(stem(foundWords[at + 1])),
            KnownWords.contains(foundWords[at])
        {
            return nil
        }
        let name = kept.isEmpty ? found : kept.joined(separator: " ")
        return ParsedIntent(.completeTask, ["task": name])
    }

    static let statePattern = Pattern(
        grammar:
            "^(?:(?:that's|thats|that is) )?(?:the |my |our |that |this )?(?<np>.+?)(?:(?<went>'s gone|'ve gone| went| has gone| have gone| had gone| is gone| are gone)|'s| (?:is|are|was|were|has been|have been|got|is now|are now|is all|are all|is finally|are finally|now|all)) (?:now |all |finally |been |properly |nicely |totally |completely |basically |pretty much |officially |already |actually |well and truly )*(?<state>[a-z-]+)(?: (?<particle>out|up|off|away|back|down|in|over))?(?<destination> (?:to|from) (?:the )?[a-z][a-z'-]*)?(?: (?:in|on) (?:the |my |our )[a-z][a-z'-]*)?(?:,? (?:now|at last|at long last|finally|again|today|yesterday|this morning|this afternoon|last night|earlier|already|on time|btw|thx|thanks|yay|and dusted|too|as well|also))*[.!]*$"
    )

    static let verblessPattern = Pattern(
        grammar:
            "^(?:(?:that's|thats|that is) )?(?:the |my |our )?(?<np>.+?)(?: (?:i|we|i've|we've|ive|have|just|finally|already|now|basically|officially|pretty much))* (?<state>[a-z]+)(?: (?<particle>out|up|off|away|back|down|in|over))?(?:,? (?:now|at last|at long last|finally|today|yesterday|this morning|this afternoon|last night|earlier|already|on time|btw|phew|yay))*[.!]*$"
    )

    /// "the gutters are clean": an open task whose words are the state's verb and the
    /// subject ("clean the gutters") is done.
    static func statementOfState(_ clause: Clause) -> ParsedIntent? {
        guard clause.context.grounded else { return nil }
        var found = statePattern.firstMatch(in: clause.text)
        // "council tax paid": a noun phrase and a participle, no verb between; "the water
        // bill I paid": the thing put first, then who did it.
        if found == nil, let m = verblessPattern.firstMatch(in: clause.text),
            let state = m.group(named: "state"),
            lemmatizer.isPastForm(String(clause.normalizedText(state)))
        {
            found = m
        }
        guard let m = found, let np = m.group(named: "np"), let state = m.group(named: "state"),
            !Pronouns.saysPart(clause.normalizedText(np))
        else { return nil }
        // "posted Theo's present": a verb's past and its object, the "'s" a possessive, not
        // a subject and its state.
        let possessive =
            clause.normalizedText(np.upperBound..<min(np.upperBound + 2, clause.text.utf8.count))
            == "'s"
        if possessive,
            let first = clause.normalizedText(np).split(separator: " ").first.map(String.init),
            lemmatizer.isPastForm(first), lemmatizer.verbLemma(first) != first
        {
            return nil
        }
        let subject = SlotText.cleanItem(clause.itemText(np, cutting: []))
        let said = String(clause.normalizedText(state))
        // "renew passport and Theo's passport": after "'s" a word no verb makes is a thing
        // someone has, not a state ("the oven's clean", "the VAT return's in" are).
        if possessive, ProgressReports.handedOver[said] == nil,
            !lemmatizer.isKnownVerb(lemmatizer.verbLemma(said))
        {
            return nil
        }
        // "the VAT return went in", "the contract's gone off to Priya": gone somewhere is
        // a thing handed over, and only handing over is said with a destination ("the
        // slides are up to date" is no place).
        let wentSomewhere = m.group(named: "went") != nil
        let destined = m.group(named: "destination") != nil
        if wentSomewhere || destined {
            guard ProgressReports.handedOver[said] != nil, !(said == "up" && !wentSomewhere) else {
                return nil
            }
        }
        // "the invites are off" is called off; "the invites went off" were sent.
        if said == "off", !wentSomewhere, !destined { return nil }
        // "the freezer is defrosting", "the gutters are being cleaned": under way, not done.
        if said.hasSuffix("ing"), lemmatizer.verbLemma(said) != said { return nil }
        let before = clause.normalizedText(np).split(separator: " ").last
        if before == "being" || before == "getting" { return nil }
        let verb = lemmatizer.verbLemma(said)
        // "it's been called off", "the budget's put off": a phrasal verb that is not
        // doing the task ("call off" deletes, "put off" postpones).
        if let particle = m.group(named: "particle").map({ String(clause.normalizedText($0)) }),
            let entry = VerbLexicon.phrasalByVerb[verb]?.first(where: {
                $0.words == [verb, particle]
            }),
            entry.action != .complete
        {
            return nil
        }
        // A name says what it names: "I made" is about no task, though "make the slides" is
        // found by its verb alone.
        guard !ContentWords.words(subject).allSatisfy(ContentWords.stopWords.contains) else {
            return nil
        }
        // "batteries bought" completes "get batteries", as "bought the batteries" does
        // (`pastReport`): the state's verb or one of its synonyms, in the task's own words.
        for synonym in wentSomewhere ? [] : TaskVerbSynonyms.of(verb) {
            if let title = clause.context.names.openTask(named: synonym + " " + subject),
                Set(ContentWords.words(title).map { lemmatizer.verbLemma($0) }).contains(synonym)
            {
                return ParsedIntent(.completeTask, ["task": subject])
            }
        }
        // "the VAT return's in", "the invites are out": a thing handed over is done, when
        // the task is to hand it over, its first word that verb ("file the VAT return").
        return ProgressReports.putInPlace(subject, said, clause)
    }
}

extension ParsedIntent {
    /// A verbless move or repeat ("gutters saturday"): a reading only as a whole request.
    /// In a compound one ("snooze the haircut and the freezer till Monday") such a clause
    /// takes its verb from the clause before.
    package var isClipped: Bool { frame == ParaphraseFrames.clippedFrame }
}

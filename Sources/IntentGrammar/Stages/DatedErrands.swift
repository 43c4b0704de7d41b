/// A bare errand said with when to do it: "pay rent on the first of each month", "renew
/// the railcard by friday, high priority", "feed the fish every evening".
///
/// A bare imperative alone ("buy milk") is declined with the words that would capture it:
/// it could as well be asked of the assistant itself. Said with a due date or a repeat,
/// it is a to-do: no one asks an assistant to pay their rent on the first of each month.
/// The date or repeat must close the clause (a priority may follow it), so a time inside
/// the object ("cancel my 3pm meeting") is no due date; and a date after "for" says what
/// the thing is for ("order a pizza for tonight", "book the room for friday 2pm"), which
/// is another service's request, not when to do the errand.
package enum DatedErrands {
    /// The capture, or nil when the clause says no when at its end. The caller has checked
    /// that the clause is an errand (`Errand.looksLikeOne`) and weighs nothing against it
    /// (`DeclineEvidence`).
    static func read(_ clause: Clause) -> ParsedIntent? {
        // A word that would rule the errand out is looked for first: one scan costs less
        // than reading the clause's date phrases.
        // "ring swift movers right now to confirm the 28th": done this minute, on the
        // phone; the date is what the call is about.
        // "book me a table at Luigi's for Friday at 7": done for the speaker, asked of the
        // assistant, as `ListExpansion.isBareErrand` has it; no errand of their own.
        let said = clause.utterance.words
        guard !stoppingCue.occurs(in: clause.text), !clause.text.includes("right now"),
            said.count < 2 || !["me", "us"].contains(said[1]),
            let when = whenAtTheEnd(clause) ?? priorityAtTheEnd(clause),
            let words = words(clause, before: when),
            isOneImperative(words)
        else {
            return nil
        }
        // "quarterly report to fri": a stored task and a day is a move of it (the words
        // name what is stored, evidence for the task tools), not an errand "report to".
        if clause.context.grounded, ParaphraseFrames.clippedMove(clause) != nil { return nil }
        return frame.read(clause)
    }

    /// Where a priority said after the errand starts, the comma before it: "call mum,
    /// high priority", "renew the railcard, urgent". A level given to an errand makes it
    /// a to-do as a date does. Nil when the clause ends otherwise.
    static func priorityAtTheEnd(_ clause: Clause) -> Int? {
        let text = clause.text
        guard let comma = text.utf8.lastIndex(of: UInt8(ascii: ",")) else { return nil }
        let after = text.utf8.index(after: comma)
        guard let rest = String(text.utf8[after...]),
            PriorityAfterthoughts.level(rest.trimmingSpaces) != nil
        else { return nil }
        return text.utf8.distance(from: text.utf8.startIndex, to: comma)
    }

    /// The capture of a clause that is no errand of the everyday kind (`TaskVerbs`) but
    /// still says what to do and when: an imperative of any other verb ("floss every
    /// night", "repot the monstera next weekend"), or a thing with its time, when it is
    /// due or is an event ("thesis proposal due 27/3", "optician appt thurs 4pm", "gym at
    /// half 7 tomorrow morning"). Nil for a sentence ("the train leaves at 8:15"), a
    /// question, or a command to the assistant or a device ("set the heating for 6pm").
    /// The caller has weighed the clause's words (`DeclineEvidence`).
    static func readMention(_ clause: Clause) -> ParsedIntent? {
        // The word tests first: most declined clauses fail one, and reading the clause's
        // date phrases costs more than all of them.
        guard let first = opening(clause) else { return nil }
        let lemmatizer = Errand.lemmatizer
        if lemmatizer.isKnownVerb(first), lemmatizer.verbLemma(first) == first {
            guard !assistantVerbs.contains(first), VerbLexicon.action(of: first) == nil,
                !objectPronoun.occurs(in: clause.text), let (_, words) = mentionWords(clause),
                isOneImperative(words)
            else { return nil }
            return frame.read(clause)
        }
        return notesAnEvent(clause, opening: first) ? frame.read(clause) : nil
    }

    /// Whether the clause is a thing with its time, due or happening then: "thesis
    /// proposal due 27/3", "optician appt thurs 4pm". It notes the thing down; it asks
    /// nothing of the calendar.
    static func notesAnEvent(_ clause: Clause) -> Bool {
        guard let first = opening(clause) else { return false }
        // A verb's spelling first may still name the thing ("vet appt for Biscuit thurs
        // 4:15pm"); a verb with an article after it is a command ("check my schedule for
        // meetings today").
        if Errand.lemmatizer.isKnownVerb(first), Errand.lemmatizer.verbLemma(first) == first {
            let words = clause.utterance.words
            guard words.count > 1, !SlotText.leadingDeterminers.contains(words[1] + " ") else {
                return false
            }
        }
        return notesAnEvent(clause, opening: first)
    }

    private static func notesAnEvent(_ clause: Clause, opening first: String) -> Bool {
        // "any meeting on friday": a question without its mark.
        let due = clause.text.includes("due ")
        // "posted Theo's present this morning": a report of what was done, no event.
        let lemmatizer = Errand.lemmatizer
        guard !notOpening.contains(first),
            !(lemmatizer.isPastForm(first) && lemmatizer.verbLemma(first) != first),
            due || eventWords.occurs(in: clause.text),
            let (when, words) = mentionWords(clause), !tellsWhoIsDoingIt(words)
        else { return false }
        // "the dentist move to friday": a command's verb, not a word of the event's name
        // ("open evening").
        for (index, word) in words.enumerated() where VerbLexicon.action(of: word) != nil {
            if index == words.count - 1 || !eventNouns.contains(words[index + 1]) { return false }
        }
        if due, clause.text.utf8.dropFirst(when).starts(with: "due ".utf8) { return true }
        // The event is what is named, not a word before it: "meeting room availability".
        for (index, word) in words.enumerated() where eventNouns.contains(word) {
            if index == words.count - 1 || FunctionWords.contains(words[index + 1]) {
                return true
            }
        }
        return false
    }

    /// "sarah's planning a party for dan", "dad's booking the restaurant": an "'s" as
    /// "is" before a verb's -ing form and its object tells what someone is doing; it
    /// notes nothing down. ("dad's leaving do" is an event: no object follows.)
    static func tellsWhoIsDoingIt(_ words: [String]) -> Bool {
        for index in words.indices.dropLast(2) where words[index].hasSuffix("'s") {
            let verb = words[index + 1]
            if verb.hasSuffix("ing"), Errand.lemmatizer.verbLemma(verb) != verb,
                SlotText.leadingDeterminers.contains(words[index + 2] + " ")
            {
                return true
            }
        }
        return false
    }

    /// The clause's first word, when the clause may say what and then when: no function
    /// word first ("to call Gran", "out this weekend": pieces of a longer request), no
    /// question, and no subject or verb of a sentence ("the train leaves at 8:15").
    private static func opening(_ clause: Clause) -> String? {
        guard let first = clause.utterance.firstWord, !FunctionWords.contains(first),
            !sentenceCue.occurs(in: clause.text), !QuestionFallback.isQuestion(clause.text)
        else { return nil }
        return first
    }

    static let sentenceCue = PackedWords(Array(sentenceWords.union(stopping)))
    static let stoppingCue = PackedWords(Array(stopping))
    static let objectPronoun = PackedWords(["me"])
    static let eventWords = PackedWords(Array(eventNouns))

    /// Where the when that closes the clause starts, and the words before it; nil when no
    /// when closes it, or there are no words before it or too many.
    private static func mentionWords(_ clause: Clause) -> (when: Int, words: [String])? {
        guard let when = whenAtTheEnd(clause), let words = words(clause, before: when),
            !words.isEmpty, words.count <= 8
        else {
            return nil
        }
        return (when, words)
    }

    /// Words that open no noted thing: "any meeting on friday" asks.
    static let notOpening: Set<String> = [
        "any", "anything", "no", "every", "all", "which", "what", "whats", "what's", "whose",
        "how", "when", "where", "why", "who", "there's", "theres", "everything",
        // "i've done everything due tomorrow": told by the one who did it.
        "i've", "ive", "we've", "weve",
    ]

    package static let name = "datedErrand"

    static let frame = Frame(name, "^(?<title>.+?)[.!]*$") { m in
        // "deadline fri": a deadline's word with its date names nothing to do.
        guard let reading = CaptureReading.task(m), let title = reading.arguments["title"],
            !deadlineWords.contains(title.lowercased())
        else {
            return nil
        }
        return reading
    }

    static let deadlineWords: Set<String> = [
        "deadline", "due", "due date", "cutoff", "cut-off", "cut off", "last date", "last day",
    ]

    /// Where the forward date phrase or repeat phrase that ends the clause starts, with
    /// nothing after it but marks or a priority; nil when none does.
    static func whenAtTheEnd(_ clause: Clause) -> Int? {
        let text = clause.text
        for date in clause.dates where !date.isPast && closes(date.range, text) {
            if text.utf8.dropFirst(date.range.lowerBound).starts(with: "for ".utf8) { continue }
            return date.range.lowerBound
        }
        guard let phrase = clause.repeatPhrase, closes(phrase.range, text) else { return nil }
        return phrase.range.lowerBound
    }

    /// Whether only marks or a priority follow `range` in `text`.
    static func closes(_ range: Range<Int>, _ text: String) -> Bool {
        let rest = SlotText.stripPunctuation(
            String(Substring(text.utf8.dropFirst(range.upperBound))) ?? "")
        // "weekdays only". (Courtesy after it, "please", "thanks", is no part of the
        // clause: `IntentParser.makeClause` drops it.)
        return rest.isEmpty || rest == "only" || PriorityAfterthoughts.level(rest) != nil
    }

    /// The words before the when (at `offset`), normalized; nil when a mark other than a
    /// comma right before the when comes between them ("update the shortlist: ...",
    /// "finish the slides, then move ...").
    static func words(_ clause: Clause, before offset: Int) -> [String]? {
        let utterance = clause.utterance
        var words: [String] = []
        var comma = false
        for token in utterance.tokens where token.normalizedRange.upperBound <= offset {
            if comma { return nil }
            if token.isPunctuation {
                guard utterance.form(token) == "," else { return nil }
                comma = true
                continue
            }
            words.append(utterance.form(token))
        }
        return words
    }

    /// Whether `words` (before the when) are one imperative whose time the when can be.
    /// Both callers have already ruled out, by one scan of the clause, a `stopping` word:
    /// a reported message ("text Sam that I'll be there at 7"), a second clause ("email
    /// the coach and move the rehearsal to Thursday"), a statement ("dig the beds is due
    /// Sunday"). Not either when the words:
    /// - ask something of the assistant for the person: "call me at 6", "book me a ticket";
    /// - end in a past form, which the time belongs to: "read the email Mom sent this
    ///   morning";
    /// - end in "to", a change to that time: "bring the OKRs forward to today", "change
    ///   the recycling to every other tuesday";
    /// - invite someone to an event, whose time the when is ("invite the team to a planning
    ///   session monday at 10");
    /// - arrange for something to happen ("arrange for the report to recur"), or say "is"
    ///   as "'s" ("water bill's actually due on the 15th").
    /// Nouns of what is looked up about a thing: times, prices, the forecast.
    static let lookedUp: Set<String> = [
        "times", "timetable", "timetables", "hours", "prices", "fares", "forecast", "results",
        "scores", "listings", "showtimes", "departures", "arrivals",
    ]

    static func isOneImperative(_ words: [String]) -> Bool {
        guard words.count >= 2, let last = words.last else { return false }
        // "do not disturb after 10": a negated command is no errand.
        if words[1] == "me" || words[1] == "not" || changeEnds.contains(last) { return false }
        // "train times to leeds tmrw", "bus times tomorrow": a noun before what is looked
        // up about it, no verb and its object.
        if lookedUp.contains(words[1]) { return false }
        // "finish everything due thursday", "clear out all of it by friday": the tasks
        // already on the list, described by a quantifier; no new errand.
        let object = words.dropFirst().drop { ParaphraseFrames.particles.contains($0) }
        if let first = object.first, Pronouns.quantifierOpenings.contains(first),
            Pronouns.isQuantifier(normalized: Substring(object.joined(separator: " ")))
        {
            return false
        }
        // "i've done everything due tomorrow": said of everything, no errand.
        if ["everything", "anything"].contains(last) { return false }
        // "get the car serviced by friday", "have the boiler checked before winter": the
        // thing to have done, and when.
        if words.count >= 3, causativeVerbs.contains(words[0]), Errand.lemmatizer.isPastForm(last) {
            return true
        }
        // "invite the team to a planning session monday at 10": the time is the event's,
        // and the invitation another app's to send.
        if words[0] == "invite", words.dropFirst().contains("to") { return false }
        // "arrange for the report to recur": what is arranged is a change.
        if let said = words.firstIndex(of: "for"), words[said...].contains("to") { return false }
        // "water bill's actually due on the 15th": "'s" as "is", not a possessive.
        for (index, word) in words.enumerated().dropFirst() where word.hasSuffix("'s") {
            if index == words.count - 1 || afterIs.contains(words[index + 1]) { return false }
        }
        return !Errand.lemmatizer.isPastForm(last)
    }

    /// Verbs of having something done: "get the car serviced", "have the boiler checked".
    static let causativeVerbs: Set<String> = ["get", "have"]

    /// Words that end a change to the time that follows: "bring it forward to today",
    /// "shove the haircut onto saturday".
    static let changeEnds: Set<String> = ["to", "onto", "into", "till", "until", "til"]

    /// Words that make a sentence of a thing said with a time: its subject, or its verb.
    static let sentenceWords: Set<String> = [
        "there's", "theres", "there", "needs", "wants", "goes", "comes", "gets", "looks",
        "seems", "happens", "starts", "ends", "leaves", "arrives", "opens", "closes",
        "i", "we", "you", "he", "she", "they", "it", "i'm", "we're", "you're", "he's", "she's",
        "they're", "it's", "im", "is", "are", "was", "were", "will", "would", "can", "could",
        "should", "must", "has", "have", "had", "does", "did", "do", "isn't", "aren't", "won't",
    ]

    /// Verbs that ask the assistant or a device to act: "set the heating for 6pm", "play
    /// the news at 7", "start the dishwasher at 10", "tell me the score tonight".
    static let assistantVerbs: Set<String> = [
        "set", "turn", "switch", "play", "start", "stop", "wake", "dim", "open", "close", "lock",
        "unlock", "run", "pause", "resume", "skip", "shuffle", "increase", "decrease", "raise",
        "lower", "mute", "unmute", "show", "tell", "give", "find", "search", "make", "put",
        "add", "create", "remind", "let", "go", "come", "be", "have", "do", "see", "look",
        "watch", "listen", "say", "help", "keep", "leave", "know", "want", "like", "love",
        "hate", "hope", "wish", "think", "feel", "forget", "remember", "need", "try", "get",
        "stream", "broadcast", "cast", "connect", "boost", "heat", "cool", "charge", "brew",
        "vacuum", "mow", "repeat", "recur", "quit", "secure", "schedule", "notify", "alert",
        "track", "log", "monitor", "count", "measure",
    ]

    /// Things that happen at a time, which a person notes down with it: "optician appt
    /// thurs 4pm", "half marathon sat 14th".
    static let eventNouns: Set<String> = [
        "appointment", "appointments", "appt", "appts", "meeting", "exam", "exams", "test",
        "interview", "class", "lesson", "lessons", "session", "party", "match", "game",
        "marathon", "race", "deadline", "practice", "rehearsal", "concert", "gig", "recital",
        "evening", "dinner", "lunch", "breakfast", "drinks", "coffee", "trip", "flight",
        "check-up", "checkup", "visit", "viewing", "ceremony", "wedding", "funeral", "birthday",
        "anniversary", "gym", "pilates", "yoga", "physio", "training", "swimming", "football",
        "tennis", "parkrun", "surgery", "jab", "vaccination", "scan", "clinic", "shift",
        "tutorial", "seminar", "lecture", "presentation", "talk", "webinar", "workshop",
        "service", "mot", "inspection", "delivery", "collection", "pickup", "drop-off",
        // What is done at a time, named as a thing.
        "treatment", "medication", "meds", "pills", "tablets", "injection", "dose",
        "exercises", "workout", "homework", "revision", "laundry", "cleaning", "hoovering",
        "ironing", "payment", "renewal",
        // What is taken, handed in or handed over then: "PE kit monday", "swimming bag
        // tmrw", "permission slip by friday", "dinner money thursday".
        "kit", "bag", "uniform", "costume", "slip", "form", "forms", "money", "present",
        "presents", "gift", "card", "parcel", "package", "letter", "books", "lunchbox",
        "bottle", "trainers", "boots", "recorder", "instrument", "paperwork",
        "documents", "prescription",
    ]

    /// Words that open a reported message or a second clause, or make a statement.
    static let stopping: Set<String> = [
        "that", "saying", "tell", "and", "then", "if", "when", "whether", "because", "so",
        "is", "are", "was", "were", "'s", "should", "must", "will", "can", "could", "has",
        "have", "had", "needs", "need",
        // "Harbour Rooms can't confirm till the 19th": a negated verb tells, never asks.
        "can't", "cant", "cannot", "won't", "wont", "couldn't", "wouldn't", "shouldn't",
        "isn't", "aren't", "wasn't", "weren't", "didn't", "doesn't", "hasn't", "haven't",
    ]
    /// Words that follow an "'s" meaning "is" rather than a possessive.
    static let afterIs: Set<String> = [
        "actually", "really", "now", "officially", "definitely", "not", "been", "going", "due",
        "booked", "moved", "on", "at",
    ]
}

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
        guard let when = whenAtTheEnd(clause), isOneImperative(clause, before: when) else {
            return nil
        }
        return frame.read(clause)
    }

    package static let name = "datedErrand"

    static let frame = Frame(name, "^(?<title>.+?)[.!]*$") { m in
        guard let reading = CaptureReading.task(m), reading.arguments["title"] != nil else {
            return nil
        }
        return reading
    }

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
        return rest.isEmpty || PriorityAfterthoughts.level(rest) != nil
    }

    /// Whether the words before the when (at `offset`) are one imperative whose time the
    /// when can be. Not when they:
    /// - ask something of the assistant for the person: "call me at 6", "book me a ticket";
    /// - report what a message will say, whose own time it is: "text Sam that I'll be
    ///   there at 7", "email the school and tell them mia's off sick today";
    /// - hold a second clause or a label: "finish the slides, then move the rehearsal to
    ///   Thursday", "update the shortlist: Harbour Rooms could do 3 April";
    /// - say something of a thing rather than ask for it: "dig the beds is due Sunday";
    /// - end in a past form, which the time belongs to: "read the email Mom sent this
    ///   morning";
    /// - end in "to", a change to that time: "bring the OKRs forward to today", "change
    ///   the recycling to every other tuesday".
    static func isOneImperative(_ clause: Clause, before offset: Int) -> Bool {
        let utterance = clause.utterance
        var words: [String] = []
        for token in utterance.tokens where token.normalizedRange.upperBound <= offset {
            if token.isPunctuation { return false }
            words.append(utterance.form(token))
        }
        guard words.count >= 2, let last = words.last else { return false }
        if words[1] == "me" || last == "to" { return false }
        if words.dropFirst().contains(where: stopping.contains) { return false }
        // "water bill's actually due on the 15th": "'s" as "is", not a possessive.
        for (index, word) in words.enumerated().dropFirst() where word.hasSuffix("'s") {
            if index == words.count - 1 || afterIs.contains(words[index + 1]) { return false }
        }
        return !Errand.lemmatizer.isPastForm(last)
    }

    /// Words that open a reported message or a second clause, or make a statement.
    static let stopping: Set<String> = [
        "that", "saying", "tell", "and", "then", "if", "when", "whether", "because", "so",
        "is", "are", "was", "were", "'s", "should", "must", "will", "can", "could", "has",
        "have", "had", "needs", "need",
    ]
    /// Words that follow an "'s" meaning "is" rather than a possessive.
    static let afterIs: Set<String> = [
        "actually", "really", "now", "officially", "definitely", "not", "been", "going", "due",
        "booked", "moved", "on", "at",
    ]
}

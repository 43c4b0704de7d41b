package import ToolBox

/// Stage 7: a question nothing else claimed. One scoped to today or this week asks the
/// agenda; a factual one goes to the notes, but only when the notes mention what it asks
/// about: askNotes answers from the person's own notes, never from the world, so "who won
/// the cup final" is declined rather than searched for.
package enum QuestionFallback {
    /// A question: it opens with a question word, or ends with a question mark. "what a
    /// day" and "how lovely" exclaim: with no question mark they ask nothing.
    static func isQuestion(_ text: String) -> Bool {
        if text.utf8.last == UInt8(ascii: "?") { return true }
        return questionOpening.matches(text) && !exclamation.matches(text)
    }
    static let exclamation = Pattern(
        grammar:
            "^(?:what an? |how (?:lovely|nice|great|awful|annoying|sweet|kind|exciting|sad|funny|weird|odd|strange|typical|rude|brilliant|amazing|frustrating|embarrassing)\\b)"
    )
    package static let questionOpening = Pattern(
        grammar:
            "^\(Alternation.grouped(["what", "what's", "whats", "who", "who's", "whos", "where", "where's", "wheres", "when", "when's", "whens", "which", "how", "how's", "why", "is", "are", "was", "were", "do", "does", "did", "can", "could", "have", "has", "tell me", "remind me", "any idea", "i wonder", "wonder"]))\\b"
    )
    static let scoped = Pattern(
        grammar:
            "\\b(?:today|tonight|tomorrow|this week|this morning|this afternoon|this evening)\\b")
    /// Asking what is planned, not anything else that happens to mention today.
    static let aboutTheDay = Pattern(
        grammar:
            "^(?:what|what's|whats|anything|is there anything|do i have anything|have i got anything|am i|how)\\b.*\\b(?:on|due|planned|scheduled|to do|lined up|coming up|happening|busy|free|booked|in store|got on|have on|need to do|need to get done|should i do|must i do)\\b"
    )

    /// The agenda of the one date phrase that is the whole question, marks aside.
    static func dayAlone(_ clause: Clause) -> ParsedIntent? {
        let text = clause.text
        guard clause.dates.count == 1, let date = clause.dates.first, date.range.lowerBound == 0,
            SlotText.stripPunctuation(
                String(Substring(text.utf8.dropFirst(date.range.upperBound)) ?? "")
            ).isEmpty
        else { return nil }
        if let range = ListingFrames.range(in: text) {
            return ParsedIntent(.agenda, ["range": range])
        }
        return ParsedIntent(.agenda, ["date": date.value.date.description])
    }

    static func read(_ clause: Clause) -> ParsedIntent? {
        let text = clause.text
        // "when I get to work call the bank": a "when" that says where, not one that asks.
        guard isQuestion(text), !Fronting.placeCondition.matches(text) else { return nil }
        // "today??", "tomorrow?": a day asked about alone is its agenda.
        if let reading = dayAlone(clause) { return reading }
        if scoped.matches(text), aboutTheDay.matches(text) {
            if let days = ListingFrames.severalDays(clause) { return ParsedIntent(.agenda, days) }
            return ParsedIntent(.agenda, ["range": ListingFrames.range(in: text) ?? "today"])
        }
        // "what do I need to get done before Friday", "what do i need to do this weekend":
        // days said by a date phrase.
        if aboutTheDay.matches(text), let days = ListingFrames.severalDays(clause) {
            return ParsedIntent(.agenda, days)
        }
        guard clause.context.grounded, !asksAdvice.matches(text),
            clause.context.names.notesMention(text)
        else { return nil }
        return ParsedIntent(.askNotes, ["question": clause.utterance.original.trimmingSpaces])
    }

    /// "what if I moved the launch to april?", "do i really want to write it myself",
    /// "should i bring the big ladder", "what would you do", "which DJ would you
    /// recommend", "..., what do u think", "red or white with lamb do you think?": a
    /// supposition, or advice or an opinion asked, which no note of the person's answers.
    package static let asksAdvice = Pattern(
        grammar:
            "^(?:what if|do i really|should i|should we|would it be|is it worth|do you think|what would you|would you)\\b|\\b(?:(?:would|do|can|could) (?:you|u) (?:recommend|suggest|advise)|what do (?:you|u) (?:think|reckon))\\b|\\b(?:do|d') ?(?:you|u|ya) (?:think|reckon)[ ?!.]*$"
    )
}

/// "the Henderson invoice is paid": a stored task's item said to be in a state that is not
/// the task's own verb ("chase the Henderson invoice"). It may mean the task is done, or
/// be a remark; which is the person's to say. Nothing reads it as a command, so the
/// decline names the task and the words that would complete it.
enum StateReports {
    /// A subject, a form of "be" (or "got"), and one past participle.
    static let statement = Pattern(
        grammar:
            "^(?:the |my |our )?(?<np>.+?)(?:'s| is| are|'re| was| were| has been| have been|'s been|'ve been| got)(?: now| all| finally| already| just| been)? (?<state>[a-z]+)(?: now| already| finally| at last| today| off| up)?[.!]*$"
    )

    /// States that say something is wrong or waiting, never that it is over: said of an
    /// item, they are remarks ("the fence is broken").
    static let unresolved: Set<String> = [
        "broken", "damaged", "delayed", "postponed", "stuck", "blocked", "lost", "overdue",
        "scheduled", "booked", "planned", "needed", "wanted", "called", "named", "moved",
        "forgotten", "missed", "stolen", "flooded", "cracked", "jammed", "closed", "shut",
        "snowed", "rained", "cancelled", "canceled", "rescheduled", "reported",
    ]

    /// The title of the one open task whose item the clause says is in a finished-sounding
    /// state, when a store is there to ask; nil for anything else.
    static func taskInState(_ clause: Clause) -> String? {
        guard clause.context.grounded,
            let match = statement.firstMatch(in: clause.text, hits: clause.literals),
            let np = match.group(named: "np"), let state = match.group(named: "state")
        else { return nil }
        let word = String(clause.normalizedText(state))
        guard ParaphraseFrames.lemmatizer.isPastForm(word), !unresolved.contains(word),
            let phrase = clause.originalText(np, cutting: []) as String?,
            !phrase.isEmpty, !Pronouns.isPronoun(phrase)
        else { return nil }
        return clause.context.names.openTask(named: SlotText.cleanItem(phrase))
    }
}

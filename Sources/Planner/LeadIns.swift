package import IntentGrammar

/// Words said before a request that lead into it and ask nothing: a preamble before a
/// colon, or why, said first. Tried only when the request as said reads as nothing.
extension CompoundPlanner {
    /// "I keep forgetting so: every thursday i need to put the caddy out", "as a treat for
    /// surviving this week: summarise the week": words before a colon that ask nothing
    /// and name nothing stored lead into the request after it. The plan of the words after
    /// the colon, when every step reads and none points back at the words before (a
    /// label's "it"); nil otherwise. A label of a word or two ("Garden:", "tomorrow:")
    /// heads what follows, and is read as one.
    func afterPreamble(_ said: String, cache: ParseCache) -> [ParsedIntent]? {
        // A colon that sets words off has a space after it ("15:30" has none). (Looked
        // for in the bytes: most requests read as nothing hold none.)
        guard let colon = said.utf8.firstIndex(of: UInt8(ascii: ":")),
            said.utf8[said.utf8.index(after: colon)...].first == UInt8(ascii: " ")
        else { return nil }
        let front = said[..<colon].trimmingSpaces
        let rest = said[said.index(after: colon)...].trimmingSpaces
        let words = front.lowercased().split(separator: " ")
        // "Give Hindu Temples: What Happened to Them ...": a command whose object holds
        // a colon (a title) leads into nothing.
        guard words.count >= 3, !rest.isEmpty, !Self.isImperative(String(words[0])),
            Remarks.namedItem(in: front, context: cache.context) == nil,
            Self.readsAsNothing(plan(said: front, cache: cache))
        else { return nil }
        return request(after: rest, cache: cache)
    }

    /// "Because the venue's still not confirmed, the invites can wait till the 25th": why,
    /// said first and set off by a comma, then the request. The plan of the words after
    /// the comma, when every step reads and none points back at the reason; nil otherwise.
    func afterReason(_ said: String, cache: ParseCache) -> [ParsedIntent]? {
        guard Self.reasonOpeners.contains(where: { said.startsCaseless(with: $0) }),
            let comma = said.firstIndex(of: ",")
        else { return nil }
        let rest = said[said.index(after: comma)...].trimmingSpaces
        guard !rest.isEmpty else { return nil }
        return request(after: rest, cache: cache)
    }

    /// "on my break. remind me to top up my oyster card tmrw", "school gate chaos 🙄 add
    /// sign the trip form by thurs", "ugh wrong one. undo": a few words that ask nothing
    /// and say no day, set off by the end of a sentence or an emoji, before a request
    /// opened by a command's words. The plan of the request, when every step reads and
    /// none points back at the words before; nil otherwise. A question said first is no
    /// such lead-in ("is the surgery open? move the dentist to fri" changes nothing), nor
    /// is anything that names a stored item or reports what someone said.
    func afterLeadIn(_ said: String, cache: ParseCache) -> [ParsedIntent]? {
        let utterance = cache.utterance(said)
        let tokens = utterance.tokens
        var words = 0
        for (index, token) in tokens.enumerated() where index + 1 < tokens.count {
            let typed = utterance.typed(token)
            let emoji = SlotText.isEmoji(typed)
            guard token.isPunctuation || emoji else {
                words += 1
                // A lead-in is a few words; a longer story is `isPreamble`'s.
                if words > 6 { return nil }
                continue
            }
            // A mark inside the lead-in ("ok, so") ends nothing; a question is asked.
            if typed.contains("?") { return nil }
            guard words >= 2, emoji || typed.allSatisfy({ $0 == "." || $0 == "!" }),
                !tokens[index + 1].isPunctuation
            else { continue }
            let front = String(said[..<token.range.lowerBound])
            let rest = String(said[tokens[index + 1].range.lowerBound...])
            let lead = cache.utterance(front)
            guard Self.openers.matches(cache.utterance(rest).normalized),
                !lead.words.contains(where: Self.reportingWords.contains),
                DateParser(now: cache.context.now).firstMatch(in: lead.normalized) == nil,
                Remarks.namedItems(in: front, context: cache.context).isEmpty,
                Self.readsAsNothing(plan(said: front, cache: cache))
            else { return nil }
            return request(after: rest, cache: cache)
        }
        return nil
    }

    /// Words that tell what someone said or asked: what follows is theirs.
    static let reportingWords: Set<String> = [
        "said", "says", "say", "told", "tells", "asked", "asks", "wants", "wanted", "texted",
        "messaged", "emailed",
    ]

    /// The plan of the words after a lead-in, when every step reads and none points back
    /// at the lead-in (a label's "it"); nil otherwise.
    private func request(after lead: String, cache: ParseCache) -> [ParsedIntent]? {
        let steps = plan(said: lead, cache: cache)
        guard Self.readsEveryStep(steps), !steps.contains(where: StepReferences.pointsBack)
        else { return nil }
        return steps
    }

    static let reasonOpeners = ["because ", "cause ", "'cause ", "cos ", "coz ", "since "]
}

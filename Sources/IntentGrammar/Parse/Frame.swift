package import ToolBox

/// One construction the grammar reads: a pattern over the normalized clause and the
/// reading it builds. A frame may decline its own match (return nil), for example when
/// a completion names no task that exists; the parser then tries the next frame.
package final class Frame: Sendable {
    /// Named for the construction it reads ("statementOfCompletion").
    package let name: String
    let pattern: Pattern
    let build: @Sendable (FrameMatch) -> ParsedIntent?

    init(
        _ name: String, _ pattern: String,
        _ build: @escaping @Sendable (FrameMatch) -> ParsedIntent?
    ) {
        self.name = name
        self.pattern = Pattern(grammar: Self.closingMarksAllowed(pattern))
        self.build = build
    }

    /// `pattern` with a request's closing full stops or exclamation marks allowed before
    /// its end: "make the fence urgent." asks what "make the fence urgent" does. A pattern
    /// that says what may close it already, or that is not anchored at the end, stands.
    static func closingMarksAllowed(_ pattern: String) -> String {
        guard pattern.hasSuffix("$"), !pattern.hasSuffix("\\$"), !pattern.hasSuffix("]*$"),
            !pattern.hasSuffix("]?$")
        else { return pattern }
        return String(pattern.dropLast()) + "[.!]*$"
    }

    /// The reading of `clause`, or nil when the pattern does not match or the frame declines.
    func read(_ clause: Clause) -> ParsedIntent? {
        guard let match = pattern.firstMatch(in: clause.text, hits: clause.literals) else {
            return nil
        }
        guard var reading = build(FrameMatch(clause: clause, match: match)) else { return nil }
        if reading.frame.isEmpty { reading.frame = name }
        return reading
    }
}

/// A frame's match: its slots, with helpers that cut them from the original text.
package struct FrameMatch {
    package let clause: Clause
    let match: PatternMatch

    package var context: ParseContext { clause.context }

    /// The normalized byte range of a named slot, if it took part in the match.
    package func range(_ name: String) -> Range<Int>? {
        guard let r = match.group(named: name), !r.isEmpty else { return nil }
        return r
    }

    /// The slot's normalized (lower-case) text.
    package func word(_ name: String) -> String? {
        range(name).map { String(clause.normalizedText($0)) }
    }

    /// The slot as typed, with nothing cut.
    package func raw(_ name: String) -> String? {
        guard let r = range(name) else { return nil }
        let text = clause.originalText(r, cutting: [])
        return text.isEmpty ? nil : text
    }

    /// The slot as a title: as typed, with date and repeat phrases cut out and capture
    /// joiners ("to", "that") and dangling prepositions trimmed.
    package func title(_ name: String) -> String? {
        guard let r = range(name) else { return nil }
        var cuts = clause.dates.map(\.range).filter { r.contains($0.lowerBound) }
        cuts += clause.repeatPhrase?.spans(in: r) ?? []
        let text = SlotText.cleanTitle(typedTitle(r, cutting: cuts))
        return text.isEmpty ? nil : text
    }

    /// The typed text of a title's range with `cuts` made, and without emoji that close
    /// the message rather than the title (`closesWithDecoration`).
    func typedTitle(_ r: Range<Int>, cutting cuts: [Range<Int>]) -> String {
        let typed = clause.originalText(r, cutting: cuts)
        return closesWithDecoration(r) ? SlotText.withoutClosingEmoji(typed) : typed
    }

    /// Whether the slot ends in emoji said after a date or a courtesy word ("do chem
    /// homework tonight 🙏", "... pls 😊"): they close the message, not the title. Emoji
    /// right after the title's own words ("buy balloons 🎈") are its own.
    func closesWithDecoration(_ r: Range<Int>) -> Bool {
        let utterance = clause.utterance
        let tokens = utterance.tokens
        func isEmoji(_ index: Int) -> Bool { SlotText.isEmoji(utterance.typed(tokens[index])) }
        guard let last = tokens.lastIndex(where: { r.contains($0.normalizedRange.lowerBound) }),
            isEmoji(last)
        else { return false }
        var word = last - 1
        while word >= 0, isEmoji(word) { word -= 1 }
        guard word >= 0, r.contains(tokens[word].normalizedRange.lowerBound) else { return false }
        let before = tokens[word]
        // Courtesy the tokens left out ("... pls 🙏") lies between the two as typed.
        let between = utterance.original[
            before.range.upperBound..<tokens[word + 1].range.lowerBound]
        return utterance.form(before, isOneOf: Self.courtesyWords)
            || between.contains(where: \.isLetter)
            || clause.dates.contains { $0.range.contains(before.normalizedRange.lowerBound) }
    }

    /// Words of thanks kept as tokens ("please" and "pls" are dropped while tokenizing,
    /// and found between the tokens instead).
    static let courtesyWords = ["thanks", "thx", "ty", "cheers", "ta", "x", "xx"]

    /// The slot as the name of an item: as typed, article, possessive and list words off,
    /// and date phrases cut out. A repeat phrase is cut only where it ends the slot ("add
    /// bread to the shopping list every week"): inside a name it is part of it ("the
    /// quarterly report").
    package func item(_ name: String) -> String? {
        guard let r = range(name) else { return nil }
        var cuts = clause.dates.map(\.range).filter { r.contains($0.lowerBound) }
        cuts += clause.repeatPhrase?.spans(in: r).filter { $0.upperBound >= r.upperBound } ?? []
        var text = SlotText.cleanItem(clause.itemText(r, cutting: cuts))
        // "delete the task with the fence": the pattern read "the task"; the joiner after
        // it is no part of the name.
        if SlotText.endsInHead(clause.normalizedText(0..<r.lowerBound)) {
            text = SlotText.withoutHeadJoiner(text)
        }
        return text.isEmpty ? nil : text
    }

    /// The first forward date in the slot, or in the whole clause when `name` is nil.
    package func date(_ name: String? = nil) -> String? {
        if let name {
            guard let r = range(name) else { return nil }
            return clause.date(in: r)?.description
        }
        return clause.date()?.description
    }

    /// Whether the slot is empty or one date phrase and nothing else ("this weekend",
    /// "on Friday"): words said of when, not of what.
    package func saysOnlyWhen(_ name: String) -> Bool {
        guard let r = range(name) else { return true }
        let said = clause.normalizedText(r).utf8
        let start = r.lowerBound + said.prefix { $0 == UInt8(ascii: " ") }.count
        return clause.dates.contains {
            $0.range.lowerBound <= start && $0.range.upperBound >= r.upperBound
        }
    }

    package var repeatRule: String? { clause.repeatPhrase?.rule.description }

    /// The clause's repeat rule when its phrase starts inside `slot`: "make X repeat
    /// *every Monday*" sets a rule, where a weekday named elsewhere does not. A phrase
    /// that runs into the slot from the words before counts too ("... repeat on the first
    /// monday of every month": the phrase takes in the "on" the frame leaves outside).
    package func repeatRule(in slot: String) -> String? {
        guard let phrase = clause.repeatPhrase, let slotRange = range(slot),
            slotRange.contains(phrase.range.lowerBound)
                || (phrase.range.lowerBound < slotRange.lowerBound
                    && phrase.range.upperBound > slotRange.lowerBound)
        else {
            return nil
        }
        return phrase.rule.description
    }
}

extension FrameMatch {
    /// True when `phrase` names an open task, or when there is no store to ask (then the
    /// words alone decide).
    /// With a store, whether an open task answers to `phrase`. Without one, only the
    /// words can say it is a task ("... off my list", "the task ..."): a bare verb and a
    /// noun ("lower the lights", "can I get the food to go") are not evidence enough.
    package func namesOpenTask(_ phrase: String) -> Bool {
        if Pronouns.isPronoun(phrase) { return true }
        guard context.grounded else { return clause.saysTask }
        if Coordination.names(phrase, context.names.openTask(named:)) { return true }
        clause.noteUnnamed(phrase)
        return false
    }

    package func namesDoneTask(_ phrase: String) -> Bool {
        if Pronouns.isPronoun(phrase) { return true }
        guard context.grounded else { return clause.saysTask }
        return Coordination.names(phrase, context.names.doneTask(named:))
    }

    package func namesProject(_ phrase: String) -> Bool {
        !context.grounded || context.names.project(named: phrase) != nil
    }

    package func namesNote(_ phrase: String) -> Bool {
        !context.grounded || context.names.note(named: phrase) != nil
    }

    /// A reading that acts on the task named by `slot`, if the slot names one.
    ///
    /// With a store, a phrase that names no task is evidence against the reading, unless
    /// the person said explicitly that it is a task ("delete the task X"): then the tool
    /// runs and reports that nothing matched, which is the honest answer.
    func onTask(
        _ tool: ToolName, _ extra: [String: String] = [:], slot: String = "task",
        explicit: Bool = false,
        done: Bool = false
    ) -> ParsedIntent? {
        guard let name = task(slot) else { return nil }
        if !explicit && !(done ? namesDoneTask(name) : namesOpenTask(name)) { return nil }
        var arguments = extra
        arguments["task"] = name
        return ParsedIntent(tool, arguments)
    }

    /// Whether `name` is "I", "we" or "you" and a word or two after it ("I deleted", "we
    /// already did"): what someone did, left when a task's head was cut. ("I pack the
    /// kitchen", said of a task in a dependency, is longer.) Or it opens with "every" or
    /// "each", which pick no one task.
    static func opensWithSubjectOrEvery(_ name: String) -> Bool {
        let lower = name.lowercased()
        // "snooze every shopping one": every one of several is no one task either.
        if lower.hasPrefix("every ") || lower.hasPrefix("each ") { return true }
        return ["i ", "we ", "you "].contains { lower.hasPrefix($0) }
            && lower.split(separator: " ").count <= 3
    }

    /// Whether `text` opens with "I", "we" or "you" and a verb in the past or a form of
    /// "be" or "have" ("I added ...", "we said ..."): a clause, not a title.
    package static func opensWithSubjectAndVerb(_ text: String) -> Bool {
        let words = text.lowercased().split(separator: " ", maxSplits: 2)
        guard words.count >= 2, ["i", "we", "you"].contains(words[0]) else { return false }
        let verb = words[1]
        return verb.hasSuffix("ed")
            || ["was", "were", "had", "have", "made", "put", "said", "set"]
                .contains(verb)
    }

    static let articlesOnly: Set<String> = ["a", "an", "the", "my", "our", "your", "some", "any"]

    /// The slot as the name of one task: nil when it names several ("the garden tasks"),
    /// every task ("all of them") or a project ("the garden project"), which no one-task
    /// tool acts on.
    package func task(_ slot: String) -> String? {
        guard let name = item(slot), !Pronouns.isQuantifier(name),
            // "set a weekly appointment reminder": an article alone names nothing.
            !Self.articlesOnly.contains(name.lowercased()),
            // "bring back the task I deleted": what someone did to a task is no name.
            !Self.opensWithSubjectOrEvery(name)
        else { return nil }
        let said = range(slot).map(clause.normalizedText)
        guard !clause.namesOtherThanOneTask(said), !Pronouns.saysPart(said ?? ""),
            // "finished my draft!! add a task to print it": a sentence ends inside the
            // slot, and the next is no part of the name.
            !SlotText.holdsSentenceEnd(said),
            SlotText.questionEnds.suffix(of: String(said ?? "")) == nil,
            !Self.describesByWhatWasCut(name, said: said),
            !Self.isTheOne(said)
        else {
            return nil
        }
        return Self.pronounBeforeAClause(name) ?? name
    }

    /// "delete it cant afford it", "bin it as it's done": a pronoun, then a clause run on
    /// after it with no mark between. The pronoun is the object; the rest says why.
    static func pronounBeforeAClause(_ name: String) -> String? {
        // The byte test first: most names open with no such pronoun.
        guard
            name.startsCaseless(with: "it ") || name.startsCaseless(with: "that ")
                || name.startsCaseless(with: "them ")
        else { return nil }
        let words = name.split(separator: " ", maxSplits: 2)
        guard words.count == 3, ["it", "that", "them"].contains(words[0].lowercased()),
            clauseOpeners.contains(words[1].lowercased())
        else { return nil }
        return String(words[0])
    }

    /// Words that open a clause run on after an object pronoun.
    static let clauseOpeners: Set<String> = [
        "cant", "can't", "cannot", "is", "isn't", "isnt", "was", "wasn't", "wasnt", "won't",
        "wont", "will", "doesn't", "doesnt", "does", "needs", "has", "should", "because",
        "cause", "cuz", "coz", "as", "since", "i", "we", "it's", "its", "not", "no",
    ]

    /// "move the one for Friday", "mark the one done", "mark the thing done": "the one"
    /// (or "the task", "the thing", ...) is no reference back, as "that one" is; it waits
    /// for what picks it out (`TaskDescription`), and alone it names no task.
    static func isTheOne(_ said: Substring?) -> Bool {
        guard let said else { return false }
        // "get the one due friday done by thursday": a slot cut before what describes it.
        if said.hasSuffix(" the one") { return true }
        // Both tests below need a head noun, which most slots do not hold.
        let text = String(said)
        guard TaskDescription.mayBeIn(text) else { return false }
        if ordinalHead.matches(text) { return true }
        guard said.utf8.count <= 13 else { return false }
        var head = said.hasPrefix("the ") ? said.dropFirst(4) : said
        if head.hasSuffix("'s") { head = head.dropLast(2) }
        return TaskDescription.heads.contains(TaskDescription.headNoun(String(head)))
    }

    /// "the next one", "the first one on the list", "the other task", "the one at the top
    /// of my list": a place in a list the person sees, which pb does not know. ("the last
    /// one" may be the last touched.) "the one on the 19th", "the task that's due": a head
    /// with what describes it after, which `TaskDescription` reads when it can; no name.
    static let ordinalHead = Pattern(
        grammar:
            "^(?:the )?(?:(?:next|first|second|third|fourth|fifth|other|previous|following|top|bottom) (?:one|task|item|thing|to-?do|job|reminder)(?:'s)?(?: (?:on|in) (?:the|my) (?:list|screen))?|(?:one|task|item|thing|to-?do|job|reminder) (?:at|on|in) the (?:top|bottom|end|start)(?: of (?:the|my) (?:list|screen))?|(?:one|task|item|thing|to-?do|job|reminder)(?:'s)? (?:on|for|at|from|due|that|which|i|we) .+)$"
    )

    /// "mark the one due tomorrow as done": "one" with words cut from it (a date, "due")
    /// picks a task out by what those words say, which is no reference back to the last
    /// task touched. Nothing here can read the description, so nothing is named.
    static func describesByWhatWasCut(_ name: String, said: Substring?) -> Bool {
        // The byte test first: most names do not end in "one".
        guard let said, name.endsCaseless(with: "one"),
            name.utf8.count == 3 || name.endsCaseless(with: " one"),
            Pronouns.isPronoun(name)
        else {
            return false
        }
        let words = said.split(separator: " ").map { $0.lowercased() }
        guard let at = words.lastIndex(of: "one"), at + 1 < words.count else { return false }
        // "that's one thing sorted": the noun "one" stands for is no description.
        return !Self.headNounsOfOne.contains(words[at + 1])
    }

    static let headNounsOfOne: Set<String> = ["thing", "task", "item", "job", "more", "less"]

    /// Whether the clause says in words that it is about a task on the list.
    var saysTask: Bool { clause.saysTask }
}

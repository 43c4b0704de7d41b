package import ToolBox

/// Builds a createTask or createNote reading from a capture's content slot: the date,
/// repeat, priority and project phrases inside it become arguments and leave the title.
enum CaptureReading {
    /// The particle ending the title right before a date that closes it with its own
    /// preposition: "put the washing on | at 7am", "turn the heating on | at 6". It is
    /// the verb's ("put on"), not a date's lead left dangling, and stays.
    static func particleBeforeDate(_ cuts: [Range<Int>], slot: Range<Int>, in clause: Clause)
        -> String?
    {
        // The run of cuts that closes the slot ("tomorrow" "at 6"), from its start.
        let text = clause.text.utf8
        let sorted = cuts.sorted { $0.lowerBound < $1.lowerBound }
        guard var start = sorted.last?.lowerBound, let end = sorted.last?.upperBound,
            end >= slot.upperBound
        else { return nil }
        for cut in sorted.dropLast().reversed() where cut.upperBound <= start {
            let gap = text.dropFirst(cut.upperBound).prefix(start - cut.upperBound)
            guard gap.allSatisfy({ $0 == UInt8(ascii: " ") }) else { break }
            start = cut.lowerBound
        }
        guard start > slot.lowerBound else { return nil }
        let at = text.index(text.startIndex, offsetBy: start)
        guard datesOwnLeads.contains(where: { text[at...].starts(with: $0.utf8) }) else {
            return nil
        }
        let before = text[text.startIndex..<at].split(separator: UInt8(ascii: " ")).last
        return particles.first { word in before.map { $0.elementsEqual(word.utf8) } ?? false }
    }

    static let datesOwnLeads = ["at ", "on ", "by ", "for ", "from ", "before ", "after ", "in "]
    static let particles = ["on", "in", "off", "out", "up"]

    /// A priority said of the task; after "the", "my" and the like it describes
    /// something in the title ("write up the high priority bugs list").
    static let priorityPhrase = Pattern(
        grammar:
            "(?<!\\bthe|\\bmy|\\bour|\\bhis|\\bher|\\bits|\\btheir|\\ball|\\bany|\\bthose|\\bthese)(?:^|\\s)(?:(?:as |with |at )?(?:an? )?(?<p>low|medium|normal|high|top|urgent|critical)[- ]?(?:priority|prio|pri)|(?:priority|prio)\\s*[:=]?\\s*(?<p2>low|medium|high|urgent|top|\\d))(?=$|[\\s,.!?:;])"
    )
    static let edgeUrgency = Pattern(
        grammar: "(?:^(?<p>urgent|important|asap)[,:]?\\s+|\\s+(?<p2>asap|urgently|urgent|!!+)$)")
    static let namedProject = Pattern(
        grammar:
            "(?:^|\\s)(?:for|in|to|under|into|on|onto) (?:the |my |our )?(?<p>(?!(?:to-?do|todo|task|tasks|shopping list)\\b|(?:my|the|our) (?:project|list)\\b)\(Fragments.placeName)) (?:project|list)(?=$|[\\s,.!?:;])"
    )
    /// "buy compost #garden", "add bread to #shopping": a project said as a tag.
    static let taggedProject = Pattern(
        grammar:
            "(?:^|\\s)(?:(?:to|in|on|onto|into|under|for) )?(?<p>#[a-z][a-z0-9_-]*)(?=$|[\\s,.!?:;])"
    )
    static let shoppingList = Pattern(
        grammar:
            "(?:^|\\s)(?:for|in|to|on|onto) (?:the |my |our )?(?<p>shopping|grocery|groceries) list(?=$|[\\s,.!?:;])"
    )
    static let generalList = Pattern(
        grammar:
            "(?:^|\\s)(?:to|on|onto|in) (?:the |my |our )?(?:to-?do|todo|task|tasks|reminders)? ?list(?=$|[\\s,.!?:;])"
    )
    static let trailingPlace = Pattern(
        grammar: "(?:^|\\s)(?:for|in|to|under|into|on) (?:the |my |our )?(?<p>[^,:;]+?)$")

    /// A createTask reading of `slot`, or nil when the title comes out empty and
    /// `allowEmpty` is false.
    static func task(
        _ m: FrameMatch, slot: String = "title", priority: String? = nil, project: String? = nil,
        allowEmpty: Bool = false
    ) -> ParsedIntent? {
        guard let said = m.range(slot) else {
            return allowEmpty ? ParsedIntent(.createTask, dateArguments(m, nil)) : nil
        }
        // "pick up the parcel tmrw they shut at 5": why, run on after when, is left out.
        let range = RunOnReasons.titleEnd(of: said, in: m.clause) ?? said
        var cuts: [Range<Int>] = []
        var arguments: [String: String] = [:]
        let clause = m.clause
        let local = clause.normalizedText(range)
        let base = range.lowerBound
        // The slot's text. Its literals are among the clause's: a pattern ruled out by the
        // clause's scan cannot match the slot either, so the six patterns tried on the slot
        // use that scan instead of a new one.
        let text = String(local)
        let hits = clause.literals

        if let p = PriorityWords.level(priority) { arguments["priority"] = p }
        if let found = priorityPhrase.firstMatch(in: text, hits: hits) {
            let word = (found.group(named: "p") ?? found.group(named: "p2")).map {
                String(text.slice(utf8: $0) ?? "")
            }
            if let level = PriorityWords.level(word) ?? word.flatMap(numericPriority) {
                arguments["priority"] = level
                cuts.append(shifted(found.range, by: base))
            }
        } else if let found = edgeUrgency.firstMatch(in: text, hits: hits) {
            let word = (found.group(named: "p") ?? found.group(named: "p2")).map {
                String(text.slice(utf8: $0) ?? "")
            }
            arguments["priority"] =
                word?.hasPrefix("!") == true ? "high" : (word == "important" ? "high" : "urgent")
            cuts.append(shifted(found.range, by: base))
        }

        if let project { arguments["project"] = project }
        if arguments["project"] == nil {
            // A tag first ("#garden"), then a place named with its noun ("to the Garden
            // project"): the name is cut from the title either way.
            if let found = taggedProject.firstMatch(in: text, hits: hits)
                ?? namedProject.firstMatch(in: text, hits: hits),
                let p = found.group(named: "p"),
                let name = m.clause.originalSlice(shifted(p, by: base))
            {
                arguments["project"] = SlotText.cleanItem(name)
                cuts.append(shifted(found.range, by: base))
            } else if let found = shoppingList.firstMatch(in: text, hits: hits) {
                arguments["project"] = "Shopping"
                cuts.append(shifted(found.range, by: base))
            } else if let found = generalList.firstMatch(in: text, hits: hits) {
                cuts.append(shifted(found.range, by: base))
            } else if clause.context.grounded,
                let found = trailingPlace.firstMatch(in: text, hits: hits),
                let p = found.group(named: "p"),
                let name = m.clause.originalSlice(shifted(p, by: base)),
                let known = clause.context.names.project(named: SlotText.cleanItem(name)),
                known.lowercased() == SlotText.cleanItem(name).lowercased()
            {
                arguments["project"] = known
                cuts.append(shifted(found.range, by: base))
            }
        }
        // "add eggs to my shoping list": a slip for a stored project files there, not
        // under a new one.
        arguments["project"] = arguments["project"].map(clause.context.projectName)

        // "remind me to push the dentist to next week": a date after "to" is where
        // something is moved, part of what to do and not when it is due.
        let targets = clause.dates.map(\.range).filter { isTarget($0, slot: range, in: clause) }
        let forward = clause.dates.filter {
            range.contains($0.range.lowerBound) && !$0.isPast && !targets.contains($0.range)
        }
        // Date phrases said apart: which says when, and which is part of what to do.
        let when = CaptureWhen.read(forward, slot: range, in: clause)
        if let when { arguments["due"] = when.due.description }
        for d in forward where when?.phrases.contains(d.range) != false {
            cuts.append(withLinkingVerb(d.range, slot: range, in: clause))
        }
        if let r = clause.repeatPhrase {
            cuts += r.spans(in: range)
            if range.contains(r.range.lowerBound) { arguments["repeat"] = r.rule.description }
        }
        let title = SlotText.cleanTitle(
            m.typedTitle(range, cutting: cuts),
            keeping: particleBeforeDate(cuts, slot: range, in: clause))
        if !title.isEmpty { arguments["title"] = title }
        if title.isEmpty && !allowEmpty { return nil }
        for (key, value) in dateArguments(m, range, skipping: targets) where arguments[key] == nil {
            arguments[key] = value
        }
        alignToRule(&arguments, today: clause.context.now)
        return ParsedIntent(.createTask, arguments)
    }

    /// The due date (first forward date phrase in the slot, else in the clause) and the
    /// repeat rule of the whole clause.
    static func dateArguments(
        _ m: FrameMatch, _ range: Range<Int>?, skipping targets: [Range<Int>] = []
    ) -> [String: String] {
        var arguments: [String: String] = [:]
        let clause = m.clause
        if let due = range.flatMap({ clause.date(in: $0, skipping: targets) })
            ?? clause.date(skipping: targets)
        {
            arguments["due"] = due.description
        }
        if let rule = m.clause.repeatPhrase?.rule {
            arguments["repeat"] = rule.description
            // "every sunday at 6 starting next week": the rule's time, on the day it starts.
            let forward = clause.dates.filter { !$0.isPast && !targets.contains($0.range) }
            if forward.count >= 2, clause.timesOfDay.contains(forward[0].range),
                !clause.timesOfDay.contains(forward[1].range),
                forward[1].range.lowerBound > forward[0].range.lowerBound,
                let time = forward[0].value.time, forward[1].value.date > clause.context.now.date
            {
                arguments["due"] =
                    LocalDateTime(date: forward[1].value.date, time: time).description
            }
        }
        return arguments
    }

    /// "every Sunday at 8": a time alone lands on today or tomorrow, but the first
    /// occurrence is the rule's first day from now on, or from the day said with it
    /// ("every sunday starting next week").
    static func alignToRule(_ arguments: inout [String: String], today now: LocalDateTime) {
        guard let text = arguments["repeat"], let rule = RepeatRule(text),
            rule.frequency == .weekly, !rule.days.isEmpty,
            let due = arguments["due"].flatMap({ LocalDateTime(iso: $0) })
        else { return }
        let days = Set(rule.days.map(\.weekday))
        guard !days.contains(due.date.weekday) else { return }
        var date = now.date
        var stillToCome = true
        if due.date > now.date {
            // "every sunday starting next week": a day to come said too is when the rule
            // starts.
            date = due.date
        } else if let time = due.time, let current = now.time {
            stillToCome = time > current
        }
        if !(days.contains(date.weekday) && stillToCome) {
            repeat { date = date.adding(days: 1) } while !days.contains(date.weekday)
        }
        arguments["due"] = LocalDateTime(date: date, time: due.time).description
    }

    static func numericPriority(_ word: String) -> String? {
        // A five-point scale's 5 is low too.
        if word == "5" { return "low" }
        guard word.utf8.count == 1, let digit = word.utf8.first else { return nil }
        return PriorityWords.numbered(digit)
    }

    /// "bin night is Thursday", "the rent is due on the 1st": a linking verb right before
    /// a date phrase that ends the slot only ties the thing to its date, and would dangle
    /// once the date is cut ("bin night is"), so it is cut with it. Not in an embedded
    /// question, where the verb belongs to the question: "remind me of what the deadline
    /// is on Friday", "remind me to check when the train is tomorrow".
    static func withLinkingVerb(_ date: Range<Int>, slot: Range<Int>, in clause: Clause)
        -> Range<Int>
    {
        let bytes = Array(clause.text.utf8)
        let end = min(slot.upperBound, bytes.count)
        guard date.upperBound <= end, date.lowerBound >= 2,
            bytes[date.upperBound..<end].allSatisfy({ Self.trailingMarks.contains($0) })
        else { return date }
        // The word before the date, and where it starts.
        var wordEnd = date.lowerBound
        while wordEnd > slot.lowerBound, bytes[wordEnd - 1] == UInt8(ascii: " ") { wordEnd -= 1 }
        var wordStart = wordEnd
        while wordStart > slot.lowerBound, bytes[wordStart - 1] != UInt8(ascii: " ") {
            wordStart -= 1
        }
        let word = String(decoding: bytes[wordStart..<wordEnd], as: UTF8.self)
        guard Self.linkingVerbs.contains(word), wordStart > slot.lowerBound else { return date }
        // The words before the verb, once cleaned as a title is ("that", "about" dropped).
        let subject = SlotText.cleanTitle(
            String(clause.text.slice(utf8: slot.lowerBound..<wordStart) ?? ""))
        if subject.split(separator: " ").contains(where: { Self.questionWords.contains(String($0)) }
        ) {
            return date
        }
        return wordStart..<date.upperBound
    }

    /// Whether the date phrase at `date` is where something in the slot is moved to: "to"
    /// right before it, and a verb that moves things (`VerbAction` reschedule, postpone,
    /// advance) before that. "add a reminder to April fourth" and "add it to today's
    /// list" are due then.
    static func isTarget(_ date: Range<Int>, slot: Range<Int>, in clause: Clause) -> Bool {
        guard slot.contains(date.lowerBound), date.lowerBound - slot.lowerBound >= 3,
            let before = clause.text.slice(utf8: slot.lowerBound..<date.lowerBound),
            before.hasSuffix(" to ") || before == "to "
        else { return false }
        return before.split(separator: " ").contains { word in
            let lemma = ParaphraseFrames.lemmatizer.verbLemma(String(word))
            return Self.moving.contains(VerbLexicon.action(of: lemma) ?? .create)
        }
    }

    static let moving: Set<VerbAction> = [.reschedule, .postpone, .advance]

    static let linkingVerbs: Set<String> = ["is", "are"]
    static let questionWords: Set<String> = [
        "what", "when", "where", "who", "whose", "which", "why", "how", "whether", "if",
    ]
    static let trailingMarks: Set<UInt8> = Set(" .,!?;:".utf8)

    static func shifted(_ range: Range<Int>, by offset: Int) -> Range<Int> {
        (range.lowerBound + offset)..<(range.upperBound + offset)
    }

    /// A createNote reading: the body as typed, with a title when one was given.
    /// Trailing courtesy words that say when, which belong to a note's sentence.
    static let timeTails: Set<String> = [
        "now", "from now on", "going forward", "in future", "in the future",
    ]

    static func note(_ m: FrameMatch, body: String = "body", title: String? = nil) -> ParsedIntent?
    {
        guard var said = m.raw(body) else { return nil }
        // A note is kept as said: "now" and the like close a request as courtesy, but
        // close a note's sentence as part of it ("the bins go out on wednesdays now").
        if let range = m.range(body), range.upperBound >= m.clause.text.utf8.count,
            Self.timeTails.contains(
                SlotText.stripPunctuation(m.clause.droppedTail).lowercased())
        {
            said += " " + m.clause.droppedTail
        }
        let text = SlotText.stripPunctuationKeepingFinal(said)
        guard !text.isEmpty else { return nil }
        var arguments = ["body": SlotText.unquote(text)]
        if let title = title.flatMap({ m.raw($0) }).map(SlotText.cleanItem), !title.isEmpty {
            arguments["title"] = title
        }
        return ParsedIntent(.createNote, arguments)
    }
}

extension Clause {
    /// The original text behind a normalized range, nothing cut.
    func originalSlice(_ range: Range<Int>) -> String? {
        let text = originalText(range, cutting: [])
        return text.isEmpty ? nil : text
    }
}

extension SlotText {
    /// Trims white space and leading marks, keeping a final full stop or question mark
    /// that belongs to the sentence a person dictated.
    static func stripPunctuationKeepingFinal(_ text: String) -> String {
        var s = Substring(text.trimmingSpaces)
        // "For the diary, please. Felt poorly ...": a mark before the words ends what
        // came before them.
        while let first = s.first, ":-,;.!?–—".contains(first) || first.isWhitespace {
            s = s.dropFirst()
        }
        while let last = s.last, ".,;:".contains(last) || last.isWhitespace { s = s.dropLast() }
        return String(s).trimmingSpaces
    }
}

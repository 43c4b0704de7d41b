package import ToolBox

/// Requests with something put in front of the command: a remark and a comma ("oh
/// gosh, remind me to..."), a date ("tmrw morning remind me to..."), or a project ("for
/// the Garden project can you add a task to..."). Tried only when the clause as a whole
/// reads as nothing.
package enum Fronting {
    static let project = Pattern(
        grammar:
            "^(?:for|in|on|under|to) (?:the |my |our )?(?<p>[^,]+?) (?:project|list),? (?<rest>.+)$"
    )

    /// The most times one request is put in a new order and read again. Two reorderings
    /// can undo each other ("today in one hour": each date in turn moves to the end), so
    /// without a bound they would never end; no request needs more than three at once (a
    /// lead-in, then a date, then a project).
    static let maximumRearrangements = 3

    static func read(_ clause: Clause, parser: IntentParser) -> ParsedIntent? {
        guard clause.context.rearrangements < maximumRearrangements else { return nil }
        let context = clause.context.rearranged()
        let text = clause.utterance.original
        let tokens = clause.utterance.tokens
        // A dash standing alone breaks a sentence as a comma does ("actually I did want
        // that - do it again").
        let isComma = { (token: Token) in
            token.normalizedRange.count == 1
                && clause.utterance.form(token, isOneOf: token.isPunctuation ? [","] : ["-"])
        }
        let lastComma = tokens.lastIndex(where: isComma)
        func wordsAfter(_ comma: Int) -> String {
            String(text[tokens[comma + 1].range.lowerBound...])
        }
        /// The words after the comma at `comma` as a capture's head, given its reading,
        /// with the words before the comma as what to capture.
        func headFirst(at comma: Int, alone: ParsedIntent) -> ParsedIntent? {
            afterthought(
                head: wordsAfter(comma), alone: alone,
                front: String(text[..<tokens[comma].range.lowerBound])
            ) { parser.parse($0, context: context) }
        }
        // "every Friday(,) remind me to water the plants": the repeat phrase moves to the
        // end, as a date does below; before the lead-in rule, which would drop it.
        if RepeatPhrases.mayOpen(clause.text), let phrase = clause.repeatPhrase,
            phrase.range.lowerBound == 0,
            // "every monday morning plan the week": a part of the day or a time said right
            // after the repeat goes with it.
            let cut = clause.utterance.originalRange(
                phrase.range.lowerBound..<withPartOfDay(after: phrase.range.upperBound, clause)),
            cut.upperBound < text.endIndex
        {
            // Days said later ("every week remind me to X on Fridays") move with it.
            var rest = String(text[cut.upperBound...])
            var moved = String(text[cut])
            if let days = phrase.days.flatMap(clause.utterance.originalRange) {
                moved += " " + text[days]
                rest = String(text[cut.upperBound..<days.lowerBound] + text[days.upperBound...])
            }
            let reading = parser.parse(
                SlotText.stripPunctuation(rest) + " " + moved, context: context)
            if reading.tool != .decline, reading.arguments["repeat"] != nil,
                !Self.repeatIsTheName(reading, moved: moved, clause.context)
            {
                return reading
            }
        }
        // "for the house move(,) I need to cancel the gym": a stored project's own name;
        // before the lead-in rule, which would drop it.
        if clause.context.grounded,
            let reading = knownProject(clause, parser: parser, context: context)
        {
            return reading
        }
        // "tmrw morning remind me to...", "tomorrow, remind me to...": the date moves to
        // the end; before the lead-in rule, which would drop it.
        // "deadline fri - send the Q1 numbers": the same, said as a deadline, which moves
        // as "by fri".
        let deadline = deadlineLeads.first { clause.text.hasPrefix($0) }?.utf8.count ?? 0
        // (Most clauses have no such lead: their text is looked at as it is, not copied.)
        let afterLead =
            deadline == 0
            ? clause.text : String(Substring(clause.text.utf8.dropFirst(deadline))) ?? ""
        if DateParser.mayStartPhrase(atStartOf: afterLead), let date = clause.dates.first,
            date.range.lowerBound == deadline,
            let cut = clause.utterance.originalRange(date.range),
            cut.upperBound < text.endIndex
        {
            // The mark after the date goes with it ("tomorrow, remind me ...").
            let rest = text[cut.upperBound...].drop { ", :;-".contains($0) }
            guard !rest.isEmpty else { return nil }
            let when = (deadline > 0 ? "by " : "") + text[cut]
            let reading = parser.parse(rest + " " + when, context: context)
            if reading.tool != .decline { return reading }
        }
        // "tomorrow at 2 call the accountant", "at 5 call mum": a bare hour said first is
        // no time to the date parser before a word it cannot tell from a noun ("at 3 Main
        // Street"); before a request, with nothing but a day said ahead of it, it is one.
        if let m = bareHourFirst.firstMatch(in: clause.text), let hour = m.group(named: "at"),
            let restRange = m.group(named: "rest"),
            hour.lowerBound == 0
                || clause.dates.first.map({
                    $0.range.lowerBound == 0 && $0.range.upperBound + 1 == hour.lowerBound
                })
                    == true,
            let when = clause.utterance.originalRange(0..<hour.upperBound),
            let rest = clause.utterance.originalRange(restRange)
        {
            let reading = parser.parse(text[rest] + " " + text[when], context: context)
            if reading.tool != .decline, reading.arguments["due"] != nil { return reading }
        }
        if let reading = placeConditionFirst(clause, parser: parser, context: context) {
            return reading
        }
        if let reading = noteFirst(clause, parser: parser, context: context)
            ?? projectFirst(clause, parser: parser, context: context)
            ?? taskFirst(clause, parser: parser, context: context)
        {
            return reading
        }
        // "oh gosh, remind me...": a short lead-in before a comma.
        if let comma = tokens.prefix(leadInTokens).firstIndex(where: isComma), comma > 0,
            comma + 1 < tokens.count
        {
            var reading = parser.parse(wordsAfter(comma), context: context)
            // "bin night is Thursday, remind me": no lead-in, but what to capture.
            if comma == lastComma, let whole = headFirst(at: comma, alone: reading) {
                return whole
            }
            // "Garden - new project": no lead-in, but the name of the project.
            if reading.tool == .createProject, reading.arguments["name"] == nil {
                let lead = SlotText.unquote(
                    String(text[..<tokens[comma].range.lowerBound]).trimmingSpaces)
                if !Interjections.isOnlyInterjection(normalized: Utterance(lead).normalized) {
                    reading.arguments["name"] = lead
                }
            }
            guard reading.tool != .decline else { return nil }
            // "play some jazz, remind me to ...": a request of another assistant's is no
            // lead-in to drop. Nothing is done, and the reply says what was not read.
            let lead = String(text[..<tokens[comma].range.lowerBound]).trimmingSpaces
            // "if the weather is nice, move the gutters to saturday": a change that hangs
            // on what pb cannot know is not made ("if you can, ..." is courtesy).
            if reading.tool.changesData, reading.tool != .createTask,
                Self.setsACondition(lead)
            {
                return ParsedIntent(.decline, ["unreadPart": lead, "condition": "yes"])
            }
            // So is one said with any verb: "put the kettle on, and remind me to ...".
            if Self.opensWithAnotherAssistantsVerb(clause) || Self.opensWithImperative(clause),
                DeclineEvidence.declines(lead)
            {
                return ParsedIntent(.decline, ["unreadPart": lead])
            }
            // Nor is a question of another assistant's: "whats the weather doing tmrw, need
            // to do the gutters" asks what pb cannot answer, as it does with a "?".
            if QuestionFallback.isQuestion(Utterance(lead).normalized),
                DeclineEvidence.declines(lead)
            {
                return ParsedIntent(.decline, ["unreadPart": lead, "question": "yes"])
            }
            return reading
        }
        // "mum's birthday is on the 12th, don't let me forget": the same, with a front
        // longer than a lead-in.
        if let comma = lastComma, comma >= leadInTokens, comma + 1 < tokens.count,
            tokens.count - comma - 1 <= maximumHeadWords
        {
            let alone = parser.parse(wordsAfter(comma), context: context)
            if let whole = headFirst(at: comma, alone: alone) {
                return whole
            }
        }
        return nil
    }

    /// "for the Garden project can you add a task to...", "on the shopping list, add
    /// eggs": a project or list said first as the place goes on the task. Nil when none
    /// is said first, or what follows is no capture.
    static func projectFirst(_ clause: Clause, parser: IntentParser, context: ParseContext)
        -> ParsedIntent?
    {
        guard let m = project.firstMatch(in: clause.text), let p = m.group(named: "p"),
            let r = m.group(named: "rest"),
            let name = clause.originalSlice(p), let restRange = clause.utterance.originalRange(r)
        else { return nil }
        let rest = String(clause.utterance.original[restRange])
        var reading = parser.parse(rest, context: context)
        // "on the shopping list put olive oil", "in the garden list stick compost":
        // with the place said first, a verb of placing says to add what follows.
        if reading.tool == .decline, let placed = placing(rest) {
            reading = parser.parse("add " + placed, context: context)
        }
        guard reading.tool == .createTask, reading.arguments["project"] == nil else {
            return nil
        }
        let said = SlotText.cleanItem(name)
        reading.arguments["project"] =
            Fragments.shoppingListNames.contains(said.lowercased()) ? "Shopping" : said
        return reading
    }

    /// "in the moving checklist, add: cancel the milk delivery": a stored note said first
    /// as the place, then words to add, adds them to the note. Nil when the place names
    /// no stored note, or what follows is no capture.
    static func noteFirst(_ clause: Clause, parser: IntentParser, context: ParseContext)
        -> ParsedIntent?
    {
        guard context.grounded, let m = notePlace.firstMatch(in: clause.text),
            let n = m.group(named: "n"), let r = m.group(named: "rest"),
            let name = clause.originalSlice(n).map({ SlotText.cleanItem(String($0)) }),
            context.names.note(named: name) != nil, context.names.project(named: name) == nil,
            let restRange = clause.utterance.originalRange(r)
        else { return nil }
        let reading = parser.parse(String(clause.utterance.original[restRange]), context: context)
        guard reading.tool == .createTask || reading.tool == .createNote,
            reading.arguments["project"] == nil, reading.arguments["due"] == nil,
            let text = reading.arguments["title"] ?? reading.arguments["body"]
        else { return nil }
        return ParsedIntent(.appendToNote, ["note": name, "text": text])
    }

    /// Whether `normalized` opens with a note, a project or a list said as the place, then
    /// a comma ("in the moving checklist, ...", "on the shopping list, ...").
    package static func opensWithAPlace(_ normalized: String) -> Bool {
        notePlace.matches(normalized) || project.matches(normalized)
    }

    static let notePlace = Pattern(
        grammar: "^(?:in|into|to|on) (?:the |my |our )?(?<n>[^,:]+?)(?: note)?, (?<rest>.+)$")

    /// Whether `clause` opens with a verb other assistants are asked to act with ("play
    /// some jazz", "call mum", "set an alarm"), not with a subject ("frost forecast all
    /// week", where "frost" is no command).
    static func opensWithAnotherAssistantsVerb(_ clause: Clause) -> Bool {
        clause.utterance.firstWord.map(DeclineEvidence.commandVerbs.contains) ?? false
    }

    /// Whether `clause` opens with a verb's plain form and its object's determiner: a
    /// command ("put the kettle on"), where "frost forecast all week" tells.
    static func opensWithImperative(_ clause: Clause) -> Bool {
        let words = clause.utterance.words
        guard words.count >= 3, ["the", "my", "our", "some", "a", "an"].contains(words[1])
        else { return false }
        let lemmatizer = ParaphraseFrames.lemmatizer
        return lemmatizer.isKnownVerb(words[0]) && lemmatizer.verbLemma(words[0]) == words[0]
    }

    /// "next time I'm in town I need to get a phone case", "when we're at the garden
    /// centre, buy compost": where a capture is for, said first. No reminder knows where
    /// the person is, so the condition goes at the end of the title, as it would be said
    /// after the errand; the place is the one to three words after the preposition that
    /// leave a capture.
    static func placeConditionFirst(
        _ clause: Clause, parser: IntentParser, context: ParseContext
    ) -> ParsedIntent? {
        guard let m = placeCondition.firstMatch(in: clause.text) else { return nil }
        let words = clause.utterance.tokens
        let text = clause.utterance.original
        guard
            let first = words.firstIndex(where: {
                $0.normalizedRange.lowerBound >= m.range.upperBound
            })
        else { return nil }
        for end in first..<min(first + 3, words.count - 1) {
            if words[end].isPunctuation { break }
            let condition = text[words[0].range.lowerBound..<words[end].range.upperBound]
            let rest = text[words[end + 1].range.lowerBound...].drop { ", :;-".contains($0) }
            guard !rest.isEmpty else { break }
            var reading = parser.parse(String(rest), context: context)
            // "when I'm in town get stamps": an errand with a when of its own, as a dated
            // one ("get stamps tomorrow") is, where a bare "get stamps" asks nothing.
            if reading.tool == .decline, TaskVerbs.opens(Utterance(String(rest))) {
                reading = parser.parse("remind me to " + rest, context: context)
            }
            if reading.tool == .createTask, let title = reading.arguments["title"] {
                reading.arguments["title"] = title + " " + condition
                return reading
            }
        }
        return nil
    }

    /// Whether `lead` sets a condition ("if the weather is nice", "unless it rains",
    /// "should the venue fall through") rather than asking politely ("if you can", "if
    /// possible").
    package static func setsACondition(_ lead: String) -> Bool {
        let utterance = Utterance(lead)
        let words = utterance.words
        guard let first = words.first else { return false }
        // "should the venue fall through": "should" before its subject, with a verb after
        // it, says "if". ("should I ..." and "should we ..." ask what to do.)
        if first == "should" {
            return words.count >= 3 && !["i", "we", "you", "u"].contains(words[1])
                && !lead.contains("?")
        }
        guard first == "if" || first == "unless" else { return false }
        return !Interjections.isOnlyCourtesy(normalized: utterance.normalized)
    }

    /// The condition `text` opens with (`setsACondition`): its words up to the first comma,
    /// or nil when it opens with none. The bytes are looked at first.
    package static func condition(openingWith text: String) -> String? {
        guard
            text.startsCaseless(with: "if ") || text.startsCaseless(with: "unless ")
                || text.startsCaseless(with: "should ")
        else { return nil }
        let lead = String(text.prefix { $0 != "," })
        return setsACondition(lead) ? lead : nil
    }

    static let placeCondition = Pattern(
        grammar:
            "^(?:(?:the )?next time|whenever|when|once) (?:i'm|im|i am|we're|we are|i go|we go|i get|we get|i pass|we pass|i head|we head)(?: (?:back|next|out|down|up|over|round|into))? (?:in|at|to|into|near|by|past|round|around|over|through) (?:the |a |my |our )?"
    )

    /// What follows a verb of placing ("put", "stick", "pop", "write") and any "also" or
    /// "too" after it, when the words open with one; nil otherwise.
    static func placing(_ rest: String) -> String? {
        var words = rest.split(separator: " ")
        guard let verb = words.first?.lowercased(), placingVerbs.contains(verb) else {
            return nil
        }
        words.removeFirst()
        while let next = words.first?.lowercased(), ["also", "too", "in", "down"].contains(next) {
            words.removeFirst()
        }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    static let placingVerbs: Set<String> = [
        "put", "stick", "pop", "write", "jot", "place", "throw",
    ]

    /// "for the house move, <capture>": the words after "for" (up to four) that are a
    /// stored project's whole name, then a capture with no project of its own.
    static func knownProject(
        _ clause: Clause, parser: IntentParser, context: ParseContext
    ) -> ParsedIntent? {
        let words = clause.utterance.tokens.filter { !$0.isPunctuation }
        guard words.count > 3, clause.utterance.form(words[0], isOneOf: ["for", "in", "under"])
        else { return nil }
        var first = 1
        if clause.utterance.form(words[1], isOneOf: ["the", "my", "our"]) { first = 2 }
        let text = clause.utterance.original
        // The longest stored name first: "for the launch party add ..." beside the
        // projects Launch and Launch party.
        for end in ((first + 1)..<min(first + 5, words.count)).reversed() {
            let name = String(text[words[first].range.lowerBound..<words[end - 1].range.upperBound])
            guard let project = clause.context.names.project(calledExactly: name) else { continue }
            var reading = parser.parse(
                SlotText.stripPunctuation(String(text[words[end - 1].range.upperBound...])),
                context: context)
            guard reading.tool == .createTask, reading.arguments["project"] == nil else {
                return nil
            }
            reading.arguments["project"] = project
            return reading
        }
        return nil
    }

    /// "quarterly report": a repeat's word said first that a stored task's title holds
    /// right there is the name's own ("write the quarterly report"), not a repeat moved to
    /// the end and set on "report".
    static func repeatIsTheName(_ reading: ParsedIntent, moved: String, _ context: ParseContext)
        -> Bool
    {
        guard context.grounded, let task = reading.arguments["task"],
            let title = context.names.openTask(named: task)
        else { return false }
        return title.lowercased().includes(moved.lowercased() + " " + task.lowercased())
    }

    /// "hiring plan push 1 week", "gutters - mark as done": a stored task named first, in
    /// its own words and no others, then a command with no object. Read with the name
    /// after the command's verb, and taken only when that changes the task named.
    static func taskFirst(_ clause: Clause, parser: IntentParser, context: ParseContext)
        -> ParsedIntent?
    {
        guard clause.context.grounded else { return nil }
        let words = clause.utterance.tokens.filter { !$0.isPunctuation }
        guard words.count >= 3 else { return nil }
        let text = clause.utterance.original
        for end in stride(from: min(4, words.count - 2), through: 1, by: -1) {
            // A verb's word after the name, not a verb's past ("plants watered tick it": a
            // report, then a command on it, read elsewhere): looked at before the store.
            let said = clause.utterance.typed(words[end]).lowercased()
            let before = clause.utterance.typed(words[end - 1]).lowercased()
            guard ParaphraseFrames.lemmatizer.isKnownVerb(said),
                !ParaphraseFrames.lemmatizer.isPastForm(before)
            else { continue }
            let name = String(text[words[0].range.lowerBound..<words[end - 1].range.upperBound])
            guard !Pronouns.isPronoun(name),
                let title = clause.context.names.openTask(named: name),
                ParaphraseFrames.saysOnlyWords(of: title, name)
            else { continue }
            let verb = words[end].range
            let request = text[verb] + " " + name + text[verb.upperBound...]
            let reading = parser.parse(String(request), context: context)
            guard reading.tool.changesOneTask,
                let task = reading.arguments["task"],
                clause.context.names.openTask(named: task) == title
            else { continue }
            return reading
        }
        return nil
    }

    /// "..., put it on my list", "..., add it": a capture of nothing but a word pointing
    /// back captures what it points at, as "remind me about it" does.
    package static func capturesWhatWasSaid(_ reading: ParsedIntent) -> Bool {
        (ListCaptureFrames.addToListNames.contains(reading.frame)
            || reading.frame == CaptureFrames.putDownName
            || reading.frame == ListCaptureFrames.bareAddName || reading.tool == .addMilestone)
            && reading.arguments["title"].map(Pronouns.isPronoun) == true
    }

    /// `head` then `front` read as one capture: "remind me" and "bin night is Thursday" is
    /// a task "bin night" due Thursday. Taken only when the head alone (`alone`, its
    /// reading) is a capture with nothing to capture ("remind me", "don't let me forget",
    /// "can you set a reminder") or only a pronoun to capture ("the quarterly report,
    /// remind me about it on Monday"), and the two together read as that capture with a
    /// title.
    package static func afterthought(
        head said: String, alone: ParsedIntent, front: String, parse: (String) -> ParsedIntent
    ) -> ParsedIntent? {
        // "..., add it so I don't forget": what the head is for belongs to neither part.
        let head = SlotText.withoutPurpose(said)
        let pointing = capturesWhatWasSaid(alone)
        // "the open day is the 28th - add it as a milestone to the garden project": a
        // milestone pointed back at is what was said, as a task is.
        guard
            alone.tool == .createTask && CaptureFrames.heads.contains(alone.frame) || pointing
        else {
            return nil
        }
        // A front that is a change of its own ("add a task to renew the passport, remind
        // me") is not what the head captures: the planner reads the two as steps.
        // (A day or a feeling told is no such change: "I felt X, remind me".)
        let frontReading = parse(front)
        if frontReading.tool.changesData, !frontReading.isDayOrFeelingTold { return nil }
        // The pronoun the front stands in for, where the head has one as its whole title.
        var pronoun: Range<String.Index>?
        if let title = alone.arguments["title"] {
            let words = Utterance(head)
            guard Pronouns.isPronoun(title),
                let token = words.tokens.last(where: { words.typed($0) == title })
            else { return nil }
            pronoun = token.range
        }
        // What to capture, without a lead-in of its own ("hey pb, ..."); a front that is
        // nothing but one has nothing to capture.
        let utterance = Utterance(front)
        let skipped = Interjections.skip(utterance.normalized, all: true)
        guard
            let first = utterance.tokens.first(where: { $0.normalizedRange.lowerBound >= skipped })
        else { return nil }
        var what = String(front[first.range.lowerBound...])
        // "we're out of milk, put it on the list": what is missing is what to get.
        if let missing = lack.firstMatch(in: utterance.normalized),
            let item = missing.group(named: "item"),
            let text = utterance.originalText(item)
        {
            what = String(text)
        } else if let need = needing.firstMatch(in: utterance.normalized),
            need.range.lowerBound >= skipped, let item = need.group(named: "item"),
            let text = utterance.originalText(item)
        {
            // "I keep forgetting to put the bins out, so remind me": what is needed or
            // forgotten is what to do; the last said when several are.
            what = String(text)
        } else if let there = existential.firstMatch(in: utterance.normalized),
            there.range.lowerBound >= skipped,
            let said = utterance.originalRange(there.range)
        {
            // "on the 24th there's parents' evening, remind me": what there is, then when.
            let when = front[first.range.lowerBound..<said.lowerBound].trimmingSpaces
            what = String(front[said.upperBound...]) + (when.isEmpty ? "" : " " + when)
        }
        // "the open day is the 28th": a milestone is named by the event, its date after
        // it ("open day the 28th"), not by the sentence.
        if alone.tool == .addMilestone { what = withoutCopulaBeforeDate(what) }
        var request = head + " " + what
        if let pronoun {
            request =
                String(head[..<pronoun.lowerBound]) + what + String(head[pronoun.upperBound...])
        }
        let reading = parse(request)
        // The title is what came before the head, none of the head's own words ("...,
        // remind me, thanks!").
        guard reading.tool == alone.tool, let title = reading.arguments["title"],
            front.includes(title),
            CaptureFrames.heads.contains(reading.frame)
                || (pointing && reading.frame == alone.frame)
        else { return nil }
        return reading
    }

    /// `text` without the "is" or "are" that joins a thing to the date after it: "open
    /// day is the 28th" is "open day the 28th". Unchanged when no date follows one.
    static func withoutCopulaBeforeDate(_ text: String) -> String {
        let bytes = text.utf8
        for copula in [" is on ", " is ", " are on ", " are ", "'s on ", "'s "] {
            guard let offset = text.utf8Offset(of: copula) else { continue }
            let after = String(bytes.dropFirst(offset + copula.utf8.count)) ?? ""
            guard DateParser.mayStartPhrase(atStartOf: after.lowercased()) else { continue }
            return (String(bytes.prefix(offset)) ?? "") + " " + after
        }
        return text
    }

    /// A statement that something has run out: "we're out of milk", "I have no oranges
    /// left", "we don't have any more bin bags", "I've run out of stamps".
    static let lack = Pattern(
        grammar:
            "(?:^|\\s)(?:(?:i'm|im|i am|we're|we are)(?: all| completely| totally| nearly| almost| running| getting)? (?:out of|low on|short of|short on)|(?:i|we) (?:have|have got|'ve got|got) no(?: more)?|(?:i|we) (?:don't|do not|dont) have any(?: more)?|(?:i've|ive|we've|i have|we have) (?:run|ran|gone) out of|(?:there's|there is|there are) no(?: more)?) (?<item>.+?)(?: left)?[.!]*$"
    )

    /// "I keep forgetting to", "I really do need to": what follows is the thing to do.
    static let needing = Pattern(
        grammar:
            "^.*\\b(?:i|we|i'm|im|we're)(?: really| still| just| do| really do| definitely| always| honestly| seriously)* (?:(?:need|needs|have|got|ought|keep forgetting|always forget|forget|forgot|never remember|been meaning|'ve been meaning|have been meaning|am meant|'m meant|are meant|'re meant|'m supposed|am supposed|are supposed|'re supposed) to|must|should|gotta) (?<item>(?!it\\b|this\\b|that\\b)[a-z].+?)[.!]*$"
    )

    /// "there's", "there'll be": what follows is the thing to remember.
    static let existential = Pattern(
        grammar: "(?:^|(?<=\\s))(?:there's|there is|there are|there'll be|there will be) (?!no\\b)"
    )

    /// How far into a clause a comma may come for the words before it to be a lead-in.
    static let leadInTokens = 6
    /// The most words a capture's head is read with when it comes after what it is about:
    /// "could you please remind me about it".
    package static let maximumHeadWords = 7
    /// Words a deadline is said with before its date ("deadline fri - ...").
    /// Where a repeat said first ends, with a part of the day said right after it
    /// ("every monday morning ..."): `end`, or past the part of the day.
    static func withPartOfDay(after end: Int, _ clause: Clause) -> Int {
        let after = clause.normalizedText(end..<clause.text.utf8.count)
        let part = ["morning", "afternoon", "evening", "night"].first {
            after.hasPrefix(" " + $0 + " ")
        }
        return end + (part.map { $0.utf8.count + 1 } ?? 0)
    }

    /// "at 5 call mum", "tomorrow at 2 call the accountant": a bare hour, and what to do.
    static let bareHourFirst = Pattern(
        grammar: "^(?:.{1,40}? )?(?<at>at \\d{1,2}(?:[:.]\\d\\d)?),? (?<rest>[a-z].+)$"
    )

    static let deadlineLeads = ["deadline: ", "deadline is ", "deadline "]
}

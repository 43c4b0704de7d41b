package import ToolBox

/// The grammar's entry point: one clause in, one reading out, nothing executed.
///
/// Stages run in DESIGN.md's order; within a stage the first frame that reads the clause
/// wins, and a frame may refuse its own match when the store contradicts it (a completion
/// that names no task). What nothing reads is declined.
package struct IntentParser: Sendable {
    package init() {}

    /// The longest utterance read; longer ones are declined as not a request.
    package static let maximumLength = 2000

    /// Reads one clause. `text` should be a single request; the planner splits compounds.
    package func parse(_ text: String, context: ParseContext) -> ParsedIntent {
        let reading = parseAsSaid(text, context: context)
        return described(reading, in: text, context: context) ?? reading
    }

    /// The reading of `text` with any task it describes ("the one due Friday") left as
    /// said.
    func parseAsSaid(_ text: String, context: ParseContext) -> ParsedIntent {
        guard text.utf8.count <= Self.maximumLength else { return .decline }
        let clause = makeClause(text, context: context)
        guard !clause.text.isEmpty else { return .decline }
        let reading = read(clause) ?? Fronting.read(clause, parser: self) ?? decline(clause)
        if let several = Self.actsOnOneOfSeveral(reading, clause) { return several }
        if let condition = Self.hangsOnACondition(reading, clause) { return condition }
        if let asked = Self.askedWhetherDone(reading, clause) { return asked }
        if Self.toldStatements.contains(reading.frame), clause.text.utf8.last == UInt8(ascii: "?") {
            return .decline
        }
        if reading.tool == .decline, let asked = statementAsked(text, clause, context) {
            return asked
        }
        // "put milk on my shopping list cause i'm out of it": the request, then why.
        // Not free text: a diary line or a note keeps its reason ("great day cause we
        // won"), and words cut from it would be lost.
        if reading.tool == .decline, let request = Self.beforeItsReason(clause) {
            let read = parse(request, context: context)
            if read.tool != .decline, read.tool != .journalEntry, read.tool != .createNote {
                return read
            }
        }
        if reading.tool == .decline, let several = Self.namingSeveral(reading, clause) {
            return several
        }
        return reading.tool == .rescheduleTask ? Self.keepingTheDay(reading, clause) : reading
    }

    /// "water is done", "call is sorted" beside "water the plants" and "pay the water bill":
    /// a decline only because the name a frame would have acted on fits several open
    /// tasks. The decline says which (`namesSeveral`, `fits`, `fitting`), so the reply can
    /// name them as it does when a command names several. Nil for a decline with a reason
    /// of its own, or when no name fitted several.
    static func namingSeveral(_ reading: ParsedIntent, _ clause: Clause) -> ParsedIntent? {
        guard reading.arguments.keys.allSatisfy({ $0 == "suggestTask" }),
            let (name, titles) = clause.fittingSeveral()
        else { return nil }
        var arguments = reading.arguments.merging(Self.fitting(titles)) { said, _ in said }
        arguments["namesSeveral"] = name
        return ParsedIntent(.decline, arguments)
    }

    /// What a decline says of the open tasks that fit a name or a description, for the
    /// reply to name them (`Phrasebook.describedTask`): how many, and the first three.
    package static func fitting(_ titles: [String]) -> [String: String] {
        ["fits": String(titles.count), "fitting": titles.prefix(3).joined(separator: "\n")]
    }

    /// "move the thursday ones to friday", "cancel the two tasks due tomorrow", "snooze
    /// all the garden ones": a one-task change of a name cut from words that speak of
    /// several tasks. No task is changed; the reply says why. (A name that holds such a
    /// word as its own, "fix the reminders app", is one task.)
    static func actsOnOneOfSeveral(_ reading: ParsedIntent, _ clause: Clause) -> ParsedIntent? {
        guard reading.tool.changesOneTask, let name = reading.arguments["task"],
            let verb = clause.utterance.firstWord
        else { return nil }
        // "snooze everything due this weekend": the name is a quantifier once the date is
        // cut.
        if Pronouns.isQuantifier(name) { return ParsedIntent(.decline, ["severalTasks": verb]) }
        guard Pronouns.mentionsSeveral(clause.text),
            Pronouns.namesSeveral(name.lowercased())
                || !Pronouns.mentionsSeveral(name.lowercased()),
            // "delete review the admin tasks": a stored task's own words.
            !(clause.context.grounded && clause.context.names.openTask(named: name) != nil)
        else { return nil }
        return ParsedIntent(.decline, ["severalTasks": verb])
    }

    /// "move the slides to thursday unless the rehearsal gets moved", "tick off the
    /// contract if priya signed": a change of a stored task that hangs on what pb cannot
    /// know is not made, and the reply names the condition. A new task keeps one in its
    /// title ("remind me to water the plants if it doesn't rain"), and "if you can" is
    /// courtesy.
    static func hangsOnACondition(_ reading: ParsedIntent, _ clause: Clause) -> ParsedIntent? {
        guard reading.tool.changesOneTask else { return nil }
        let text = clause.text
        // A byte search: most requests say no "if" or "unless".
        guard let at = text.utf8Offset(of: " if ") ?? text.utf8Offset(of: " unless ") else {
            return nil
        }
        // The condition runs to the next comma ("..., and then make them urgent").
        let start = at + 1
        let end =
            text.utf8.dropFirst(start).firstIndex(of: UInt8(ascii: ","))
            .map { text.utf8.distance(from: text.startIndex, to: $0) } ?? text.utf8.count
        let condition = String(clause.normalizedText(start..<end))
        guard Fronting.setsACondition(condition),
            // "move 'check if the boiler is serviced' to friday": the task's own words.
            reading.arguments["task"].map({ !$0.lowercased().includes(condition) }) ?? true
        else { return nil }
        let said = clause.originalText(start..<end, cutting: [])
        return ParsedIntent(.decline, ["unreadPart": said, "condition": "yes"])
    }

    /// Frames that read a change from a statement about a task ("the gutters can wait
    /// till monday", "the recycling goes out every other tuesday"): asked with a question
    /// mark, the statement is a question ("the gutters can wait till monday?"), and
    /// changes nothing.
    package static let toldStatements: Set<String> = [
        "statementOfRepeat", "subjectCanMove", "canWait", "subjectCanGo",
    ]

    /// "i paid the council tax?", "I have paid already the council tax or not?": a
    /// completion asked about is a question whether it is done. It completes nothing; the
    /// search shows the task and its state. (A request asked politely, "could you mark
    /// the fence done?", has lost its mark with its courtesy.)
    static func askedWhetherDone(_ reading: ParsedIntent, _ clause: Clause) -> ParsedIntent? {
        guard reading.tool == .completeTask, clause.text.utf8.last == UInt8(ascii: "?"),
            var task = reading.arguments["task"]
        else { return nil }
        for tail in [" or not", " or", " yet", " already"] where task.hasSuffix(tail) {
            task = String(task.dropLast(tail.count))
        }
        for head in ["already ", "yet "] where task.hasPrefix(head) {
            task = String(task.dropFirst(head.count))
        }
        var asked = ParsedIntent(.searchEverything, ["query": SlotText.cleanItem(task)])
        asked.frame = "completionAsked"
        return asked
    }

    /// "theo present bought?", "the gutters cleared?": a report that a task is done,
    /// asked rather than told. Nothing reads the question as it stands; without its mark
    /// it completes a task, so asked it is whether that task is done (`askedWhetherDone`).
    /// Nil for anything else.
    func statementAsked(_ text: String, _ clause: Clause, _ context: ParseContext)
        -> ParsedIntent?
    {
        guard clause.text.utf8.last == UInt8(ascii: "?") else { return nil }
        var told = Substring(text)
        while let last = told.last, last == "?" || last == " " { told = told.dropLast() }
        guard !told.isEmpty, told.count < text.count else { return nil }
        // Only a clause ending in its state ("bought", "done", "✓") can report one: most
        // questions end otherwise, and are not read twice.
        let utterance = clause.utterance
        guard let state = utterance.tokens.last(where: { !$0.isPunctuation }).map(utterance.form),
            Self.doneMarks.contains(state) || Errand.lemmatizer.isPastForm(state)
        else { return nil }
        return Self.askedWhetherDone(parse(String(told), context: context), clause)
    }

    /// The words of a clause before the reason it gives ("... cause I'm out of it", "...
    /// as we've run out", "... I just used the last of it"), when at least two words come
    /// first; nil when it gives none.
    static func beforeItsReason(_ clause: Clause) -> String? {
        // A reason opened by its own word may follow two words ("buy milk cause ...");
        // one told as a sentence of its own, with no word to open it ("make the present
        // high priority his party is thursday"), follows a request of three words or more.
        let opened = reasonGiven.firstMatch(in: clause.text, hits: clause.literals)
        guard
            let m = opened ?? statedReason.firstMatch(in: clause.text, hits: clause.literals)
        else {
            return nil
        }
        // The reason is the last sentence: one with another after it ("... I never ring
        // grandad. stick him in for sundays") is no reason for what came before.
        if SlotText.holdsSentenceEnd(Substring(clause.text.utf8.dropFirst(m.range.upperBound))) {
            return nil
        }
        let utterance = clause.utterance
        let before = utterance.tokens.filter {
            !$0.isPunctuation && $0.normalizedRange.upperBound <= m.range.lowerBound
        }
        guard before.count >= (opened == nil ? 3 : 2), let last = before.last,
            let first = utterance.tokens.first
        else { return nil }
        return String(utterance.original[first.range.lowerBound..<last.range.upperBound])
    }

    /// The reason's opening: a title's reason words (`SlotText.reasonWords`) and, said
    /// after a whole request, "cause", "since", or who ran out of what.
    static let reasonGiven = Pattern(
        grammar:
            "(?:,\\s*|\\s)(?:(?:\((SlotText.reasonWords + ["cause", "'cause", "since"]).joined(separator: "|"))) |as (?:i|we)(?:'m| am|'re| are|'ve| have| ran| run| just| need)\\b|as (?:im|ive)\\b|(?:i|we)(?:'m| am|'re| are) (?:all )?out of\\b|(?:i|we) (?:just )?(?:used|ran out|finished) (?:the last|up|of)\\b)"
    )

    /// A reason told as a sentence after the request, with no word to open it: a subject
    /// and its verb ("she's coming early", "we are out", "now they're in bed"), or a
    /// possession and its state ("his party is next thursday", "now the frost has
    /// gone"). Read only when the whole clause reads as nothing, so a title that holds
    /// one ("tell mum she's brilliant") keeps it.
    static let statedReason = Pattern(
        grammar:
            "(?:,\\s*|\\s)(?:now (?:that )?)?(?:(?:im|ive|theyre|youre|shes)\\b|(?:i|we|you|he|she|they|it)(?:'s|'re|'m|'ve|'ll|'d| is| are| am| was| were| has| have| had| will| won't| can't| isn't| aren't| wasn't| weren't| don't| doesn't| didn't| just| always| never| finally| only| really| still)|(?:his|her|their|our|my) [a-z]+ (?:is|are|was|were|'s|has|have)|now (?:that )?the [a-z]+ (?:is|are|was|were|has|have|'s))\\b"
    )

    static let doneMarks: Set<String> = [
        "done", "finished", "complete", "completed", "sorted", "✓", "✔", "✅", "ticked", "dusted",
    ]

    /// A move (a rescheduleTask reading) to a time alone keeps the task's day: "move the
    /// dentist to 4pm" is the dentist's own day at 16:00, not today's. The tool settles
    /// the day (`at`); the date phrase's guess of today is dropped.
    static func keepingTheDay(_ reading: ParsedIntent, _ clause: Clause) -> ParsedIntent {
        guard let due = reading.arguments["due"],
            !clause.timesOfDay.isEmpty,
            let said = clause.dates.first(where: { $0.value.description == due }),
            clause.timesOfDay.contains(said.range), let time = said.value.time
        else { return reading }
        var kept = reading
        kept.arguments["due"] = nil
        kept.arguments["at"] = time.description
        return kept
    }

    /// The clause after stage 1 (interjections, politeness and trailing courtesy
    /// dropped), ready for frames.
    package func makeClause(_ text: String, context: ParseContext, correctingTypos: Bool = true)
        -> Clause
    {
        let full = Utterance(
            text,
            normalize: { Normalizer.normalize($0, capitalised: $1, correcting: correctingTypos) })
        // Scanned for literals now, so stage 1's patterns use the scan (kept), and a
        // clause with nothing stripped is handed it.
        let hits = LiteralScan.shared.hits(in: full.normalized)
        let skip = Interjections.skip(full.normalized, hits: hits)
        var keep = Interjections.keep(full.normalized, hits: hits)
        if let end = Interjections.politeQuestionEnd(full.normalized, skip: skip, keep: keep) {
            keep = end
        }
        // Most requests have nothing to drop: their tokens are not copied.
        guard skip > 0 || keep < full.normalized.utf8.count else {
            return Clause(
                full, context: context, parser: DateParser(now: context.now), literals: hits)
        }
        let kept = full.tokens.filter {
            $0.normalizedRange.lowerBound >= skip && $0.normalizedRange.upperBound <= keep
        }
        guard !kept.isEmpty else {
            return Clause(
                full, context: context, parser: DateParser(now: context.now), literals: hits)
        }
        // "would you mind reminding me": the gerund after "mind" reads as its verb.
        let gerund = Interjections.endsBeforeGerund(full.normalized, at: skip)
        let utterance = Utterance(full, tokens: kept) { folded in
            gerund && folded.hasSuffix("ing")
                ? ParaphraseFrames.lemmatizer.verbLemma(folded) : nil
        }
        let clause = Clause(utterance, context: context, parser: DateParser(now: context.now))
        if skip > 0 {
            clause.leadIn = String(decoding: full.normalized.utf8.prefix(skip), as: UTF8.self)
        }
        clause.endedInNow =
            keep < full.normalized.utf8.count
            && full.normalized.utf8.dropFirst(keep).split(separator: UInt8(ascii: " "))
                .contains { $0.elementsEqual("now".utf8) }
        if keep < full.normalized.utf8.count, let last = kept.last {
            clause.droppedTail = String(full.original[last.range.upperBound...]).trimmingSpaces
        }
        return clause
    }

    /// Stages 2 to 7; nil when nothing reads the clause.
    package func read(_ clause: Clause) -> ParsedIntent? {
        if let reading = Self.early.read(clause) { return reading }
        if let reading = Self.capture.read(clause) {
            return commandOnWhatWasSaid(reading, clause) ?? reading
        }
        if let reading = Self.control.read(clause) { return reading }
        // A named list is an explicit cue too: "put light bulbs on my shopping list".
        if let reading = ListCaptureFrames.addToList.read(clause) { return reading }
        var reading = commands(clause)
        if let read = reading, read.tool == .completeTask,
            let planned = Self.completionPlanned(read, clause)
        {
            reading = planned
        }
        // Words of other assistants' domains ("lights", "playlist", "weather") weigh
        // against a reading, unless the clause names this domain in words ("create
        // project Podcast") or the item it acts on exists ("rename buy seeds to buy
        // seeds and bulbs").
        // The cheap tests first: the evidence pattern is the grammar's longest.
        if let reading, !clause.saysDomain, !Self.actsOnExistingItem(reading, clause.context),
            !Self.addsAnErrand(reading),
            DeclineEvidence.declines(clause.text, hits: clause.literals)
                || (reading.tool.changesOneTask && DeclineEvidence.namesPhoneThing(clause.text))
        {
            return nil
        }
        return reading
    }

    /// "the fence fell down again, I need to move it to saturday", "remember to push them
    /// back a week": a need whose errand is a change of the list's own to something
    /// pointed back at asks for that change now (the pronoun is resolved as any other);
    /// a task called "move it to saturday" helps no one. Nil for any other reading, and
    /// for finishing ("I need to finish it" says it is not done).
    func commandOnWhatWasSaid(_ reading: ParsedIntent, _ clause: Clause) -> ParsedIntent? {
        guard reading.tool == .createTask, Self.needFrames.contains(reading.frame),
            let title = reading.arguments["title"], reading.arguments["repeat"] == nil
        else { return nil }
        let words = title.lowercased().split(separator: " ", maxSplits: 2)
        guard words.count >= 2, Pronouns.isPronoun(String(words[1])),
            VerbLexicon.action(of: ParaphraseFrames.lemmatizer.verbLemma(String(words[0]))) != nil
        else { return nil }
        let command = parse(title, context: clause.context)
        // "I need to finish it" says it is not done: never a tick.
        guard command.tool.changesOneTask, command.tool != .completeTask,
            Pronouns.isPronoun(command.arguments["task"] ?? "")
        else { return nil }
        return command
    }

    /// Captures of something needed or not to forget: what the speaker has to do.
    static let needFrames: Set<String> = ["statedNeed", "dontForget"]

    /// "finish the report by friday", "complete the survey next week": finishing said with
    /// a day to come is a deadline, not a tick now. A stored task is due then; anything
    /// else is a new task to finish by then. Nil unless a date after today closes the
    /// clause and its first word is a command's (a report of it done is past).
    static func completionPlanned(_ reading: ParsedIntent, _ clause: Clause) -> ParsedIntent? {
        guard let task = reading.arguments["task"], let date = clause.dates.last, !date.isPast,
            date.value.date > clause.context.now.date, clause.closesClause(date.range),
            let first = clause.utterance.firstWord, Errand.lemmatizer.isKnownVerb(first),
            Errand.lemmatizer.verbLemma(first) == first
        else { return nil }
        var planned: ParsedIntent
        if clause.context.grounded, clause.context.names.openTask(named: task) != nil {
            planned = ParsedIntent(.rescheduleTask, ["task": task, "due": date.value.description])
        } else {
            let title = SlotText.cleanTitle(
                clause.originalText(0..<date.range.lowerBound, cutting: []))
            guard !title.isEmpty else { return nil }
            planned = ParsedIntent(.createTask, ["title": title, "due": date.value.description])
        }
        planned.frame = "completionPlanned"
        return planned
    }

    /// "add call mum", "add book flights": "add" before an errand's verb asks for that
    /// errand on the list, though the errand is another assistant's kind of request.
    static func addsAnErrand(_ reading: ParsedIntent) -> Bool {
        guard reading.frame == ListCaptureFrames.bareAddName,
            let title = reading.arguments["title"],
            let first = title.split(separator: " ", maxSplits: 1).first
        else { return false }
        return TaskVerbs.all.contains(first.lowercased())
    }

    private func commands(_ clause: Clause) -> ParsedIntent? {
        for stage in Self.commandStages {
            if let reading = stage.read(clause) { return reading }
        }
        if let reading = ParaphraseFrames.read(clause) { return reading }
        return QuestionFallback.read(clause)
    }

    /// True when the reading's item is in the store.
    package static func actsOnExistingItem(_ reading: ParsedIntent, _ context: ParseContext) -> Bool
    {
        guard context.grounded else { return false }
        let names = context.names
        if let task = reading.arguments["task"] {
            if Pronouns.isPronoun(task) { return false }
            return Coordination.names(task, names.openTask(named:))
                || Coordination.names(task, names.doneTask(named:))
        }
        if let project = reading.arguments["project"] {
            return names.project(named: project) != nil
        }
        if let note = reading.arguments["note"] { return names.note(named: note) != nil }
        if let item = reading.arguments["item"] {
            return names.openTask(named: item) != nil || names.project(named: item) != nil
        }
        return false
    }

    static let early = FrameStage(EarlyFrames.frames)
    static let capture = FrameStage(CaptureFrames.frames)
    static let control = FrameStage(ControlFrames.frames)
    static let commandStages = [
        FrameStage(KnowledgeFrames.frames), FrameStage(ProjectFrames.frames),
        FrameStage(TaskCommandFrames.frames), FrameStage(RescheduleFrames.frames),
        FrameStage(ListingFrames.frames), FrameStage(ListCaptureFrames.frames),
        FrameStage(TopicCommandFrames.frames),
    ]

    /// The decline, with a hint when the clause looks like an errand the person may have
    /// meant as a task ("buy milk"): the reply can offer the words that would capture it.
    private func decline(_ clause: Clause) -> ParsedIntent {
        // "delete the done tasks": a one-task command said of several tasks. The reply
        // says why nothing changed, and how to name one.
        if Self.speaksOfSeveralTasks(clause.text), let verb = Self.oneTaskVerb(clause),
            !DeclineEvidence.declines(clause.text, hits: clause.literals)
        {
            return ParsedIntent(.decline, ["severalTasks": verb])
        }
        // "delete the garden project": no tool deletes, renames or completes a project.
        if Pronouns.endsInProject(clause.text), let verb = Self.oneTaskVerb(clause),
            let object = Self.object(of: clause.text), clause.namesProject(object)
        {
            return ParsedIntent(.decline, ["projectCommand": verb])
        }
        // "delete the wifi note": no tool deletes, renames, completes or moves a note.
        if let verb = Self.oneTaskVerb(clause), let object = Self.object(of: clause.text),
            clause.namesNote(object)
        {
            return ParsedIntent(.decline, ["noteCommand": verb])
        }
        // "the Henderson invoice is paid": a stored task's item in a state that is not its
        // verb's. Whether that finishes the task is the person's to say.
        if let task = StateReports.taskInState(clause) {
            return ParsedIntent(.decline, ["taskInState": task])
        }
        // Other assistants' words weigh against a capture as against any reading, unless
        // the clause names this domain ("TV licence due 14/4").
        // (Read only when a reading waits on it: the evidence pattern is the longest.)
        func otherDomain() -> Bool {
            !clause.saysDomain && DeclineEvidence.declines(clause.text, hits: clause.literals)
        }
        guard Errand.looksLikeOne(clause) else {
            // "floss every night", "optician appt thurs 4pm": what to do, and when.
            if let reading = DatedErrands.readMention(clause), !otherDomain() { return reading }
            return .decline
        }
        guard !otherDomain() else { return .decline }
        if let reading = DatedErrands.read(clause) { return reading }
        if let reading = CaptureFrames.tagged.read(clause) { return reading }
        return ParsedIntent(.decline, ["suggestTask": clause.utterance.original.trimmingSpaces])
    }
}

extension IntentParser {
    /// A plural list noun anywhere ("move the garden tasks to Friday"), or a quantifier
    /// as the whole object ("finish everything", "delete all of them").
    static func speaksOfSeveralTasks(_ text: String) -> Bool {
        // Most declined clauses hold none of the words: one pass rules them out.
        guard severalCues.occurs(in: text) else { return false }
        if Pronouns.mentionsSeveral(text) { return true }
        guard let object = object(of: text), object.utf8.count < 32 else { return false }
        return Pronouns.isQuantifier(normalized: object) || Pronouns.namesAList(object)
    }

    /// The words after a clause's first word (its verb's object, in a command).
    static func object(of text: String) -> Substring? {
        guard let space = text.utf8.firstIndex(of: UInt8(ascii: " ")) else { return nil }
        return Substring(text.utf8[text.utf8.index(after: space)...])
    }

    /// The clause's first word, when it is the verb of a tool that acts on one task
    /// ("delete", "finish", "move").
    static func oneTaskVerb(_ clause: Clause) -> String? {
        guard let first = clause.utterance.firstWord,
            let action = VerbLexicon.action(of: Errand.lemmatizer.verbLemma(first)),
            oneTaskActions.contains(action)
        else { return nil }
        return first
    }

    /// Every plural list noun and every quantifier holds one of these.
    static let severalCues = AffixList([
        "tasks", "todos", "to-dos", "items", "reminders", "ones", "all", "every", "anything",
        "whole", "entire", "list",
    ])

    /// What the tools that act on one named task do.
    package static let oneTaskActions: Set<VerbAction> = [
        .complete, .reopen, .delete, .reschedule, .postpone, .advance, .snooze, .prioritize,
        .deprioritize, .rename,
    ]
}

/// A bare imperative that reads like a to-do: "buy milk", "call the plumber".
enum Errand {
    static let lemmatizer = Lemmatizer()
    static func looksLikeOne(_ clause: Clause) -> Bool {
        let utterance = clause.utterance
        // "drop table tasks" is about the list's own tasks, not an errand in the world.
        guard utterance.wordCount <= 12, TaskVerbs.opens(utterance),
            !QuestionFallback.isQuestion(clause.text), !Pronouns.namesSeveral(clause.text),
            let first = utterance.firstWord
        else {
            return false
        }
        return lemmatizer.verbLemma(first) == first
    }
}

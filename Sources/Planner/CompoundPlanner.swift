package import IntentGrammar
package import ToolBox

/// Turns one request into the steps it asks for.
///
/// Splits on ", and then", ", then", " and ", commas, semicolons and dashes between
/// spaces, but only where the next words open a command of their own, so "call mum and
/// dad" stays one task. Lists expand to one step per item ("add tasks: a, b and c", "add
/// milk and eggs to shopping"); tasks after a createProject are filed under it; "it" and
/// "them" point at the item the request is about. A clause nothing recognises cancels
/// planning: the request is read as one clause (and declined if that fails), never half
/// planned.
package struct CompoundPlanner: Sendable {
    let parser = IntentParser()

    package init() {}

    /// The steps of `text`. One step when nothing splits; a decline is one `none` step.
    package func plan(_ text: String, context: ParseContext) -> [ParsedIntent] {
        Self.pointingAtSomething(planned(text, context: context), said: text)
    }

    /// `steps`, or a decline when a capture's whole title, or the project it goes to, or a
    /// note's whole text, is a word that points back with nothing before it to mean ("add
    /// it to my list", "put that down for Friday", "add mulch to it", "make a note of
    /// that"): a task, project or note called "it" is never what was meant.
    static func pointingAtSomething(_ steps: [ParsedIntent], said: String) -> [ParsedIntent] {
        // "the vet said two scoops a day, not three. make a note of that": what was told
        // before is the note.
        if steps.count == 1, steps[0].tool == .createNote,
            let body = steps[0].arguments["body"], Pronouns.isPronoun(Self.withoutDown(body)),
            let told = Self.toldBefore(said)
        {
            var note = steps[0]
            note.arguments["body"] = told
            return [note]
        }
        guard
            let (pronoun, kind) = steps.lazy.compactMap({ step -> (String, String?)? in
                // Nor is a project called "it" ("... can you set up a project for it"), nor
                // one a task goes to ("add mulch to it", with no project said before).
                if step.tool == .createTask, let project = step.arguments["project"],
                    Pronouns.isPronoun(project)
                {
                    return (project, "intoProject")
                }
                // "make a note of that", "note it down": a note of what was never said.
                if step.tool == .createNote, let body = step.arguments["body"] {
                    let said = Self.withoutDown(body)
                    return Pronouns.isPronoun(said) ? (said, "forNote") : nil
                }
                guard step.tool == .createTask || step.tool == .createProject,
                    let title = step.arguments[step.tool == .createTask ? "title" : "name"],
                    Pronouns.isPronoun(title)
                else { return nil }
                return (title, step.tool == .createProject ? "forProject" : nil)
            }).first
        else { return steps }
        var arguments = ["pointsAtNothing": pronoun]
        if let kind { arguments[kind] = "yes" }
        return [ParsedIntent(.decline, arguments)]
    }

    private func planned(_ text: String, context: ParseContext) -> [ParsedIntent] {
        let unfilled = Interjections.withoutFillers(text) ?? text
        let signed = Interjections.withoutSignOff(unfilled) ?? unfilled
        let plain = Interjections.withoutPoliteQuestionMark(signed) ?? signed
        if let declined = TakenBack.decline(plain) { return declined }
        // "remind me to uh no wait add a task to ...": the request begun again. (Read
        // before fillers go: the hesitation marks the break.)
        if let again = FalseStarts.restarted(text) {
            let steps = planned(again, context: context)
            return Self.readsEveryStep(steps)
                ? steps : TakenBack.declined
        }
        let said = DateCorrections.inline(plain, now: context.now) ?? plain
        let cache = ParseCache(parser: parser, context: context)
        if let reference = IntentParser.taskReference(in: said, context),
            let described = described(said, reference: reference, cache: cache)
        {
            return described
        }
        let steps = planned(said: said, cache: cache)
        return Self.pointingBackAtSeveral(steps, said: said)
            ?? Self.pointingBackAtUnread(steps, said: said, context: context)
            ?? Self.pointingBackAtAThingTold(steps, said: said, context: context)
            ?? Self.sendingWordsBesideOthers(steps)
            ?? Self.askingAboutWhatWasKept(steps)
            ?? UndercutCompletions.decline(steps, said: said)
            ?? TakenBack.undoneInTurn(steps, said: said)
            ?? Self.completingWhatItCaptured(steps, said: said, cache: cache)
            ?? cache.settle(steps, said: said)
    }

    /// "email Priya the contract and tick it off": a bare errand taken as a task beside a
    /// request that then completes it (or reopens it, open as it is: "the dry cleaning's
    /// not really finished. reopen it"). No one asks for a task only to tick it off: the
    /// errand says what was done or is done elsewhere, and "it" is a stored task its words
    /// did not find. Nothing is done; the reply names the errand (for another app, when it
    /// asks one). Nil for any other plan.
    static func completingWhatItCaptured(
        _ steps: [ParsedIntent], said: String, cache: ParseCache
    ) -> [ParsedIntent]? {
        guard
            let index = steps.indices.first(where: { index in
                // Said with no verb of adding: a bare errand, or one "on the X list".
                [errandFrame, ListCaptureFrames.itemOnListName].contains(steps[index].frame)
                    && steps[(index + 1)...].contains {
                        [.completeTask, .reopenTask].contains($0.tool)
                            && $0.arguments["task"] == "$\(index + 1)"
                    }
            }), let errand = steps[index].arguments["title"]
        else { return nil }
        if UnreadRequests.asksAnotherApp(errand, memo: ParseMemo(cache: cache, request: said)) {
            return [ParsedIntent(.decline, ["unreadPart": errand, "otherApp": "yes"])]
        }
        return [ParsedIntent(.decline, ["noTaskNamed": errand])]
    }

    /// A note's text in lower case without the "down" of "note it down".
    static func withoutDown(_ body: String) -> String {
        let said = body.lowercased().trimmingSpaces
        return said.hasSuffix(" down") ? String(said.dropLast(5)) : said
    }

    /// The words of `said` before its last sentence or clause (set off by ". ", "! ",
    /// ", ", " - " or "; "), when there are at least three; nil otherwise.
    static func toldBefore(_ said: String) -> String? {
        let bytes = Array(said.utf8)
        var cut: Int?
        for i in stride(from: bytes.count - 2, through: 1, by: -1) where bytes[i + 1] == 0x20 {
            if [UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: ","), UInt8(ascii: ";")]
                .contains(bytes[i]) || (bytes[i] == UInt8(ascii: "-") && bytes[i - 1] == 0x20)
            {
                cut = i
                break
            }
        }
        guard let cut else { return nil }
        let told = String(decoding: bytes[..<cut], as: UTF8.self).trimmingSpaces
        return told.split(separator: " ").count >= 3 ? told : nil
    }

    /// "everything due Friday - move it to Monday", "the overdue stuff, push it to
    /// tomorrow": a step on "it" or "them" after a front that speaks of several tasks
    /// points back at those, and no one-task tool acts on several. A decline saying so;
    /// nil when no step points back so.
    static func pointingBackAtSeveral(_ steps: [ParsedIntent], said: String) -> [ParsedIntent]? {
        guard let pointing = steps.first(where: { Self.changesWhatItPointsAt($0) }),
            let (told, rest) = Self.front(of: said)
        else { return nil }
        let front = told.lowercased()
        let words = front.split(whereSeparator: { !$0.isLetter && $0 != "-" }).map(String.init)
        // "overdue and important - delete that one": describing words alone, with no
        // head to look them up by; what they fit is not read, and nothing is done.
        if !words.isEmpty,
            words.allSatisfy({
                ["and", "the", "very", "really"].contains($0) || TaskDescription.quality($0) != nil
            }),
            words.contains(where: { TaskDescription.quality($0) != nil })
        {
            return [ParsedIntent(.decline, ["describedTask": front.trimmingSpaces])]
        }
        guard words.contains(where: Self.severalWords.contains) else { return nil }
        let verb = rest.split(separator: " ").first.map(String.init) ?? pointing.tool.rawValue
        return [ParsedIntent(.decline, ["severalTasks": verb.lowercased()])]
    }

    /// "the one i finished yesterday, reopen it", "the expensive one - delete it", "the
    /// gutters task, push it to friday": "it" after a front that picks out one task by a
    /// head noun ("one", "task", ...) means that task, never the last one touched. When
    /// the front's other words name one open task, the step acts on it; otherwise nothing
    /// is done, and the decline says which words could not be read. Nil when no step
    /// points back so, or the front holds no such head ("that one" points back itself).
    static func pointingBackAtUnread(
        _ steps: [ParsedIntent], said: String, context: ParseContext
    ) -> [ParsedIntent]? {
        guard let first = steps.firstIndex(where: changesWhatItPointsAt),
            let front = Self.front(of: said)?.front.trimmingSpaces
        else { return nil }
        let words = front.lowercased().split(separator: " ").map(String.init)
        guard let head = words.firstIndex(where: { TaskDescription.heads.contains($0) }),
            head > 0, words[0] == "the"
        else { return nil }
        let name = words[1..<head].joined(separator: " ")
        guard context.grounded, !name.isEmpty, head == words.count - 1,
            let title = context.names.openTask(named: name)
        else {
            return [ParsedIntent(.decline, ["describedTask": front])]
        }
        // The front is the task's name, no request of its own: a listing read from "the
        // gutters task" goes.
        return steps.enumerated().compactMap { index, step in
            guard changesWhatItPointsAt(step) else {
                return index < first && !step.tool.changesData ? nil : step
            }
            var named = step
            named.arguments["task"] = title
            return named
        }
    }

    /// "parcel returned, tick it off": a change on "it" after a front that tells of a thing
    /// in a state ("returned", "arrived", "fixed") and names nothing stored. "it" is that
    /// thing, which is no task; not the last task touched. A decline saying so; nil when
    /// no step points back so, or the front names a stored item.
    static func pointingBackAtAThingTold(
        _ steps: [ParsedIntent], said: String, context: ParseContext
    ) -> [ParsedIntent]? {
        guard context.grounded, let step = steps.first(where: changesWhatItPointsAt),
            let pronoun = step.arguments["task"],
            let front = Self.front(of: said)?.front.trimmingSpaces
        else { return nil }
        let words = front.lowercased().split(separator: " ").map(String.init)
        guard words.count >= 2, let last = words.last, lemmatizer.isPastForm(last),
            Remarks.namedItem(in: front, context: context) == nil
        else { return nil }
        return [ParsedIntent(.decline, ["pointsAtNothing": pronoun, "namedNothing": "yes"])]
    }

    /// The words of `said` before its first comma, dash, colon or semicolon, and those
    /// after it; nil when it has none.
    static func front(of said: String) -> (front: String, rest: String)? {
        let bytes = Array(said.utf8)
        guard let mark = bytes.firstIndex(where: { ",-:;".utf8.contains($0) }) else { return nil }
        return (
            String(decoding: bytes[..<mark], as: UTF8.self),
            String(decoding: bytes[(mark + 1)...], as: UTF8.self)
        )
    }

    /// Whether `step` changes one task named by a word pointing back ("move it").
    static func changesWhatItPointsAt(_ step: ParsedIntent) -> Bool {
        step.tool.changesOneTask && step.arguments["task"].map(Pronouns.isPronoun) == true
    }

    /// Words that make a phrase speak of several tasks.
    static let severalWords: Set<String> = [
        "everything", "anything", "all", "every", "each", "both", "ones", "tasks", "stuff",
        "things", "items", "todos", "to-dos", "reminders",
    ]

    /// The plan of a request that describes a task rather than names it ("the q3 one due
    /// in April - push it to the 22nd"), read with the task's title in the description's
    /// place, when a step then acts on that task; a decline saying why when no one task
    /// fits. Nil when no step acts on what is described.
    func described(_ said: String, reference: TaskReference, cache: ParseCache)
        -> [ParsedIntent]?
    {
        // "the one due on the 27th, bring it forward a day": the description said alone
        // first is what "it" in the rest points at.
        // "the launch one due the 18th got cancelled, bin it": what is said of it in the
        // same clause is a step of its own only when it changes the task.
        if let (told, rest) = Self.afterFront(reference.span, of: said) {
            var steps = planned(said: rest, cache: cache)
            let pointing = steps.indices.filter {
                steps[$0].arguments["task"].map(Pronouns.isPronoun) == true
            }
            if !pointing.isEmpty, !steps.contains(where: { $0.tool == .decline }) {
                guard let title = reference.title else { return [reference.decline] }
                for index in pointing { steps[index].arguments["task"] = title }
                guard !told.isEmpty else { return steps }
                let first = planned(said: "\"" + title + "\" " + told, cache: cache)
                let changes =
                    first.count == 1 && first[0].tool.changesOneTask
                    && first[0].arguments["task"].map(reference.isNamed(byName:)) == true
                return (changes ? [ParsedIntent](first) : []) + steps
            }
        }
        // Without a store no task can be picked out: each clause's reading declines what
        // it describes (`IntentParser.described`).
        guard cache.context.grounded else { return nil }
        var read =
            reference.title == nil
            ? planned(said: reference.named, cache: cache)
            : plannedDescribing(reference.named, from: reference.namedEnd, cache: cache)
        if let decline = read.first(where: { $0.arguments["describedTask"] != nil }) {
            return [decline]
        }
        // "the wednesday task got cancelled, bin it": with no one task described, "it"
        // has only the description to mean; nothing is done.
        // (Read with a stored task's title in its place, "it" may point at a capture of
        // that title: "$1".)
        if reference.title == nil,
            read.contains(where: {
                Self.changesWhatItPointsAt($0)
                    || ($0.tool.changesOneTask && $0.arguments["task"]?.hasPrefix("$") == true)
            })
        {
            return [reference.decline]
        }
        guard read.contains(where: reference.isNamed) else { return nil }
        guard let title = reference.title else { return [reference.decline] }
        for index in read.indices where reference.isNamed(by: read[index]) {
            read[index].arguments["task"] = title
        }
        return read
    }

    /// The plan of `said`, with the next task it describes at or after `from` read as
    /// that task's title: "the one due on the 20th and the one due on the 24th are done"
    /// completes both, or neither when the second fits none or several.
    func plannedDescribing(_ said: String, from: Int, cache: ParseCache) -> [ParsedIntent] {
        if let next = IntentParser.taskReference(in: said, from: from, cache.context),
            let read = described(said, reference: next, cache: cache)
        {
            return read
        }
        return planned(said: said, cache: cache)
    }

    /// The words after a description that stands alone before a comma, dash or colon at
    /// the start of `text`; nil when it does not.
    static func afterFront(_ span: Range<Int>, of text: String) -> (told: String, rest: String)? {
        let bytes = Array(text.utf8)
        guard bytes[..<span.lowerBound].allSatisfy({ $0 == UInt8(ascii: " ") }),
            let mark = bytes[span.upperBound...].firstIndex(where: { ",-:;".utf8.contains($0) })
        else { return nil }
        // A dash inside a word ("to-do") splits nothing.
        if bytes[mark] == UInt8(ascii: "-"), mark > 0, bytes[mark - 1] != UInt8(ascii: " ") {
            return nil
        }
        let told = String(decoding: bytes[span.upperBound..<mark], as: UTF8.self).trimmingSpaces
        let rest = String(decoding: bytes[(mark + 1)...], as: UTF8.self).trimmingSpaces
        return rest.isEmpty ? nil : (told, rest)
    }

    private func planned(said: String, cache: ParseCache) -> [ParsedIntent] {
        let steps = plan(said: said, cache: cache)
        // "reopen the oven one its filthy again lol": a name that finds no task may have
        // run on into why, with no mark between; the places a break could go are tried as
        // for a request read as nothing.
        func findsNothing(_ steps: [ParsedIntent]) -> Bool {
            cache.settle(steps, said: said).first?.arguments["noTaskNamed"] != nil
        }
        guard Self.readsAsNothing(steps) || findsNothing(steps) else { return steps }
        // "the gutters are clean 🎉": emoji closing a request decorate it. (Read with them
        // first: a new task's title keeps its own.)
        let bare = SlotText.withoutClosingEmoji(said)
        // Why nothing was read, when the words without the emoji say it ("water's done
        // 🎉": "water" fits several tasks).
        var unread = steps
        if bare != said {
            let read = plan(said: bare, cache: cache)
            if Self.readsEveryStep(read) { return read }
            if read.count == 1, read[0].arguments["namesSeveral"] != nil { unread = read }
        }
        if let rest = afterPreamble(bare, cache: cache) ?? afterReason(bare, cache: cache)
            ?? afterLeadIn(bare, cache: cache)
        {
            return rest
        }
        for candidate in ClauseBreaks.candidates(bare) {
            let alone = plan(said: candidate.anchor, cache: cache)
            guard Self.readsEveryStep(alone), alone.allSatisfy(\.tool.changesData) else {
                continue
            }
            let broken = plan(said: candidate.text, cache: cache)
            if Self.readsEveryStep(broken), ClauseBreaks.separates(broken, candidate.right),
                !findsNothing(broken)
            {
                return broken
            }
        }
        return unread
    }

    /// A plan that is one decline for want of a reading: not one that says why nothing
    /// was done ("I change one task at a time", "how do I ..."). A name that fits several
    /// tasks (`IntentParser.namingSeveral`) is a want of a reading too: the request read
    /// another way may name one.
    static func readsAsNothing(_ steps: [ParsedIntent]) -> Bool {
        guard steps.count == 1, steps[0].tool == .decline else { return false }
        return steps[0].arguments.keys.allSatisfy(Self.wantOfAReading.contains)
    }

    /// The arguments of a decline for want of a reading (`readsAsNothing`).
    static let wantOfAReading: Set<String> = [
        "suggestTask", "unreadPart", "namesSeveral", "fits", "fitting",
    ]

    /// Whether `step` changes stored items itself: a change, not an undo or a redo, which
    /// take back or put back a turn and name nothing.
    static func changesItems(_ step: ParsedIntent) -> Bool {
        step.tool.changesData && step.tool != .undo && step.tool != .redo
    }

    /// Whether every step takes back or puts back a turn: "kindly reverse the last
    /// action" after an apology.
    static func onlyUndoes(_ steps: [ParsedIntent]) -> Bool {
        !steps.isEmpty && steps.allSatisfy { $0.tool == .undo || $0.tool == .redo }
    }

    static func readsEveryStep(_ steps: [ParsedIntent]) -> Bool {
        !steps.isEmpty && !steps.contains { $0.tool == .decline }
    }

    /// The steps of `text` as said, marks and all.
    func plan(said text: String, cache: ParseCache) -> [ParsedIntent] {
        let memo = ParseMemo(cache: cache, request: text)
        var segments =
            Segmenter.mayHaveSeparator(text) ? Segmenter.segments(of: memo.utterance(text)) : []
        guard segments.count > 1 else {
            return finish(readClause(text, memo: memo) ?? [memo.parse(text)])
        }
        // "can you do reminders? remind me to ...": asked, then done. What follows the
        // question is the request.
        if asksWhetherItCan(
            String(text[segments[0]]),
            before: text[segments[0].upperBound..<segments[1].lowerBound],
            memo: memo)
        {
            let read = plan(said: String(text[segments[1].lowerBound...]), cache: memo.cache)
            if Self.readsEveryStep(read) { return read }
        }
        if let list = readWhole(text, memo: memo) { return finish(list) }
        if segments.count == 2, let placed = placedFirst(text, memo: memo) { return [placed] }
        // "..., no rush, low priority": priorities said last settle the step before them
        // (the last said wins).
        var level: String?
        var denied = false
        // "..., both high": the level of every capture, not of the last alone.
        var ofEvery = false
        while segments.count > 1, let last = segments.last {
            let normalized = memo.utterance(String(text[last])).normalized
            guard let said = PriorityAfterthoughts.reading(normalized) else { break }
            // The last level said wins, over a level said as the one it is not.
            let denies = PriorityAfterthoughts.denies(normalized)
            if level == nil || (denied && !denies) {
                (level, denied, ofEvery) = (said.level, denies, said.ofEvery)
            }
            segments.removeLast()
        }
        func leveled(_ steps: [ParsedIntent]) -> [ParsedIntent] {
            guard let level else { return steps }
            return ofEvery
                ? Self.settleEvery(steps, on: level)
                : Self.settle(steps, on: level, unlessSaid: denied)
        }
        // "add order bunting and book a photographer to the launch party, both high": the
        // words before the level read whole.
        if level != nil, let last = segments.last,
            let list = readWhole(String(text[..<last.upperBound]), memo: memo)
        {
            return finish(leveled(list))
        }
        // "..., no wait, Thursday": a date taken back and said again.
        let saidAgain = DateCorrections.saidAgain(segments, in: text, memo: memo)
        let corrected = saidAgain.flatMap { DateCorrections.correction($0, memo: memo) }
        if let corrected { segments.removeLast(corrected.segments) }
        // "..., no, every wednesday only": a repeat taken back and said again.
        if corrected == nil, let saidAgain, let rule = DateCorrections.repeatCorrection(saidAgain) {
            var steps = plan(
                text, segments: Array(segments.dropLast(saidAgain.segments)), memo: memo)
            guard let index = steps.lastIndex(where: { $0.arguments["repeat"] != nil }) else {
                return TakenBack.declined
            }
            steps[index].arguments["repeat"] = rule
            return leveled(steps)
        }
        // "..., due the 30th": a date said after a capture that has none.
        if corrected == nil, let said = DateCorrections.addition(segments, in: text, memo: memo) {
            let before = Array(segments.dropLast())
            // "..., both for next saturday" after items read whole onto one project.
            let whole =
                said.ofEvery
                ? before.last.flatMap {
                    readWhole(String(text[..<$0.upperBound]), memo: memo)
                } : nil
            if let dated = DateCorrections.dating(
                whole ?? plan(text, segments: before, memo: memo), on: said.date,
                ofEvery: said.ofEvery)
            {
                return leveled(whole == nil ? dated : finish(dated))
            }
        }
        // "park the haircut, don't nag me till next month": how long a snooze lasts, said
        // after it.
        if corrected == nil, let until = DateCorrections.quietUntil(segments, in: text, memo: memo),
            let snoozed = DateCorrections.snoozing(
                plan(text, segments: Array(segments.dropLast()), memo: memo), until: until)
        {
            return leveled(snoozed)
        }
        // "..., actually make that email bob": the new task said again.
        if corrected == nil,
            let restated = TitleCorrections.restated(segments, in: text, memo: memo),
            let settled = TitleCorrections.settle(
                plan(text, segments: Array(segments.dropLast()), memo: memo), as: restated,
                memo: memo)
        {
            return leveled(settled)
        }
        var steps = plan(text, segments: segments, memo: memo)
        if let corrected, let date = corrected.date {
            steps = DateCorrections.settle(steps, on: date, hourOnly: corrected.hourOnly)
        }
        return leveled(steps)
    }

    /// "house move tasks: ring the council, cancel the milk": a project named before a
    /// colon heads the whole list, so the items after the first go there too, up to the
    /// first step that is not a bare item.
    static func filingUnderLabel(_ steps: [ParsedIntent], head: String) -> [ParsedIntent] {
        guard let first = steps.first, first.tool == .createTask,
            let project = first.arguments["project"],
            (labelFrames.contains(first.frame) && head.utf8.contains(UInt8(ascii: ":")))
                || Self.fronts(project, in: head) || Self.labels(project, in: head)
        else { return steps }
        var filed = steps
        for index in filed.indices.dropFirst() {
            guard filed[index].tool == .createTask, itemFrames.contains(filed[index].frame)
            else { break }
            if filed[index].arguments["project"] == nil {
                filed[index].arguments["project"] = project
            }
        }
        return filed
    }

    static let labelFrames: Set<String> = [
        "labelledErrand", CaptureFrames.addToNamedProjectName, "addTaskNoun",
    ]

    /// "tonight: pack lunches, iron shirt", "tomorrow: collect the parcel, buy stamps and
    /// phone the school": a day said as the label heads the whole list, so the items after
    /// the first are due then too, up to the first step that is not a bare item.
    static func datingUnderLabel(_ steps: [ParsedIntent], head: String, memo: ParseMemo)
        -> [ParsedIntent]
    {
        guard let first = steps.first, first.tool == .createTask,
            first.frame == "labelledErrand", let due = first.arguments["due"],
            let colon = head.firstIndex(of: ":"),
            DateCorrections.dateAlone(in: String(head[..<colon]), memo: memo)?.description
                == due
        else { return steps }
        var dated = steps
        for index in dated.indices.dropFirst() {
            guard dated[index].tool == .createTask, itemFrames.contains(dated[index].frame)
            else { break }
            if dated[index].arguments["due"] == nil { dated[index].arguments["due"] = due }
        }
        return dated
    }

    /// Whether the words before `head`'s first colon are the project's name ("Garden:
    /// repot the chillies by the 27th and ..."), whichever frame read the first step.
    static func labels(_ project: String, in head: String) -> Bool {
        guard let colon = head.firstIndex(of: ":") else { return false }
        let label = ItemNames.strippingProjectWord(SlotText.cleanItem(String(head[..<colon])))
        return label.lowercased() == project.lowercased()
    }

    /// Whether `head` opens with "for" and the project ("for the house move I need to
    /// ..."): a project said first is what the whole list is for.
    static func fronts(_ project: String, in head: String) -> Bool {
        let lower = head.lowercased()
        let name = project.lowercased()
        return ["for ", "for the ", "for my ", "for our "].contains { lower.hasPrefix($0 + name) }
    }
    /// Steps read from an item alone: an errand, a list's item, a capture by ellipsis.
    /// (An errand with its own date, "take meter readings on the 28th", is an item too.)
    static let itemFrames: Set<String> = [
        errandFrame, ListExpansion.frame, ListCaptureFrames.bareAddName, DatedErrands.name,
    ]

    /// A request of several items onto one project or list, read whole rather than split
    /// (`projectListCapture`, `dashedListLabel`, `listedOntoList`); nil for anything else.
    func readWhole(_ text: String, memo: ParseMemo) -> [ParsedIntent]? {
        projectListCapture(text, memo: memo) ?? dashedListLabel(text, memo: memo)
            ?? listedOntoList(text, memo: memo)
    }

    /// "add sow the tomatoes, plant the beans and put up the wigwam to the Garden project",
    /// "add order bunting and book a photographer to the launch party" (a stored project):
    /// one capture onto a project whose items are errands, each of which would open a
    /// step of its own. Read whole, every item goes to the project. Nil for anything else.
    func projectListCapture(_ text: String, memo: ParseMemo) -> [ParsedIntent]? {
        guard Pronouns.endsInProject(text) || Self.endsInStoredProject(text, memo: memo),
            let read = readClause(text, memo: memo), read.count > 1,
            read.allSatisfy({
                ListCaptureFrames.addToListNames.contains($0.frame)
                    && $0.arguments["project"] != nil
                    && !Self.requestOpener.matches(($0.arguments["title"] ?? "").lowercased())
            })
        else { return nil }
        return read
    }

    /// Whether `text` ends by putting things into a stored project by its whole name:
    /// "... to the launch party", "... into house move". (Not "... for the house move",
    /// which may be what a question or a listing is about.)
    static func endsInStoredProject(_ text: String, memo: ParseMemo) -> Bool {
        guard memo.context.grounded else { return false }
        let words = memo.utterance(text).words
        return (1...4).contains { count in
            guard words.count > count + 1 else { return false }
            var before = words.count - count - 1
            if ["the", "my", "our"].contains(words[before]) { before -= 1 }
            guard before > 0, ["to", "onto", "into"].contains(words[before]) else { return false }
            return memo.context.names.project(
                calledExactly: words.suffix(count).joined(separator: " ")) != nil
        }
    }

    /// "shopping list - mince, tinned tomatoes, spaghetti": a list's label set off by a
    /// dash heads its items, as one set off by a colon does (`ListCaptureFrames.listLabel`);
    /// the dash is no break between a listing and a bare word.
    func dashedListLabel(_ text: String, memo: ParseMemo) -> [ParsedIntent]? {
        guard text.includes(" - ") || text.includes(" – "),
            let read = readClause(text, memo: memo),
            read.first?.frame == ListCaptureFrames.listLabelName
        else { return nil }
        return read
    }

    /// "milk, eggs and bread on the shopping list": things listed onto a named list with
    /// no verb are one capture, read whole; split at its commas, the first things would be
    /// bare words beside a request, and dropped. Nil for anything else.
    func listedOntoList(_ text: String, memo: ParseMemo) -> [ParsedIntent]? {
        // The whole request is parsed only when it ends by putting things on a list.
        guard Self.endsOnAList.matches(text),
            let read = readClause(text, memo: memo), read.count > 1,
            read.first?.frame == ListCaptureFrames.itemOnListName
        else { return nil }
        return read
    }

    /// "in the moving checklist, add: cancel the milk delivery", "on the shopping list,
    /// add eggs": a stored note or a list said first as the place, set off by a comma. Split
    /// there, the place would be dropped as a remark; read whole, the words go into it.
    /// Nil for anything else.
    func placedFirst(_ text: String, memo: ParseMemo) -> ParsedIntent? {
        guard Fronting.opensWithAPlace(memo.utterance(text).normalized) else { return nil }
        let read = memo.parse(text)
        guard
            read.tool == .appendToNote
                || (read.tool == .createTask && read.arguments["project"] != nil)
        else { return nil }
        return read
    }

    /// The end of "milk, eggs and bread on the shopping list (please)".
    static let endsOnAList = Pattern(
        grammar:
            "\\b(?:on|onto) (?:the |my |our )?(?:[a-z']+ ){0,2}(?:list|shopping|groceries)(?:[ ,.!]+(?:please|pls|plz|thanks))?[ .!]*$"
    )

    /// Whether the words end by putting something in a project said before: "... to it",
    /// "... under it", "... in there".
    static func endsInPlacePronoun(_ text: String) -> Bool {
        let words = text.lowercased().split(separator: " ").suffix(2)
        guard words.count == 2, let place = words.first, let pronoun = words.last else {
            return false
        }
        return ["to", "under", "into", "in", "onto", "on"].contains(place)
            && ["it", "there", "that"].contains(String(pronoun.filter { $0 != "." && $0 != "!" }))
    }

    /// An item that starts with one of `requestWords` is another request ("add milk,
    /// remind me to call mum and ...").
    static let requestOpener = opening(requestWords)

    /// The steps of a request of several segments.
    private func plan(_ text: String, segments: [Range<String.Index>], memo: ParseMemo)
        -> [ParsedIntent]
    {
        let context = memo.context

        // Merge each segment into the previous one unless it opens a command of its own.
        var ranges: [Range<String.Index>] = [segments[0]]
        // Asides said after a command, each with the index of the clause it follows.
        var remarks: [(words: String, after: Int)] = []
        // A condition said last in a clause ("... and if she hasnt signed"), by the clause's
        // index.
        var conditions: [Int: String] = [:]
        // Items said after a list capture, by the index of its range.
        var items: [Int: [String]] = [:]
        for segment in segments.dropFirst() {
            let previous = String(text[ranges[ranges.count - 1]])
            // A "so" the split took as a joiner stays with the words: "..., so are the
            // slides" says the same again (see `statementEllipsis`).
            let joiner = text[ranges[ranges.count - 1].upperBound..<segment.lowerBound]
            let words = (Self.saidAfterSo(joiner) ? "so " : "") + String(text[segment])
            // "..., oh and add a note": an "oh" between clauses belongs to neither (such
            // words are few; longer segments are not looked at). Nor does courtesy said
            // after one ("how far along is the launch, may I ask?"), or a check on the
            // request ("..., does that work").
            if Self.wordCount(words) <= 4 {
                let normalized = memo.utterance(words).normalized
                if Interjections.isOnlyInterjection(normalized: normalized)
                    || Interjections.isOnlyCourtesy(normalized: normalized)
                    || UnreadRequests.checksTheRequest(
                        memo.utterance(Segmenter.stripLeadingJoiner(words)).words)
                {
                    continue
                }
            }
            if narrowsListing(words, after: previous, memo: memo) {
                ranges[ranges.count - 1] = ranges[ranges.count - 1].lowerBound..<segment.upperBound
            } else if opensCommand(
                words, after: previous,
                joinedByAWord: Self.joinedByAWord(joiner), joinedByAnd: Self.joinedByAnd(joiner),
                joinedByBut: Self.joinedByBut(joiner), memo: memo)
                || opensAfterEllipsis(
                    words, previous: previous,
                    before: ranges.count > 1 ? String(text[ranges[ranges.count - 2]]) : nil,
                    memo: memo)
                || readsAloneAfterAQuestion(words, previous: previous, joiner: joiner, memo: memo)
            {
                ranges.append(segment)
            } else if let item = ListExpansion.afterthoughtItem(
                words, after: readClause(previous, memo: memo), memo: memo)
            {
                items[ranges.count - 1, default: []].append(item)
            } else if isAsideAfterCommand(
                words,
                previous: Self.joinedByAnd(joiner)
                    ? previous : saidOfTheCommand(previous, ranges: ranges, in: text, memo: memo),
                afterSentenceEnd: Self.endsSentence(joiner), memo: memo),
                !(Self.joinedByAnd(joiner)
                    && namesMoreItems(
                        String(text[ranges[ranges.count - 1].lowerBound..<segment.upperBound]),
                        than: previous, memo: memo))
            {
                // "push the report, henderson invoice is paid": not an aside to drop (see
                // `StateReports`); the plan is not carried out, and the reply says why.
                let stripped = Segmenter.stripLeadingJoiner(words)
                if memo.context.grounded,
                    let task = memo.parse(stripped).arguments["taskInState"]
                {
                    return [
                        ParsedIntent(.decline, ["unreadPart": stripped, "taskInState": task])
                    ]
                }
                // "mark the press release done and tweet it", "move the dentist to fri, is
                // the surgery even open fri?": a request pb does not do, left undone.
                if let unread = unreadRequest(stripped, after: previous, memo: memo) {
                    return unread
                }
                // "tick off the gutters and the hedge": one more thing the command acts on,
                // which names nothing stored; the command is not half carried out.
                if Self.joinedByAnd(joiner), let item = UnreadRequests.anotherItem(stripped),
                    let left = readClause(previous, memo: memo), left.count == 1,
                    left[0].tool.changesOneTask, memo.context.grounded
                {
                    return [ParsedIntent(.decline, ["noTaskNamed": item])]
                }
                remarks.append((words, ranges.count - 1))
            } else if leavesCommandUnread(
                words, previous: previous,
                merged: String(text[ranges[ranges.count - 1].lowerBound..<segment.upperBound]),
                memo: memo)
            {
                // Read with the clause before, it would be lost: "collected the OKRs, so
                // make the budget draft sparkle" must not just complete the OKRs.
                return [
                    ParsedIntent(.decline, ["unreadPart": Segmenter.stripLeadingJoiner(words)])
                ]
            } else {
                // "add pick up prescription, and navigate home", "move the mot to fri and
                // call the garage to confirm": a request for another app is no more of a
                // title, or of a change, where it would be lost.
                let stripped = Segmenter.stripLeadingJoiner(words)
                if let unread = unreadRequest(stripped, after: previous, memo: memo) {
                    return unread
                }
                // "..., and maybe clear the loft": a part not settled is no more of a title.
                // (A diary's or a note's text goes on: "..., maybe a 2".)
                if Self.leavesUnsettled(stripped, memo: memo),
                    readClause(previous, memo: memo)?.last.map({ Self.freeText.contains($0.tool) })
                        != true
                {
                    return [ParsedIntent(.decline, ["unreadPart": stripped, "unsettled": "yes"])]
                }
                ranges[ranges.count - 1] = ranges[ranges.count - 1].lowerBound..<segment.upperBound
                // The range now holds the items said after it: they are read with it.
                items[ranges.count - 1] = nil
                conditions[ranges.count - 1] =
                    Fronting.condition(openingWith: stripped) != nil ? stripped : nil
            }
        }
        let clauses = ranges.map { String(text[$0]) }
        // "remind me to call priya friday and if she hasnt signed by then make the contract
        // urgent": a condition said last in a clause, before a change of its own, is what
        // the change hangs on, and pb cannot know it. (Said last with nothing after, it is
        // the clause's own: "remind me to water the plants if it doesn't rain".)
        for (index, condition) in conditions where index + 1 < clauses.count {
            let next = readClause(clauses[index + 1], memo: memo) ?? []
            if next.contains(where: { $0.tool.changesData && $0.tool != .createTask }) {
                return [ParsedIntent(.decline, ["unreadPart": condition, "condition": "yes"])]
            }
        }
        // "the MOT is due next Tuesday, can you remind me": a capture's head, already read
        // (it opened a command), comes after what it is about.
        if clauses.count > 1, let head = clauses.last,
            let alone = readClause(head, memo: memo), alone.count == 1
        {
            let front = String(text[ranges[0].lowerBound..<ranges[ranges.count - 2].upperBound])
            if let declined = Self.capturingAnotherAppsRequest(alone[0], front: front, memo: memo) {
                return declined
            }
            if let reading = Fronting.afterthought(
                head: Segmenter.stripLeadingJoiner(head), alone: alone[0], front: front,
                parse: memo.parse)
            {
                return finish([reading])
            }
        }
        if clauses.count == 1 {
            guard let read = readClause(clauses[0], memo: memo) else {
                return finish([memo.parse(text)])
            }
            return finish(Self.adding(items[0], to: read, memo: memo))
        }
        var steps: [ParsedIntent] = []
        var previous: String?
        var antecedents: [String] = []
        // What each aside is about, by the clause it follows (the last aside's, when
        // several follow one).
        var topicAfter: [Int: String?] = [:]
        for remark in remarks {
            let named = Remarks.namedItems(in: remark.words, context: context)
            antecedents += named
            topicAfter[remark.after] = Self.topic(of: remark.words, named: named)
        }
        var errands = 0
        // "the Henderson invoice is paid, push the report": a stored task's item said to be
        // in a state no reading maps to the task (`StateReports`).
        var stateReport: (part: String, task: String)?
        var droppedRemarks: [String] = []
        var doneOfNothing: String?
        // The one stored item a remark said just before the next clause names: what that
        // clause's "it" or "that" means.
        var namedJustBefore: String?
        // Whether a step's "it" was taken to mean what a remark named.
        var pointedAtRemark = false
        for (index, clause) in clauses.enumerated() {
            if index > 0, let topic = topicAfter[index - 1] { namedJustBefore = topic }
            var read =
                DateCorrections.reading(clause, memo: memo) { readClause($0, memo: memo) }
                ?? readClause(clause, memo: memo)
            // The clause with a "so" the split took as a joiner: "..., so are the slides".
            let said =
                index > 0
                    && Self.saidAfterSo(
                        text[ranges[index - 1].upperBound..<ranges[index].lowerBound])
                ? "so " + clause : clause
            // "... and the press release too": the same said again, whatever else the
            // words could be. (Read as nothing, `ellipsis` below tries it first.)
            if let previous, let first = read?.first, !first.tool.changesData,
                let same = statementEllipsis(said, after: previous, memo: memo)
            {
                read = [same]
            }
            if read == nil, let previous, let elided = ellipsis(said, after: previous, memo: memo) {
                read = elided
                // "delete the haircut, priya contract to monday": a stored task and a day
                // is a move, after a verb that takes no day.
                if let moved = clippedMove(clause, memo: memo),
                    !elided.contains(where: { step in
                        Self.whenKeys.contains { step.arguments[$0] != nil }
                    })
                {
                    read = [moved]
                }
                // "snooze the fence and the gutters till Monday": a date said once, last,
                // is when both go.
                if let step = elided.first, let last = steps.last,
                    let shared = Self.sharingWhen(last, with: step, said: previous, memo: memo)
                {
                    steps[steps.count - 1] = shared
                }
            }
            // "gutters to sunday, bump the mirror up to high", "bump the mirror up, gutters
            // to sunday": a stored task and a day with no verb before it to take (read
            // alone, it waits for one) moves the task, as said alone. Never a remark: it
            // names the task and where it goes.
            if read == nil, let moved = clippedMove(clause, memo: memo) { read = [moved] }
            guard let read else {
                let stripped = Segmenter.stripLeadingJoiner(clause)
                let otherApp = [
                    ParsedIntent(.decline, ["unreadPart": stripped, "otherApp": "yes"])
                ]
                if UnreadRequests.asksPbToDoIt(stripped, memo: memo)
                    || UnreadRequests.errandForAnotherApp(stripped, memo: memo)
                {
                    return otherApp
                }
                // "buy milk and remind me to call mum": a bare errand beside a capture is
                // captured too, as in a list of errands (checked once the plan is read).
                if let errand = bareErrand(clause, memo: memo) {
                    // "add call gran for tomorrow and ring her now on speaker": an errand to
                    // be done now is the phone's, not one more task. So is one about what
                    // was just said, with another app's verb ("add bin bags to the shopping
                    // list and order them on Amazon"): no one keeps a task called "order
                    // them".
                    let words = memo.utterance(stripped).words
                    let now =
                        UnreadRequests.saysNow(words)
                        && (TaskVerbs.contactVerbs.contains(words[0])
                            || UnreadRequests.asksAnotherApp(stripped, memo: memo))
                    let onWhatWasSaid =
                        words.count >= 2 && UnreadRequests.pointingBack.contains(words[1])
                        && DeclineEvidence.isOtherAppWord(words[0])
                    if now || onWhatWasSaid { return otherApp }
                    errands += 1
                    steps.append(errand)
                    previous = clause
                    continue
                }
                // "did priya sign yet, mark the contract done", "how long does a passport
                // renewal take? push it to the 20th": a question pb cannot answer, asked
                // before a change that may hang on its answer.
                // So is one asked before words told: "are banks open on saturdays? I need
                // to update my address with them, push that to saturday".
                if UnreadRequests.asksSomethingElse(stripped, memo: memo)
                    || UnreadRequests.asksAQuestion(stripped, memo: memo),
                    clauses[(index + 1)...].contains(where: { later in
                        readClause(later, memo: memo)?.contains(where: \.tool.changesData) == true
                    })
                {
                    return [ParsedIntent(.decline, ["unreadPart": stripped, "question": "yes"])]
                }
                // "if priya hasn't signed by friday, move the contract to monday": what the
                // request hangs on, which pb cannot know, is no remark.
                if let condition = Fronting.condition(openingWith: stripped) {
                    return [ParsedIntent(.decline, ["unreadPart": condition, "condition": "yes"])]
                }
                // A remark around a request ("the DJ matters more now, make it medium
                // priority", "delete X, the gardener's doing it") is not a step, but what
                // it names is what "it" means.
                if Remarks.isRemark(clause, memo: memo) {
                    droppedRemarks.append(stripped)
                    doneOfNothing =
                        doneOfNothing ?? Remarks.doneOfNothingStored(stripped, context: context)
                    if stateReport == nil, context.grounded,
                        let task = memo.parse(stripped).arguments["taskInState"]
                    {
                        stateReport = (stripped, task)
                    }
                    let named = Remarks.namedItems(in: clause, context: context)
                    antecedents += named
                    namedJustBefore = Self.topic(of: clause, named: named)
                    continue
                }
                // Anything else nobody understands cancels the plan. "cancel my netflix and
                // delete the DJ task": a command pb does not do, beside one on a stored
                // task, is named in the reply; the whole read as one would take the second
                // command for more of the first one's name.
                let later = clauses[(index + 1)...].flatMap { readClause($0, memo: memo) ?? [] }
                return Self.commandNotDone([stripped], besideChanges: later, memo: memo)
                    ?? finish([memo.parse(text)])
            }
            let pointed = read.map { Self.pointing($0, at: namedJustBefore) }
            pointedAtRemark = pointedAtRemark || pointed != read
            steps += Self.listing(
                Self.adding(items[index], to: pointed, memo: memo), after: steps, clause: clause,
                memo: memo)
            namedJustBefore = nil
            previous = clause
        }
        if steps.isEmpty || droppedRemarks.count == clauses.count {
            return finish([memo.parse(text)])
        }
        // "whatsapp the group that football's off, then add kit wash": a request for
        // another app, said before pb's, is no remark either.
        if let part = droppedRemarks.first(where: {
            UnreadRequests.asksAnotherApp($0, memo: memo)
        }) {
            return [ParsedIntent(.decline, ["unreadPart": part, "otherApp": "yes"])]
        }
        // "the yoga class is done, also move the dentist to thursday": a task reported
        // done that finds nothing is a change not made, so none is.
        if let name = doneOfNothing, steps.contains(where: \.tool.changesData) {
            return [ParsedIntent(.decline, ["noTaskNamed": name])]
        }
        // Dropped as a remark, it might have been meant as the task's completion: nothing
        // is done, and the reply says what was not understood. Not when a later step points
        // back at the item ("the fence is broken again, make it urgent").
        if let report = stateReport, !pointedAtRemark,
            !steps.contains(where: StepReferences.pointsBack)
        {
            return [
                ParsedIntent(.decline, ["unreadPart": report.part, "taskInState": report.task])
            ]
        }
        steps = Self.withoutHeadsBeforeQuestions(steps)
        steps = Self.filingUnderLabel(steps, head: clauses[0])
        if let last = ranges.last {
            steps = Self.scoringTheDay(steps, told: text[..<last.lowerBound])
        }
        steps = Self.datingUnderLabel(steps, head: clauses[0], memo: memo)
        if errands > 0,
            !steps.contains(where: { $0.tool == .createTask && $0.frame != Self.errandFrame })
        {
            guard let settled = ErrandTopics.settle(steps, context: context) else {
                return Self.commandNotDone(
                    steps.filter { $0.frame == Self.errandFrame }.compactMap {
                        $0.arguments["title"]
                    }, besideChanges: steps, memo: memo) ?? finish([memo.parse(text)])
            }
            steps = settled
        }
        // Once more after pronouns are resolved: "they only need doing once a week - make
        // water the plants every monday" tells, then asks, the same change of one task.
        return Self.withoutChangesSaidTwice(
            StepReferences.resolve(
                Self.withoutChangesSaidTwice(steps, context: context), antecedents: antecedents),
            context: context)
    }

    /// The decline naming the first of `parts` that opens with a command word, when one
    /// does and a step of `steps` changes a stored task: "cancel my netflix and delete
    /// the DJ task" is a command pb does not do beside one it does, and the whole read as
    /// one would take the second command for more of the first one's name. Nil without a
    /// store, or with no such part.
    static func commandNotDone(
        _ parts: [String], besideChanges steps: [ParsedIntent], memo: ParseMemo
    ) -> [ParsedIntent]? {
        guard memo.context.grounded, steps.contains(where: \.tool.changesOneTask),
            let part = parts.first(where: { opensWithCommand($0, memo: memo) })
        else { return nil }
        return [ParsedIntent(.decline, ["unreadPart": part])]
    }

    /// "remind me, what is the plumber's number?": a capture's head with nothing to
    /// capture, said before a question, asks to be told the answer. No task is made.
    static func withoutHeadsBeforeQuestions(_ steps: [ParsedIntent]) -> [ParsedIntent] {
        steps.indices.compactMap { index in
            let step = steps[index]
            guard CaptureFrames.isBareHead(step), index + 1 < steps.count else { return step }
            let next = steps[index + 1]
            return next.tool.changesData || next.tool == .decline ? step : nil
        }
    }

    /// "productive day, got the budget drafted, mood 4": a score said last is the day's,
    /// and the day is what was told before it. What was reported done is done, and the
    /// entry keeps the words, not "mood 4". "long day, back to back meetings. mood 2":
    /// what read as a look at the calendar or the list, with nothing asked, was the day
    /// told, and the entry is all of it. Unchanged unless the last step is a score alone
    /// and every step before it a completion or such a look.
    static func scoringTheDay(_ steps: [ParsedIntent], told: Substring) -> [ParsedIntent] {
        guard steps.count > 1, let last = steps.last, last.tool == .journalEntry,
            last.frame == KnowledgeFrames.moodOnlyName
        else { return steps }
        let words = SlotText.stripPunctuation(String(told))
        guard !words.isEmpty else { return steps }
        let before = steps.dropLast()
        if !told.contains("?"), before.allSatisfy({ Self.looks.contains($0.tool) }) {
            var entry = last
            entry.arguments["text"] = words
            return [entry]
        }
        guard before.allSatisfy({ $0.tool == .completeTask }) else { return steps }
        var scored = steps
        scored[scored.count - 1].arguments["text"] = words
        return scored
    }

    /// Tools that only show what is there: said without a question, a remark.
    static let looks: Set<ToolName> = [.calendarAgenda, .agenda, .listTasks]

    /// `steps` without a change followed at once by the same change of the same stored
    /// task: "the van has to be booked by the 20th not the 27th so can you change the
    /// removal van to the 20th" told it, then asked it. The one said last is kept.
    static func withoutChangesSaidTwice(_ steps: [ParsedIntent], context: ParseContext)
        -> [ParsedIntent]
    {
        // A step dropped would move the steps after it, which "$N" may point at.
        guard context.grounded, steps.count > 1,
            !steps.contains(where: { $0.arguments.values.contains { $0.hasPrefix("$") } })
        else { return steps }
        // Each step's stored task, looked up once (a lookup reads the store).
        let tasks = steps.map { step -> String? in
            guard step.tool.changesOneTask, let said = step.arguments["task"] else { return nil }
            return context.names.openTask(named: said) ?? context.names.doneTask(named: said)
        }
        return steps.indices.compactMap { index in
            let next = index + 1
            let saidAgain =
                next < steps.count && steps[next].tool == steps[index].tool
                && tasks[index] != nil && tasks[next] == tasks[index]
            return saidAgain ? nil : steps[index]
        }
    }

    /// `steps` with the last step that carries a priority (a capture or a priority change)
    /// at `level`; unchanged when none does, or when the request was declined, or when
    /// `unlessSaid` and that step says a level of its own ("high, not urgent").
    static func settle(_ steps: [ParsedIntent], on level: String, unlessSaid: Bool = false)
        -> [ParsedIntent]
    {
        guard
            let index = steps.lastIndex(where: { $0.tool == .setPriority || $0.tool == .createTask }
            ), !(unlessSaid && steps[index].arguments["priority"] != nil)
        else { return steps }
        var settled = steps
        settled[index].arguments["priority"] = level
        return settled
    }

    /// `steps` with every capture and priority change at `level`: "add bread and milk to
    /// shopping, both urgent". A step of another kind keeps what it was.
    static func settleEvery(_ steps: [ParsedIntent], on level: String) -> [ParsedIntent] {
        steps.map { step in
            guard step.tool == .setPriority || step.tool == .createTask else { return step }
            var settled = step
            settled.arguments["priority"] = level
            return settled
        }
    }

    /// `steps`, a list capture, and one more capture for each of `items` on the same list.
    static func adding(_ items: [String]?, to steps: [ParsedIntent], memo: ParseMemo)
        -> [ParsedIntent]
    {
        guard let items, let last = steps.last else { return steps }
        return steps + ListExpansion.captures(items, project: last.arguments["project"], memo: memo)
    }

    /// "add eggs to the shopping list, then show me the list": a listing of "the list"
    /// (or "that list") after captures onto a named list shows that list.
    static func listing(
        _ read: [ParsedIntent], after steps: [ParsedIntent], clause: String, memo: ParseMemo
    ) -> [ParsedIntent] {
        guard read.count == 1, read[0].tool == .listTasks, read[0].arguments["project"] == nil,
            let project = steps.last(where: { $0.tool == .createTask })?.arguments["project"],
            !project.hasPrefix("$"),
            Self.thatList.suffix(of: memo.utterance(clause).normalized) != nil
        else { return read }
        var listing = read[0]
        listing.arguments["project"] = project
        return [listing]
    }

    static let thatList = AffixList([
        " the list", " that list", " this list", " the list?", " that list?", " the list.",
    ])

    /// Whether `clause` is a short exclamation (`Remarks.isExclamation`) and no date said
    /// first ("tomorrow morning, remind me ...").
    static func isExclamation(_ clause: String, memo: ParseMemo) -> Bool {
        // "so tired": a "so" that opens the request says how much, and is kept.
        let said =
            clause.startsCaseless(with: "so ") ? clause : Segmenter.stripLeadingJoiner(clause)
        let utterance = memo.utterance(said)
        return Remarks.isExclamation(utterance.words)
            && DateParser(now: memo.context.now).firstMatch(in: utterance.normalized) == nil
    }

    /// Whether `segment` says what is said in the getting in touch `previous` asks for,
    /// among its first words: "add call the venue" / "and ask about parking". Not a
    /// request of the assistant ("tell me what's due").
    static func saysWhatIsSaid(_ segment: String, after previous: String, memo: ParseMemo)
        -> Bool
    {
        guard TaskVerbs.saysSomething(memo.utterance(segment)) else { return false }
        return memo.utterance(previous).words.prefix(5).contains(
            where: TaskVerbs.contactVerbs.contains)
    }

    /// Words that give a clause its own verb after its subject: the modals and forms of
    /// "be" and "have".
    static let ownVerbs: Set<String> = [
        "can", "could", "will", "would", "should", "must", "is", "are", "was", "were", "has",
        "have", "had", "can't", "cant", "won't", "wont", "isn't", "isnt", "aren't", "arent",
    ]

    /// The frame of a step made from a bare errand beside a capture.
    static let errandFrame = "errandBesideCapture"

    static func wordCount(_ text: String) -> Int {
        text.utf8.reduce(1) { $1 == UInt8(ascii: " ") ? $0 + 1 : $0 }
    }

    /// The task the grammar offered when it declined the clause ("buy milk"), if it did.
    func offeredTask(_ raw: String, memo: ParseMemo) -> String? {
        memo.parse(Segmenter.stripLeadingJoiner(raw)).arguments["suggestTask"]
    }

    func offersTask(_ raw: String, memo: ParseMemo) -> Bool {
        offeredTask(raw, memo: memo) != nil
    }

    /// The errand a declined clause names: the task the grammar offered ("buy milk"), or
    /// the clause itself when it opens with a verb of the errands a list holds ("call
    /// mum", declined alone as a phone call). Nil for a clause the grammar reads ("drop
    /// table tasks" deletes).
    func errand(_ raw: String, memo: ParseMemo) -> String? {
        let stripped = Segmenter.stripLeadingJoiner(raw)
        // An errand said with when to do it reads as its capture ("renew the insurance by
        // Friday"); beside another request it is still an errand.
        let reading = memo.parse(stripped)
        guard reading.tool == .decline || reading.frame == DatedErrands.name,
            // "..., and send her a calendar invite": another app's, done with what was said.
            !UnreadRequests.asksAnotherAppOfWhatWasSaid(stripped, memo: memo)
        else { return nil }
        if let offered = offeredTask(raw, memo: memo) { return offered }
        return ListExpansion.isBareErrand(stripped, memo: memo) ? stripped : nil
    }

    /// The clipped move a clause says alone ("gutters to sunday"), or nil.
    func clippedMove(_ raw: String, memo: ParseMemo) -> ParsedIntent? {
        let reading = memo.parse(Segmenter.stripLeadingJoiner(raw))
        return reading.isClipped ? reading : nil
    }

    /// A clause's errand (see `errand`) read as a capture; nil for anything else.
    func bareErrand(_ raw: String, memo: ParseMemo) -> ParsedIntent? {
        guard let errand = errand(raw, memo: memo),
            var step = ListExpansion.captures([errand], project: nil, memo: memo).first
        else { return nil }
        step.frame = Self.errandFrame
        return step
    }

    /// The steps of one clause: a list expansion, a parse, or an errand list. Nil when the
    /// clause is not understood.
    func readClause(_ raw: String, memo: ParseMemo) -> [ParsedIntent]? {
        memo.clause(raw) { readClauseUncached($0, memo: memo) }
    }

    private func readClauseUncached(_ raw: String, memo: ParseMemo) -> [ParsedIntent]? {
        let clause = Segmenter.stripLeadingJoiner(raw)
        if let filed = labelledCaptures(clause, memo: memo) { return filed }
        if let expanded = ListExpansion.expand(clause, memo: memo) { return expanded }
        let reading = memo.parse(clause)
        // "today was awful, move the dentist": a day told beside a request is a remark
        // about it, not a diary entry nobody asked for.
        if reading.isDayOrFeelingTold, raw != memo.request { return nil }
        // "... and the freezer till Monday": no verb of its own, it takes the one before.
        // Said first ("gutters to sunday, and bump the mirror up"), there is none before.
        if reading.isClipped, raw != memo.request, !memo.request.hasPrefix(raw) { return nil }
        if reading.tool != .decline {
            // "undo twice": that many undo steps.
            if reading.tool == .undo || reading.tool == .redo,
                let times = reading.arguments["times"].flatMap({ Int($0) }), (2...5).contains(times)
            {
                var one = reading
                one.arguments["times"] = nil
                return Array(repeating: one, count: times)
            }
            if ListCaptureFrames.itemListFrames.contains(reading.frame),
                let split = ListExpansion.splitListCapture(reading, clause: clause, memo: memo)
            {
                return split
            }
            if let split = ListExpansion.splitItemCommand(reading, memo: memo) { return split }
            if let split = ListExpansion.splitLink(reading, memo: memo) { return split }
            if let split = ListExpansion.splitProjectErrands(reading, memo: memo) { return split }
            if let split = ListExpansion.splitNewProject(reading, memo: memo) { return split }
            return [reading]
        }
        // "bike serviced tick it off": the report, then the request to complete it.
        if let read = ListExpansion.errandList(clause, memo: memo)
            ?? confirmedReport(clause, memo: memo)
        {
            return read
        }
        // "..., council tax paid 🙌": emoji closing the request decorate its last part,
        // which is read without them when it reads as nothing with them (a new task's
        // title keeps its own).
        let bare = SlotText.withoutClosingEmoji(clause)
        return bare != clause && !bare.isEmpty ? readClause(bare, memo: memo) : nil
    }

    /// "Launch party: add tasks hire a photographer, sort the playlist": a stored
    /// project named as a label before a capture files what it captures there. Nil when
    /// the label is no stored project or what follows captures nothing.
    func labelledCaptures(_ clause: String, memo: ParseMemo) -> [ParsedIntent]? {
        guard memo.context.grounded,
            let colon = clause.utf8.firstIndex(of: UInt8(ascii: ":")),
            clause.utf8.distance(from: clause.utf8.startIndex, to: colon) <= 40
        else { return nil }
        let label = String(clause[..<colon]).trimmingSpaces
        let rest = String(clause[clause.index(after: colon)...]).trimmingSpaces
        guard !label.isEmpty, !rest.isEmpty,
            let project = memo.context.storedProject(
                ItemNames.strippingProjectWord(SlotText.cleanItem(label))),
            let steps = readClause(rest, memo: memo),
            steps.allSatisfy({ $0.tool == .createTask })
        else { return nil }
        return steps.map { step in
            var filed = step
            if filed.arguments["project"] == nil { filed.arguments["project"] = project }
            return filed
        }
    }

    /// "delete 'prune the roses', the gardener's doing it": a remark after a command that
    /// acts on an item is an aside, not more of the item's name. After a capture or a
    /// note it is kept: there it is part of what is written down.
    ///
    /// A sentence of its own after a full stop is an aside even where it names a stored
    /// item: "hiring plan done. the quarterly report is next so make that urgent" tells
    /// what is next (what "that" then means); read as more of the completion, the whole
    /// would read as nothing and the completion would be lost with it.
    func isAsideAfterCommand(
        _ segment: String, previous: String, afterSentenceEnd: Bool = false, memo: ParseMemo
    ) -> Bool {
        // The previous clause's reading is already known (opensCommand read it); whether
        // the segment is a remark needs it tokenized, so it is asked last.
        // "... every Tuesday and Friday", "... monthly, on the 1st": when, said after the
        // command, is more of it, no aside.
        let stripped = Segmenter.stripLeadingJoiner(segment)
        // "remind me to call mum tomorrow, she's not been well", "what's the plumber's
        // number, the kids have flooded the bathroom": after a capture or a question, a
        // sentence of its own set off by a mark alone tells why. It is no more of the
        // title or the question; a note's or the diary's text goes on.
        if let read = readClause(previous, memo: memo), let last = read.last,
            Self.keepsText.contains(last.tool)
        {
            // A title said in quotes ends where its quote closes: "rename 'X' to 'Y', I got
            // it wrong".
            return
                (Self.asideAfterText.contains(last.tool)
                || (!Self.freeText.contains(last.tool) && Self.endsInQuotedText(previous)))
                && stripped.utf8.count == segment.trimmingSpaces.utf8.count
                && (Remarks.isStatedSentence(memo.utterance(stripped).normalized)
                    || Remarks.opensWithPastVerb(memo.utterance(stripped)))
                && readClause(stripped, memo: memo) == nil
        }
        guard itemCommandReading(previous, memo: memo) != nil,
            !Self.namesStoredItems(segment, memo: memo)
                || (afterSentenceEnd && stripped.utf8.count == segment.trimmingSpaces.utf8.count
                    && Remarks.isStatedSentence(memo.utterance(stripped).normalized)),
            !DateParser.saysOnlyDays(stripped),
            DateCorrections.dateAlone(in: memo.utterance(stripped).normalized, memo: memo) == nil
        else { return false }
        // "move the MOT to saturday, I need the car for the school run": a thing of one's
        // own needed, said after a change to a stored task, is why; no errand.
        if Self.needsOwnThing.matches(memo.utterance(stripped).normalized) { return true }
        // "mark the gutters done, I also want to see what's overdue": a want said is a
        // request, never an aside to drop, read or not.
        if Self.saysAWant.matches(memo.utterance(stripped).normalized) { return false }
        return Remarks.isRemark(segment, memo: memo)
    }

    /// Whether `clause` is a part said as not settled: "maybe clear the loft", "possibly
    /// the contract too". A date after "maybe" corrects one ("..., maybe saturday").
    static func leavesUnsettled(_ clause: String, memo: ParseMemo) -> Bool {
        let words = memo.utterance(clause).words
        guard words.count >= 2, ["maybe", "perhaps", "possibly"].contains(words[0]) else {
            return false
        }
        let rest = words.dropFirst().joined(separator: " ")
        return DateCorrections.dateAlone(in: rest, memo: memo) == nil
    }

    /// "tick off batteries and milk from the shopping list", "tick off milk and batteries
    /// got both at tesco": the words after "and" name more stored tasks the command acts
    /// on, read with it, however they go on. No aside to drop.
    func namesMoreItems(_ merged: String, than previous: String, memo: ParseMemo) -> Bool {
        guard memo.context.grounded, let alone = readClause(previous, memo: memo),
            alone.count == 1, alone[0].tool.changesOneTask,
            let together = readClause(merged, memo: memo), together.count > alone.count
        else { return false }
        return together.allSatisfy { step in
            step.tool == alone[0].tool
                && step.arguments["task"].map { memo.context.names.openTask(named: $0) != nil }
                    == true
        }
    }

    /// The decline for `segment`, read as nothing alone and as no part of what `previous`
    /// asks, when it asks for something pb does not do, so that doing the rest would
    /// leave half the request undone: nil when it asks nothing. A request for another app
    /// (`UnreadRequests`): after a capture, a note or a diary line, only one about what
    /// was said or that only another app answers, as a list's items open with errands;
    /// after a change (not an undo, whose reason may follow), any, unless it names stored
    /// items the change acts on too. Or a question pb cannot answer
    /// (`UnreadRequests.asksSomethingElse`), after a change or a new task's title.
    func unreadRequest(_ segment: String, after previous: String, memo: ParseMemo)
        -> [ParsedIntent]?
    {
        guard let left = readClause(previous, memo: memo), let last = left.last else {
            return nil
        }
        let otherApp = [ParsedIntent(.decline, ["unreadPart": segment, "otherApp": "yes"])]
        let question = [ParsedIntent(.decline, ["unreadPart": segment, "question": "yes"])]
        // "paid the water bill — can you forward the receipt to my accountant?": asked of
        // pb, which cannot, after anything.
        if UnreadRequests.asksPbToDoIt(segment, memo: memo) { return otherApp }
        if Self.keepsText.contains(last.tool) {
            if UnreadRequests.asksAnotherAppOfWhatWasSaid(segment, memo: memo) { return otherApp }
            // A task's title or a project's name holds no question ("start a new project
            // Rome trip, and what's the euro exchange rate today?").
            return [.createTask, .createProject].contains(last.tool)
                && UnreadRequests.asksSomethingElse(segment, memo: memo) ? question : nil
        }
        // "whats on tmrw and is it gonna be sunny": a question pb cannot answer after a
        // look at the list, which the answer would leave unanswered. ("..., and tell me
        // what's on it" asks for the look.)
        if left.allSatisfy({ Self.looks.contains($0.tool) }) {
            return UnreadRequests.asksSomethingElse(segment, memo: memo) ? question : nil
        }
        guard left.contains(where: Self.changesItems),
            !Self.namesStoredItems(segment, memo: memo)
        else { return nil }
        if UnreadRequests.asksAnotherApp(segment, memo: memo) { return otherApp }
        return UnreadRequests.asksSomethingElse(segment, memo: memo) ? question : nil
    }

    /// "I also want to see ...", "we'd like ...", "I need you to ...": the speaker asking.
    static let saysAWant = Pattern(
        grammar:
            "^(?:i|we) (?:also |really |just |still |now |then )?(?:want|wanna|would like|'d like|need you)\\b|^(?:i'd|we'd) (?:also |really |just )?like\\b"
    )

    /// Whether `clause` ends with a closing quote mark that closes a quotation opened in
    /// it: "rename 'a' to 'b'", "add \"buy stamps\"".
    static func endsInQuotedText(_ clause: String) -> Bool {
        let trimmed = clause.trimmingSpaces
        guard let last = trimmed.last, QuoteMarks.pairs.contains(where: { $0.close == last })
        else { return false }
        return trimmed.dropLast().contains { mark in
            QuoteMarks.pairs.contains { $0.open == mark || $0.close == mark }
        }
    }

    /// "I need the car ...", "we'll need my laptop ...": a particular thing needed.
    static let needsOwnThing = Pattern(
        grammar:
            "^(?:i|we|i'll|we'll|i will|we will|i still|we still) (?:need|needed) (?:the|my|our|his|her|their|it|that|this)\\b"
    )

    /// "tick off milk, batteries and seeds", "link the wifi note to buy seeds and the
    /// garden project": a segment of nothing but names of stored items goes on the list
    /// of the command before it, not beside it as a remark.
    static func namesStoredItems(_ segment: String, memo: ParseMemo) -> Bool {
        guard memo.context.grounded else { return false }
        let names = memo.context.names
        let stripped = Segmenter.stripLeadingJoiner(segment)
        // "it's been called off" is a statement, whatever a task's words.
        let first = stripped.split(separator: " ").first.map { $0.lowercased() } ?? ""
        guard !Remarks.statementWords.contains(first) else { return false }
        let items = Coordination.items(stripped).map(SlotText.cleanItem)
        return !items.isEmpty && items.allSatisfy(names.namesAnItem)
    }

    /// What a segment set off by a mark after `previous` is said after: the command
    /// before it, when `previous` (the last of `ranges`) only names one more thing for
    /// that command and reads as nothing alone ("delete the offsite *and the mirror*,
    /// neither is happening"); else `previous`.
    func saidOfTheCommand(
        _ previous: String, ranges: [Range<String.Index>], in text: String, memo: ParseMemo
    ) -> String {
        guard ranges.count > 1, readClause(previous, memo: memo) == nil else { return previous }
        let before = String(text[ranges[ranges.count - 2]])
        guard itemCommandReading(before, memo: memo) != nil,
            ellipsis(previous, after: before, memo: memo) != nil
        else { return previous }
        return before
    }

    /// The previous clause's reading when its last step acts on an item rather than
    /// keeping text (a capture or a note goes on with the words after it); nil else.
    func itemCommandReading(_ previous: String, memo: ParseMemo) -> [ParsedIntent]? {
        guard let read = readClause(previous, memo: memo), let last = read.last,
            !Self.keepsText.contains(last.tool)
        else { return nil }
        return read
    }

    /// "how much did Swift Movers quote us? also the van booking can move to the 25th": a
    /// question asked of pb's notes or list ends at its question mark, and what follows,
    /// when it reads alone, is a step of its own (a note's or a diary's text may hold a
    /// question; a question does not hold a request).
    func readsAloneAfterAQuestion(
        _ segment: String, previous: String, joiner: Substring, memo: ParseMemo
    ) -> Bool {
        guard joiner.contains("?"),
            let left = readClause(previous, memo: memo),
            left.allSatisfy({ Self.lookups.contains($0.tool) }),
            let right = readClause(Segmenter.stripLeadingJoiner(segment), memo: memo)
        else { return false }
        return Self.readsEveryStep(right)
    }

    /// "finish the water bill and the council tax, then show me my tasks": after a clause
    /// read by ellipsis ("the council tax"), which reads as nothing alone, a clause that
    /// opens with a command word and reads is a step of its own.
    func opensAfterEllipsis(
        _ segment: String, previous: String, before: String?, memo: ParseMemo
    ) -> Bool {
        // Without a store an ellipsis may read anything ("next up" completed).
        guard memo.context.grounded, let before, readClause(previous, memo: memo) == nil else {
            return false
        }
        let stripped = Segmenter.stripLeadingJoiner(segment)
        guard Self.strongOpener(stripped, memo: memo), readClause(stripped, memo: memo) != nil
        else { return false }
        return ellipsis(previous, after: before, memo: memo) != nil
    }

    /// A segment that opens with a command word yet reads as nothing, after a clause that
    /// reads, and that read with it (`merged`) either turns it into another request or,
    /// after a command that acts on an item, adds nothing to it: no part of the command,
    /// and no remark, but a request pb did not understand. "pull up
    /// my calendar and tell me what I have on March 30" reads as one; after a capture or
    /// a note the words are part of what is written.
    func leavesCommandUnread(
        _ segment: String, previous: String, merged: String, memo: ParseMemo
    ) -> Bool {
        let stripped = Segmenter.stripLeadingJoiner(segment)
        // "..., Mark's on leave till the 25th": a word with its "'s" is a subject, not a
        // command.
        let first = stripped.prefix { $0 != " " }
        guard !first.hasSuffix("'s"), !first.hasSuffix("\u{2019}s"),
            Self.itemCommandOpener.matches(memo.utterance(stripped).normalized),
            let left = readClause(previous, memo: memo),
            readClause(stripped, memo: memo) == nil
        else { return false }
        let whole = readClause(merged, memo: memo) ?? [memo.parse(merged)]
        // Read together they are another request: "put eggs on the list and make them
        // all low priority" is no priority on a task called "eggs ... them all".
        if Set(whole.map(\.tool)) != Set(left.map(\.tool)) { return true }
        // "add tasks: write the JD and set up the panel": read together, one item more.
        if whole.count > left.count { return false }
        return itemCommandReading(previous, memo: memo) != nil && whole == left
    }

    /// Whether `clause`, closed by the question mark in `between`, asks whether pb can do
    /// something, and reads as no request itself: "can you do reminders?", "is there a
    /// snooze?", "how do projects work?". The request said after it answers it.
    func asksWhetherItCan(_ clause: String, before between: Substring, memo: ParseMemo) -> Bool {
        let asked = memo.utterance(Segmenter.stripLeadingJoiner(clause)).normalized
        guard between.contains("?"), Self.abilityQuestion.matches(asked),
            // "is it going to rain this weekend? if so ...": a state of the world asked,
            // which pb cannot answer, where "is it possible to ...?" asks what pb can do.
            !Self.askedOfBeing.matches(asked) || Self.abilityWords.matches(asked)
        else { return false }
        return readClause(clause, memo: memo) == nil
    }

    /// A question of "is" or "are" (not "is there", which asks what pb has): about pb
    /// only with a word of being able (`abilityWords`).
    static let askedOfBeing = Pattern(grammar: "^(?:is|are)\\b(?! there\\b)")
    static let abilityWords = Pattern(
        grammar: "\\b(?:possible|able|ok|okay|allowed|supported|a way|any way)\\b")

    /// A yes-no question about what pb, its user or its items can do or hold.
    static let abilityQuestion = Pattern(
        grammar:
            "^(?:can|could|do|does|will|would|are|is|how do|how does|how can)(?: (?:you|u|pb|i|we|it|this|there|tasks?|projects?|notes?|reminders?|the app|this app|things))\\b"
    )

    /// "pull up my agenda, just the overdue stuff": a listing narrowed by what follows it
    /// ("just ...", "only ...") is one listing, when the two read together as one.
    func narrowsListing(_ segment: String, after previous: String, memo: ParseMemo) -> Bool {
        let stripped = Segmenter.stripLeadingJoiner(segment)
        guard stripped.startsCaseless(with: "just ") || stripped.startsCaseless(with: "only "),
            let left = readClause(previous, memo: memo), left.count == 1,
            Self.listings.contains(left[0].tool)
        else { return false }
        let whole = memo.parse(previous + ", " + stripped)
        return Self.listings.contains(whole.tool)
    }

    static let listings: Set<ToolName> = [.listTasks, .agenda]
    /// Whether the words between two clauses end in "so", which the split takes as a
    /// joiner: "the slides are done and so is the press release" says the same again.
    static func saidAfterSo(_ between: Substring) -> Bool {
        // Read by byte: the text between two clauses is asked about at every split.
        var bytes = between.utf8[...]
        while let last = bytes.last, last == UInt8(ascii: " ") || last == UInt8(ascii: ",") {
            bytes = bytes.dropLast()
        }
        guard bytes.count >= 2 else { return false }
        let first = bytes[bytes.index(bytes.endIndex, offsetBy: -2)] | 0x20
        let second = bytes[bytes.index(before: bytes.endIndex)] | 0x20
        guard first == UInt8(ascii: "s"), second == UInt8(ascii: "o") else { return false }
        let before = bytes.dropLast(2).last
        return before == nil || before == UInt8(ascii: " ") || before == UInt8(ascii: ",")
    }

    /// Whether the words between two segments ("then" in ", then") join requests; a
    /// mark alone, "and" or "plus" join the items of a list.
    static func joinedByAWord(_ between: Substring) -> Bool {
        let bytes = between.utf8
        // ASCII, as the text between two clauses nearly always is: letters are bytes.
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            return between.split(whereSeparator: { !$0.isLetter }).contains {
                $0 != "and" && $0 != "plus"
            }
        }
        var start = bytes.startIndex
        while start < bytes.endIndex {
            guard ASCIIBytes.isLetter(bytes[start]) else {
                start = bytes.index(after: start)
                continue
            }
            var end = start
            while end < bytes.endIndex, ASCIIBytes.isLetter(bytes[end]) {
                end = bytes.index(after: end)
            }
            let word = bytes[start..<end]
            if !word.elementsEqual("and".utf8), !word.elementsEqual("plus".utf8) { return true }
            start = end
        }
        return false
    }

    /// Tools that look something up in what is stored.
    static let lookups: Set<ToolName> = [.searchEverything, .askNotes]

    /// Whether `segment` starts a new step after `previous` rather than continuing it.
    /// `joinedByAWord`: a word other than "and" stands between it and the clause before
    /// ("..., then find the wifi password"), not a mark alone.
    func opensCommand(
        _ segment: String, after previous: String, joinedByAWord: Bool = true,
        joinedByAnd: Bool = true, joinedByBut: Bool = false, memo: ParseMemo
    ) -> Bool {
        let stripped = Segmenter.stripLeadingJoiner(segment)
        if ListExpansion.startsTaskList(stripped, memo: memo) { return true }
        // "move the MOT to saturday, I need the car ...": why, not a capture (see
        // `isAsideAfterCommand`).
        if Self.needsOwnThing.matches(memo.utterance(stripped).normalized),
            itemCommandReading(previous, memo: memo) != nil
        {
            return false
        }
        // "add get three quotes and check planning permission to it": where the last item
        // goes, said by a pronoun, is where they all go; the words before are its items.
        if joinedByAnd, Self.endsInPlacePronoun(stripped),
            let whole = readClause(previous + " and " + stripped, memo: memo),
            whole.count > 1,
            whole.allSatisfy({ step in
                ListCaptureFrames.addToListNames.contains(step.frame)
                    && step.arguments["project"] != nil
            })
        {
            return false
        }
        // "remind me to email the coach and ask about Saturday": what is said, one errand.
        if joinedByAnd, !segment.includes("then "),
            Self.saysWhatIsSaid(stripped, after: previous, memo: memo)
        {
            return false
        }
        guard let left = readClause(previous, memo: memo) else {
            // "good day, mood 4": a score alone is said of the words before it, which
            // are the entry.
            if stripped.startsCaseless(with: "mood ") || stripped.startsCaseless(with: "my mood "),
                memo.parse(stripped).frame == KnowledgeFrames.moodOnlyName
            {
                return false
            }
            // "ugh the boiler's making that noise again - remind me to ring dave": what
            // happened, then a clear command. The story is a remark beside it.
            // A question after a story is asked beside it too, when it changes nothing:
            // "i feel like i've dropped loads of balls lately, which tasks are overdue".
            let story =
                !joinedByAnd
                && (Self.isPreamble(previous, memo: memo)
                    || Self.isExclamation(previous, memo: memo))
            // "i was off sick on monday, so the report needs moving to friday": a change
            // said as what follows from the story is asked as a command is.
            let commands =
                story
                && (Self.opensWithCommand(stripped, memo: memo)
                    || (segment.startsCaseless(with: "so ")
                        && Remarks.doneOfNothingStored(
                            Segmenter.stripLeadingJoiner(previous), context: memo.context) == nil
                        && readClause(stripped, memo: memo)?.allSatisfy(\.tool.changesData)
                            == true))
            if story,
                commands
                    || QuestionFallback.questionOpening.matches(memo.utterance(stripped).normalized)
                    || readClause(stripped, memo: memo).map(Self.onlyUndoes) == true,
                let right = readClause(stripped, memo: memo), Self.readsEveryStep(right),
                // "I've made a muddle. Could you take back what you just did?": undo and
                // redo name nothing a story could have meant.
                commands
                    || !right.contains(where: Self.changesItems),
                !right.contains(where: Self.capturesAPronoun),
                // "it" after a story that names nothing stored has nothing to mean.
                !right.contains(where: StepReferences.pointsBack)
                    || Remarks.namedItem(in: previous, context: memo.context) != nil
            {
                return true
            }
            // "offsite to 30 april, quarterly report to fri": two stored tasks, each with
            // its day and no verb, are two moves. So is one, before a request that reads
            // alone: "..., mirror to sunday, and the seeds are done".
            if memo.context.grounded, clippedMove(previous, memo: memo) != nil,
                clippedMove(stripped, memo: memo) != nil
                    || readClause(stripped, memo: memo).map(Self.readsEveryStep) == true
            {
                return true
            }
            // "did priya sign yet, mark the contract done": a question pb cannot answer,
            // then a command; the question is no part of the command's words (the plan
            // then stops at the question).
            if !joinedByAnd, Self.opensWithCommand(stripped, memo: memo),
                UnreadRequests.asksWhether(Segmenter.stripLeadingJoiner(previous), memo: memo)
            {
                return true
            }
            // "honestly dreading it but make the dentist call high priority": what is felt,
            // then "but" and a command, which is the request.
            if joinedByBut,
                Self.opensWithCommand(stripped, memo: memo),
                Remarks.isRemark(previous, memo: memo),
                let right = readClause(stripped, memo: memo), Self.readsEveryStep(right),
                !right.contains(where: StepReferences.pointsBack)
            {
                return true
            }
            // "play something chill on spotify, then show me today's agenda": another
            // app's request, then a question of pb's: the request is no part of the
            // question's words, which would read the whole as the question alone (the
            // plan then stops at the other app's part). Before a change, the whole reads
            // as nothing as it is.
            let asked = Segmenter.stripLeadingJoiner(previous)
            if !joinedByAnd, let verb = memo.utterance(asked).firstWord,
                DeclineEvidence.isOtherAppWord(verb),
                Self.opensWithCommand(stripped, memo: memo),
                UnreadRequests.asksAnotherApp(asked, memo: memo),
                let right = readClause(stripped, memo: memo),
                !right.contains(where: \.tool.changesData)
            {
                return true
            }
            // "cancel my netflix and delete the DJ task": a command of its own on a stored
            // task, after words that open with a command and read as nothing, is no more
            // of their name; the words before are left unread, and nothing is done.
            if memo.context.grounded, Self.strongOpener(stripped, memo: memo),
                Self.opensWithCommand(previous, memo: memo),
                let right = readClause(stripped, memo: memo), right.count == 1,
                right[0].tool.changesOneTask,
                let task = right[0].arguments["task"],
                memo.context.names.openTask(named: task) != nil
            {
                return true
            }
            // Each case below needs the words after read, a parse; each is first told by
            // something cheaper, and most clauses that read as nothing are none of them.
            let errand = offersTask(previous, memo: memo)
            let short =
                Self.wordCount(stripped) <= Fronting.maximumHeadWords
                && CaptureFrames.mayBeBareHead(memo.utterance(stripped))
            guard errand || short || memo.context.grounded,
                let right = readClause(stripped, memo: memo)
            else { return false }
            // "the bins go out on Thursday - can you set a reminder": a capture's head
            // after what it is about, for the afterthought to join.
            if short, right.count == 1,
                CaptureFrames.isBareHead(right[0]) || Fronting.capturesWhatWasSaid(right[0])
            {
                return true
            }
            // "the DJ matters more now, make it medium priority": a remark, then a command
            // about the item it names.
            if memo.context.grounded, right.count == 1, StepReferences.pointsBack(right[0]),
                Remarks.isRemark(previous, memo: memo),
                Remarks.namedItem(in: previous, context: memo.context) != nil
            {
                return true
            }
            // "buy milk, remind me to call mum": an errand, then a command of its own.
            return errand && !ListExpansion.isBareErrand(stripped, memo: memo)
        }
        // After free text ("note: X, and Y"), only a clear new command starts a step.
        if let l = left.last, Self.freeText.contains(l.tool) {
            // "whats the boiler pressure meant to be and when is the plumber call due": a
            // question of its own, opened by its own question word, after a question.
            let asks = { (text: String) in
                memo.utterance(text).firstWord.map(UnreadRequests.questionWords.contains) == true
            }
            if Self.lookups.contains(l.tool), asks(stripped),
                asks(Segmenter.stripLeadingJoiner(previous)),
                let r = readClause(stripped, memo: memo), !r.contains(where: \.tool.changesData)
            {
                return true
            }
            // The opener first: it is a look at the first words, the reading a parse.
            guard Self.strongOpener(stripped, memo: memo),
                let r = readClause(stripped, memo: memo)?.first, r.tool != l.tool
            else {
                return false
            }
        }
        let inTaskList = ListExpansion.startsTaskList(
            Segmenter.stripLeadingJoiner(previous), memo: memo)
        // An errand's verb may open a command on a stored task too: "take batteries off
        // the list" deletes, where "take the bins out" is one more errand.
        if let right = readClause(stripped, memo: memo),
            !ListExpansion.isBareErrand(stripped, memo: memo)
                || right.contains(where: { $0.tool.changesOneTask })
        {
            // "add tasks: pick tiles, find a plumber": in a list of tasks, an item set off
            // by a mark alone that would only look something up is one more task.
            let lookup = right.allSatisfy { Self.lookups.contains($0.tool) }
            return !(inTaskList && lookup && !joinedByAWord)
        }
        // Inside "add tasks: a, b and c" every item continues the list.
        if inTaskList { return false }
        // "... and email the coach at 2pm" after a capture: the same capture again, unless the
        // left title would be left a bare verb ("add a task to wash and dry the bedding").
        if let e = ellipsis(segment, after: previous, memo: memo), let l = left.last {
            if l.tool == .createTask, (l.arguments["title"] ?? "").split(separator: " ").count < 2 {
                return false
            }
            return e.first?.tool == l.tool
        }
        // "bump the mirror up to high, gutters to sunday": a stored task and a day, which
        // no verb before reaches, is a move of its own.
        if clippedMove(segment, memo: memo) != nil { return true }
        // "add eggs to the shopping list and book the dentist": an errand after a capture
        // it does not continue. In a list of errands, every errand continues the list.
        guard let l = left.last, l.tool == .createTask, l.frame != ListExpansion.frame else {
            return false
        }
        return errand(segment, memo: memo) != nil
    }

    /// A clause with its verb left out, read with the previous clause's head: "move the
    /// dentist to Friday and the slides to Thursday", "remind me to call Gran on Saturday
    /// and to buy flowers on Friday", "... and another to order new glasses".
    func ellipsis(_ raw: String, after previous: String, memo: ParseMemo) -> [ParsedIntent]? {
        var clause = Segmenter.stripLeadingJoiner(raw)
        if let filler = Self.fillers.first(where: { clause.startsCaseless(with: $0) }) {
            clause = String(Substring(clause.utf8.dropFirst(filler.utf8.count)))
        }
        // Words that only point or hedge ("would you", "it is") give a head nothing to
        // act on, and each head tried is a parse.
        // Nor does a statement of its own ("it's been called off"): a verb left out
        // leaves a fragment.
        // The joiners taken off may end in the "so" of "and so are the slides", which
        // matters only before an auxiliary.
        let saidSo =
            clause.utf8.count < raw.utf8.count
            && Self.auxiliaries.contains(where: { clause.startsCaseless(with: $0 + " ") })
            && Self.saidAfterSo(raw.firstRange(of: clause).map { raw[..<$0.lowerBound] } ?? "")
        if let same = statementEllipsis(
            saidSo ? "so " + clause : clause, after: previous, memo: memo)
        {
            return [same]
        }
        let said = memo.utterance(clause).words
        guard said.contains(where: { !FunctionWords.contains($0) }),
            let first = said.first, !Remarks.statementWords.contains(first),
            // "..., and the DJ can be dropped": a subject with its own verb takes none
            // from before. (Each head tried is a parse.)
            !said.dropFirst().prefix(3).contains(where: Self.ownVerbs.contains),
            // "done: hiring plan. quarterly report's next": nor a name with its "'s".
            !Remarks.isStatedSentence(memo.utterance(clause).normalized)
        else { return nil }
        // "..., henderson invoice is paid": a state said of a stored item has its own verb;
        // the command before it does not reach it.
        if memo.context.grounded, memo.parse(clause).arguments["taskInState"] != nil {
            return nil
        }
        let previousText = Segmenter.stripLeadingJoiner(previous)
        let previousReading = memo.parse(previousText)
        // Only verb-led commands leave their verb out; free text (notes, diary, searches)
        // simply goes on.
        guard Self.elliptical.contains(previousReading.tool) else { return nil }
        // "mark the vat return done and the water bill": one more stored task the same
        // change acts on, where the command's words wrap around its item. Every word is
        // the task's own: in "... and the home insurance high", "high" says what to do.
        if memo.context.grounded, previousReading.tool.changesOneTask,
            previousReading.arguments["task"] != nil,
            let item = UnreadRequests.anotherItem(clause),
            let title = memo.context.names.openTask(named: item),
            ParaphraseFrames.saysOnlyWords(of: title, item)
        {
            var same = previousReading
            same.arguments["task"] = item
            return [same]
        }
        let startsInfinitive = clause.startsCaseless(with: "to ")
        var errand = false
        if previousReading.tool == .createTask {
            // "add 'renew the licence' for friday, and 'cancel the gym' for tomorrow": a
            // title in quotes after a dated capture of one in quotes is another, whatever
            // the capture's head. (Undated, the two are a list that shares a date said
            // last: "remind me to 'call mum' and 'buy milk' tomorrow".)
            let quoted =
                previousReading.arguments["due"] != nil
                && QuoteMarks.opens(Substring(clause))
                && previousText.split(separator: " ").dropFirst().contains(where: QuoteMarks.opens)
            // Else a capture's head is left out only before "to ..." or a bare errand.
            guard quoted || CaptureFrames.heads.contains(previousReading.frame) else { return nil }
            errand = !quoted && ListExpansion.isBareErrand(clause, memo: memo)
            guard startsInfinitive || errand || quoted else { return nil }
        }
        // The previous clause's first words, one to four of them, as heads to try.
        let words = previousText.utf8.split(separator: UInt8(ascii: " "))
        for length in 1..<(min(4, words.count) + 1) {
            var prefix = words.prefix(length).map { String(Substring($0)) }.joined(
                separator: " ")
            if startsInfinitive, prefix.endsCaseless(with: " to") {
                prefix = String(Substring(prefix.utf8.dropLast(3)))
            }
            if errand && !startsInfinitive { prefix += " to" }
            let candidate = prefix + " " + clause
            let reading = memo.parse(candidate)
            guard reading.tool == previousReading.tool, reading.tool != .decline else { continue }
            // A left-out verb must still act on something that exists: "... and the slides
            // to Thursday" names a task; "..., my back is killing me" does not.
            if reading.tool != .createTask, memo.context.grounded,
                !IntentParser.actsOnExistingItem(reading, memo.context)
            {
                continue
            }
            // The head is the verb, not the item too: "remove the water bill and pepper"
            // is no task "water bill pepper", and "tick off the water bill and the gas
            // bill" no task "water the gas bill".
            if let before = previousReading.arguments["task"], let item = reading.arguments["task"],
                item.lowercased().includes(before.lowercased())
                    || before.lowercased().split(separator: " ").contains(where: { word in
                        !FunctionWords.contains(String(word))
                            && prefix.lowercased().split(separator: " ").contains(word)
                    })
            {
                continue
            }
            guard Self.contributes(clause, to: reading, after: previousReading, memo: memo) else {
                continue
            }
            let same = Self.sameWhen(reading, as: previousReading, clause: clause, memo: memo)
            return ListExpansion.splitItemCommand(same, memo: memo) ?? [same]
        }
        return nil
    }

    /// A statement about a task, then another item said to be the same: "the slides are
    /// done and the press release too", "... and the press release as well", "... and so
    /// is the press release", "..., same with the press release". The item takes the
    /// words the first statement said after its own task ("are done"), and must read as
    /// the same tool on an item that exists.
    func statementEllipsis(_ clause: String, after previous: String, memo: ParseMemo)
        -> ParsedIntent?
    {
        let utterance = memo.utterance(clause)
        // "... and so is the press release?" asks whether it is.
        guard utterance.original.utf8.last != UInt8(ascii: "?") else { return nil }
        let words = Array(utterance.words.drop { ["and", "but", "oh"].contains($0) })
        guard words.count >= 2, words.count <= 8 else { return nil }
        var item: ArraySlice<String>
        if let last = words.last, Self.sameMarks.contains(last) {
            item = words.dropLast()
            if item.last == "as" { return nil }
        } else if words.count >= 3, words[words.count - 2] == "as", words.last == "well" {
            item = words.dropLast(2)
        } else if let opening = Self.sameOpenings.first(where: { words.starts(with: $0) }) {
            // "... and so is the press release", "..., same with the gutters".
            item = words.dropFirst(opening.count)
        } else {
            return nil
        }
        guard !item.isEmpty, !item.contains(where: Remarks.statementWords.contains) else {
            return nil
        }
        let previousText = Segmenter.stripLeadingJoiner(previous)
        let previousReading = memo.parse(previousText)
        guard previousReading.tool.changesData, let task = previousReading.arguments["task"],
            let said = previousText.firstRange(of: task),
            said.upperBound < previousText.endIndex
        else { return nil }
        var predicate = previousText[said.upperBound...].trimmingSpaces
        // "... is fixed, and so are the gutters": the second item's own verb.
        if words.count > item.count, let verb = words.dropLast(item.count).last,
            Self.auxiliaries.contains(verb), let space = predicate.firstIndex(of: " "),
            Self.auxiliaries.contains(predicate[..<space].lowercased())
        {
            predicate = verb + predicate[space...]
        }
        let reading = memo.parse(item.joined(separator: " ") + " " + predicate)
        guard reading.tool == previousReading.tool, reading.arguments["task"] != nil,
            !memo.context.grounded || IntentParser.actsOnExistingItem(reading, memo.context)
        else { return nil }
        return reading
    }

    /// Words that close an item said to be as the one before: "... and the oven too".
    static let sameMarks: Set<String> = ["too", "also"]
    static let auxiliaries: Set<String> = ["is", "are", "was", "were", "has", "have"]
    /// Words that open one: "... and so are the gutters", "same goes for the oven".
    static let sameOpenings: [[String]] = [
        ["so", "is"], ["so", "are"], ["so", "was"], ["so", "were"], ["so", "has"],
        ["so", "have"], ["so's"], ["same", "with"], ["same", "for"], ["same", "goes", "for"],
        ["ditto", "for"], ["ditto", "with"], ["ditto"],
    ]

    /// "snooze the haircut till next week, and the freezer too": an item said with no
    /// date of its own goes when the one before it went, not to the tool's default. (A
    /// second capture keeps its own: "and another to order glasses" may be any day.)
    static func sameWhen(
        _ reading: ParsedIntent, as previous: ParsedIntent, clause: String, memo: ParseMemo
    ) -> ParsedIntent {
        guard reading.tool != .createTask,
            whenKeys.contains(where: { previous.arguments[$0] != nil }),
            saysNoWhen(clause, memo: memo)
        else { return reading }
        var same = reading
        for key in whenKeys { same.arguments[key] = previous.arguments[key] }
        return same
    }

    /// The arguments that say when a step goes: a date, a snooze's end, a shift, a time.
    static let whenKeys = ["due", "until", "by", "at"]

    /// Whether `text` says no date and no shift (one reading of it for both).
    static func saysNoWhen(_ text: String, memo: ParseMemo) -> Bool {
        // As a parse reads it: "... and insurance to the end of teh month" says when.
        let said = DateParser(now: memo.context.now).matchesAndShift(in: memo.spelled(text))
        return said.matches.isEmpty && said.shift == nil
    }

    /// "push the water bill and the council tax back a week": the step before an item
    /// read by ellipsis, said with no date or shift of its own (`said`), goes when the
    /// item goes, not to its tool's default. Nil when nothing is shared.
    static func sharingWhen(
        _ previous: ParsedIntent, with step: ParsedIntent, said: String, memo: ParseMemo
    ) -> ParsedIntent? {
        guard step.tool == previous.tool, step.tool != .createTask,
            whenKeys.contains(where: { step.arguments[$0] != nil }),
            saysNoWhen(Segmenter.stripLeadingJoiner(said), memo: memo)
        else { return nil }
        var shared = previous
        for key in whenKeys { shared.arguments[key] = step.arguments[key] }
        return shared
    }

    /// Whether the clause gives the step it completes something of its own: one of its
    /// words in an argument ("... and the slides to Thursday"), or an argument other than
    /// the item that differs from the previous step's ("... and on Friday"). "I've booked
    /// the removal van, finally" is not a second step about "removal".
    static func contributes(
        _ clause: String, to reading: ParsedIntent, after previous: ParsedIntent, memo: ParseMemo
    ) -> Bool {
        let values = reading.arguments.values.map { $0.lowercased() }
        let words = memo.utterance(clause).words.filter { !FunctionWords.contains($0) }
        if words.contains(where: { word in values.contains { $0.includes(word) } }) {
            return true
        }
        return reading.arguments.contains { key, value in
            !StepReferences.itemArguments.contains(key) && previous.arguments[key] != value
        }
    }

    /// Words that open a clause with its verb left out: "... and another to order new
    /// glasses".
    static let fillers = ["another ", "one more ", "also "]

    /// Tools of `keepsText` whose text a sentence told after it is no part of: a task's
    /// title, a question, a project's name (see `isAsideAfterCommand`).
    static let asideAfterText: Set<ToolName> = [
        .createTask, .askNotes, .searchEverything, .createProject, .updateTask,
    ]
    /// Tools whose step keeps a remark after it as part of its text.
    static let keepsText: Set<ToolName> = [
        .createTask, .createNote, .journalEntry, .appendToNote, .searchEverything, .askNotes,
        .createProject,
        .addMilestone, .updateTask,
    ]
    /// Tools that write free text: after one, only a clear new command starts a step.
    static let freeText: Set<ToolName> = [
        .createNote, .journalEntry, .appendToNote, .searchEverything, .askNotes,
    ]
    /// The tools whose commands a following clause may repeat without the verb.
    static let elliptical: Set<ToolName> = [
        .rescheduleTask, .snoozeTask, .completeTask, .deleteTask, .setPriority, .createTask,
    ]

    /// Command words that act on an item already on the list.
    static let itemCommandWords = [
        "make", "mark", "move", "push", "reschedule", "postpone", "snooze", "delete", "remove",
        "complete", "finish", "set", "link", "rename", "bring", "change", "prioriti[sz]e",
        "reopen", "untick", "unmark", "uncheck", "tick (?:off|the|my|our)",
        "cross (?:off|out|the|my|our)", "check off",
    ]
    /// Words that open a request to pb, not an errand.
    static let requestWords = [
        "add", "remind", "create", "new", "note", "todo", "journal", "undo", "redo", "show",
        "list", "what", "search", "find", "tell", "mark", "move", "snooze", "delete", "remove",
        "reschedule", "postpone", "rename", "link", "export", "i need to", "i have to",
    ]

    /// Words that open a clause with its command: all of the above, and a few more.
    static let openers = opening(
        itemCommandWords + requestWords + [
            "what's", "whats", "summari[sz]e", "start", "put", "jot", "append", "let's",
            "let us",
            "don't let me forget", "stick", "pop", "pencil", "bung", "attach", "connect",
        ])

    /// A pattern for a clause that opens with one of `words` (regex alternatives).
    static func opening(_ words: [String]) -> Pattern {
        Pattern(grammar: "^(?:\(words.joined(separator: "|")))\\b")
    }

    /// The command words of `openers` that act on an item already on the list.
    static let itemCommandOpener = opening(itemCommandWords)

    /// Whether a clause that reads as nothing can be what led up to a request: words that
    /// tell what happened ("the garage just rang, they're shut all week"), not a date
    /// ("tomorrow morning, remind me ..."), a condition ("when the parcel comes, ..."), an
    /// errand or a command of its own.
    static func isPreamble(_ clause: String, memo: ParseMemo) -> Bool {
        let stripped = Segmenter.stripLeadingJoiner(clause)
        let utterance = memo.utterance(stripped)
        guard utterance.wordCount >= 4, let first = utterance.firstWord,
            !conditionWords.contains(first), !questionWords.contains(first),
            DateCorrections.dateAlone(in: utterance.normalized, memo: memo) == nil,
            !Self.saysWhenOrWhatFor(Interjections.request(normalized: utterance.normalized))
        else { return false }
        // Every part of it: "both kids are off sick. push the dentist to monday" holds a
        // command, which is no story to drop.
        let parts = Segmenter.segments(of: utterance).map { String(stripped[$0]) }
        // "mum and dad are coming": split at its "and", the first part is still the
        // subject of the whole, no command.
        let subjectFirst = Self.isSubject(utterance.words)
        return !(parts.isEmpty ? [stripped] : parts).enumerated().contains { index, part in
            let words = memo.utterance(Segmenter.stripLeadingJoiner(part)).words
            // "feel so guilty I never ring grandad": a feeling told, its "I" left out, is
            // no imperative.
            let command =
                opensWithCommand(part, memo: memo)
                || ListExpansion.isBareErrand(part, memo: memo)
                || (Self.isImperative(words.first ?? "") && !Self.isSubject(words)
                    && !(index == 0 && subjectFirst))
            return command && !memo.parse(Segmenter.stripLeadingJoiner(part)).isDayOrFeelingTold
        }
    }

    /// The stored item a remark is about: the one it names (`named`, as
    /// `Remarks.namedItems` finds them), when the remark opens with it
    /// ("the quarterly report is next", "quarterly report's next"). Nil when it names
    /// none or several, or names one further in ("my back hurts after the garden").
    static func topic(of remark: String, named: [String]) -> String? {
        guard named.count == 1 else { return nil }
        var said = Segmenter.stripLeadingJoiner(remark).lowercased()
        for article in ["the ", "my ", "our ", "that ", "this "] where said.hasPrefix(article) {
            said.removeFirst(article.count)
            break
        }
        return said.hasPrefix(named[0].lowercased()) ? named[0] : nil
    }

    /// `step` with an item said as "it", "that" or "this" taken to mean `item`: the stored
    /// item a remark just before it named ("hiring plan done. the quarterly report is next
    /// so make that urgent"), which is said after the steps before. Unchanged without one.
    static func pointing(_ step: ParsedIntent, at item: String?) -> ParsedIntent {
        guard let item else { return step }
        var pointed = step
        for key in StepReferences.itemArguments
        where ["it", "that", "this"].contains(step.arguments[key]?.lowercased() ?? "") {
            pointed.arguments[key] = item
        }
        return pointed
    }

    /// Whether the words between two clauses are "but", after a comma or not.
    static func joinedByBut(_ joiner: Substring) -> Bool {
        joiner.split(whereSeparator: { $0 == " " || $0 == "," }).map { $0.lowercased() }
            == ["but"]
    }

    /// Whether the words between two clauses end a sentence: a full stop or an
    /// exclamation mark.
    static func endsSentence(_ joiner: Substring) -> Bool {
        joiner.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "!") }
    }

    /// The completion a clause reports and then asks for, run together with no mark:
    /// "bike serviced tick it off", "plants watered mark it done": after two words or
    /// more, a completion's own verb said of "it" or "that". Nil unless the words before
    /// that verb read as completions.
    func confirmedReport(_ clause: String, memo: ParseMemo) -> [ParsedIntent]? {
        // The bytes first: most clauses read as nothing hold no such verb.
        guard Self.completionVerbs.occurs(in: clause) else { return nil }
        let utterance = memo.utterance(clause)
        let words = utterance.tokens.filter { !$0.isPunctuation }
        guard
            let verb = words.indices.dropFirst(2).first(where: { i in
                i + 1 < words.count
                    && utterance.form(words[i], isOneOf: Self.completionVerbWords)
                    && utterance.form(words[i + 1], isOneOf: ["it", "that", "em", "them", "this"])
            })
        else { return nil }
        let report = String(
            utterance.original[words[0].range.lowerBound..<words[verb - 1].range.upperBound])
        guard let read = readClause(report, memo: memo),
            read.allSatisfy({ $0.tool == .completeTask })
        else { return nil }
        return read
    }

    static let completionVerbWords = ["tick", "mark", "cross"]
    static let completionVerbs = PackedWords(completionVerbWords)

    /// Whether normalized words open by saying when the request after them repeats ("every
    /// weekday at 9am, remind me ...") or what it is for ("for the house move, remind me
    /// ..."): more of the request, never a story told before it.
    static func saysWhenOrWhatFor(_ request: Substring) -> Bool {
        request.hasPrefix("for ")
            || RepeatPhrases.firstMatch(in: String(request))?.range.lowerBound == 0
    }

    /// Whether the first word is the subject of the verb after it: "school emailed again",
    /// "bike got nicked", "mum wants to visit" (a verb's form said of a thing), not an
    /// imperative ("fix the fence").
    static func isSubject(_ words: [String]) -> Bool {
        guard words.count >= 2 else { return false }
        // "mum and dad are coming": two names joined are one subject.
        let joined = words[1] == "and" && words.count >= 4
        let next = words[joined ? 3 : 1]
        // "mum is coming to stay", "dad will be late": a finite "be", "have" or modal.
        if finiteVerbs.contains(next) { return true }
        if joined { return false }
        if lemmatizer.isPastForm(next) { return true }
        return next.hasSuffix("s") && lemmatizer.isKnownVerb(next)
            && lemmatizer.verbLemma(next) != next
    }

    /// Forms of "be" and "have" and the modals, which follow a subject and never a
    /// command's verb.
    static let finiteVerbs: Set<String> = [
        "is", "are", "was", "were", "isn't", "aren't", "wasn't", "weren't", "has", "have",
        "had", "hasn't", "haven't", "will", "won't", "would", "can", "can't", "could",
        "should", "must", "might", "may",
    ]

    /// Whether a clause's first word is a verb in its plain form ("bump", "ditch"): a
    /// command the grammar may not have read, never a story.
    static func isImperative(_ word: String) -> Bool {
        lemmatizer.isKnownVerb(word) && lemmatizer.verbLemma(word) == word
    }
    static let lemmatizer = Lemmatizer()

    /// Words that open a condition or a time a request depends on.
    static let conditionWords: Set<String> = [
        "when", "whenever", "if", "once", "after", "before", "until", "till", "unless", "while",
        "as", "since", "because",
    ]
    /// Words that open a question, which is no story told before a request.
    static let questionWords: Set<String> = [
        "how", "what", "what's", "whats", "which", "who", "where", "why", "is", "are", "do",
        "does", "did", "can", "could", "will", "would", "should", "shall", "may", "am",
    ]

    /// Whether a clause opens with a command word once its lead-in and polite opening are
    /// set aside ("so can you push ..."). A need ("I need to ...") is often more of a story.
    static func opensWithCommand(_ clause: String, memo: ParseMemo) -> Bool {
        let request = Interjections.request(
            normalized: memo.utterance(Segmenter.stripLeadingJoiner(clause)).normalized)
        guard !request.hasPrefix("i ") else { return false }
        return openers.matches(String(request)) || opensWithListVerb(request)
    }

    /// Whether the first word is a verb of the list's own, one that acts on a task
    /// ("scrap", "ditch", "bump", "escalate"): a synonym of a command word, not said in
    /// the past. A verb of work in the world ("fix", "sort", "clear") is no such word.
    static func opensWithListVerb(_ request: Substring) -> Bool {
        guard let space = request.utf8.firstIndex(of: UInt8(ascii: " ")) else { return false }
        let word = String(request[..<space])
        let lemma = lemmatizer.verbLemma(word)
        // "finished my draft" tells what was done, its "I" left out: no command.
        guard lemma == word || !lemmatizer.isPastForm(word),
            !VerbLexicon.workReports.contains(lemma), let action = VerbLexicon.action(of: lemma)
        else { return false }
        return IntentParser.oneTaskActions.contains(action)
    }

    /// A capture whose title is a pronoun ("add it so I don't forget"): what it means is
    /// in the words before, which a preamble would drop.
    static func capturesAPronoun(_ step: ParsedIntent) -> Bool {
        guard step.tool == .createTask, let title = step.arguments["title"] else { return false }
        let first = title.split(separator: " ").first.map { $0.lowercased() } ?? ""
        return ["it", "that", "this", "them", "those", "these"].contains(first)
    }

    /// Whether the words between two clauses join them with "and" ("... London and New
    /// York"), which does not end a story.
    static func joinedByAnd(_ between: Substring) -> Bool {
        between.lowercased().split(whereSeparator: { !$0.isLetter }).contains {
            $0 == "and" || $0 == "or" || $0 == "plus"
        }
    }

    /// Whether a clause starts with a command word, not just any words a tool could read.
    static func strongOpener(_ clause: String, memo: ParseMemo) -> Bool {
        openers.matches(memo.utterance(clause).normalized)
    }

    /// Resolves pronouns and files tasks under a project created earlier in the plan.
    func finish(_ steps: [ParsedIntent]) -> [ParsedIntent] {
        StepReferences.resolve(steps)
    }
}

package import ToolBox

/// One clause being read: the utterance, its date and repeat phrases, and the context.
///
/// Date and repeat phrases are found once, over the normalized text, the first time a
/// frame asks (a clause no frame reads never pays for them); frames then ask for the ones
/// that fall inside a slot and cut them out of titles by span.
package final class Clause {
    package let utterance: Utterance
    package let context: ParseContext
    /// The pattern literals the text holds, scanned once for all the patterns tried on it.
    let literals: LiteralHits
    private let parser: DateParser
    /// Whether a "now" closed the request, dropped with its trailing courtesy: "the
    /// haircut is Friday now" tells of a change, as "is now on Friday" does.
    package var endedInNow = false
    /// The normalized words dropped before the request as a lead-in or a polite form
    /// ("can you", "oh and"): empty when nothing was.
    package var leadIn = ""
    /// The words dropped after the request as courtesy ("thanks", "now"), as typed:
    /// empty when nothing was.
    package var droppedTail = ""
    /// Names frames asked about that named no one open task, in the order asked: when no
    /// frame reads the clause, one of them may have fitted several ("call is done" beside
    /// "call the dentist" and "call the plumber"), which is why (`fittingSeveral`).
    private var unnamed: [String] = []

    /// Keeps `name`, which a frame found names no one open task.
    func noteUnnamed(_ name: String) {
        if !unnamed.contains(name) { unnamed.append(name) }
    }

    /// The first name a frame asked about that fits several open tasks, with their titles:
    /// asked of the store only once no frame has read the clause.
    func fittingSeveral() -> (name: String, titles: [String])? {
        guard context.grounded else { return nil }
        for name in unnamed {
            let titles = context.names.openTasks(fitting: name)
            if titles.count > 1 { return (name, titles) }
        }
        return nil
    }

    package convenience init(_ utterance: Utterance, context: ParseContext, parser: DateParser) {
        self.init(
            utterance, context: context, parser: parser,
            literals: LiteralScan.shared.hits(in: utterance.normalized))
    }

    /// `literals`: the scan of `utterance.normalized`, when the caller has made it.
    init(_ utterance: Utterance, context: ParseContext, parser: DateParser, literals: LiteralHits) {
        self.utterance = utterance
        self.context = context
        self.parser = parser
        self.literals = literals
    }

    /// Every date phrase, left to right, as normalized-text byte ranges.
    package var dates: [(range: Range<Int>, value: LocalDateTime, isPast: Bool)] {
        phrases.dates
    }

    /// The date phrases that say a time of day and no day ("4pm"), by their range.
    package var timesOfDay: [Range<Int>] { phrases.timesOfDay }

    package var repeatPhrase: RepeatMatch? { phrases.repeatPhrase }

    /// A shift amount ("two days"), for reschedules without a date.
    package var shift: (range: Range<Int>, shift: Shift)? { phrases.shift }

    /// The last day of the period the date phrase at `range` names ("next week", "this
    /// weekend"), or nil when it names one day (see `DateMatch.through`).
    package func periodEnd(of range: Range<Int>) -> CivilDate? {
        phrases.periodEnds.first { $0.range == range }?.through
    }

    private struct Phrases {
        let dates: [(range: Range<Int>, value: LocalDateTime, isPast: Bool)]
        let periodEnds: [(range: Range<Int>, through: CivilDate)]
        let timesOfDay: [Range<Int>]
        let repeatPhrase: RepeatMatch?
        let shift: (range: Range<Int>, shift: Shift)?
    }

    private lazy var phrases: Phrases = {
        let text = utterance.normalized
        let repeatPhrase = RepeatPhrases.firstMatch(in: text)
        // A weekday inside a repeat phrase ("every Friday") is not a due date: read dates
        // with the repeat phrase blanked out (same length, so offsets still line up).
        var masked = text
        if let spans = repeatPhrase?.spans {
            var bytes = Array(text.utf8)
            for r in spans {
                for i in r where i < bytes.count { bytes[i] = UInt8(ascii: " ") }
            }
            masked = String(decoding: bytes, as: UTF8.self)
        }
        let (all, found) = parser.matchesAndShift(in: masked)
        // "call mum about friday", "msg the group re saturday": a day said after what the
        // errand is about is its topic, not when it is due.
        let matches = all.filter { !Clause.isTopic($0.range, in: masked) }
        let dates = matches.map { match in
            (Clause.offsets(of: match.range, in: masked), match.value, match.isPast)
        }
        let timesOfDay = zip(matches, dates).filter { $0.0.isTimeOfDay }.map { $0.1.0 }
        let periodEnds = zip(matches, dates).compactMap { match, date in
            match.through.map { (date.0, $0) }
        }
        var shift: (range: Range<Int>, shift: Shift)?
        if let found {
            let unit: Shift.Unit
            switch found.unit {
            case .day: unit = .day
            case .week: unit = .week
            case .month: unit = .month
            }
            shift = (
                Clause.offsets(of: found.range, in: masked), Shift(amount: found.amount, unit: unit)
            )
        }
        return Phrases(
            dates: dates, periodEnds: periodEnds, timesOfDay: timesOfDay,
            repeatPhrase: repeatPhrase, shift: shift)
    }()

    package var text: String { utterance.normalized }

    /// Whether the clause says in words that it is about an item on the list.
    package var saysTask: Bool { Clause.taskCue.matches(text) }
    /// Whether `phrase` (a slot as typed) names several tasks (see `Pronouns.namesSeveral`),
    /// unless a task is called just that: "review the admin tasks" may be one task's title.
    func namesSeveralTasks(_ phrase: (some StringProtocol)?) -> Bool {
        guard let phrase, Pronouns.namesSeveral(phrase) || Pronouns.namesAList(phrase) else {
            return false
        }
        guard context.grounded else { return true }
        return !isTaskTitle(phrase)
    }

    /// Whether a stored task is called just `phrase` (without its determiners): then it
    /// names that task, whatever its words suggest.
    private func isTaskTitle(_ phrase: some StringProtocol) -> Bool {
        context.names.hasTask(
            calledExactly: SlotText.withoutDeterminers(String(phrase)).lowercased())
    }

    /// Whether `phrase` (a slot) names something other than one task: several tasks, or
    /// a project. No one-task tool acts on it.
    func namesOtherThanOneTask(_ phrase: (some StringProtocol)?) -> Bool {
        namesSeveralTasks(phrase) || namesProject(phrase) || namesNote(phrase)
            || phrase.map(Pronouns.namesAnAttribute) == true
    }

    /// Whether `phrase` (a slot, normalized) is called a note ("the wifi note", "my note
    /// about the boiler"). With a store, only when a stored note answers to it and no open
    /// task does ("move the sick note to Friday" moves "send the sick note"). No task tool
    /// acts on a note.
    func namesNote(_ phrase: (some StringProtocol)?) -> Bool {
        guard let phrase, Pronouns.endsInNote(phrase) else { return false }
        guard context.grounded else { return true }
        let name = SlotText.withoutDeterminers(String(phrase))
        return context.names.openTask(named: name) == nil
            && (context.names.note(named: name) != nil
                || context.names.note(named: Self.withoutNoteWord(name)) != nil)
    }

    /// "wifi note" without its last word, "note about the boiler" without its first.
    static func withoutNoteWord(_ name: String) -> String {
        var words = name.split(separator: " ")
        if let last = words.last, last == "note" || last == "notes" {
            words.removeLast()
        } else if let first = words.first, first == "note" || first == "notes" {
            words.removeFirst()
            if let joiner = words.first, ["about", "on", "for", "re", "with"].contains(joiner) {
                words.removeFirst()
            }
        }
        return words.joined(separator: " ")
    }

    /// Whether `phrase` (a slot, normalized) names a project rather than a task: "the
    /// garden project". No one-task tool acts on a project. With a store, only a stored
    /// project's name counts, and a task called just that is still a task ("finish the
    /// science project").
    func namesProject(_ phrase: (some StringProtocol)?) -> Bool {
        guard let phrase, Pronouns.endsInProject(phrase) else { return false }
        guard context.grounded else { return true }
        if isTaskTitle(phrase) { return false }
        let name = SlotText.withoutDeterminers(String(phrase))
        return context.names.project(calledExactly: ItemNames.strippingProjectWord(name)) != nil
    }

    /// Whether the clause names this assistant's domain in words.
    package var saysDomain: Bool { Clause.domainCue.matches(text) }
    static let domainCue = Pattern(
        grammar:
            "\\b(?:task|tasks|to-?dos?|todos?|list|lists|reminders?|checklist|project|projects|note|notes|milestone|agenda|diary|journal|priority|overdue|deadline|due)\\b"
    )
    static let taskCue = Pattern(
        grammar: "\\b(?:task|tasks|to-?dos?|todos?|list|lists|reminders?|checklist|chores?)\\b")

    /// Whether the date phrase at `range` follows "about", "re", "regarding" or
    /// "concerning" said after the object of a verb ("call mum about friday"): the day is
    /// what it is about. ("remind me about friday" asks to be reminded then.)
    static func isTopic(_ range: Range<String.Index>, in text: String) -> Bool {
        // The words before the phrase are read back from it, the last first: most
        // phrases follow no topic word, and the rest of the text is never split.
        let utf8 = text.utf8
        /// The word ending at or before `end`, skipping the spaces after it.
        func word(before end: String.Index) -> Range<String.Index>? {
            var upper = end
            while upper > utf8.startIndex, utf8[utf8.index(before: upper)] == UInt8(ascii: " ") {
                upper = utf8.index(before: upper)
            }
            guard upper > utf8.startIndex else { return nil }
            var lower = upper
            while lower > utf8.startIndex, utf8[utf8.index(before: lower)] != UInt8(ascii: " ") {
                lower = utf8.index(before: lower)
            }
            return lower..<upper
        }
        guard let topic = word(before: range.lowerBound),
            ["about", "re", "regarding", "concerning"].contains(text[topic]),
            let object = word(before: topic.lowerBound),
            word(before: object.lowerBound) != nil
        else { return false }
        return !["me", "us", "remind", "reminder", "myself", "ourselves"].contains(text[object])
    }

    static func offsets(of range: Range<String.Index>, in text: String) -> Range<Int> {
        let start = text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound)
        let end = text.utf8.distance(from: text.utf8.startIndex, to: range.upperBound)
        return start..<end
    }

    /// The first date phrase inside `range` (or anywhere, when nil) that points forward,
    /// leaving out the phrases at `skipping`.
    package func date(in range: Range<Int>? = nil, skipping: [Range<Int>] = []) -> LocalDateTime? {
        dates.first { d in
            !d.isPast && !skipping.contains(d.range)
                && (range.map { $0.contains(d.range.lowerBound) } ?? true)
        }?.value
    }

    /// A shift said as a date from today ("a week later", "two days earlier"): said of a
    /// task being moved, it moves the task's own date, so a mover reads the shift instead.
    package var dateIsShift: Bool {
        guard let shift,
            let date = dates.first(where: { $0.range.lowerBound == shift.range.lowerBound })
        else { return false }
        let said = normalizedText(date.range)
        return said.hasSuffix(" later") || said.hasSuffix(" earlier")
    }

    /// When a move or snooze said in `range` goes: a date (forward) or a shift, whichever
    /// is said first there. A shift said as a date ("a week later") is the shift.
    package enum Target {
        case date(range: Range<Int>, value: LocalDateTime)
        case shift(range: Range<Int>, shift: Shift)
    }

    package func target(in range: Range<Int>) -> Target? {
        var forward = dates.lazy.filter { range.contains($0.range.lowerBound) && !$0.isPast }
            .makeIterator()
        var date = forward.next()
        // "move it from the 19th to the 23rd": the date said after "from" is where the item
        // is now; the one after it is where it goes. "move the thursday meeting to
        // friday": a day said before the item's noun names the item; the one after "to"
        // is where it goes.
        if let first = date, let later = forward.next(),
            saysFrom(before: first.range)
                || (saysTo(before: later.range) && !saysTo(before: first.range))
        {
            date = later
        }
        let shift = self.shift.flatMap { range.contains($0.range.lowerBound) ? $0 : nil }
        if let date, !dateIsShift,
            shift.map({ date.range.lowerBound <= $0.range.lowerBound }) ?? true
        {
            return .date(range: date.range, value: date.value)
        }
        return shift.map { .shift(range: $0.range, shift: $0.shift) }
    }

    /// Whether "to", "till" or "until" is the word right before the normalized range.
    func saysTo(before range: Range<Int>) -> Bool {
        ["to ", "till ", "until ", "til "].contains { word in
            range.lowerBound >= word.utf8.count
                && normalizedText((range.lowerBound - word.utf8.count)..<range.lowerBound) == word
        }
    }

    /// Whether "from" is the word right before the normalized range.
    func saysFrom(before range: Range<Int>) -> Bool {
        range.lowerBound >= 5
            && normalizedText((range.lowerBound - 5)..<range.lowerBound) == "from "
    }

    /// Whether nothing but marks (or "too") follows the normalized range: a phrase that
    /// closes the clause ("gutters saturday", "finish the report by friday.").
    func closesClause(_ range: Range<Int>) -> Bool {
        let rest = SlotText.stripPunctuation(
            String(normalizedText(range.upperBound..<text.utf8.count)))
        // "mirror to sunday too": what adds the request to another ends nothing of its own.
        return rest.isEmpty || Self.additives.contains(rest)
    }

    /// Words that add a request to another, said last: "too", "as well".
    static let additives: Set<String> = ["too", "as well", "aswell"]

    /// The text of a normalized byte range.
    package func normalizedText(_ range: Range<Int>) -> Substring {
        text.slice(utf8: range) ?? ""
    }

    /// `originalText` of words that name an item, without an article typed with a slip
    /// at their start ("snooze teh freezer"): the grammar read it as "the", but trimming
    /// articles from what was typed would not know it.
    package func itemText(_ range: Range<Int>, cutting cuts: [Range<Int>]) -> String {
        guard let slip = misspeltArticle(opening: range) else {
            return originalText(range, cutting: cuts)
        }
        return originalText(range, cutting: cuts + [slip])
    }

    private func misspeltArticle(opening range: Range<Int>) -> Range<Int>? {
        guard
            let first = utterance.tokens.first(where: {
                !$0.isPunctuation && range.contains($0.normalizedRange.lowerBound)
            }),
            utterance.form(first, isOneOf: Self.articles),
            // Typed as read but for capitals ("The", "my") is no slip. (ASCII case is
            // bit 5.)
            !utterance.typed(first).utf8.elementsEqual(
                utterance.form(first).utf8,
                by: {
                    $0 | 0x20 == $1 | 0x20
                })
        else { return nil }
        return first.normalizedRange
    }

    static let articles = ["the", "a", "an", "my", "our", "your"]

    /// A slot's original text with the given normalized ranges (dates, repeat phrase)
    /// cut out, then cleaned of dangling joiners.
    package func originalText(_ range: Range<Int>, cutting cuts: [Range<Int>]) -> String {
        let tokens = utterance.tokens
        let original = utterance.original
        // Rebuild from the original, keeping the original spacing between kept neighbours
        // and one space where a cut came between: each run of kept neighbours is copied
        // as one piece of the original.
        var out = ""
        var run: (first: Int, last: Int)?
        func flush() {
            guard let (first, last) = run else { return }
            // A mark that followed the cut words closes the words before them: "call mum
            // tomorrow, she's ill" is "call mum, she's ill".
            if !out.isEmpty, !Self.closesWords(tokens[first], utterance) { out += " " }
            out += original[tokens[first].range.lowerBound..<tokens[last].range.upperBound]
        }
        for index in tokens.indices {
            let start = tokens[index].normalizedRange.lowerBound
            guard range.contains(start), !cuts.contains(where: { $0.contains(start) }) else {
                continue
            }
            // Texting's "2" read as "to" is written as the word it stands for, so a title
            // loses it as it loses "to" ("remind me 2 call mum" is "call mum").
            if tokens[index].normalizedRange.count == 2, utterance.typed(tokens[index]) == "2" {
                flush()
                run = nil
                out += out.isEmpty ? "to" : " to"
                continue
            }
            if let (first, last) = run, last == index - 1 {
                run = (first, index)
            } else {
                flush()
                run = (index, index)
            }
        }
        flush()
        return out
    }
}

extension Clause {
    /// Whether `token` is a mark written against the word before it: , ; : . ! ?
    static func closesWords(_ token: Token, _ utterance: Utterance) -> Bool {
        guard token.isPunctuation, token.normalizedRange.count == 1 else { return false }
        return utterance.form(token, isOneOf: [",", ";", ":", ".", "!", "?"])
    }
}

extension Range where Bound == Int {
    func overlaps(_ other: Range<Int>) -> Bool {
        lowerBound < other.upperBound && other.lowerBound < upperBound
    }
}

internal import ToolBox

/// A date phrase as token positions, before it is turned back into a string range.
struct ScannedPhrase {
    let start: Int
    let end: Int
    let value: LocalDateTime
    let isPast: Bool
    /// A time of day with no day said (`DateMatch.isTimeOfDay`).
    var isTimeOfDay = false
    /// The period's last day (`DateMatch.through`).
    var through: CivilDate? = nil
}

/// What a piece parser knows about the words before it.
struct PieceContext {
    /// The preposition right before the piece ("on", "at", "by", "for"), if any.
    var lead: DateWord?
    /// The phrase already has a piece: "Friday" before "the 13th", "tomorrow" before "at 3".
    var inPhrase = false
    /// The previous piece was a weekday: "Monday 21", "Friday 7.6", "sat 14th".
    var afterWeekday = false
}

/// Walks the tokens of one text and reads date phrases out of them. Made fresh per call.
///
/// A phrase is a run of pieces (a day, a clock time, a part of the day, an offset) joined
/// by commas, "at", "on" or nothing, with an optional leading preposition. Every piece
/// parser is tried at each position and the longest reading wins, so "the 4th of July"
/// beats "the 4th" without the parsers knowing of each other.
struct DateScanner {
    let tokens: [DateToken]
    let today: CivilDate
    let nowMinute: Int
    /// The text read, for the few words whose reading hangs on a word no date holds.
    let text: String

    init(text: String, now: LocalDateTime) {
        self.text = text
        tokens = DateToken.tokenize(text)
        today = now.date
        nowMinute = now.time?.minutesSinceMidnight ?? 0
    }

    var count: Int { tokens.count }

    // MARK: Token tests

    /// The keyword at `i`; `.none` for other words, numbers, symbols and past the end.
    func word(_ i: Int) -> DateWord {
        i < tokens.count ? tokens[i].lexeme.word : .none
    }

    func isWord(_ i: Int, _ word: DateWord) -> Bool {
        i < tokens.count && tokens[i].lexeme.word == word
    }

    func isAnyWord(_ i: Int, _ words: DateWord...) -> Bool {
        guard i < tokens.count, tokens[i].lexeme.word != .none else { return false }
        return words.contains(tokens[i].lexeme.word)
    }

    func isSymbol(_ i: Int, _ symbol: Unicode.Scalar) -> Bool {
        i < tokens.count && tokens[i].symbol == UInt8(ascii: symbol)
    }

    /// The symbol at `i` is one of `symbols` (all ASCII).
    func isSymbol(_ i: Int, in symbols: StaticString) -> Bool {
        guard i < tokens.count, tokens[i].symbol != 0 else { return false }
        let byte = tokens[i].symbol
        return symbols.withUTF8Buffer { $0.contains(byte) }
    }

    /// Token `i` exists and touches the token before it (no space between).
    func isGlued(_ i: Int) -> Bool {
        i < tokens.count && i > 0 && !tokens[i].spaced
    }

    func lexeme(_ i: Int) -> DateLexeme {
        i < tokens.count ? tokens[i].lexeme : .none
    }

    /// Whether a phrase may begin at `i`: not in the middle of a word or number ("mp3",
    /// "v3.4.1"), and not an amount of money ("$12").
    func canStart(_ i: Int) -> Bool {
        guard i > 0, !tokens[i].spaced else { return true }
        let before = tokens[i - 1]
        if before.kind != .symbol { return false }
        if tokens[i].kind == .number {
            if isSymbol(i - 1, in: "$#+") { return false }
            if isSymbol(i - 1, in: "./-:,"), i >= 2, !before.spaced, tokens[i - 2].kind == .number {
                return false
            }
        }
        return true
    }

    /// Whether a date read from a bare number may end before token `i`: the text ends, or
    /// goes on with punctuation, a number, or a closed-class or date word. A noun shows the
    /// number was something else: "the 3rd floor", "3/4 cup", "at 3 Main Street".
    func endsCleanly(_ i: Int) -> Bool {
        guard i < tokens.count else { return true }
        let token = tokens[i]
        switch token.kind {
        case .symbol:
            if isSymbol(i, in: "./-:"), !token.spaced, i + 1 < tokens.count,
                !tokens[i + 1].spaced, tokens[i + 1].kind == .number
            {
                return false
            }
            return !isSymbol(i, "%")
        case .number:
            return token.spaced
        case .word:
            guard token.spaced else { return false }
            let lexeme = token.lexeme
            return lexeme.mayFollowDate || lexeme.weekday > 0 || lexeme.month > 0
                || lexeme.number >= 0 || lexeme.word == .tomorrow
        }
    }

    // MARK: Phrases

    /// All phrases left to right, the longest at each position.
    func phrases(firstOnly: Bool) -> [ScannedPhrase] {
        var found: [ScannedPhrase] = []
        var i = 0
        while i < tokens.count {
            if let skip = recurrenceEnd(at: i) {
                i = skip
                continue
            }
            if canStart(i), let phrase = phrase(at: i) {
                found.append(phrase)
                if firstOnly { break }
                i = phrase.end
            } else {
                i += 1
            }
        }
        return found
    }

    /// Where a recurrence that starts at `i` ends, with any time it carries: "every Friday
    /// at 3pm", "each morning", "Mondays at 9". The grammar reads recurrences itself; a
    /// date read out of one would be a wrong due date.
    func recurrenceEnd(at i: Int) -> Int? {
        let lexeme = tokens[i].lexeme
        let opens =
            lexeme.opensRecurrence || lexeme.isRecurring
            || (lexeme.word == .other && self.lexeme(i + 1).weekday > 0)
        guard opens else { return nil }
        var j = i + 1
        while j < tokens.count {
            let body = tokens[j].lexeme
            let isBody =
                tokens[j].kind == .number || isSymbol(j, ",") || body.number >= 0
                || body.weekday > 0
                || body.isRecurring || body.unit != nil
                || isAnyWord(
                    j, .other, .and, .single, .weekday, .weekend, .morning, .afternoon, .evening,
                    .night)
            guard isBody else { break }
            j += 1
        }
        if j < tokens.count, let phrase = phrase(at: j) { j = phrase.end }
        return j
    }

    /// The phrase starting at `i`, with its leading preposition if it has one.
    func phrase(at i: Int) -> ScannedPhrase? {
        // Every phrase opens with a number, a mark or a word the lexicon knows.
        if tokens[i].isPlainWord { return nil }
        // Words that open a phrase only before a period's words ("over the weekend", "late
        // next week"): anywhere else they are common words, not worth a look.
        if isAnyWord(i, .over, .during, .early, .late),
            !isAnyWord(i + 1, .the, .this, .next, .last, .coming)
        {
            return nil
        }
        var j = i
        var lead: DateWord?
        if isWord(j, .due) {
            lead = .due
            j += 1
        }
        if isAnyWord(j, .on, .at, .by, .for, .until) {
            lead = word(j)
            j += 1
        } else if isAnyWord(j, .over, .during), isWord(j + 1, .the) {
            // "over the weekend", "during the holidays": the words belong to the phrase, if
            // one follows.
            j += 1
        } else if isSymbol(j, "@") {
            lead = .at
            j += 1
        }
        guard j < tokens.count, let (draft, end) = sequence(at: j, lead: lead) else { return nil }
        return ScannedPhrase(
            start: i, end: end, value: draft.resolve(today: today, nowMinute: nowMinute),
            isPast: draft.isPast, isTimeOfDay: draft.isTimeOfDay, through: draft.through)
    }

    /// The longest run of pieces from `start` that combine into one phrase.
    func sequence(at start: Int, lead: DateWord?) -> (PhraseDraft, Int)? {
        var context = PieceContext(lead: lead)
        guard let first = piece(at: start, context) else { return nil }
        var draft = PhraseDraft()
        guard draft.absorb(first.piece, today: today) else { return nil }
        var end = first.end
        var best: (PhraseDraft, Int)? = draft.isComplete ? (draft, end) : nil
        context.inPhrase = true
        context.afterWeekday = Self.isWeekday(first.piece)
        while end < tokens.count {
            if let rangeEnd = timeRangeEnd(after: end, in: &draft) {
                end = rangeEnd
                if draft.isComplete { best = (draft, end) }
                continue
            }
            var k = end
            context.lead = nil
            if isSymbol(k, ",") || isSymbol(k, "-") {
                k += 1
            } else if isSymbol(k, "@") {
                context.lead = .at
                k += 1
            } else if isSymbol(k, ".") || isSymbol(k, ":") || isWord(k, .t), isGlued(k),
                isGlued(k + 1)
            {
                k += 1
            }
            if isAnyWord(k, .at, .on, .by) {
                context.lead = word(k)
                k += 1
            }
            guard k < tokens.count, let next = piece(at: k, context),
                draft.absorb(next.piece, today: today)
            else { break }
            end = next.end
            context.afterWeekday = Self.isWeekday(next.piece)
            if draft.isComplete { best = (draft, end) }
        }
        return best
    }

    /// The end of a time range's second half, "-11:00" in "10:30-11:00 tomorrow" or "-3pm"
    /// in "2-3pm": the phrase keeps the start, and reads on past the range for its day.
    private func timeRangeEnd(after end: Int, in draft: inout PhraseDraft) -> Int? {
        guard let opening = draft.clock, isSymbol(end, "-") || isAnyWord(end, .to, .until),
            let (piece, closingEnd) = clock(at: end + 1, PieceContext(lead: .at)),
            case .clock(let closing) = piece,
            !closing.needsPart, endsCleanly(closingEnd)
        else { return nil }
        if opening.needsPart {
            guard let meridiem = closing.meridiem else { return nil }
            draft.clock = ClockClaim(hour: opening.hour, minute: opening.minute, meridiem: meridiem)
        }
        return closingEnd
    }

    private static func isWeekday(_ piece: DatePiece) -> Bool {
        if case .day(let claim, _, _) = piece, case .weekday = claim.role { return true }
        return false
    }

    /// The longest piece at `k`.
    func piece(at k: Int, _ context: PieceContext) -> (piece: DatePiece, end: Int)? {
        var best: (piece: DatePiece, end: Int)?
        func consider(_ candidate: (DatePiece, Int)?) {
            if let candidate, candidate.1 > (best?.end ?? k) { best = candidate }
        }
        consider(offset(at: k, context))
        consider(sameTime(at: k, context))
        consider(relativeDay(at: k, context))
        consider(period(at: k, context))
        consider(weekday(at: k, context))
        consider(monthNameDate(at: k, context))
        consider(numericDate(at: k, context))
        consider(dayOfMonth(at: k, context))
        consider(clock(at: k, context))
        consider(dayPart(at: k, context))
        return best
    }
}

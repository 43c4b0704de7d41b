internal import ToolBox

/// How a phrase places a weekday or a period relative to now.
enum RelativeModifier {
    /// "this Friday", "this week".
    case this
    /// "next Friday", "the following week".
    case next
    /// "this coming Friday", "upcoming Friday": the next one, never today.
    case coming
    /// "last Friday", "this past Friday", "previous week".
    case last
}

/// Days named relative to today: today, tomorrow, weekdays, parts of the day.
extension DateScanner {
    func relativeDay(at k: Int, _ context: PieceContext) -> (DatePiece, Int)? {
        let w = word(k)
        switch w {
        case .today:
            return (.day(DayClaim(date: today, role: .relative)), k + 1)
        case .tonight:
            return (
                .day(DayClaim(date: today, role: .relative), part: .night, tonight: true), k + 1
            )
        case .yesterday:
            return (
                .day(DayClaim(date: today.adding(days: -1), role: .relative, isPast: true)), k + 1
            )
        case .the:
            return dayAfterOrBefore(at: k + 1)
        case .day:
            return dayAfterOrBefore(at: k)
        case .tomorrow:
            return (.day(DayClaim(date: today.adding(days: 1), role: .relative)), k + 1)
        default:
            return nil
        }
    }

    /// "day after tomorrow", "day before yesterday".
    private func dayAfterOrBefore(at k: Int) -> (DatePiece, Int)? {
        guard isWord(k, .day) else { return nil }
        if isWord(k + 1, .after), isWord(k + 2, .tomorrow) {
            return (.day(DayClaim(date: today.adding(days: 2), role: .relative)), k + 3)
        }
        if isWord(k + 1, .before), isWord(k + 2, .yesterday) {
            return (
                .day(DayClaim(date: today.adding(days: -2), role: .relative, isPast: true)), k + 3
            )
        }
        return nil
    }

    /// this / next / last / this coming / this past / the following, at `k`.
    func relativeModifier(at k: Int) -> (RelativeModifier, Int)? {
        var j = k
        if isWord(j, .the),
            isAnyWord(
                j + 1, .following, .next, .coming, .upcoming, .last, .previous, .past, .current)
        {
            j += 1
        }
        let w = word(j)
        switch w {
        case .this:
            if isAnyWord(j + 1, .coming, .upcoming) { return (.coming, j + 2) }
            if isWord(j + 1, .past) { return (.last, j + 2) }
            return (.this, j + 1)
        case .current: return (.this, j + 1)
        case .next, .following: return (.next, j + 1)
        case .coming, .upcoming: return (.coming, j + 1)
        case .last, .past, .previous: return (.last, j + 1)
        default: return nil
        }
    }

    /// A weekday, with its modifier and any week it is placed in: "Friday", "next Friday",
    /// "this coming Friday", "Friday of next week", "Wednesday after next".
    ///
    /// A bare weekday is the next one after today (said on a Friday, "Friday" is a week
    /// on); "this Friday" is the next one today included; "next Friday" is Friday of next
    /// Monday-to-Sunday week; "last Friday" the most recent one before today.
    func weekday(at k: Int, _ context: PieceContext) -> (DatePiece, Int)? {
        var j = k
        var modifier: RelativeModifier?
        // "a week on Friday", "a week Friday": British for the Friday after the next one;
        // "two weeks on Friday", "a fortnight on Friday": that many weeks after it.
        var weeksOn = 0
        if (1...3).contains(where: {
            lexeme(j + $0).unit == .week || lexeme(j + $0).unit == .fortnight
        }),
            let (amount, unit, end) = amountWithUnit(at: j), unit == .week || unit == .fortnight,
            (1...8).contains(amount), tokens[end - 1].kind == .word
        {
            // Without "on" only "a week Friday", as said; the weekday is read below, bare.
            let on = isWord(end, .on)
            guard on || (amount == 1 && unit == .week && isWord(j, .a)) else { return nil }
            let day = on ? end + 1 : end
            guard lexeme(day).weekday > 0, !lexeme(day).isRecurring else { return nil }
            weeksOn = unit == .week ? amount : 2 * amount
            j = day
        } else if let (found, end) = relativeModifier(at: j) {
            modifier = found
            j = end
        } else if isWord(j, .the), lexeme(j + 1).weekday > 0, isWord(j + 2, .after),
            isWord(j + 3, .next)
        {
            j += 1  // "the Thursday after next"
        }
        let day = lexeme(j).weekday
        guard day > 0, tokens[j].kind == .word else { return nil }
        if lexeme(j).needsContext, modifier == nil, context.lead == nil, !context.inPhrase,
            !dateCueFollows(j + 1), !endsAfterTo(j), !closesAfterAThing(j)
        {
            return nil
        }
        j += 1
        if isSymbol(j, "."), isGlued(j), j + 1 < count, tokens[j + 1].spaced || isSymbol(j + 1, ",")
        {
            j += 1  // "Fri., Mar. 6"
        }
        // "the first Monday of every month" is a recurrence.
        if isWord(j, .of), lexeme(j + 1).opensRecurrence { return nil }
        if let (weekDate, past, end) = namedWeek(at: j) {
            return (.day(DayClaim(date: weekDate.inWeek(day), role: .relative, isPast: past)), end)
        }
        if isWord(j, .after), isWord(j + 1, .next) {
            return (.day(DayClaim(date: today.next(day).adding(days: 7), role: .relative)), j + 2)
        }
        // "Friday week", like "a week on Friday": a week after the next Friday.
        if weeksOn > 0 || (modifier == nil && isWord(j, .week) && tokens[j].kind == .word) {
            let end = weeksOn > 0 ? j : j + 1
            return (
                .day(
                    DayClaim(
                        date: today.next(day).adding(days: 7 * max(weeksOn, 1)), role: .relative)),
                end
            )
        }
        let date: CivilDate
        switch modifier {
        case nil, .coming: date = today.next(day)
        case .this: date = today.nextOrSame(day)
        case .next: date = today.inWeek(day).adding(days: 7)
        case .last: date = today.previous(day)
        }
        let claim = DayClaim(
            date: date, role: .weekday(day, bare: modifier == nil), isPast: modifier == .last)
        return (.day(claim), j)
    }

    /// Whether the words after an everyday word ("sat", "sun", "may") make it a date: a day
    /// number, a month, a time, a comma, a part of the day.
    func dateCueFollows(_ j: Int) -> Bool {
        guard j < count else { return false }
        let token = tokens[j]
        if token.kind == .number { return true }
        if isSymbol(j, ",") || isSymbol(j, "@") { return true }
        let lex = token.lexeme
        if lex.month > 0 || lex.ordinal > 0 { return true }
        if isWord(j, .the) {
            return lexeme(j + 1).ordinal > 0 || (j + 1 < count && tokens[j + 1].isOrdinal)
        }
        if isWord(j, .at) {
            return j + 1 < count
                && (tokens[j + 1].kind == .number || lexeme(j + 1).number > 0
                    || isWord(j + 1, .noon))
        }
        return isAnyWord(j, .morning, .afternoon, .evening, .night, .noon, .midday, .midnight)
            || (isAnyWord(j, .of, .next, .this, .last) && namedWeek(at: j) != nil)
    }

    /// Whether the everyday weekday word at `j` ("sat", "wed") closes the words after a
    /// thing named: "buy gutter guards sat", "book the skip sat". Not "sun", which closes
    /// "sit in the sun", nor a verb's past after who did it ("where I sat", "the exam she
    /// sat").
    func closesAfterAThing(_ j: Int) -> Bool {
        guard lexeme(j).weekday != 7, j > 0, tokens[j].spaced, tokens[j - 1].kind == .word,
            endsCleanly(j + 1)
        else { return false }
        let before = text[tokens[j - 1].range].lowercased()
        return !Self.doersAndAdverbs.contains(before)
    }

    /// Words before "sat" or "wed" that make it a verb's past: who did it, or how.
    static let doersAndAdverbs: Set<String> = [
        "i", "we", "you", "he", "she", "they", "it", "who", "that", "which", "where", "just",
        "never", "once", "finally", "then", "and", "or", "had", "has", "have", "was", "were",
        "u", "ive", "i've", "we've", "they've", "already", "still", "also", "newly", "recently",
    ]

    /// Whether the everyday weekday word at `j` ("sat", "sun", "wed") is where something
    /// goes, after "to" and ending the phrase: "move the bike service to sat", "mv it 2
    /// sun". A noun after it shows it was something else ("to sat nav").
    func endsAfterTo(_ j: Int) -> Bool {
        j > 0 && isWord(j - 1, .to) && tokens[j].spaced && endsCleanly(j + 1)
    }

    /// A week placed after a weekday: "of next week", "next week", ", next week", "from last
    /// week", "of the following week", "this week". Returns a date in that week.
    func namedWeek(at start: Int) -> (CivilDate, Bool, Int)? {
        var j = start
        if isSymbol(j, ",") { j += 1 }
        if isAnyWord(j, .of, .from, .in) { j += 1 }
        return weekReference(at: j)
    }

    /// "this week", "next week", "last week", "the following week", "the week after next":
    /// a date in that week (today for this week), and whether it lies behind.
    func weekReference(at k: Int) -> (CivilDate, Bool, Int)? {
        var j = k
        if isWord(j, .the), isWord(j + 1, .week), isWord(j + 2, .after), isWord(j + 3, .next) {
            return (today.startOfWeek.adding(days: 14), false, j + 4)
        }
        guard let (modifier, end) = relativeModifier(at: j) else { return nil }
        j = end
        guard isWord(j, .week), !isWord(j + 1, .end), !(isSymbol(j + 1, "-") && isWord(j + 2, .end))
        else { return nil }
        switch modifier {
        case .this: return (today, false, j + 1)
        case .next, .coming: return (today.startOfWeek.adding(days: 7), false, j + 1)
        case .last: return (today.startOfWeek.adding(days: -7), true, j + 1)
        }
    }

    /// A part of the day: "this evening", "in the afternoon", "last night", "tomorrow night"
    /// (as "tomorrow" then "night"), "eod", "first thing".
    func dayPart(at k: Int, _ context: PieceContext) -> (DatePiece, Int)? {
        let w = word(k)
        switch w {
        case .this:
            guard let part = partWord(k + 1) else { return nil }
            let claim = DayClaim(date: today, role: .relative)
            return (.day(claim, part: part, tonight: part == .night), k + 2)
        case .in:
            let j = isWord(k + 1, .the) ? k + 2 : k + 1
            guard let part = partWord(j) else { return nil }
            return (.part(part), j + 1)
        case .the:
            // "move it to the afternoon", "leave it till the evening": the part of the day
            // a thing goes to. Not "the morning run", nor "the evening" as a subject.
            guard k > 0, isAnyWord(k - 1, .to, .until), let part = partWord(k + 1),
                endsCleanly(k + 2)
            else { return nil }
            return (.part(part), k + 2)
        case .last:
            guard isWord(k + 1, .night) else { return nil }
            let claim = DayClaim(date: today.adding(days: -1), role: .relative, isPast: true)
            return (.day(claim, part: .night), k + 2)
        case .eod, .cob:
            return (.part(.endOfDay), k + 1)
        case .first:
            // "first thing Monday", "first thing tomorrow": the start of the morning. Not
            // "the first thing on my list", nor "first thing I do".
            guard isWord(k + 1, .thing), k == 0 || !isAnyWord(k - 1, .the, .a, .this),
                k + 2 >= count || lexeme(k + 2).hasDateMeaning || tokens[k + 2].kind == .symbol
            else { return nil }
            return (.part(.morning), k + 2)
        case .close:
            // "close of business", "close of play": the end of the working day.
            guard isWord(k + 1, .of), isAnyWord(k + 2, .business, .play) else { return nil }
            return (.part(.endOfDay), k + 3)
        default:
            guard let part = partWord(k) else { return nil }
            // "good morning" is a greeting; "morning run" a kind of run.
            if k > 0, isWord(k - 1, .good) { return nil }
            guard context.lead != nil || context.inPhrase || (endsCleanly(k + 1) && !headsName(k))
            else { return nil }
            return (.part(part), k + 1)
        }
    }

    /// Whether the part of the day at `k` ends a name ("quiz night", "parents' evening",
    /// "open evening"): it follows a word with no date meaning of its own, so it is what
    /// that word describes, not when. "Friday night" and "tomorrow evening" follow date
    /// words, and "in the evening" or "by evening" have their preposition.
    func headsName(_ k: Int) -> Bool {
        k > 0 && tokens[k - 1].isPlainWord && !tokens[k].spacedWide
    }

    func partWord(_ i: Int) -> DayPart? {
        switch word(i) {
        case .morning: .morning
        case .afternoon: .afternoon
        case .evening: .evening
        case .night: .night
        default: nil
        }
    }
}

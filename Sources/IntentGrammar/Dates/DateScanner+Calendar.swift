internal import ToolBox

/// How a day of the month was written.
enum DayNumberForm {
    /// "4": as likely a count or an hour as a day, so it needs company to be a date.
    case cardinal
    /// "4th"
    case ordinal
    /// "fourth", "twenty-first"
    case word
}

/// Dates written with a month name, and days of the month.
extension DateScanner {
    /// The day of the month written at `j`: "4", "4th", "fourth", "twenty-first".
    func dayNumber(at j: Int) -> (day: Int, form: DayNumberForm, end: Int)? {
        guard j < count else { return nil }
        let token = tokens[j]
        if token.kind == .number {
            guard token.digits <= 2, (1...31).contains(token.value) else { return nil }
            return (token.value, token.isOrdinal ? .ordinal : .cardinal, j + 1)
        }
        let lex = token.lexeme
        if lex.ordinal > 0 { return (lex.ordinal, .word, j + 1) }
        if lex.number == 20 || lex.number == 30 {
            var k = j + 1
            if isSymbol(k, "-"), isGlued(k), isGlued(k + 1) { k += 1 }
            let unit = lexeme(k).ordinal
            if (1...9).contains(unit), lex.number + unit <= 31 {
                return (lex.number + unit, .word, k + 1)
            }
        }
        return nil
    }

    /// A month and day, with or without a year. Yearless, it is the next time that day
    /// comes round, today included; with a year, taken as written, past or not. A day the
    /// month never has ("February 30") is no date at all.
    func calendarClaim(month: Int, day: Int, year: Int?) -> DayClaim? {
        if let year {
            guard let date = CivilDate(year: year, month: month, day: day) else { return nil }
            return DayClaim(date: date, role: .calendar)
        }
        guard let date = today.nextOccurrence(month: month, day: day) else { return nil }
        return DayClaim(date: date, role: .yearless(month: month, day: day))
    }

    /// A two-digit year: 00 to 39 are this century, 40 to 99 the last, a fixed pivot so the
    /// same text means the same year whenever it is read.
    static func fullYear(_ twoDigits: Int) -> Int {
        twoDigits < 40 ? 2000 + twoDigits : 1900 + twoDigits
    }

    /// A year after a day and month: "March 4 2027", "Aug 9, 96", "july 4th of 1995",
    /// "28 june in 2020". A bare two-digit number is a year only if it cannot be an hour
    /// ("Aug 9 96" but not "March 4 12"); after a comma or "of" any two digits are.
    func yearAfter(at e: Int) -> (year: Int, end: Int)? {
        var j = e
        var marked = false
        if isSymbol(j, ",") {
            j += 1
            marked = true
        } else if isWord(j, .of) || (isWord(j, .in) && j + 1 < count && tokens[j + 1].digits == 4) {
            j += 1
            marked = true
        }
        guard j < count, tokens[j].isNumber, !clockSuffixFollows(j + 1), endsCleanly(j + 1)
        else { return nil }
        let token = tokens[j]
        if token.digits == 4, (1000...2999).contains(token.value) { return (token.value, j + 1) }
        if token.digits == 2, marked || token.value > 12 || token.value < 10 {
            return (Self.fullYear(token.value), j + 1)
        }
        return nil
    }

    /// Whether a time's tail starts at `j`: ":30", "pm", "o'clock", a glued "h". Then the
    /// number before it is an hour, not a day or a year ("April 3pm", "May 4:30").
    func clockSuffixFollows(_ j: Int) -> Bool {
        guard j < count else { return false }
        if isSymbol(j, ":") || isSymbol(j, "."), isGlued(j), isGlued(j + 1),
            j + 1 < count, tokens[j + 1].kind == .number
        {
            return true
        }
        if isWord(j, .h), isGlued(j) { return true }
        return meridiem(at: j, strong: isGlued(j)) != nil || oclock(at: j) != nil
    }

    /// "March 4", "4th of July", "the 4th of March", "Mar. 4, 2027", "2018 March 18",
    /// "mid-March" (in `period`).
    func monthNameDate(at k: Int, _ context: PieceContext) -> (DatePiece, Int)? {
        monthFirst(at: k) ?? dayFirst(at: k) ?? yearFirst(at: k) ?? nthWeekday(at: k)
    }

    /// "the first Monday of October", "last Friday of the month", "third Tuesday of
    /// September 2014". Without a year, the next such day, today included.
    private func nthWeekday(at k: Int) -> (DatePiece, Int)? {
        var j = k
        if isWord(j, .the) { j += 1 }
        guard j < count else { return nil }
        var n = lexeme(j).ordinal
        if isWord(j, .last) { n = -1 } else if tokens[j].isOrdinal { n = tokens[j].value }
        guard n == -1 || (1...5).contains(n) else { return nil }
        let weekday = lexeme(j + 1).weekday
        guard weekday > 0, isAnyWord(j + 2, .of, .in) else { return nil }
        j += 3
        if isWord(j, .the), isWord(j + 1, .month) {
            guard let date = nth(n, weekday, in: today.firstOfMonth) else { return nil }
            return (.day(DayClaim(date: date, role: .calendar)), j + 2)
        }
        if let (modifier, end) = relativeModifier(at: j), isWord(end, .month) {
            let step = modifier == .last ? -1 : (modifier == .this ? 0 : 1)
            guard let date = nth(n, weekday, in: today.firstOfMonth.adding(months: step)) else {
                return nil
            }
            return (.day(DayClaim(date: date, role: .calendar, isPast: step < 0)), end + 1)
        }
        let month = lexeme(j).month
        guard month > 0 else { return nil }
        if j + 1 < count, tokens[j + 1].isNumber, tokens[j + 1].digits == 4 {
            guard let first = CivilDate(year: tokens[j + 1].value, month: month, day: 1),
                let date = nth(n, weekday, in: first)
            else { return nil }
            return (.day(DayClaim(date: date, role: .calendar)), j + 2)
        }
        for year in today.year...(today.year + 1) {
            if let first = CivilDate(year: year, month: month, day: 1),
                let date = nth(n, weekday, in: first), date >= today
            {
                return (.day(DayClaim(date: date, role: .calendar)), j + 1)
            }
        }
        return nil
    }

    /// The `n`th `weekday` of the month starting at `first`; `n` of -1 is the last one.
    private func nth(_ n: Int, _ weekday: Int, in first: CivilDate) -> CivilDate? {
        if n < 0 {
            let last = first.lastOfMonth
            return last.adding(days: -((last.weekday - weekday + 7) % 7))
        }
        let date = first.nextOrSame(weekday).adding(days: 7 * (n - 1))
        return date.month == first.month ? date : nil
    }

    /// "March 4", "March 4th", "March the 4th", "Mar. 4, 2027", "October, 1st", "May eighth".
    private func monthFirst(at k: Int) -> (DatePiece, Int)? {
        let month = lexeme(k).month
        guard month > 0, tokens[k].kind == .word else { return nil }
        var j = k + 1
        if isSymbol(j, "."), isGlued(j) { j += 1 }
        var comma = false
        if isSymbol(j, ",") {
            comma = true
            j += 1
        }
        var the = false
        if isWord(j, .the) {
            the = true
            j += 1
        }
        guard j < count, tokens[j].spaced || tokens[j - 1].kind == .symbol,
            let (day, form, end) = dayNumber(at: j)
        else { return nil }
        if form == .cardinal {
            guard !comma, !clockSuffixFollows(end) else { return nil }
        }
        let year = yearAfter(at: end)
        // "march 3 miles"
        if form == .cardinal, year == nil, !the, !endsCleanly(end) { return nil }
        guard let claim = calendarClaim(month: month, day: day, year: year?.year) else {
            return nil
        }
        return (.day(claim), year?.end ?? end)
    }

    /// "4 March", "4th March", "the 4th of March", "fourth of July", "the twenty third day
    /// of September", "14th April 15".
    private func dayFirst(at k: Int) -> (DatePiece, Int)? {
        var j = k
        if isWord(j, .the) { j += 1 }
        guard let (day, form, afterDay) = dayNumber(at: j) else { return nil }
        var m = afterDay
        if form != .cardinal, isWord(m, .day), isWord(m + 1, .of) { m += 1 }
        var of = false
        if isWord(m, .of) {
            of = true
            m += 1
        }
        let month = lexeme(m).month
        guard month > 0, tokens[m].kind == .word, tokens[m].spaced else { return nil }
        var end = m + 1
        // "4 Aug. 2026", but "second of Aug." ends a sentence.
        if isSymbol(end, "."), isGlued(end), yearAfter(at: end + 1) != nil { end += 1 }
        // "at 4 may be late": an everyday month word after a bare number needs a date-like tail.
        if lexeme(m).needsContext, form == .cardinal, !of, !plainTail(end) { return nil }
        let year = yearAfter(at: end)
        guard let claim = calendarClaim(month: month, day: day, year: year?.year) else {
            return nil
        }
        return (.day(claim), year?.end ?? end)
    }

    /// The end of the text, punctuation, a number, or a preposition or date word.
    private func plainTail(_ j: Int) -> Bool {
        guard j < count, tokens[j].kind == .word else { return true }
        return isAnyWord(j, .at, .on, .in, .by, .for, .and, .to, .until, .until, .from)
            || lexeme(j).weekday > 0 || partWord(j) != nil
    }

    /// "2018 March 18".
    private func yearFirst(at k: Int) -> (DatePiece, Int)? {
        guard k < count, tokens[k].isNumber, tokens[k].digits == 4,
            (1000...2999).contains(tokens[k].value), lexeme(k + 1).month > 0,
            let (day, _, end) = dayNumber(at: k + 2), endsCleanly(end),
            let claim = calendarClaim(month: lexeme(k + 1).month, day: day, year: tokens[k].value)
        else { return nil }
        return (.day(claim), end)
    }

    /// A day of the month alone: "the 27th", "on the 3rd", "the twenty-seventh", "20th of
    /// next month", "Monday 21", "on 15 at 8pm".
    ///
    /// A number alone is more often a count, an ordinal adjective or an hour than a day, so
    /// each form needs company: "the" or a preposition for "27th", a weekday for "21", a
    /// time for "on 15"; and no noun after it ("the 3rd floor").
    func dayOfMonth(at k: Int, _ context: PieceContext) -> (DatePiece, Int)? {
        var j = k
        let the = isWord(j, .the)
        if the { j += 1 }
        guard let (day, form, end) = dayNumber(at: j) else { return nil }
        if let found = dayOfNamedMonth(day, form: form, at: end) { return found }
        var needsTime = false
        switch form {
        case .cardinal:
            if context.afterWeekday, !the {
                guard day > 12 else { return nil }  // "Friday 10" is too likely 10 o'clock
            } else if the {
                guard context.lead != nil else { return nil }
            } else {
                guard context.lead == .on else { return nil }
                needsTime = true
            }
            guard !clockSuffixFollows(end) else { return nil }
        case .ordinal:
            guard the || context.lead != nil || context.afterWeekday || isWord(end, .at)
            else { return nil }
        case .word:
            guard the || context.lead != nil || context.afterWeekday else { return nil }
            // "the second one", "the first thing"
            if day <= 2, context.lead == nil, !context.afterWeekday { return nil }
        }
        guard endsCleanly(end), let date = today.nextOccurrence(dayOfMonth: day) else { return nil }
        let claim = DayClaim(date: date, role: .dayOfMonth(day), needsTime: needsTime)
        return (.day(claim), end)
    }

    /// "20th of next month", "the 15th day of next month", "20 of this month".
    private func dayOfNamedMonth(_ day: Int, form: DayNumberForm, at start: Int) -> (
        DatePiece, Int
    )? {
        var j = start
        if form != .cardinal, isWord(j, .day) { j += 1 }
        guard isWord(j, .of) else { return nil }
        j += 1
        var step = 0
        if isWord(j, .the), isWord(j + 1, .month) {
            j += 1
        } else if let (modifier, end) = relativeModifier(at: j) {
            step = modifier == .last ? -1 : (modifier == .this ? 0 : 1)
            j = end
        } else {
            return nil
        }
        guard isWord(j, .month) else { return nil }
        let first = today.firstOfMonth.adding(months: step)
        guard let date = CivilDate(year: first.year, month: first.month, day: day) else {
            return nil
        }
        return (.day(DayClaim(date: date, role: .calendar, isPast: step < 0)), j + 1)
    }
}

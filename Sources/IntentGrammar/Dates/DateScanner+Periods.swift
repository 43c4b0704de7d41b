internal import ToolBox

/// Weeks, months, years and weekends, and their ends and starts.
extension DateScanner {
    /// "next week", "last month", "this weekend", "the end of the month", "start of next
    /// week", "mid-March", "eom".
    ///
    /// A period stands for its first day (next week is its Monday, next month its 1st),
    /// except "this week/month/year", which is today: said of a task, it means now-ish,
    /// not a day already gone. A weekend is its Saturday; the end of a week its Friday.
    /// A week, weekend, month or year also says its last day (`DayClaim.through`), for
    /// a question about everything in it ("what's due next week").
    func period(at k: Int, _ context: PieceContext) -> (DatePiece, Int)? {
        let w = word(k)
        switch w {
        case .eow: return (.day(DayClaim(date: endOfThisWeek, role: .relative)), k + 1)
        case .eom: return (.day(DayClaim(date: today.lastOfMonth, role: .relative)), k + 1)
        case .eoy: return (.day(endOfYear(today.year)), k + 1)
        default: break
        }
        if let found = earlyOrLate(at: k, context) { return found }
        var j = k
        if isWord(j, .the) { j += 1 }
        if let found = boundary(at: j) { return found }
        if isAnyWord(j, .first, .last), isWord(j + 1, .day), isWord(j + 2, .of) {
            // "the last day of the month" is its end; "the first day of next month" its start.
            let edgeWord: DateWord = isWord(j, .first) ? .start : .end
            if let found = boundary(at: j + 2, edge: edgeWord) { return found }
        }
        if let found = weekend(at: j, bare: j == k && context.lead == nil) { return found }
        if let found = namedMonth(at: k, context) { return found }
        if let (date, past, end) = weekReference(at: k) {
            let claim = DayClaim(
                date: date, role: .week, isPast: past, through: date.startOfWeek.adding(days: 6))
            return (.day(claim), end)
        }
        if isAnyWord(j, .month, .year), isWord(j + 1, .after), isWord(j + 2, .next) {
            let isMonth = isWord(j, .month)
            let date = isMonth ? today.firstOfMonth.adding(months: 2) : firstOfYear(today.year + 2)
            let through = isMonth ? date.lastOfMonth : endOfYear(date.year).date
            return (.day(DayClaim(date: date, role: .relative, through: through)), j + 3)
        }
        guard let (modifier, end) = relativeModifier(at: k) else { return nil }
        let isMonth = isWord(end, .month)
        guard isMonth || isWord(end, .year) else { return nil }
        let date: CivilDate
        switch modifier {
        case .this: date = today
        case .next, .coming:
            date = isMonth ? today.firstOfMonth.adding(months: 1) : firstOfYear(today.year + 1)
        case .last:
            date = isMonth ? today.firstOfMonth.adding(months: -1) : firstOfYear(today.year - 1)
        }
        let through = isMonth ? date.lastOfMonth : endOfYear(date.year).date
        let claim = DayClaim(
            date: date, role: .relative, isPast: modifier == .last, through: through)
        return (.day(claim), end + 1)
    }

    /// The Friday of this week; from Saturday on, the week's last day, Sunday.
    private var endOfThisWeek: CivilDate {
        today.weekday <= 5 ? today.inWeek(5) : today.inWeek(7)
    }

    private func firstOfYear(_ year: Int) -> CivilDate {
        CivilDate(year: year, month: 1, day: 1) ?? today
    }

    /// "this time tomorrow", "this time next week", "this time on Friday": that day at
    /// the time it is now.
    func sameTime(at k: Int, _ context: PieceContext) -> (DatePiece, Int)? {
        guard isWord(k, .this), isWord(k + 1, .time) else { return nil }
        var j = k + 2
        let date: CivilDate
        if isWord(j, .tomorrow) {
            date = today.adding(days: 1)
            j += 1
        } else if isWord(j, .next), isAnyWord(j + 1, .week, .month, .year) {
            switch word(j + 1) {
            case .week: date = today.adding(days: 7)
            case .month: date = today.adding(months: 1)
            default: date = today.adding(months: 12)
            }
            j += 2
        } else {
            if isWord(j, .on) { j += 1 }
            guard let (piece, end) = weekday(at: j, PieceContext(lead: .on)),
                case .day(let claim, nil, _) = piece
            else { return nil }
            date = claim.date
            j = end
        }
        guard let time = ClockTime(hour: nowMinute / 60, minute: nowMinute % 60) else {
            return nil
        }
        return (.instant(LocalDateTime(date: date, time: time), isPast: false), j)
    }

    private func endOfYear(_ year: Int) -> DayClaim {
        DayClaim(date: CivilDate(year: year, month: 12, day: 31) ?? today, role: .relative)
    }

    /// "end of the week", "beginning of next month", "end of March", "middle of May",
    /// "mid-March", "end of day", "end of tomorrow".
    private func boundary(at k: Int, edge edgeWord: DateWord? = nil) -> (DatePiece, Int)? {
        let w = edgeWord ?? word(k)
        enum Edge { case start, end, middle }
        let edge: Edge
        var j = edgeWord == nil ? k + 1 : k
        switch w {
        case .end: edge = .end
        case .start, .beginning: edge = .start
        case .middle: edge = .middle
        case .mid:
            edge = .middle
            if isSymbol(j, "-") { j += 1 }
            return middleOfMonth(at: j)
        default: return nil
        }
        guard isWord(j, .of) else { return nil }
        j += 1
        if edge == .middle { return middleOfMonth(at: isWord(j, .the) ? j + 1 : j) }
        if edge == .end {
            if isWord(j, .day) || (isWord(j, .the) && isWord(j + 1, .day)) {
                return (.part(.endOfDay), isWord(j, .day) ? j + 1 : j + 2)
            }
            if isWord(j, .business) { return (.part(.endOfDay), j + 1) }
            if let (piece, end) = relativeDay(at: j, PieceContext()),
                case .day(let claim, nil, _) = piece
            {
                return (.day(claim, part: .endOfDay), end)
            }
        }
        if let quarter = namedQuarter(at: isWord(j, .the) ? j + 1 : j, start: edge == .start) {
            return quarter
        }
        // Which week, month or year: "the week", "this month", "next year", "last week".
        var modifier = RelativeModifier.this
        if isWord(j, .the), isAnyWord(j + 1, .week, .month, .quarter, .year) {
            j += 1
        } else if let (found, end) = relativeModifier(at: j) {
            modifier = found
            j = end
        } else if let month = monthBoundary(at: j, start: edge == .start) {
            return month
        } else if j < count, tokens[j].isNumber, tokens[j].digits == 4 {
            // "the end of 2027", "beginning of 2028"
            let year = tokens[j].value
            let date = edge == .start ? firstOfYear(year) : endOfYear(year).date
            return (.day(DayClaim(date: date, role: .calendar)), j + 1)
        }
        let past = modifier == .last
        let step = modifier == .last ? -1 : (modifier == .this ? 0 : 1)
        let date: CivilDate
        switch word(j) {
        case .week:
            let monday = today.startOfWeek.adding(days: 7 * step)
            if edge == .start {
                date = monday
            } else {
                date = step == 0 ? endOfThisWeek : monday.adding(days: 4)
            }
        case .month:
            let first = today.firstOfMonth.adding(months: step)
            date = edge == .start ? first : first.lastOfMonth
        case .quarter:
            // Quarters of the calendar year: January to March is the first.
            let first = today.firstOfMonth.adding(months: -((today.month - 1) % 3) + 3 * step)
            date = edge == .start ? first : first.adding(months: 2).lastOfMonth
        case .year:
            let year = today.year + step
            date = edge == .start ? firstOfYear(year) : endOfYear(year).date
        default:
            return nil
        }
        return (.day(DayClaim(date: date, role: .relative, isPast: past)), j + 1)
    }

    /// "end of Q2", "start of Q3 2027": a quarter of the calendar year (Q1 is January to
    /// March) by its name, its last or first day; without a year, the next time it comes
    /// round.
    private func namedQuarter(at j: Int, start: Bool) -> (DatePiece, Int)? {
        guard isWord(j, .q), j + 1 < count, tokens[j + 1].isNumber, !tokens[j + 1].spaced,
            (1...4).contains(tokens[j + 1].value)
        else { return nil }
        let month = 3 * (tokens[j + 1].value - 1) + 1
        var end = j + 2
        var year = today.year
        let saidYear = end < count && tokens[end].isNumber && tokens[end].digits == 4
        if saidYear {
            year = tokens[end].value
            end += 1
        }
        func day(in year: Int) -> CivilDate? {
            guard let first = CivilDate(year: year, month: month, day: 1) else { return nil }
            return start ? first : first.adding(months: 2).lastOfMonth
        }
        guard var date = day(in: year) else { return nil }
        if !saidYear, date < today, let next = day(in: year + 1) { date = next }
        return (.day(DayClaim(date: date, role: saidYear ? .calendar : .relative)), end)
    }

    /// "end of March", "beginning of April 2027": that month's last or first day, the next
    /// time it comes round.
    private func monthBoundary(at j: Int, start: Bool) -> (DatePiece, Int)? {
        let month = lexeme(j).month
        guard month > 0 else { return nil }
        var end = j + 1
        var year: Int?
        if j + 1 < count, tokens[j + 1].isNumber, tokens[j + 1].digits == 4 {
            year = tokens[j + 1].value
            end += 1
        }
        let lastDay = CivilDate.daysIn(month: month, year: year ?? 2001)
        let day = start ? 1 : lastDay
        guard let claim = calendarClaim(month: month, day: day, year: year) else { return nil }
        return (.day(claim), end)
    }

    /// "mid-March", "the middle of May": the 15th.
    private func middleOfMonth(at j: Int) -> (DatePiece, Int)? {
        let month = lexeme(j).month
        guard month > 0 else { return nil }
        var end = j + 1
        var year: Int?
        if j + 1 < count, tokens[j + 1].isNumber, tokens[j + 1].digits == 4 {
            year = tokens[j + 1].value
            end += 1
        }
        guard let claim = calendarClaim(month: month, day: 15, year: year) else { return nil }
        return (.day(claim), end)
    }

    /// "early next week", "late this month": the start or the end of a period, one day.
    /// Early is the period's first day (Monday, the 1st; today, for this week or month);
    /// late its end as "the end of" says it (a week's Friday, a month's last day).
    private func earlyOrLate(at k: Int, _ context: PieceContext) -> (DatePiece, Int)? {
        guard isAnyWord(k, .early, .late),
            let (piece, end) = period(at: k + 1, context),
            case .day(var claim, nil, _) = piece, let last = claim.through
        else { return nil }
        if isWord(k, .late) {
            // A week ends on its Friday, unless that has passed ("late this week" on a
            // Saturday is the Sunday).
            let friday = last.adding(days: -2)
            claim.date = claim.role == .week && friday >= claim.date ? friday : last
        }
        claim.through = nil
        claim.role = .relative
        return (.day(claim), end)
    }

    /// "in January", "in March 2027", "(due) for June": a month said by name alone, after
    /// "in" or "for". Without a year it is the next time the month comes round, and the
    /// month it is now means the rest of it, as "this month" does. It stands for its first
    /// day (today, for this month) and says its last.
    private func namedMonth(at k: Int, _ context: PieceContext) -> (DatePiece, Int)? {
        var j = k
        if isWord(j, .in) {
            j += 1
        } else if context.lead != .for {
            return nil
        }
        let month = lexeme(j).month
        guard month > 0 else { return nil }
        var end = j + 1
        var year: Int?
        if end < count, tokens[end].isNumber, tokens[end].digits == 4 {
            year = tokens[end].value
            end += 1
        }
        // "in March 2027", "in may." and not "in march madness", "for june's party", nor
        // a day of the month ("for february 20-25").
        guard endsCleanly(end), end >= count || !tokens[end].isNumber,
            let first = CivilDate(
                year: year ?? (month < today.month ? today.year + 1 : today.year), month: month,
                day: 1)
        else { return nil }
        let last = first.lastOfMonth
        let date = first <= today && today <= last ? today : first
        let claim = DayClaim(
            date: date, role: year == nil ? .relative : .calendar, isPast: last < today,
            through: last)
        return (.day(claim), end)
    }

    /// "the weekend", "this weekend", "next weekend", "last weekend", "week-end".
    ///
    /// The weekend is its Saturday: the coming one, or today when today is Saturday or
    /// Sunday. Next weekend is Saturday of next week; last weekend, of last week; the
    /// weekend after next, of the week after next.
    private func weekend(at k: Int, bare: Bool) -> (DatePiece, Int)? {
        var j = k
        var modifier: RelativeModifier?
        if let (found, end) = relativeModifier(at: j) {
            modifier = found
            j = end
        }
        if isWord(j, .weekend) {
            j += 1
        } else if isWord(j, .week), isWord(j + 1, .end) {
            j += 2
        } else if isWord(j, .week), isSymbol(j + 1, "-"), isWord(j + 2, .end) {
            j += 3
        } else {
            return nil
        }
        if isWord(j, .after), isWord(j + 1, .next) {
            let saturday = today.inWeek(6).adding(days: 14)
            let claim = DayClaim(date: saturday, role: .relative, through: saturday.adding(days: 1))
            return (.day(claim), j + 2)
        }
        if bare, modifier == nil, !endsCleanly(j) { return nil }  // "weekend trip"
        let date: CivilDate
        switch modifier {
        case nil, .this, .coming: date = today.weekday >= 6 ? today : today.inWeek(6)
        case .next: date = today.inWeek(6).adding(days: 7)
        case .last: date = today.inWeek(6).adding(days: -7)
        }
        // Through its Sunday: from a Saturday, the day after; on a Sunday, today alone.
        let through = date.weekday == 6 ? date.adding(days: 1) : date
        let claim = DayClaim(
            date: date, role: .relative, isPast: modifier == .last, through: through)
        return (.day(claim), j)
    }
}

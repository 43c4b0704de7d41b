internal import ToolBox

/// A length of time: "2 years 1 month 21 days", "an hour and a half".
struct DateDuration {
    var years = 0
    var months = 0
    var days = 0
    var minutes = 0

    mutating func add(_ amount: Int, _ unit: DurationUnit) {
        switch unit {
        case .minute: minutes += amount
        case .hour: minutes += 60 * amount
        case .day: days += amount
        case .week: days += 7 * amount
        case .fortnight: days += 14 * amount
        case .month: months += amount
        case .year: years += amount
        }
    }
}

/// Offsets from now or from another date: "in 3 days", "a week ago", "two weeks from
/// tomorrow", "3 days after January 12th", "in 2 hours".
extension DateScanner {
    /// A number word, compound ones included: "seven", "twenty one", "twenty-one".
    func numberWord(at j: Int) -> (Int, Int)? {
        let value = lexeme(j).number
        guard value >= 0 else { return nil }
        if value >= 20 {
            var k = j + 1
            if isSymbol(k, "-"), isGlued(k), isGlued(k + 1) { k += 1 }
            let unit = lexeme(k).number
            if (1...9).contains(unit) { return (value + unit, k + 1) }
        }
        return (value, j + 1)
    }

    /// How many: "3", "three", "a", "a couple of", "a few".
    func amount(at j: Int) -> (Int, Int)? {
        guard j < count else { return nil }
        let token = tokens[j]
        if token.isNumber { return token.digits <= 4 ? (token.value, j + 1) : nil }
        guard token.kind == .word else { return nil }
        switch token.word {
        case .a, .an:
            if isWord(j + 1, .couple) { return (2, isWord(j + 2, .of) ? j + 3 : j + 2) }
            if isWord(j + 1, .few) { return (3, j + 2) }
            return (1, j + 1)
        case .couple: return (2, isWord(j + 1, .of) ? j + 2 : j + 1)
        case .few: return (3, j + 1)
        default: return numberWord(at: j)
        }
    }

    /// An amount and its unit: "3 days", "a week", "2d", "half an hour", "a quarter of an hour".
    func amountWithUnit(at j: Int) -> (amount: Int, unit: DurationUnit, end: Int)? {
        if isWord(j, .half), isAnyWord(j + 1, .a, .an), lexeme(j + 2).unit == .hour {
            return (30, .minute, j + 3)
        }
        let q = isWord(j, .a) ? j + 1 : j
        if isWord(q, .quarter) {
            if isWord(q + 1, .of), isAnyWord(q + 2, .a, .an), lexeme(q + 3).unit == .hour {
                return (15, .minute, q + 4)
            }
            if lexeme(q + 1).unit == .hour { return (15, .minute, q + 2) }
        }
        guard let (value, e) = amount(at: j), e < count else { return nil }
        let lex = tokens[e].lexeme
        guard let unit = lex.unit, tokens[e].kind == .word else { return nil }
        if lex.unitIsShort, !(isGlued(e) && tokens[j].isNumber) { return nil }
        if unit == .hour, isWord(e + 1, .and), isWord(e + 2, .a), isWord(e + 3, .half) {
            return (value * 60 + 30, .minute, e + 4)
        }
        return (value, unit, e + 1)
    }

    /// Amounts in a row: "1 month 21 days", "1 day, 2 hours", "2 years and 3 months".
    func duration(at j: Int) -> (DateDuration, Int)? {
        guard let first = amountWithUnit(at: j) else { return nil }
        var total = DateDuration()
        total.add(first.amount, first.unit)
        var end = first.end
        while end < count {
            var k = end
            if isSymbol(k, ",") { k += 1 }
            if isWord(k, .and) { k += 1 }
            guard let next = amountWithUnit(at: k) else { break }
            total.add(next.amount, next.unit)
            end = next.end
        }
        return (total, end)
    }

    /// "in 3 days", "in a fortnight's time", "2 days from now", "a week ago", "3 weeks
    /// later", "two weeks from tomorrow", "2 days after next Friday", "2 weeks before May 13",
    /// "a week today", "a fortnight tomorrow".
    ///
    /// Days, weeks, months and years give a date with no time (the README's "in 3 days" is
    /// a day); hours and minutes give a moment.
    func offset(at k: Int, _ context: PieceContext) -> (DatePiece, Int)? {
        let now = LocalDateTime(
            date: today, time: ClockTime(hour: nowMinute / 60, minute: nowMinute % 60))
        var start = k
        if isWord(k, .in) {
            guard let (length, e) = duration(at: k + 1) else { return nil }
            if !isWord(e, .from) {
                let end = isWord(e, .time) ? e + 1 : e
                return shifted(now, by: length, sign: 1, anchored: false, end: end)
            }
            start = k + 1  // "in two days from today"
        }
        guard let (length, e) = duration(at: start) else { return nil }
        switch word(e) {
        case .ago, .earlier, .back:
            return shifted(now, by: length, sign: -1, anchored: false, end: e + 1)
        case .later, .hence:
            return shifted(now, by: length, sign: 1, anchored: false, end: e + 1)
        case .today, .tomorrow:
            // "a week today", "a fortnight tomorrow": British for that many whole weeks
            // after the day.
            guard length.years == 0, length.months == 0, length.minutes == 0, length.days > 0,
                length.days % 7 == 0
            else { return nil }
            let day = isWord(e, .tomorrow) ? today.adding(days: 1) : today
            return shifted(
                LocalDateTime(date: day, time: nil), by: length, sign: 1, anchored: true,
                end: e + 1)
        case .from, .after, .before:
            let sign = isWord(e, .before) ? -1 : 1
            if isWord(e, .from), isWord(e + 1, .now) {
                return shifted(now, by: length, sign: 1, anchored: false, end: e + 2)
            }
            if let (anchor, end) = sequence(at: e + 1, lead: nil) {
                let base = anchor.resolve(today: today, nowMinute: nowMinute)
                return shifted(base, by: length, sign: sign, anchored: true, end: end)
            }
            // "15 minutes before." with nothing after: before or after now.
            guard !isWord(e, .from), e + 1 >= count || tokens[e + 1].kind == .symbol else {
                return nil
            }
            return shifted(now, by: length, sign: sign, anchored: false, end: e + 1)
        default:
            return nil
        }
    }

    /// `base` moved by `length`. Calendar units go first (years, months, then days), so
    /// "1 month 2 days" from 30 January is 2 March, like a person counting on a calendar.
    private func shifted(
        _ base: LocalDateTime, by length: DateDuration, sign: Int, anchored: Bool, end: Int
    ) -> (DatePiece, Int)? {
        let months = 12 * length.years + length.months
        let targetYear = base.date.year + sign * months / 12
        guard (2...9998).contains(targetYear), length.days < 3_000_000 else { return nil }
        var date = base.date.adding(months: sign * months).adding(days: sign * length.days)
        // "3 days ago" points back; "3 days before Friday" only if it lands before today.
        let past = anchored ? date < today : sign < 0
        if length.minutes != 0 {
            let start = base.time?.minutesSinceMidnight ?? nowMinute
            let total = start + sign * length.minutes
            let dayShift = total >= 0 ? total / 1440 : -((-total + 1439) / 1440)
            date = date.adding(days: dayShift)
            let minute = total - dayShift * 1440
            guard (1...9999).contains(date.year),
                let time = ClockTime(hour: minute / 60, minute: minute % 60)
            else { return nil }
            return (
                .instant(
                    LocalDateTime(date: date, time: time), isPast: anchored ? date < today : past),
                end
            )
        }
        guard (1...9999).contains(date.year) else { return nil }
        if anchored, let time = base.time {
            return (.instant(LocalDateTime(date: date, time: time), isPast: past), end)
        }
        return (.day(DayClaim(date: date, role: .week, isPast: past)), end)
    }
}

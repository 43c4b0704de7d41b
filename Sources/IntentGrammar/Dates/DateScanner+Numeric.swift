internal import ToolBox

/// Dates written with separators: "2026-03-04", "3/4", "27/3", "3.4.2026", "31-Oct-74".
extension DateScanner {
    /// A date in numbers (or numbers and a month name) joined by "/", "-" or ".".
    ///
    /// Month first when both readings are valid ("3/4" is 4 March), day first when only
    /// that one is ("27/3"); a four-digit first part is a year ("2015-3-3"). Two dashed
    /// numbers are a date only after "on", "by", "for" or "due" ("on 4-22"; "at 4.30" is a
    /// time), two dotted ones also after
    /// a weekday ("Friday 7.6"), because "pages 3-7", "Mon-Fri 9-5", "won 3-1" and "version
    /// 3.4" are not dates; "24/7" is an idiom.
    func numericDate(at k: Int, _ context: PieceContext) -> (DatePiece, Int)? {
        guard isDatePart(k) else { return nil }
        var parts = (k, -1, -1)
        var partCount = 1
        var separator: Unicode.Scalar = "/"
        var j = k + 1
        while partCount < 3, j + 1 < count, tokens[j].kind == .symbol {
            let symbol = Unicode.Scalar(tokens[j].symbol)
            let glued = isGlued(j) && isGlued(j + 1)
            if partCount == 1 {
                guard isSymbol(j, in: "/-."), glued || symbol == "/" else { break }
                separator = symbol
            } else {
                let yearAfterComma =
                    symbol == "," && tokens[j + 1].isNumber
                    && (tokens[j + 1].digits == 2 || tokens[j + 1].digits == 4)
                guard symbol == separator || yearAfterComma, glued || symbol == "/" else { break }
            }
            guard isDatePart(j + 1) else { break }
            if partCount == 1 { parts.1 = j + 1 } else { parts.2 = j + 1 }
            partCount += 1
            j += 2
        }
        guard partCount >= 2 else { return nil }
        let end = j
        // "1.2.3.4", "3/4abc": part of something longer.
        if end < count, !tokens[end].spaced {
            if tokens[end].kind != .symbol, !isWord(end, .t) { return nil }
            if isSymbol(end, separator), isGlued(end + 1), end + 1 < count,
                tokens[end + 1].kind == .number
            {
                return nil
            }
        }
        let indices = partCount == 3 ? [parts.0, parts.1, parts.2] : [parts.0, parts.1]
        let claim: DayClaim?
        if let monthAt = indices.firstIndex(where: { tokens[$0].kind == .word }) {
            claim = namedMonthParts(indices, monthAt: monthAt)
        } else if partCount == 3 {
            claim = threeNumbers(indices)
        } else {
            guard
                separator == "/" || (context.lead != nil && context.lead != .at)
                    || (separator == "." && context.afterWeekday),
                !clockSuffixFollows(end), endsCleanly(end),
                !(tokens[k].value == 24 && tokens[parts.1].value == 7)
            else { return nil }
            claim = twoNumbers(tokens[k], tokens[parts.1])
        }
        guard let claim else { return nil }
        return (.day(claim), end)
    }

    /// A number of one, two or four digits, or a month name.
    private func isDatePart(_ i: Int) -> Bool {
        guard i < count else { return false }
        let token = tokens[i]
        if token.kind == .word { return token.lexeme.month > 0 }
        return token.isNumber && [1, 2, 4].contains(token.digits)
    }

    /// "3/4" (4 March), "27/3" (27 March).
    private func twoNumbers(_ a: DateToken, _ b: DateToken) -> DayClaim? {
        guard a.digits <= 2, b.digits <= 2 else { return nil }
        if a.value <= 12, b.value <= CivilDate.daysIn(month: max(a.value, 1), year: 2000),
            b.value >= 1
        {
            return calendarClaim(month: a.value, day: b.value, year: nil)
        }
        if b.value <= 12 { return calendarClaim(month: b.value, day: a.value, year: nil) }
        return nil
    }

    /// "2026-03-04", "3/4/2026", "04/03/26", "13.5.2015", "08/12,15".
    private func threeNumbers(_ indices: [Int]) -> DayClaim? {
        let (a, b, c) = (tokens[indices[0]], tokens[indices[1]], tokens[indices[2]])
        if a.digits == 4 {
            guard b.digits <= 2, c.digits <= 2 else { return nil }
            return calendarClaim(month: b.value, day: c.value, year: a.value)
                ?? calendarClaim(month: c.value, day: b.value, year: a.value)
        }
        guard a.digits <= 2, b.digits <= 2, c.digits == 2 || c.digits == 4 else { return nil }
        let year = c.digits == 4 ? c.value : Self.fullYear(c.value)
        return calendarClaim(month: a.value, day: b.value, year: year)
            ?? calendarClaim(month: b.value, day: a.value, year: year)
    }

    /// "31/Oct/1974", "Sep-23-2020", "2020/Sep/23", "Nov/2": the month is named, the
    /// four-digit number (or else the last one) is the year, the other the day.
    private func namedMonthParts(_ indices: [Int], monthAt: Int) -> DayClaim? {
        let month = tokens[indices[monthAt]].lexeme.month
        let numbers = indices.enumerated().filter { $0.offset != monthAt }.map {
            tokens[$0.element]
        }
        guard numbers.allSatisfy({ $0.kind == .number }) else { return nil }
        if numbers.count == 1 {
            guard numbers[0].digits <= 2 else { return nil }
            return calendarClaim(month: month, day: numbers[0].value, year: nil)
        }
        let (first, second) = (numbers[0], numbers[1])
        if first.digits == 4, second.digits <= 2 {
            return calendarClaim(month: month, day: second.value, year: first.value)
        }
        guard first.digits <= 2, second.digits == 2 || second.digits == 4 else { return nil }
        let year = second.digits == 4 ? second.value : Self.fullYear(second.value)
        return calendarClaim(month: month, day: first.value, year: year)
    }
}

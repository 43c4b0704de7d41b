/// Clock times: "3pm", "15:00", "at 3", "half past 3", "quarter to 5", "noon", "six pm".
extension DateScanner {
    func clock(at k: Int, _ context: PieceContext) -> (DatePiece, Int)? {
        guard k < count else { return nil }
        let token = tokens[k]
        if token.kind == .word {
            // "the noon concert", "the lunchtime service": a name, as "quiz night" is.
            if token.word == .noon || token.word == .midday || token.word == .midnight,
                context.lead == nil, !context.inPhrase,
                headsName(k) || (k > 0 && isAnyWord(k - 1, .the, .a)), !endsCleanly(k + 1)
            {
                return nil
            }
            switch token.word {
            case .after where isWord(k + 1, .lunch):
                // "after lunch": early afternoon, an hour after lunchtime's noon.
                return (.clock(ClockClaim(hour: 13, minute: 0, literal: true)), k + 2)
            case .after, .before:
                // "after work", "before bed": the hour the day is lived around (README).
                if let hour = Self.anchorHour(token.word, k + 1 < count ? tokens[k + 1].word : .none) {
                    return (.clock(ClockClaim(hour: hour.hour, minute: hour.minute, literal: true)), k + 2)
                }
            case .bedtime where context.lead != nil:
                // "at bedtime"; "a bedtime story" is a name.
                return (.clock(ClockClaim(hour: 21, minute: 0, literal: true)), k + 1)
            case .noon, .midday:
                return (.clock(ClockClaim(hour: 12, minute: 0, literal: true)), k + 1)
            case .midnight:
                return (.clock(ClockClaim(hour: 0, minute: 0, literal: true)), k + 1)
            default:
                break
            }
            if let found = minutesPastOrTo(at: k, context) { return found }
            return wordClock(at: k, context)
        }
        guard token.isNumber else { return nil }
        if let found = minutesPastOrTo(at: k, context) { return found }
        return digitClock(at: k, context)
    }

    /// The time of "after work" (18:00, the evening's), "before work" (08:00), "after
    /// school" (15:30), "after dinner" (19:00) and "before bed" (21:00); nil for any other
    /// pair.
    static func anchorHour(_ lead: DateWord, _ anchor: DateWord) -> (hour: Int, minute: Int)? {
        switch (lead, anchor) {
        case (.after, .work): return (18, 0)
        case (.before, .work): return (8, 0)
        case (.after, .school): return (15, 30)
        case (.after, .dinner): return (19, 0)
        case (.before, .bed), (.before, .bedtime): return (21, 0)
        default: return nil
        }
    }

    /// "am", "pm", "a.m.", "p . m .", and a bare "a"/"p" glued to a clock ("3p", "9:00a")
    /// when `strong` says the number is surely a time.
    func meridiem(at j: Int, strong: Bool) -> (Meridiem, Int)? {
        let w = word(j)
        let value: Meridiem
        switch w {
        case .am: return (.am, j + 1)
        case .pm: return (.pm, j + 1)
        case .a: value = .am
        case .p: value = .pm
        default: return nil
        }
        var e = j + 1
        if isSymbol(e, ".") { e += 1 }
        if isWord(e, .m) {
            e += 1
            if isSymbol(e, "."), !tokens[e].spaced { e += 1 }
            return (value, e)
        }
        return strong && isGlued(j) ? (value, j + 1) : nil
    }

    /// "o'clock", "oclock", "o clock".
    func oclock(at j: Int) -> Int? {
        if isWord(j, .oclock) || isWord(j, .oclock) { return j + 1 }
        if isWord(j, .o), isWord(j + 1, .clock) { return j + 2 }
        return nil
    }

    /// "3pm", "3:30", "15:00", "7:56:30 pm", "8.30pm", "15h00", "1140 a.m.", "5 o'clock",
    /// "at 3", and "8" before a part of the day ("8 tonight").
    private func digitClock(at k: Int, _ context: PieceContext) -> (DatePiece, Int)? {
        let token = tokens[k]
        let hour = token.value
        guard token.digits <= 4 else { return nil }
        // A leading zero ("07:30", "at 09") is the 24-hour clock: no am/pm guess.
        let zeroLed = token.digits == 2 && hour < 10
        let fitsHour = token.digits <= 2 && hour <= 23
        let atLead = context.lead == .at
        // H:MM[:SS], H.MM
        if fitsHour, isSymbol(k + 1, ":") || isSymbol(k + 1, "."), isGlued(k + 1), isGlued(k + 2),
            k + 2 < count, tokens[k + 2].isNumber, tokens[k + 2].digits == 2,
            tokens[k + 2].value < 60
        {
            let dotted = isSymbol(k + 1, ".")
            var e = k + 3
            if !dotted, isSymbol(e, ":"), isGlued(e), isGlued(e + 1), e + 1 < count,
                tokens[e + 1].isNumber, tokens[e + 1].digits == 2
            {
                e += 2
            }
            var claim = ClockClaim(hour: hour, minute: tokens[k + 2].value)
            if (1...12).contains(hour), let (value, end) = meridiem(at: e, strong: true) {
                claim.meridiem = value
                return (.clock(claim), end)
            }
            // "version 3.4", "3.5 hours": a dotted time needs am/pm or "at".
            if dotted, !atLead || !endsCleanly(e) { return nil }
            claim.literal = hour == 0 || hour > 12 || zeroLed
            return (.clock(claim), e)
        }
        // "12 noon", "12 midnight"
        if hour == 12, token.digits == 2, isWord(k + 1, .noon) || isWord(k + 1, .midnight) {
            let claim = ClockClaim(hour: isWord(k + 1, .noon) ? 12 : 0, minute: 0, literal: true)
            return (.clock(claim), k + 2)
        }
        // 15h00, 19h30, 16h
        if fitsHour, isWord(k + 1, .h), isGlued(k + 1) {
            if k + 2 < count, isGlued(k + 2), tokens[k + 2].isNumber, tokens[k + 2].digits == 2,
                tokens[k + 2].value < 60
            {
                let claim = ClockClaim(hour: hour, minute: tokens[k + 2].value, literal: true)
                return (.clock(claim), k + 3)
            }
            guard atLead || hour > 12 || zeroLed, endsCleanly(k + 2) else { return nil }
            return (.clock(ClockClaim(hour: hour, minute: 0, literal: true)), k + 2)
        }
        // 5 o'clock [pm]
        if token.digits <= 2, (1...12).contains(hour), let e = oclock(at: k + 1) {
            var claim = ClockClaim(hour: hour, minute: 0)
            if let (value, end) = meridiem(at: e, strong: false) {
                claim.meridiem = value
                return (.clock(claim), end)
            }
            return (.clock(claim), e)
        }
        // 3pm, 3 p.m., 3p; 1140 a.m.
        if let (value, end) = meridiem(at: k + 1, strong: atLead) {
            if token.digits <= 2, (1...12).contains(hour) {
                return (.clock(ClockClaim(hour: hour, minute: 0, meridiem: value)), end)
            }
            let (h, m) = (hour / 100, hour % 100)
            if token.digits >= 3, (1...12).contains(h), m < 60 {
                return (.clock(ClockClaim(hour: h, minute: m, meridiem: value)), end)
            }
            return nil
        }
        // "at 3", "at 15"; "8 tonight", "6 in the afternoon". Only "at" makes a bare number
        // an hour: "cut the budget by 5" is no time.
        guard fitsHour, lexeme(k + 1).unit == nil else { return nil }
        var claim = ClockClaim(hour: hour, minute: 0, literal: hour == 0 || hour > 12 || zeroLed)
        if !atLead {
            guard (1...12).contains(hour) else { return nil }
            claim.needsPart = true
        } else if !endsCleanly(k + 1) {
            // "at 3 Main Street" is an address, but "at 2-3pm" a range still to be read.
            claim.needsPart = true
        }
        return (.clock(claim), k + 1)
    }

    /// "six pm", "at six", "at six thirty", "five-thirty", "nine a m", "eight tonight".
    private func wordClock(at k: Int, _ context: PieceContext) -> (DatePiece, Int)? {
        let hour = lexeme(k).number
        guard (1...12).contains(hour) else { return nil }
        var claim = ClockClaim(hour: hour, minute: 0)
        var e = k + 1
        var m = e
        if isSymbol(m, "-"), isGlued(m), isGlued(m + 1) { m += 1 }
        if let (minutes, end) = numberWord(at: m), (10...59).contains(minutes) {
            claim.minute = minutes
            e = end
        }
        if let (value, end) = meridiem(at: e, strong: false) {
            claim.meridiem = value
            return (.clock(claim), end)
        }
        if claim.minute == 0, let end = oclock(at: e) { return (.clock(claim), end) }
        if context.lead == .at {
            guard endsCleanly(e) else { return nil }
        } else {
            claim.needsPart = true
        }
        return (.clock(claim), e)
    }

    /// "half past 3", "a quarter to 5", "20 past 3pm", "15 minutes past 3pm", "twenty to
    /// five", "at half 3", "to half 10". Digits before "to" need "minutes": "from 2 to 3pm" and "10 to 11am" are
    /// ranges. Digits before "past" need am/pm, "minutes" or "at".
    private func minutesPastOrTo(at k: Int, _ context: PieceContext) -> (DatePiece, Int)? {
        var j = k
        var minutes: Int
        var sure = false
        if isWord(j, .half) {
            minutes = 30
            sure = true
            j += 1
        } else if isWord(j, .quarter) || (isWord(j, .a) && isWord(j + 1, .quarter)) {
            minutes = 15
            sure = true
            j += isWord(j, .a) ? 2 : 1
        } else if j < count, tokens[j].isNumber, tokens[j].digits <= 2,
            (1...59).contains(tokens[j].value)
        {
            minutes = tokens[j].value
            j += 1
        } else if let (value, end) = numberWord(at: j), (1...59).contains(value) {
            minutes = value
            j = end
        } else {
            return nil
        }
        if lexeme(j).unit == .minute {
            sure = true
            j += 1
        }
        let forward: Bool
        switch word(j) {
        case .past, .after: forward = true
        case .to, .until, .before: forward = false
        default:
            // "at half 3": British for half past, said after "at", "by", "until" or "to"
            // ("move it to half 10"), or with am/pm.
            let saidAsTime =
                context.lead == .at || context.lead == .by || context.lead == .until
                || (k > 0 && isWord(k - 1, .to))
            guard minutes == 30, isWord(k, .half), let (hourClaim, end) = hourOfDay(at: j),
                !hourClaim.literal, saidAsTime || hourClaim.meridiem != nil
            else { return nil }
            var claim = hourClaim
            claim.offset = 30
            return (.clock(claim), end)
        }
        if minutes == 30, !forward { return nil }
        if !forward, tokens[k].kind == .number, lexeme(j - 1).unit != .minute { return nil }
        guard let (hourClaim, end) = hourOfDay(at: j + 1) else { return nil }
        var claim = hourClaim
        sure = sure || claim.meridiem != nil || claim.literal || context.lead == .at
        guard sure || endsCleanly(end) && tokens[k].kind == .word else { return nil }
        claim.offset = forward ? minutes : -minutes
        return (.clock(claim), end)
    }

    /// The hour in "past 3pm", "to 5", "past 15h", "to noon", "past eight".
    private func hourOfDay(at j: Int) -> (ClockClaim, Int)? {
        guard j < count else { return nil }
        if isWord(j, .noon) || isWord(j, .midday) {
            return (ClockClaim(hour: 12, minute: 0, literal: true), j + 1)
        }
        if isWord(j, .midnight) { return (ClockClaim(hour: 0, minute: 0, literal: true), j + 1) }
        var hour = lexeme(j).number
        if tokens[j].isNumber, tokens[j].digits <= 2 { hour = tokens[j].value }
        guard (0...23).contains(hour) else { return nil }
        var claim = ClockClaim(hour: hour, minute: 0, literal: hour == 0 || hour > 12)
        var e = j + 1
        if isWord(e, .h), isGlued(e) {
            claim.literal = true
            e += 1
        } else if let end = oclock(at: e) {
            e = end
        }
        if (1...12).contains(hour), let (value, end) = meridiem(at: e, strong: isGlued(e)) {
            claim.meridiem = value
            e = end
        }
        return (claim, e)
    }
}

package import ToolBox

/// Finds date phrases in text and says what day and time they name, relative to `now`.
///
/// Rule-based and deterministic: the same text and `now` give the same answer. The text
/// is tokenized once and read by hand-written rules, with no regular expressions, no
/// Foundation calendar and no clock of its own, because the grammar calls it on every
/// utterance. The conventions (what "next Friday" or "the weekend" means) are the table
/// in eval-data/README.md.
package struct DateParser: Sendable {
    package let now: LocalDateTime

    /// `now` should have a time; without one it counts as midnight.
    package init(now: LocalDateTime) {
        self.now = now
    }

    /// Every date phrase, left to right, the longest at each position, none overlapping.
    package func matches(in text: String) -> [DateMatch] {
        let scanner = DateScanner(text: text, now: now)
        return scanner.phrases(firstOnly: false).map { match($0, in: scanner) }
    }

    /// False when no date phrase can start at the beginning of `text`: its first word
    /// has no date meaning ("remind", "oh"), and every phrase starts with a word that
    /// has one, a number or a mark. Reads the first word only.
    package static func mayStartPhrase(atStartOf text: String) -> Bool {
        let end = text.utf8.firstIndex(of: UInt8(ascii: " ")) ?? text.utf8.endIndex
        // A first word of plain letters, the usual case, is looked up where it lies.
        if let meaning = DateToken.hasDateMeaning(lettersOnly: text.utf8[..<end]) {
            return meaning
        }
        guard let first = DateToken.tokenize(String(text[..<end])).first else { return false }
        return !first.isPlainWord
    }

    /// Whether `text` is nothing but days of the week, one or several ("and Friday",
    /// "tues & thurs", "and Fridays"): said after a request, more of its days.
    package static func saysOnlyDays(_ text: String) -> Bool {
        var days = 0
        for token in DateToken.tokenize(text) {
            switch token.kind {
            case .number: return false
            case .symbol:
                guard token.symbol == UInt8(ascii: ",") || token.symbol == UInt8(ascii: "&") else {
                    return false
                }
            case .word:
                if token.lexeme.weekday > 0 || token.lexeme.isRecurring {
                    days += 1
                } else if token.word != .and {
                    return false
                }
            }
        }
        return days > 0
    }

    package func firstMatch(in text: String) -> DateMatch? {
        let scanner = DateScanner(text: text, now: now)
        return scanner.phrases(firstOnly: true).first.map { match($0, in: scanner) }
    }

    /// The first amount a shift could move by: "two days", "a couple of days", "a week",
    /// "by 3 weeks", "a fortnight" (2 weeks), "a year" (12 months). Amounts in hours, or
    /// inside a recurrence ("every 2 weeks"), are not shifts.
    package func shift(in text: String) -> ShiftMatch? {
        shift(in: DateScanner(text: text, now: now))
    }

    /// Every date phrase and the first shift amount, from one reading of the text.
    package func matchesAndShift(in text: String) -> (matches: [DateMatch], shift: ShiftMatch?) {
        let scanner = DateScanner(text: text, now: now)
        return (
            scanner.phrases(firstOnly: false).map { match($0, in: scanner) }, shift(in: scanner)
        )
    }

    private func shift(in scanner: DateScanner) -> ShiftMatch? {
        guard let found = scanner.firstShift() else { return nil }
        let range =
            scanner.tokens[found.start].range
            .lowerBound..<scanner.tokens[found.end - 1].range.upperBound
        return ShiftMatch(range: range, amount: found.amount, unit: found.unit)
    }

    private func match(_ phrase: ScannedPhrase, in scanner: DateScanner) -> DateMatch {
        let range =
            scanner.tokens[phrase.start].range
            .lowerBound..<scanner.tokens[phrase.end - 1].range.upperBound
        return DateMatch(
            range: range, value: phrase.value, isPast: phrase.isPast,
            isTimeOfDay: phrase.isTimeOfDay, through: phrase.through)
    }
}

extension DateScanner {
    /// The first shift amount, as token positions.
    func firstShift() -> (start: Int, end: Int, amount: Int, unit: ShiftUnit)? {
        for i in 0..<count where canStart(i) {
            if i > 0, lexeme(i - 1).opensRecurrence { continue }
            let j = isWord(i, .by) ? i + 1 : i
            guard let (amount, unit, end) = amountWithUnit(at: j) else { continue }
            switch unit {
            case .day: return (i, end, amount, .day)
            case .week: return (i, end, amount, .week)
            case .fortnight: return (i, end, 2 * amount, .week)
            case .month: return (i, end, amount, .month)
            case .year: return (i, end, 12 * amount, .month)
            case .minute, .hour: continue
            }
        }
        return nil
    }
}

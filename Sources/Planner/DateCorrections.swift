package import IntentGrammar
package import ToolBox

/// "move the dentist to Wednesday, no wait, Thursday": a date said last, after words that
/// take back what came before, replaces the date of the step before it.
enum DateCorrections {
    /// Words that take something back before a new value is said (`lead`, and
    /// `TitleCorrections.restating`).
    static let takingBackOpeners = "no|nah|wait|sorry|oops|actually|hang on|hold on"
    /// Words that take something back, and words that put the new value in its place.
    static let lead = Pattern(
        grammar:
            "^(?:(?:\(takingBackOpeners)|i mean|i meant|or rather|rather|make that|make it|scratch that|correction|not)[,.!:]?(?: |$))+"
    )
    /// Of those, the ones that take back: "make it Thursday" alone may add a date.
    static let takingBack: Set<String> = [
        "no", "nah", "wait", "sorry", "oops", "mean", "meant", "rather", "scratch", "correction",
        "not", "actually", "hang", "hold",
    ]

    /// What the last segments say again after words that take back: the last segment
    /// (normalized), where its taking-back words end, the words after them ("just" or
    /// "only" before them dropped), and how many segments said it. Nil unless the words
    /// that take back are in the last segment or make up the one just before ("..., no
    /// wait, Thursday", "... - actually no, make that Thursday").
    struct SaidAgain {
        let normalized: String
        let leadLength: Int
        let rest: String
        let segments: Int
    }

    static func saidAgain(_ segments: [Range<String.Index>], in text: String, memo: ParseMemo)
        -> SaidAgain?
    {
        guard segments.count >= 2, let last = segments.last else { return nil }
        let normalized = memo.utterance(String(text[last])).normalized
        let leadLength = lead.firstMatch(in: normalized)?.range.upperBound ?? 0
        var takesBack = takesBack(String(normalized.utf8.prefix(leadLength)) ?? "")
        var count = 1
        // "no wait" said as a segment of its own before the new value.
        if !takesBack, segments.count >= 3 {
            let before = memo.utterance(String(text[segments[segments.count - 2]])).normalized
            if let m = lead.firstMatch(in: before), m.range.upperBound >= before.utf8.count,
                Self.takesBack(before)
            {
                takesBack = true
                count = 2
            }
        }
        guard takesBack else { return nil }
        var rest = String(normalized.utf8.dropFirst(leadLength)) ?? ""
        // "..., wait no, just till sunday": only the new value is said.
        for word in ["just ", "only "] where rest.hasPrefix(word) {
            rest = String(rest.dropFirst(word.count))
        }
        return SaidAgain(
            normalized: normalized, leadLength: leadLength, rest: rest, segments: count)
    }

    /// The date `said` corrects to, and how many segments said it; nil unless it is a
    /// date alone. "..., not the 28th" takes back the date it says, not the one before:
    /// its segment is dropped and the date before stands (a nil date).
    static func correction(_ said: SaidAgain, memo: ParseMemo)
        -> (date: LocalDateTime?, segments: Int, hourOnly: Bool)?
    {
        // "ring the vet at 3, no make that 4": an hour alone, said again for a time.
        let hourOnly = isBareHour(said.rest)
        guard
            let date = dateAlone(in: hourOnly ? "at " + said.rest : newDate(said.rest), memo: memo)
        else { return nil }
        let leadWords = said.normalized.utf8.prefix(said.leadLength)
            .split(separator: UInt8(ascii: " "))
        if said.segments == 1, leadWords.count == 1, leadWords[0].elementsEqual("not".utf8) {
            return (nil, 1, false)
        }
        return (date, said.segments, hourOnly)
    }

    /// The words of a date said again as a date alone: "to saturday" and "on the 29th"
    /// without the word that links them to the request, "29th" as "the 29th".
    static func newDate(_ rest: String) -> String {
        var rest = Substring(rest)
        for word in ["to ", "on ", "for ", "till ", "until "] where rest.hasPrefix(word) {
            rest = rest.dropFirst(word.count)
        }
        return bareOrdinal.matches(String(rest)) ? "the " + rest : String(rest)
    }

    /// Whether `words` are an hour of the clock and nothing else ("4", "11."): no date
    /// alone, but said again after a time taken back, the new time.
    static func isBareHour(_ words: String) -> Bool {
        let digits = words.utf8.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard (1...2).contains(digits.count),
            words.utf8.dropFirst(digits.count).allSatisfy({
                $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "!") || $0 == UInt8(ascii: " ")
            }),
            let hour = Int(String(decoding: digits, as: UTF8.self))
        else { return false }
        return (1...12).contains(hour)
    }

    /// "ring the garage friday no wait saturday", "make the rehearsal 4 no 3:30": a date
    /// taken back and said again with no mark between, the words that take it back right
    /// after it and the new date closing the request (or only a reason after it). `text`
    /// without the first date and those words, to be read with the date said last; nil
    /// when it holds no such words.
    static func inline(_ text: String, now: LocalDateTime) -> String? {
        // The taking-back word comes among the last few words, a date after it: a short
        // read that rules out most texts before any date is looked for.
        let parser = DateParser(now: now)
        guard let cue = wordsAfterLastCue(in: text) else { return nil }
        let tail = text.utf8.distance(from: text.startIndex, to: cue)
        var text = text
        // "pick up the parcel at 4 actually make it 5": an hour alone, said again after
        // a time, is the new time.
        let hourAgain = hourSaidAgain(in: text[cue...])
        if let hour = hourAgain {
            text = String(text[..<hour]) + "at " + String(text[hour...])
        } else if bareOrdinal.matches(text[cue...].lowercased()) {
            // "on the 19th sorry 20th": the day of the month said again.
            text = String(text[..<cue]) + "the " + String(text[cue...])
        }
        // The tail alone first: most texts with a cue word hold no date after it. Read
        // alone, "wed" after "no" has lost the word that makes it a day.
        let after = String(text.utf8.dropFirst(tail)) ?? ""
        guard
            hourAgain != nil || parser.firstMatch(in: after) != nil
                || DateParser.mayStartPhrase(atStartOf: after)
        else { return nil }
        let dates = parser.matches(in: text)
        // The new date closes the request, or a sentence telling why follows it: "move
        // the flowers to thursday no wednesday she's coming early".
        guard let last = dates.last,
            text.utf8.distance(from: text.startIndex, to: last.range.lowerBound) >= tail,
            hourAgain == nil || (dates.count >= 2 && dates[dates.count - 2].isTimeOfDay),
            text[last.range.upperBound...].allSatisfy({ ".!? ".contains($0) })
                || Remarks.isStatedSentence(
                    text[last.range.upperBound...].trimmingSpaces.lowercased())
        else { return nil }
        let before = String(text[..<last.range.lowerBound])
        guard let lead = inlineLead.firstMatch(in: before.lowercased()) else { return nil }
        let leadStart = before.utf8.index(before.startIndex, offsetBy: lead.range.lowerBound)
        let said = before[..<leadStart]
        // The date taken back ends where the taking back starts: a phrase ("friday"), or
        // an hour alone before a time ("4 no 3:30").
        var start: String.Index?
        if dates.count >= 2, dates[dates.count - 2].range.upperBound <= leadStart,
            text[dates[dates.count - 2].range.upperBound..<leadStart].allSatisfy({ $0 == " " })
        {
            start = dates[dates.count - 2].range.lowerBound
        } else if last.isTimeOfDay, let hour = said.split(separator: " ").last,
            hour.allSatisfy(\.isNumber), hour.count <= 2
        {
            start = said.index(said.endIndex, offsetBy: -(hour.count + 1))
        } else if dates.count == 2, hourAgain == nil, !dates[0].isTimeOfDay,
            dates[0].range.upperBound <= leadStart,
            TakenBack.saysAny(of: takingBackApart, in: before[leadStart...].lowercased()),
            text[dates[0].range.upperBound..<leadStart].contains(where: \.isLetter),
            !text[dates[0].range.upperBound..<leadStart].contains(where: {
                $0.isPunctuation || $0.isSymbol
            })
        {
            // "remind me tmrw to call Priya no actually thursday": the one date said
            // before, apart from the words that take it back, is the one taken back; the
            // words between stay. Not after "no", "wait" or "make it" alone, which may be
            // what is to be said or done ("tell mum I said no thursday", "can wait till
            // monday"), nor with a mark between (the taking back is a segment's).
            let kept =
                text[..<dates[0].range.lowerBound].trimmingSpaces + " "
                + text[dates[0].range.upperBound..<leadStart].trimmingSpaces
            return kept.trimmingSpaces + " " + text[last.range.lowerBound...].trimmingSpaces
        }
        guard let start else { return nil }
        let kept = text[..<start].trimmingSpaces
        guard !kept.isEmpty else { return nil }
        return kept + " " + text[last.range.lowerBound...].trimmingSpaces
    }

    /// "move the MOT to thursday no sorry friday, and ...", "remind me to pick up Lily at
    /// 5, no wait 6, and ...": a date corrected inside one clause of several, read as
    /// the request's last clause is (`inline`, `saidAgain`). The clause's steps with the
    /// new date; nil when the clause corrects no date.
    static func reading(
        _ clause: String, memo: ParseMemo, read: (String) -> [ParsedIntent]?
    ) -> [ParsedIntent]? {
        if let said = inline(clause, now: memo.context.now) { return read(said) }
        // `saidAgain` needs a word that takes back among the clause's words: asked of
        // every clause of a request of several, most are ruled out before the split.
        guard Segmenter.mayHaveSeparator(clause),
            takesBack(memo.utterance(clause).normalized)
        else { return nil }
        let segments = Segmenter.segments(of: memo.utterance(clause))
        guard let again = saidAgain(segments, in: clause, memo: memo),
            let corrected = correction(again, memo: memo), let date = corrected.date,
            segments.count > corrected.segments,
            let steps = read(
                String(clause[..<segments[segments.count - 1 - corrected.segments].upperBound]))
        else { return nil }
        return settle(steps, on: date, hourOnly: corrected.hourOnly)
    }

    /// "water the plants every monday and thursday, no, every wednesday only": a repeat
    /// said last after words that take back, with nothing else, replaces the repeat said
    /// before it. The rule; nil when `said` is no repeat alone.
    static func repeatCorrection(_ said: SaidAgain) -> String? {
        var rest = said.rest
        while let end = rest.last, end == "." || end == "!" { rest.removeLast() }
        if rest.hasSuffix(" only") { rest = String(rest.dropLast(5)) }
        guard let phrase = RepeatPhrases.firstMatch(in: rest), phrase.range == 0..<rest.utf8.count
        else { return nil }
        return phrase.rule.description
    }

    /// Where the hour starts in `words` (after a taking-back word) when they are an
    /// hour alone, "make it" or "make that" before it at most: "5", "make it 5".
    static func hourSaidAgain(in words: Substring) -> String.Index? {
        var rest = words
        for lead in ["make it ", "make that "] where rest.lowercased().hasPrefix(lead) {
            rest = rest.dropFirst(lead.count)
        }
        return isBareHour(String(rest)) ? rest.startIndex : nil
    }

    /// Where the words after the last taking-back word start, when one is among the last
    /// five words and one to four words follow it; nil otherwise.
    static func wordsAfterLastCue(in text: String) -> String.Index? {
        var text = text
        let offset: Int? = text.withUTF8 { bytes in
            var end = bytes.count
            var after: Int?
            for count in 0..<5 {
                var start = end
                while start > 0, bytes[start - 1] != UInt8(ascii: " ") { start -= 1 }
                var letters: UInt64 = 0
                var length = 0
                for i in start..<end {
                    let lower = bytes[i] | 0x20
                    guard lower >= 0x61, lower <= 0x7A else { continue }
                    letters = letters << 8 | UInt64(lower)
                    length += 1
                }
                if count > 0, (2...8).contains(length), let after, inlineCueWords.contains(letters)
                {
                    return after
                }
                guard start > 0 else { return nil }
                after = start
                end = start - 1
            }
            return nil
        }
        return offset.map { text.utf8.index(text.utf8.startIndex, offsetBy: $0) }
    }

    /// Words that take back a date said apart from them.
    static let takingBackApart: Set<String> = ["sorry", "actually", "mean", "rather"]

    /// The taking-back words, packed as bytes: "no", "nah", "wait", "sorry", "mean",
    /// "actually", "rather".
    static let inlineCueWords: [UInt64] = [
        "no", "nah", "wait", "sorry", "mean", "actually", "rather",
    ]
    .map { $0.utf8.reduce(UInt64(0)) { $0 << 8 | UInt64($1) } }
    /// Words taking back the date just said, closing the words before the new one.
    static let inlineLead = Pattern(
        grammar:
            "(?:^|(?<=[ ,]))(?:no,? wait|no,? sorry|no,? actually|(?:wait|sorry|oh|actually),? no|nah|no|wait|sorry|(?:(?:no|wait|sorry|oh|actually),? )?(?:i mean|or rather)|actually|(?:(?:no|actually|wait|sorry),? )?make (?:that|it))[,.!]* *$"
    )

    /// Words that may open a date said after a request ("..., due the 30th").
    /// What may lead the date: "due", "by", or the deadline named ("deadline is friday",
    /// "the last date is the 15th").
    static let dueLead = Pattern(
        grammar:
            "^(?:due |due on |due by |by |on |for |before |(?:the |its |it's )?(?:deadline|due date|last date|last day|cut-?off)(?: is| will be| should be|'s)?:? )?"
    )

    static let bareOrdinal = Pattern(grammar: "^\\d{1,2}(?:st|nd|rd|th)[.!]*$")

    /// "add print the programmes to the launch project, due the 30th": the date the last
    /// segment adds, when it is a date alone (after "due", "by" and the like); nil else.
    static func addition(_ segments: [Range<String.Index>], in text: String, memo: ParseMemo)
        -> (date: LocalDateTime, ofEvery: Bool)?
    {
        guard segments.count >= 2, let last = segments.last else { return nil }
        // Set off by a mark alone: "every Tuesday, Thursday and Saturday" ends a list.
        let between = text[segments[segments.count - 2].upperBound..<last.lowerBound]
        guard !between.utf8.contains(where: { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A })
        else { return nil }
        let normalized = memo.utterance(String(text[last])).normalized
        guard !normalized.hasPrefix("and "), !normalized.hasPrefix("& ") else { return nil }
        // "..., both for next saturday": the date of every capture.
        let every = saidOfEvery.firstMatch(in: normalized)?.range.upperBound ?? 0
        let said = every == 0 ? normalized : String(normalized.utf8.dropFirst(every)) ?? ""
        // Most last segments open with a word no date does: one look at the parser's table.
        let leadLength = dueLead.firstMatch(in: said)?.range.upperBound ?? 0
        var rest = String(said.utf8.dropFirst(leadLength)) ?? ""
        guard DateParser.mayStartPhrase(atStartOf: rest) else { return nil }
        // "last date is 15th": an ordinal alone after a deadline's words is the day, as
        // "the 15th" is ("15th" alone could be a floor).
        if leadLength > 0, bareOrdinal.matches(rest) { rest = "the " + rest }
        return dateAlone(in: rest, memo: memo).map { ($0, every > 0) }
    }

    /// "both", "all of them", "each": what says a date after several captures is the
    /// date of each.
    static let saidOfEvery = Pattern(
        grammar:
            "^(?:\(Fragments.everyOneNamed)|(?:them|these|those) (?:both|all))[,:]? (?:are |is |to be |should be )?"
    )

    /// "..., don't nag me till next month", "... and don't remind me about it before
    /// friday": the date the last segment says the speaker is to hear nothing until;
    /// nil when it says anything else.
    static func quietUntil(_ segments: [Range<String.Index>], in text: String, memo: ParseMemo)
        -> LocalDateTime?
    {
        // (The bytes first: most last segments hold no "me".)
        guard segments.count >= 2, let last = segments.last,
            text[last].lowercased().includes(" me ")
        else { return nil }
        let normalized = memo.utterance(Segmenter.stripLeadingJoiner(String(text[last])))
            .normalized
        guard let m = quietLead.firstMatch(in: normalized), let lead = m.group(0) else {
            return nil
        }
        return dateAlone(in: String(normalized.utf8.dropFirst(lead.upperBound)) ?? "", memo: memo)
    }

    /// What opens `quietUntil`'s segment, up to its date.
    static let quietLead = Pattern(
        grammar:
            "^(?:please )?(?:don't|dont|do not|no need to) (?:nag|remind|bother|ping|pester|chase|hassle) me(?: about (?:it|that|this|them))?(?: again)? (?:till|until|til|before) "
    )

    /// `steps` with the last snooze lasting until `date`; nil when the last step is no
    /// snooze (then the words were not said of one).
    static func snoozing(_ steps: [ParsedIntent], until date: LocalDateTime) -> [ParsedIntent]? {
        guard let index = steps.indices.last, steps[index].tool == .snoozeTask else { return nil }
        var snoozed = steps
        snoozed[index].arguments["until"] = date.description
        return snoozed
    }

    /// The forward date `rest` says and nothing else (a closing mark at most).
    static func dateAlone(in rest: String, memo: ParseMemo) -> LocalDateTime? {
        guard let date = DateParser(now: memo.context.now).firstMatch(in: rest), !date.isPast,
            rest[date.range.upperBound...].allSatisfy({ $0 == "." || $0 == "!" || $0 == " " }),
            rest[..<date.range.lowerBound].allSatisfy({ $0 == " " })
        else { return nil }
        return date.value
    }

    /// `steps` with the last capture given `date` when it has no due date; nil when there
    /// is no such capture (then the date was not an afterthought to it).
    static func dating(_ steps: [ParsedIntent], on date: LocalDateTime, ofEvery: Bool = false)
        -> [ParsedIntent]?
    {
        // "add 'take down the shelves' and 'patch the holes' to the house move, both for
        // next saturday": every capture said with no date of its own.
        if ofEvery {
            let undated = steps.indices.filter {
                steps[$0].tool == .createTask && steps[$0].arguments["due"] == nil
            }
            guard !undated.isEmpty else { return nil }
            var dated = steps
            for index in undated { dated[index].arguments["due"] = date.description }
            return dated
        }
        guard let index = steps.lastIndex(where: { $0.tool == .createTask }),
            steps[index].arguments["due"] == nil
        else { return nil }
        var dated = steps
        dated[index].arguments["due"] = date.description
        return dated
    }

    static func takesBack(_ lead: String) -> Bool {
        TakenBack.saysAny(of: takingBack, in: lead)
    }

    /// `steps` with the last dated step (a due date or a snooze's end) at `date`. With
    /// `hourOnly` ("..., no make that 4"), only the time of a step that said one changes,
    /// and its day stands; an hour said again after a date with no time corrects nothing
    /// that was said, and nothing is done.
    static func settle(_ steps: [ParsedIntent], on date: LocalDateTime, hourOnly: Bool = false)
        -> [ParsedIntent]
    {
        // "move the dentist to 10am, sorry 11": a move to a time alone keeps the task's
        // day (`at`).
        if hourOnly, let time = date.time,
            let index = steps.lastIndex(where: {
                $0.arguments["at"] != nil || $0.arguments["due"] != nil
                    || $0.arguments["until"] != nil
            }), steps[index].arguments["at"] != nil
        {
            var settled = steps
            settled[index].arguments["at"] = time.description
            return settled
        }
        guard
            let index = steps.lastIndex(where: {
                $0.arguments["due"] != nil || $0.arguments["until"] != nil
            })
        else { return hourOnly ? TakenBack.declined : steps }
        var settled = steps
        let key = settled[index].arguments["due"] != nil ? "due" : "until"
        guard hourOnly else {
            settled[index].arguments[key] = date.description
            return settled
        }
        guard let said = settled[index].arguments[key].flatMap({ LocalDateTime(iso: $0) }),
            said.time != nil, let time = date.time
        else { return TakenBack.declined }
        settled[index].arguments[key] = LocalDateTime(date: said.date, time: time).description
        return settled
    }
}

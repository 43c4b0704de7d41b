package import IntentGrammar

/// Cuts a request at the places where a new step could begin: commas, semicolons,
/// "and", "then", and "with tasks". Whether a cut stands is the planner's decision.
enum Segmenter {
    /// The pieces between separators, as ranges of the original text, separators left out
    /// except the words that belong to the next piece ("with tasks ...").
    static func segments(of utterance: Utterance) -> [Range<String.Index>] {
        let tokens = utterance.tokens
        var pieces: [Range<String.Index>] = []
        var start: Int? = nil
        var i = 0
        func close(_ end: Int) {
            if let s = start, s < end {
                pieces.append(tokens[s].range.lowerBound..<tokens[end - 1].range.upperBound)
            }
            start = nil
        }
        // "between now and Sunday": the "and" after "between" joins the range's ends.
        var between = false
        while i < tokens.count {
            if utterance.form(tokens[i], isOneOf: Self.rangeOpeners) { between = true }
            let endsRange = between && utterance.form(tokens[i], isOneOf: Self.rangeJoiners)
            if endsRange { between = false }
            // A sentence's end separates only from words after it: a request's own
            // closing mark stays with it.
            let isSeparator =
                (utterance.form(tokens[i], isOneOf: Self.separators) && !endsRange
                    && !(i > 0 && utterance.form(tokens[i], isOneOf: Self.soWords)
                        && utterance.form(tokens[i - 1], isOneOf: Self.beforeSoOfDegree))
                    // "so stressed lol. whats on today": "so" first joins nothing to
                    // nothing, and may say how much.
                    && !(i == 0 && utterance.form(tokens[i], isOneOf: Self.soWords)))
                || (i + 1 < tokens.count && !tokens[i + 1].isPunctuation
                    && (utterance.form(tokens[i], isOneOf: Self.sentenceEnds)
                        || SlotText.isEmoji(utterance.typed(tokens[i]))))
            // "with tasks ...", "with a milestone ...": what a new project comes with.
            // "with two tasks: ...", "with a task to ...": a count before the noun.
            let opensList =
                start != nil && i + 1 < tokens.count
                && utterance.form(tokens[i], isOneOf: Self.listOpener)
                && (utterance.form(tokens[i + 1], isOneOf: Self.taskNouns)
                    || (i + 2 < tokens.count
                        && utterance.form(tokens[i + 1], isOneOf: Self.listCounts)
                        && utterance.form(tokens[i + 2], isOneOf: Self.taskNouns))
                    || (i + 2 < tokens.count && utterance.form(tokens[i + 1], isOneOf: ["a", "an"])
                        && utterance.form(tokens[i + 2], isOneOf: Self.milestoneNouns)))
            // "create project wedding add book the caterer and ...": "add" after a new
            // project's name opens what it holds, as "with tasks" does.
            let addsToNewProject =
                !opensList && start.map { i >= $0 + 3 } == true
                && utterance.form(tokens[i], isOneOf: ["add"])
                && opensNewProject(utterance, from: start ?? 0, before: i)
            // Quoted text is never cut: "add 'fish and chips' to shopping".
            if tokens[i].opensQuote {
                if let close = tokens[i...].firstIndex(where: { t in
                    t.closesQuote && !(t.isLoneQuote && t == tokens[i])
                }), close > i {
                    if start == nil { start = i }
                    i = close + 1
                    continue
                }
            }
            if isSeparator && start != nil {
                // A tick says what it closes is done: it stays with it.
                close(utterance.form(tokens[i], isOneOf: Self.ticks) ? i + 1 : i)
                i += 1
                continue
            }
            if opensList || addsToNewProject {
                close(i)
                start = i
                i += 1
                continue
            }
            if start == nil && !isSeparator { start = i }
            i += 1
        }
        close(tokens.count)
        return pieces
    }

    /// Whether the piece from `start` opens with a new project ("create project", "new
    /// project", "start a project"), its word among the first three, before `end`.
    static func opensNewProject(_ utterance: Utterance, from start: Int, before end: Int) -> Bool {
        let tokens = utterance.tokens
        guard utterance.form(tokens[start], isOneOf: ["create", "new", "start", "make", "set"])
        else { return false }
        return tokens[(start + 1)..<min(end, start + 4)].contains {
            utterance.form($0, isOneOf: ["project"])
        }
    }

    /// False when `text` surely holds no separator: no , ; & or + and none of the separator
    /// words standing alone. Most requests are one clause, and this byte scan tells so
    /// without reading the words. It may say true for text with no separator ("R&D", "C++").
    static func mayHaveSeparator(_ text: String) -> Bool {
        var text = text
        let keys = wordKeys
        // "create project wedding add book the caterer": "add" after a new project's
        // name cuts (`opensNewProject`).
        if text.includes(" add "), text.lowercased().includes("project") { return true }
        return text.withUTF8 { bytes in
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";")
                    || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "+")
                    || isDash(bytes, at: i)
                    || isSentenceEnd(bytes, at: i)
                {
                    return true
                }
                guard ASCIIBytes.isLetter(byte) else {
                    i += 1
                    continue
                }
                // A word: its first five letters folded into one number as it is read.
                var key: UInt32 = 0
                var length = 0
                while i < bytes.count, ASCIIBytes.isLetter(bytes[i]) {
                    if length < 5 { key = key << 8 | UInt32(bytes[i] | 0x20) }
                    length += 1
                    i += 1
                }
                if length <= 4, keys.contains(key) { return true }
            }
            return false
        }
    }

    /// A dash standing alone between spaces ("the bins go out on Thursday - remind me"),
    /// hyphen or en or em dash; not one inside a word ("to-do", "3-4pm").
    private static func isDash(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        let width: Int
        if bytes[i] == UInt8(ascii: "-") {
            width = 1
        } else if bytes[i] == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80,
            bytes[i + 2] == 0x93 || bytes[i + 2] == 0x94
        {
            width = 3
        } else {
            return false
        }
        return i > 0 && bytes[i - 1] == UInt8(ascii: " ") && i + width < bytes.count
            && bytes[i + width] == UInt8(ascii: " ")
    }

    /// A full stop, question or exclamation mark with more words after it: "tick off the
    /// recycling. also remind me to buy bin bags".
    private static func isSentenceEnd(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        let mark = bytes[i]
        let width: Int
        if mark == UInt8(ascii: ".") || mark == UInt8(ascii: "!") || mark == UInt8(ascii: "?") {
            width = 1
        } else if isTick(bytes, at: i) {
            width = 3
        } else if mark >= 0xF0 {
            // Most emoji take four bytes, and may be followed by a modifier; the token test
            // tells which are emoji and end a sentence.
            return bytes[i...].contains(UInt8(ascii: " "))
        } else {
            return false
        }
        guard i + width + 1 < bytes.count, bytes[i + width] == UInt8(ascii: " ") else {
            return false
        }
        return bytes[(i + width + 1)...].contains { ASCIIBytes.isLetter($0) }
    }

    /// ✓ ✔ ✅ ☑ in UTF-8 (E2 9C 93, E2 9C 94, E2 9C 85, E2 98 91).
    private static func isTick(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        guard bytes[i] == 0xE2, i + 2 < bytes.count else { return false }
        let (b1, b2) = (bytes[i + 1], bytes[i + 2])
        return (b1 == 0x9C && (b2 == 0x93 || b2 == 0x94 || b2 == 0x85))
            || (b1 == 0x98 && b2 == 0x91)
    }

    /// The separator words and "with" (which opens "with tasks ..."), each as its bytes
    /// in one number.
    private static let wordKeys: [UInt32] = (separatorWords + ["with"]).map { word in
        word.utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Words that separate clauses; `mayHaveSeparator` reads its keys from this list.
    static let separatorWords = ["and", "then", "so", "but", "plus"]

    static let rangeOpeners = ["between"]
    static let rangeJoiners = ["and"]
    static let soWords = ["so"]

    /// After these, "so" says how much ("would you be so kind as to ...", "I'm so
    /// tired") or stands for what was said ("if so"), and joins nothing.
    static let beforeSoOfDegree = [
        "be", "is", "are", "am", "was", "were", "been", "being", "i'm", "im", "it's", "that's",
        "you're", "we're", "they're", "he's", "she's", "if",
    ]

    /// Every separator: the marks and the words.
    static let separators = [",", ";", "&", "+", "-"] + separatorWords

    /// Marks that end a sentence, which separate it from a next one.
    /// Marks that close a sentence; a tick closes an item ticked off ("milk ✓ batteries ✓").
    static let sentenceEnds = [".", "!", "?"] + ticks
    static let ticks = ["✓", "✔", "✅", "☑"]

    /// The word before `taskNouns` that opens a list of tasks.
    static let listOpener = ["with"]

    /// The nouns after "with" that open a list of tasks.
    static let taskNouns = ["tasks", "task", "to-dos", "todos", "milestones"]
    /// The counts that may stand between "with" and `taskNouns`.
    static let listCounts = [
        "one", "two", "three", "four", "five", "six", "some", "these", "2", "3", "4", "5", "6",
    ]
    /// The nouns after "with a" that open a milestone.
    static let milestoneNouns = ["milestone"]

    /// Drops "and", "then", "also", "after that" at the start of a clause.
    static func stripLeadingJoiner(_ text: String) -> String {
        var s = text.trimmingSpaces
        while let length = joiners.prefix(of: s) {
            let rest = String(Substring(s.utf8.dropFirst(length))).trimmingSpaces
            // "now that the fence is fixed, ...": there "now" opens why, not what is next.
            if rest.startsCaseless(with: "that "), s.startsCaseless(with: "now ") { break }
            s = rest
        }
        while let last = s.utf8.last, last == UInt8(ascii: ",") || last == UInt8(ascii: ";") {
            s = String(s.dropLast()).trimmingSpaces
        }
        return s
    }

    static let joiners = AffixList([
        "and then ", "then ", "and ", "also ", "after that ", "afterwards ", "plus ", "so ", "but ",
        // "can you do milestones? if so give Launch one ...": the answer taken as yes.
        "if so ", "if you can ", "if yes ", "if possible ", "if it can ", "if they can ",
        "thereafter ", "after which ", "afterward ", "subsequently ", "once that's done ",
        "once that is done ", "when that's done ", "when that is done ", "once done ",
        "when done ",
        // "..., and later show me what's overdue". ("later today" is today all the same.)
        "later ",
        // "gutters done, now book a roofer": what to do next. ("now that ..." says why.)
        "and now ", "now ",
        ", ", "; ",
    ])
}

/// One word or punctuation mark of an utterance, with where it came from.
package struct Token: Sendable, Equatable {
    /// Where the token is in the original text (`Utterance.typed` gives its text).
    package let range: Range<String.Index>
    /// Where the token's normalized form sits in `Utterance.normalized` (UTF-8 offsets):
    /// lower case, straight apostrophes, shorthand expanded and typos of the grammar's own
    /// words corrected, what patterns match against. `Utterance.form` gives it as text.
    package var normalizedRange: Range<Int>
    /// True for , : ; ? ! . and similar marks split off the edges of words.
    package let isPunctuation: Bool
    /// As typed, whether the token opens a quotation, closes one, and is a quote mark
    /// alone (see `QuoteMarks`): read from its bytes while tokenizing, so the planner's
    /// "is this quoted?" needs no copy of the text.
    package let opensQuote: Bool
    package let closesQuote: Bool
    package let isLoneQuote: Bool
}

/// An utterance read once: its tokens, and a normalized copy that patterns match.
///
/// Patterns run over the normalized text (lower case, one space between words, typos
/// fixed), but every slot is cut from the original by token offsets, so "call Ana about
/// the Q3 deck" keeps its capitals and nothing a person typed is ever rewritten.
package struct Utterance: Sendable {
    package let original: String
    package let tokens: [Token]
    package let normalized: String

    /// `normalize` gets each word's bytes folded to lower case, and whether it was typed
    /// with a capital first letter; it returns another form for the word, or nil to keep
    /// it. Words are folded straight into the normalized text: no string is made for a
    /// word unless something asks for it.
    package init(
        _ text: String,
        normalize: (_ folded: UnsafeBufferPointer<UInt8>, _ capitalised: Bool) -> String? = {
            _, _ in nil
        }
    ) {
        var text = text
        text.makeContiguousUTF8()
        original = text
        var scanned = text
        // Everything is built inside one closure over the bytes, in its own locals: state
        // captured from outside would be boxed and checked for exclusive access each word.
        (tokens, normalized) = scanned.withUTF8 { bytes in
            var reader = Reader(text: text, capacity: bytes.count)
            reader.read(bytes, normalize: normalize)
            return (reader.tokens, reader.normalizedText())
        }
    }

    /// Builds the tokens and the normalized text of one text, word by word.
    private struct Reader {
        let utf8: String.UTF8View
        var tokens: [Token] = []
        var normalized: [UInt8] = []
        var openedLast = false

        init(text: String, capacity: Int) {
            utf8 = text.utf8
            tokens.reserveCapacity(capacity / 4 + 2)
            normalized.reserveCapacity(capacity + 8)
        }

        func normalizedText() -> String { String(decoding: normalized, as: UTF8.self) }

        /// The normalized bytes of `range` as a word.
        func word(_ range: Range<Int>) -> String {
            String(decoding: normalized[range], as: UTF8.self)
        }

        /// The words and marks of a text. White space and the edge marks are all ASCII or
        /// one of three typographic marks, so no Character (grapheme) work is needed to
        /// find words.
        mutating func read(
            _ bytes: UnsafeBufferPointer<UInt8>,
            normalize: (UnsafeBufferPointer<UInt8>, Bool) -> String?
        ) {
            var i = 0
            while i < bytes.count {
                if let width = Utterance.spaceWidth(bytes, i) {
                    i += width
                    continue
                }
                var end = i
                while end < bytes.count, Utterance.spaceWidth(bytes, end) == nil {
                    // "call the insurer,urgent": a comma typed with no space after it still
                    // ends the word before it.
                    if end > i, Utterance.isCommaBetweenLetters(bytes, end) { break }
                    end += 1
                }
                // Split leading and trailing marks off the word; keep inner ones
                // ("3:30pm", "5/12").
                var wordStart = i
                while wordStart < end, let width = Utterance.markWidth(bytes, wordStart, end) {
                    let next = wordStart + width
                    // ".ics" keeps its dot: a dot before a letter belongs to the word.
                    if bytes[wordStart] == UInt8(ascii: "."), next < end,
                        Utterance.isLetterByte(bytes[next])
                    {
                        break
                    }
                    add(bytes, wordStart, next, punctuation: true, normalize: normalize)
                    wordStart = next
                }
                var wordEnd = end
                while wordEnd > wordStart,
                    let width = Utterance.markWidthEnding(bytes, wordStart, wordEnd)
                {
                    let previous = wordEnd - width
                    // Keep "a.m." and "p.m." whole.
                    if bytes[previous] == UInt8(ascii: "."),
                        Utterance.isAbbreviation(
                            UnsafeBufferPointer(rebasing: bytes[wordStart..<wordEnd]))
                    {
                        break
                    }
                    wordEnd = previous
                }
                if wordStart < wordEnd {
                    add(bytes, wordStart, wordEnd, punctuation: false, normalize: normalize)
                }
                // The trailing marks, read forward: everything after the word is marks.
                var mark = wordEnd
                while mark < end {
                    let next = mark + (Utterance.markWidth(bytes, mark, end) ?? 1)
                    add(bytes, mark, next, punctuation: true, normalize: normalize)
                    mark = next
                }
                i = end
            }
            dropDanglingCommas()
        }

        /// "add milk to my list, please": with the courtesy dropped, the comma before it
        /// would end the text, joining nothing.
        private mutating func dropDanglingCommas() {
            while let last = tokens.last, last.isPunctuation, last.normalizedRange.count == 1,
                normalized[last.normalizedRange.lowerBound] == UInt8(ascii: ",")
                    || normalized[last.normalizedRange.lowerBound] == UInt8(ascii: ";")
            {
                tokens.removeLast()
                normalized.removeSubrange(last.normalizedRange.lowerBound...)
                while normalized.last == UInt8(ascii: " ") { normalized.removeLast() }
            }
        }

        /// "start a project for me — Sam's 40th", "a note for me titled ...", "add to my
        /// list, if you please: ...": "for me" and "if you" (its "please" dropped) between
        /// a request and what it holds are courtesy, no part of a name. Dropped when words
        /// come before them, with a comma that set them off.
        private mutating func dropBenefactive() {
            guard tokens.count >= 3, !tokens[tokens.count - 1].isPunctuation,
                !tokens[tokens.count - 2].isPunctuation
            else { return }
            let pair = (
                word(tokens[tokens.count - 2].normalizedRange),
                word(tokens[tokens.count - 1].normalizedRange)
            )
            guard pair == ("for", "me") || pair == ("if", "you") else { return }
            var start = tokens[tokens.count - 2].normalizedRange.lowerBound
            tokens.removeLast(2)
            if let last = tokens.last, last.isPunctuation, tokens.count >= 2,
                word(last.normalizedRange) == ","
            {
                start = last.normalizedRange.lowerBound
                tokens.removeLast()
            }
            normalized.removeSubrange(start...)
            while normalized.last == UInt8(ascii: " ") { normalized.removeLast() }
        }

        /// Adds the piece `start..<end` as a token.
        private mutating func add(
            _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, punctuation: Bool,
            normalize: (UnsafeBufferPointer<UInt8>, Bool) -> String?
        ) {
            let piece = UnsafeBufferPointer(rebasing: bytes[start..<end])
            // "please" changes nothing anywhere in a request, and is no part of a title.
            if !punctuation, Utterance.isCourtesy(piece) { return }
            // "... to the list, please?": with the courtesy dropped, a comma right before
            // the closing mark joins nothing.
            if punctuation, piece.count == 1,
                piece[0] == UInt8(ascii: "?") || piece[0] == UInt8(ascii: "!")
                    || piece[0] == UInt8(ascii: ".")
            {
                dropDanglingCommas()
            }
            if Utterance.followsBenefactive(piece, punctuation: punctuation) {
                dropBenefactive()
            }
            if !normalized.isEmpty,
                Utterance.spaced(piece, punctuation: punctuation, afterOpening: openedLast)
            {
                normalized.append(UInt8(ascii: " "))
            }
            var from = normalized.count
            if punctuation {
                normalized.append(contentsOf: piece)
            } else {
                Utterance.fold(piece, into: &normalized)
                let other = normalized.withUnsafeBufferPointer { written in
                    normalize(
                        UnsafeBufferPointer(rebasing: written[from...]),
                        ASCIIBytes.isUppercase(piece[0]))
                }
                if let other {
                    normalized.removeSubrange(from...)
                    normalized.append(contentsOf: other.utf8)
                }
                // Texting's "2" for "to" ("remind me 2 call mum") is read once the word
                // after it is known.
                if let last = tokens.last, !last.isPunctuation, last.normalizedRange.count == 1,
                    normalized[last.normalizedRange.lowerBound] == UInt8(ascii: "2"),
                    tokens.count >= 2, !tokens[tokens.count - 2].isPunctuation,
                    Utterance.twoMeansTo(
                        before: word(tokens[tokens.count - 2].normalizedRange),
                        after: word(from..<normalized.count))
                {
                    let at = last.normalizedRange.lowerBound
                    normalized.replaceSubrange(at..<(at + 1), with: "to".utf8)
                    tokens[tokens.count - 1].normalizedRange = at..<(at + 2)
                    from += 1
                }
                // "priority 1" as other to-do apps number them, 1 the highest: read as
                // "urgent priority", the words the grammar knows.
                if let last = tokens.last, !last.isPunctuation, normalized.count - from == 1,
                    let level = PriorityWords.numbered(normalized[from]),
                    word(last.normalizedRange) == "priority"
                {
                    let at = last.normalizedRange.lowerBound
                    let said = level + " priority"
                    normalized.replaceSubrange(at..<normalized.count, with: said.utf8)
                    tokens[tokens.count - 1].normalizedRange = at..<(at + level.utf8.count)
                    from = at + level.utf8.count + 1
                }
            }
            // Offsets into a contiguous UTF-8 string turn into indices in constant time.
            let origin = utf8.startIndex
            let range = utf8.index(origin, offsetBy: start)..<utf8.index(origin, offsetBy: end)
            let opensQuote = QuoteMarks.opens(piece)
            let closesQuote = QuoteMarks.closes(piece)
            tokens.append(
                Token(
                    range: range, normalizedRange: from..<normalized.count,
                    isPunctuation: punctuation, opensQuote: opensQuote, closesQuote: closesQuote,
                    isLoneQuote: (opensQuote || closesQuote) && QuoteMarks.isOneMark(piece)))
            openedLast = Utterance.opens(piece, punctuation: punctuation)
        }
    }

    /// Whether a "2" between `before` and `after` stands for "to": before a priority
    /// ("bump the invoice 2 urgent") or a day ("mv it 2 sat"), or between "me" or a need
    /// or a day and a verb ("remind me 2 call mum", "every mon 2 put the bins out"). "add
    /// 2 eggs" and "in 2 days" keep the number.
    static func twoMeansTo(before: String, after: String) -> Bool {
        // "at 2 tomorrow", "by 2 friday": an hour. "mood 2 today": a score.
        if hourLeads.contains(before) || scoreLeads.contains(before) { return false }
        if textingDays.contains(after) || twoBeforeWords.contains(after) { return true }
        return (textingDays.contains(before) || twoAfterWords.contains(before))
            && !after.hasSuffix("s") && ParaphraseFrames.lemmatizer.isKnownVerb(after)
    }

    static let hourLeads: Set<String> = [
        "at", "@", "by", "from", "until", "till", "til", "before", "after", "around", "about",
    ]

    /// Words a score follows: "mood 2 today", "rated 2 tonight".
    static let scoreLeads: Set<String> = ["mood", "score", "rating", "rated", "rate", "scored"]

    /// Days as texts name them, on either side of the "2".
    static let textingDays: Set<String> = [
        "mon", "monday", "tue", "tues", "tuesday", "wed", "wednesday", "thu", "thurs",
        "thursday", "fri", "friday", "sat", "saturday", "sun", "sunday", "tomorrow", "today",
        "tonight",
    ]
    static let twoBeforeWords: Set<String> = [
        "urgent", "high", "low", "medium", "weds", "thur", "next",
    ]
    static let twoAfterWords: Set<String> = [
        "me", "us", "need", "needs", "have", "has", "got", "want", "wants", "going", "forget",
        "remember", "how", "morning", "evening", "weekend",
    ]

    /// Whether the token's normalized form is one of `words`, compared in place.
    package func form(_ token: Token, isOneOf words: [String]) -> Bool {
        let length = token.normalizedRange.count
        // Most forms are ruled out by their length alone.
        guard words.contains(where: { $0.utf8.count == length }) else { return false }
        return withForm(token) { form in
            words.contains { word in word.utf8.count == length && word.utf8.elementsEqual(form) }
        }
    }

    /// The token's normalized form.
    package func form(_ token: Token) -> String {
        withForm(token) { String(decoding: $0, as: UTF8.self) }
    }

    /// `body` of the token's normalized form, read where it lies in `normalized`.
    private func withForm<R>(_ token: Token, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var text = normalized
        return text.withUTF8 { body(UnsafeBufferPointer(rebasing: $0[token.normalizedRange])) }
    }

    /// The text of `token` as typed.
    package func typed(_ token: Token) -> Substring { original[token.range] }

    /// The utterance made of `tokens`, a run of `source`'s tokens, as if only their text
    /// had been typed: what is left when a lead-in ("hey, so") or trailing courtesy is
    /// dropped, without reading the words again. `firstWord` may give the first word
    /// another normalized form (its folded form in, nil to keep it).
    package init(_ source: Utterance, tokens kept: [Token], firstWord: (String) -> String?) {
        guard let first = kept.first, let last = kept.last else {
            original = ""
            tokens = []
            normalized = ""
            return
        }
        let base = source.original.utf8
        let start = base.distance(from: base.startIndex, to: first.range.lowerBound)
        let text = String(source.original[first.range.lowerBound..<last.range.upperBound])
        original = text
        let utf8 = text.utf8
        var tokens: [Token] = []
        tokens.reserveCapacity(kept.count)
        var normalized: [UInt8] = []
        normalized.reserveCapacity(source.normalized.utf8.count)
        var rewrote = false
        var openedLast = false
        var sourceText = source.normalized
        sourceText.withUTF8 { sourceBytes in
            for token in kept {
                let form = UnsafeBufferPointer(rebasing: sourceBytes[token.normalizedRange])
                var other: String?
                if !token.isPunctuation && !rewrote {
                    rewrote = true
                    other = firstWord(Utterance.fold(source.typed(token)))
                }
                if !normalized.isEmpty,
                    Utterance.spaced(
                        form, punctuation: token.isPunctuation, afterOpening: openedLast)
                {
                    normalized.append(UInt8(ascii: " "))
                }
                let from = normalized.count
                if let other {
                    normalized.append(contentsOf: other.utf8)
                } else {
                    normalized.append(contentsOf: form)
                }
                let lower = base.distance(from: base.startIndex, to: token.range.lowerBound) - start
                let upper = base.distance(from: base.startIndex, to: token.range.upperBound) - start
                let range =
                    utf8.index(
                        utf8.startIndex, offsetBy: lower)..<utf8.index(
                        utf8.startIndex, offsetBy: upper)
                tokens.append(
                    Token(
                        range: range, normalizedRange: from..<normalized.count,
                        isPunctuation: token.isPunctuation, opensQuote: token.opensQuote,
                        closesQuote: token.closesQuote, isLoneQuote: token.isLoneQuote))
                openedLast = Utterance.opens(form, punctuation: token.isPunctuation)
            }
        }
        self.tokens = tokens
        self.normalized = String(decoding: normalized, as: UTF8.self)
    }

    /// Whether a piece may follow a courteous "for me" (see `Reader.dropBenefactive`): a
    /// colon or a dash standing alone, or a word that names what is made.
    static func followsBenefactive(_ piece: UnsafeBufferPointer<UInt8>, punctuation: Bool)
        -> Bool
    {
        // A dash standing alone is a piece of its own, read as a word.
        if (piece.count == 1 && (piece[0] == UInt8(ascii: ":") || piece[0] == UInt8(ascii: "-")))
            || (piece.count == 3 && piece[0] == 0xE2 && piece[1] == 0x80
                && (piece[2] == 0x93 || piece[2] == 0x94))
        {
            return true
        }
        if punctuation { return false }
        // Most words are ruled out by their length and first byte.
        guard piece.count == 5 || piece.count == 6,
            let first = piece.first.map(ASCIIBytes.lowercased),
            first == UInt8(ascii: "c") || first == UInt8(ascii: "t") || first == UInt8(ascii: "n")
        else { return false }
        switch fold(piece) {
        case "called", "titled", "named": return true
        default: return false
        }
    }

    /// Words of courtesy, dropped wherever they stand (a word's bytes as typed).
    static func isCourtesy(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        // Each starts with "p" or "k": most words are ruled out by one byte, before their
        // folded form is made.
        guard let first = word.first.map(ASCIIBytes.lowercased),
            first == UInt8(ascii: "p") || first == UInt8(ascii: "k")
        else { return false }
        switch fold(word) {
        case "please", "pls", "plz", "pleeease", "pleasee", "kindly": return true
        default: return false
        }
    }

    /// Whether a space goes before `form` in the normalized text: not before a closing
    /// mark, and not after an opening bracket (`afterOpening`, see `opens`).
    static func spaced(_ form: UnsafeBufferPointer<UInt8>, punctuation: Bool, afterOpening: Bool)
        -> Bool
    {
        if punctuation && isClosingPunctuation(form) { return false }
        return !afterOpening
    }

    /// Whether a token is an opening bracket, after which no space is written.
    static func opens(_ form: UnsafeBufferPointer<UInt8>, punctuation: Bool) -> Bool {
        punctuation && form.count == 1
            && (form[0] == UInt8(ascii: "(") || form[0] == UInt8(ascii: "["))
    }

    /// Marks written with no space before them in the normalized text: , : ; ? ! . ) ]
    /// and the ellipsis.
    static func isClosingPunctuation(_ mark: UnsafeBufferPointer<UInt8>) -> Bool {
        if mark.count == 3 { return mark[0] == 0xE2 && mark[1] == 0x80 && mark[2] == 0xA6 }
        guard mark.count == 1 else { return false }
        switch mark[0] {
        case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "?"),
            UInt8(ascii: "!"), UInt8(ascii: "."), UInt8(ascii: ")"), UInt8(ascii: "]"):
            return true
        default: return false
        }
    }

    /// The width of white space at `i` (a space, tab, line break or no-break space), or nil.
    static func spaceWidth(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int? {
        let b = bytes[i]
        if b == 0x20 || (b >= 0x09 && b <= 0x0D) { return 1 }
        if b == 0xC2, i + 1 < bytes.count, bytes[i + 1] == 0xA0 { return 2 }
        return nil
    }

    /// A comma or semicolon with an ASCII letter right before and after it: two words
    /// typed with no space after the mark ("milk,eggs"). Not in numbers ("1,000").
    static func isCommaBetweenLetters(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        guard i > 0, i + 1 < bytes.count,
            bytes[i] == UInt8(ascii: ",") || bytes[i] == UInt8(ascii: ";")
        else { return false }
        return ASCIIBytes.isLetter(bytes[i - 1]) && ASCIIBytes.isLetter(bytes[i + 1])
    }

    /// True for the ASCII marks split off the edges of words.
    static func isASCIIMark(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "?"),
            UInt8(ascii: "!"), UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: "\""), UInt8(ascii: "["), UInt8(ascii: "]"):
            return true
        default: return false
        }
    }

    /// True when the three bytes at `i` are “, ” or …, the typographic marks split off
    /// words.
    static func isWideMark(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        bytes[i] == 0xE2 && bytes[i + 1] == 0x80
            && (bytes[i + 2] == 0x9C || bytes[i + 2] == 0x9D || bytes[i + 2] == 0xA6)
    }

    /// The width of an edge mark starting at `i` (before `end`), or nil.
    static func markWidth(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Int? {
        if isASCIIMark(bytes[i]) { return 1 }
        return end - i >= 3 && isWideMark(bytes, i) ? 3 : nil
    }

    /// The width of an edge mark ending at `end` (after `start`), or nil.
    static func markWidthEnding(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
        -> Int?
    {
        if isASCIIMark(bytes[end - 1]) { return 1 }
        return end - start >= 3 && isWideMark(bytes, end - 3) ? 3 : nil
    }

    static func isLetterByte(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b >= 0x80
    }

    /// Lower case with typographic apostrophes and dashes made plain.
    static func fold(_ word: Substring) -> String {
        var word = word
        return word.withUTF8 { fold($0) }
    }

    /// Appends `fold` of a word's bytes to `out`, without making a string for an ASCII word.
    static func fold(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        if bytes.allSatisfy({ $0 < 0x80 }) {
            for b in bytes { out.append(foldASCII(b)) }
        } else {
            out.append(contentsOf: fold(bytes).utf8)
        }
    }

    /// One ASCII byte folded: lower case, and the backtick as an apostrophe.
    static func foldASCII(_ byte: UInt8) -> UInt8 {
        byte == UInt8(ascii: "`") ? UInt8(ascii: "'") : ASCIIBytes.lowercased(byte)
    }

    /// `fold` of a word's bytes.
    static func fold(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        // ASCII words, nearly all of them, fold byte by byte.
        if bytes.allSatisfy({ $0 < 0x80 }) {
            return String(unsafeUninitializedCapacity: bytes.count) { out in
                for (i, b) in bytes.enumerated() { out[i] = foldASCII(b) }
                return bytes.count
            }
        }
        var out = String.UnicodeScalarView()
        for scalar in String(decoding: bytes, as: UTF8.self).lowercased().unicodeScalars {
            switch scalar.value {
            case 0x2019, 0x2018, 0x60: out.append("'")
            case 0x2013, 0x2014: out.append("-")
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// "a.m.", "e.g." and the like, whose last dot is part of the word.
    static func isAbbreviation(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard word.count >= 3, word.count <= 4 else { return false }
        let lower = String(decoding: word.lazy.map(ASCIIBytes.lowercased), as: UTF8.self)
        switch lower {
        case "a.m.", "p.m.", "e.g.", "i.e.", "etc.", "mr.", "mrs.", "dr.", "st.", "vs.": return true
        default: return false
        }
    }

    /// The original text behind a range of the normalized text: from the start of the
    /// first token the range touches to the end of the last.
    package func originalText(_ normalizedRange: Range<Int>) -> Substring? {
        guard let range = originalRange(normalizedRange) else { return nil }
        return original[range]
    }

    package func originalRange(_ normalizedRange: Range<Int>) -> Range<String.Index>? {
        let touched = tokens.filter {
            $0.normalizedRange.lowerBound < normalizedRange.upperBound
                && $0.normalizedRange.upperBound > normalizedRange.lowerBound
        }
        guard let first = touched.first, let last = touched.last else { return nil }
        return first.range.lowerBound..<last.range.upperBound
    }

    /// The normalized byte range that covers an original range (for spans the date
    /// parser found in the original text).
    package func normalizedRange(_ originalRange: Range<String.Index>) -> Range<Int>? {
        let touched = tokens.filter {
            $0.range.lowerBound < originalRange.upperBound
                && $0.range.upperBound > originalRange.lowerBound
        }
        guard let first = touched.first, let last = touched.last else { return nil }
        return first.normalizedRange.lowerBound..<last.normalizedRange.upperBound
    }

    /// How many words (tokens that are not punctuation) the utterance has.
    package var wordCount: Int { tokens.reduce(0) { $1.isPunctuation ? $0 : $0 + 1 } }

    /// The first word's normalized form.
    package var firstWord: String? { tokens.first { !$0.isPunctuation }.map(form) }

    /// Lower-case words, without punctuation.
    package var words: [String] {
        var words: [String] = []
        words.reserveCapacity(tokens.count)
        for token in tokens where !token.isPunctuation { words.append(form(token)) }
        return words
    }
}

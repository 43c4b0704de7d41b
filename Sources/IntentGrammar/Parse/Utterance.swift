/// One word or punctuation mark of an utterance, with where it came from.
package struct Token: Sendable, Equatable {
    /// Where the token is in the original text.
    package let range: Range<String.Index>
    /// The token as typed.
    package let text: Substring
    /// Lower case, straight apostrophes, shorthand expanded and typos of the grammar's own
    /// words corrected: what patterns match against.
    package let normalized: String
    /// Where `normalized` sits in `Utterance.normalized` (UTF-8 offsets).
    package var normalizedRange: Range<Int>
    /// True for , : ; ? ! . and similar marks split off the edges of words.
    package let isPunctuation: Bool
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

    /// Marks split off the start or end of a word.
    static let edgePunctuation: Set<Character> = [
        ",", ":", ";", "?", "!", ".", "(", ")", "\"", "\u{201C}", "\u{201D}", "[", "]", "…",
    ]
    /// Words of courtesy dropped wherever they stand.
    static let courtesies: Set<String> = [
        "please", "pls", "plz", "pls", "pleeease", "pleasee", "kindly",
    ]

    /// Marks written with no space before them in the normalized text.
    static let closingPunctuation: Set<String> = [",", ":", ";", "?", "!", ".", ")", "]", "…"]

    /// `normalize` gets each word folded to lower case and as typed.
    package init(_ text: String, normalize: (String, Substring) -> String = { folded, _ in folded })
    {
        original = text
        var tokens: [Token] = []
        var normalized = ""
        func append(_ range: Range<String.Index>, punctuation: Bool) {
            let piece = text[range]
            var form = punctuation ? String(piece) : Utterance.fold(piece)
            // "please" changes nothing anywhere in a request, and is no part of a title.
            if !punctuation, Utterance.courtesies.contains(form) { return }
            if !punctuation { form = normalize(form, piece) }
            if !normalized.isEmpty,
                !(punctuation && Utterance.closingPunctuation.contains(form)),
                tokens.last.map({
                    !($0.isPunctuation && ($0.normalized == "(" || $0.normalized == "["))
                }) ?? true
            {
                normalized += " "
            }
            let start = normalized.utf8.count
            normalized += form
            tokens.append(
                Token(
                    range: range, text: piece, normalized: form,
                    normalizedRange: start..<normalized.utf8.count, isPunctuation: punctuation))
        }
        // Scan UTF-8 bytes: white space and the edge marks are all ASCII or one of three
        // typographic marks, so no Character (grapheme) work is needed to find words.
        let bytes = text.utf8
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if let width = Utterance.spaceWidth(bytes, index) {
                index = bytes.index(index, offsetBy: width)
                continue
            }
            var end = index
            while end < bytes.endIndex, Utterance.spaceWidth(bytes, end) == nil {
                end = bytes.index(after: end)
            }
            // Split leading and trailing marks off the word; keep inner ones ("3:30pm", "5/12").
            var wordStart = index
            var leading: [Range<String.Index>] = []
            while wordStart < end, let width = Utterance.markWidth(bytes, wordStart, end) {
                let next = bytes.index(wordStart, offsetBy: width)
                // ".ics" keeps its dot: a dot before a letter belongs to the word.
                if bytes[wordStart] == UInt8(ascii: "."), next < end,
                    Utterance.isLetterByte(bytes[next])
                {
                    break
                }
                leading.append(wordStart..<next)
                wordStart = next
            }
            var wordEnd = end
            var trailing: [Range<String.Index>] = []
            while wordEnd > wordStart,
                let width = Utterance.markWidthEnding(bytes, wordStart, wordEnd)
            {
                let previous = bytes.index(wordEnd, offsetBy: -width)
                // Keep "a.m." and "p.m." whole.
                if bytes[previous] == UInt8(ascii: "."),
                    Utterance.isAbbreviation(text[wordStart..<wordEnd])
                {
                    break
                }
                trailing.insert(previous..<wordEnd, at: 0)
                wordEnd = previous
            }
            for r in leading { append(r, punctuation: true) }
            if wordStart < wordEnd { append(wordStart..<wordEnd, punctuation: false) }
            for r in trailing { append(r, punctuation: true) }
            index = end
        }
        self.tokens = tokens
        self.normalized = normalized
    }

    /// The width of white space at `i` (a space, tab, line break or no-break space), or nil.
    static func spaceWidth(_ bytes: String.UTF8View, _ i: String.Index) -> Int? {
        let b = bytes[i]
        if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0B || b == 0x0C { return 1 }
        if b == 0xC2, let next = bytes.index(i, offsetBy: 1, limitedBy: bytes.endIndex),
            next < bytes.endIndex,
            bytes[next] == 0xA0
        {
            return 2
        }
        return nil
    }

    static let asciiMarks: Set<UInt8> = Set(",:;?!.()\"[]".utf8)
    /// “ ” and …, the typographic marks split off words.
    static let wideMarks: [[UInt8]] = [
        [0xE2, 0x80, 0x9C], [0xE2, 0x80, 0x9D], [0xE2, 0x80, 0xA6],
    ]

    /// The width of an edge mark starting at `i` (before `end`), or nil.
    static func markWidth(_ bytes: String.UTF8View, _ i: String.Index, _ end: String.Index) -> Int?
    {
        if asciiMarks.contains(bytes[i]) { return 1 }
        guard bytes[i] == 0xE2 else { return nil }
        for mark in wideMarks where bytes.distance(from: i, to: end) >= 3 {
            if bytes[i...].prefix(3).elementsEqual(mark) { return 3 }
        }
        return nil
    }

    /// The width of an edge mark ending at `end` (after `start`), or nil.
    static func markWidthEnding(
        _ bytes: String.UTF8View, _ start: String.Index, _ end: String.Index
    ) -> Int? {
        let last = bytes[bytes.index(before: end)]
        if asciiMarks.contains(last) { return 1 }
        guard last >= 0x80, bytes.distance(from: start, to: end) >= 3 else { return nil }
        let from = bytes.index(end, offsetBy: -3)
        for mark in wideMarks where bytes[from..<end].elementsEqual(mark) { return 3 }
        return nil
    }

    static func isLetterByte(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b >= 0x80
    }

    /// Lower case with typographic apostrophes and dashes made plain.
    static func fold(_ word: Substring) -> String {
        // ASCII words, nearly all of them, fold byte by byte.
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(
                decoding: word.utf8.map { b -> UInt8 in
                    if b >= 0x41 && b <= 0x5A { return b + 32 }
                    return b == UInt8(ascii: "`") ? UInt8(ascii: "'") : b
                }, as: UTF8.self)
        }
        var out = String.UnicodeScalarView()
        for scalar in word.lowercased().unicodeScalars {
            switch scalar.value {
            case 0x2019, 0x2018, 0x60: out.append("'")
            case 0x2013, 0x2014: out.append("-")
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    static func isAbbreviation(_ word: Substring) -> Bool {
        let lower = word.lowercased()
        return ["a.m.", "p.m.", "e.g.", "i.e.", "etc.", "mr.", "mrs.", "dr.", "st.", "vs."]
            .contains(lower)
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

    /// Lower-case words, without punctuation.
    package var words: [String] { tokens.filter { !$0.isPunctuation }.map(\.normalized) }
}

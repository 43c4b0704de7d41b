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

    /// `normalize` gets each word folded to lower case and as typed.
    package init(_ text: String, normalize: (String, Substring) -> String = { folded, _ in folded })
    {
        var text = text
        text.makeContiguousUTF8()
        original = text
        // Find the pieces first, then make tokens: nothing mutable is shared with the
        // scanning closure, so the loop pays no exclusivity checks.
        var scanned = text
        let pieces = scanned.withUTF8 { Utterance.pieces(of: $0) }
        var tokens: [Token] = []
        tokens.reserveCapacity(pieces.count)
        var normalized: [UInt8] = []
        normalized.reserveCapacity(text.utf8.count + 8)
        let utf8 = text.utf8
        let origin = utf8.startIndex
        var openedLast = false
        for piece in pieces {
            // Offsets into a contiguous UTF-8 string turn into indices in constant time.
            let range =
                utf8.index(origin, offsetBy: piece.start)..<utf8.index(origin, offsetBy: piece.end)
            let typed = text[range]
            let punctuation = piece.isPunctuation
            var form = punctuation ? String(typed) : Utterance.fold(typed)
            // "please" changes nothing anywhere in a request, and is no part of a title.
            if !punctuation, Utterance.isCourtesy(form) { continue }
            if !punctuation { form = normalize(form, typed) }
            if !normalized.isEmpty,
                Utterance.spaced(form, punctuation: punctuation, afterOpening: openedLast)
            {
                normalized.append(UInt8(ascii: " "))
            }
            let from = normalized.count
            if form.utf8.withContiguousStorageIfAvailable({ normalized.append(contentsOf: $0) })
                == nil
            {
                normalized.append(contentsOf: form.utf8)
            }
            tokens.append(
                Token(
                    range: range, text: typed, normalized: form,
                    normalizedRange: from..<normalized.count, isPunctuation: punctuation))
            openedLast = Utterance.opens(form, punctuation: punctuation)
        }
        self.tokens = tokens
        self.normalized = String(decoding: normalized, as: UTF8.self)
    }

    /// The words and marks of a text, as byte offsets. White space and the edge marks are
    /// all ASCII or one of three typographic marks, so no Character (grapheme) work is
    /// needed to find words.
    static func pieces(of bytes: UnsafeBufferPointer<UInt8>)
        -> [(start: Int, end: Int, isPunctuation: Bool)]
    {
        var pieces: [(start: Int, end: Int, isPunctuation: Bool)] = []
        pieces.reserveCapacity(bytes.count / 4 + 2)
        var i = 0
        while i < bytes.count {
            if let width = spaceWidth(bytes, i) {
                i += width
                continue
            }
            var end = i
            while end < bytes.count, spaceWidth(bytes, end) == nil { end += 1 }
            // Split leading and trailing marks off the word; keep inner ones ("3:30pm",
            // "5/12").
            var wordStart = i
            while wordStart < end, let width = markWidth(bytes, wordStart, end) {
                let next = wordStart + width
                // ".ics" keeps its dot: a dot before a letter belongs to the word.
                if bytes[wordStart] == UInt8(ascii: "."), next < end, isLetterByte(bytes[next]) {
                    break
                }
                pieces.append((wordStart, next, true))
                wordStart = next
            }
            var wordEnd = end
            var trailing: [(start: Int, end: Int, isPunctuation: Bool)] = []
            while wordEnd > wordStart, let width = markWidthEnding(bytes, wordStart, wordEnd) {
                let previous = wordEnd - width
                // Keep "a.m." and "p.m." whole.
                if bytes[previous] == UInt8(ascii: "."),
                    isAbbreviation(UnsafeBufferPointer(rebasing: bytes[wordStart..<wordEnd]))
                {
                    break
                }
                trailing.append((previous, wordEnd, true))
                wordEnd = previous
            }
            if wordStart < wordEnd { pieces.append((wordStart, wordEnd, false)) }
            pieces.append(contentsOf: trailing.reversed())
            i = end
        }
        return pieces
    }

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
        var normalized = ""
        var rewrote = false
        var openedLast = false
        for token in kept {
            var form = token.normalized
            if !token.isPunctuation && !rewrote {
                rewrote = true
                if let other = firstWord(Utterance.fold(token.text)) { form = other }
            }
            if !normalized.isEmpty,
                Utterance.spaced(form, punctuation: token.isPunctuation, afterOpening: openedLast)
            {
                normalized += " "
            }
            let from = normalized.utf8.count
            normalized += form
            let lower = base.distance(from: base.startIndex, to: token.range.lowerBound) - start
            let upper = base.distance(from: base.startIndex, to: token.range.upperBound) - start
            let range =
                utf8.index(
                    utf8.startIndex, offsetBy: lower)..<utf8.index(
                    utf8.startIndex, offsetBy: upper)
            tokens.append(
                Token(
                    range: range, text: text[range], normalized: form,
                    normalizedRange: from..<normalized.utf8.count,
                    isPunctuation: token.isPunctuation))
            openedLast = Utterance.opens(form, punctuation: token.isPunctuation)
        }
        self.tokens = tokens
        self.normalized = normalized
    }

    /// Words of courtesy, dropped wherever they stand.
    static func isCourtesy(_ word: String) -> Bool {
        // Each starts with "p" or "k": most words are ruled out by one byte.
        guard let first = word.utf8.first, first == UInt8(ascii: "p") || first == UInt8(ascii: "k")
        else { return false }
        switch word {
        case "please", "pls", "plz", "pleeease", "pleasee", "kindly": return true
        default: return false
        }
    }

    /// Whether a space goes before `form` in the normalized text: not before a closing
    /// mark, and not after an opening bracket (`afterOpening`, see `opens`).
    static func spaced(_ form: String, punctuation: Bool, afterOpening: Bool) -> Bool {
        if punctuation && isClosingPunctuation(form) { return false }
        return !afterOpening
    }

    /// Whether a token is an opening bracket, after which no space is written.
    static func opens(_ form: String, punctuation: Bool) -> Bool {
        punctuation && (form == "(" || form == "[")
    }

    /// Marks written with no space before them in the normalized text.
    static func isClosingPunctuation(_ mark: String) -> Bool {
        switch mark {
        case ",", ":", ";", "?", "!", ".", ")", "]", "…": return true
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
        // ASCII words, nearly all of them, fold byte by byte.
        var word = word
        if let folded = word.withUTF8({ bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { out in
                for (i, b) in bytes.enumerated() {
                    out[i] = b == UInt8(ascii: "`") ? UInt8(ascii: "'") : ASCIIBytes.lowercased(b)
                }
                return bytes.count
            }
        }) {
            return folded
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

    /// Lower-case words, without punctuation.
    package var words: [String] { tokens.filter { !$0.isPunctuation }.map(\.normalized) }
}

/// A word, number or symbol of the text the date parser reads, with its place in the original.
///
/// Text is tokenized once per call and every rule walks these tokens, so nothing is
/// lowercased, split or looked up twice, and no rule compares strings: a token is a plain
/// value holding a one-byte keyword, so the rules' tests are byte compares. Letters and digits are split apart ("3pm" is
/// `3` then `pm`, "15h00" is `15`, `h`, `00`); `spaced` keeps what the split lost.
struct DateToken {
    enum Kind: UInt8 {
        case word
        case number
        case symbol
    }

    let kind: Kind
    let range: Range<String.Index>
    /// Whitespace, or the start of the text, comes right before this token.
    let spaced: Bool
    /// More than one blank comes right before it: text stood there that the caller
    /// blanked out (the grammar blanks a repeat phrase), so it does not follow the token
    /// before as the next word would.
    var spacedWide = false
    /// A number's value ("04" is 4); 0 for words and symbols.
    let value: Int
    /// How many digits a number was written with: "04" has 2.
    let digits: Int
    /// A number written with an ordinal suffix: "4th", "21st", and the slip "2th".
    let isOrdinal: Bool
    /// A symbol's ASCII byte ("," is 0x2C); 0 for words and numbers.
    let symbol: UInt8
    /// What the word means to dates, looked up once. Words are looked up lowercased, with a
    /// trailing "'s" dropped ("fortnight's" reads as "fortnight").
    let lexeme: DateLexeme
    /// A word with no date meaning of its own ("call", "mum", "me"): no date phrase starts
    /// there.
    let isPlainWord: Bool

    var isNumber: Bool { kind == .number && !isOrdinal }
    var word: DateWord { lexeme.word }
}

extension DateToken {
    /// Splits `text` into tokens whose ranges index `text` itself.
    static func tokenize(_ text: String) -> [DateToken] {
        if let tokens = text.utf8.withContiguousStorageIfAvailable({ tokenize($0, of: text) }) {
            return tokens
        }
        var copy = text
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable { tokenize($0, of: text) } ?? []
    }

    /// Whether a word made only of ASCII letters has a date meaning, as its token would
    /// say (`isPlainWord` false); nil for any other text, which must be tokenized.
    static func hasDateMeaning(lettersOnly word: Substring.UTF8View) -> Bool? {
        guard !word.isEmpty, word.count <= 16 else { return word.isEmpty ? nil : false }
        var folded: (UInt64, UInt64) = (0, 0)
        return withUnsafeMutableBytes(of: &folded) { raw -> Bool? in
            var n = 0
            for byte in word {
                let lower = byte | 0x20
                guard lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "z") else { return nil }
                raw[n] = lower
                n += 1
            }
            let bytes = UnsafeBufferPointer(
                start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: n)
            guard DateLexicon.shapes.mayContain(bytes: bytes),
                let lexeme = DateLexicon.table[bytes: bytes]
            else { return false }
            return lexeme.hasDateMeaning
        }
    }

    private enum ByteClass {
        case space, letter, digit, symbol
    }

    /// Classifies the character at `i`: its class, its width in bytes and the ASCII byte
    /// it stands for. Curly quotes, dashes and no-break spaces read as their ASCII
    /// counterparts; every other non-ASCII byte counts as a letter, so "café" stays a word.
    private static func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> (
        ByteClass, Int, UInt8
    ) {
        let b = bytes[i]
        if b < 0x80 {
            switch b {
            case 0x30...0x39: return (.digit, 1, b)
            case 0x41...0x5A: return (.letter, 1, b | 0x20)
            case 0x61...0x7A: return (.letter, 1, b)
            case 0x09...0x0D, 0x20: return (.space, 1, 0x20)
            default: return (.symbol, 1, b)
            }
        }
        if b == 0xC2, i + 1 < bytes.count, bytes[i + 1] == 0xA0 { return (.space, 2, 0x20) }
        if b == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80 {
            switch bytes[i + 2] {
            case 0x80...0x8A, 0xAF: return (.space, 3, 0x20)
            case 0x90...0x95: return (.symbol, 3, UInt8(ascii: "-"))
            case 0x98, 0x99: return (.symbol, 3, UInt8(ascii: "'"))
            case 0x9C, 0x9D: return (.symbol, 3, UInt8(ascii: "\""))
            default: break
            }
        }
        return (.letter, 1, b)
    }

    private static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, of text: String)
        -> [DateToken]
    {
        let utf8 = text.utf8
        let base = utf8.startIndex
        func index(_ offset: Int) -> String.Index { utf8.index(base, offsetBy: offset) }

        var tokens: [DateToken] = []
        tokens.reserveCapacity(bytes.count / 3 + 1)
        // A word's folded bytes, in a buffer of its own: no array to check for uniqueness
        // at every byte. Words longer than it are no date words.
        let scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 16)
        defer { scratch.deallocate() }
        var i = 0
        var spaced = true
        var blanks = 0
        let apostrophe = UInt8(ascii: "'")
        while i < bytes.count {
            let (kind, width, byte) = classify(bytes, i)
            let start = i
            switch kind {
            case .space:
                spaced = true
                blanks += 1
                i += width
                continue
            case .letter:
                var n = 0
                var last: UInt8 = 0
                while i < bytes.count {
                    let (k, w, c) = classify(bytes, i)
                    var kept = c
                    if k == .symbol, c == apostrophe {
                        // Inside a word ("o'clock", "week's") or after a plural ("days' time").
                        guard i + w < bytes.count, classify(bytes, i + w).0 == .letter else {
                            if last == UInt8(ascii: "s") { i += w }
                            break
                        }
                        kept = apostrophe
                    } else if k != .letter {
                        break
                    }
                    if n < scratch.count { scratch[n] = kept }
                    n += 1
                    last = kept
                    i += w
                }
                if n > 2, n <= scratch.count, scratch[n - 2] == apostrophe,
                    scratch[n - 1] == UInt8(ascii: "s")
                {
                    n -= 2
                }
                // Most words are no date words, and their shape says so without a lookup.
                let word = UnsafeBufferPointer(rebasing: scratch[0..<min(n, scratch.count)])
                let lexeme =
                    n <= scratch.count && DateLexicon.shapes.mayContain(bytes: word)
                    ? DateLexicon.table[bytes: word] : nil
                tokens.append(
                    DateToken(
                        kind: .word, range: index(start)..<index(i), spaced: spaced,
                        value: 0, digits: 0, isOrdinal: false, symbol: 0,
                        lexeme: lexeme ?? .none, isPlainWord: !(lexeme?.hasDateMeaning ?? false)))
            case .digit:
                var value = 0
                var digits = 0
                while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 {
                    if digits < 9 { value = value * 10 + Int(bytes[i] - 0x30) }
                    digits += 1
                    i += 1
                }
                let ordinal = hasOrdinalSuffix(bytes, i)
                if ordinal { i += 2 }
                tokens.append(
                    DateToken(
                        kind: .number, range: index(start)..<index(i), spaced: spaced,
                        value: digits <= 9 ? value : Int.max, digits: digits, isOrdinal: ordinal,
                        symbol: 0, lexeme: .none, isPlainWord: false))
            case .symbol:
                i += width
                tokens.append(
                    DateToken(
                        kind: .symbol, range: index(start)..<index(i), spaced: spaced,
                        value: 0, digits: 0, isOrdinal: false, symbol: byte, lexeme: .none,
                        isPlainWord: false))
            }
            if blanks > 1 { tokens[tokens.count - 1].spacedWide = true }
            spaced = false
            blanks = 0
        }
        return tokens
    }

    /// "st", "nd", "rd" or "th" right after the digits, ending the word.
    private static func hasOrdinalSuffix(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        guard i + 1 < bytes.count else { return false }
        let a = bytes[i] | 0x20
        let b = bytes[i + 1] | 0x20
        let suffix =
            (a == UInt8(ascii: "s") && b == UInt8(ascii: "t"))
            || (a == UInt8(ascii: "n") && b == UInt8(ascii: "d"))
            || (a == UInt8(ascii: "r") && b == UInt8(ascii: "d"))
            || (a == UInt8(ascii: "t") && b == UInt8(ascii: "h"))
        guard suffix else { return false }
        return i + 2 >= bytes.count || classify(bytes, i + 2).0 != .letter
    }
}

/// A few words, looked for in a text without making a string: each word is packed into
/// an integer, a byte a letter (lower case, at most eight; a longer word by its first
/// eight), and a text is read once, byte by byte. A test before slower work ("does the
/// request hold a hesitation?"): it may say yes for a longer word that starts like one
/// of them, never no for a word that is one.
package struct PackedWords: Sendable {
    private let words: PackedWordSet
    /// The bytes the words are spelled with (lower case), as a 128-bit mask: a word with
    /// another byte is passed over without a lookup.
    private let low: UInt64
    private let high: UInt64

    package init(_ list: [String]) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for byte in list.joined().utf8 {
            let b = byte | 0x20
            if b < 64 { low |= 1 << UInt64(b) } else if b < 128 { high |= 1 << UInt64(b - 64) }
        }
        self.low = low
        self.high = high
        words = PackedWordSet(
            list.map { word in word.utf8.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1 | 0x20) }
            })
    }

    /// Whether a word of `text` (between spaces, a comma or full stop after it aside) is
    /// one of the words.
    package func occurs(in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var word: UInt64 = 0
            var length = 0
            var possible = true
            for byte in bytes {
                switch byte {
                case UInt8(ascii: " "):
                    if possible, length > 0, words.contains(word) { return true }
                    word = 0
                    length = 0
                    possible = true
                case UInt8(ascii: ","), UInt8(ascii: "."):
                    continue
                default:
                    let b = byte | 0x20
                    let known =
                        b < 64
                        ? low & (1 << UInt64(b)) != 0
                        : b < 128 && high & (1 << UInt64(b - 64)) != 0
                    possible = possible && known
                    length += 1
                    if length <= 8 { word = word << 8 | UInt64(b) }
                }
            }
            return possible && length > 0 && words.contains(word)
        }
    }
}

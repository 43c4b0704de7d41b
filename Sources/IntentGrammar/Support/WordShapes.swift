/// A quick "certainly not in this word list" test: one bit per shape (first letter, last
/// letter, length) of the list's words. Most words of a request are in none of the
/// grammar's small tables (shorthand, cue words, date words), and their shape says so
/// without hashing the word.
struct WordShapes: Sendable {
    private var bits = [UInt64](repeating: 0, count: 26 * 26 * 16 / 64)

    init<Words: Sequence<String>>(_ words: Words) {
        for word in words {
            if let shape = Self.shape(of: word.utf8) { bits[shape >> 6] |= 1 << UInt64(shape & 63) }
        }
    }

    /// False only when no word of the list has this word's shape. Words that do not start
    /// and end with a letter a to z, or are longer than 15 bytes, always may.
    func mayContain(_ word: String) -> Bool {
        // A native string's bytes are contiguous: no walking back through UTF-8 to its end.
        word.utf8.withContiguousStorageIfAvailable { mayContain(bytes: $0) }
            ?? mayContain(bytes: word.utf8)
    }

    /// `mayContain` for a word's UTF-8 bytes.
    func mayContain<Bytes: BidirectionalCollection<UInt8>>(bytes word: Bytes) -> Bool {
        guard let shape = Self.shape(of: word) else { return true }
        return bits[shape >> 6] & (1 << UInt64(shape & 63)) != 0
    }

    /// The shape number of a word, or nil when it has none.
    static func shape<Bytes: BidirectionalCollection<UInt8>>(of word: Bytes) -> Int? {
        let count = word.count
        guard count < 16, let first = word.first, let last = word.last,
            first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
            last >= UInt8(ascii: "a"), last <= UInt8(ascii: "z")
        else { return nil }
        return (Int(first - UInt8(ascii: "a")) * 26 + Int(last - UInt8(ascii: "a"))) * 16 + count
    }
}

/// The words an alternation of phrases can open with, for a look at a text's first word
/// before an anchored pattern over the phrases is run.
///
/// A phrase opens with its first run of word characters (PCRE2's `\w`, ASCII here), so a
/// text can start with one of the phrases only when its own first run is one of theirs.
/// A letter repeated at the end of a run counts once ("hmm" and "hmmm" are one shape), so
/// a phrase written with `+` ("um+", "hmm+") covers every length. The test may say yes for
/// a text no phrase opens, never no for one a phrase does.
struct FirstWords: Sendable {
    /// The shapes of the phrases' first runs, packed a byte a letter (the first eight).
    private let shapes: [UInt64]

    init(_ phrases: [String]) {
        shapes = Set(
            phrases.map { phrase in
                let bytes = Array(phrase.utf8.filter { $0 != UInt8(ascii: "+") })
                return Self.shape(bytes[...])
            }
        ).sorted()
    }

    /// Whether one of the phrases may open `text`.
    func mayOpen(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var end = 0
            while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
            guard end > 0 else { return false }
            return Self.contains(shapes, Self.shape(bytes[..<end]))
        }
    }

    /// The first run of word characters, lower case, its last letter once however often
    /// it is repeated, packed into an integer.
    private static func shape<C: Collection>(_ bytes: C) -> UInt64
    where C.Element == UInt8, C.Index == Int {
        var end = bytes.startIndex
        while end < bytes.endIndex, isWordByte(bytes[end]) { end += 1 }
        while end - bytes.startIndex >= 2,
            ASCIIBytes.lowercased(bytes[end - 1]) == ASCIIBytes.lowercased(bytes[end - 2])
        {
            end -= 1
        }
        var packed: UInt64 = 0
        for byte in bytes[bytes.startIndex..<min(end, bytes.startIndex + 8)] {
            packed = packed << 8 | UInt64(ASCIIBytes.lowercased(byte))
        }
        return packed
    }

    private static func contains(_ sorted: [UInt64], _ value: UInt64) -> Bool {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == value
    }

    /// PCRE2's `\w` without Unicode properties: ASCII letters, digits and "_".
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default: return false
        }
    }
}

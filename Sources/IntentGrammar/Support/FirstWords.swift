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
    private let shapes: PackedWordSet

    init(_ phrases: [String]) {
        shapes = PackedWordSet(
            phrases.map { phrase in
                let bytes = Array(phrase.utf8.filter { $0 != UInt8(ascii: "+") })
                return Self.shape(bytes[...])
            })
    }

    /// Whether one of the phrases may open `text`.
    func mayOpen(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var end = 0
            while end < bytes.count, ASCIIBytes.isWordByte(bytes[end]) { end += 1 }
            guard end > 0 else { return false }
            return shapes.contains(Self.shape(bytes[..<end]))
        }
    }

    /// The first run of word characters, lower case, its last letter once however often
    /// it is repeated, packed into an integer.
    private static func shape<C: Collection>(_ bytes: C) -> UInt64
    where C.Element == UInt8, C.Index == Int {
        var end = bytes.startIndex
        while end < bytes.endIndex, ASCIIBytes.isWordByte(bytes[end]) { end += 1 }
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
}

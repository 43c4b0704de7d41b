/// Builds a pattern alternation from a list of words, grouped by first letter.
///
/// PCRE2 tries the alternatives of `(?:wait|ok|okay|...)` one after another at a position,
/// so a list of a hundred words costs a hundred comparisons wherever it is tried. Grouped
/// as `(?:w(?:ait|ell)|o(?:k|kay|...)|...)`, a text is compared only with the words that
/// start like it. Words that share a first letter keep their order, and words with
/// different first letters cannot both match at one position, so the grouped form matches
/// exactly what the flat list would.
enum Alternation {
    /// `words` as one group, `(?:...)`. Each word must start with a lower-case letter a to
    /// z or a digit ("3 things") that no quantifier follows; the rest of a word may be any pattern text without a
    /// top-level `|` ("um+", "all right").
    static func grouped(_ words: [String]) -> String {
        var order: [UInt8] = []
        var rests: [UInt8: [String]] = [:]
        for word in words {
            let bytes = Array(word.utf8)
            guard let first = bytes.first,
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
                bytes.count < 2 || !"?*+{".utf8.contains(bytes[1])
            else {
                preconditionFailure("not a plain word to group: \(word)")
            }
            if rests[first] == nil { order.append(first) }
            rests[first, default: []].append(String(decoding: bytes.dropFirst(), as: UTF8.self))
        }
        let groups = order.map { first -> String in
            let letter = String(UnicodeScalar(first))
            let rest = rests[first] ?? []
            return rest.count == 1
                ? letter + rest[0] : letter + "(?:" + rest.joined(separator: "|") + ")"
        }
        return "(?:" + groups.joined(separator: "|") + ")"
    }
}

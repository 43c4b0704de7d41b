/// Caseless tests for a lower-case ASCII prefix or word, byte by byte: the grammar's
/// joiners and list words are all plain ASCII, so neither side needs lowercasing (a copy)
/// nor grapheme work to be compared. Lists of affixes tried in turn are `AffixList`'s.
extension String {
    /// Whether the text starts with `prefix` (lower-case ASCII), ignoring case.
    package func startsCaseless(with prefix: String) -> Bool {
        guard utf8.count >= prefix.utf8.count else { return false }
        return zip(utf8, prefix.utf8).allSatisfy { ASCIIBytes.lowercased($0) == $1 }
    }

    /// Whether `needle` (lower-case ASCII) occurs anywhere in the text, ignoring case.
    package func includesCaseless(_ needle: String) -> Bool {
        var text = self
        var needle = needle
        return text.withUTF8 { bytes in
            needle.withUTF8 { needle in
                guard let first = needle.first else { return true }
                guard bytes.count >= needle.count else { return false }
                for start in 0...(bytes.count - needle.count)
                where ASCIIBytes.lowercased(bytes[start]) == first {
                    var k = 1
                    while k < needle.count, ASCIIBytes.lowercased(bytes[start + k]) == needle[k] {
                        k += 1
                    }
                    if k == needle.count { return true }
                }
                return false
            }
        }
    }
}

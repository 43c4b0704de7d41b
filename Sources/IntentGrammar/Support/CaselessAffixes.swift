/// A caseless test for a lower-case ASCII prefix, byte by byte: the grammar's
/// joiners and list words are all plain ASCII, so neither side needs lowercasing (a copy)
/// nor grapheme work to be compared. Lists of affixes tried in turn are `AffixList`'s.
extension String {
    /// Whether the text starts with `prefix` (lower-case ASCII), ignoring case.
    package func startsCaseless(with prefix: String) -> Bool {
        guard utf8.count >= prefix.utf8.count else { return false }
        return zip(utf8, prefix.utf8).allSatisfy { ASCIIBytes.lowercased($0) == $1 }
    }

    /// Whether the text ends with `suffix` (lower-case ASCII), ignoring case.
    package func endsCaseless(with suffix: String) -> Bool {
        guard utf8.count >= suffix.utf8.count else { return false }
        return zip(utf8.suffix(suffix.utf8.count), suffix.utf8).allSatisfy {
            ASCIIBytes.lowercased($0) == $1
        }
    }
}

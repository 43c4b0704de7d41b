/// Caseless tests for a lower-case ASCII prefix or suffix, byte by byte: the grammar's
/// joiners and list words are all plain ASCII, so neither side needs lowercasing (a copy)
/// nor grapheme work to be compared.
extension StringProtocol {
    /// Whether the text starts with `prefix` (lower-case ASCII), ignoring case.
    package func startsCaseless(with prefix: String) -> Bool {
        var bytes = utf8.makeIterator()
        for expected in prefix.utf8 {
            guard let byte = bytes.next(), Self.folded(byte) == expected else { return false }
        }
        return true
    }

    /// Whether the text ends with `suffix` (lower-case ASCII), ignoring case.
    package func endsCaseless(with suffix: String) -> Bool {
        let count = utf8.count
        let length = suffix.utf8.count
        guard count >= length else { return false }
        var bytes = utf8.dropFirst(count - length).makeIterator()
        for expected in suffix.utf8 {
            guard let byte = bytes.next(), Self.folded(byte) == expected else { return false }
        }
        return true
    }

    static func folded(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}

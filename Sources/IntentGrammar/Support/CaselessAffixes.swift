/// Caseless tests for a lower-case ASCII prefix or suffix, byte by byte: the grammar's
/// joiners and list words are all plain ASCII, so neither side needs lowercasing (a copy)
/// nor grapheme work to be compared.
extension String {
    /// Whether the text starts with `prefix` (lower-case ASCII), ignoring case.
    package func startsCaseless(with prefix: String) -> Bool {
        CaselessAffixes.test(utf8, prefix, atEnd: false)
    }

    /// Whether the text ends with `suffix` (lower-case ASCII), ignoring case.
    package func endsCaseless(with suffix: String) -> Bool {
        CaselessAffixes.test(utf8, suffix, atEnd: true)
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

extension Substring {
    package func startsCaseless(with prefix: String) -> Bool {
        CaselessAffixes.test(utf8, prefix, atEnd: false)
    }

    package func endsCaseless(with suffix: String) -> Bool {
        CaselessAffixes.test(utf8, suffix, atEnd: true)
    }
}

enum CaselessAffixes {
    static func test<Bytes: Collection<UInt8>>(_ text: Bytes, _ affix: String, atEnd: Bool)
        -> Bool
    {
        // Native Swift strings, the text and the grammar's affixes alike, are contiguous
        // UTF-8: both buffers come without a copy.
        affix.utf8.withContiguousStorageIfAvailable { affix in
            text.withContiguousStorageIfAvailable { test($0, affix, atEnd: atEnd) }
                ?? Array(text).withUnsafeBufferPointer { test($0, affix, atEnd: atEnd) }
        } ?? test(text, Array(affix.utf8), atEnd: atEnd)
    }

    static func test<Bytes: Collection<UInt8>>(_ text: Bytes, _ affix: [UInt8], atEnd: Bool)
        -> Bool
    {
        affix.withUnsafeBufferPointer { affix in
            Array(text).withUnsafeBufferPointer { test($0, affix, atEnd: atEnd) }
        }
    }

    static func test(
        _ bytes: UnsafeBufferPointer<UInt8>, _ affix: UnsafeBufferPointer<UInt8>, atEnd: Bool
    ) -> Bool {
        guard bytes.count >= affix.count else { return false }
        let start = atEnd ? bytes.count - affix.count : 0
        // Most tries fail on the first byte compared.
        for i in 0..<affix.count where ASCIIBytes.lowercased(bytes[start + i]) != affix[i] {
            return false
        }
        return true
    }
}

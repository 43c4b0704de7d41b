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
                where CaselessAffixes.fold(bytes[start]) == first {
                    var k = 1
                    while k < needle.count, CaselessAffixes.fold(bytes[start + k]) == needle[k] {
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
    static func fold(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    static func test<Bytes: Collection<UInt8>>(_ text: Bytes, _ affix: String, atEnd: Bool)
        -> Bool
    {
        text.withContiguousStorageIfAvailable { bytes in
            affix.utf8.withContiguousStorageIfAvailable { affix in
                guard bytes.count >= affix.count else { return false }
                let start = atEnd ? bytes.count - affix.count : 0
                for i in 0..<affix.count {
                    let byte = bytes[start + i]
                    let folded =
                        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
                    if folded != affix[i] { return false }
                }
                return true
            } ?? false
        } ?? slowTest(Array(text), affix, atEnd: atEnd)
    }

    /// For text not stored as contiguous UTF-8.
    static func slowTest(_ bytes: [UInt8], _ affix: String, atEnd: Bool) -> Bool {
        let affix = Array(affix.utf8)
        guard bytes.count >= affix.count else { return false }
        let start = atEnd ? bytes.count - affix.count : 0
        for i in 0..<affix.count {
            let byte = bytes[start + i]
            if (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
                != affix[i]
            {
                return false
            }
        }
        return true
    }
}

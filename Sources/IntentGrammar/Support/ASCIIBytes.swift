/// ASCII letter case byte by byte, for the grammar's comparisons that need no lowercased
/// copy of the text: its own words, joiners and literals are all plain ASCII.
package enum ASCIIBytes {
    static func isUppercase(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    /// A byte PCRE2 counts as part of a word without Unicode properties (`\w`): A to Z,
    /// a to z, 0 to 9 and the underscore.
    static func isWordByte(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// A to Z or a to z. Inlinable: the planner's byte scans call it for every byte.
    @inlinable package static func isLetter(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        isUppercase(byte) ? byte + 32 : byte
    }

    /// Whether `bytes` spell `word` (lower case), ignoring the case of ASCII letters.
    static func equalsCaseless<C: Collection>(_ word: String.UTF8View, _ bytes: C) -> Bool
    where C.Element == UInt8 {
        word.count == bytes.count && zip(word, bytes).allSatisfy { $0 == lowercased($1) }
    }
}

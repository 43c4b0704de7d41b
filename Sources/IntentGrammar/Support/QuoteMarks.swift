/// The quote marks that open and close a quoted title: ' " \u{201C}\u{201D} \u{2018}\u{2019}.
/// Tested on bytes: the marks are ASCII or three-byte sequences starting E2 80.
package enum QuoteMarks {
    /// Each opening mark with its closing mark.
    package static let pairs: [(open: Character, close: Character)] = [
        ("\"", "\""), ("'", "'"), ("\u{201C}", "\u{201D}"), ("\u{2018}", "\u{2019}"),
    ]

    /// A word that starts with ' " \u{201C} or \u{2018}.
    package static func opens(_ text: Substring) -> Bool {
        var text = text
        return text.withUTF8 { opens($0) }
    }

    /// A word that ends with ' " \u{201D} or \u{2019}.
    package static func closes(_ text: Substring) -> Bool {
        var text = text
        return text.withUTF8 { closes($0) }
    }

    /// `opens` of a word's bytes.
    static func opens(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first else { return false }
        if first == UInt8(ascii: "'") || first == UInt8(ascii: "\"") { return true }
        guard first == 0xE2, bytes.count >= 3, bytes[1] == 0x80 else { return false }
        return bytes[2] == 0x9C || bytes[2] == 0x98
    }

    /// `closes` of a word's bytes.
    static func closes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let last = bytes.last else { return false }
        if last == UInt8(ascii: "'") || last == UInt8(ascii: "\"") { return true }
        guard last == 0x9D || last == 0x99, bytes.count >= 3 else { return false }
        return bytes[bytes.count - 2] == 0x80 && bytes[bytes.count - 3] == 0xE2
    }

    /// Whether the bytes are one character, as a quote mark alone is: one ASCII byte or
    /// one three-byte typographic mark.
    static func isOneMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count == 1 || (bytes.count == 3 && bytes[0] == 0xE2)
    }
}

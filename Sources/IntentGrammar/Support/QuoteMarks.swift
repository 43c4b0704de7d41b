/// The quote marks that open and close a quoted title: ' " \u{201C}\u{201D} \u{2018}\u{2019}.
/// Tested on bytes: the marks are ASCII or three-byte sequences starting E2 80.
package enum QuoteMarks {
    /// A word that starts with ' " \u{201C} or \u{2018}.
    package static func opens(_ text: Substring) -> Bool {
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next() else { return false }
        if first == UInt8(ascii: "'") || first == UInt8(ascii: "\"") { return true }
        guard first == 0xE2, bytes.next() == 0x80, let third = bytes.next() else { return false }
        return third == 0x9C || third == 0x98
    }

    /// A word that ends with ' " \u{201D} or \u{2019}.
    package static func closes(_ text: Substring) -> Bool {
        var bytes = text.utf8.reversed().makeIterator()
        guard let last = bytes.next() else { return false }
        if last == UInt8(ascii: "'") || last == UInt8(ascii: "\"") { return true }
        guard last == 0x9D || last == 0x99 else { return false }
        return bytes.next() == 0x80 && bytes.next() == 0xE2
    }
}

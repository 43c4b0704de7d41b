/// Lower-case ASCII affixes tried in order against the start or the end of a text,
/// ignoring case: the joiners, determiners and trailing words slot cleaning strips, and
/// the words a cheap "could this be a list?" test looks for anywhere.
///
/// A slot is tried against a few dozen affixes, most of which fail on their first byte;
/// the affixes are kept as bytes, with the set of first and last bytes, so a try reads
/// the text's buffer once and skips most affixes after one comparison.
package struct AffixList: Sendable {
    package let affixes: [String]
    private let bytes: [[UInt8]]
    /// By byte: whether some affix starts with it, and whether some affix ends with it.
    private let firsts: [Bool]
    private let lasts: [Bool]

    package init(_ affixes: [String]) {
        self.affixes = affixes
        bytes = affixes.map { Array($0.utf8) }
        var firsts = [Bool](repeating: false, count: 256)
        var lasts = [Bool](repeating: false, count: 256)
        for affix in bytes {
            guard let first = affix.first, let last = affix.last else { continue }
            firsts[Int(first)] = true
            lasts[Int(last)] = true
        }
        self.firsts = firsts
        self.lasts = lasts
    }

    /// The length in bytes of the first affix `text` starts with, ignoring case, when the
    /// text is longer than it; nil when there is none.
    package func prefix(of text: String) -> Int? { find(in: text, atEnd: false) }

    /// The length in bytes of the first affix `text` ends with, ignoring case, when the
    /// text is longer than it; nil when there is none.
    package func suffix(of text: String) -> Int? { find(in: text, atEnd: true) }

    /// `suffix(of:)` of a text's bytes.
    package func suffix(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        find(in: bytes, atEnd: true)
    }

    /// Whether one of the list's strings occurs anywhere in `text`, ignoring case: one
    /// pass, comparing bytes only where a string's first byte stands.
    package func occurs(in text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ occurs(in: $0) }) {
            return found
        }
        return Array(text.utf8).withUnsafeBufferPointer { occurs(in: $0) }
    }

    private func occurs(in text: UnsafeBufferPointer<UInt8>) -> Bool {
        for start in text.indices where firsts[Int(ASCIIBytes.lowercased(text[start]))] {
            for affix in bytes where start + affix.count <= text.count {
                var k = 0
                while k < affix.count, ASCIIBytes.lowercased(text[start + k]) == affix[k] { k += 1 }
                if k == affix.count { return true }
            }
        }
        return false
    }

    private func find(in text: String, atEnd: Bool) -> Int? {
        if let found = text.utf8.withContiguousStorageIfAvailable({ find(in: $0, atEnd: atEnd) }) {
            return found
        }
        return Array(text.utf8).withUnsafeBufferPointer { find(in: $0, atEnd: atEnd) }
    }

    private func find(in text: UnsafeBufferPointer<UInt8>, atEnd: Bool) -> Int? {
        guard let edge = atEnd ? text.last : text.first,
            (atEnd ? lasts : firsts)[Int(ASCIIBytes.lowercased(edge))]
        else { return nil }
        for affix in bytes where text.count > affix.count {
            let start = atEnd ? text.count - affix.count : 0
            var k = 0
            while k < affix.count, ASCIIBytes.lowercased(text[start + k]) == affix[k] { k += 1 }
            if k == affix.count { return affix.count }
        }
        return nil
    }
}

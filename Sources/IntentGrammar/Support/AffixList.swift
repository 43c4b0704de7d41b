/// Lower-case ASCII affixes tried in order against the start or the end of a text,
/// ignoring case: the joiners, determiners and trailing words slot cleaning strips, and
/// the words a cheap "could this be a list?" test looks for anywhere.
///
/// A slot is tried against a few dozen affixes, most of which fail on their first byte;
/// the affixes are kept as bytes, with the set of first and last bytes, so a try reads
/// the text's buffer once and skips most affixes after one comparison.
package struct AffixList: Sendable {
    package let affixes: [String]
    /// Every affix's bytes, one after another: affix `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private let bytes: [UInt8]
    private let starts: [Int32]
    /// The affixes by their first byte, and by their last, each group in list order:
    /// the group of byte `b` is `byFirst[firstGroups[b]..<firstGroups[b + 1]]`. A try
    /// compares only the affixes that start (or end) like the text.
    private let byFirst: [Int32]
    private let firstGroups: [Int32]
    private let byLast: [Int32]
    private let lastGroups: [Int32]

    package init(_ affixes: [String]) {
        self.affixes = affixes
        var bytes: [UInt8] = []
        var starts: [Int32] = [0]
        for affix in affixes {
            bytes += affix.utf8
            starts.append(Int32(bytes.count))
        }
        self.bytes = bytes
        self.starts = starts
        func grouped(_ edge: (String) -> UInt8?) -> (order: [Int32], groups: [Int32]) {
            var order: [Int32] = []
            var groups: [Int32] = [0]
            for byte in 0...255 {
                for (index, affix) in affixes.enumerated() where edge(affix) == UInt8(byte) {
                    order.append(Int32(index))
                }
                groups.append(Int32(order.count))
            }
            return (order, groups)
        }
        (byFirst, firstGroups) = grouped { $0.utf8.first }
        (byLast, lastGroups) = grouped { $0.utf8.last }
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
        occurs(in: text, wholeWords: false)
    }

    /// `occurs`, of a whole word only: no ASCII letter right before or after it ("one"
    /// is not in "someone" or "done").
    package func occurs(asWordIn text: String) -> Bool {
        occurs(in: text, wholeWords: true)
    }

    private func occurs(in text: String, wholeWords: Bool) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({
            occurs(in: $0, wholeWords: wholeWords)
        }) {
            return found
        }
        return Array(text.utf8).withUnsafeBufferPointer { occurs(in: $0, wholeWords: wholeWords) }
    }

    private func occurs(in text: UnsafeBufferPointer<UInt8>, wholeWords: Bool) -> Bool {
        withTables { bytes, starts, byFirst, firstGroups, _, _ in
            for start in text.indices {
                if wholeWords, start > 0, ASCIIBytes.isLetter(text[start - 1]) { continue }
                let edge = Int(ASCIIBytes.lowercased(text[start]))
                for k in Int(firstGroups[edge])..<Int(firstGroups[edge + 1]) {
                    let affix = Int(byFirst[k])
                    let from = Int(starts[affix])
                    let count = Int(starts[affix + 1]) - from
                    guard start + count <= text.count else { continue }
                    var j = 1
                    while j < count, ASCIIBytes.lowercased(text[start + j]) == bytes[from + j] {
                        j += 1
                    }
                    guard j == count else { continue }
                    if !wholeWords || start + count == text.count
                        || !ASCIIBytes.isLetter(text[start + count])
                    {
                        return true
                    }
                }
            }
            return false
        }
    }

    private func find(in text: String, atEnd: Bool) -> Int? {
        if let found = text.utf8.withContiguousStorageIfAvailable({ find(in: $0, atEnd: atEnd) }) {
            return found
        }
        return Array(text.utf8).withUnsafeBufferPointer { find(in: $0, atEnd: atEnd) }
    }

    private func find(in text: UnsafeBufferPointer<UInt8>, atEnd: Bool) -> Int? {
        guard let edgeByte = atEnd ? text.last : text.first else { return nil }
        let edge = Int(ASCIIBytes.lowercased(edgeByte))
        return withTables { bytes, starts, byFirst, firstGroups, byLast, lastGroups in
            let order = atEnd ? byLast : byFirst
            let groups = atEnd ? lastGroups : firstGroups
            for k in Int(groups[edge])..<Int(groups[edge + 1]) {
                let affix = Int(order[k])
                let from = Int(starts[affix])
                let count = Int(starts[affix + 1]) - from
                guard text.count > count else { continue }
                let start = atEnd ? text.count - count : 0
                var j = 0
                while j < count, ASCIIBytes.lowercased(text[start + j]) == bytes[from + j] {
                    j += 1
                }
                if j == count { return count }
            }
            return nil
        }
    }

    /// The tables as buffers, so a try counts no references.
    private func withTables<R>(
        _ body: (
            UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Int32>,
            UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Int32>
        ) -> R
    ) -> R {
        bytes.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                byFirst.withUnsafeBufferPointer { byFirst in
                    firstGroups.withUnsafeBufferPointer { firstGroups in
                        byLast.withUnsafeBufferPointer { byLast in
                            lastGroups.withUnsafeBufferPointer { lastGroups in
                                body(bytes, starts, byFirst, firstGroups, byLast, lastGroups)
                            }
                        }
                    }
                }
            }
        }
    }
}

import Synchronization

/// A sorted list of lower-case words kept in the program's read-only data and searched
/// where it lies, like look(1) searches a sorted file.
///
/// The English word list has about 76,000 words; a `Set` of them would cost start-up time
/// and megabytes of heap for a check that runs only when spelling correction has found a
/// candidate. Binary search over the literal's bytes costs nothing until it is used.
struct SortedWordList: Sendable {
    /// ASCII words sorted by byte, separated by single spaces or line breaks.
    let text: StaticString
    /// Where the words starting with each pair of letters begin: the words starting "ta"
    /// lie in `pairStarts[p]..<pairStarts[p + 1]` for p = ("t" - "a") * 26 + ("a" - "a"),
    /// so a search starts among a few hundred words, not 76,000.
    let pairStarts: [Int]
    /// The words of each letter pair's range, indexed the first time a word with that
    /// pair is looked up. A request touches a few pairs, so a one-shot `pb ask` indexes a
    /// few hundred words, not 76,000.
    private let pairWords = PairWords()

    private final class PairWords: Sendable {
        let indexes = Mutex([PairIndex?](repeating: nil, count: 26 * 26))
    }

    /// One pair's words: most packed into numbers in a `PackedWordTable`, so a lookup
    /// reads one or two slots instead of probing words scattered through the list's
    /// 800 KB; the few that do not pack by where they lie.
    private struct PairIndex: Sendable {
        let packed: PackedWordTable<Bool>
        let others: [(start: Int32, end: Int32)]

        /// Whether the word spelled by `key` is one of the pair's words.
        func contains(_ key: UnsafeBufferPointer<UInt8>, in list: UnsafeBufferPointer<UInt8>)
            -> Bool
        {
            if let word = PackedWordTable<Bool>.pack(key) { return packed.contains(packed: word) }
            var low = 0
            var high = others.count
            while low < high {
                let middle = low + (high - low) / 2
                let word = others[middle]
                switch SortedWordList.compare(key, list, Int(word.start), Int(word.end)) {
                case 0: return true
                case ..<0: high = middle
                default: low = middle + 1
                }
            }
            return false
        }
    }

    init(_ text: StaticString) {
        self.text = text
        pairStarts = text.withUTF8Buffer { list in
            var starts: [Int] = []
            starts.reserveCapacity(26 * 26 + 1)
            for first in UInt8(ascii: "a")...UInt8(ascii: "z") {
                for second in UInt8(ascii: "a")...UInt8(ascii: "z") {
                    starts.append(Self.lowerBound([first, second], in: list))
                }
            }
            // Words from "{" on (none are letters) end the last pair's range.
            starts.append(Self.lowerBound([UInt8(ascii: "{")], in: list))
            return starts
        }
    }

    /// True when `word` is one of the list's words.
    func contains(_ word: String) -> Bool {
        var word = word
        return word.withUTF8 { contains($0) }
    }

    /// True when the word spelled by `key` is one of the list's words.
    func contains(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        text.withUTF8Buffer { list in contains(key, in: list) }
    }

    /// Every word, in order; for building tables and for tests.
    var words: [String] {
        text.withUTF8Buffer { list in
            var words: [String] = []
            var start = 0
            for end in 0...list.count where end == list.count || Self.isSeparator(list[end]) {
                if end > start {
                    let word = UnsafeBufferPointer(rebasing: list[start..<end])
                    words.append(String(decoding: word, as: UTF8.self))
                }
                start = end + 1
            }
            return words
        }
    }

    /// A lookup in the index of the key's letter pair, or, for a key that starts with no
    /// pair of letters, a binary search over word boundaries of the whole list.
    private func contains(_ key: UnsafeBufferPointer<UInt8>, in list: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        guard !key.isEmpty else { return false }
        guard key.count >= 2, let pair = Self.pair(key[0], key[1]) else {
            return Self.search(key, in: list, from: 0, to: list.count)
        }
        // Looked up in place, under the lock: copying the index out retained its arrays.
        return pairWords.indexes.withLock { indexes in
            if indexes[pair] == nil {
                indexes[pair] = Self.index(list, from: pairStarts[pair], to: pairStarts[pair + 1])
            }
            return indexes[pair]!.contains(key, in: list)
        }
    }

    /// The index of the words of `list[from..<to]`.
    private static func index(_ list: UnsafeBufferPointer<UInt8>, from: Int, to: Int)
        -> PairIndex
    {
        var packed: [UInt64] = []
        var others: [(start: Int32, end: Int32)] = []
        for (start, end) in words(in: list, from: from, to: to) {
            let word = UnsafeBufferPointer(rebasing: list[Int(start)..<Int(end)])
            if let key = PackedWordTable<Bool>.pack(word) {
                packed.append(key)
            } else {
                others.append((start, end))
            }
        }
        return PairIndex(packed: PackedWordTable(packed: packed), others: others)
    }

    /// Where the words of `list[from..<to]` start and end.
    private static func words(in list: UnsafeBufferPointer<UInt8>, from: Int, to: Int)
        -> [(start: Int32, end: Int32)]
    {
        var words: [(start: Int32, end: Int32)] = []
        var start = from
        for end in from...to where end == to || isSeparator(list[end]) {
            if end > start { words.append((Int32(start), Int32(end))) }
            start = end + 1
        }
        return words
    }

    /// Binary search over word boundaries: `low` is always the start of a word and `high`
    /// the start of a word or the end, so every probe lands on a whole word.
    private static func search(
        _ key: UnsafeBufferPointer<UInt8>, in list: UnsafeBufferPointer<UInt8>, from: Int,
        to: Int
    ) -> Bool {
        var low = from
        var high = to
        while low < high {
            var start = low + (high - low) / 2
            while start > low && !isSeparator(list[start - 1]) { start -= 1 }
            var end = start
            while end < high && !isSeparator(list[end]) { end += 1 }
            switch compare(key, list, start, end) {
            case 0: return true
            case ..<0: high = start
            default: low = end + 1
            }
        }
        return false
    }

    /// The index of a pair of lower-case letters, or nil.
    private static func pair(_ a: UInt8, _ b: UInt8) -> Int? {
        let x = Int(a) - Int(UInt8(ascii: "a"))
        let y = Int(b) - Int(UInt8(ascii: "a"))
        guard x >= 0, x < 26, y >= 0, y < 26 else { return nil }
        return x * 26 + y
    }

    /// The offset of the first word not below `key` in byte order (the list's length when
    /// every word is below it); always the start of a word.
    private static func lowerBound(_ key: [UInt8], in list: UnsafeBufferPointer<UInt8>) -> Int {
        key.withUnsafeBufferPointer { key in
            var low = 0
            var high = list.count
            // Invariant: words before `low` are below the key; `high` is a word start (or
            // the end) whose word is not below it.
            while low < high {
                var start = low + (high - low) / 2
                while start > low && !isSeparator(list[start - 1]) { start -= 1 }
                var end = start
                while end < high && !isSeparator(list[end]) { end += 1 }
                if compare(key, list, start, end) > 0 {
                    low = end + 1
                } else {
                    high = start
                }
            }
            return min(low, list.count)
        }
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n")
    }

    /// Byte order of `key` against `list[start..<end]`: negative, zero or positive.
    fileprivate static func compare(
        _ key: UnsafeBufferPointer<UInt8>, _ list: UnsafeBufferPointer<UInt8>, _ start: Int,
        _ end: Int
    ) -> Int {
        let length = end - start
        for index in 0..<min(key.count, length) where key[index] != list[start + index] {
            return Int(key[index]) - Int(list[start + index])
        }
        return key.count - length
    }
}

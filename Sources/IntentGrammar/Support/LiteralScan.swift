import Synchronization

/// Finds, in one pass over a text, which of every pattern's required literals it holds, so
/// a pattern whose literals are all absent is ruled out without running it.
///
/// The grammar tries about a hundred patterns on each clause, most of which fail; many
/// begin `^(?<task>.+?)` or are unanchored, and PCRE2 spends most of its time failing
/// those at every position. One scan of the clause answers "could this pattern match at
/// all?" for all of them. A clause scans its text once; the scans of the last few clauses
/// are kept, so patterns given a clause's text alone use its scan too.
///
/// Literals are registered as patterns are compiled. A text with bytes outside ASCII
/// ("🙄", "£12", "—") is scanned like any other, as those bytes hold no literal; it is
/// ruled out only for patterns PCRE2 reads byte by byte, since in UTF mode caseless "k"
/// also matches the Kelvin sign (see `LiteralHits.mayHold`).
final class LiteralScan: Sendable {
    static let shared = LiteralScan()

    /// A pattern's literals as a bit set over identifiers.
    ///
    /// The first few words are kept inline: a pattern's literals are registered together,
    /// so their identifiers are close, and the mask of a pattern tried on every clause is
    /// read without following a pointer to an array (which missed the cache for most of
    /// the hundred patterns a clause is tried against).
    struct Mask: Sendable {
        typealias Word = (index: Int32, bits: UInt64)
        static let inline = 3
        let first: Word
        let second: Word
        let third: Word
        /// Words after the third, in word order; mostly empty.
        let more: [Word]
        let largest: Int

        /// Every word, in word order.
        var words: [Word] {
            [first, second, third].filter { $0.bits != 0 } + more
        }

        /// `words` in word order, at least one.
        init(words: [Word], largest: Int) {
            let none: Word = (0, 0)
            first = words.first ?? none
            second = words.count > 1 ? words[1] : none
            third = words.count > 2 ? words[2] : none
            more = Array(words.dropFirst(Self.inline))
            self.largest = largest
        }
    }

    private struct State {
        var identifiers: [[UInt8]: Int32] = [:]
        var table = Table()
        var recent: [(text: String, hits: LiteralHits)] = []
        var next = 0
    }

    private let state = Mutex(State())

    static let kept = 4

    /// The mask of `words`, registering those not seen before.
    func register(_ words: [String]) -> Mask {
        let ids = state.withLock { state in
            var added = false
            let ids = words.map { word in
                let bytes = Array(word.utf8)
                if let known = state.identifiers[bytes] { return known }
                let id = Int32(state.identifiers.count)
                state.identifiers[bytes] = id
                state.table.add(bytes, id: id)
                added = true
                return id
            }
            // Kept scans do not know the new literals: scan again rather than keep
            // answering "unknown" for them.
            if added { state.recent = [] }
            return ids
        }
        var words: [Int: UInt64] = [:]
        for id in ids { words[Int(id) >> 6, default: 0] |= 1 << (UInt64(id) & 63) }
        return Mask(
            words: words.sorted { $0.key < $1.key }.map { (index: Int32($0.key), bits: $0.value) },
            largest: Int(ids.max() ?? 0))
    }

    /// The literals in `text`, scanned now and kept, so patterns given the same text
    /// without its scan (`keptHits`) find it.
    func hits(in text: String) -> LiteralHits {
        state.withLock { state in
            if let kept = Self.kept(text, in: state.recent) { return kept }
            let hits = state.table.scan(text)
            if state.recent.count < Self.kept {
                state.recent.append((text, hits))
            } else {
                state.recent[state.next] = (text, hits)
                state.next = (state.next + 1) % Self.kept
            }
            return hits
        }
    }

    /// The kept scan of `text`; unknown when there is none (a text seen once is cheaper to
    /// match than to scan) or another thread holds the scanner.
    func keptHits(in text: String) -> LiteralHits {
        state.withLockIfAvailable { Self.kept(text, in: $0.recent) ?? .unknown } ?? .unknown
    }

    /// The kept scan of `text`. Lengths are compared first: most texts asked about are
    /// slots and pieces of a clause, never scanned, and differ in length from every kept
    /// text.
    private static func kept(_ text: String, in recent: [(text: String, hits: LiteralHits)])
        -> LiteralHits?
    {
        let count = text.utf8.count
        for entry in recent where entry.text.utf8.count == count && entry.text == text {
            return entry.hits
        }
        return nil
    }

    /// The literals grouped by a hash of their first three bytes, so a scan looks only at
    /// literals that start like the text at hand; two-byte literals ("tv") are looked up
    /// directly by their bytes. Each literal is kept as the little-endian word of its
    /// bytes and a mask of its length, so one load, one `and` and one compare test it at
    /// a position.
    struct Table {
        struct Entry {
            let word: UInt64
            let mask: UInt64
            let id: Int32
        }

        static let bucketCount = 4096
        /// Literals are at most this long; longer ones are tested by their first bytes,
        /// which every text holding them holds too.
        static let longest = 8
        private(set) var count = 0
        /// The entries bucket by bucket: bucket `b` is `entries[starts[b]..<starts[b + 1]]`.
        /// One flat array, so a scan follows no pointer and counts no reference per byte.
        private var entries: [Entry] = []
        private var starts = [Int32](repeating: 0, count: bucketCount + 1)
        /// The identifier of each two-byte ASCII literal at `first << 7 | second`, else -1.
        private var pairs = [Int32](repeating: -1, count: 128 * 128)
        /// The identifier of each one-byte literal (a mark or digit) at its byte, else -1.
        private var singles = [Int32](repeating: -1, count: 128)

        /// Adds a literal (lower-case ASCII: a mark or digit, or at least two bytes) as
        /// `id`, the next identifier.
        mutating func add(_ literal: [UInt8], id: Int32) {
            count = max(count, Int(id) + 1)
            if literal.count == 1 {
                singles[Int(literal[0] & 0x7F)] = id
                return
            }
            if literal.count == 2 {
                pairs[Int(literal[0] & 0x7F) << 7 | Int(literal[1] & 0x7F)] = id
                return
            }
            let bytes = literal.prefix(Self.longest)
            var word: UInt64 = 0
            for (k, byte) in bytes.enumerated() { word |= UInt64(byte) << (8 * UInt64(k)) }
            let mask = bytes.count == 8 ? UInt64.max : (1 << (8 * UInt64(bytes.count))) - 1
            // Literals are registered a few hundred times in a run, mostly while warming
            // up; inserting into the flat layout shifts the later buckets' starts.
            let bucket = Self.bucket(literal[0], literal[1], literal[2])
            entries.insert(Entry(word: word, mask: mask, id: id), at: Int(starts[bucket + 1]))
            for later in (bucket + 1)...Self.bucketCount { starts[later] += 1 }
        }

        /// The literals found in `text`.
        func scan(_ text: String) -> LiteralHits {
            let words = (count + 63) / 64
            var copy = text
            var ascii = true
            let found = copy.withUTF8 { subject -> [UInt64] in
                ascii = subject.allSatisfy { $0 < 0x80 }
                return [UInt64](unsafeUninitializedCapacity: words) { found, initialized in
                    found.initialize(repeating: 0)
                    initialized = words
                    singles.withUnsafeBufferPointer { singles in
                        for byte in subject where byte < 0x80 {
                            let single = Int(singles[Int(byte)])
                            if single >= 0 { found[single >> 6] |= 1 << (UInt64(single) & 63) }
                        }
                    }
                    guard subject.count >= 2 else { return }
                    entries.withUnsafeBufferPointer { entries in
                        starts.withUnsafeBufferPointer { starts in
                            pairs.withUnsafeBufferPointer { pairs in
                                Self.scan(
                                    subject, entries: entries, starts: starts, pairs: pairs,
                                    into: found)
                            }
                        }
                    }
                }
            }
            return LiteralHits(scanned: count, bits: found, ascii: ascii)
        }

        private static func scan(
            _ subject: UnsafeBufferPointer<UInt8>, entries: UnsafeBufferPointer<Entry>,
            starts: UnsafeBufferPointer<Int32>, pairs: UnsafeBufferPointer<Int32>,
            into found: UnsafeMutableBufferPointer<UInt64>
        ) {
            // The text in lower case, padded with zero bytes so a word can be loaded at
            // every position; no literal holds a zero byte, so bytes outside ASCII, which
            // no literal holds either, are read as zero too.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: subject.count + 8) { lower in
                for i in 0..<subject.count {
                    let byte = subject[i]
                    lower[i] = byte < 0x80 ? ASCIIBytes.lowercased(byte) : 0
                }
                for i in subject.count..<(subject.count + 8) { lower[i] = 0 }
                let base = UnsafeRawPointer(lower.baseAddress!)
                for i in 0..<(subject.count - 1) {
                    let a = lower[i]
                    let b = lower[i + 1]
                    let pair = Int(pairs[Int(a) << 7 | Int(b)])
                    if pair >= 0 { found[pair >> 6] |= 1 << (UInt64(pair) & 63) }
                    let bucket = bucket(a, b, lower[i + 2])
                    let first = Int(starts[bucket])
                    let end = Int(starts[bucket + 1])
                    if first == end { continue }
                    let word = UInt64(
                        littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                    for k in first..<end where word & entries[k].mask == entries[k].word {
                        found[Int(entries[k].id) >> 6] |= 1 << (UInt64(entries[k].id) & 63)
                    }
                }
            }
        }

        static func bucket(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> Int {
            ((Int(a) &* 961) &+ (Int(b) &* 31) &+ Int(c)) & (bucketCount - 1)
        }
    }
}

/// Which registered literals a text holds, as a bit set over the first `scanned`
/// identifiers; literals registered after the scan are unknown.
struct LiteralHits: Sendable {
    let scanned: Int
    let bits: [UInt64]
    /// Whether the text is all ASCII.
    let ascii: Bool

    /// Says nothing is ruled out: for texts the scan does not read.
    static let unknown = LiteralHits(scanned: -1, bits: [], ascii: true)

    /// False only when the text surely holds none of the mask's literals, for a pattern
    /// matched byte by byte or, when `unicodeCaseless`, in PCRE2's UTF mode. There
    /// caseless "k" and "s" match the Kelvin and long s signs, so a text outside ASCII is
    /// not ruled out.
    func mayHold(_ mask: LiteralScan.Mask, unicodeCaseless: Bool) -> Bool {
        guard mask.largest < scanned, ascii || !unicodeCaseless else { return true }
        // Unused inline words have no bits, and match nothing.
        if bits[Int(mask.first.index)] & mask.first.bits != 0
            || bits[Int(mask.second.index)] & mask.second.bits != 0
            || bits[Int(mask.third.index)] & mask.third.bits != 0
        {
            return true
        }
        for word in mask.more where bits[Int(word.index)] & word.bits != 0 { return true }
        return false
    }
}

#if canImport(Glibc)
    import Glibc
#endif

/// Finds, in one pass over a text, which of every pattern's required literals it holds, so
/// a pattern whose literals are all absent is ruled out without running it.
///
/// The grammar tries about a hundred patterns on each clause, most of which fail; many
/// begin `^(?<task>.+?)` or are unanchored, and PCRE2 spends most of its time failing
/// those at every position. One scan of the clause answers "could this pattern match at
/// all?" for all of them. A clause scans its text once; the scans of the last few clauses
/// are kept, so patterns given a clause's text alone use its scan too.
///
/// Literals are registered as patterns are compiled. Texts with bytes outside ASCII are
/// never ruled out: caseless matching of other letters is PCRE2's to decide.
final class LiteralScan: @unchecked Sendable {
    static let shared = LiteralScan()

    /// A pattern's literals as a bit set over identifiers.
    struct Mask: Sendable {
        /// (word index, bits) pairs, in word order.
        let words: [(word: Int, bits: UInt64)]
        let largest: Int
    }

    /// Every literal (lower-case ASCII, at least two bytes), by identifier.
    private var literals: [[UInt8]] = []
    private var identifiers: [[UInt8]: Int32] = [:]
    /// The literals laid out for scanning; rebuilt on the first scan after a literal is
    /// added.
    private var table = Table(literals: [])
    private var stale = false
    private var recent: [(text: String, hits: LiteralHits)] = []
    private var next = 0
    private let lock: UnsafeMutablePointer<pthread_mutex_t>

    static let kept = 4

    private init() {
        lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
    }

    /// The mask of `words`, registering those not seen before.
    func register(_ words: [String]) -> Mask {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        var added = false
        let ids = words.map { word in
            let bytes = Array(word.utf8)
            if let known = identifiers[bytes] { return known }
            let id = Int32(literals.count)
            literals.append(bytes)
            identifiers[bytes] = id
            added = true
            return id
        }
        if added {
            stale = true
            recent = []
        }
        var words: [Int: UInt64] = [:]
        for id in ids { words[Int(id) >> 6, default: 0] |= 1 << (UInt64(id) & 63) }
        return Mask(
            words: words.sorted { $0.key < $1.key }.map { (word: $0.key, bits: $0.value) },
            largest: Int(ids.max() ?? 0))
    }

    /// The literals in `text`, scanned now and kept, so patterns given the same text
    /// without its scan (`keptHits`) find it.
    func hits(in text: String) -> LiteralHits {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        for entry in recent where entry.text == text { return entry.hits }
        let hits = current().scan(text)
        if recent.count < Self.kept {
            recent.append((text, hits))
        } else {
            recent[next] = (text, hits)
            next = (next + 1) % Self.kept
        }
        return hits
    }

    /// The kept scan of `text`; unknown when there is none (a text seen once is cheaper to
    /// match than to scan) or another thread holds the scanner.
    func keptHits(in text: String) -> LiteralHits {
        guard pthread_mutex_trylock(lock) == 0 else { return .unknown }
        defer { pthread_mutex_unlock(lock) }
        for entry in recent where entry.text == text { return entry.hits }
        return .unknown
    }

    /// The table with every literal registered so far. Called under the lock.
    private func current() -> Table {
        if stale {
            table = Table(literals: literals)
            stale = false
        }
        return table
    }

    /// Literal bytes end to end, and their identifiers grouped by a hash of their first
    /// three bytes, so a scan looks only at literals that start like the text at hand;
    /// two-byte literals ("tv") are looked up directly by their bytes.
    struct Table {
        static let bucketCount = 4096
        let count: Int
        let bytes: [UInt8]
        let starts: [Int32]
        /// `ids[bucketStarts[b]..<bucketStarts[b + 1]]` are the literals of bucket `b`.
        let bucketStarts: [Int32]
        let ids: [Int32]
        /// The identifier of each two-byte ASCII literal at `first << 7 | second`, else -1.
        let pairs: [Int32]

        init(literals: [[UInt8]]) {
            count = literals.count
            bytes = literals.flatMap { $0 }
            var starts: [Int32] = [0]
            for literal in literals {
                starts.append(starts[starts.count - 1] + Int32(literal.count))
            }
            self.starts = starts
            var byBucket = [[Int32]](repeating: [], count: Self.bucketCount)
            var pairs = [Int32](repeating: -1, count: 128 * 128)
            for (id, literal) in literals.enumerated() {
                if literal.count == 2 {
                    pairs[Int(literal[0]) << 7 | Int(literal[1])] = Int32(id)
                } else {
                    byBucket[Self.bucket(literal[0], literal[1], literal[2])].append(Int32(id))
                }
            }
            self.pairs = pairs
            var bucketStarts: [Int32] = [0]
            for bucket in byBucket {
                bucketStarts.append(bucketStarts[bucketStarts.count - 1] + Int32(bucket.count))
            }
            self.bucketStarts = bucketStarts
            ids = byBucket.flatMap { $0 }
        }

        /// The literals found in `text`.
        func scan(_ text: String) -> LiteralHits {
            var found = [UInt64](repeating: 0, count: (count + 63) / 64)
            var copy = text
            let ascii = copy.withUTF8 { subject -> Bool in
                guard subject.allSatisfy({ $0 < 0x80 }) else { return false }
                guard subject.count >= 2 else { return true }
                bytes.withUnsafeBufferPointer { bytes in
                    for i in 0..<(subject.count - 1) {
                        let a = ASCIIBytes.lowercased(subject[i])
                        let b = ASCIIBytes.lowercased(subject[i + 1])
                        let pair = Int(pairs[Int(a) << 7 | Int(b)])
                        if pair >= 0 { found[pair >> 6] |= 1 << (UInt64(pair) & 63) }
                        guard i + 2 < subject.count else { break }
                        let c = ASCIIBytes.lowercased(subject[i + 2])
                        let bucket = Self.bucket(a, b, c)
                        for slot in Int(bucketStarts[bucket])..<Int(bucketStarts[bucket + 1]) {
                            let id = Int(ids[slot])
                            let start = Int(starts[id])
                            let length = Int(starts[id + 1]) - start
                            guard i + length <= subject.count else { continue }
                            var k = 0
                            while k < length,
                                ASCIIBytes.lowercased(subject[i + k]) == bytes[start + k]
                            { k += 1 }
                            if k == length { found[id >> 6] |= 1 << (UInt64(id) & 63) }
                        }
                    }
                }
                return true
            }
            return ascii ? LiteralHits(scanned: count, bits: found) : .unknown
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

    /// Says nothing is ruled out: for texts the scan does not read.
    static let unknown = LiteralHits(scanned: -1, bits: [])

    /// False only when the text surely holds none of the mask's literals.
    func mayHold(_ mask: LiteralScan.Mask) -> Bool {
        guard mask.largest < scanned else { return true }
        for (word, bits) in mask.words where self.bits[word] & bits != 0 { return true }
        return false
    }
}

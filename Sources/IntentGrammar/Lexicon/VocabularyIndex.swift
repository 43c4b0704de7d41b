/// The spelling corrector's vocabulary, grouped by length so that a typo is compared only
/// with words one or two letters longer or shorter.
///
/// Each length's words sit in one flat byte array, and each word carries the set of its
/// letters as a bit mask. Every edit adds or removes at most two letters from that set,
/// so a word whose letters differ by more than twice the allowed edits is skipped with
/// one XOR, before any distance is computed.
struct VocabularyIndex: Sendable {
    /// The words of one length, `length` bytes apiece, in the order given.
    private struct Bucket: Sendable {
        var bytes: [UInt8] = []
        var masks: [UInt32] = []
        var words: [String] = []
    }

    private let buckets: [Bucket]
    /// The longest word's length: a word longer by more than two letters matches nothing.
    let longest: Int

    /// Indexes lower-case ASCII words; others are left out.
    init(_ words: [String]) {
        let words = words.filter { word in word.utf8.allSatisfy(Self.isLetter) && !word.isEmpty }
        longest = words.map(\.utf8.count).max() ?? 0
        var buckets = [Bucket](repeating: Bucket(), count: longest + 1)
        for word in words {
            let length = word.utf8.count
            buckets[length].bytes.append(contentsOf: word.utf8)
            buckets[length].masks.append(Self.letterMask(word.utf8))
            buckets[length].words.append(word)
        }
        self.buckets = buckets
    }

    /// The one word nearest to `key` within `maxDistance` edits; nil when none is that
    /// close, or when two or more words share the smallest distance. `key` is not itself
    /// one of the words: the caller checks that first.
    func nearest(to key: UnsafeBufferPointer<UInt8>, maxDistance: Int) -> String? {
        let keyMask = Self.letterMask(key)
        var best = maxDistance
        var winner: String?
        var ties = 0
        let shortest = max(1, key.count - maxDistance)
        let longestToTry = min(longest, key.count + maxDistance)
        guard shortest <= longestToTry else { return nil }
        for length in shortest...longestToTry {
            // Ties at one edit, the smallest distance there is, cannot be broken.
            if best == 1 && ties > 1 { return nil }
            if abs(length - key.count) > best { continue }
            let bucket = buckets[length]
            bucket.bytes.withUnsafeBufferPointer { bytes in
                for index in bucket.words.indices {
                    if best == 1 && ties > 1 { return }
                    if (bucket.masks[index] ^ keyMask).nonzeroBitCount > 2 * best { continue }
                    let word = UnsafeBufferPointer(
                        rebasing: bytes[(index * length)..<((index + 1) * length)])
                    let distance = EditDistance.distance(key, word, limit: best)
                    if distance > best { continue }
                    if distance < best || ties == 0 {
                        (best, winner, ties) = (distance, bucket.words[index], 1)
                    } else {
                        ties += 1
                    }
                }
            }
        }
        return ties == 1 ? winner : nil
    }

    /// The set of letters in `bytes`, one bit per letter a to z.
    private static func letterMask<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
        var mask: UInt32 = 0
        for byte in bytes where isLetter(byte) { mask |= 1 << UInt32(byte - UInt8(ascii: "a")) }
        return mask
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
    }
}

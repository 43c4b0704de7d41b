import Synchronization

/// One stage's frames, tried in order, with their literal masks laid out together.
///
/// Most frames are ruled out by their pattern's literals (see `LiteralScan`). Asking each
/// frame's pattern meant visiting a hundred objects spread over the heap for every
/// clause, and checking each frame's mask still cost a few hundred loads a clause. The
/// stage keeps the masks turned around: for each literal, the frames that need it. A
/// clause's candidates are then the frames of the literals it holds, found by reading
/// only those literals' entries.
final class FrameStage: Sendable {
    let frames: [Frame]

    /// The masks by literal, built as the frames' patterns are analysed (on their
    /// `Pattern.jitAfter`th use).
    private struct Masks {
        /// Frames whose patterns wait to be analysed, one bit a frame.
        var waiting: UInt64
        /// Frames tried whatever the clause holds: not analysed yet, or with no useful set.
        var unfiltered: UInt64
        /// By literal identifier: the frames that need it, one bit a frame.
        var framesByLiteral: [UInt64] = []
        /// Each analysed frame's largest literal identifier (-1 when it has none): a scan
        /// made before that literal was registered cannot rule the frame out.
        var largest: [Int]
        /// The largest of `largest`.
        var newest = -1
    }

    private let masks: Mutex<Masks>
    /// Frames whose patterns PCRE2 reads in UTF mode, one bit a frame: their literals do
    /// not rule out a text outside ASCII (see `LiteralHits.mayHold`).
    private let unicode: UInt64

    init(_ frames: [Frame]) {
        // One bit a frame in `candidates`.
        precondition(frames.count <= 64, "a stage holds at most 64 frames")
        self.frames = frames
        unicode = frames.indices.reduce(0) { bits, index in
            frames[index].pattern.unicode ? bits | 1 << UInt64(index) : bits
        }
        let all: UInt64 = frames.count == 64 ? .max : (1 << UInt64(frames.count)) - 1
        masks = Mutex(
            Masks(waiting: all, unfiltered: all, largest: Array(repeating: -1, count: frames.count))
        )
    }

    /// The first frame's reading of `clause`, trying only frames its literals allow.
    func read(_ clause: Clause) -> ParsedIntent? {
        var candidates = candidates(clause.literals)
        while candidates != 0 {
            let index = candidates.trailingZeroBitCount
            candidates &= candidates - 1
            if let reading = frames[index].read(clause) { return reading }
        }
        return nil
    }

    /// One bit a frame (bit i for frame i): set unless the frame surely cannot match a
    /// text holding `hits`. Frames whose patterns are not analysed yet are always tried.
    func candidates(_ hits: LiteralHits) -> UInt64 {
        let all: UInt64 = frames.count == 64 ? .max : (1 << UInt64(frames.count)) - 1
        guard hits.scanned > 0 else { return all }
        return masks.withLock { table in
            if table.waiting != 0 { refresh(&table) }
            var candidates = hits.ascii ? table.unfiltered : table.unfiltered | unicode
            // Literals registered after the scan are unknown to it: their frames stay.
            if table.newest >= hits.scanned {
                for (index, largest) in table.largest.enumerated() where largest >= hits.scanned {
                    candidates |= 1 << UInt64(index)
                }
            }
            table.framesByLiteral.withUnsafeBufferPointer { byLiteral in
                hits.bits.withUnsafeBufferPointer { bits in
                    let words = min(bits.count, (byLiteral.count + 63) / 64)
                    for word in 0..<words {
                        var found = bits[word]
                        while found != 0 {
                            let literal = word << 6 | found.trailingZeroBitCount
                            found &= found - 1
                            if literal < byLiteral.count { candidates |= byLiteral[literal] }
                        }
                    }
                }
            }
            return candidates
        }
    }

    /// Files the masks of patterns analysed since the last look.
    private func refresh(_ table: inout Masks) {
        var waiting = table.waiting
        while waiting != 0 {
            let index = waiting.trailingZeroBitCount
            waiting &= waiting - 1
            guard let mask = frames[index].pattern.requiredLiterals else { continue }
            let bit: UInt64 = 1 << UInt64(index)
            table.waiting &= ~bit
            guard let mask else { continue }
            table.unfiltered &= ~bit
            table.largest[index] = mask.largest
            table.newest = max(table.newest, mask.largest)
            if table.framesByLiteral.count <= mask.largest {
                table.framesByLiteral += Array(
                    repeating: 0, count: mask.largest + 1 - table.framesByLiteral.count)
            }
            for word in mask.words {
                var bits = word.bits
                while bits != 0 {
                    let literal = Int(word.index) << 6 | bits.trailingZeroBitCount
                    bits &= bits - 1
                    table.framesByLiteral[literal] |= bit
                }
            }
        }
    }
}

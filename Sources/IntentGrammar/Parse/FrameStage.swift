import Synchronization

/// One stage's frames, tried in order, with their literal masks laid out together.
///
/// Most frames are ruled out by their pattern's literals (see `LiteralScan`). Asking each
/// frame's pattern meant visiting a hundred objects spread over the heap for every
/// clause, and the profile showed most of that time waiting on memory. The stage keeps a
/// copy of its patterns' masks side by side and works out, from one table, which frames
/// can match at all; only those are tried.
final class FrameStage: Sendable {
    let frames: [Frame]

    /// Each frame's mask: nil while its pattern waits to be analysed (on its
    /// `Pattern.jitAfter`th use), `.some(nil)` for a pattern with no useful set; and how
    /// many still wait, so a stage whose patterns are all analysed stops looking.
    private struct Masks {
        var masks: [LiteralScan.Mask??]
        var waiting: Int
        /// Each frame's mask as its three inline words, read in place by `candidates`.
        var checks: [Check]
        /// Frames whose masks have more than three words: checked through `masks`.
        var long: UInt64 = 0
    }

    /// A frame's inline mask words. `largest` is `Int.max` for a frame always tried (not
    /// analysed yet, no useful set, or a long mask checked apart).
    private struct Check {
        var largest = Int.max
        var first: LiteralScan.Mask.Word = (0, 0)
        var second: LiteralScan.Mask.Word = (0, 0)
        var third: LiteralScan.Mask.Word = (0, 0)
    }

    private let masks: Mutex<Masks>

    init(_ frames: [Frame]) {
        // One bit a frame in `candidates`.
        precondition(frames.count <= 64, "a stage holds at most 64 frames")
        self.frames = frames
        masks = Mutex(
            Masks(
                masks: Array(repeating: nil, count: frames.count), waiting: frames.count,
                checks: Array(repeating: Check(), count: frames.count)))
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
            if table.waiting > 0 { refresh(&table) }
            var candidates = all
            let scanned = hits.scanned
            hits.bits.withUnsafeBufferPointer { bits in
                table.checks.withUnsafeBufferPointer { checks in
                    for index in 0..<checks.count where checks[index].largest < scanned {
                        let c = checks[index]
                        if bits[Int(c.first.index)] & c.first.bits
                            | bits[Int(c.second.index)] & c.second.bits
                            | bits[Int(c.third.index)] & c.third.bits == 0
                        {
                            candidates &= ~(1 << UInt64(index))
                        }
                    }
                }
            }
            var long = table.long
            while long != 0 {
                let index = long.trailingZeroBitCount
                long &= long - 1
                if case .some(.some(let mask)) = table.masks[index], !hits.mayHold(mask) {
                    candidates &= ~(1 << UInt64(index))
                }
            }
            return candidates
        }
    }

    /// Copies the masks of patterns analysed since the last look.
    private func refresh(_ table: inout Masks) {
        for index in frames.indices where table.masks[index] == nil {
            guard let mask = frames[index].pattern.requiredLiterals else { continue }
            table.masks[index] = mask
            table.waiting -= 1
            guard let mask else { continue }
            if mask.more.isEmpty {
                table.checks[index] = Check(
                    largest: mask.largest, first: mask.first, second: mask.second,
                    third: mask.third)
            } else {
                table.long |= 1 << UInt64(index)
            }
        }
    }
}

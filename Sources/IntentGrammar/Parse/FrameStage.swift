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
    }

    private let masks: Mutex<Masks>

    init(_ frames: [Frame]) {
        // One bit a frame in `candidates`.
        precondition(frames.count <= 64, "a stage holds at most 64 frames")
        self.frames = frames
        masks = Mutex(
            Masks(masks: Array(repeating: nil, count: frames.count), waiting: frames.count))
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
        return masks.withLock { table in
            if table.waiting > 0 { refresh(&table) }
            var candidates = all
            for index in table.masks.indices {
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
        }
    }
}

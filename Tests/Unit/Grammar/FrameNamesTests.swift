import Testing

@testable import IntentGrammar

/// A reading's frame names the construction that read it (`pb ask --dry-run`, the
/// snapshots, the planner's frame checks): two frames of one name would make it lie.
@Suite struct FrameNamesTests {
    @Test func everyFrameHasItsOwnName() {
        let frames =
            EarlyFrames.frames + CaptureFrames.frames + ControlFrames.frames
            + KnowledgeFrames.frames + ProjectFrames.frames + TaskCommandFrames.frames
            + RescheduleFrames.frames + ListingFrames.frames + ListCaptureFrames.frames
        var seen: [String: Int] = [:]
        for frame in frames { seen[frame.name, default: 0] += 1 }
        let repeated = seen.filter { $0.value > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "frames named twice: \(repeated)")
        #expect(frames.count > 100)
    }
}

import Testing

@testable import IntentGrammar

@Suite struct RescheduleSlotTests {
    /// Direction words are dropped from the end of a task's name, whatever their case,
    /// and the words before them keep their spelling; spaces end up single either way.
    @Test func directionWordsLeaveTheEndOfATaskName() {
        #expect(RescheduleFrames.stripDirection("the report back out") == "the report")
        #expect(RescheduleFrames.stripDirection("Call Ana BACK") == "Call Ana")
        #expect(RescheduleFrames.stripDirection("back") == "")
        #expect(RescheduleFrames.stripDirection("sign off the budget") == "sign off the budget")
        #expect(RescheduleFrames.stripDirection("the  café run  later") == "the café run")
        #expect(RescheduleFrames.stripDirection("the  report back") == "the report")
    }
}

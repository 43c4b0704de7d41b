import Testing
import ToolBox

@testable import IntentGrammar

/// What one request's readings work out once and share (`RequestMemo`): a description of
/// a task is looked up once for each text, and never outlives its request's context.
@Suite struct RequestMemoTests {
    @Test func anAnswerIsWorkedOutOncePerTextAndOffset() {
        let memo = RequestMemo()
        var asked = 0
        func find() -> TaskReference? {
            asked += 1
            return nil
        }
        _ = memo.taskReference(in: "the one due friday is done", from: 0, find)
        _ = memo.taskReference(in: "the one due friday is done", from: 0, find)
        #expect(asked == 1)
        // Another offset, or another text of the same length, is another question.
        _ = memo.taskReference(in: "the one due friday is done", from: 4, find)
        _ = memo.taskReference(in: "the one due monday is done", from: 0, find)
        #expect(asked == 3)
    }

    @Test func pastItsCapacityAnswersAreWorkedOutAgainNotDropped() {
        let memo = RequestMemo()
        var asked = 0
        for index in 0...RequestMemo.capacity {
            _ = memo.taskReference(in: "the one due on the \(index)th", from: 0) {
                asked += 1
                return nil
            }
        }
        #expect(asked == RequestMemo.capacity + 1)
        // The first answers are kept; one past the capacity is asked each time.
        _ = memo.taskReference(in: "the one due on the 0th", from: 0) {
            asked += 1
            return nil
        }
        _ = memo.taskReference(in: "the one due on the \(RequestMemo.capacity)th", from: 0) {
            asked += 1
            return nil
        }
        #expect(asked == RequestMemo.capacity + 2)
    }

    /// The same words in a new request read the store as it is then: one task fitting
    /// the description in the first context, none in the next.
    @Test func eachContextLooksTheDescriptionUpInItsOwnStore() {
        let now = LocalDateTime(iso: "2026-03-10T09:00:00")!
        let text = "move the one due saturday to monday"
        let stocked = FakeNames(
            facts: [
                OpenTaskFacts(title: "clean the gutters", due: LocalDateTime(iso: "2026-03-14"))
            ])
        let first = ParseContext(now: now, names: stocked, grounded: true)
        #expect(IntentParser.taskReference(in: text, first)?.title == "clean the gutters")
        #expect(IntentParser.taskReference(in: text, first)?.title == "clean the gutters")
        let next = ParseContext(now: now, names: FakeNames(), grounded: true)
        let reference = IntentParser.taskReference(in: text, next)
        #expect(reference != nil)
        #expect(reference?.title == nil)
    }
}

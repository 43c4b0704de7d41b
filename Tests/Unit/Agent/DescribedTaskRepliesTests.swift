import Testing
import ToolBox

@testable import Agent
@testable import IntentGrammar

/// What pb says when a described task ("the one due Friday") picked out no one task.
@Suite struct DescribedTaskRepliesTests {
    static let words = Phrasebook(today: CivilDate(daysSinceEpoch: 0))

    static func reply(_ arguments: [String: String]) -> String {
        words.decline(ParsedIntent(.decline, arguments))
    }

    @Test func noneFits() {
        let said = Self.reply(["describedTask": "the one due tomorrow", "fits": "0"])
        #expect(said.hasPrefix("No open task fits \"the one due tomorrow\", so I changed nothing."))
    }

    /// Three are named; the rest are counted.
    @Test func manyFit() {
        let said = Self.reply([
            "describedTask": "the overdue one", "fits": "5", "fitting": "a\nb\nc",
        ])
        #expect(
            said.hasPrefix("5 open tasks fit \"the overdue one\": \"a\", \"b\", \"c\" and 2 more."),
            "\(said)")
    }

    @Test func noStoreToAsk() {
        let said = Self.reply(["describedTask": "the urgent one"])
        #expect(said.hasPrefix("I can't tell which task \"the urgent one\" is"), "\(said)")
        #expect(said.contains("changed nothing"))
    }
}

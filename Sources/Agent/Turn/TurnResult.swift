package import IntentGrammar
package import Planner
package import ToolBox

/// Everything one turn produced: what was read, what ran, what to say, how to exit.
package struct TurnResult: Sendable {
    package let utterance: String
    /// The journal's turn id, when the turn wrote anything.
    package var turn: Int64?
    package var understood: Bool
    /// The reading: one step, or a plan.
    package var plan: [ParsedIntent]
    package var steps: [StepReport]
    package var reply: String
    package var status: ExitStatus
    /// Said before the reply: a turn interrupted earlier.
    package var notice: String?
}

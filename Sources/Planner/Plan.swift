package import IntentGrammar

/// An ordered list of tool calls read from one request. Arguments may refer to
/// earlier steps (`$2`, `$2.title`, `$last`); the executor resolves them.
package struct Plan: Sendable, Equatable {
    package var steps: [ParsedIntent]

    package init(_ steps: [ParsedIntent]) { self.steps = steps }
}

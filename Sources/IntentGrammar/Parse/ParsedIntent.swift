package import ToolBox

/// One reading of a clause: the tool to call and its arguments, before anything runs.
///
/// Arguments are strings in the eval's form (dates `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`,
/// references `$N`), so a parse can be printed, compared with an eval case and handed to
/// the registry, which checks and converts them.
package struct ParsedIntent: Sendable, Equatable {
    package var tool: ToolName
    package var arguments: [String: String]
    /// Other readings worth offering when the first one finds nothing, best first.
    package var fallbacks: [ParsedIntent]
    /// The construction that produced the reading ("remindMe", "statementOfCompletion"):
    /// shown by `--dry-run`, and read by the planner, which treats list captures apart.
    package var frame: String = ""

    package init(
        _ tool: ToolName, _ arguments: [String: String] = [:], fallbacks: [ParsedIntent] = []
    ) {
        self.tool = tool
        self.arguments = arguments
        self.fallbacks = fallbacks
    }

    package static let decline = ParsedIntent(.decline)
}

package import IntentGrammar

/// A request started, broken off with a hesitation and a correction, and started again,
/// as dictation gives it: "remind me to uh no wait add a task to email the landlord",
/// "remind me to um actually no I'll just do it now". What follows the correction is the
/// request; when it asks for nothing, nothing is done.
///
/// Only after a hesitation ("uh", "um", "er"): "move it to friday no wait thursday" is a
/// date said again (`DateCorrections`), not a request begun anew.
enum FalseStarts {
    /// The words after the last break in `said`, or nil when it holds none.
    static func restarted(_ said: String) -> String? {
        // Most requests hold no hesitation: a look at the bytes first.
        guard hesitations.occurs(in: said) else { return nil }
        let lower = said.lowercased()
        guard let found = breakOff.firstMatch(in: lower)?.group(0) else { return nil }
        let rest = String(said.utf8.dropFirst(found.upperBound)) ?? ""
        return rest.trimmingSpaces.isEmpty ? nil : rest.trimmingSpaces
    }

    /// A hesitation, then a word that takes back what was begun, up to the last one said.
    static let breakOff = Pattern(
        grammar:
            "^.*\\b(?:uh+|um+|er+|erm+|uhm+)\\b[ ,.]*(?:no,? wait|wait,? no|actually,? no|no,? actually|no,? sorry|sorry,? no|scratch that|i mean|no)\\b[ ,.]*"
    )

    /// The hesitations `breakOff` needs, for a look before the pattern.
    static let hesitations = AffixList(["uh", "um", "er"])
}

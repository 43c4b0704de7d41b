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
        guard holdsAHesitation(said) else { return nil }
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

    /// Whether `said` holds a word that may be one of `breakOff`'s hesitations: "u" then
    /// only "u", "h" and "m", or "er" then only "e", "r" and "m". ("er" and "um" inside
    /// words, as in "water" and "number", are none.)
    static func holdsAHesitation(_ said: String) -> Bool {
        // One pass over the bytes, a word's first two letters and whether the rest fit.
        var length = 0
        var first: UInt8 = 0
        var fits = true
        func ends() -> Bool { length >= 2 && fits }
        for byte in said.utf8 {
            guard ASCIIBytes.isLetter(byte) else {
                if ends() { return true }
                length = 0
                continue
            }
            let letter = byte | 0x20  // an ASCII letter, in lower case
            if length == 0 {
                first = letter
                fits = letter == UInt8(ascii: "u") || letter == UInt8(ascii: "e")
            } else if fits {
                let allowed: String.UTF8View = first == UInt8(ascii: "u") ? "uhm".utf8 : "erm".utf8
                fits =
                    allowed.contains(letter)
                    && (length > 1 || first == UInt8(ascii: "u") || letter == UInt8(ascii: "r"))
            }
            length += 1
        }
        return ends()
    }
}

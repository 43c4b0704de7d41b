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
        var start = 0
        let bytes = Array(said.utf8)
        while start < bytes.count {
            var end = start
            while end < bytes.count, ASCIIBytes.isLetter(bytes[end]) { end += 1 }
            if end - start >= 2 {
                let word = bytes[start..<end].map { $0 | 0x20 }  // ASCII letters, lower case
                if word[0] == UInt8(ascii: "u"), word.allSatisfy({ "uhm".utf8.contains($0) }) {
                    return true
                }
                if word[0] == UInt8(ascii: "e"), word[1] == UInt8(ascii: "r"),
                    word.allSatisfy({ "erm".utf8.contains($0) })
                {
                    return true
                }
            }
            start = end + 1
        }
        return false
    }
}

package import IntentGrammar
package import ToolBox

/// "move the dentist to Wednesday, no wait, Thursday": a date said last, after words that
/// take back what came before, replaces the date of the step before it.
enum DateCorrections {
    /// Words that take something back, and words that put the new value in its place.
    static let lead = Pattern(
        grammar:
            "^(?:(?:no|nah|wait|sorry|oops|actually|hang on|hold on|i mean|i meant|or rather|rather|make that|make it|scratch that|correction|not)[,.!:]?(?: |$))+"
    )
    /// Of those, the ones that take back: "make it Thursday" alone may add a date.
    static let takingBack: Set<String> = [
        "no", "nah", "wait", "sorry", "oops", "mean", "meant", "rather", "scratch", "correction",
        "not", "actually", "hang", "hold",
    ]

    /// The date the last segments correct to, and how many segments said it; nil unless
    /// the last segment is a date alone after a taking-back word in it or in the segment
    /// just before ("..., no wait, Thursday", "... - actually no, make that Thursday").
    static func correction(
        _ segments: [Range<String.Index>], in text: String, memo: ParseMemo
    ) -> (date: LocalDateTime, segments: Int)? {
        guard segments.count >= 2, let last = segments.last else { return nil }
        let words = String(text[last])
        let normalized = memo.utterance(words).normalized
        let leadLength = lead.firstMatch(in: normalized)?.range.upperBound ?? 0
        var takesBack = takesBack(String(normalized.utf8.prefix(leadLength)) ?? "")
        var count = 1
        // "no wait" said as a segment of its own before the date.
        if !takesBack, segments.count >= 3 {
            let before = memo.utterance(String(text[segments[segments.count - 2]])).normalized
            if let m = lead.firstMatch(in: before), m.range.upperBound >= before.utf8.count,
                Self.takesBack(before)
            {
                takesBack = true
                count = 2
            }
        }
        guard takesBack else { return nil }
        let rest = String(normalized.utf8.dropFirst(leadLength)) ?? ""
        guard let date = DateParser(now: memo.context.now).firstMatch(in: rest), !date.isPast,
            rest[date.range.upperBound...].allSatisfy({ $0 == "." || $0 == "!" || $0 == " " }),
            rest[..<date.range.lowerBound].allSatisfy({ $0 == " " })
        else { return nil }
        return (date.value, count)
    }

    static func takesBack(_ lead: String) -> Bool {
        lead.split(whereSeparator: { !$0.isLetter }).contains { takingBack.contains(String($0)) }
    }

    /// `steps` with the last dated step (a due date or a snooze's end) at `date`.
    static func settle(_ steps: [ParsedIntent], on date: LocalDateTime) -> [ParsedIntent] {
        guard
            let index = steps.lastIndex(where: {
                $0.arguments["due"] != nil || $0.arguments["until"] != nil
            })
        else { return steps }
        var settled = steps
        let key = settled[index].arguments["due"] != nil ? "due" : "until"
        settled[index].arguments[key] = date.description
        return settled
    }
}

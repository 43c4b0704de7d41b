package import IntentGrammar

/// "remind me to call bob tmrw, actually make that email bob": a new task said again, in
/// other words, right after it. The words after "make that", "I mean" or "or rather" are
/// what the task is to be; the date and project said first stand unless the correction
/// says its own.
///
/// A date said again ("..., actually make that Friday") is `DateCorrections`' to read,
/// and runs first. Only a correction that reads as nothing on its own is one: "..., make
/// it urgent" is a command of its own.
enum TitleCorrections {
    /// What the last segment says the task is, as typed; nil unless it opens with words
    /// that say a thing again and reads as nothing alone.
    static func restated(_ segments: [Range<String.Index>], in text: String, memo: ParseMemo)
        -> String?
    {
        guard segments.count >= 2, let last = segments.last else { return nil }
        let said = String(text[last])
        let utterance = memo.utterance(Segmenter.stripLeadingJoiner(said))
        guard let lead = restating.firstMatch(in: utterance.normalized),
            let first = utterance.tokens.first(where: {
                !$0.isPunctuation && $0.normalizedRange.lowerBound >= lead.range.upperBound
            }),
            let end = utterance.tokens.last?.range.upperBound
        else { return nil }
        let rest = String(utterance.original[first.range.lowerBound..<end]).trimmingSpaces
        guard !rest.isEmpty, memo.parse(said).tool == .decline else { return nil }
        return rest
    }

    /// `steps` with the last one, a new task, made what `restated` says: its title, and
    /// its date or repeat when the correction says one. Nil when the last step is no new
    /// task or the words read as no task.
    static func settle(_ steps: [ParsedIntent], as restated: String, memo: ParseMemo)
        -> [ParsedIntent]?
    {
        guard let index = steps.indices.last, steps[index].tool == .createTask else {
            return nil
        }
        let reading = memo.parse("remind me to " + restated)
        guard reading.tool == .createTask, let title = reading.arguments["title"] else {
            return nil
        }
        var settled = steps
        // "ring the vet, I mean the dentist": only the thing changes; the errand stays.
        if let said = steps[index].arguments["title"], let verb = errandVerb(said),
            !opensWithVerb(title)
        {
            settled[index].arguments["title"] = verb + " " + title
        } else {
            settled[index].arguments["title"] = title
        }
        for key in ["due", "repeat"] {
            if let value = reading.arguments[key] { settled[index].arguments[key] = value }
        }
        settled[index].frame = frame
        return settled
    }

    static let frame = "titleRestated"

    /// The verb a title opens with, and its particle ("pick up"); nil for a title that
    /// names a thing ("oat milk", "the dentist").
    static func errandVerb(_ title: String) -> String? {
        let words = title.split(separator: " ", maxSplits: 2)
        guard let first = words.first, CompoundPlanner.isImperative(first.lowercased()) else {
            return nil
        }
        if words.count > 2, particles.contains(words[1].lowercased()) {
            return words[0] + " " + words[1]
        }
        return String(first)
    }

    /// Whether a restated title is an errand of its own ("email bob", "see the doctor")
    /// rather than the thing the first one is done to ("milk", "the dentist"): an errand's
    /// verb, or a verb before an object's first word.
    static func opensWithVerb(_ title: String) -> Bool {
        let words = title.lowercased().split(separator: " ", maxSplits: 2).map(String.init)
        guard let first = words.first else { return false }
        if TaskVerbs.all.contains(first) { return true }
        return words.count > 1 && CompoundPlanner.isImperative(first)
            && objectOpenings.contains(words[1])
    }

    static let objectOpenings: Set<String> = [
        "the", "a", "an", "my", "our", "your", "his", "her", "their", "him", "them", "it", "me",
        "us", "to", "some", "up", "out", "off", "back",
    ]

    static let particles: Set<String> = [
        "up", "down", "out", "off", "in", "back", "over", "round", "around", "away", "on",
    ]

    /// Words taking back what was said ("no", "actually", "sorry"), then words that say
    /// it again.
    static let restating = Pattern(
        grammar:
            "^(?:(?:\(DateCorrections.takingBackOpeners)|or)[,.!:]? )*(?:make that|i mean|i meant|rather)[,.!:]? "
    )
}

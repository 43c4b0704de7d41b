package import IntentGrammar
package import ToolBox

/// A task reported done, then undercut by what is said after it: the attempt failed
/// ("rang the plumber twice, no answer", "called the dentist but they didn't pick up",
/// "paid the water bill but it bounced"), or only part is done ("collected OKRs from 3
/// of the 7 leads so far", "hiring plan is about 60% reviewed", "cleaned the gutters at
/// the front, back still to do"). The words say the task was tried or begun, not that it
/// is done, so nothing is completed; the reply asks for "done: ..." if it is.
///
/// Only what is said from the task's name on counts: "no answer from the dentist, so
/// I'll ring again" holds no outcome of a completion read after it.
enum UndercutCompletions {
    /// A decline for `steps` read from `said` when one completes a task and the words
    /// from its name on undercut that; nil otherwise.
    static func decline(_ steps: [ParsedIntent], said: String) -> [ParsedIntent]? {
        let lower = said.lowercased()
        if let asked = askedInPassing(steps, lower: lower) { return asked }
        guard steps.contains(where: { $0.tool == .completeTask }) else { return nil }
        // "once the invites are out ...", "if the fence is done ...": a condition, not a
        // report.
        if conditional.matches(lower) { return [.decline] }
        // "jo booked the venue apparently", "not sure if I paid the water bill": heard, or
        // not sure; the reply offers "done: ..." for when it is.
        if hearsay.matches(lower),
            let task = steps.first(where: { $0.tool == .completeTask })?.arguments["task"]
        {
            return [ParsedIntent(.decline, ["taskInState": task])]
        }
        guard let cue = cues.firstMatch(in: lower)?.group(0) else { return nil }
        for step in steps where step.tool == .completeTask {
            guard let task = step.arguments["task"],
                let start = lower.utf8Offset(of: task.lowercased()), cue.lowerBound >= start
            else { continue }
            // "hiring plan is about 60% reviewed": a name that took in the cue is no name
            // to offer back.
            return [
                cue.lowerBound >= start + task.utf8.count
                    ? ParsedIntent(.decline, ["taskInState": task]) : .decline
            ]
        }
        return nil
    }

    /// "chased the henderson invoice? no.", "the recycling goes out every other tuesday
    /// I think? or is it thursday?": a report of a task's state whose sentence ends in a
    /// question mark, with more said after it, is asked, not told. (Said last, the mark
    /// is read with the clause: `IntentParser.askedWhetherDone`.) `lower` is what was
    /// said, in lower case. A decline; nil when no step is such a report.
    static func askedInPassing(_ steps: [ParsedIntent], lower: String) -> [ParsedIntent]? {
        let bytes = Array(lower.utf8)
        func endsSentence(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: ".") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?")
        }
        for step in steps
        where step.tool == .completeTask || IntentParser.toldStatements.contains(step.frame) {
            guard let task = step.arguments["task"],
                let start = lower.utf8Offset(of: task.lowercased()),
                let end = bytes[(start + task.utf8.count)...].firstIndex(where: endsSentence),
                bytes[end] == UInt8(ascii: "?"),
                bytes[(end + 1)...].contains(where: ASCIIBytes.isLetter)
            else { continue }
            // "could you mark the batteries as done? grabbed some": a request asked
            // politely is still a request.
            let opening = bytes[..<start].lastIndex(where: endsSentence).map { $0 + 1 } ?? 0
            if request.matches(String(decoding: bytes[opening..<end], as: UTF8.self)) { continue }
            return [.decline]
        }
        return nil
    }

    /// The cues of a failure, of part done and of another thing, in one pattern: a
    /// completion is scanned once.
    static let cues = Pattern(
        grammar: failureSource + "|" + partialSource + "|" + otherInstanceSource)

    /// Words that ask for a change, not report one.
    static let request = Pattern(
        grammar: "\\b(?:you|please|pls|plz|mark|tick|cross|set|make|can|could|would|will)\\b")

    /// Outcomes that leave a call, a payment or a visit undone: no one answered, the
    /// place was shut, the payment bounced, it would not go through. ("No reply" is not
    /// one: an email chased with no reply yet was still sent.)
    static let failureSource = """
        \\b(?:no (?:answer|luck|joy|dice|one (?:answered|picked up|in|there|home)|signal)\
        |nobody (?:answered|picked up|in|there|home)\
        |voicemail|answerphone|answering machine\
        |(?:was|were|is|are|it's|they're) (?:closed|shut|engaged|busy|unavailable|fully booked)\
        |line (?:was |is )?(?:busy|engaged|dead)\
        |(?:didn't|did not|couldn't|could not|can't|cannot|wouldn't|would not|won't\
        |wasn't able to|weren't able to) \
        (?:answer|pick up|get through|go through|connect|work|accept|take it|reach|get hold)\
        |(?:it|payment|card|transfer|transaction) \
        (?:bounced|failed|was declined|got declined|was rejected|got rejected)\
        |hung up on me)\\b
        """

    /// Words that make the thing done another than the task's: someone else's, another
    /// place's, the wrong one, by mistake ("my boyfriend watered the plants at his
    /// place", "got batteries for my parents' house, not for us", "the batteries arrived
    /// but they're the wrong size", "took the recycling out at work, does that count?").
    static let otherInstanceSource = """
        \\b(?:by (?:mistake|accident)|instead of|the wrong|wrong (?:one|ones|size|colour\
        |color|type|kind|day|address|account|person)|(?:a |an )?(?:completely |totally )?\
        different (?:one|product|company|client|job|house|flat|place|person)\
        |someone else's|somebody else's|not (?:for (?:us|me|mine)|ours|mine|the ones?|the right)\
        |(?:at|for|in|on) (?:his|her|their) [a-z]+\
        |(?:at|for|in) my [a-z]+(?:'s|s') [a-z]+|for my old|at my old\
        |does that count|still out of|in a dream\
        |(?:we're|we are|i'm|i am) still (?:out|short|low|missing|without))(?![a-z0-9])
        """

    /// Words that say a report is heard from others or not sure: "apparently", "so I'm
    /// told", "not sure if". ("I think that's the mirror hung now" is a softener, no
    /// doubt.)
    static let hearsay = Pattern(
        grammar:
            "\\b(?:apparently|supposedly|allegedly|reportedly|i heard|i've heard|ive heard|i'm told|im told|so they say|rumou?r has it|not sure (?:if|whether)|might have|may have|might've|may've)\\b"
    )

    /// A clause opened by a condition or a time to come: "once ...", "if ...", "as soon
    /// as ...".
    static let conditional = Pattern(
        grammar: "^(?:once|if|unless|as soon as|whenever|in case|until|till) ")

    /// Words that count part of the work done: "so far", "3 of the 7", "60%", "still to
    /// do", "halfway".
    static let partialSource = """
        \\b(?:so far(?! so good)|as yet|\\d+ (?:out )?of (?:the |my |our )?\\d+\
        |(?!100\\b)\\d{1,2} ?(?:%|percent|per cent)\
        |still (?:to do|to go|left|need|needs|have to|has to|got to)\
        |(?:left|remaining) to (?:do|go)\
        |halfway|half way|not (?:yet |quite |all )?(?:done|finished|complete)(?: yet)?(?=\\s*(?:[,.;!?]|$))\
        |in progress|unfinished)(?![a-z0-9])
        """
}

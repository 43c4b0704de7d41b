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
        guard steps.contains(where: { $0.tool == .completeTask }) else { return nil }
        let lower = said.lowercased()
        guard let cue = (failure.firstMatch(in: lower) ?? partial.firstMatch(in: lower))?.group(0)
        else { return nil }
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

    /// Outcomes that leave a call, a payment or a visit undone: no one answered, the
    /// place was shut, the payment bounced, it would not go through. ("No reply" is not
    /// one: an email chased with no reply yet was still sent.)
    static let failure = Pattern(
        grammar: """
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
            """)

    /// Words that count part of the work done: "so far", "3 of the 7", "60%", "still to
    /// do", "halfway".
    static let partial = Pattern(
        grammar: """
            \\b(?:so far|as yet|\\d+ (?:out )?of (?:the |my |our )?\\d+\
            |(?!100\\b)\\d{1,2} ?(?:%|percent|per cent)\
            |still (?:to do|to go|left|need|needs|have to|has to|got to)\
            |(?:left|remaining) to (?:do|go)\
            |halfway|half way|not (?:yet |quite |all )?(?:done|finished|complete)\
            |in progress|unfinished)(?![a-z0-9])
            """)
}

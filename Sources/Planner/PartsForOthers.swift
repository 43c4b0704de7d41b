package import IntentGrammar

/// Plans that hold a part pb cannot do and would keep as something it can: a message
/// written out, a question about a note's own words, another app's request kept as a task.
/// pb does all of a request or none of it, so each is declined, naming the part.
extension CompoundPlanner {
    /// "remind me to pick up the prescription at 5 and text Dave that I'm running late": a
    /// task among others that is a message with its words, news of the sender's own
    /// (`UnreadRequests.sendsWordsOfOnesOwn`), is for the phone to send now, and the rest
    /// is not done without it. Said alone after "remind me to", it is a reminder as asked.
    /// Nil for any other plan.
    static func sendingWordsBesideOthers(_ steps: [ParsedIntent]) -> [ParsedIntent]? {
        guard steps.count > 1,
            let message = steps.lazy.compactMap({ step -> String? in
                guard step.tool == .createTask, let title = step.arguments["title"],
                    UnreadRequests.sendsWordsOfOnesOwn(Utterance(title).words)
                else { return nil }
                return title
            }).first
        else { return nil }
        return [ParsedIntent(.decline, ["unreadPart": message, "otherApp": "yes"])]
    }

    /// "jot that the removal quote is 950. Is that a good price for a 2 bed?": the words
    /// kept end in a question about what they say (`UnreadRequests.questionAfterwards`),
    /// asked of pb, which has no opinion to give, and no part of what to keep. Nothing is
    /// kept; the reply says what it cannot answer. Nil for any other plan.
    static func askingAboutWhatWasKept(_ steps: [ParsedIntent]) -> [ParsedIntent]? {
        // A diary line may ask itself things ("long day. was that the worst week ever?").
        for step in steps where step.tool == .createNote || step.tool == .appendToNote {
            guard let kept = step.arguments["body"] ?? step.arguments["text"],
                let asked = UnreadRequests.questionAfterwards(in: kept)
            else { continue }
            return [ParsedIntent(.decline, ["unreadPart": asked, "question": "yes"])]
        }
        return nil
    }

    /// "book a table at dishoom for saturday and add it to my list": a request for another
    /// app, then a capture of nothing but a word pointing back at it. Two things are asked,
    /// the booking and the keeping; pb does only the second, so it does neither, and the
    /// reply says so (a request pb half does is never planned). "buy a new kettle and add it
    /// to my list" asks nothing of another app and stays one capture. Nil for any other
    /// request.
    static func capturingAnotherAppsRequest(
        _ head: ParsedIntent, front: String, memo: ParseMemo
    ) -> [ParsedIntent]? {
        guard Fronting.capturesWhatWasSaid(head) || head.frame == CaptureFrames.setUpAsTaskName
        else { return nil }
        let asked = Segmenter.stripLeadingJoiner(front).trimmingSpaces
        guard UnreadRequests.asksAnotherApp(asked, memo: memo) else { return nil }
        return [ParsedIntent(.decline, ["unreadPart": asked, "otherApp": "yes"])]
    }
}

package import ToolBox

/// Stage 2: phrasings the capture rules would misread.
enum EarlyFrames {
    static let frames: [Frame] = [
        /// "how do I move a task?", "can you delete projects?": asked about pb, done by no one.
        HowToQuestions.frame, HowToQuestions.afterPoliteForm,
        /// "any tips for keeping meeting notes organised?": advice asked for, which no
        /// tool gives, about tasks or anything else.
        Frame(
            "adviceAsked",
            "^(?:any|got any|have you got any|do you have any|give me some|give me a few|i need some|i could use some|some) (?:good |quick )?(?:tips|advice|ideas|suggestions|hints|pointers|recommendations)\\b(?! (?:note|list)\\b)"
        ) { _ in .decline },
        /// "remind me what the plumber said": a question, not a reminder.
        Frame(
            "remindMeWhat",
            "^remind me (?:again )?(?:what|who|where|which|how|why|whether|if)\\b(?<q>.*)$"
        ) { m in
            // "remind me when it's time to X" stays a reminder.
            if m.clause.text.includes(" time to ") { return nil }
            return ParsedIntent(.askNotes, ["question": m.clause.utterance.original.trimmingSpaces])
        },
        /// "remind me about X later" snoozes X when X is on the list; "remind me about X on
        /// Monday" moves it. With no such task it stays a capture.
        Frame(
            "remindMeAboutExisting",
            "^(?:remind|ping|nudge|bug) me (?:about|of|re|regarding|on) (?<rest>.+)$"
        ) { m in
            guard let range = m.range("rest") else { return nil }
            let clause = m.clause
            let date = clause.dates.first { range.contains($0.range.lowerBound) && !$0.isPast }
            let later = RescheduleFrames.laterPhrase.matches(clause.text)
            guard clause.context.grounded, date != nil || later || clause.shift != nil else {
                return nil
            }
            guard
                let snooze = RescheduleFrames.snooze(
                    m, slot: "rest", explicit: !clause.context.grounded)
            else {
                return nil
            }
            guard let task = snooze.arguments["task"],
                clause.context.grounded == false || m.namesOpenTask(task)
            else { return nil }
            return snooze
        },
    ]
}

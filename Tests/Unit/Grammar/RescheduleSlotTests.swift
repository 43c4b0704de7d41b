import Testing

@testable import IntentGrammar

@Suite struct RescheduleSlotTests {
    /// Direction words are dropped from the end of a task's name, whatever their case,
    /// and the words before them keep their spelling; spaces end up single either way.
    @Test func directionWordsLeaveTheEndOfATaskName() {
        #expect(RescheduleFrames.stripDirection("the report back out") == "the report")
        #expect(RescheduleFrames.stripDirection("Call Ana BACK") == "Call Ana")
        #expect(RescheduleFrames.stripDirection("back") == "")
        #expect(RescheduleFrames.stripDirection("sign off the budget") == "sign off the budget")
        #expect(RescheduleFrames.stripDirection("the  café run  later") == "the café run")
        #expect(RescheduleFrames.stripDirection("the  report back") == "the report")
    }

    /// "from <date> to <date>": the task goes to the second date, and the first is no part
    /// of its name; a date inside a name is left there.
    @Test func aMoveFromOneDateToAnotherGoesToTheSecond() {
        #expect(
            Grammar.parse("move the press release from the 19th to the 23rd").arguments
                == ["task": "press release", "due": "2026-03-23"])
        #expect(
            Grammar.parse("push the dentist from friday to next week", names: Grammar.household())
                .arguments
                == ["task": "dentist", "due": "2026-03-16"])
        #expect(
            Grammar.parse("move the from friday meeting to monday").arguments["due"]
                == "2026-03-16")
    }

    /// "knock it back a day" moves as "push it back a day" does.
    @Test func knockBackMoves() {
        #expect(
            Grammar.parse("knock the dentist back by a day", names: Grammar.household()).arguments
                == ["task": "dentist", "by": "+1d"])
    }

    /// A phrasal move said before its object ("put off X", "hold off X") takes the whole
    /// phrase as the verb: its particle is no part of the task's name.
    @Test func aParticleBeforeTheTaskIsTheVerbs() {
        #expect(
            Grammar.parse("put off the dentist for a week", names: Grammar.household()).arguments
                == ["task": "dentist", "by": "+1w"])
        #expect(
            Grammar.parse("put off the water bill till next week", names: Grammar.household())
                .arguments == ["task": "water bill", "due": "2026-03-16"])
    }
}

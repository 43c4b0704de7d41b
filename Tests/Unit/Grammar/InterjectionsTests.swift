import Testing

@testable import IntentGrammar

@Suite struct InterjectionsTests {
    /// The byte test in front of the trailing pattern must never rule out a text the
    /// pattern would strip: every courtesy word, alone or with marks after it.
    @Test(arguments: Interjections.trailingWords)
    func everyTrailingWordIsStripped(_ word: String) {
        for ending in ["", "!", "?!", "..."] {
            let text = "buy milk, \(word)\(ending)"
            #expect(Interjections.mayEndInCourtesy(text), "\(text)")
            #expect(Interjections.keep(text) == "buy milk".utf8.count, "\(text)")
        }
    }

    /// A letter's sign-off, with or without the writer's name, ends no request's words;
    /// the same words inside a title stay.
    @Test(arguments: Interjections.signOffs)
    func everySignOffIsStripped(_ signOff: String) {
        for text in ["buy milk. \(signOff), margaret", "buy milk, \(signOff)!"] {
            #expect(Interjections.mayEndInCourtesy(text), "\(text)")
            #expect(Interjections.keep(text) == "buy milk".utf8.count, "\(text)")
        }
    }

    /// An emphatic "do" before a command's verb asks for the command; before a subject it
    /// asks a question.
    @Test func anEmphaticDoIsCourtesy() {
        #expect(Interjections.request(normalized: "do tick the fence off") == "tick the fence off")
        #expect(
            Interjections.request(normalized: "do i have anything on friday")
                == "do i have anything on friday")
    }

    /// Thanks open a request without changing it, with what they are for when a mark
    /// ends it; thanks with more words than that keep them.
    @Test func thanksOpenARequest() {
        #expect(
            Interjections.request(normalized: "thanks so much! move the dentist to friday")
                == "move the dentist to friday")
        #expect(
            Interjections.request(normalized: "thx for yesterday! whats on my plate this week")
                == "whats on my plate this week")
        #expect(
            Interjections.request(normalized: "thanks for the help with the dentist move it")
                != "move it")
    }

    @Test func aRequestAskedAsAQuestionLosesItsMark() {
        #expect(
            Interjections.withoutPoliteQuestionMark("could you add eggs and milk to my list?")
                == "could you add eggs and milk to my list")
        // A question asked is no request: its mark stays.
        #expect(Interjections.withoutPoliteQuestionMark("could you tell me what's due?") == nil)
        #expect(Interjections.withoutPoliteQuestionMark("what's due?") == nil)
        #expect(Interjections.withoutPoliteQuestionMark("add eggs to my list") == nil)
    }

    @Test func aRequestWithNoCourtesyIsKeptWhole() {
        for text in ["book the venue", "buy milk!", "call mum about the okra", "ta"] {
            #expect(Interjections.keep(text) == text.utf8.count, "\(text)")
        }
        #expect(!Interjections.mayEndInCourtesy("book the venue"))
        #expect(!Interjections.mayEndInCourtesy("buy milk!"))
    }

    /// Hedges and "it'd be great if you could" change nothing of what is asked.
    @Test func hedgesAndWishesAreSkipped() {
        for (text, rest) in [
            ("i think i should call gran", "i should call gran"),
            ("i reckon the gutters are clean", "the gutters are clean"),
            ("it'd be great if you could remind me to call gran", "remind me to call gran"),
            ("it would be lovely if you could add milk", "add milk"),
            // News and relief say how, not what.
            ("turns out the MOT is on the 20th", "the MOT is on the 20th"),
            ("finally done with the slides", "done with the slides"),
        ] {
            #expect(String(text.utf8.dropFirst(Interjections.skip(text))) == rest, "\(text)")
        }
        // "I think so" is all hedge: kept, to be declined as small talk.
        #expect(Interjections.skip("i think so") == 0)
    }

    /// "great", "cool", "right" and "well" are lead-ins before a mark, the end, another
    /// lead-in or a sentence's start; before a noun they are the words' own.
    @Test func anAdjectiveOpensARequestOnlyAsAnInterjection() {
        for (text, rest) in [
            ("great, add milk", "add milk"),
            ("great now add milk", "add milk"),
            ("right i need to call the plumber", "i need to call the plumber"),
            ("cool can you add milk", "add milk"),
            ("great run this morning", "great run this morning"),
            ("cool day out at the zoo", "cool day out at the zoo"),
            ("right knee is sore", "right knee is sore"),
            ("well done", "well done"),
        ] {
            #expect(String(text.utf8.dropFirst(Interjections.skip(text))) == rest, "\(text)")
        }
        #expect(Interjections.isOnlyInterjection(normalized: "great!"))
        #expect(Interjections.isOnlyInterjection(normalized: "cool thanks"))
    }

    /// A greeting opens a request as a lead-in, a phrase before the shorter word it opens
    /// with ("hi there", not "hi" and a request that starts "there"); a part of the day
    /// before a noun is the words' own.
    @Test func aGreetingOpensARequest() {
        for (text, rest) in [
            ("good morning. would you be so kind as to add milk", "add milk"),
            ("good afternoon, i wonder whether you might add milk", "add milk"),
            ("hi there. add milk", "add milk"),
            ("hello there, add milk", "add milk"),
            ("morning, add milk", "add milk"),
            ("morning what have i got on today", "what have i got on today"),
            ("morning run was great", "morning run was great"),
            ("evening class on thursday", "evening class on thursday"),
        ] {
            #expect(String(text.utf8.dropFirst(Interjections.skip(text))) == rest, "\(text)")
        }
        // A greeting alone is all lead-in: kept, to be declined as small talk.
        #expect(Interjections.skip("good morning") == 0)
    }

    /// A wish to know is the question it wraps; wanting to know a thing ("I need to know
    /// Spanish") is no question, and is kept.
    @Test func aWishToKnowIsTheQuestionItWraps() {
        for (text, rest) in [
            ("i'd like to know what's on my shopping list", "what's on my shopping list"),
            ("i need to know what is due today", "what is due today"),
            ("i want to hear what is on my list", "what is on my list"),
            ("i would like to find out when the dentist is", "when the dentist is"),
        ] {
            #expect(String(text.utf8.dropFirst(Interjections.skip(text))) == rest, "\(text)")
        }
        #expect(Interjections.skip("i need to know spanish by june") == 0)
    }

    /// "no need to X" says X is not to be done: its "no" is no lead-in, and the need is
    /// no capture. "no, ..." and "no wait, ..." still open a request.
    @Test func noNeedIsNoLeadIn() {
        #expect(Interjections.skip("no need to call the plumber") == 0)
        #expect(Interjections.skip("no longer need to call the plumber") == 0)
        #expect(Interjections.skip("no wait, call mum") == "no wait, ".utf8.count)
        for names in [nil, Grammar.household()] {
            #expect(
                Grammar.parse("no need to call the plumber", names: names).tool != .createTask)
        }
        #expect(Grammar.parse("no, need to call the plumber").tool == .createTask)
    }

    /// "what a day" exclaims: without a question mark it asks the notes nothing.
    @Test func anExclamationIsNoQuestion() {
        #expect(!QuestionFallback.isQuestion("what a day"))
        #expect(!QuestionFallback.isQuestion("how lovely"))
        #expect(QuestionFallback.isQuestion("what a day was it?"))
        #expect(QuestionFallback.isQuestion("what day is it"))
    }
}

/// A time too vague to be a date ("one of these days", "eventually") says nothing of what
/// to do, and is no part of a title.
@Suite struct VagueTimesTests {
    @Test(arguments: ["one of these days", "some day", "eventually", "at some point"])
    func aVagueTimeIsCutFromTheTitle(_ when: String) {
        #expect(SlotText.cleanTitle("fix the shed \(when)") == "fix the shed")
    }

    @Test func aSignOffEndsTheLetterNotTheRequest() {
        #expect(
            Interjections.withoutSignOff("add seed to my list. Kind regards, Arthur")
                == "add seed to my list.")
        #expect(Interjections.withoutSignOff("send kind regards to arthur") == nil)
    }
}

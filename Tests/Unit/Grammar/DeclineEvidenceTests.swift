import Testing

@testable import IntentGrammar

@Suite struct DeclineEvidenceTests {
    /// Other domains' single words count only as whole words, bounded as PCRE2's \b
    /// bounds them: by anything but ASCII letters, digits and underscores.
    @Test func aForeignWordCountsOnlyAsAWholeWord() {
        for text in ["turn up the radio", "is it going to rain", "TV guide", "the tv's remote"] {
            #expect(DeclineEvidence.declines(text), "\(text)")
        }
        for text in ["train tickets for Tom", "buy a bandage", "tvs and radios", "my_tv"] {
            #expect(!DeclineEvidence.hasForeignWord(text), "\(text)")
        }
        #expect(DeclineEvidence.hasForeignWord("café-tv"))
    }

    /// A thing of the house handled by an errand is no device to work; the same thing
    /// set, cleared or switched still is.
    @Test func aHouseholdThingHandledIsNoDevice() {
        for text in [
            "test the smoke alarms", "change the landing light bulb", "replace the kitchen lamp",
            "buy an umbrella",
        ] {
            #expect(!DeclineEvidence.declines(text), "\(text)")
        }
        for text in [
            "set an alarm for 7", "clear my 9 am alarms", "change the lights to green",
            "change the light colours into dark", "turn on the lights", "check the weather",
        ] {
            #expect(DeclineEvidence.declines(text), "\(text)")
        }
    }

    @Test func phrasesAndTheOpeningVerbStillDecline() {
        #expect(DeclineEvidence.declines("play some jazz"))
        #expect(DeclineEvidence.declines("what time is it in Tokyo"))
        #expect(DeclineEvidence.declines("switch off the kettle"))
        #expect(!DeclineEvidence.declines("call the plumber about the boiler"))
    }

    /// A question about the assistant is small talk; one about the person's own things,
    /// asked politely of "you", is not.
    /// Small talk with a time or a name after it is still small talk.
    @Test func smallTalkWithADayOrANameAfterIt() {
        for text in [
            "how are you keeping today, pb?", "how are you doing this morning", "how are you",
        ] {
            #expect(DeclineEvidence.smallTalk.matches(text), "\(text)")
        }
    }

    @Test func aQuestionAboutTheAssistantDeclines() {
        for text in [
            "how's your day going?", "what's your favourite colour", "do you like your job",
        ] {
            #expect(DeclineEvidence.declines(text), "\(text)")
        }
        for text in [
            "do you know when my boiler was serviced", "what did I say about your idea",
            "add your name to the list", "when is the plumber coming",
        ] {
            #expect(!DeclineEvidence.declines(text), "\(text)")
        }
        // It is looked for only in texts that hold "your": the literal scan rules out the rest.
        let literals = RequiredLiterals.of(DeclineEvidence.aboutTheAssistant.source) ?? []
        #expect(!literals.isEmpty && literals.allSatisfy { $0.hasPrefix("your") })
    }
}

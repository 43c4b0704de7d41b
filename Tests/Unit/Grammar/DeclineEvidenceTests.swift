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

    /// Time logged is a time tracker's; a task to log it is a task.
    @Test func timeLoggedIsATimeTrackers() {
        #expect(DeclineEvidence.declines("log 3 hours in harvest"))
        #expect(DeclineEvidence.declines("track 20 minutes on the report"))
        #expect(Grammar.parse("remind me to log 3 hours in harvest").tool == .createTask)
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
    /// Things on a phone weigh against changing a task ("delete the photos from
    /// yesterday"), never against capturing an errand about them.
    @Test func aPhoneThingWeighsAgainstACommandOnly() {
        for text in [
            "delete the photos from yesterday", "snooze all my notifications until lunch",
            "complete my checkout", "delete my last text to tom",
        ] {
            #expect(!Grammar.parse(text).tool.changesData, "\(text)")
        }
        for text in [
            "sort the holiday photos on sunday", "remind me to print the photos",
            "reply to my last text from mum tonight",
        ] {
            #expect(Grammar.parse(text).tool == .createTask, "\(text)")
        }
    }

    /// Looking back is no note asked for; another app named is no request of this one.
    @Test func aMemoryOrAnotherAppIsNoRequest() {
        #expect(
            Grammar.parse("remember when I missed the MOT and got pulled over").tool == .decline)
        #expect(Grammar.parse("remember the time the freezer flooded").tool == .decline)
        #expect(Grammar.parse("remember that the gate code is 4412").tool == .createNote)
        #expect(!Grammar.parse("connect to my gmail and send the contract").tool.changesData)
    }

    /// "got to" before a noun phrase is where one got, not a need; before a verb it is.
    @Test func gotToAPlaceIsNoNeed() {
        #expect(
            Grammar.parse("got to the library and realised the books were at home").tool == .decline
        )
        #expect(Grammar.parse("got to the shops before they closed").tool == .decline)
        let need = Grammar.parse("got to ring the bank")
        #expect(need.tool == .createTask)
        #expect(need.arguments["title"] == "ring the bank")
        #expect(Grammar.parse("I need a new passport").arguments["title"] == "a new passport")
    }

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

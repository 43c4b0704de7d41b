import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// Notes added to with the note named first or as a label, the diary told a score in
/// passing and looked back on, and half-remembered things looked for. Now is Tuesday
/// 2026-03-10.
@Suite struct NotesAndDiaryPhrasesTests {
    /// "note about X: Y": what the note is about is its title, the rest its body.
    @Test func aNoteAboutSomething() {
        let reading = Grammar.parse("note about the boiler: pressure was down to 0.8")
        #expect(reading.tool == .createNote)
        #expect(reading.arguments == ["title": "boiler", "body": "pressure was down to 0.8"])
    }

    /// "for me" between a request and what it makes is courtesy, no part of a name; a
    /// note's title may follow any verb that writes one down, and a dash end it.
    @Test func forMeIsNoPartOfAName() {
        let note = Grammar.parse(
            "jot down a note for me titled 'Gift ideas' — Theo wants the Lego Titanic")
        #expect(note.tool == .createNote)
        #expect(note.arguments == ["title": "Gift ideas", "body": "Theo wants the Lego Titanic"])
        let project = Grammar.parse("start a new project for me please — Sam's 40th")
        #expect(project.tool == .createProject)
        #expect(project.arguments == ["name": "Sam's 40th"])
        // Said of no name, the words stay: "what's on for me today" asks of the day.
        #expect(Utterance("what's on for me today").normalized == "what's on for me today")
        // "if you please" set off before what is added is courtesy too.
        #expect(
            Utterance("add to my list, if you please: book the sweep").normalized
                == "add to my list: book the sweep")
    }

    /// A line added to a stored note named with the word "note" after it, closing mark
    /// and all, goes to that note.
    @Test func aLineAddedToANoteNamedWithTheWord() {
        let reading = Grammar.parse(
            "add the guest code to the wifi and router note.", names: Grammar.household())
        #expect(reading.tool == .appendToNote)
        #expect(reading.arguments == ["note": "wifi and router", "text": "the guest code"])
    }

    /// A diary entry labelled in a sentence of its own starts at the next one, and a mood
    /// may be said in words.
    @Test func aDiaryLabelledInASentenceOfItsOwn() {
        let entry = Grammar.parse(
            "For the diary, please. Felt poorly this morning, but perked up after lunch. Mood three, I'd say."
        )
        #expect(entry.tool == .journalEntry)
        #expect(
            entry.arguments == [
                "text": "Felt poorly this morning, but perked up after lunch", "mood": "3",
            ])
    }

    /// Advice asked for is no request of any tool's, even about tasks.
    @Test(arguments: [
        "any tips for keeping meeting notes organised?", "any tips for staying on top of my tasks?",
        "got any advice on planning a wedding",
    ])
    func adviceAskedIsDeclined(_ text: String) {
        #expect(Grammar.parse(text).tool == .decline)
    }

    static var names: FakeNames { Grammar.household() }

    /// The note first ("to the wifi note add that ..."), or as a label ("moving checklist
    /// - append: ..."), or after what is added ("another line on ..."). Without the word
    /// "note", only a stored note.
    @Test(arguments: [
        Reading(
            "to the wifi note add that the smart plug password is plug-9921", .appendToNote,
            ["note": "wifi", "text": "the smart plug password is plug-9921"]),
        Reading(
            "in the boiler note can you write down that the pressure was 1.2 bar", .appendToNote,
            ["note": "boiler", "text": "the pressure was 1.2 bar"]),
        Reading(
            "moving checklist - append: cancel the gym", .appendToNote,
            ["note": "moving checklist", "text": "cancel the gym"]),
        Reading(
            "stick another line on the moving checklist: cancel the gym", .appendToNote,
            ["note": "moving checklist", "text": "cancel the gym"]),
    ])
    func aNoteNamedFirstOrAsALabel(_ example: Reading) {
        Grammar.expect(example, names: Self.names)
    }

    /// A new note's title: after "titled" up to a colon that ends it (not the one in
    /// "1:1"), or between "note" and the colon, quoted or not. "note to self:" has none.
    @Test(arguments: [
        Reading(
            "note titled 1:1 with Priya: wants to move team", .createNote,
            ["title": "1:1 with Priya", "body": "wants to move team"]),
        Reading(
            "new note 'Standup 10 Mar': Raj blocked on keys", .createNote,
            ["title": "Standup 10 Mar", "body": "Raj blocked on keys"]),
        Reading(
            "new note Henderson call: AP pays on the 20th", .createNote,
            ["title": "Henderson call", "body": "AP pays on the 20th"]),
        Reading("note to self: ring the bank", .createNote, ["body": "ring the bank"]),
        Reading(
            "write down in a note: the AP contact is Lena", .createNote,
            ["body": "the AP contact is Lena"]),
    ])
    func aNewNotesTitleAndBody(_ example: Reading) {
        Grammar.expect(example)
    }

    @Test func aLabelThatIsNoNoteAppendsNothing() {
        #expect(
            Grammar.parse("garden shed - append: new hinges", names: Self.names).tool
                != .appendToNote)
        // A date first is no note: "in the morning add milk" is a task.
        #expect(Grammar.parse("in the morning add milk", names: Self.names).tool == .createTask)
    }

    /// A score said in passing is the day's mood: hedged at the end ("maybe a 2"), with a
    /// word for the day before it ("meh. 3."), or with an adjective ("a solid 4").
    @Test func aScoreSaidInPassingIsTheMood() {
        let hedged = Grammar.parse("write in my journal that I felt flat today, maybe a 2")
        #expect(hedged.tool == .journalEntry)
        #expect(hedged.arguments == ["mood": "2", "text": "I felt flat today"])
        let worded = Grammar.parse("today's mood: meh. 3. kids were ill")
        #expect(worded.arguments == ["mood": "3", "text": "meh. kids were ill"])
        let rated = Grammar.parse("log today as a solid 4 - got the budget done")
        #expect(rated.tool == .journalEntry && rated.arguments["mood"] == "4")
    }

    /// The words before a score are the entry: "good day, mood 4" keeps "good day", and
    /// a hyphenated word is never a lead-in cut off it ("so-so", "ok-ish").
    @Test func theWordsBeforeAScoreAreTheEntry() {
        let said = CompoundPlanner().plan(
            "okay-ish day, mood 3", context: Grammar.context(Self.names))
        #expect(said.map(\.tool) == [.journalEntry])
        #expect(said.first?.arguments == ["text": "okay-ish day", "mood": "3"])
        let soSo = Grammar.parse("so-so day today, 3/5")
        #expect(soSo.arguments["text"] == "so-so day today")
        #expect(Grammar.parse("mood 3").arguments["mood"] == "3")
    }

    /// The diary looked back on: a day gone is that day's summary, the week its review.
    /// Without the diary named, "what did I write" asks the notes.
    @Test(arguments: [
        Reading(
            "what did I write in my diary yesterday?", .summarize,
            ["scope": "day", "target": "2026-03-09"]),
        Reading(
            "how was last friday according to my journal", .summarize,
            ["scope": "day", "target": "2026-03-06"]),
        Reading("can I see what I wrote this past week", .weeklyReview),
    ])
    func theDiaryLookedBackOn(_ example: Reading) {
        Grammar.expect(example)
    }

    @Test func whenAnItemIsDueAskedAgainIsASearch() {
        Grammar.expect(
            Reading(
                "when's the quarterly report due again?", .searchEverything,
                ["query": "quarterly report"]))
    }

    /// A supposition or advice asked is no question for the notes, though they mention
    /// its words.
    @Test func aSuppositionOrAdviceAskedIsNoNotesQuestion() {
        let names = Grammar.household()
        #expect(Grammar.parse("where is the guest wifi password", names: names).tool == .askNotes)
        #expect(
            Grammar.parse("what if the guest wifi password changed?", names: names).tool
                != .askNotes)
        #expect(Grammar.parse("should i change the wifi password?", names: names).tool != .askNotes)
    }

    /// A note of "that" is of what was told before it; with nothing told, no note.
    @Test func aNoteOfThatIsOfWhatWasToldBefore() {
        let told = Grammar.planInHousehold(
            "the vet said two scoops of the senior food a day, not 3. make a note of that")
        #expect(told.map(\.tool) == [.createNote])
        #expect(
            told.first?.arguments["body"]
                == "the vet said two scoops of the senior food a day, not 3")
        let down = Grammar.planInHousehold("the spare key is under the blue pot - note it down")
        #expect(down.first?.arguments["body"] == "the spare key is under the blue pot")
        for text in ["make a note of that", "add a note about it"] {
            let alone = Grammar.planInHousehold(text)
            #expect(alone.map(\.tool) == [.decline], "\(text)")
            #expect(alone.first?.arguments["forNote"] == "yes", "\(text)")
        }
    }

    @Test func aQuickNoteNeedsNoMark() {
        let reading = Grammar.parse("quick note parking at the station went up to 7 quid")
        #expect(reading.tool == .createNote)
        #expect(reading.arguments["body"] == "parking at the station went up to 7 quid")
    }

    @Test func writingAboutSomethingAsksTheNotes() {
        #expect(Grammar.parse("what did I write about the boiler").tool == .askNotes)
    }

    /// Something half remembered is looked for by what it was about.
    @Test(arguments: [
        "I wrote something about the embargo somewhere",
        "there was something about the embargo in my notes, can you dig it out",
        "I wrote something about the embargo somewhere... search for embargo",
    ])
    func somethingHalfRememberedIsSearchedFor(_ text: String) {
        Grammar.expect(Reading(text, .searchEverything, ["query": "embargo"]), names: Self.names)
    }
}

import Testing

@testable import Journal
@testable import ToolBox

/// Finding a task, project or note from the words a person used (DESIGN.md "Lookup").
@Suite struct ItemLookupTests {
    let store: ToolTestStore

    init() throws { store = try ToolTestStore() }

    var lookup: ItemLookup { ItemLookup(database: store.database, stemmer: store.stemmer) }

    func found(_ query: String, preferDone: Bool = false) throws -> String? {
        guard case .found(let task) = try lookup.task(query, preferDone: preferDone) else {
            return nil
        }
        return task.title
    }

    /// The decoy "call dentist" has the same content words, so overlap alone would call the
    /// two a tie; the exact title settles it.
    @Test func anExactTitleWinsBeforeWordOverlap() throws {
        try store.task("call dentist")
        try store.task("call the dentist")
        #expect(try found("call the dentist") == "call the dentist")
        #expect(try found("Call The Dentist") == "call the dentist")
        #expect(try found("the call dentist") == "call dentist")
    }

    @Test func stemmedWordsFindATitle() throws {
        try store.task("call the dentist")
        try store.task("buy a battery")
        #expect(try found("dentist") == "call the dentist")
        #expect(try found("batteries") == "buy a battery")
        #expect(try found("calling") == "call the dentist")
    }

    /// Three or more words may miss one; fewer must all be there.
    @Test func queriesOfThreeOrMoreWordsMayMissOne() throws {
        try store.task("book flights")
        #expect(try found("book the flights to Porto") == "book flights")
        #expect(try found("book hotel") == nil)
        #expect(try found("book hotel Porto") == nil)
    }

    /// The word missed may not be the first: the query is about that thing.
    @Test func theWordMissedIsNeverTheFirst() throws {
        try store.task("send Priya the contract")
        #expect(try found("emails from Priya about the contract") == nil)
        #expect(try found("Priya contract draft") == "send Priya the contract")
    }

    @Test func openTasksArePreferredToDoneOnes() throws {
        let old = try store.task("water the plants")
        try store.call(.completeTask, ["task": "id:" + old.id])
        let current = try store.task("repot the plants")
        // Overlap ties "plants" between the two; the open one is chosen.
        guard case .found(let task) = try lookup.task("plants") else {
            Issue.record("expected one task")
            return
        }
        #expect(task.id == current.id)
        // Reopening looks among done tasks first.
        guard case .found(let done) = try lookup.task("plants", preferDone: true) else {
            Issue.record("expected one task")
            return
        }
        #expect(done.id == old.id)
    }

    @Test func twoEqualMatchesAreAnAmbiguityNamingBoth() throws {
        try store.task("call the dentist")
        try store.task("email the dentist")
        guard case .ambiguous(let tasks) = try lookup.task("dentist") else {
            Issue.record("expected an ambiguity")
            return
        }
        #expect(Set(tasks.map(\.title)) == ["call the dentist", "email the dentist"])
        // The tool reports it and changes nothing.
        let result = try store.call(.completeTask, ["task": "dentist"])
        guard case .ambiguous(.task, "dentist", let candidates) = result.outcome else {
            Issue.record("expected the tool to report the ambiguity, got \(result.outcome)")
            return
        }
        #expect(Set(candidates) == ["call the dentist", "email the dentist"])
        #expect(!result.wrote)
    }

    /// The decoy is a task whose title is the reference's own text.
    /// A shorter title is no better match for a word both hold: "call" between "call
    /// the dentist" and "call the plumber about the boiler" is an ambiguity. A title of
    /// the query's words alone still wins over a longer one.
    @Test func aShorterTitleIsNoBetterMatchUnlessItIsTheQuery() throws {
        try store.task("call the dentist")
        try store.task("call the plumber about the boiler")
        guard case .ambiguous(let tasks) = try lookup.task("call") else {
            Issue.record("expected an ambiguity")
            return
        }
        #expect(tasks.count == 2)
        try store.task("clean the gutters")
        try store.task("clean the gutters at mum's")
        #expect(try found("clean gutters") == "clean the gutters")
        #expect(try found("plumber") == "call the plumber about the boiler")
    }

    @Test func anIDReferenceWinsOverATitleThatSpellsIt() throws {
        let real = try store.task("call the dentist")
        let decoy = try store.task("id:" + real.id)
        #expect(decoy.title == "id:" + real.id)
        guard case .found(let task) = try lookup.task("id:" + real.id) else {
            Issue.record("expected the referenced task")
            return
        }
        #expect(task.id == real.id)
        // A reference to nothing finds nothing, whatever titles say.
        try store.task("id:nothing")
        #expect(try lookup.task("id:nothing") == .notFound)
    }

    @Test func projectsAndNotesAreFoundTheSameWay() throws {
        try store.call(.createProject, ["name": "Garden"])
        try store.call(.createProject, ["name": "Launch party"])
        try store.call(.createNote, ["title": "Wifi and router", "body": "password on the back"])
        guard case .found(let garden) = try lookup.project("the Garden project") else {
            Issue.record("expected Garden")
            return
        }
        #expect(garden.name == "Garden")
        guard case .found(let party) = try lookup.project("party") else {
            Issue.record("expected Launch party")
            return
        }
        #expect(party.name == "Launch party")
        guard case .found(let wifi) = try lookup.note("the wifi") else {
            Issue.record("expected the wifi note")
            return
        }
        #expect(wifi.title == "Wifi and router")
    }

    /// Two words said where the title writes one ("check list", "play room") find it; the
    /// words as said still find a title that writes them apart.
    @Test func twoWordsTheTitleWritesAsOneFindIt() throws {
        try store.call(.createNote, ["title": "Moving checklist", "body": "book the van"])
        try store.task("tidy the playroom")
        try store.task("check the list of guests")
        guard case .found(let note) = try lookup.note("the moving check list") else {
            Issue.record("expected the moving checklist")
            return
        }
        #expect(note.title == "Moving checklist")
        #expect(try found("the play room") == "tidy the playroom")
        #expect(try found("check list guests") == "check the list of guests")
    }

    /// One word said where the title writes two ("clearout", "playroom") finds it too.
    @Test func oneWordTheTitleWritesAsTwoFindsIt() throws {
        try store.task("clear out the loft")
        try store.task("tidy the play room")
        try store.task("clear the gutters")
        #expect(try found("the loft clearout") == "clear out the loft")
        #expect(try found("playroom") == "tidy the play room")
        #expect(try found("gutters clearout") == nil)
    }
}

import IntentGrammar
import Testing

@Suite struct LemmatizerTests {
    let lemmatizer = Lemmatizer()

    static let regularVerbs: [(String, String)] = [
        ("cleaned", "clean"), ("sorted", "sort"), ("finished", "finish"), ("moves", "move"),
        ("fixes", "fix"), ("goes", "go"), ("buying", "buy"), ("cleaning", "clean"),
        ("agreed", "agree"), ("used", "use"), ("died", "die"), ("ties", "tie"),
        ("rescheduled", "reschedule"), ("remembered", "remember"), ("associated", "associate"),
    ]

    static let irregularVerbs: [(String, String)] = [
        ("paid", "pay"), ("took", "take"), ("dug", "dig"), ("done", "do"), ("did", "do"),
        ("sent", "send"), ("bought", "buy"), ("wrote", "write"), ("written", "write"),
        ("went", "go"), ("left", "leave"), ("found", "find"), ("has", "have"),
        ("had", "have"), ("lying", "lie"),
    ]

    /// Doubled consonants come off after the stem itself is tried ("added" keeps its
    /// "dd"); silent "e" comes back first after consonant-vowel-consonant ("hoped").
    static let doublingAndSilentE: [(String, String)] = [
        ("stopped", "stop"), ("stopping", "stop"), ("planned", "plan"), ("added", "add"),
        ("called", "call"), ("travelled", "travel"), ("traveled", "travel"),
        ("cancelled", "cancel"), ("canceled", "cancel"), ("making", "make"),
        ("moving", "move"), ("hoped", "hope"), ("hoping", "hope"), ("hopped", "hop"),
        ("rated", "rate"), ("noted", "note"), ("noting", "note"), ("visited", "visit"),
        ("opened", "open"), ("offered", "offer"), ("emptied", "empty"), ("empties", "empty"),
    ]

    /// Verbs WordNet lacks are known because the lexicon names them; British spellings
    /// because the generator derives them.
    static let lexiconAndBritishVerbs: [(String, String)] = [
        ("preponed", "prepone"), ("unticked", "untick"), ("grepped", "grep"),
        ("prioritised", "prioritise"), ("prioritized", "prioritize"),
        ("summarising", "summarise"), ("coloured", "colour"), ("diarised", "diarise"),
    ]

    /// Words that look inflected but are not, or are left alone on purpose.
    static let unchangedVerbs = [
        "need", "bed", "red", "seed", "shed", "speed", "hundred", "news", "bus", "this",
        "is", "was", "are", "were", "been", "being", "lay", "rent", "xyzzy", "pay", "ed", "s",
    ]

    @Test(arguments: regularVerbs + irregularVerbs + doublingAndSilentE + lexiconAndBritishVerbs)
    func verbLemmaFindsTheBaseForm(_ form: String, _ base: String) {
        #expect(lemmatizer.verbLemma(form) == base)
    }

    @Test(arguments: unchangedVerbs)
    func verbLemmaLeavesBaseFormsAndNonVerbsAlone(_ word: String) {
        #expect(lemmatizer.verbLemma(word) == word)
    }

    static let plurals: [(String, String)] = [
        ("dishes", "dish"), ("batteries", "battery"), ("children", "child"), ("boxes", "box"),
        ("movies", "movie"), ("cookies", "cookie"), ("wolves", "wolf"), ("mice", "mouse"),
        ("gutters", "gutter"), ("invoices", "invoice"), ("potatoes", "potato"),
        ("buses", "bus"), ("classes", "class"), ("doses", "dose"), ("standups", "standup"),
        ("berries", "berry"),
    ]

    /// Singular nouns, nouns that are plural in form, and function words.
    static let unchangedNouns = [
        "dish", "news", "series", "species", "bus", "glasses", "data", "media", "this", "is",
        "was", "does", "its", "yes", "address", "status", "analysis",
    ]

    @Test(arguments: plurals)
    func nounLemmaFindsTheSingular(_ plural: String, _ singular: String) {
        #expect(lemmatizer.nounLemma(plural) == singular)
    }

    @Test(arguments: unchangedNouns)
    func nounLemmaLeavesSingularsAlone(_ word: String) {
        #expect(lemmatizer.nounLemma(word) == word)
    }

    static let pastForms = [
        "paid", "cleaned", "done", "sent", "fixed", "emptied", "stopped", "taken", "went",
        "written", "sorted", "cancelled", "agreed", "dug",
    ]

    /// Base and -ing forms, words that only look past, the copula, and forms that are
    /// also their own base ("put the bins out" or "I put the bins out": the word cannot
    /// tell).
    static let notPastForms = [
        "pay", "clean", "buying", "making", "fixes", "need", "bed", "seed", "red", "shed",
        "hundred", "was", "were", "been", "is", "put", "cut", "set", "read", "xyzzied",
    ]

    @Test(arguments: pastForms)
    func isPastFormRecognisesReportsOfDoneWork(_ word: String) {
        #expect(lemmatizer.isPastForm(word))
    }

    @Test(arguments: notPastForms)
    func isPastFormRefusesEverythingElse(_ word: String) {
        #expect(!lemmatizer.isPastForm(word))
    }

    @Test func knowsVerbsFromWordNetAndFromTheLexicon() {
        #expect(lemmatizer.isKnownVerb("reschedule"))
        #expect(lemmatizer.isKnownVerb("untick"))
        #expect(lemmatizer.isKnownVerb("prioritise"))
        #expect(!lemmatizer.isKnownVerb("be"))
        #expect(!lemmatizer.isKnownVerb("news"))
    }
}

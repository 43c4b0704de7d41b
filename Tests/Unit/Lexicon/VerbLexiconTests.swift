import IntentGrammar
import Testing

@Suite struct VerbLexiconTests {
    @Test(arguments: VerbAction.allCases)
    func everyActionHasVerbs(_ action: VerbAction) {
        #expect(!(VerbLexicon.synonyms[action] ?? []).isEmpty)
    }

    @Test func noLemmaBelongsToTwoActions() {
        var seen: [String: VerbAction] = [:]
        for action in VerbAction.allCases {
            for lemma in VerbLexicon.synonyms[action] ?? [] {
                #expect(seen[lemma] == nil, "\(lemma) is in \(seen[lemma]!) and \(action)")
                seen[lemma] = action
            }
        }
    }

    static let lookups: [(String, VerbAction)] = [
        ("finish", .complete), ("tick", .complete), ("sort", .complete),
        ("untick", .reopen), ("reopen", .reopen), ("scrap", .delete), ("axe", .delete),
        ("ax", .delete), ("reschedule", .reschedule), ("move", .reschedule),
        ("postpone", .postpone), ("bump", .postpone), ("expedite", .advance),
        ("snooze", .snooze), ("prioritise", .prioritize), ("prioritize", .prioritize),
        ("deprioritise", .deprioritize), ("deprioritize", .deprioritize), ("lower", .deprioritize),
        ("raise", .prioritize), ("add", .create),
        ("jot", .capture), ("remind", .capture), ("show", .list), ("find", .search),
        ("link", .link), ("summarise", .summarize), ("summarize", .summarize),
        ("recap", .summarize), ("retitle", .rename), ("revert", .undo), ("redo", .redo),
    ]

    @Test(arguments: lookups)
    func findsTheActionOfAVerb(_ lemma: String, _ action: VerbAction) {
        #expect(VerbLexicon.action(of: lemma) == action)
    }

    /// Auxiliaries, light verbs, task verbs and verbs whose action is only in a phrase.
    static let verbsWithoutAction = [
        "do", "get", "have", "go", "be", "call", "set", "mark", "check", "cross", "pay",
        "clean", "new", "forget", "see", "tell", "give", "write", "take", "read", "restore",
        "table", "tackle",
    ]

    @Test(arguments: verbsWithoutAction)
    func leavesVerbsWithoutActionOut(_ lemma: String) {
        #expect(VerbLexicon.action(of: lemma) == nil)
    }

    static let phrases: [(String, VerbAction)] = [
        ("push back", .postpone), ("put off", .postpone), ("kick down the road", .postpone),
        ("bring forward", .advance), ("move up", .advance), ("check off", .complete),
        ("cross off", .complete), ("tick off", .complete), ("knock out", .complete),
        ("wrap up", .complete), ("take care of", .complete), ("get rid of", .delete),
        ("call off", .delete), ("bump up", .prioritize), ("bump down", .deprioritize),
        ("look up", .search), ("sum up", .summarize), ("write down", .capture),
        ("set up", .create), ("roll back", .undo), ("bring back", .reopen),
    ]

    @Test(arguments: phrases)
    func findsTheActionOfAPhrasalVerb(_ phrase: String, _ action: VerbAction) {
        let words = phrase.split(separator: " ").map(String.init)
        let entry = VerbLexicon.phrasal.first { $0.words == words }
        #expect(entry?.action == action)
    }

    @Test func phrasalVerbsComeLongestFirst() {
        let lengths = VerbLexicon.phrasal.map(\.words.count)
        #expect(lengths == lengths.sorted(by: >))
        #expect(VerbLexicon.phrasal.first?.words == ["kick", "down", "the", "road"])
    }

    @Test func phrasalVerbsAreListedOnce() {
        let phrases =
            VerbLexicon.phrasal.map { $0.words.joined(separator: " ") }
            + VerbLexicon.phrasalWithoutAction.map { $0.joined(separator: " ") }
        #expect(Set(phrases).count == phrases.count)
    }

    /// A phrase without action is listed only to stop its first word's own action.
    @Test(arguments: VerbLexicon.phrasalWithoutAction)
    func phrasesWithoutActionShadowAVerbWithOne(_ words: [String]) {
        #expect(VerbLexicon.action(of: words[0]) != nil)
    }

    /// The grammar looks verbs up after lemmatising, so every entry must be a lemma.
    @Test(arguments: VerbAction.allCases)
    func everyLexiconVerbIsItsOwnLemma(_ action: VerbAction) {
        let lemmatizer = Lemmatizer()
        for lemma in VerbLexicon.synonyms[action] ?? [] {
            #expect(lemmatizer.verbLemma(lemma) == lemma)
        }
        for entry in VerbLexicon.phrasal where entry.action == action {
            #expect(lemmatizer.verbLemma(entry.words[0]) == entry.words[0])
        }
    }

    /// "rescheduled", "ticking" and "pushes" reach the same action as their lemma.
    @Test(arguments: VerbAction.allCases)
    func everyInflectionReachesItsLemmasAction(_ action: VerbAction) {
        let lemmatizer = Lemmatizer()
        for lemma in VerbLexicon.synonyms[action] ?? [] {
            for form in VerbForms.inflections(of: lemma) {
                #expect(
                    VerbLexicon.action(of: lemmatizer.verbLemma(form)) == action,
                    "\(form) of \(lemma)")
            }
        }
    }
}

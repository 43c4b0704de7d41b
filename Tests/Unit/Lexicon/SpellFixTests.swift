import Testing

@testable import IntentGrammar

@Suite struct SpellFixTests {
    static let shorthand: [(String, [String])] = [
        ("tmrw", ["tomorrow"]), ("tmr", ["tomorrow"]), ("tmw", ["tomorrow"]),
        ("2moro", ["tomorrow"]), ("tomoz", ["tomorrow"]), ("pls", ["please"]),
        ("plz", ["please"]), ("u", ["you"]), ("ur", ["your"]), ("thx", ["thanks"]),
        ("b4", ["before"]), ("w/", ["with"]), ("wk", ["week"]), ("appt", ["appointment"]),
        ("mtg", ["meeting"]), ("tho", ["though"]), ("rn", ["right", "now"]), ("nxt", ["next"]),
        ("2day", ["today"]), ("tonite", ["tonight"]), ("shud", ["should"]),
        ("wanna", ["want", "to"]), ("gonna", ["going", "to"]), ("gotta", ["got", "to"]),
        ("lemme", ["let", "me"]), ("calender", ["calendar"]), ("todays", ["today's"]),
        ("tomorrows", ["tomorrow's"]),
    ]

    @Test(arguments: shorthand)
    func expandsShorthand(_ word: String, _ words: [String]) {
        #expect(SpellFix.expand(word) == words)
    }

    /// "asap" is read as it is; day and month abbreviations belong to the date parser.
    @Test(arguments: ["asap", "mon", "fri", "sept", "hrs", "tomorrow", "hello", "cud", ""])
    func expandsNothingElse(_ word: String) {
        #expect(SpellFix.expand(word) == nil)
    }

    static let typos: [(String, String)] = [
        ("remnd", "remind"), ("tomorow", "tomorrow"), ("reschedual", "reschedule"),
        ("priorty", "priority"), ("shedule", "schedule"), ("wendesday", "wednesday"),
        ("agneda", "agenda"), ("delte", "delete"), ("complet", "complete"),
        ("snoze", "snooze"), ("cancle", "cancel"), ("serch", "search"),
        ("febuary", "february"), ("tommorow", "tomorrow"), ("mileston", "milestone"),
        ("projct", "project"), ("rescheduel", "reschedule"),
    ]

    @Test(arguments: typos)
    func correctsTyposOfTheGrammarsWords(_ typo: String, _ word: String) {
        #expect(SpellFix.correct(typo) == word)
    }

    /// English words one or two edits from exactly one vocabulary word: without the
    /// known-word check "tusk" would become "task" and "water" "later".
    static let decoys: [(String, String)] = [
        ("tusk", "task"), ("tusks", "tasks"), ("mist", "list"), ("misted", "listed"),
        ("node", "note"), ("nodes", "notes"), ("tape", "take"), ("water", "later"),
        ("town", "down"), ("point", "print"), ("wink", "link"), ("sundry", "sunday"),
        ("tired", "tied"), ("preferred", "deferred"),
    ]

    @Test(arguments: decoys)
    func neverCorrectsAKnownWord(_ word: String, _ nearest: String) {
        var key = word
        let candidate = key.withUTF8 { bytes in
            SpellFix.index.nearest(to: bytes, maxDistance: bytes.count >= 8 ? 2 : 1)
        }
        #expect(candidate == nearest)
        #expect(SpellFix.correct(word) == nil)
    }

    /// Typos one edit from two or more vocabulary words: "finishd" is "finish" or
    /// "finished", "remindr" is "reminder" or "reminds".
    static let ties: [(String, [String])] = [
        ("finishd", ["finish", "finished"]), ("remindr", ["reminder", "reminds"]),
    ]

    /// A tie that two neighbouring letters swapped decides, the commonest slip: "taks"
    /// is one edit from "task", "tasks" and "takes", and "task" swapped; "maek" from
    /// "make" and "mark", and "make" swapped.
    @Test(arguments: [("taks", "task"), ("maek", "make")])
    func aSwapDecidesATie(_ typo: String, _ word: String) {
        var key = typo
        let nearest = key.withUTF8 { SpellFix.index.nearest(to: $0, maxDistance: 1) }
        #expect(nearest == nil)
        #expect(SpellFix.correct(typo) == word)
    }

    @Test(arguments: ties)
    func refusesTies(_ typo: String, _ candidates: [String]) {
        for candidate in candidates {
            #expect(SpellFix.vocabulary.contains(candidate))
            #expect(distance(typo, candidate, limit: 2) == 1, "\(candidate)")
        }
        #expect(SpellFix.correct(typo) == nil)
    }

    @Test(arguments: ["tsk", "lst", "shw", "tdy", "u", "", "bd"])
    func neverCorrectsShortWords(_ word: String) {
        #expect(SpellFix.correct(word) == nil)
    }

    /// "theo" is one edit from "the" and nothing else, "ladd" from "add": a short target
    /// is not worth turning a name into a function word.
    @Test(arguments: [("theo", "the"), ("ladd", "add")])
    func neverCorrectsToShortWords(_ word: String, _ shortWord: String) {
        var key = word
        let nearest = key.withUTF8 { bytes in
            VocabularyIndex(SpellFix.vocabulary).nearest(to: bytes, maxDistance: 1)
        }
        #expect(nearest == shortWord)
        #expect(SpellFix.correct(word) == nil)
    }

    /// Words already in the vocabulary, words too far from any, and words that are not
    /// plain lower-case letters.
    @Test(arguments: ["remind", "tomorrow", "xylophonist", "qqqqqq", "2moro", "re-do", "Remnd"])
    func correctsNothingElse(_ word: String) {
        #expect(SpellFix.correct(word) == nil)
    }

    /// The slips of a short word: two letters swapped in three, or a letter doubled.
    @Test(arguments: [("teh", "the"), ("adn", "and"), ("yte", "yet"), ("addd", "add")])
    func correctsTheSlipsOfShortWords(_ typo: String, _ word: String) {
        #expect(SpellFix.correct(typo) == word)
    }

    /// Not a short word that is English already ("ate" is not "tea"), one whose swap
    /// makes no word of the grammar's, nor one whose swaps make two ("hwo" is "how" or
    /// "who").
    @Test(arguments: ["ate", "tsk", "xqz", "sttk", "hwo"])
    func correctsNoOtherShortWord(_ word: String) {
        #expect(SpellFix.correct(word) == nil)
    }

    /// Two words typed as one, one of them a verb or cue word of the grammar's.
    @Test(arguments: [
        ("remindme", ["remind", "me"]), ("movethe", ["move", "the"]),
        ("whatsdue", ["whats", "due"]),
    ])
    func splitsTwoWordsRunTogether(_ word: String, _ words: [String]) {
        #expect(SpellFix.split(word) == words)
    }

    /// Not when the grammar's part is only a particle or function word ("off site", "be
    /// for"), when a part is an unknown word, or for a word too short to hold two.
    @Test(arguments: ["offsite", "befor", "remindxq", "tome"])
    func splitsNothingElse(_ word: String) {
        #expect(SpellFix.split(word) == nil)
    }

    /// A slip of one word is read before a split: "firday" is "friday", not "fir day".
    @Test func readsASlipBeforeASplit() {
        #expect(Utterance("every firday", normalize: normalizer).normalized == "every friday")
        #expect(Utterance("remindme", normalize: normalizer).normalized == "remind me")
    }

    let normalizer: (UnsafeBufferPointer<UInt8>, Bool) -> String? = {
        Normalizer.normalize($0, capitalised: $1)
    }

    @Test func vocabularyIsSortedLowerCaseLettersWithoutRepeats() {
        let vocabulary = SpellFix.vocabulary
        #expect(vocabulary == Array(Set(vocabulary)).sorted())
        for word in vocabulary {
            #expect(!word.isEmpty && word.utf8.allSatisfy { $0 >= 97 && $0 <= 122 }, "\(word)")
        }
    }

    @Test func vocabularyHoldsLexiconVerbsTheirFormsAndCueWords() {
        let vocabulary = Set(SpellFix.vocabulary)
        for lemmas in VerbLexicon.synonyms.values {
            #expect(vocabulary.isSuperset(of: lemmas))
        }
        let expected = [
            "rescheduled", "ticking", "pushes", "grepped", "unflagged", "cancelled", "canceled",
            "forward", "task", "tasks", "todo", "milestone", "priority", "agenda", "tomorrow",
            "wednesday", "february", "overdue", "blocked", "depends", "summary", "diary",
            "journal", "calendar", "export", "undo", "redo",
        ]
        for word in expected { #expect(vocabulary.contains(word), "\(word)") }
        #expect(!vocabulary.contains("puted"))
        #expect(!vocabulary.contains("delaid"))
    }

    static let distances: [(String, String, Int)] = [
        ("agneda", "agenda", 1), ("remnd", "remind", 1), ("delte", "delete", 1),
        ("cancel", "cancle", 1), ("reschedual", "reschedule", 2), ("task", "task", 0),
        ("", "abc", 3), ("ca", "abc", 3),
    ]

    @Test(arguments: distances)
    func editDistanceCountsSwapsAsOneEdit(_ a: String, _ b: String, _ expected: Int) {
        #expect(distance(a, b, limit: 5) == expected)
    }

    /// Past the limit the answer is only "too far", which lets the search stop early.
    @Test func editDistanceStopsAtTheLimit() {
        #expect(distance("tomorrow", "yesterday", limit: 2) == 3)
        #expect(distance("a", "abcdef", limit: 1) == 2)
    }

    /// The banded, early-stopping computation agrees with the whole table, computed the
    /// textbook way, on every pair of a set of near and far words.
    @Test func editDistanceAgreesWithTheFullTable() {
        let words = [
            "", "a", "ab", "ba", "abc", "acb", "task", "tasks", "taks", "tsak", "takes", "stak",
            "remind", "remnd", "rmeind", "reminder", "tomorrow", "tomorow", "tommorow",
            "schedule", "shedule", "reschedule", "reschedual", "agenda", "agneda", "ca",
        ]
        for a in words {
            for b in words {
                let full = fullTableDistance(Array(a.utf8), Array(b.utf8))
                for limit in 0...3 {
                    #expect(distance(a, b, limit: limit) == min(full, limit + 1), "\(a) \(b)")
                }
            }
        }
    }

    private func fullTableDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(
                    table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    private func distance(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a.utf8)
        let b = Array(b.utf8)
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in EditDistance.distance(a, b, limit: limit) }
        }
    }
}

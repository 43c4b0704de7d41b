/// Words that point back at an item instead of naming it: "move it to Friday".
package enum Pronouns {
    package static let all: Set<String> = plural.union([
        "it", "that", "this", "that one", "this one", "that task", "this task", "the same", "one",
        "that thing", "this thing", "that item", "this item", "that job", "this job",
        "that reminder", "this reminder", "that to-do", "this to-do", "that todo", "this todo",
    ])

    /// Words that point back at several items at once: "add milk and eggs, then move them
    /// both to Friday" moves each item the plan just captured.
    package static let plural: Set<String> = [
        "them", "they", "those", "these", "both", "them both", "both of them", "the two",
        "the two of them", "those two", "these two", "the pair of them",
    ]

    /// Words that name every task at once. pb changes one named task at a time, so a
    /// reading whose item is one of these is declined rather than guessed.
    package static let quantifiers: Set<String> = [
        "all", "everything", "all my", "all tasks", "all my tasks", "all the tasks", "every task",
        "them all",
        "all of them", "all of it", "everything on my list", "my whole list", "the whole list",
        "all my to-dos",
        "all to-dos", "all of my tasks", "everything today", "everything else", "anything",
        "all of my to-dos", "both",
    ]

    /// Whether `phrase` speaks of part of an item: "half the loft", "some of the slides",
    /// "a bit of the budget", or ends in a degree word said before a state ("the loft's
    /// half" cleared, "nearly"). Part of a task done is not the task done. "some milk" and
    /// "the half marathon" are whole things.
    ///
    /// Asked of every task slot a frame reads, so it looks at the bytes of three words at
    /// most and makes no strings.
    package static func saysPart<S: StringProtocol>(_ phrase: S) -> Bool {
        let bytes = phrase.utf8
        let space = UInt8(ascii: " ")
        var words: [Range<S.UTF8View.Index>] = []
        words.reserveCapacity(3)
        var last: Range<S.UTF8View.Index>?
        var start = bytes.startIndex
        while start < bytes.endIndex {
            while start < bytes.endIndex, bytes[start] == space {
                start = bytes.index(after: start)
            }
            guard start < bytes.endIndex else { break }
            var end = start
            while end < bytes.endIndex, bytes[end] != space { end = bytes.index(after: end) }
            if words.count < 3 { words.append(start..<end) }
            last = start..<end
            start = end
        }
        guard let last else { return false }
        func isOne(of list: [String], _ word: S.UTF8View.SubSequence) -> Bool {
            list.contains { ASCIIBytes.equalsCaseless($0.utf8, word) }
        }
        if isOne(of: partAdverbs, bytes[last]) { return true }
        // "a bit of", "about half the kitchen": an article or a hedge before the part.
        var first = 0
        if words.count > 2,
            isOne(of: ["a", "about", "around", "roughly", "only", "just"], bytes[words[0]])
        {
            first = 1
        }
        guard words.count > first + 1, isOne(of: partWords, bytes[words[first]]) else {
            return false
        }
        let next = bytes[words[first + 1]]
        return isOne(of: ["of"], next) || isOne(of: partDeterminers, next)
    }

    /// Words that open a phrase naming part of something, before "of" or a determiner.
    static let partWords = [
        "half", "part", "parts", "some", "most", "bits", "bit", "third", "quarter", "few",
        "couple",
    ]
    static let partDeterminers = [
        "the", "my", "our", "your", "his", "her", "their", "this", "that", "these", "those",
    ]
    /// Degree words that leave a state unfinished: "the loft's half cleared".
    static let partAdverbs = [
        "half", "partly", "partially", "nearly", "almost", "mostly", "halfway", "semi",
    ]

    /// The first words of the quantifiers: a phrase opening otherwise is none.
    package static let quantifierOpenings = Set(
        quantifiers.compactMap { $0.split(separator: " ").first.map(String.init) })

    package static func isQuantifier(_ phrase: String) -> Bool {
        guard let form = phrase.memberForm(longest: longestQuantifier) else { return false }
        return quantifiers.contains(form) || picksSomeOfSeveral(form)
    }

    /// Whether `form` (lower case, trimmed) picks some of several tasks without saying
    /// which: "some of them", "a few", "a couple of those", "the rest", "either one". It
    /// holds a word that counts part of a group, and nothing but such words, articles,
    /// "of" and words pointing back; the plural pronouns are not among them.
    static func picksSomeOfSeveral(_ form: String) -> Bool {
        // Asked of every task slot: most open with a word that is neither kind, and are
        // ruled out by it without splitting the rest.
        let first = form.utf8.firstIndex(of: 0x20).map { form[..<$0] } ?? Substring(form)
        guard partitiveWords.contains(first) || partitiveCompanions.contains(first) else {
            return false
        }
        // "both of them" points back at the items just captured (`plural`).
        guard !plural.contains(form) else { return false }
        var counts = false
        for word in form.split(separator: " ") {
            if partitiveWords.contains(word) {
                counts = true
            } else if !partitiveCompanions.contains(word) {
                return false
            }
        }
        return counts
    }

    /// Words that count part of a group: "some", "a few", "most", "the rest".
    static let partitiveWords: Set<Substring> = [
        "some", "few", "several", "couple", "most", "many", "rest", "others", "either",
        "neither", "none", "each", "any", "half", "all", "both", "every", "various",
        "remaining",
    ]
    /// Words that may stand beside them: "a couple of the ones", "the other ones".
    static let partitiveCompanions: Set<Substring> = [
        "a", "the", "of", "them", "those", "these", "my", "other", "one", "ones", "tasks",
        "things", "items", "to-dos", "todos", "reminders",
    ]

    /// `isQuantifier` of normalized text (lower case already): only closing marks to drop,
    /// no case folding or Character work.
    package static func isQuantifier(normalized phrase: Substring) -> Bool {
        var rest = phrase
        while let last = rest.utf8.last, last == UInt8(ascii: ".") || last == UInt8(ascii: "!") {
            rest = rest.dropLast()
        }
        let form = String(rest)
        return quantifiers.contains(form)
            || (form.utf8.count <= longestQuantifier && picksSomeOfSeveral(form))
    }

    /// Whether `phrase`, an item slot as typed before list words are cut, names several
    /// tasks at once: a quantifier ("all the garden ones", "every reminder"), or a plural
    /// list noun at either end ("the done tasks", "my garden to-dos", "the tasks for the
    /// launch"). "Delete the done tasks" must not delete one task called "done".
    package static func namesSeveral(_ phrase: some StringProtocol) -> Bool {
        // Read in place, byte by byte: item slots are tried on most requests, and only
        // the first word after the determiners and the last word matter.
        if let answer = phrase.utf8.withContiguousStorageIfAvailable(namesSeveral) {
            return answer
        }
        var text = String(phrase)
        return text.withUTF8(namesSeveral)
    }

    private static func namesSeveral(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var end = bytes.count
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        var start = end
        while start > 0, bytes[start - 1] != UInt8(ascii: " ") { start -= 1 }
        if word(word(in: bytes, start, end), isOneOf: pluralListNouns) { return true }
        var i = 0
        while i < bytes.count {
            let from = i
            while i < bytes.count, bytes[i] != UInt8(ascii: " ") { i += 1 }
            let opening = word(in: bytes, from, i)
            i += 1
            if opening.isEmpty || word(opening, isOneOf: determiners) { continue }
            return word(opening, isOneOf: quantifierWords)
                || word(opening, isOneOf: pluralListNouns)
        }
        return false
    }

    /// Whether `phrase`, an item slot, names a whole list rather than one task on it:
    /// "the list", "my to-do list", "my shopping list", "the entire list". A list called
    /// by a name without "my" ("the guest list") may be a task's own words, and is not.
    package static func namesAList(_ phrase: some StringProtocol) -> Bool {
        // Item slots are tried on most requests: those that do not end in "list" or
        // "lists" are ruled out before any word is made.
        let endsInList =
            phrase.utf8.withContiguousStorageIfAvailable(endsInList)
            ?? Array(phrase.utf8).withUnsafeBufferPointer(endsInList)
        guard endsInList else { return false }
        var words = phrase.lowercased().split(separator: " ").map {
            String(decoding: word(in: Array($0.utf8)), as: UTF8.self)
        }.filter { !$0.isEmpty }
        guard let last = words.last, listWords.contains(last) else { return false }
        var owned = false
        while let first = words.first, determinerWords.contains(first) || wholeWords.contains(first)
        {
            owned = owned || possessives.contains(first) || wholeWords.contains(first)
            words.removeFirst()
        }
        return owned || words.count == 1
            || (words.count == 2
                && (taskWords.contains(words[0]) || Fragments.shoppingListNames.contains(words[0])))
    }

    /// Whether the last word of `bytes` ends in "list" or "lists", ignoring case.
    private static func endsInList(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        lastWord(of: bytes, endsWith: "list", plural: true, whole: false)
    }

    /// Whether the last word of `phrase` is "project" (ignoring case and edge marks).
    package static func endsInProject(_ phrase: some StringProtocol) -> Bool {
        let test = { (bytes: UnsafeBufferPointer<UInt8>) in
            lastWord(of: bytes, endsWith: "project", plural: false, whole: true)
        }
        return phrase.utf8.withContiguousStorageIfAvailable(test)
            ?? Array(phrase.utf8).withUnsafeBufferPointer(test)
    }

    /// Whether `phrase` (an item slot) is called a note: "note" or "notes" as its last word
    /// ("the wifi note") or as its head after a determiner ("my note about the boiler").
    package static func endsInNote(_ phrase: some StringProtocol) -> Bool {
        // Most slots hold no "note" (task slots are read on most requests): one byte
        // search rules them out.
        guard phrase.includes("note") else { return false }
        let words = phrase.lowercased().split(separator: " ")
        guard let last = words.last else { return false }
        if last == "note" || last == "notes" { return true }
        let head = words.first { !determinerWords.contains(String($0)) }
        return words.count > 2 && (head == "note" || head == "notes")
            && words.first.map { determinerWords.contains(String($0)) } == true
    }

    /// Whether the last word of `bytes`, without the marks at its edges, ends in `suffix`
    /// (lower-case ASCII), ignoring case: with an "s" after it when `plural`, and as the
    /// whole word when `whole`.
    private static func lastWord(
        of bytes: UnsafeBufferPointer<UInt8>, endsWith suffix: StaticString, plural: Bool,
        whole: Bool
    ) -> Bool {
        var end = bytes.count
        while end > 0, isEdge(bytes[end - 1]) || bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        if plural, end > 0, ASCIIBytes.lowercased(bytes[end - 1]) == UInt8(ascii: "s") { end -= 1 }
        let count = suffix.utf8CodeUnitCount
        guard end >= count else { return false }
        let start = end - count
        if whole, start > 0, bytes[start - 1] != UInt8(ascii: " ") { return false }
        return suffix.withUTF8Buffer { letters in
            zip(bytes[start..<end], letters).allSatisfy { ASCIIBytes.lowercased($0) == $1 }
        }
    }

    /// Whether `phrase`, an item slot, names something a task has rather than a task: "the
    /// date from the dentist", "the priority on the report". "Remove the date from the
    /// dentist" must not delete the dentist.
    package static func namesAnAttribute(_ phrase: some StringProtocol) -> Bool {
        // Read in place: item slots are tried on most requests.
        phrase.utf8.withContiguousStorageIfAvailable(namesAnAttribute)
            ?? Array(phrase.utf8).withUnsafeBufferPointer(namesAnAttribute)
    }

    private static func namesAnAttribute(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var words: [UnsafeBufferPointer<UInt8>] = []
        var i = 0
        while i < bytes.count, words.count < 3 {
            let from = i
            while i < bytes.count, bytes[i] != UInt8(ascii: " ") { i += 1 }
            let found = word(in: bytes, from, i)
            i += 1
            // Determiners before the first word are skipped.
            if found.isEmpty || (words.isEmpty && word(found, isOneOf: determiners)) { continue }
            words.append(found)
        }
        guard words.count >= 2 else { return false }
        var next = 1
        if word(words[0], isOneOf: due), word(words[1], isOneOf: dateWord), words.count == 3 {
            next = 2
        } else if !word(words[0], isOneOf: attributes) {
            return false
        }
        return next < words.count && word(words[next], isOneOf: attributePrepositions)
    }

    static let attributes = bytes([
        "date", "deadline", "priority", "repeat", "recurrence", "time", "label", "tag", "flag",
        "star",
    ])
    private static let due = bytes(["due"])
    private static let dateWord = bytes(["date"])
    static let attributePrepositions = bytes(["from", "off", "on", "of", "for"])

    static let listWords: Set<String> = ["list", "lists", "checklist"]
    static let determinerWords: Set<String> = ["the", "my", "our", "your", "this", "that"]
    static let possessives: Set<String> = ["my", "our", "your"]
    static let wholeWords: Set<String> = ["whole", "entire", "full"]
    static let taskWords: Set<String> = ["to-do", "todo", "task", "tasks", "to-dos", "todos"]

    /// The word of `bytes` without the marks at its edges.
    private static func word(in bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { Array(word(in: $0, 0, $0.count)) }
    }

    /// Whether any word of `text` is a plural list noun: "move all the garden *tasks* to
    /// Friday" speaks of several tasks wherever the word stands ("all" alone does not:
    /// "remove all alarms" is about alarms).
    package static func mentionsSeveral(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var i = 0
            while i < bytes.count {
                let from = i
                while i < bytes.count, bytes[i] != UInt8(ascii: " ") { i += 1 }
                let word = word(in: bytes, from, i)
                // Every plural list noun ends in "s": most words are ruled out by it.
                if word.last == UInt8(ascii: "s"), Self.word(word, isOneOf: pluralListNouns) {
                    return true
                }
                i += 1
            }
            return false
        }
    }

    /// The word at `start..<end` of `bytes`, without the marks at its edges.
    private static func word(in bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
        -> UnsafeBufferPointer<UInt8>
    {
        var (start, end) = (start, end)
        while start < end, isEdge(bytes[start]) { start += 1 }
        while end > start, isEdge(bytes[end - 1]) { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    private static func isEdge(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"),
            UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "\""), UInt8(ascii: "'"),
            UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "-"):
            return true
        default: return false
        }
    }

    /// Whether `word` is one of `words` (lower-case ASCII bytes), ignoring case.
    private static func word(_ word: UnsafeBufferPointer<UInt8>, isOneOf words: [[UInt8]])
        -> Bool
    {
        words.contains { candidate in
            guard candidate.count == word.count else { return false }
            for i in 0..<word.count where ASCIIBytes.lowercased(word[i]) != candidate[i] {
                return false
            }
            return true
        }
    }

    static let determiners = bytes(["the", "my", "our", "your", "those", "these"])
    static let quantifierWords = bytes(["all", "every", "each", "everything", "whole", "entire"])
    static let pluralListNouns = bytes(["tasks", "todos", "to-dos", "items", "reminders", "ones"])
    private static func bytes(_ words: [String]) -> [[UInt8]] { words.map { Array($0.utf8) } }

    package static func isPronoun(_ phrase: String) -> Bool {
        guard let form = phrase.memberForm(longest: longestPronoun) else { return false }
        return all.contains(form)
    }

    /// The longest entries, in bytes: a phrase longer than that once trimmed is none of
    /// them, and is ruled out without a string made or hashed.
    static let longestPronoun = all.map(\.utf8.count).max() ?? 0
    static let longestQuantifier = quantifiers.map(\.utf8.count).max() ?? 0
}

extension String {
    /// The phrase as the pronoun and quantifier sets hold their entries: lower case,
    /// without white space or punctuation at either end. Nil when that is longer than
    /// `longest` bytes, so no entry can be it.
    ///
    /// Every task slot a frame reads is asked about, so ASCII text (nearly all of it) is
    /// trimmed and folded by byte, with the same result as by Character: its white space
    /// and punctuation are single bytes.
    fileprivate func memberForm(longest: Int) -> String? {
        var copy = self
        let ascii = copy.withUTF8 { bytes -> String?? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return .none }
            var start = 0
            var end = bytes.count
            while start < end, Self.isEdgeByte(bytes[start]) { start += 1 }
            while end > start, Self.isEdgeByte(bytes[end - 1]) { end -= 1 }
            guard end - start <= longest else { return .some(nil) }
            return .some(
                String(
                    unsafeUninitializedCapacity: end - start,
                    initializingUTF8With: { out in
                        for i in start..<end { out[i - start] = ASCIIBytes.lowercased(bytes[i]) }
                        return end - start
                    }))
        }
        if let ascii { return ascii }
        let form = lowercased().trimmingCharacters()
        return form.utf8.count <= longest ? form : nil
    }

    /// ASCII white space and punctuation (Unicode category P), which `Character`'s
    /// `isWhitespace` and `isPunctuation` say of these bytes.
    private static func isEdgeByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x09...0x0D, 0x20: return true
        case UInt8(ascii: "!"), UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: "%"),
            UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: "*"), UInt8(ascii: ","), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "?"),
            UInt8(ascii: "@"), UInt8(ascii: "["), UInt8(ascii: "\\"), UInt8(ascii: "]"),
            UInt8(ascii: "_"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            return true
        default: return false
        }
    }

    fileprivate func trimmingCharacters() -> String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace || f.isPunctuation { s = s.dropFirst() }
        while let l = s.last, l.isWhitespace || l.isPunctuation { s = s.dropLast() }
        return String(s)
    }
}

/// Words that point back at an item instead of naming it: "move it to Friday".
package enum Pronouns {
    package static let all: Set<String> = [
        "it", "that", "this", "them", "they", "those", "these", "that one", "this one", "that task",
        "this task", "the same", "one",
    ]

    /// Words that name every task at once. pb changes one named task at a time, so a
    /// reading whose item is one of these is declined rather than guessed.
    package static let quantifiers: Set<String> = [
        "all", "everything", "all my", "all tasks", "all my tasks", "all the tasks", "every task",
        "them all",
        "all of them", "all of it", "everything on my list", "my whole list", "the whole list",
        "all my to-dos",
        "all to-dos", "all of my tasks", "everything today", "everything else", "anything",
        "all of my to-dos",
    ]

    package static func isQuantifier(_ phrase: String) -> Bool {
        quantifiers.contains(phrase.lowercased().trimmingCharacters())
    }

    package static func isPronoun(_ phrase: String) -> Bool {
        all.contains(phrase.lowercased().trimmingCharacters())
    }
}

extension String {
    fileprivate func trimmingCharacters() -> String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace || f.isPunctuation { s = s.dropFirst() }
        while let l = s.last, l.isWhitespace || l.isPunctuation { s = s.dropLast() }
        return String(s)
    }
}

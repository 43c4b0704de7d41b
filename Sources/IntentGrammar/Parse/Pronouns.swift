/// Words that point back at an item instead of naming it: "move it to Friday".
package enum Pronouns {
    package static let all: Set<String> = ["it", "that", "this", "them", "they", "those", "these", "that one", "this one", "that task", "this task", "the same", "one"]

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

package import IntentGrammar

/// Cuts a request at the places where a new step could begin: commas, semicolons,
/// "and", "then", and "with tasks". Whether a cut stands is the planner's decision.
enum Segmenter {
    /// The pieces between separators, as ranges of the original text, separators left out
    /// except the words that belong to the next piece ("with tasks ...").
    static func segments(of utterance: Utterance) -> [Range<String.Index>] {
        let tokens = utterance.tokens
        var pieces: [Range<String.Index>] = []
        var start: Int? = nil
        var i = 0
        func close(_ end: Int) {
            if let s = start, s < end {
                pieces.append(tokens[s].range.lowerBound..<tokens[end - 1].range.upperBound)
            }
            start = nil
        }
        while i < tokens.count {
            let word = tokens[i].normalized
            let isSeparator = Self.isSeparator(word)
            let opensList =
                word == "with" && i + 1 < tokens.count && Self.namesTasks(tokens[i + 1].normalized)
                && start != nil
            // Quoted text is never cut: "add 'fish and chips' to shopping".
            if QuoteMarks.opens(tokens[i].text) {
                if let close = tokens[i...].firstIndex(where: { t in
                    QuoteMarks.closes(t.text) && !(t.text.count == 1 && t == tokens[i])
                }), close > i {
                    if start == nil { start = i }
                    i = close + 1
                    continue
                }
            }
            if isSeparator && start != nil {
                close(i)
                i += 1
                continue
            }
            if opensList {
                close(i)
                start = i
                i += 1
                continue
            }
            if start == nil && !isSeparator { start = i }
            i += 1
        }
        close(tokens.count)
        return pieces
    }

    static func isSeparator(_ word: String) -> Bool {
        switch word {
        case ",", ";", "and", "then", "&", "so", "but": return true
        default: return false
        }
    }

    static func namesTasks(_ word: String) -> Bool {
        switch word {
        case "tasks", "task", "to-dos", "todos": return true
        default: return false
        }
    }

    /// Drops "and", "then", "also", "after that" at the start of a clause.
    static func stripLeadingJoiner(_ text: String) -> String {
        var s = Substring(text.trimmingSpaces)
        var changed = true
        // Most clauses start with a letter no joiner starts with: one byte says so.
        while changed, let first = s.utf8.first, startsSomeJoiner(first) {
            changed = false
            for joiner in joiners
            where s.utf8.count > joiner.utf8.count && s.startsCaseless(with: joiner) {
                s = Substring(s.dropFirst(joiner.utf8.count).trimmingSpaces)
                changed = true
            }
        }
        while let last = s.utf8.last, last == UInt8(ascii: ",") || last == UInt8(ascii: ";") {
            s = Substring(s.dropLast().trimmingSpaces)
        }
        return String(s)
    }

    /// Whether some joiner starts with `byte`, in either case.
    static func startsSomeJoiner(_ byte: UInt8) -> Bool { joinerInitials[Int(byte)] }

    /// By byte: whether a joiner starts with it (upper and lower case both).
    static let joinerInitials: [Bool] = {
        var initials = [Bool](repeating: false, count: 256)
        for joiner in joiners {
            let first = joiner.utf8.first!
            initials[Int(first)] = true
            if first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
                initials[Int(first - 32)] = true
            }
        }
        return initials
    }()

    static let joiners = [
        "and then ", "then ", "and ", "also ", "after that ", "afterwards ", "plus ", "so ", "but ",
        ", ", "; ",
    ]
}

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
            let isSeparator =
                word == "," || word == ";" || word == "and" || word == "then" || word == "&"
                || word == "so" || word == "but"
            let next = i + 1 < tokens.count ? tokens[i + 1].normalized : ""
            let opensList =
                word == "with" && ["tasks", "task", "to-dos", "todos"].contains(next)
                && start != nil
            // Quoted text is never cut: "add 'fish and chips' to shopping".
            if tokens[i].text.hasPrefix("'") || tokens[i].text.hasPrefix("\"")
                || tokens[i].text.hasPrefix("\u{201C}") || tokens[i].text.hasPrefix("\u{2018}")
            {
                if let close = tokens[i...].firstIndex(where: { t in
                    t.text.count > 0
                        && (t.text.hasSuffix("'") || t.text.hasSuffix("\"")
                            || t.text.hasSuffix("\u{201D}") || t.text.hasSuffix("\u{2019}"))
                        && !(t.text.count == 1 && t == tokens[i])
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

    /// Drops "and", "then", "also", "after that" at the start of a clause.
    static func stripLeadingJoiner(_ text: String) -> String {
        var s = text.trimmingSpaces
        var changed = true
        while changed {
            changed = false
            let lower = s.lowercased()
            for joiner in [
                "and then ", "then ", "and ", "also ", "after that ", "afterwards ", "plus ", "so ",
                "but ", ", ", "; ",
            ]
            where lower.hasPrefix(joiner) && s.count > joiner.count {
                s = String(s.dropFirst(joiner.count)).trimmingSpaces
                changed = true
            }
        }
        while let last = s.last, last == "," || last == ";" {
            s = String(s.dropLast()).trimmingSpaces
        }
        return s
    }
}

package import IntentGrammar
package import ToolBox

/// Comments people add around a request: "yay", "it's been cancelled", "my back is
/// killing me", "the library books aren't actually back yet".
enum Remarks {
    /// A clause that reads as nothing and does not start like a command: a statement or an
    /// exclamation, not an errand ("call mum") or a request.
    static func isRemark(_ clause: String, memo: ParseMemo) -> Bool {
        let stripped = Segmenter.stripLeadingJoiner(clause)
        return !ListExpansion.isBareErrand(stripped, memo: memo)
            && !CompoundPlanner.strongOpener(stripped, memo: memo)
    }

    /// The longest run of words in `clause` that names an existing task or project: what a
    /// following "it" or "that" points at.
    static func namedItem(in clause: String, context: ParseContext) -> String? {
        guard context.grounded else { return nil }
        let utterance = Utterance(clause)
        let words = utterance.tokens.filter { !$0.isPunctuation }.map {
            String(utterance.typed($0))
        }
        guard !words.isEmpty else { return nil }
        let skip: Set<String> = [
            "the", "a", "an", "my", "our", "it", "that", "this", "is", "are", "i", "we", "so",
            "not",
        ]
        for length in stride(from: min(5, words.count), through: 1, by: -1) {
            for start in 0...(words.count - length) {
                let phrase = words[start..<(start + length)]
                guard let first = phrase.first, let last = phrase.last,
                    !skip.contains(first.lowercased()), !skip.contains(last.lowercased())
                else { continue }
                let name = phrase.joined(separator: " ")
                if context.names.openTask(named: name) != nil
                    || context.names.doneTask(named: name) != nil
                    || context.names.project(named: name) != nil
                {
                    return name
                }
            }
        }
        return nil
    }
}

/// One word or punctuation mark of an utterance, with where it came from.
package struct Token: Sendable, Equatable {
    /// Where the token is in the original text.
    package let range: Range<String.Index>
    /// The token as typed.
    package let text: Substring
    /// Lower case, straight apostrophes, shorthand expanded and typos of the grammar's own
    /// words corrected: what patterns match against.
    package let normalized: String
    /// Where `normalized` sits in `Utterance.normalized` (UTF-8 offsets).
    package var normalizedRange: Range<Int>
    /// True for , : ; ? ! . and similar marks split off the edges of words.
    package let isPunctuation: Bool
}

/// An utterance read once: its tokens, and a normalized copy that patterns match.
///
/// Patterns run over the normalized text (lower case, one space between words, typos
/// fixed), but every slot is cut from the original by token offsets, so "call Ana about
/// the Q3 deck" keeps its capitals and nothing a person typed is ever rewritten.
package struct Utterance: Sendable {
    package let original: String
    package let tokens: [Token]
    package let normalized: String

    /// Marks split off the start or end of a word.
    static let edgePunctuation: Set<Character> = [
        ",", ":", ";", "?", "!", ".", "(", ")", "\"", "\u{201C}", "\u{201D}", "[", "]", "…",
    ]
    /// Marks written with no space before them in the normalized text.
    static let closingPunctuation: Set<String> = [",", ":", ";", "?", "!", ".", ")", "]", "…"]

    /// `normalize` gets each word folded to lower case and as typed.
    package init(_ text: String, normalize: (String, Substring) -> String = { folded, _ in folded }) {
        original = text
        var tokens: [Token] = []
        var normalized = ""
        func append(_ range: Range<String.Index>, punctuation: Bool) {
            let piece = text[range]
            var form = punctuation ? String(piece) : Utterance.fold(piece)
            if !punctuation { form = normalize(form, piece) }
            if !normalized.isEmpty,
                !(punctuation && Utterance.closingPunctuation.contains(form)),
                tokens.last.map({ !($0.isPunctuation && ($0.normalized == "(" || $0.normalized == "[")) }) ?? true
            {
                normalized += " "
            }
            let start = normalized.utf8.count
            normalized += form
            tokens.append(
                Token(
                    range: range, text: piece, normalized: form,
                    normalizedRange: start..<normalized.utf8.count, isPunctuation: punctuation))
        }
        var index = text.startIndex
        while index < text.endIndex {
            guard !text[index].isWhitespace else {
                index = text.index(after: index)
                continue
            }
            var end = index
            while end < text.endIndex, !text[end].isWhitespace { end = text.index(after: end) }
            // Split leading and trailing marks off the word; keep inner ones ("3:30pm", "5/12").
            var wordStart = index
            var leading: [Range<String.Index>] = []
            while wordStart < end, Utterance.edgePunctuation.contains(text[wordStart]) {
                let next = text.index(after: wordStart)
                leading.append(wordStart..<next)
                wordStart = next
            }
            var wordEnd = end
            var trailing: [Range<String.Index>] = []
            while wordEnd > wordStart {
                let previous = text.index(before: wordEnd)
                guard Utterance.edgePunctuation.contains(text[previous]) else { break }
                // Keep "a.m." and "p.m." whole.
                if text[previous] == ".", Utterance.isAbbreviation(text[wordStart..<wordEnd]) { break }
                trailing.insert(previous..<wordEnd, at: 0)
                wordEnd = previous
            }
            for r in leading { append(r, punctuation: true) }
            if wordStart < wordEnd { append(wordStart..<wordEnd, punctuation: false) }
            for r in trailing { append(r, punctuation: true) }
            index = end
        }
        self.tokens = tokens
        self.normalized = normalized
    }

    /// Lower case with typographic apostrophes and dashes made plain.
    static func fold(_ word: Substring) -> String {
        var out = ""
        for ch in word.lowercased() {
            switch ch {
            case "\u{2019}", "\u{2018}", "`": out.append("'")
            case "\u{2013}", "\u{2014}": out.append("-")
            default: out.append(ch)
            }
        }
        return out
    }

    static func isAbbreviation(_ word: Substring) -> Bool {
        let lower = word.lowercased()
        return ["a.m.", "p.m.", "e.g.", "i.e.", "etc.", "mr.", "mrs.", "dr.", "st.", "vs."].contains(lower)
    }

    /// The original text behind a range of the normalized text: from the start of the
    /// first token the range touches to the end of the last.
    package func originalText(_ normalizedRange: Range<Int>) -> Substring? {
        guard let range = originalRange(normalizedRange) else { return nil }
        return original[range]
    }

    package func originalRange(_ normalizedRange: Range<Int>) -> Range<String.Index>? {
        let touched = tokens.filter {
            $0.normalizedRange.lowerBound < normalizedRange.upperBound
                && $0.normalizedRange.upperBound > normalizedRange.lowerBound
        }
        guard let first = touched.first, let last = touched.last else { return nil }
        return first.range.lowerBound..<last.range.upperBound
    }

    /// The normalized byte range that covers an original range (for spans the date
    /// parser found in the original text).
    package func normalizedRange(_ originalRange: Range<String.Index>) -> Range<Int>? {
        let touched = tokens.filter {
            $0.range.lowerBound < originalRange.upperBound && $0.range.upperBound > originalRange.lowerBound
        }
        guard let first = touched.first, let last = touched.last else { return nil }
        return first.normalizedRange.lowerBound..<last.normalizedRange.upperBound
    }

    /// Lower-case words, without punctuation.
    package var words: [String] { tokens.filter { !$0.isPunctuation }.map(\.normalized) }
}

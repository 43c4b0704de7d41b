/// Cuts note text into sentences, and sentences into the overlapping passages the notes
/// index holds.
///
/// A sentence is what answers quote, so it is always a verbatim piece of the note (only
/// trimmed, and without a leading list marker): a citation can then be checked by
/// looking the sentence up in the note it cites.
package enum PassageCutter {
    /// About how many words a passage holds. Long enough that a passage carries the
    /// context of a fact (the note's subject is often a sentence or two away), short
    /// enough that BM25 still rewards the passage that holds the question's words
    /// together rather than a long note that mentions them far apart.
    package static let targetWords = 80

    /// Words that end with a full stop without ending a sentence.
    static let abbreviations: Set<String> = [
        "mr", "mrs", "ms", "dr", "st", "no", "nos", "approx", "etc", "eg", "e.g", "ie", "i.e", "vs",
        "tel", "ref", "dept", "prof", "rd", "ave", "jr", "sr", "mt", "fig", "incl", "est", "min", "max",
        "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
    ]

    /// The sentences of `text`: a line break always ends one; within a line, `.`, `!` or
    /// `?` (with any closing quotes or brackets) followed by a space ends one, unless the
    /// next word starts in lower case ("7 a.m. and"), or the word before is an
    /// abbreviation ("Dr. Haddad"), an initial ("J. Smith") or a list number ("2. Then").
    package static func sentences(in text: String) -> [String] {
        var result: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let characters = Array(line)
            var start = 0
            var i = 0
            while i < characters.count {
                let c = characters[i]
                guard c == "." || c == "!" || c == "?" else {
                    i += 1
                    continue
                }
                var end = i + 1
                while end < characters.count, ".!?\"')]\u{201D}\u{2019}".contains(characters[end]) { end += 1 }
                guard end < characters.count, characters[end].isWhitespace else {
                    i = end
                    continue
                }
                var next = end
                while next < characters.count, characters[next].isWhitespace { next += 1 }
                let nextIsLower = next < characters.count && characters[next].isLowercase
                if c == "." && (nextIsLower || isAbbreviation(characters[start..<i])) {
                    i = end
                    continue
                }
                append(characters[start..<end], to: &result)
                start = next
                i = next
            }
            if start < characters.count { append(characters[start...], to: &result) }
        }
        return result
    }

    /// Groups sentences into passages of about `targetWords` words. Each passage after
    /// the first starts with the previous one's last sentence, so a fact that straddles
    /// a cut is whole in one of them. Returns index ranges into `sentences`.
    package static func passages(_ sentences: [String], targetWords: Int = targetWords) -> [Range<Int>] {
        let counts = sentences.map { ContentWords.words($0).count }
        var result: [Range<Int>] = []
        var start = 0
        var repeated = false
        while start < sentences.count {
            var end = start
            var words = 0
            // A repeated sentence is never a passage alone: at least one new one follows it.
            repeat {
                words += counts[end]
                end += 1
            } while end < sentences.count && (words < targetWords || (repeated && end - start < 2))
            result.append(start..<end)
            if end >= sentences.count { break }
            // Repeat the last sentence, unless it was the only one (no progress otherwise).
            repeated = end - start >= 2
            start = repeated ? end - 1 : end
        }
        return result
    }

    private static func isAbbreviation(_ before: ArraySlice<Character>) -> Bool {
        var word = ""
        for character in before.reversed() {
            if character.isWhitespace { break }
            word.insert(character, at: word.startIndex)
        }
        let stripped = word.lowercased().trimmingCharacters(in: "(\"'")
        if stripped.isEmpty { return true }
        if abbreviations.contains(stripped) { return true }
        if stripped.count == 1, stripped.first?.isLetter == true { return true }  // an initial
        // A list number at the start of the sentence ("2. Fill the loop").
        return before.count == word.count && stripped.allSatisfy(\.isNumber)
    }

    private static func append(_ characters: ArraySlice<Character>, to result: inout [String]) {
        var sentence = String(characters).trimmingSpaces
        for marker in ["- ", "* ", "\u{2022} ", "\u{2013} "] where sentence.hasPrefix(marker) {
            sentence = String(sentence.dropFirst(marker.count)).trimmingSpaces
        }
        if !sentence.isEmpty { result.append(sentence) }
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}

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
        "tel", "ref", "dept", "prof", "rd", "ave", "jr", "sr", "mt", "fig", "incl", "est", "min",
        "max",
        "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
    ]

    /// The sentences of `text`: a line break always ends one; within a line, `.`, `!` or
    /// `?` (with any closing quotes or brackets) followed by a space ends one, unless the
    /// next word starts in lower case ("7 a.m. and"), or the word before is an
    /// abbreviation ("Dr. Haddad"), an initial ("J. Smith") or a list number ("2. Then").
    package static func sentences(in text: String) -> [String] {
        // UTF-8 bytes, not Characters: every boundary tested here is ASCII or one of a few
        // fixed sequences, and grapheme breaking made cutting 10,000 notes take seconds.
        var cutter = Cutter(bytes: Array(text.utf8))
        return cutter.run()
    }

    /// The sentence scanner over one text's UTF-8 bytes.
    private struct Cutter {
        let bytes: [UInt8]
        var result: [String] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func run() -> [String] {
            let n = bytes.count
            var start = 0
            var i = 0
            while i < n {
                if let width = lineBreak(at: i) {
                    emit(start, i)
                    i += width
                    start = i
                    continue
                }
                let b = bytes[i]
                guard b == 0x2E || b == 0x21 || b == 0x3F else {  // . ! ?
                    i += 1
                    continue
                }
                var end = i + 1
                while end < n, let width = closer(at: end) { end += width }
                guard end < n, let first = space(at: end) else {
                    i = end
                    continue
                }
                var next = end + first
                while next < n, let width = space(at: next) { next += width }
                if b == 0x2E && (startsLowercase(at: next) || isAbbreviation(start, i)) {
                    i = end
                    continue
                }
                emit(start, end)
                start = next
                i = next
            }
            emit(start, n)
            return result
        }

        /// LF, VT, FF, CR, NEL, LINE and PARAGRAPH SEPARATOR: what `Character.isNewline` means.
        func lineBreak(at i: Int) -> Int? {
            let b = bytes[i]
            if (0x0A...0x0D).contains(b) { return 1 }
            if b == 0xC2, i + 1 < bytes.count, bytes[i + 1] == 0x85 { return 2 }
            if b == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80,
                bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9
            {
                return 3
            }
            return nil
        }

        /// A space, a tab or a no-break space.
        func space(at i: Int) -> Int? {
            let b = bytes[i]
            if b == 0x20 || b == 0x09 { return 1 }
            if b == 0xC2, i + 1 < bytes.count, bytes[i + 1] == 0xA0 { return 2 }
            return nil
        }

        /// What may follow the final stop: more stops, closing quotes and brackets.
        func closer(at i: Int) -> Int? {
            switch bytes[i] {
            case 0x2E, 0x21, 0x3F, 0x22, 0x27, 0x29, 0x5D: return 1  // . ! ? " ' ) ]
            case 0xE2
            where i + 2 < bytes.count && bytes[i + 1] == 0x80
                && (bytes[i + 2] == 0x9D || bytes[i + 2] == 0x99):
                return 3  // ” ’
            default: return nil
            }
        }

        func startsLowercase(at i: Int) -> Bool {
            guard i < bytes.count else { return false }
            let b = bytes[i]
            if b < 0x80 { return (0x61...0x7A).contains(b) }
            let scalar = String(decoding: bytes[i..<min(bytes.count, i + 4)], as: UTF8.self)
                .unicodeScalars.first
            return scalar?.properties.isLowercase ?? false
        }

        /// The word before the stop at `stop` is an abbreviation, an initial, or a list
        /// number that opens the sentence.
        func isAbbreviation(_ start: Int, _ stop: Int) -> Bool {
            var from = stop
            while from > start, bytes[from - 1] != 0x20, bytes[from - 1] != 0x09 { from -= 1 }
            var word = bytes[from..<stop]
            // Opening brackets and quotes: ( " '
            while let first = word.first, first == 0x28 || first == 0x22 || first == 0x27 {
                word = word.dropFirst()
            }
            if word.isEmpty { return true }
            let text = String(decoding: word, as: UTF8.self).lowercased()
            if abbreviations.contains(text) { return true }
            // An initial ("J. Smith"), or a list number opening the sentence ("2. Fill the loop").
            if text.unicodeScalars.count == 1, text.first?.isLetter == true { return true }
            return from == start && word.allSatisfy { (0x30...0x39).contains($0) }
        }

        mutating func emit(_ from: Int, _ to: Int) {
            guard from < to else { return }
            var sentence = String(decoding: bytes[from..<to], as: UTF8.self).trimmingSpaces
            for marker in ["- ", "* ", "\u{2022} ", "\u{2013} "] where sentence.hasPrefix(marker) {
                sentence = String(sentence.dropFirst(marker.count)).trimmingSpaces
            }
            if !sentence.isEmpty { result.append(sentence) }
        }
    }

    /// How many words `ContentWords.words` would find, without building them.
    static func wordCount(_ text: String) -> Int {
        var count = 0
        var inWord = false
        for scalar in text.unicodeScalars {
            let isWordScalar =
                scalar.isASCII
                ? (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                    || ("0"..."9").contains(scalar))
                : scalar.properties.isAlphabetic
            if isWordScalar {
                if !inWord { count += 1 }
                inWord = true
            } else if scalar != "'" && scalar != "\u{2019}" {
                inWord = false
            }
        }
        return count
    }

    /// Groups sentences into passages of about `targetWords` words. Each passage after
    /// the first starts with the previous one's last sentence, so a fact that straddles
    /// a cut is whole in one of them. Returns index ranges into `sentences`.
    package static func passages(_ sentences: [String], targetWords: Int = targetWords) -> [Range<
        Int
    >] {
        let counts = sentences.map(wordCount)
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
}

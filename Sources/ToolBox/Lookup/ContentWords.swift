/// Splits text into lower-case words and drops the ones that carry no content, so
/// "call the dentist" and "dentist" share the one word that matters.
package enum ContentWords {
    /// Function words and filler that never identify an item.
    package static let stopWords: Set<String> = [
        "a", "an", "the", "my", "our", "your", "his", "her", "their", "its", "this", "that",
        "these", "those", "to", "for", "of", "on", "in", "at", "by", "with", "and", "or", "but",
        "from", "about", "into", "up", "out", "off", "i", "me", "we", "us", "it", "is", "are",
        "was", "be", "been", "some", "any", "all", "task", "todo", "to-do", "item", "thing",
        "please", "pls", "just", "s",
    ]

    /// Lower-case words of letters, digits, apostrophes and inner hyphens.
    package static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if scalar == "'" || scalar == "\u{2019}" {
                continue  // "mum's" -> "mums", which stems with "mum"
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The stems of the content words of `text` as `title` spells them: two neighbouring
    /// words the title writes as one ("check list" for "checklist", "to do" for "todo")
    /// are that one word. Nil when no two are.
    package static func stems(_ text: String, joinedAs title: Set<String>, using stemmer: Stemmer)
        -> [String]?
    {
        let said = words(text)
        guard said.count > 1 else { return nil }
        var joined: [String] = []
        var index = 0
        var any = false
        while index < said.count {
            if index + 1 < said.count {
                let stem = stemmer.stem(said[index] + said[index + 1])
                if title.contains(stem) {
                    joined.append(stem)
                    index += 2
                    any = true
                    continue
                }
            }
            if !stopWords.contains(said[index]) { joined.append(stemmer.stem(said[index])) }
            index += 1
        }
        guard any else { return nil }
        var seen: Set<String> = []
        return joined.filter { seen.insert($0).inserted }
    }

    /// The stems of the content words of `text`, in order, without repeats.
    package static func stems(_ text: String, using stemmer: Stemmer) -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for word in words(text) where !stopWords.contains(word) {
            let stem = stemmer.stem(word)
            if seen.insert(stem).inserted { result.append(stem) }
        }
        return result
    }
}

internal import ToolBox

/// A stored name said with one slip of the keys: "my shoping list" for "Shopping".
///
/// Only a slip that is no word of English counts, so a real word the person chose is
/// never taken for another name: "lunch" is never "Launch", "gardens" is read by the
/// lookup's own stemming. Names are compared word by word, lower case.
package enum NameSlips {
    /// The one of the stored project `names` that `said` ("my shoping list") misspells,
    /// when none is called what was said; nil otherwise.
    package static func project(_ said: String, among names: [String]) -> String? {
        let name = ItemLookup.strippingProjectWord(ItemLookup.trimmed(said))
        guard !names.contains(where: { $0.lowercased() == name.lowercased() }) else {
            return nil
        }
        return onlyName(name, among: names)
    }

    /// Whether `said` holds a word that may be a slip: four letters or more, and no word
    /// of English. Most names said are spelled right, or are words.
    package static func maySlip(_ said: String) -> Bool {
        said.lowercased().split(separator: " ").contains {
            $0.utf8.count >= 4 && !isWord(String($0))
        }
    }

    /// The one name of `names` that `said` misspells, or nil: the same words but one, and
    /// that one is one edit from the name's word (a letter added, dropped, changed or two
    /// swapped), four letters or more, and no English word. Two such names answer nil.
    package static func onlyName(_ said: String, among names: [String]) -> String? {
        let saidWords = said.lowercased().split(separator: " ")
        guard maySlip(said) else { return nil }
        let found = names.filter { misspells(saidWords, $0.lowercased().split(separator: " ")) }
        return found.count == 1 ? found[0] : nil
    }

    /// `said` with its one slipped word put right ("the dentsit call" for "the dentist
    /// call", "quartely report" for "quarterly report"): a word of four letters or more
    /// and no English word, one edit from exactly one word the stored `titles` hold. Nil
    /// when no word slips, when more than one does, or when the slip could be more than
    /// one word.
    package static func mended(_ said: String, by titles: [String]) -> String? {
        var words = said.split(separator: " ").map(String.init)
        let slips = words.indices.filter {
            words[$0].utf8.count >= 4 && !isWord(words[$0].lowercased())
        }
        guard slips.count == 1 else { return nil }
        let slip = Substring(words[slips[0]].lowercased())
        var vocabulary = Set<Substring>()
        for title in titles {
            for word in title.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            where word.utf8.count >= 3 && !FunctionWords.all.contains(String(word)) {
                vocabulary.insert(word)
            }
        }
        // A title's own word ("Theo") is spelled as stored, whatever the word list says.
        guard !vocabulary.contains(slip) else { return nil }
        let near = vocabulary.filter { isOneEdit(slip, $0) }
        guard near.count == 1, let word = near.first else { return nil }
        words[slips[0]] = String(word)
        return words.joined(separator: " ")
    }

    static func misspells(_ said: [Substring], _ name: [Substring]) -> Bool {
        guard said.count == name.count else { return false }
        var slips = 0
        for (a, b) in zip(said, name) where a != b {
            slips += 1
            guard slips == 1, a.utf8.count >= 4, !isWord(String(a)),
                isOneEdit(a, b)
            else { return false }
        }
        return slips == 1
    }

    /// A word of English, or a form its verb or noun makes: stricter than `KnownWords`,
    /// which leaves any word with a verb's ending alone ("shoping" reads as "shop").
    static func isWord(_ word: String) -> Bool {
        if KnownWords.english.contains(word) || FunctionWords.all.contains(word) { return true }
        let lemmatizer = Lemmatizer()
        if lemmatizer.isKnownVerb(word) { return true }
        // A form of a verb only when the verb makes it so: "shopping", never "shoping".
        let lemma = lemmatizer.verbLemma(word)
        if lemma != word, lemmatizer.isKnownVerb(lemma),
            VerbForms.inflections(of: lemma).contains(word)
        {
            return true
        }
        return KnownWords.english.contains(lemmatizer.nounLemma(word))
    }

    static func isOneEdit(_ a: Substring, _ b: Substring) -> Bool {
        EditDistance.distance(String(a), String(b), limit: 1) == 1
    }
}

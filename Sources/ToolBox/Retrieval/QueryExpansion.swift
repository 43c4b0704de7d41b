/// Related words a question may use for what a note says another way: "doctor" for
/// "GP", "wifi" for "broadband", "expire" for "runs out".
///
/// Applied to questions only, never to the index, so the notes are stored as written
/// and the table can change without re-indexing. A related word counts for less than
/// the question's own word (`NotesAnswerer.relatedWeight`).
///
/// Reviewed by hand: everyday household and personal-admin vocabulary, British and
/// American spellings, and the common ways of naming the same thing. Each entry must
/// hold in any household's notes, not just one: no entry names a person, a place or a
/// brand, and none exists to fix one question. Words with several senses ("tip",
/// "surgery", "practice", "code") only point one way, from the narrow word to the wide
/// one, or are left out. Multi-word entries ("wi-fi", "run out") match as phrases.
package enum QueryExpansion {
    /// Each set's members expand to one another.
    static let synonymSets: [[String]] = [
        ["password", "passcode", "passphrase"],
        ["wifi", "wi-fi", "wireless", "internet", "broadband"],
        ["doctor", "gp", "physician"],
        ["dentist", "dental"],
        ["vet", "vets", "veterinary", "veterinarian"],
        ["car", "vehicle"],
        ["motorbike", "motorcycle"],
        ["mum", "mom", "mother"],
        ["dad", "father"],
        ["kids", "children", "child", "kid"],
        ["phone", "mobile", "cellphone"],
        ["ring", "call", "phone"],
        ["fridge", "refrigerator"],
        ["cooker", "oven", "stove"],
        ["tv", "television", "telly"],
        ["flat", "apartment"],
        ["holiday", "vacation"],
        ["flight", "flights", "plane", "airline"],
        ["rubbish", "trash", "garbage", "refuse"],
        ["cost", "price", "fee", "charge"],
        ["fix", "repair", "mend"],
        ["broken", "faulty", "fault"],
        ["breakdown", "break down", "broke down", "broken down"],
        ["expire", "expiry", "run out", "runs out", "lapse"],
        ["sick", "ill", "unwell"],
        ["medicine", "medication", "tablets", "pills"],
        ["allergy", "allergic"],
        ["loft", "attic"],
        ["tyre", "tire"],
        ["petrol", "fuel"],
        ["laptop", "computer"],
        ["helpdesk", "help desk", "it support", "service desk"],
        ["fuse box", "consumer unit"],
        ["stopcock", "stop tap"],
        ["freeze", "freezer", "frozen"],
        ["tax return", "self assessment"],
        ["mortgage", "home loan"],
        ["pub", "bar", "inn"],
        ["hill", "fell", "mountain", "peak", "summit"],
        ["run", "jog"],
        ["spare", "backup"],
        ["garden waste", "green waste"],
        ["burglar alarm", "house alarm", "alarm"],
    ]

    /// One-way expansions: the narrow or informal word on the left finds the wider or
    /// formal one on the right, but not the other way round.
    static let broader: [(String, [String])] = [
        ("code", ["password", "pin", "passcode"]),
        ("pin", ["code"]),
        ("login", ["password"]),
        ("bins", ["bin", "rubbish", "recycling"]),
        ("rubbish", ["bin", "waste"]),
        ("trash", ["bin", "waste"]),
        ("dump", ["tip"]),
        ("sick", ["absence", "absent"]),
        ("expire", ["renew", "renewal"]),
        ("mechanic", ["garage"]),
        ("surgery", ["gp", "practice", "medical centre", "health centre"]),
        ("clinic", ["gp", "practice", "medical centre", "health centre"]),
        ("medication", ["prescription"]),
        ("medicine", ["prescription"]),
        ("router", ["broadband", "wifi"]),
        ("energy", ["gas", "electricity"]),
    ]

    /// A phrase's key: the stems of its words, space separated.
    static func key(_ phrase: String, using stemmer: Stemmer) -> String {
        ContentWords.words(phrase).map(stemmer.stem).joined(separator: " ")
    }

    /// The related phrases of `phrase` (itself excluded), in table order.
    package static func related(to phrase: String, using stemmer: Stemmer) -> [String] {
        let wanted = key(phrase, using: stemmer)
        guard !wanted.isEmpty else { return [] }
        var result: [String] = []
        var seen: Set<String> = [wanted]
        func add(_ candidate: String) {
            if seen.insert(key(candidate, using: stemmer)).inserted { result.append(candidate) }
        }
        for set in synonymSets where set.contains(where: { key($0, using: stemmer) == wanted }) {
            set.forEach(add)
        }
        for (word, wider) in broader where key(word, using: stemmer) == wanted {
            wider.forEach(add)
        }
        return result
    }

    /// True when `words[i...]` starts with a multi-word entry of the table; returns how
    /// many words it takes. "wi fi" and "burglar alarm" are one term, not two.
    static func phraseLength(at i: Int, in stems: [String], using stemmer: Stemmer) -> Int {
        for length in [3, 2] where i + length <= stems.count {
            let candidate = stems[i..<(i + length)].joined(separator: " ")
            if multiWordKeys(using: stemmer).contains(candidate) { return length }
        }
        return 1
    }

    private static func multiWordKeys(using stemmer: Stemmer) -> Set<String> {
        var keys: Set<String> = []
        for phrase in synonymSets.joined() + broader.map(\.0)
        where phrase.contains(" ") || phrase.contains("-") {
            keys.insert(key(phrase, using: stemmer))
        }
        return keys
    }
}

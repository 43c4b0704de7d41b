/// The inflected forms of a verb lemma, so the spelling corrector's vocabulary holds
/// "rescheduled" and "ticking", not only "reschedule" and "tick".
///
/// WordNet's exceptions give the irregular and doubled forms ("stopped", "starring"); a
/// prefixed verb doubles like its root ("unflag" -> "unflagged"). Everything else takes the
/// regular endings. Both spellings are kept where both are standard: "cancelled" and
/// "canceled".
package enum VerbForms {
    /// The lemma and its third-person, past and -ing forms, without repeats, sorted.
    package static func inflections(of lemma: String) -> [String] {
        let irregular = irregularForms(of: lemma)
        var forms: Set<String> = [lemma]
        forms.formUnion(irregular)

        let thirdPerson = irregular.filter { $0.hasSuffix("s") && $0 != "was" }
        let present = irregular.filter { $0.hasSuffix("ing") }
        let past = irregular.filter { !$0.hasSuffix("ing") && !thirdPerson.contains($0) }
        if thirdPerson.isEmpty { forms.insert(regularThirdPerson(lemma)) }
        if present.isEmpty { forms.insert(regularPresentParticiple(lemma)) }
        // "travelled" and "traveled", "cancelled" and "canceled": WordNet lists the
        // British doubling only.
        if past.isEmpty && !hasPastLikeBase(lemma, present: present) {
            forms.insert(regularPast(lemma))
        } else if lemma.hasSuffix("l") && past.contains(lemma + "led") {
            forms.insert(regularPast(lemma))
        }
        if lemma.hasSuffix("l"), present.contains(lemma + "ling") {
            forms.insert(lemma + "ing")
        }
        return forms.sorted()
    }

    /// True for verbs whose past is spelled like the base: "put", "set", "read".
    ///
    /// WordNet lists no exception for a past that is the base itself, only the doubled
    /// "-ing" form ("putting", "setting"); a verb with a doubled "-ing" form and no past
    /// form is one of these. "read" doubles nothing and is named.
    private static func hasPastLikeBase(_ lemma: String, present: [String]) -> Bool {
        guard let last = lemma.last else { return false }
        return lemma == "read" || present.contains(lemma + String(last) + "ing")
    }

    /// Prefixes under which a verb keeps its root's spelling: "unflag" doubles like "flag".
    private static let prefixes = ["un", "re", "de", "pre"]

    /// Forms WordNet lists for `lemma`, or the doubled forms of its root after a prefix.
    ///
    /// Only doubling carries over: "delay" is not "de" + "lay", and must not become
    /// "delaid".
    private static func irregularForms(of lemma: String) -> [String] {
        if let forms = formsByBase[lemma] { return forms }
        for prefix in prefixes where lemma.hasPrefix(prefix) {
            let root = String(lemma.dropFirst(prefix.count))
            guard let last = root.last, let forms = formsByBase[root] else { continue }
            let doubled = forms.filter { $0.hasPrefix(root + String(last)) }
            if !doubled.isEmpty { return doubled.map { prefix + $0 } }
        }
        return []
    }

    private static let formsByBase: [String: [String]] = {
        var table: [String: [String]] = [:]
        for text in [IrregularVerbForms.past, IrregularVerbForms.other] {
            for (form, base) in WordTables.pairs(text) { table[base, default: []].append(form) }
        }
        return table
    }()

    private static func regularThirdPerson(_ lemma: String) -> String {
        if endsInConsonantY(lemma) { return String(lemma.dropLast()) + "ies" }
        let sibilant = ["s", "x", "z", "ch", "sh", "o"].contains { lemma.hasSuffix($0) }
        return lemma + (sibilant ? "es" : "s")
    }

    private static func regularPast(_ lemma: String) -> String {
        if endsInConsonantY(lemma) { return String(lemma.dropLast()) + "ied" }
        if doublesFinalConsonant(lemma), let last = lemma.last { return lemma + "\(last)ed" }
        return lemma + (lemma.hasSuffix("e") ? "d" : "ed")
    }

    private static func regularPresentParticiple(_ lemma: String) -> String {
        if lemma.hasSuffix("ie") { return String(lemma.dropLast(2)) + "ying" }
        if doublesFinalConsonant(lemma), let last = lemma.last { return lemma + "\(last)ing" }
        let keepsE = ["ee", "ye", "oe"].contains { lemma.hasSuffix($0) }
        if lemma.hasSuffix("e") && !keepsE && lemma.count > 2 {
            return String(lemma.dropLast()) + "ing"
        }
        return lemma + "ing"
    }

    /// True for a one-syllable verb ending consonant-vowel-consonant, which WordNet has
    /// no exception for because it does not know the verb: "grep" -> "grepped".
    private static func doublesFinalConsonant(_ lemma: String) -> Bool {
        let letters = Array(lemma)
        guard letters.count >= 3, let last = letters.last, !"aeiouwxy".contains(last) else {
            return false
        }
        let vowels = letters.indices.filter { "aeiou".contains(letters[$0]) }
        return vowels.count == 1 && vowels[0] == letters.count - 2
            && !"aeiou".contains(letters[letters.count - 3])
    }

    private static func endsInConsonantY(_ lemma: String) -> Bool {
        guard lemma.hasSuffix("y"), let before = lemma.dropLast().last else { return false }
        return !"aeiou".contains(before)
    }
}

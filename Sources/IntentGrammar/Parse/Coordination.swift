/// Several names said as one: "the slides and the press release", "milk, batteries and
/// seeds", "the VAT return & the contract".
///
/// A one-task command said of such a phrase reads when every name in it is a different
/// stored task; the planner then makes it one step per task (`ListExpansion`).
package enum Coordination {
    /// The names of a coordination, split at commas, semicolons, "and", "&", "+" and the
    /// "n" of a hurried message ("milk n batteries") (the planner's item separators);
    /// one name (the phrase) when there is nothing to split at.
    package static func items(_ phrase: String) -> [String] {
        var items: [String] = []
        var current: [Substring] = []
        for word in phrase.split(separator: " ") {
            let trimmed = word.hasSuffix(",") || word.hasSuffix(";") ? word.dropLast() : word
            if separators.contains(trimmed.lowercased()) {
                if !current.isEmpty { items.append(current.joined(separator: " ")) }
                current = []
                continue
            }
            if !trimmed.isEmpty { current.append(trimmed) }
            if trimmed.count != word.count {
                items.append(current.joined(separator: " "))
                current = []
            }
        }
        if !current.isEmpty { items.append(current.joined(separator: " ")) }
        return items.filter { !$0.isEmpty }
    }

    static let separators: Set<String> = ["and", "&", "+", "n"]
    /// `separators` as they stand between two names, for the cheap test in `namesEach`.
    static let spacedSeparators = separators.sorted().map { " \($0) " }

    /// Whether `lookup` finds `phrase` itself, or each name of it (`namesEach`).
    package static func names(_ phrase: String, _ lookup: (String) -> String?) -> Bool {
        lookup(phrase) != nil || namesEach(phrase, lookup)
    }

    /// Whether `phrase` is two or more names each of which `lookup` finds, all different.
    package static func namesEach(_ phrase: String, _ lookup: (String) -> String?) -> Bool {
        // The cheap test first: most names hold no separator at all.
        guard phrase.contains(",") || spacedSeparators.contains(where: phrase.contains) else {
            return false
        }
        let found = items(phrase).map(lookup)
        return found.count >= 2 && eachDifferent(found)
    }

    /// Whether every name was found (`found`, one lookup's answers) and no two found the
    /// same item: "the budget and the draft budget" may be one task twice.
    package static func eachDifferent(_ found: [String?]) -> Bool {
        found.allSatisfy { $0 != nil }
            && Set(found.compactMap { $0?.lowercased() }).count == found.count
    }
}

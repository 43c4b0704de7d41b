/// A priority said on its own after a request, adding or correcting its level: "add salt
/// to the shopping list, low priority", "call the plumber, no rush", "the VAT return
/// isn't urgent any more, medium is fine". Alone such words ask for nothing (they are
/// declined); the planner gives the level to the step before them.
package enum PriorityAfterthoughts {
    static let said = Pattern(
        grammar:
            "^(?:(?:no|nah|actually|ok|okay|so|well|but|and|oh)[,.]? )*(?:just |maybe |probably |i think |i guess )?(?:(?<said>\(Fragments.priorityWord))(?: priority)?(?:'s| is| would be| will be| should be| ought to be)? (?:fine|ok|okay|alright|all right|enough|plenty|good|good enough|better|right|about right|do|will do|would do|then|instead|is plenty|for now)|(?:it's |its |it is )?(?:an? )?(?<named>\(Fragments.priorityWord)) priority|(?:it's |its |it is )?(?<word>urgent|critical|asap|important)|(?<low>no rush|no hurry|no great rush|no rush at all|not urgent|not important|not a priority|no big deal|whenever))(?: though| then| for now| really| actually| i think| please)?[.!]*$"
    )

    /// "both high", "all of them urgent", "both low priority": one level said of every
    /// capture before it. ("then make them both urgent" asks for a change of each.)
    static let saidOfEvery = Pattern(
        grammar:
            "^(?:(?:and|so|oh|ok|okay)[,.]? )*\(Fragments.everyOneNamed)[,:]? (?:are |is |as |at |should be |need to be |to be |can be )?(?<level>\(Fragments.priorityWord))(?: priority| prio)?(?: please| pls| thanks)?[.!]*$"
    )

    /// The level `normalized` (a clause's normalized text) settles on, or nil when it is
    /// anything but a priority said on its own.
    package static func level(_ normalized: String) -> String? {
        reading(normalized)?.level
    }

    /// `level(_:)`, and whether it is said of every capture before it ("both high"), not
    /// of the last alone.
    package static func reading(_ normalized: String) -> (level: String, ofEvery: Bool)? {
        guard normalized.utf8.count <= 60 else { return nil }
        if let every = saidOfEvery.firstMatch(in: normalized) {
            return normalized.slice(utf8: every.group(named: "level")).flatMap {
                PriorityWords.level(String($0))
            }.map { ($0, true) }
        }
        guard let m = said.firstMatch(in: normalized) else { return nil }
        if m.group(named: "low") != nil { return ("low", false) }
        let range = m.group(named: "said") ?? m.group(named: "named") ?? m.group(named: "word")
        return normalized.slice(utf8: range).flatMap { PriorityWords.level(String($0)) }.map {
            ($0, false)
        }
    }

    /// Whether the level `normalized` settles on is said as the one it is not ("not
    /// urgent", "not a priority"): after a level of the request's own ("make the press
    /// release high, not urgent") it tells the two apart and changes nothing; alone it
    /// asks for a low one.
    package static func denies(_ normalized: String) -> Bool {
        guard let m = said.firstMatch(in: normalized), let low = m.group(named: "low") else {
            return false
        }
        return normalized.slice(utf8: low)?.hasPrefix("not ") == true
    }
}

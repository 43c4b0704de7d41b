/// A level said on its own after a request, correcting or adding its priority: "the VAT
/// return isn't urgent any more, medium is fine", "add a task to call the plumber, high
/// will do". Alone such words ask for nothing (they are declined); the planner gives the
/// level to the step before them.
package enum PriorityCorrections {
    static let said = Pattern(
        grammar:
            "^(?:(?:no|nah|actually|ok|okay|so|well|but|though|and)[,.]? )*(?:just |maybe |probably |i think |i guess )?(?<p>\(Fragments.priorityWord))(?: priority)?(?:'s| is| would be| will be| should be| ought to be)? (?:fine|ok|okay|alright|all right|enough|plenty|good|good enough|better|right|about right|do|will do|would do|then|instead|is plenty|for now)(?: though| then| for now| really| actually| i think)?[.!]*$"
    )

    /// The level `normalized` (a clause's normalized text) settles on, or nil when it is
    /// anything but a level with "is fine" or the like.
    package static func level(_ normalized: String) -> String? {
        guard normalized.utf8.count <= 60, let m = said.firstMatch(in: normalized),
            let word = normalized.slice(utf8: m.group(named: "p"))
        else { return nil }
        return PriorityWords.level(String(word))
    }
}

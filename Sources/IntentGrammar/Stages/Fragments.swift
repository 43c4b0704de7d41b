/// Regex fragments the frames share, over the normalized clause (lower case, one space
/// between words, punctuation attached to the word before it).
package enum Fragments {
    /// The shopping list's own names: each files a task under the "Shopping" list.
    static let shoppingListNames: Set<String> = ["shopping", "grocery", "groceries"]
    /// A determiner or possessive before an item name.
    static let article = "(?:the|my|our|a|an|this|that|your)"
    /// Nouns that mean "an entry on my list".
    static let taskNoun =
        "(?:task|tasks|to-?do|to-?dos|todos?|item|items|reminder|reminders|chore|chores|action items?|job|(?<=my |the |which |what |any |all |our |of )jobs)"
    /// Ways of naming the task list itself.
    static let listNoun =
        "(?:list|lists|to-?do list|todo list|task list|tasks|to-?dos|todos|reminders|checklist)"
    /// Words that mean finished.
    static let doneWord =
        "(?:done|finished|complete|completed|sorted|sorted out|taken care of|dealt with|handled|out of the way|ticked off|checked off|crossed off|over and done with|all done|wrapped up|squared away|knocked out|nailed|in the bag)"
    /// A priority level as said.
    /// Words that say "each of the things just named": "both", "all of them", "the lot".
    package static let everyOneNamed =
        "(?:both|all|each|the lot|all (?:two|three|four|five|2|3|4|5))(?: of them)?"
    static let priorityWord = "(?:low|medium|normal|mid|high|top|urgent|critical|highest|lowest)"
    /// Calendar nouns: questions with these are about the imported calendar.
    static let calendarNoun = "(?:calendar|calender|cal|meetings?|events?|appointments?|appts?)"
    /// A list or project name, which holds no "to my", "on the" or the like before a list
    /// or project noun: the name runs from the last one, so "a trip to the post office
    /// to my to-do list" names the to-do list.
    static let placeName =
        "(?:(?! (?:to|on|onto|in|into|for|under) (?:my|the|our) [^,:;]*\\b(?:list|project)\\b)[^,:;])+?"
    /// How often, said as an adjective before a reminder or task noun ("a daily
    /// reminder", "a recurring task"): the repeat phrase itself is read from the clause.
    static let repeatAdjective =
        "(?:repeating|recurring|regular|daily|nightly|weekly|fortnightly|monthly|yearly|annual)"
    /// What is added to a note, said before where it goes: "add a line to ...", "stick
    /// another point on ...".
    static let noteAddition =
        "(?:this|that|the following|something|(?:a|an|another|one more|this) (?:line|bit|sentence|point|thought|item|paragraph|bullet|note|thing))"
    /// Prepositions that introduce a new date.
    static let toDate = "(?:to|till|until|til|for|on|onto|into|by|until|'?til)"
}

/// Maps said priority words to the four levels.
enum PriorityWords {
    /// The levels as other to-do apps number them, 1 the highest: "p1", "priority 2".
    static let numbered = ["urgent", "high", "medium", "low"]

    /// The level numbered `digit` (an ASCII byte, "1" to "4"), or nil.
    static func numbered(_ digit: UInt8) -> String? {
        guard digit >= UInt8(ascii: "1"), digit <= UInt8(ascii: "4") else { return nil }
        return numbered[Int(digit - UInt8(ascii: "1"))]
    }

    /// "p1" to "p4" and their plurals ("show my p2s") as the words the grammar reads.
    static let flags: [String: [String]] = Dictionary(
        uniqueKeysWithValues: numbered.enumerated().flatMap { index, level in
            [
                ("p\(index + 1)", [level, "priority"]),
                ("p\(index + 1)s", [level, "priority", "tasks"]),
            ]
        })

    static func level(_ word: String?) -> String? {
        guard let word else { return nil }
        switch word {
        case "low", "lowest", "minor": return "low"
        case "medium", "normal", "mid": return "medium"
        case "high", "top", "important", "highest": return "high"
        case "urgent", "critical", "asap": return "urgent"
        default: return nil
        }
    }
}

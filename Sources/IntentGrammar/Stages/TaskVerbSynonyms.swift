/// Verbs that report the same errand done: "rang the plumber" completes "call the
/// plumber", "picked up milk" completes "buy milk". A short reviewed table, used only to
/// match a past-tense report against a task's own verb.
enum TaskVerbSynonyms {
    static let groups: [[String]] = [
        ["call", "ring", "phone", "contact", "speak", "talk"],
        ["buy", "get", "pick", "purchase", "grab", "collect"],
        ["email", "mail", "message", "text", "write"],
        ["fix", "repair", "mend", "sort"],
        ["book", "reserve", "schedule", "arrange"],
        ["send", "post", "submit", "file", "lodge"],
        ["pay", "settle"],
        ["clean", "tidy", "clear"],
        ["finish", "complete", "do"],
    ]

    /// `lemma` first, then the other verbs of its group.
    static func of(_ lemma: String) -> [String] {
        guard let group = groups.first(where: { $0.contains(lemma) }) else { return [lemma] }
        return [lemma] + group.filter { $0 != lemma }
    }
}

/// Everyday verbs that open a to-do when said bare ("buy milk", "email the coach").
///
/// A bare imperative is not captured on its own (it could as well be a request to the
/// assistant), but a list of them ("hire a photographer, print the menus and order
/// catering") is a to-do list, and the planner reads it as one.
package enum TaskVerbs {
    package static let all: Set<String> = [
        "apply", "arrange", "ask", "back", "bake", "bleed", "book", "bring", "buy", "call",
        "cancel", "change",
        "charge", "chase", "check", "choose", "clean", "clear", "collect", "compare", "confirm",
        "contact",
        "cook", "cut", "defrost", "deliver", "descale", "dig", "donate", "download", "draft",
        "drop", "dry",
        "email", "e-mail", "empty", "exchange", "feed", "file", "fill", "finish", "fix", "follow",
        "get",
        "hang", "hire", "hoover", "install", "invite", "iron", "label", "learn", "mend", "message",
        "measure",
        "mow", "net", "order", "organise", "organize", "pack", "paint", "pay", "phone", "pick",
        "plan", "plant",
        "polish", "post", "practise", "practice", "prepare", "print", "prune", "read", "record",
        "recycle",
        "register", "renew", "repair", "replace", "research", "reply", "respond", "return",
        "review", "ring",
        "rinse", "schedule", "scrub", "send", "sew", "shampoo", "ship", "sign", "sort", "study",
        "submit",
        "take", "test", "text", "thank", "tidy", "top", "trim", "unpack", "update", "upload",
        "visit", "walk",
        "wash", "water", "weed", "wipe", "wrap", "write",
        // Errands of the house, the post and the bank.
        "assemble", "claim", "declutter", "fetch", "fold", "forward", "grab", "groom", "insure",
        "invoice", "mop", "rake", "rebook", "refill", "repot", "reserve", "restock", "scan",
        "sell", "service", "sweep", "transfer", "unblock", "vacuum", "varnish", "withdraw",
    ]

    /// Verbs of getting in touch: what follows one ("ask if they can do the 27th") may be
    /// what is said, not another thing to do.
    package static let contactVerbs: Set<String> = [
        "call", "contact", "email", "e-mail", "message", "phone", "ring", "text", "write",
    ]
    /// Verbs of what is said when in touch: "ask", "confirm", "tell them".
    package static let sayingVerbs: Set<String> = [
        "ask", "confirm", "explain", "let", "mention", "request", "say", "tell", "thank",
    ]
    /// Verbs of finding something out, said when in touch only with what is asked:
    /// "check if", "see whether", "find out when".
    package static let askingVerbs: Set<String> = ["check", "see", "find"]
    package static let askedWords: Set<String> = [
        "if", "whether", "what", "when", "where", "how", "who", "out",
    ]

    /// Whether the words open with what is said to someone: "ask if they can", "check
    /// whether it's in stock"; not "check the gutters", nor "tell me" (the assistant).
    package static func saysSomething(_ utterance: Utterance) -> Bool {
        // The first word alone rules out most clauses, before their words are listed.
        guard let first = utterance.firstWord,
            sayingVerbs.contains(first) || askingVerbs.contains(first)
        else { return false }
        let words = utterance.words
        guard words.count >= 2, words[1] != "me" else { return false }
        if sayingVerbs.contains(words[0]) { return true }
        return askingVerbs.contains(words[0]) && askedWords.contains(words[1])
    }

    /// Whether `word` (normalized) is an errand's verb, or one done again: "re-record",
    /// "re-pot", "re-book" (the hyphen marks the prefix; "really" is no "ally" again).
    package static func isTaskVerb(_ word: String) -> Bool {
        if all.contains(word) { return true }
        guard word.hasPrefix("re-"), word.utf8.count > 5 else { return false }
        return all.contains(String(word.dropFirst(3)))
    }

    /// True for "buy milk" and "email the coach at 2pm"; false for "dad on Sunday", and
    /// for a verb with nothing after it but pronouns and particles ("check this out",
    /// "sort it out", "get me"): that says nothing a to-do could hold.
    package static func opens(_ utterance: Utterance) -> Bool {
        guard utterance.wordCount >= 2, let first = utterance.firstWord else { return false }
        var skipped = 1
        if !isTaskVerb(first) {
            // "set up the printer", "set out the chairs": a verb of pb's own ("set X to
            // high") with a particle that makes it an errand's. (Most first words are
            // neither, and their words are not listed.)
            guard let particles = phrasalErrands[first] else { return false }
            let words = utterance.words
            guard words.count >= 3, particles.contains(words[1]) else { return false }
            skipped = 2
        }
        let words = utterance.tokens.lazy.filter { !$0.isPunctuation }.dropFirst(skipped)
        // "back is killing me", "water needs changing": a noun the verb's word spells,
        // then its own verb, is a subject; no errand is asked.
        if skipped == 1, let next = words.first,
            Self.verbsAfterASubject.contains(utterance.form(next))
        {
            return false
        }
        return words.contains { !FunctionWords.all.contains(utterance.form($0)) }
    }

    /// Verbs that follow a subject, never an imperative's verb.
    static let verbsAfterASubject: Set<String> = [
        "is", "isn't", "isnt", "are", "aren't", "arent", "was", "wasn't", "wasnt", "were",
        "weren't", "werent", "has", "hasn't", "hasnt", "had", "hadn't", "will", "won't", "wont",
        "can't", "cant", "does", "doesn't", "doesnt", "did", "didn't", "didnt", "needs",
        "keeps", "looks", "seems",
    ]

    /// Verbs of pb's own commands that, with one of these particles, are an errand's.
    static let phrasalErrands: [String: Set<String>] = [
        "set": ["up", "out"], "put": ["up", "together"],
    ]
}

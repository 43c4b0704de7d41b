/// Verbs that name an action, as lemmas, reviewed by hand.
///
/// WordNet suggested candidates; each entry here is one a careful reader approved for a
/// task list, in British and American spelling. A lemma belongs to one action at most.
///
/// Verbs that belong to no action, on purpose:
/// - "do", "get", "have", "go", "be": auxiliaries and light verbs. As an auxiliary "do"
///   turned "did we decide on the venue?" into a completion.
/// - Task verbs ("pay", "clean", "call", "buy", "book", "tackle", "finalise"): in the
///   past tense they report that work is done ("paid the water bill"), but that reading
///   needs the task's own verb and is the grammar's; as imperatives they are captures.
/// - "call": "call X Y" renames, but "call mum" is the commonest task there is.
/// - "set": "set the date", "set a reminder", "set the priority" belong to three
///   actions; the grammar's slot frames read it with its object.
/// - "mark": "mark done", "mark as urgent", "mark as blocked"; the grammar reads it with
///   its complement.
/// - "check", "cross", "write", "take", "read", "see", "give", "tell": everyday verbs
///   whose action is in a phrase ("check off", "cross off", "write down", "take back",
///   "read out"), never in the verb alone ("check the gutters", "see the dentist").
/// - "forget": "forget about X" deletes, but "I forgot to pay" and "don't forget to
///   call" do not.
/// - "restore": undo restores the last turn only, and reopening needs a task that
///   still exists; "restore" alone promises more than either.
/// - "table": postpones in American English and brings forward in British.
/// - "new": an adjective; "new task: X" is a labelled capture the grammar reads.
package enum VerbLexicon {
    /// Single-word lemmas per action.
    ///
    /// Deliberately here although ambiguous, because the grammar needs the cue and
    /// grounds it in stored items:
    /// - "sort", "handle", "fix", "nail", "clear", "action": generic reports of done work,
    ///   whatever the task's own verb ("that's the passport sorted", "boiler: fixed").
    ///   "sort the list by date" is a listing; the cue noun "list" outweighs the verb.
    /// - "change": usually a new date ("change the dentist to Friday"); without a date
    ///   slot the grammar should prefer a rename or a priority.
    /// - "start", "open", "put", "make": create with a cue noun ("start a project",
    ///   "put milk on the list"), otherwise task titles.
    /// - "schedule", "diarise": a new item with a date; the grammar reschedules instead
    ///   when the object names a stored task.
    /// - "review": "review my week" summarises; "review the contract" is a task title.
    /// - "scratch": "scratch that" undoes the last turn; "scratch the gym session"
    ///   deletes, and is left to the grammar's frames.
    /// - "hide": snoozes with a date ("hide it until Monday").
    /// - "raise", "lower": almost always said of a priority ("lower the priority on the
    ///   press release"); "lower the blinds" is another domain, which the grammar's
    ///   evidence against declines.
    /// The completion verbs above that name work done in the world ("sort", "handle",
    /// "fix", ...): reports when past, never a completion said as an imperative ("fix the
    /// fence" asks for the work).
    package static let workReports: Set<String> = [
        "accomplish", "action", "clear", "fix", "handle", "nail", "resolve", "sort",
    ]

    package static let synonyms: [VerbAction: [String]] = [
        .complete: [
            "accomplish", "action", "clear", "close", "complete", "finish", "fix", "handle",
            "nail", "resolve", "sort", "tick",
        ],
        .reopen: [
            "reactivate", "reinstate", "reopen", "resurrect", "revive", "uncheck", "uncomplete",
            "unfinish", "untick",
        ],
        .delete: [
            "ax", "axe", "bin", "cancel", "delete", "discard", "ditch", "drop", "erase", "kill",
            "nix", "nuke", "purge", "remove", "scrap", "trash",
        ],
        .reschedule: ["change", "move", "rearrange", "rebook", "reschedule", "shift", "switch"],
        .postpone: [
            "bump", "defer", "delay", "kick", "postpone", "punt", "push", "shelve", "slide",
            "slip",
        ],
        .advance: ["advance", "expedite", "prepone"],
        .snooze: ["hide", "snooze"],
        .prioritize: ["escalate", "flag", "prioritise", "prioritize", "raise", "star", "upgrade"],
        .deprioritize: [
            "demote", "deprioritise", "deprioritize", "downgrade", "lower", "unflag", "unstar",
        ],
        .create: [
            "add", "create", "diarise", "diarize", "make", "open", "put", "schedule", "start",
        ],
        .capture: [
            "append", "capture", "jot", "log", "note", "record", "remember", "remind", "save",
        ],
        .list: ["display", "list", "print", "show", "view"],
        .search: ["find", "grep", "locate", "query", "retrieve", "search"],
        .link: ["associate", "attach", "connect", "link", "relate", "tie"],
        .summarize: ["brief", "recap", "review", "summarise", "summarize"],
        .rename: ["rename", "rephrase", "relabel", "retitle", "reword"],
        .undo: ["revert", "reverse", "scratch", "undo"],
        .redo: ["reapply", "redo"],
    ]

    /// The action of a single-word verb lemma, or nil when it names none.
    package static func action(of lemma: String) -> VerbAction? {
        actionByLemma[lemma]
    }

    /// Phrasal verbs as lemma sequences, longest first, so a reader that tries them in
    /// order finds "kick down the road" before "kick".
    ///
    /// A phrase wins over its first word's own action: "bump up" prioritises although
    /// "bump" postpones, "move up" advances although "move" reschedules.
    package static let phrasal: [(words: [String], action: VerbAction)] = longestFirst([
        (["kick", "down", "the", "road"], .postpone),
        (["get", "rid", "of"], .delete),
        (["take", "care", "of"], .complete),
        (["check", "off"], .complete),
        (["close", "out"], .complete),
        (["cross", "off"], .complete),
        (["deal", "with"], .complete),
        (["finish", "off"], .complete),
        (["finish", "up"], .complete),
        (["knock", "off"], .complete),
        (["knock", "out"], .complete),
        (["mark", "off"], .complete),
        (["polish", "off"], .complete),
        (["sort", "out"], .complete),
        (["square", "away"], .complete),
        (["strike", "off"], .complete),
        (["strike", "through"], .complete),
        (["tick", "off"], .complete),
        (["wrap", "up"], .complete),
        (["bring", "back"], .reopen),
        (["call", "off"], .delete),
        (["forget", "about"], .delete),
        (["take", "off"], .delete),
        (["bump", "back"], .postpone),
        (["bump", "out"], .postpone),
        (["carry", "over"], .postpone),
        (["hold", "off"], .postpone),
        (["kick", "out"], .postpone),
        (["move", "back"], .postpone),
        (["push", "back"], .postpone),
        (["push", "out"], .postpone),
        (["put", "back"], .postpone),
        (["put", "off"], .postpone),
        (["roll", "over"], .postpone),
        (["set", "back"], .postpone),
        (["bring", "forward"], .advance),
        (["move", "forward"], .advance),
        (["move", "up"], .advance),
        (["pull", "forward"], .advance),
        (["pull", "in"], .advance),
        (["bump", "up"], .prioritize),
        (["bump", "down"], .deprioritize),
        (["set", "up"], .create),
        (["jot", "down"], .capture),
        (["note", "down"], .capture),
        (["write", "down"], .capture),
        (["print", "out"], .list),
        (["pull", "up"], .list),
        (["read", "out"], .list),
        (["dig", "out"], .search),
        (["dig", "up"], .search),
        (["hunt", "for"], .search),
        (["look", "for"], .search),
        (["look", "up"], .search),
        (["track", "down"], .search),
        (["file", "under"], .link),
        (["link", "up"], .link),
        (["sum", "up"], .summarize),
        (["roll", "back"], .undo),
        (["take", "back"], .undo),
    ])

    /// `phrasal` by its first word, each verb's entries in `phrasal`'s order (longest
    /// first): a reader looks up its verb's entries instead of comparing every entry.
    package static let phrasalByVerb: [String: [(words: [String], action: VerbAction)]] =
        Dictionary(grouping: phrasal, by: { $0.words[0] })

    /// Phrasal verbs that belong to no action although their first word has one, so a
    /// reader that matches phrases first does not take "drop off the parcel" for a
    /// deletion or "kick off the project" for a postponement.
    package static let phrasalWithoutAction: [[String]] = [
        ["add", "up"], ["clear", "out"], ["clear", "up"], ["drop", "by"], ["drop", "in"],
        ["drop", "off"], ["fix", "up"], ["kick", "off"], ["log", "in"], ["log", "into"],
        ["log", "on"], ["log", "out"], ["make", "sure"], ["make", "up"], ["move", "in"],
        ["move", "on"], ["move", "out"], ["open", "up"], ["put", "away"], ["put", "on"],
        ["put", "together"], ["put", "up"], ["save", "up"], ["show", "off"], ["show", "up"],
        ["sort", "of"], ["switch", "off"], ["switch", "on"], ["tie", "up"],
    ]

    private static let actionByLemma: [String: VerbAction] = {
        var table: [String: VerbAction] = [:]
        for (action, lemmas) in synonyms {
            for lemma in lemmas { table[lemma] = action }
        }
        return table
    }()

    /// Sorts by length, longest first, keeping the written order among equals.
    private static func longestFirst(_ entries: [(words: [String], action: VerbAction)])
        -> [(words: [String], action: VerbAction)]
    {
        entries.enumerated()
            .sorted { ($0.element.words.count, -$0.offset) > ($1.element.words.count, -$1.offset) }
            .map(\.element)
    }
}

package import ToolBox

/// Read-only names of what exists, for readings that depend on it.
///
/// Contract: answers depend only on the store's state when the snapshot was taken, never
/// on call order or time, so the same snapshot always gives the same reading. Lookups
/// follow DESIGN.md's rule (exact title, then stemmed content-word overlap).
package protocol KnownNames {
    /// The title of the one open task `phrase` names, or nil (none, or ambiguous).
    func openTask(named phrase: String) -> String?
    /// The title of the one done task `phrase` names, or nil.
    func doneTask(named phrase: String) -> String?
    /// The titles of the open tasks `phrase` fits equally well, best first, when it fits
    /// more than one (where `openTask(named:)` gives nil); empty otherwise.
    func openTasks(fitting phrase: String) -> [String]
    /// Whether `phrase` finds any stored task, open or done, one or several.
    func findsAnyTask(_ phrase: String) -> Bool
    /// The name of the project `phrase` names, or nil.
    func project(named phrase: String) -> String?
    /// The one stored project `name` misspells ("shoping" for Shopping, see `NameSlips`)
    /// when none is called `name`; nil otherwise.
    func project(misspelled name: String) -> String?
    /// The title of the note `phrase` names, or nil.
    func note(named phrase: String) -> String?
    /// True when the person's notes mention most of the content words of `question`: the
    /// evidence that a question could be answered from them rather than from the world.
    func notesMention(_ question: String) -> Bool
    /// Every open task, in the order they were added: what a description ("the one due
    /// Friday", "the urgent one", see `TaskDescription`) picks from.
    func openTaskFacts() -> [OpenTaskFacts]
}

extension KnownNames {
    /// The stored project called exactly `name` (ignoring case): not one the name's words
    /// merely overlap, as `project(named:)` also finds.
    package func project(calledExactly name: String) -> String? {
        project(named: name).flatMap { $0.lowercased() == name.lowercased() ? $0 : nil }
    }

    /// Whether `phrase` names one stored item: an open or done task, a project or a note.
    package func namesAnItem(_ phrase: String) -> Bool {
        openTask(named: phrase) ?? doneTask(named: phrase) ?? project(named: phrase)
            ?? note(named: phrase) != nil
    }

    /// Whether an open or done task is called exactly `name` (ignoring case).
    package func hasTask(calledExactly name: String) -> Bool {
        let lower = name.lowercased()
        return openTask(named: name)?.lowercased() == lower
            || doneTask(named: name)?.lowercased() == lower
    }
}

extension ParseContext {
    /// `said` as a project's name: the stored project it misspells, when there is one
    /// ("my shoping list" files under Shopping rather than a new list), else as said.
    package func projectName(_ said: String) -> String {
        // "#house-move": the tag's words name the stored project as they would unsaid.
        if let tagged = ItemNames.fromTag(said) {
            return storedProject(tagged) ?? tagged
        }
        guard grounded else { return said }
        // "the shopping list", "the garden board": a stored project named with the word
        // a list or a board is called by, when none is called that whole.
        let lower = said.lowercased()
        if let noun = [" list", " board"].first(where: {
            lower.hasSuffix($0) && lower.count > $0.count
        }),
            names.project(calledExactly: said) == nil,
            let stored = storedProject(String(said.dropLast(noun.count)))
        {
            return stored
        }
        return names.project(misspelled: said) ?? said
    }

    /// The stored project called `said`, or the one it misspells; nil without a store.
    package func storedProject(_ said: String) -> String? {
        guard grounded else { return nil }
        return names.project(calledExactly: said) ?? names.project(misspelled: said)
    }
}

/// A store with nothing in it: used when there is no store (eval without a fixture).
package struct NoKnownNames: KnownNames {
    package init() {}
    package func openTask(named phrase: String) -> String? { nil }
    package func doneTask(named phrase: String) -> String? { nil }
    package func openTasks(fitting phrase: String) -> [String] { [] }
    package func findsAnyTask(_ phrase: String) -> Bool { false }
    package func project(named phrase: String) -> String? { nil }
    package func project(misspelled name: String) -> String? { nil }
    package func note(named phrase: String) -> String? { nil }
    package func notesMention(_ question: String) -> Bool { false }
    package func openTaskFacts() -> [OpenTaskFacts] { [] }
}

/// Everything a parse may depend on besides the text.
package struct ParseContext {
    /// "Now": `PB_NOW` when set, else the system clock, read once per turn.
    package let now: LocalDateTime
    package let names: any KnownNames
    /// True when `names` reflects a real store, so a phrase that names nothing is
    /// evidence against acting on it. Without a store, the grammar reads the words alone.
    package let grounded: Bool
    /// How many times the words being read were put in a new order to be read again
    /// (`Fronting`): what bounds that, since two reorderings may undo each other.
    package private(set) var rearrangements = 0
    /// What the readings of this context's request work out more than once, kept for the
    /// request (its copies share it).
    let memo = RequestMemo()

    package init(now: LocalDateTime, names: any KnownNames = NoKnownNames(), grounded: Bool = false)
    {
        self.now = now
        self.names = names
        self.grounded = grounded
    }

    /// The context for reading the words once more, put in a new order.
    package func rearranged() -> ParseContext {
        var next = self
        next.rearrangements += 1
        return next
    }
}

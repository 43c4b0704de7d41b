package import ToolBox

/// Questions about what pb can do or how to ask it: "how do I move a task?", "can you
/// delete projects?", "is it possible to add notes to a project?". They change nothing;
/// the reading is a decline that names what was asked about (`howTo`), so the reply can
/// show a way to say it.
///
/// Two shapes:
/// - "how do I / how to / what do I say to" + a verb: asks for a way, never for the act,
///   whatever the object ("how do I move the dentist to Friday").
/// - "can you / is it possible to / are you able to" + a verb + things in general: the
///   object is only general words with a plural among them ("tasks", "reminders",
///   "things"). "can you add a task to call mum" and "can you move it to Friday" stay
///   polite requests.
enum HowToQuestions {
    static let frame = Frame(
        "howToQuestion",
        "^(?:(?:so|ok|okay|and|but|wait|hmm|hey|um|also) )?(?:(?<how>how (?:do|can|would|should|could|might|shall) (?:i|you|we|one|people)|how does one|how to|what do i (?:say|type|write) to|what should i (?:say|type|write) to|what's the way to|what is the way to)|(?:can|could) (?:i|we|pb)|are you able to|am i able to|is there (?:a|any) way to|do you know how to|does (?:pb|it|this) (?:let me|know how to)|(?:do|will) you(?= (?:do|handle|support|manage|understand|know) ))(?: even| actually| also| ever| still| really| now)? (?<verb>[a-z][a-z'-]*)(?<object>(?: [^ ?!.]+)*?)[?.!]*$"
    ) { m in
        reading(m, asksHow: m.range("how") != nil)
    }

    /// The same question with its opener dropped as a polite form ("can you", "is it
    /// possible to", "could you be able to"): "can you even delete tasks?".
    static let afterPoliteForm = Frame(
        "abilityQuestion",
        "^(?:(?:even|actually|also|ever|still|really) )?(?<verb>[a-z][a-z'-]*)(?<object>(?: [^ ?!.]+)*? (?:\(pluralNouns.sorted().joined(separator: "|")))(?: [^ ?!.]+)*?)[?.!]*$"
    ) { m in
        guard abilityOpener.occurs(in: m.clause.leadIn) else { return nil }
        return reading(m, asksHow: false)
    }

    /// Openers the polite-form stage drops that ask whether, not for the act.
    static let abilityOpener = AffixList([
        "can you", "can u", "could you", "could u", "is it possible", "be able to",
    ])

    static func reading(_ m: FrameMatch, asksHow: Bool) -> ParsedIntent? {
        guard let verb = m.word("verb") else { return nil }
        let object = (m.word("object") ?? "").split(separator: " ").map(String.init)
        let lemma = ParaphraseFrames.lemmatizer.verbLemma(verb)
        let action = HowToQuestions.action(lemma: lemma, object: object)
        if asksHow {
            // "how do I make lasagne", "how do I get to the station": a way in the world.
            // Asked of pb, the question names what pb keeps ("a task", "my shopping list"),
            // a task's state ("mark something as done") or an act only pb does ("undo").
            guard
                object.contains(where: domainNouns.contains)
                    || object.contains(where: doneWords.contains) || pbVerbs.contains(lemma)
            else { return nil }
        } else {
            // "can you list my tasks" asks to see them: a look changes nothing, so it is done.
            if let action, readOnly.contains(action) { return nil }
            guard object.allSatisfy(generalWords.contains),
                object.contains(where: pluralNouns.contains)
            else { return nil }
        }
        // "can you add notes?": what is added says more than "add".
        let topic = topic(of: object)
        let said = [nil, "create", "capture"].contains(action) ? topic : action ?? topic
        return ParsedIntent(.decline, ["howTo": said])
    }

    /// What the question asks how to do: the verb's action ("move" reschedules), a
    /// completion said with its state ("mark something as done"), else nil.
    static func action(lemma: String, object: [String]) -> String? {
        // "how do I fix the fence" asks about the fence, not about pb.
        if let action = VerbLexicon.action(of: lemma), !VerbLexicon.workReports.contains(lemma) {
            return action.rawValue
        }
        if object.contains(where: doneWords.contains) {
            return VerbAction.complete.rawValue
        }
        return nil
    }

    /// The kind of item a question names first, for a reply about it: "project", "note",
    /// "diary", "milestone", "namedList" (a named list: "add milk to my shopping list"), else
    /// "task". "add tasks to a project" is about tasks.
    static func topic(of object: [String]) -> String {
        for (i, word) in object.enumerated() {
            switch word {
            case "task", "tasks", "reminder", "reminders", "todo", "todos", "to-do", "to-dos":
                return "task"
            case "project", "projects": return "project"
            case "note", "notes": return "note"
            case "diary", "journal", "entry", "entries": return "diary"
            case "milestone", "milestones": return "milestone"
            case "list" where i > 0 && !generalWords.contains(object[i - 1]): return "namedList"
            default: continue
            }
        }
        return "task"
    }

    /// Actions that only look: asked whether pb can, it does.
    static let readOnly: Set<String> = [
        VerbAction.list.rawValue, VerbAction.search.rawValue, VerbAction.summarize.rawValue,
    ]

    /// A task's done state, as a question asks how to set it.
    static let doneWords: Set<String> = ["done", "finished", "complete", "completed"]

    /// Verbs said of nothing but a task list or pb itself.
    static let pbVerbs: Set<String> = [
        "undo", "redo", "snooze", "reopen", "untick", "uncheck", "rename", "prioritise",
        "prioritize", "deprioritise", "deprioritize", "reschedule",
    ]

    /// Nouns for what pb keeps and nothing else does: "how do I find my notes" asks about
    /// pb, "how do I find the area of a circle" does not.
    static let domainNouns: Set<String> = [
        "task", "tasks", "reminder", "reminders", "todo", "todos", "to-do", "to-dos",
        "project", "projects", "note", "notes", "milestone", "milestones", "list", "lists",
        "diary", "journal", "priority", "priorities", "deadline", "deadlines", "checklist",
    ]

    /// Plural nouns for things pb keeps, said in general.
    static let pluralNouns: Set<String> = [
        "tasks", "reminders", "todos", "to-dos", "projects", "notes", "milestones", "lists",
        "things", "items", "entries", "deadlines", "dates", "priorities", "dependencies",
        "stuff", "events", "appointments", "jobs", "chores", "errands",
    ]

    /// Nouns for things pb keeps, plural or not.
    static let generalNouns: Set<String> = pluralNouns.union([
        "task", "reminder", "todo", "to-do", "project", "note", "milestone", "list", "thing",
        "item", "entry", "deadline", "date", "priority", "dependency", "event", "appointment",
        "diary", "journal", "something", "anything", "job", "chore", "errand",
    ])

    /// Every word an object said in general may hold: the nouns, and determiners,
    /// prepositions and states that name no one item ("the", "my" and "it" point at
    /// the person's own).
    static let generalWords: Set<String> = generalNouns.union([
        "a", "an", "any", "some", "multiple", "several", "more", "than", "one", "new",
        "other", "different", "recurring", "repeating", "repeat", "done", "finished",
        "complete", "completed", "as", "to", "into", "in", "on", "onto", "between", "from",
        "for", "with", "at", "all", "me", "of", "about", "off", "up", "down", "back",
        "forward", "later", "each", "due", "priority", "old", "existing",
    ])
}

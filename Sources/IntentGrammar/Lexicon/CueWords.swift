/// The grammar's cue words besides its verbs: the nouns, dates, states and question
/// words its frames and evidence read. Spelling correction aims at these and at the
/// lexicon's verbs, never at free text.
enum CueWords {
    /// The same words as a set, for "is this already one of ours?".
    static let set = PackedWordTable(words: all)
    static let shapes = WordShapes(all)

    /// Whether `word` is one of the grammar's cue words.
    static func contains(_ word: String) -> Bool { shapes.mayContain(word) && set.contains(word) }

    static let all: [String] = [
        // Items and where they live.
        "task", "tasks", "todo", "todos", "item", "items", "note", "notes", "reminder",
        "reminders", "project", "projects", "milestone", "milestones", "idea", "ideas",
        "list", "lists", "agenda", "agendas", "schedule", "calendar", "diary", "journal",
        "entry", "entries", "summary", "summaries", "review", "appointment", "appointments",
        "meeting", "meetings", "deadline", "deadlines", "title", "name", "named", "called",
        "everything", "anything", "question", "mood",
        // State, priority and dependencies.
        "priority", "priorities", "urgent", "important", "high", "medium", "low", "overdue",
        "due", "done", "finished", "complete", "completed", "open", "pending", "remaining",
        "outstanding", "upcoming", "blocking", "blocked", "blocker", "blockers", "depends",
        "dependency", "dependencies", "waiting", "status", "progress", "mark", "marked",
        // Repetition.
        "repeat", "repeats", "repeating", "recurring", "every", "daily", "weekly", "monthly",
        "yearly", "annually", "fortnightly",
        // Days, parts of days and periods.
        "today", "tonight", "tomorrow", "yesterday", "morning", "afternoon", "evening",
        "night", "noon", "midnight", "weekday", "weekdays", "weekend", "weekends", "day",
        "days", "week", "weeks", "fortnight", "month", "months", "year", "years", "hour",
        "hours", "minute", "minutes", "couple", "later", "earlier", "soon", "someday", "next",
        "last",
        "until", "before", "after", "monday", "tuesday", "wednesday", "thursday", "friday",
        "saturday", "sunday", "mondays", "tuesdays", "wednesdays", "thursdays", "fridays",
        "saturdays", "sundays", "january", "february", "march", "april", "may", "june",
        "july", "august", "september", "october", "november", "december",
        // Commands that are nouns or adjectives as well.
        "export", "import", "undo", "redo", "search", "summarize", "summarise", "remind", "again",
        // Courtesy and question words.
        "please", "thanks", "what", "when", "where", "which", "who", "whose", "why", "how",
    ]
}

package import ToolBox

/// What the grammar may know of an open task beyond its title, to pick it out when the
/// person describes it rather than names it ("the one due Friday").
package struct OpenTaskFacts: Sendable, Equatable {
    package let title: String
    package let due: LocalDateTime?
    package let priority: String?
    /// The project's name, not its id.
    package let project: String?
    /// The day it was added.
    package let added: CivilDate?

    package init(
        title: String, due: LocalDateTime? = nil, priority: String? = nil, project: String? = nil,
        added: CivilDate? = nil
    ) {
        self.title = title
        self.due = due
        self.priority = priority
        self.project = project
        self.added = added
    }
}

/// One task picked out by what is true of it, not by its name: "the one due tomorrow",
/// "thursday's task", "the overdue one", "the urgent task", "the top priority one", "the
/// last task I added", "the one I added yesterday", "the one in the Garden project".
///
/// A description is a determiner, any describing words, a head noun ("one", "task",
/// "item", ...) and what follows it: "due" and a date ("due Friday"), a relative clause
/// ("that's due Friday", "that's overdue"), a project ("in the Garden project") or who
/// added it and when ("I just added", "I added yesterday"). At least one thing must
/// describe the task; "the task" alone describes nothing.
package struct TaskDescription: Equatable {
    /// The words that describe, in the text's UTF-8 offsets.
    package var span: Range<Int>
    /// The task is due on one of these days.
    package var due: ClosedRange<CivilDate>?
    /// The days `due` names read backwards, when no task is due on the days to come:
    /// "the one due on the 7th" said on the 10th is the 7th of this month, overdue, when
    /// nothing is due on the 7th of next.
    package var dueBefore: ClosedRange<CivilDate>?
    package var overdue = false
    /// The task has no due date ("the undated one", "the one with no due date").
    package var undated = false
    /// The task's priority is one of these ("important" is high or urgent).
    package var priorities: Set<String>?
    /// "the top priority one": of the tasks that fit, those at the highest level any of
    /// them has.
    package var highestPriority = false
    /// Of the tasks that fit, the one added last.
    package var newest = false
    /// Of the tasks that fit, the one added first ("the oldest task", "the first one I
    /// added").
    package var oldest = false
    /// The task was added on one of these days.
    package var added: ClosedRange<CivilDate>?
    /// The project's name as said ("garden").
    package var project: String?
    /// Words said before the head that name the task or its project ("the q3 one", "the
    /// launch party task"), lowercased.
    package var named: [String]?
    /// Other days the task may be due on instead of `due`: "due today or tomorrow".
    package var orDue: ClosedRange<CivilDate>?
    /// The task is due at this time of day ("the 2pm one", "the one due at 3").
    package var dueTime: ClockTime?

    /// Whether the description holds nothing but words that name ("the dentist one"):
    /// such words pick the task the name lookup would find, so only several fitting
    /// is news (`IntentParser.taskReference`).
    package var onlyNames: Bool {
        named != nil && due == nil && dueBefore == nil && !overdue && !undated
            && priorities == nil && !highestPriority && !newest && !oldest && added == nil
            && project == nil && dueTime == nil
    }

    /// Whether `task` fits every part of the description but those that choose among the
    /// tasks that fit (`picked`).
    func fits(
        _ task: OpenTaskFacts, today: CivilDate, project stored: String?,
        namedProject: String? = nil
    ) -> Bool {
        if let due,
            !(task.due.map { due.contains($0.date) || orDue?.contains($0.date) == true } ?? false)
        {
            return false
        }
        if let dueTime, task.due?.time != dueTime { return false }
        if undated, task.due != nil { return false }
        if overdue, !(task.due.map { $0.date < today } ?? false) { return false }
        if let priorities, !(task.priority.map(priorities.contains) ?? false) { return false }
        if let added, !(task.added.map(added.contains) ?? false) { return false }
        // "the launch one" beside projects Launch and Launch party is Launch's: a
        // project called exactly what was said is the one meant.
        if let named, !Self.holds(task.title, named) {
            if let namedProject {
                guard task.project?.lowercased() == namedProject else { return false }
            } else if !Self.holds(task.project ?? "", named) {
                return false
            }
        }
        if project != nil {
            guard let stored, task.project?.lowercased() == stored.lowercased() else {
                return false
            }
        }
        return true
    }

    /// The open tasks this describes, from `tasks` in the order they were added: all that
    /// fit, those of them at the highest priority, or the last of them added.
    package func picked(
        from tasks: [OpenTaskFacts], today: CivilDate, project stored: String?
    ) -> [OpenTaskFacts] {
        let said = named?.joined(separator: " ")
        let namedProject = tasks.lazy.compactMap { $0.project?.lowercased() }.first {
            $0 == said
        }
        var fitting = tasks.filter {
            fits($0, today: today, project: stored, namedProject: namedProject)
        }
        if fitting.isEmpty, let dueBefore {
            var before = self
            before.due = dueBefore
            before.dueBefore = nil
            return before.picked(from: tasks, today: today, project: stored)
        }
        if highestPriority {
            let top = fitting.map { Self.rank($0.priority) }.max() ?? 0
            fitting = top == 0 ? [] : fitting.filter { Self.rank($0.priority) == top }
        }
        if oldest, let first = fitting.first { return [first] }
        guard newest, let last = fitting.last else { return fitting }
        return [last]
    }

    /// The day a possessive typed without its apostrophe names: "sundays" (the coming
    /// Sunday, as "Sunday's" is), "todays", "tomorrows".
    static func possessiveDay(_ word: String, today: CivilDate) -> ClosedRange<CivilDate>? {
        guard word.hasSuffix("s") else { return nil }
        let stem = word.dropLast()
        let day: CivilDate
        if stem == "today" {
            day = today
        } else if stem == "tomorrow" {
            day = today.adding(days: 1)
        } else if let weekday = weekdays.firstIndex(of: String(stem)) {
            // Monday is 1; a weekday said on that weekday is a week on.
            let ahead = (weekday + 1 - today.weekday + 7) % 7
            day = today.adding(days: ahead == 0 ? 7 : ahead)
        } else {
            return nil
        }
        return day...day
    }

    static let weekdays = [
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    ]

    /// Whether `name` holds every word of `words`, a plural "s" or a verb's ending aside
    /// ("the seed one" names "buy seeds", "the booking one" "book venue").
    static func holds(_ name: String, _ words: [String]) -> Bool {
        let have = Set(
            DescriptionWords(name).texts.flatMap {
                [$0, $0.hasSuffix("s") ? String($0.dropLast()) : $0]
            })
        return words.allSatisfy {
            have.contains($0) || have.contains($0 + "s")
                || (($0.hasSuffix("ing") || $0.hasSuffix("ed")) && $0.utf8.count > 4
                    && have.contains(Errand.lemmatizer.verbLemma($0)))
        }
    }

    static func rank(_ priority: String?) -> Int {
        switch priority {
        case "urgent": 4
        case "high": 3
        case "medium": 2
        case "low": 1
        default: 0
        }
    }
}

extension TaskDescription {
    /// The first description in `text` that starts at or after the UTF-8 offset `from`,
    /// given the date phrases found in it; nil when there is none.
    ///
    /// `isProject` says whether words name a stored project, so that "the one in launch
    /// party" names one without the word "project".
    package static func find(
        in text: String, from: Int = 0, dates: @autoclosure () -> [DateMatch],
        today: CivilDate, isProject: (String) -> Bool = { _ in false },
        storeHolds: ([String]) -> Bool = { _ in false }
    ) -> TaskDescription? {
        let words = DescriptionWords(text)
        guard !words.isEmpty else { return nil }
        // The date phrases are read only once a head's words need them: most heads have
        // none of the words a description needs around them.
        var read: [DateSpan]?
        func dateSpans() -> [DateSpan] {
            if let read { return read }
            let spans = dates().map { match in
                let start = text.utf8.distance(from: text.startIndex, to: match.range.lowerBound)
                return DateSpan(
                    start: start,
                    end: text.utf8.distance(from: text.startIndex, to: match.range.upperBound),
                    days: match.value.date...(match.through ?? match.value.date),
                    lead: words.first(atOrAfter: start), phrase: String(text[match.range]),
                    today: today,
                    time: DateSpan.saysClockTime(String(text[match.range]))
                        ? match.value.time : nil,
                    timeOnly: match.isTimeOfDay)
            }
            read = spans
            return spans
        }
        for head in words.indices
        where words[head].range.lowerBound >= from && heads.contains(headNoun(words[head].text))
            && !countsAUnit(head, words)
        {
            if let found = described(
                at: head, words, dateSpans, today: today, isProject: isProject,
                storeHolds: storeHolds), found.span.lowerBound >= from
            {
                return found
            }
        }
        return nil
    }

    /// Whether the head at `index` is the number one before a unit: "one hour before",
    /// "1 day later".
    static func countsAUnit(_ index: Int, _ words: DescriptionWords) -> Bool {
        guard headNoun(words[index].text) == "one", index + 1 < words.count else { return false }
        return units.contains(words[index + 1].text)
    }

    static let units: Set<String> = [
        "hour", "hours", "minute", "min", "second", "day", "week", "month", "year", "fortnight",
        "more",
    ]

    /// A word as a head noun: "one's" (in "the friday one's done") is "one" and "is".
    static func headNoun(_ word: String) -> String {
        if word == "1" { return "one" }  // "the 1 due friday", typed in haste
        return word.hasSuffix("'s") ? String(word.dropLast(2)) : word
    }

    /// Whether `text` holds one of the head nouns as a word, in any case: most requests
    /// do not, and are not looked at further.
    package static func mayBeIn(_ text: String) -> Bool {
        headList.occurs(asWordIn: text) || holdsADigitOne(text)
    }

    /// "the 1 due friday": the digit alone, between spaces, is "one".
    private static func holdsADigitOne(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            bytes.indices.contains { index in
                bytes[index] == UInt8(ascii: "1") && (index == 0 || bytes[index - 1] == 0x20)
                    && (index + 1 == bytes.count || bytes[index + 1] == 0x20)
            }
        }
    }

    private static let headList = AffixList(heads.sorted())

    /// Nouns that stand for one task.
    package static let heads: Set<String> = [
        "one", "task", "item", "todo", "to-do", "thing", "job", "reminder", "chore", "errand",
        "whatever", "whichever",
    ]
    static let determiners: Set<String> = ["the", "that", "this", "my", "whichever"]
    static let pronounHeads: Set<String> = ["whatever", "whichever"]
    /// Words that never name a task or project before a head noun: "both of the", "which
    /// one", "the other one", "the next one".
    static let notNames: Set<String> = [
        "of", "which", "other", "next", "second", "third", "same", "only", "each",
        "every", "any", "one", "a", "an", "and", "or", "to", "for", "is", "it", "new",
    ]
    static let intensifiers: Set<String> = ["really", "very", "super"]
    static let adders: Set<String> = ["i", "you", "we"]
    static let addedVerbs: Set<String> = [
        "added", "made", "created", "entered", "wrote", "put", "set", "saved", "typed",
    ]
    static let relatives: Set<String> = ["that's", "thats", "that", "which", "which's"]
    /// Words that open what is said of the task right after the head, as a relative
    /// clause does: "the one scheduled for Friday", "the one flagged urgent", "the one
    /// with high priority".
    static let participles: Set<String> = [
        "scheduled", "planned", "set", "booked", "pencilled", "penciled", "marked", "flagged",
        "tagged", "labelled", "labeled", "with", "at",
    ]
    /// Words between such an opening and the date or level: "pencilled in for Friday",
    /// "flagged as urgent".
    static let linking: Set<String> = ["in", "down", "as", "to", "at"]
    static let participleOrLinking = participles.union(linking)
    static let places: Set<String> = ["in", "on", "from", "under"]
    static let projectWords: Set<String> = ["project", "list"]
    /// Words of a date phrase's span that say when a task is due, not when it was added.
    static let dueLeads: Set<String> = ["due", "for", "by"]

    struct DateSpan {
        let start: Int
        let end: Int
        let days: ClosedRange<CivilDate>
        /// The index of the phrase's first word.
        let lead: Int
        /// The phrase as said.
        let phrase: String
        let today: CivilDate
        /// The time of day the phrase says in figures or words ("2pm", "two o'clock",
        /// "noon"); nil when it says none or only implies one ("tomorrow morning").
        var time: ClockTime? = nil
        /// The phrase says a time and no day: the day is the parser's guess.
        var timeOnly = false

        /// Whether `phrase` says a clock time rather than a part of the day.
        static func saysClockTime(_ phrase: String) -> Bool {
            phrase.utf8.contains { $0 >= 0x30 && $0 <= 0x39 }
                || ["o'clock", "oclock", "noon", "midday", "midnight", "half ", "quarter "]
                    .contains { phrase.lowercased().includes($0) }
        }

        /// Sets what the phrase says of the day a task is due on `found`: its days, or
        /// only its time when it names no day ("the two o'clock one"), and the days said
        /// of the past (`dayBefore`).
        func dates(_ found: inout TaskDescription, past: Bool) {
            if let time { found.dueTime = time }
            guard !timeOnly else { return }
            found.due = days
            found.dueBefore = dayBefore(past: past)
        }

        /// The same day said of the past, for a single day to come named by a weekday, a
        /// day of the month or a day of a month (`TaskDescription.dueBefore`).
        var before: ClosedRange<CivilDate>? {
            guard days.lowerBound == days.upperBound, days.lowerBound > today else { return nil }
            return TaskDescription.earlier(days, said: DescriptionWords(phrase), today: today)
        }

        /// `before`, but for a weekday only when said with "was": "due Friday" is the
        /// Friday to come, and the one gone only in "the one that was due Friday".
        func dayBefore(past: Bool) -> ClosedRange<CivilDate>? {
            guard days.lowerBound == days.upperBound, days.lowerBound > today else { return nil }
            let words = DescriptionWords(phrase)
            if !past, TaskDescription.names(words.texts, oneOf: weekdays) { return nil }
            return TaskDescription.earlier(days, said: words, today: today)
        }
    }

    /// `days`, a single day after today said as `phrase`, a week, month or year earlier:
    /// as far back as a weekday, a day of the month or a month's day goes round.
    static let relativeWords: Set<String> = [
        "tomorrow", "next", "in", "this", "coming", "week", "month", "weeks", "days",
    ]

    static func earlier(
        _ days: ClosedRange<CivilDate>, said phrase: DescriptionWords, today: CivilDate
    )
        -> ClosedRange<CivilDate>?
    {
        guard days.lowerBound == days.upperBound, days.lowerBound > today else { return nil }
        let words = phrase.texts
        guard !words.contains(where: relativeWords.contains) else { return nil }
        let day = days.lowerBound
        let back: CivilDate
        if names(words, oneOf: weekdays) {
            back = day.adding(days: -7)
        } else if names(words, oneOf: months) {
            back = day.adding(years: -1)
        } else {
            back = day.adding(months: -1)
        }
        return back...back
    }

    /// Whether one of `words` is one of `names` or the start of one, three letters at
    /// least ("fri", "sept").
    static func names(_ words: [String], oneOf names: [String]) -> Bool {
        words.contains { word in
            names.contains { $0 == word || (word.count >= 3 && $0.hasPrefix(word)) }
        }
    }

    static let months = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september",
        "october", "november", "december",
    ]

    /// `word`, or the describing word it is a typo of ("priorty", "urgnet"): one edit
    /// away from exactly one of them, and no English word itself.
    static func describingWord(_ word: String) -> String {
        let length = word.utf8.count
        guard length >= 5, !describingWords.contains(word), !KnownWords.contains(word) else {
            return word
        }
        var near: String?
        for candidate in describingWords
        where abs(candidate.utf8.count - length) <= 1
            && EditDistance.distance(word, candidate, limit: 1) <= 1
        {
            guard near == nil else { return word }
            near = candidate
        }
        return near ?? word
    }

    /// The words `quality` reads, in a fixed order (so a typo's reading never depends on
    /// a set's).
    static let describingWords = [
        "urgent", "important", "overdue", "latest", "newest", "recent", "oldest",
        "undated", "priority", "highest", "biggest", "medium",
    ]

    /// A describing word, or two ("high priority", "most urgent"), as it changes the
    /// description.
    package typealias Quality = (inout TaskDescription) -> Void

    /// The quality said by a word, or by two ("high priority"), or nil.
    package static func quality(_ said: String, _ next: String? = nil) -> Quality? {
        let first = describingWord(said)
        guard let next else { return quality(of: first) }
        let second = describingWord(next)
        if second == "priority" || second == "prio" {
            if levels.contains(first) { return { $0.priorities = [first] } }
            if tops.contains(first) { return { $0.highestPriority = true } }
        }
        if first == "most" {
            if second == "urgent" || second == "important" { return { $0.highestPriority = true } }
            if second == "recent" { return { $0.newest = true } }
        }
        return nil
    }

    private static func quality(of word: String) -> Quality? {
        switch word {
        case "urgent": return { $0.priorities = ["urgent"] }
        case "important": return { $0.priorities = ["high", "urgent"] }
        case "overdue", "late": return { $0.overdue = true }
        case "undated", "dateless", "unscheduled": return { $0.undated = true }
        case "last", "latest", "newest", "recent": return { $0.newest = true }
        // ("the earliest one" may be the one due first.)
        case "first", "oldest": return { $0.oldest = true }
        default: break
        }
        // "the low one": a level alone, before the head.
        if levels.contains(word) { return { $0.priorities = [word] } }
        guard word.utf8.contains(UInt8(ascii: "-")) else { return nil }
        for suffix in ["-priority", "-prio"] where word.hasSuffix(suffix) {
            let level = String(word.dropLast(suffix.count))
            if levels.contains(level) { return { $0.priorities = [level] } }
            if tops.contains(level) { return { $0.highestPriority = true } }
        }
        return nil
    }

    static let levels: Set<String> = ["high", "medium", "low"]
    static let tops: Set<String> = ["top", "highest", "biggest"]

    private static func described(
        at head: Int, _ words: DescriptionWords, _ dateSpans: () -> [DateSpan], today: CivilDate,
        isProject: (String) -> Bool, storeHolds: ([String]) -> Bool
    ) -> TaskDescription? {
        // "whatever's overdue", "whichever is due Friday": a pronoun that is its own
        // determiner, with what is said of it after.
        let pronoun = pronounHeads.contains(headNoun(words[head].text))
        // "the friday one's done": the description ends before the "'s".
        let contracted = !pronoun && words[head].text.hasSuffix("'s")
        let headRange = words[head].range
        var found = TaskDescription(
            span: headRange.lowerBound..<headRange.upperBound - (contracted ? 2 : 0))
        var describes = false
        // "the one that was due Friday": a weekday gone by.
        var past = false
        // Before the head: describing words back to a determiner, or a day's possessive.
        var index = pronoun ? -1 : head - 1
        var opened = pronoun
        var naming = true
        var nameStart: Int?
        while index >= 0 {
            let word = words[index].text
            if determiners.contains(word) {
                opened = true
                found.span = words[index].range.lowerBound..<found.span.upperBound
                break
            }
            if index > 0, let quality = quality(words[index - 1].text, word) {
                quality(&found)
                index -= 1
            } else if let quality = quality(word) {
                quality(&found)
            } else if word.hasSuffix("'s"),
                let date = dateSpans().first(where: {
                    $0.start <= words[index].range.lowerBound
                        && $0.end >= words[index].range.upperBound - 2
                })
            {
                // "thursday's task", "tomorrow's one": the day opens the description.
                found.due = date.days
                found.dueBefore = date.dayBefore(past: past)
                found.span = min(date.start, words[index].range.lowerBound)..<found.span.upperBound
                opened = true
                describes = true
                break
            } else if let days = Self.possessiveDay(word, today: today) {
                // "sundays task", "todays one": the possessive typed without its mark.
                found.due = days
                found.span = words[index].range.lowerBound..<found.span.upperBound
                opened = true
                describes = true
                break
            } else if index == head - 1 || !naming, !notNames.contains(word) || word == "next",
                let date = dateSpans().first(where: {
                    $0.start <= words[index].range.lowerBound
                        && $0.end == words[index].range.upperBound
                })
            {
                // "the friday one", "the 20th march task", "the 2pm one": the day (or the
                // time) it is due, said before the head as a describing word; describing
                // words may come before it.
                date.dates(&found, past: past)
                found.span = min(date.start, found.span.lowerBound)..<found.span.upperBound
                describes = true
                naming = false
                index = date.lead - 1
                continue
            } else if intensifiers.contains(word) {
                // "really urgent"
            } else if naming, head - index <= 4,
                Self.endsNaming(word)
                    || (index < head - 1 && Self.commandsOneTask(word)
                        && (words.opensClause(at: words[index].range.lowerBound)
                            || Self.asksBefore(words[index - 1].text)))
            {
                // "please mark dentist task due friday done", "delete dentist task due
                // thursday": the words that name stop at the command.
                opened = true
                break
            } else if naming, head - index <= 4, !Self.notNames.contains(word) {
                // "the q3 one", "the launch party task": words that name, right before
                // the head, said after any describing words.
                found.span = words[index].range.lowerBound..<found.span.upperBound
                nameStart = index
                index -= 1
                continue
            } else if describes, nameStart == nil, actsOnOneTask(word) {
                // "mark friday one done": typed in haste without "the", after the verb.
                opened = true
                break
            } else {
                return nil
            }
            naming = false
            describes = true
            found.span = words[index].range.lowerBound..<found.span.upperBound
            index -= 1
        }
        // "friday one done", "ok - urgent one sorted": typed in haste without "the", a
        // description that opens its clause.
        // (What follows the head may be what describes: checked once it is read.)
        guard opened || words.opensClause(at: found.span.lowerBound) else { return nil }
        // "whichever one is due Sunday": the verb opens what is said of it.
        let whichever =
            pronoun
            || (words[head].range.lowerBound > found.span.lowerBound
                && words[words.first(atOrAfter: found.span.lowerBound)].text == "whichever")
        if let nameStart {
            var named = (nameStart..<head).map { words[$0].text }
            if let last = named.last, projectWords.contains(last) { named.removeLast() }
            guard !named.isEmpty else { return nil }
            found.named = named
        }
        // After the head: "due" and a date, a relative clause, a project, who added it
        // (after "one's", what is said of the task).
        index = contracted ? words.count : head + 1
        // ("whatever's" holds its "is".)
        var relative = pronoun && words[head].text.hasSuffix("'s")
        var addedBy = false
        while index < words.count {
            let word = words[index].text
            if relative, word == "was" { past = true }
            if let end = undatedPhrase(at: index, words) {
                found.undated = true
                found.span = found.span.lowerBound..<words[end - 1].range.upperBound
                describes = true
                relative = false
                index = end
                continue
            }
            // "due Friday" (the date phrase holds "due"), "for Friday", "by Friday" or "on
            // Friday" right after the head, or a date after "that's" or "that is".
            if word == "due" || relative
                || (index == head + 1 && (dueLeads.contains(word) || word == "on")),
                let date = dateSpans().first(where: { $0.lead == index || $0.lead == index + 1 }),
                word == "due" || relative
                    || !datesTheAction(date, dateSpans(), verb: words.before(found.span.lowerBound))
            {
                if past, let back = date.before {
                    found.due = back
                } else {
                    date.dates(&found, past: past)
                }
                found.span = found.span.lowerBound..<date.end
                describes = true
                index = words.first(atOrAfter: date.end)
                // "due today or tomorrow": either day.
                if index + 1 < words.count, words[index].text == "or",
                    let other = dateSpans().first(where: { $0.lead == index + 1 }), !other.timeOnly
                {
                    found.orDue = other.days
                    found.span = found.span.lowerBound..<other.end
                    index = words.first(atOrAfter: other.end)
                }
                relative = false
                continue
            }
            let afterParticiple = participleOrLinking.contains(words[index - 1].text)
            if relatives.contains(word) || (relative && afterParticiple && linking.contains(word))
                || ((relative || (whichever && index == head + 1))
                    && (word == "is" || word == "was"))
                || (index == head + 1 && participles.contains(word))
            {
                relative = true
                index += 1
                continue
            }
            if relative, index + 1 < words.count,
                let quality = quality(word, words[index + 1].text)
            {
                quality(&found)
                found.span = found.span.lowerBound..<words[index + 1].range.upperBound
                describes = true
                relative = false
                index += 2
                continue
            }
            if relative || word == "overdue", let quality = quality(word) {
                quality(&found)
                found.span = found.span.lowerBound..<words[index].range.upperBound
                describes = true
                relative = false
                index += 1
                continue
            }
            // "that's in the Garden project", "that I added yesterday" as without "that".
            if places.contains(word),
                let (name, end) = projectNamed(after: index, words, isProject: isProject)
            {
                found.project = name
                found.span = found.span.lowerBound..<end
                describes = true
                relative = false
                index = words.first(atOrAfter: end)
                continue
            }
            // "the task I was meant to finish yesterday", "the one we have to do on Friday":
            // what someone is to do then, a day it is due.
            if adders.contains(word), let verb = dutyVerb(after: index, words),
                let date = dateSpans().first(where: { $0.lead > verb && $0.lead <= verb + 4 }),
                words.noMarks(from: words[index].range.upperBound, to: date.start)
            {
                found.due = date.days
                found.dueBefore = date.dayBefore(past: true)
                found.span = found.span.lowerBound..<date.end
                describes = true
                relative = false
                index = words.first(atOrAfter: date.end)
                continue
            }
            if !addedBy, let end = addedBySomeone(at: index, words) {
                addedBy = true
                found.span = found.span.lowerBound..<words[end - 1].range.upperBound
                describes = true
                relative = false
                index = end
                // "I added yesterday", "I made on Monday": when it was added. A date said
                // with "for" or "by" is when it is due ("the one I added for Friday").
                if let date = dateSpans().first(where: { $0.lead == index }) {
                    if dueLeads.contains(words[index].text) {
                        found.due = date.days
                        found.dueBefore = date.dayBefore(past: past)
                    } else {
                        // A day to come is no day a task was added on: "I added on
                        // Monday" is the Monday gone; "on March 1st", read as next
                        // March, is this one.
                        guard let added = date.days.upperBound <= today ? date.days : date.before
                        else { return nil }
                        found.added = added
                    }
                    found.span = found.span.lowerBound..<date.end
                    index = words.first(atOrAfter: date.end)
                } else if !found.oldest {
                    found.newest = true
                }
                continue
            }
            if relative { return nil }
            break
        }
        if !opened, !describes { return nil }
        // "the last one" or "the first one" alone may be one listed or touched; "the
        // last task", "the first one I added" and "the newest one" are about adding.
        if found.newest || found.oldest, !addedBy,
            words[head].text == "one" || words[head].text == "thing",
            (0..<head).contains(where: { words[$0].text == "last" || words[$0].text == "first" })
        {
            return nil
        }
        // "the launch one", "the house move task", "the dentist one", "the booking one":
        // words before the head that a stored task's title or project holds describe
        // the task by them, so that words several tasks hold pick none of them.
        if !describes, let named = found.named, storeHolds(named) { return found }
        return describes ? found : nil
    }

    /// Whether `word`, before a head, is the command or a politeness rather than a name.
    /// (Not any verb: "house move", "launch party" are names.)
    private static func endsNaming(_ word: String) -> Bool {
        ["please", "pls", "plz", "mark", "tick", "cross"].contains(word)
    }

    /// Words that ask before a command: "please delete ...", "can you move ...".
    private static func asksBefore(_ word: String) -> Bool {
        ["please", "pls", "plz", "kindly", "you", "just"].contains(word)
    }

    /// "I was meant to finish", "we have to do", "I need to sort", "I've got to send": the
    /// index of the verb after someone's duty, said after `adder`.
    private static func dutyVerb(after adder: Int, _ words: DescriptionWords) -> Int? {
        var index = adder + 1
        func word(_ i: Int) -> String { i < words.count ? words[i].text : "" }
        if ["was", "were", "am", "are", "'m", "is"].contains(word(index)) {
            index += 1
            guard ["meant", "supposed", "going", "due", "planning"].contains(word(index)) else {
                return nil
            }
        } else if word(index) == "got" {
            // "I got to" is no duty said; "I've got to" is (read as "i've").
            return nil
        } else {
            guard
                ["have", "had", "need", "needed", "must", "should", "ought", "gotta"]
                    .contains(word(index))
            else { return nil }
        }
        index += 1
        if word(index) == "to" { index += 1 }
        return index < words.count ? index : nil
    }

    /// Whether `word` is a verb the lexicon files under an action on one task ("delete",
    /// "move", "snooze"): unlike `actsOnOneTask`, a verb it does not know is none.
    private static func commandsOneTask(_ word: String) -> Bool {
        filedUnderOneTask(Errand.lemmatizer.verbLemma(word)) ?? false
    }

    /// Whether `word` is a verb that may act on one task: one of the one-task tools'
    /// ("finish", "move"), or another verb no tool's ("mark", "did"); not "add".
    private static func actsOnOneTask(_ word: String) -> Bool {
        let lemma = Errand.lemmatizer.verbLemma(word)
        guard Errand.lemmatizer.isKnownVerb(lemma) else { return false }
        return filedUnderOneTask(lemma) ?? true
    }

    /// Whether the lexicon files `lemma` under an action on one task; nil when it files
    /// it under none.
    private static func filedUnderOneTask(_ lemma: String) -> Bool? {
        VerbLexicon.action(of: lemma).map(IntentParser.oneTaskActions.contains)
    }

    /// Whether `date`, said as "for Friday" or "on Friday" right after the head, is when
    /// the action is wanted: the only date after a verb that takes one ("set the undated
    /// one for Friday"); with a second date after it, it describes ("move the one for
    /// tomorrow to Thursday").
    private static func datesTheAction(_ date: DateSpan, _ dates: [DateSpan], verb: String?)
        -> Bool
    {
        guard let verb, datingVerbs.contains(Errand.lemmatizer.verbLemma(verb)) else {
            return false
        }
        return !dates.contains { $0.start >= date.end }
    }

    static let datingVerbs: Set<String> = [
        "set", "schedule", "reschedule", "move", "push", "put", "plan", "shift", "bump",
        "pencil", "slot", "change", "book",
    ]

    /// "no due date", "without a date", "has no deadline": the index of the word after
    /// the phrase.
    private static func undatedPhrase(at start: Int, _ words: DescriptionWords) -> Int? {
        var index = start
        func word(_ i: Int) -> String { i < words.count ? words[i].text : "" }
        if ["has", "have", "having", "with"].contains(word(index)) { index += 1 }
        if word(index) == "without" {
            index += 1
            if word(index) == "a" || word(index) == "any" { index += 1 }
        } else if word(index) == "no" {
            index += 1
        } else {
            return nil
        }
        if word(index) == "due" { index += 1 }
        return ["date", "deadline", "dates"].contains(word(index)) ? index + 1 : nil
    }

    /// "in the Garden project", "on my shopping list": the project's name and where the
    /// phrase ends.
    private static func projectNamed(
        after place: Int, _ words: DescriptionWords, isProject: (String) -> Bool
    ) -> (String, Int)? {
        var first = place + 1
        if first < words.count, determiners.contains(words[first].text) { first += 1 }
        guard first < words.count else { return nil }
        let lasts = first..<min(words.count, first + 4)
        for last in lasts where projectWords.contains(words[last].text) {
            guard last > first else { return nil }
            let name = words.original(from: first, through: last - 1)
            return (name, words[last].range.upperBound)
        }
        // "in launch party", "in the garden": a stored project's name alone, the longest.
        for last in lasts.reversed() {
            let name = words.original(from: first, through: last)
            if isProject(name) { return (name, words[last].range.upperBound) }
        }
        return nil
    }

    /// "I added", "I just added", "you just made", "I put in": the index of the word after
    /// the phrase.
    private static func addedBySomeone(at index: Int, _ words: DescriptionWords) -> Int? {
        guard adders.contains(words[index].text) else { return nil }
        var verb = index + 1
        if verb < words.count, words[verb].text == "just" || words[verb].text == "last" {
            verb += 1
        }
        guard verb < words.count, addedVerbs.contains(words[verb].text) else { return nil }
        if verb + 1 < words.count, ["in", "up", "down"].contains(words[verb + 1].text) {
            return verb + 2
        }
        return verb + 1
    }
}

/// The words of a text, lowercased, with their UTF-8 offsets: letters, digits,
/// apostrophes and hyphens inside a word.
struct DescriptionWords {
    private let text: String
    private var words: [(text: String, range: Range<Int>)] = []

    init(_ text: String) {
        self.text = text
        let bytes = Array(text.utf8)
        var start: Int?
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
                || (byte >= 0x30 && byte <= 0x39) || byte >= 0x80
        }
        for offset in 0...bytes.count {
            let byte = offset < bytes.count ? bytes[offset] : 0x20
            let inner =
                (byte == UInt8(ascii: "'") || byte == UInt8(ascii: "-")) && start != nil
                && offset + 1 < bytes.count && isWordByte(bytes[offset + 1])
            if isWordByte(byte) || inner {
                if start == nil { start = offset }
            } else if let begun = start {
                let word = String(decoding: bytes[begun..<offset], as: UTF8.self).lowercased()
                words.append((word, begun..<offset))
                start = nil
            }
        }
    }

    var isEmpty: Bool { words.isEmpty }
    var count: Int { words.count }
    var indices: Range<Int> { words.indices }
    subscript(index: Int) -> (text: String, range: Range<Int>) { words[index] }

    /// Whether the text from `start` to `end` holds only words and spaces.
    func noMarks(from start: Int, to end: Int) -> Bool {
        guard start <= end else { return false }
        return text.utf8.dropFirst(start).prefix(end - start).allSatisfy {
            $0 == 0x20 || $0 == UInt8(ascii: "'") || ASCIIBytes.isLetter($0)
        }
    }

    /// The word that ends before `offset`, if any.
    func before(_ offset: Int) -> String? {
        words.last { $0.range.upperBound <= offset }?.text
    }

    /// The index of the first word that starts at or after `offset`, else `count`.
    func first(atOrAfter offset: Int) -> Int {
        words.firstIndex { $0.range.lowerBound >= offset } ?? words.count
    }

    /// Whether the text at `offset` opens a clause: nothing but spaces before it, back
    /// to the start or to a mark that ends or splits one.
    func opensClause(at offset: Int) -> Bool {
        let bytes = Array(text.utf8.prefix(offset))
        guard let last = bytes.lastIndex(where: { $0 != UInt8(ascii: " ") }) else { return true }
        return ",;:-.!?(".utf8.contains(bytes[last])
    }

    /// The words from `first` through `last` as written.
    func original(from first: Int, through last: Int) -> String {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: words[first].range.lowerBound)
        let end = utf8.index(utf8.startIndex, offsetBy: words[last].range.upperBound)
        return String(text[start..<end])
    }
}

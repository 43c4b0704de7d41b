package import IntentGrammar
package import Journal
package import Planner
package import ToolBox

/// The one place that words what `pb` says. Tools and the grammar give facts; every
/// sentence a person reads is composed here, so tone and hedging live in one file.
package struct Phrasebook {
    let today: CivilDate

    package init(today: CivilDate) { self.today = today }

    // MARK: step lines

    /// "✓ createTask  call the dentist · due Fri 13 Mar 15:00".
    package func stepLine(_ report: StepReport, numbered: Bool) -> String {
        let mark: String
        switch report.status {
        case .done: mark = "✓"
        case .failed: mark = "✗"
        case .skipped: mark = "–"
        }
        let prefix = numbered ? "\(report.number). " : ""
        var detail = report.outcome.map(stepDetail) ?? argumentSummary(report.arguments)
        if report.status == .skipped { detail = argumentSummary(report.arguments) + " (skipped)" }
        return "\(prefix)\(mark) \(report.tool.rawValue)" + (detail.isEmpty ? "" : "  " + detail)
    }

    func argumentSummary(_ arguments: [String: String]) -> String {
        arguments.keys.sorted().compactMap { key in arguments[key].map { "\(key): \($0)" } }.joined(
            separator: " · ")
    }

    func stepDetail(_ outcome: ToolOutcome) -> String {
        switch outcome {
        case .taskCreated(let task, let project):
            return ([task.title] + taskFacts(task, project: project)).joined(separator: " · ")
        case .taskCompleted(let task, let next):
            return task.title
                + (next?.due.map { " · next " + DateWords.short($0, today: today) } ?? "")
        case .taskReopened(let task), .taskDeleted(let task), .unchanged(let task):
            return task.title
        case .taskUpdated(_, let after):
            return ([after.title] + taskFacts(after, project: nil)).joined(separator: " · ")
        case .tasksListed(_, let tasks):
            return "\(tasks.count) task" + (tasks.count == 1 ? "" : "s")
        case .agenda(_, _, let overdue, let due):
            return "\(overdue.count) overdue · \(due.count) due"
        case .projectCreated(let p), .projectExists(let p): return p.name
        case .noteCreated(let n), .noteAppended(let n): return n.title
        case .noMatch(let kind, let query): return "no \(kind.rawValue) matches \"\(query)\""
        case .ambiguous(_, let query, _): return "\"\(query)\" matches more than one"
        case .invalid(let argument, let reason): return "\(argument): \(reason)"
        case .missing(let argument): return "needs a \(argument)"
        case .notAvailable: return "not available in this version"
        case .undone(let o), .redone(let o):
            if case .applied(_, let utterance, _) = o { return "\"\(utterance)\"" }
            return ""
        default: return ""
        }
    }

    func taskFacts(_ task: TaskItem, project: String?) -> [String] {
        var facts: [String] = []
        if let due = task.due { facts.append("due " + DateWords.short(due, today: today)) }
        if let priority = task.priority { facts.append(priority) }
        if let project { facts.append("in " + project) }
        if let rule = task.repeatRule { facts.append(RepeatWords.describe(rule)) }
        return facts
    }

    // MARK: replies

    /// The sentences after the step lines.
    package func reply(_ reports: [StepReport]) -> String {
        if reports.count == 1, let report = reports.first {
            if let problem = report.problem {
                return "That did not work: \(problem). Nothing was changed."
            }
            return report.outcome.map(sentence) ?? ""
        }
        guard let failed = reports.first(where: { $0.status == .failed }) else {
            return reports.compactMap { $0.outcome.map(sentence) }.joined(separator: " ")
        }
        // The step's own sentence may end "Nothing was changed."; `stands` below says what
        // the turn kept, so the step's version would repeat it or, after done steps, contradict it.
        let why = Self.withoutNothingChanged(
            failed.problem ?? failed.outcome.map(sentence) ?? "it could not run")
        let earlier = reports.filter { $0.status == .done }.count
        let stands = earlier == 0 ? "Nothing was changed." : Self.stand(earlier)
        return
            "Step \(failed.number) (\(failed.tool.rawValue)) failed: \(why)\(Self.skippedAfter(reports)) \(stands)"
    }

    /// That the first `earlier` steps of a turn stand, and how to take them back.
    static func stand(_ earlier: Int) -> String {
        "Step\(earlier == 1 ? "" : "s") 1\(earlier > 1 ? "–\(earlier)" : "") stand\(earlier == 1 ? "s" : ""); say \"undo\" to take \(earlier == 1 ? "it" : "them") back."
    }

    /// " I did not run the N steps after it." when the plan stopped with steps left.
    static func skippedAfter(_ reports: [StepReport]) -> String {
        let skipped = reports.filter { $0.status == .skipped }.count
        return skipped > 0
            ? " I did not run the \(skipped) step\(skipped == 1 ? "" : "s") after it." : ""
    }

    /// `sentence` without a closing "Nothing was changed." (or "; nothing was changed.").
    static func withoutNothingChanged(_ sentence: String) -> String {
        if sentence.hasSuffix(" Nothing was changed.") {
            return String(sentence.dropLast(" Nothing was changed.".count))
        }
        if sentence.hasSuffix("; nothing was changed.") {
            return String(sentence.dropLast("; nothing was changed.".count)) + "."
        }
        return sentence
    }

    /// One outcome as a sentence.
    package func sentence(_ outcome: ToolOutcome) -> String {
        switch outcome {
        case .taskCreated(let task, let project):
            var s = "Added \"\(task.title)\""
            if let due = task.due { s += ", due " + DateWords.spoken(due, today: today) }
            if let project { s += ", in \(project)" }
            if let rule = task.repeatRule { s += ", repeating " + RepeatWords.describe(rule) }
            if let priority = task.priority { s += ", \(priority) priority" }
            return s + "." + passed(task.due)
        case .taskCompleted(let task, let next):
            var s = "Marked \"\(task.title)\" done."
            if let next, let due = next.due {
                s += " The next one is due " + DateWords.spoken(due, today: today) + "."
            }
            return s
        case .taskReopened(let task): return "Reopened \"\(task.title)\"."
        case .taskDeleted(let task): return "Deleted \"\(task.title)\"."
        case .unchanged(let task):
            return "\"\(task.title)\" is already \(task.isOpen ? "open" : "done")."
        case .taskUpdated(let before, let after): return updated(before, after)
        case .tasksListed(let filter, let tasks): return listing(filter, tasks)
        case .agenda(let range, let days, let overdue, let due):
            return agenda(range, days, overdue, due)
        case .projectCreated(let p): return "Created the project \"\(p.name)\"."
        case .projectExists(let p): return "There is already a project called \"\(p.name)\"."
        case .noteCreated(let n): return "Saved a note, \"\(n.title)\"."
        case .noteAppended(let n): return "Added that to the note \"\(n.title)\"."
        case .noMatch(let kind, let query) where Pronouns.isPronoun(query):
            // "move it to Friday" with no request before it that changed a task.
            return
                "\"\(query)\" points at nothing: no request just before this one added or changed a \(kind.rawValue). Say which \(kind.rawValue) you mean; nothing was changed."
        case .noMatch(let kind, let query):
            return "I could not find a \(kind.rawValue) matching \"\(query)\". Nothing was changed."
        case .ambiguous(let kind, let query, let candidates):
            let names = candidates.prefix(4).map { "\"\($0)\"" }.joined(separator: ", ")
            return
                "\"\(query)\" could be more than one \(kind.rawValue): \(names). Say which one; nothing was changed."
        case .invalid(let argument, let reason):
            return "I could not use the \(argument): \(reason). Nothing was changed."
        case .missing(let argument): return missing(argument)
        case .notAvailable(let tool):
            return
                "I understood that as \(tool.rawValue), which this version cannot do yet. Nothing was changed."
        case .undone(let o): return undo(o, redo: false)
        case .redone(let o): return undo(o, redo: true)
        default: return KnowledgeWords.sentence(outcome, today: today)
        }
    }

    func missing(_ argument: String) -> String {
        switch argument {
        case "title":
            return
                "What should the task say? For example: \"remind me to call the dentist on Friday\"."
        case "task": return "Which task? Say its name, for example \"mark call the dentist done\"."
        case "body", "text":
            return
                "What should the note say? For example: \"note: the spare key is under the pot\"."
        case "name": return "What should the project be called?"
        default: return "I need the \(argument) to do that. Nothing was changed."
        }
    }

    /// " That day has passed; ..." after a task given a day before today ("on 3/5/2024"
    /// when 2026 was meant): it is kept as said, and shows as overdue.
    func passed(_ due: LocalDateTime?) -> String {
        guard let due, due.date < today else { return "" }
        return " That day has passed, so it shows as overdue; say \"undo\" if you meant another."
    }

    func updated(_ before: TaskItem, _ after: TaskItem) -> String {
        if before.title != after.title {
            return "Renamed \"\(before.title)\" to \"\(after.title)\"."
        }
        if before.due != after.due {
            guard let due = after.due else { return "\"\(after.title)\" has no date now." }
            return "Moved \"\(after.title)\" to " + DateWords.spoken(due, today: today) + "."
                + passed(due)
        }
        if before.priority != after.priority {
            return "\"\(after.title)\" is now \(after.priority ?? "no") priority."
        }
        if before.repeatRule != after.repeatRule {
            return after.repeatRule.map {
                "\"\(after.title)\" now repeats " + RepeatWords.describe($0) + "."
            }
                ?? "\"\(after.title)\" no longer repeats."
        }
        if before.project != after.project { return "Moved \"\(after.title)\" to another project." }
        return "\"\(after.title)\" was already like that."
    }

    func listing(_ filter: String, _ tasks: [TaskItem]) -> String {
        guard !tasks.isEmpty else { return "No \(filter) tasks." }
        let lines = tasks.prefix(50).map { "  • " + taskLine($0) }
        let more = tasks.count > 50 ? "\n  … and \(tasks.count - 50) more" : ""
        return "\(tasks.count) \(filter) task\(tasks.count == 1 ? "" : "s"):\n"
            + lines.joined(separator: "\n") + more
    }

    func taskLine(_ task: TaskItem) -> String {
        var line = task.title
        if let due = task.due { line += " · " + DateWords.spoken(due, today: today) }
        if let priority = task.priority { line += " · \(priority)" }
        if !task.isOpen { line += " · done" }
        return line
    }

    func agenda(
        _ range: String, _ days: ClosedRange<CivilDate>?, _ overdue: [TaskItem], _ due: [TaskItem]
    ) -> String {
        var parts: [String] = []
        if !overdue.isEmpty {
            parts.append(
                "Overdue:\n"
                    + overdue.prefix(30).map { "  • " + taskLine($0) }.joined(separator: "\n"))
        }
        let label: String
        switch (range, days) {
        case ("week", _): label = "This week"
        case ("tomorrow", _): label = "Tomorrow"
        // "Fri 11 Dec", "Mon 7 Dec to Sun 13 Dec", "Today to Thu 17 Dec": a day or days
        // asked about by date.
        case ("date", let days?), ("days", let days?):
            let first =
                days.lowerBound == today
                ? "Today" : DateWords.short(LocalDateTime(date: days.lowerBound), today: today)
            let last = DateWords.short(LocalDateTime(date: days.upperBound), today: today)
            label = days.lowerBound == days.upperBound ? first : "\(first) to \(last)"
        default: label = "Today"
        }
        if range != "overdue" {
            parts.append(
                due.isEmpty
                    ? "\(label): nothing due."
                    : "\(label):\n"
                        + due.prefix(30).map { "  • " + taskLine($0) }.joined(separator: "\n"))
        } else if overdue.isEmpty {
            parts.append("Nothing is overdue.")
        }
        return parts.joined(separator: "\n")
    }

    func undo(_ outcome: UndoOutcome, redo: Bool) -> String {
        switch outcome {
        case .applied(_, let utterance, let summaries):
            let what = summaries.count == 1 ? "1 change" : "\(summaries.count) changes"
            return (redo ? "Redid" : "Undid") + " \"\(utterance)\" (\(what))."
        case .nothingToUndo: return "There is nothing to undo."
        case .nothingToRedo: return "There is nothing to redo."
        case .conflict(_, let conflict):
            let name = conflict.label.map { "\"\($0)\"" } ?? "an item it touched"
            let verb = redo ? "redo" : "undo"
            switch conflict.reason {
            case .changedSince:
                return "I can't \(verb) that: \(name) has changed since. Nothing was changed."
            case .goneSince:
                return "I can't \(verb) that: \(name) has been deleted since. Nothing was changed."
            case .refused:
                return "I can't \(verb) that: later changes depend on it. Nothing was changed."
            }
        }
    }

    // MARK: declines and faults

    /// What the agent says when it understood nothing.
    package func decline(_ reading: ParsedIntent) -> String {
        if let said = reading.arguments["describedTask"] ?? reading.arguments["namesSeveral"] {
            return Self.describedTask(
                said, fits: reading.arguments["fits"].flatMap { Int($0) },
                fitting: reading.arguments["fitting"]?.split(separator: "\n").map(String.init)
                    ?? [])
        }
        if let name = reading.arguments["noTaskNamed"] {
            return "I can't find a task called \"\(name)\", so I changed nothing."
        }
        if let name = reading.arguments["noNoteNamed"] {
            return
                "I can't find a note called \"\(name)\", so I changed nothing. To start one, say \"make a note called \(name): ...\"."
        }
        if reading.arguments["takenBack"] != nil {
            return "You took that back, so I changed nothing."
        }
        if let verb = reading.arguments["severalTasks"] {
            return
                "I change one task at a time, so I changed nothing. Name the one you mean, as in \"\(verb) the gutters task\"."
        }
        if let verb = reading.arguments["projectCommand"] {
            return
                "I can't \(verb) a project, only its tasks, so I changed nothing. To see how one is going, say \"how's the Garden project going\"."
        }
        if let verb = reading.arguments["noteCommand"] {
            return
                "I can't \(verb) a note, so I changed nothing. Notes can be added to (\"add to the wifi note: ...\") and asked about (\"what did I note about the boiler\")."
        }
        if let part = reading.arguments["unreadPart"] {
            // "mark the press release done and tweet it": a part for another app.
            if reading.arguments["otherApp"] != nil {
                return
                    "I can't do \"\(part)\": that is for another app. So I changed nothing, not even the parts I could do. Say them on their own."
            }
            // "if the weather is nice, move the gutters": a change that hangs on something.
            if reading.arguments["condition"] != nil {
                return
                    "I can't tell whether \"\(part)\" holds, so I changed nothing. Once you know, say the change on its own."
            }
            // "..., and maybe clear the loft": a part not settled.
            if reading.arguments["unsettled"] != nil {
                return
                    "\"\(part)\" doesn't sound settled, so I changed nothing, not even the parts I could do. Once you've decided, say them on their own."
            }
            // "move the dentist to fri, is the surgery even open fri?": a question beside it.
            if reading.arguments["question"] != nil {
                return
                    "I can't answer \"\(part)\", so I changed nothing, not even the parts I could do. Say them on their own."
            }
            let done = reading.arguments["taskInState"].map {
                " If it means \"\($0)\" is done, say \"done: \($0)\"."
            }
            return
                "I didn't understand \"\(part)\", so I changed nothing, not even the parts I did understand. Try that part on its own, or put it another way."
                + (done ?? "")
        }
        if let pronoun = reading.arguments["pointsAtNothing"],
            reading.arguments["forProject"] != nil
        {
            return
                "I don't know what \"\(pronoun)\" is here, so I changed nothing. Say the project's name, as in \"new project Garden\"."
        }
        if let pronoun = reading.arguments["pointsAtNothing"],
            reading.arguments["forNote"] != nil
        {
            return
                "I don't know what \"\(pronoun)\" is here, so I changed nothing. Say what to write, as in \"note: the spare key is under the pot\"."
        }
        if let pronoun = reading.arguments["pointsAtNothing"],
            reading.arguments["intoProject"] != nil
        {
            return
                "I don't know which project \"\(pronoun)\" is here, so I changed nothing. Name it, as in \"add mulch to the Garden project\"."
        }
        if let pronoun = reading.arguments["pointsAtNothing"],
            reading.arguments["namedNothing"] != nil
        {
            return
                "I don't know which task \"\(pronoun)\" is here: nothing on your list was named before it, so I changed nothing. Name the task, as in \"mark the gutters done\"."
        }
        if let pronoun = reading.arguments["pointsAtNothing"] {
            return
                "I don't know what \"\(pronoun)\" is here, so I changed nothing. Say what to add, as in \"add buy milk\"."
        }
        if let task = reading.arguments["taskInState"] {
            return
                "I'm not sure what that means for \"\(task)\", so I changed nothing. If it's done, say \"done: \(task)\"."
        }
        // "I should probably learn to drive one day": a need not decided on.
        if let title = reading.arguments["hedgedNeed"] {
            return
                "That doesn't sound decided yet, so I added nothing. When it is, say \"add \(title)\"."
        }
        if let title = reading.arguments["alreadyListed"] {
            return
                "\"\(title)\" is already on your list, so I changed nothing. To add another, say \"add a task to \(title)\"."
        }
        if let asked = reading.arguments["howTo"] {
            return Self.howTo(asked) + " I changed nothing."
        }
        if let errand = reading.arguments["suggestTask"] {
            return "I'm not sure what to do with that. To add it as a task, say \"add \(errand)\"."
        }
        return "Sorry, I didn't understand that, and I changed nothing. " + Self.capabilities
    }

    /// A task described rather than named ("the one due Friday"), or named by words that
    /// fit several ("water is done"), that picked out no one task: none fits, several do
    /// (the first few named), or there was no store to ask.
    static func describedTask(_ said: String, fits: Int?, fitting: [String]) -> String {
        let example = " Name it, as in \"move the dentist to Friday\"."
        guard let fits else {
            return "I can't tell which task \"\(said)\" is, so I changed nothing." + example
        }
        guard fits > 1 else {
            return "No open task fits \"\(said)\", so I changed nothing." + example
        }
        var names = fitting.map { "\"\($0)\"" }
        if fits > names.count { names.append("\(fits - names.count) more") }
        let list = names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        return "\(fits) open tasks fit \"\(said)\": \(list). "
            + "I changed nothing; say which one you mean by its name."
    }

    /// What pb does, said when it understood nothing or was asked what it can do.
    static let capabilities =
        "I can add tasks (\"remind me to call mum tomorrow\"), complete, move and list them, keep notes and answer from them, run projects, keep a diary, and undo anything. Type :help for more."

    /// A way to ask for what a question about pb named (`HowToQuestions`), keyed by a
    /// verb action or a kind of item. Every example is one the grammar reads as that
    /// (Tests/Unit/Agent/HowToRepliesTests).
    package static let howToExamples: [String: (what: String, examples: [String])] = [
        "complete": ("To mark a task done", ["mark the gutters done", "I paid the water bill"]),
        "reopen": ("To open a done task again", ["reopen the library books task"]),
        "delete": ("To delete a task", ["delete the gutters task"]),
        "reschedule": ("To move a task", ["move the dentist to Friday"]),
        "postpone": ("To put a task off", ["push the dentist back a week"]),
        "advance": ("To bring a task forward", ["bring the dentist forward to Monday"]),
        "snooze": ("To hide a task for a while", ["snooze the gutters until Monday"]),
        "prioritize": ("To raise a task's priority", ["make the gutters urgent"]),
        "deprioritize": ("To lower a task's priority", ["make the gutters low priority"]),
        "create": (
            "To add a task", ["remind me to call mum tomorrow", "add a task to renew the passport"]
        ),
        "capture": ("To add a task", ["remind me to call mum tomorrow"]),
        "task": (
            "To add a task", ["remind me to call mum tomorrow", "add a task to renew the passport"]
        ),
        "list": ("To see your tasks", ["what's on my list?", "show overdue tasks"]),
        "search": ("To look something up", ["find anything about the boiler"]),
        "link": ("To link two items", ["link the wifi note to the gutters task"]),
        "summarize": ("For a summary", ["summarise the Garden project", "summarise my week"]),
        "rename": ("To rename a task", ["rename the gutters task to clear the gutters"]),
        "undo": ("To undo the last change", ["undo that"]),
        "redo": ("To redo what you undid", ["redo"]),
        "project": ("To start a project", ["start a project called House move"]),
        "note": ("To keep a note", ["note: the spare key is under the pot"]),
        "namedList": ("To put something on a list", ["add milk to my shopping list"]),
        "diary": ("To write in your diary", ["dear diary, a long day but a good one"]),
        "milestone": (
            "To add a milestone", ["add a milestone Planting done to the Garden project for Friday"]
        ),
    ]

    /// "To move a task, say "move the dentist to Friday"."; the general offer when `asked`
    /// is no key of `howToExamples`.
    static func howTo(_ asked: String) -> String {
        guard let entry = howToExamples[asked] else { return capabilities }
        let said = entry.examples.map { "\"\($0)\"" }.joined(separator: " or ")
        return "\(entry.what), say \(said)."
    }

    /// The store refused a step after earlier ones were saved: what was done, what was
    /// not and why, and that the saved steps stand.
    package func storeError(_ error: StoreError, after reports: [StepReport]) -> String {
        let done = reports.filter { $0.status == .done }
        let said = done.compactMap { $0.outcome.map(sentence) }.joined(separator: " ")
        var reply = said.isEmpty ? "" : said + " "
        if let failed = reports.first(where: { $0.status == .failed }) {
            reply += "Step \(failed.number) (\(failed.tool.rawValue)) was not saved: "
        }
        return reply + storeReason(error) + Self.skippedAfter(reports) + " "
            + Self.stand(done.count)
    }

    /// Why the store refused a write, and what to do, for a turn that saved something
    /// before: the full messages' "nothing was saved" would be untrue of it.
    func storeReason(_ error: StoreError) -> String {
        switch error {
        case .diskFull(let path):
            return "the disk holding \(path) is full. Free some space and try again."
        case .locked(let path):
            return
                "the store \(path) is busy: another pb is writing to it. Try again in a moment."
        case .sqlite(let code, let message):
            return "the store failed (SQLite \(code): \(message))."
        default:
            return Self.withoutNothingChanged(storeError(error))
        }
    }

    package func storeError(_ error: StoreError) -> String {
        switch error {
        case .missingDirectory(let path):
            return "The folder \(path) does not exist. Create it, or pass another --store path."
        case .notWritable(let path, let reason):
            return
                "I can't write to \(path) (\(reason)). Check its permissions, or pass another --store path."
        case .locked(let path):
            return
                "The store \(path) is busy: another pb is writing to it. Try again in a moment; nothing was changed."
        case .corrupt(let path):
            return
                "The store \(path) is damaged or is not a pb store. Nothing was changed. Restore it from a `pb export --json` backup, or move it aside to start a new one."
        case .newerSchema(let path, let found, let supported):
            return
                "The store \(path) was written by a newer pb (schema \(found); this one knows \(supported)). Update pb; nothing was changed."
        case .diskFull(let path):
            return
                "The disk holding \(path) is full; nothing was saved. Free some space and try again."
        case .sqlite(let code, let message):
            return "The store failed (SQLite \(code): \(message)). Nothing was changed."
        }
    }

    /// `PB_NOW` is set but is not a date: no command can run without a clock.
    package static func badClock(_ value: String) -> String {
        "PB_NOW is set to \"\(value)\", which is not a date (use YYYY-MM-DDTHH:MM:SS)."
    }

    /// Said once at the start after a turn was cut off mid-plan.
    package func interrupted(_ turns: [TurnRecord]) -> String {
        turns.map { turn in
            "Your request \"\(turn.utterance)\" was interrupted after \(turn.summaries.count) step\(turn.summaries.count == 1 ? "" : "s"); what it did is kept. Say \"undo\" to take it back."
        }.joined(separator: "\n")
    }
}

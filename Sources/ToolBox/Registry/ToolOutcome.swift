package import Journal

/// What a tool did, as facts. The Agent's phrasebook turns them into sentences.
package enum ToolOutcome: Sendable, Equatable {
    case taskCreated(TaskItem, project: String?)
    /// `next` is the occurrence a repeating task spawned.
    case taskCompleted(TaskItem, next: TaskItem?)
    case taskReopened(TaskItem)
    /// Any change of one task's fields: title, due date, snooze, priority, repeat rule.
    case taskUpdated(before: TaskItem, after: TaskItem)
    case taskDeleted(TaskItem)
    case tasksListed(filter: String, [TaskItem])
    /// `range` is today, tomorrow, week or overdue.
    case agenda(range: String, overdue: [TaskItem], due: [TaskItem])
    case projectCreated(ProjectItem)
    case projectExists(ProjectItem)
    case noteCreated(NoteItem)
    case noteAppended(NoteItem)
    /// Completing a done task, reopening an open one.
    case unchanged(TaskItem)
    case noMatch(ItemKind, query: String)
    case ambiguous(ItemKind, query: String, candidates: [String])
    /// An argument was given but cannot be used (a date that is not a date).
    case invalid(argument: String, reason: String)
    /// A required argument is missing: the grammar picked the tool, the person must
    /// say what it applies to ("set a reminder" with no title).
    case missing(argument: String)
    /// The tool is in the catalog but this build does not implement it yet.
    case notAvailable(ToolName)
    case undone(UndoOutcome)
    case redone(UndoOutcome)
    /// A diary entry was written. `mentionsCrisis` is the safety gate's verdict on its
    /// text, so the reply can point to help when the entry is written, not days later.
    case diaryEntryAdded(DiaryEntry, mentionsCrisis: Bool)
    /// The week's review: every diary observation in it cites its entries.
    case weeklyReview(WeeklyReviewFacts)
    /// An entry of the week contains crisis language, so the review composes nothing from
    /// the week; the reply points to help instead. Deterministic: the same entries always
    /// withhold it.
    case weeklyReviewWithheld(weekStart: CivilDate, weekEnd: CivilDate, entryCount: Int)
    /// Calendar events overlapping the days `from` through `through`, sorted by start,
    /// and the open tasks due in those days. `range` is today, tomorrow, week or date.
    /// `unexpanded` names repeating events whose rule this reader does not expand: they
    /// appear at their first start only.
    case calendarAgenda(
        range: String, from: CivilDate, through: CivilDate, events: [CalendarOccurrence], due: [TaskItem],
        unexpanded: [String])
    /// No calendar file: none is configured (`path` nil), or nothing is at `path`.
    case calendarMissing(path: String?)
    /// The calendar file cannot be used: malformed at `line` (counting from 1), or, with
    /// `line` nil, not readable at all. `reason` holds no text from the file.
    case calendarUnreadable(path: String, line: Int?, reason: String)
    /// The open tasks were written to `path` as iCalendar VTODOs. Not journaled: a file
    /// outside the store, which undo does not touch.
    case calendarExported(path: String, count: Int)
    /// exportCalendar wrote nothing, and why.
    case exportRefused(path: String, reason: ExportRefusal)

    /// True when the tool did what was asked.
    package var succeeded: Bool {
        switch self {
        case .noMatch, .ambiguous, .invalid, .missing, .notAvailable: return false
        case .calendarMissing, .calendarUnreadable, .exportRefused: return false
        case .undone(let outcome), .redone(let outcome):
            // Nothing left to undo is an answer, not a failure; a conflict is a failure.
            if case .conflict = outcome { return false }
            return true
        default: return true
        }
    }

    /// The item a step created, as an `id:` reference later steps can use.
    package var created: String? {
        switch self {
        case .taskCreated(let task, _): return "id:" + task.id
        case .projectCreated(let project): return "id:" + project.id
        case .noteCreated(let note): return "id:" + note.id
        case .diaryEntryAdded(let entry, _): return "id:" + entry.id
        default: return nil
        }
    }

    /// The item a step acted on (created or changed), as an `id:` reference, so "it" in a
    /// later step can find it.
    package var subject: String? {
        switch self {
        case .taskCreated(let task, _), .taskCompleted(let task, _), .taskReopened(let task),
            .taskDeleted(let task), .unchanged(let task):
            return "id:" + task.id
        case .taskUpdated(_, let after): return "id:" + after.id
        case .projectCreated(let p), .projectExists(let p): return "id:" + p.id
        case .noteCreated(let n), .noteAppended(let n): return "id:" + n.id
        case .diaryEntryAdded(let entry, _): return "id:" + entry.id
        default: return nil
        }
    }

    /// The title of what the step acted on, for `$N.title`.
    package var subjectTitle: String? {
        switch self {
        case .taskCreated(let task, _), .taskCompleted(let task, _), .taskReopened(let task),
            .taskDeleted(let task), .unchanged(let task):
            return task.title
        case .taskUpdated(_, let after): return after.title
        case .projectCreated(let p), .projectExists(let p): return p.name
        case .noteCreated(let n), .noteAppended(let n): return n.title
        // Named by its day: the text is private prose, and this lands in the journal summary.
        case .diaryEntryAdded(let entry, _): return entry.day.description
        default: return nil
        }
    }
}

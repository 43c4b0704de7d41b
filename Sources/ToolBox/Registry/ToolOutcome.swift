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
    /// `range` is today, tomorrow, week, overdue, date (one day) or days (from a day
    /// through another); `days` the window's first and last day (nil for overdue).
    case agenda(range: String, days: ClosedRange<CivilDate>?, overdue: [TaskItem], due: [TaskItem])
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
    /// `task` now waits on `blockedBy`.
    case dependencyAdded(task: TaskItem, blockedBy: TaskItem)
    /// `task` already waited on `blockedBy`; nothing was written.
    case dependencyExists(task: TaskItem, blockedBy: TaskItem)
    /// A task cannot wait on itself; nothing was written.
    case selfDependency(TaskItem)
    /// `blockedBy` already waits on `task` through `path` (blockedBy first, task last), so
    /// the new dependency would close a loop; nothing was written.
    case dependencyCycle(task: TaskItem, blockedBy: TaskItem, path: [TaskItem])
    /// The open tasks holding up a task or a project's tasks, and what they wait on.
    case blockers(BlockingReport)
    case projectStatus(ProjectProgress)
    /// Every project's progress, by name: projectStatus with no project named. Empty when
    /// there are no projects.
    case projectsOverview([ProjectProgress])
    case milestoneAdded(MilestoneItem, project: ProjectItem)
    /// The project already has a milestone of that title; nothing was written.
    case milestoneExists(MilestoneItem, project: ProjectItem)
    case linked(LinkItem)
    /// The same link (or, for "related", its mirror) already exists; nothing was written.
    case linkExists(LinkItem)
    /// A name no task, project or note answers to.
    case noItemMatch(query: String)
    /// A name that fits items of different kinds equally well; nothing was changed.
    case ambiguousItem(query: String, candidates: [ItemRef])
    case searchResults(SearchResults)
    case summary(SummaryReport)
    /// askNotes' answer: sentences from the notes, each followed by its source's [n].
    case notesAnswered(NotesAnswer)
    /// Nothing in the notes matched the question well enough to answer from.
    case notesNoAnswer(question: String)
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
        range: String, from: CivilDate, through: CivilDate, events: [CalendarOccurrence],
        due: [TaskItem],
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
        case .selfDependency, .dependencyCycle, .noItemMatch, .ambiguousItem: return false
        // No calendar set up is an answer (it says how to add one); a broken file is not.
        case .calendarUnreadable, .exportRefused: return false
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
        case .dependencyAdded(let task, _), .dependencyExists(let task, _): return "id:" + task.id
        case .blockers(let report): return "id:" + report.subject.id
        case .projectStatus(let status): return "id:" + status.project.id
        case .milestoneAdded(_, let p), .milestoneExists(_, let p): return "id:" + p.id
        case .linked(let link), .linkExists(let link): return "id:" + link.from.id
        case .summary(let report): return report.project.map { "id:" + $0.id }
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
        case .dependencyAdded(let task, _), .dependencyExists(let task, _): return task.title
        case .blockers(let report): return report.subject.title
        case .projectStatus(let status): return status.project.name
        case .milestoneAdded(_, let p), .milestoneExists(_, let p): return p.name
        case .linked(let link), .linkExists(let link): return link.from.title
        case .summary(let report): return report.project?.name
        // Named by its day: the text is private prose, and this lands in the journal summary.
        case .diaryEntryAdded(let entry, _): return entry.day.description
        default: return nil
        }
    }
}

package import ToolBox

/// Sentences for the project, knowledge, diary and calendar outcomes.
enum KnowledgeWords {
    static func sentence(_ outcome: ToolOutcome, today: CivilDate) -> String {
        let words = Phrasebook(today: today)
        switch outcome {
        case .dependencyAdded(let task, let blocker):
            return "\"\(task.title)\" now waits on \"\(blocker.title)\"."
        case .dependencyExists(let task, let blocker):
            return "\"\(task.title)\" already waits on \"\(blocker.title)\"; nothing was changed."
        case .selfDependency(let task):
            return "A task can't wait on itself (\"\(task.title)\"). Nothing was changed."
        case .dependencyCycle(let task, let blocker, let path):
            let chain = path.map { "\"\($0.title)\"" }.joined(separator: " → ")
            return
                "\"\(blocker.title)\" already waits on \"\(task.title)\" (\(chain)), so that would go round in a circle. Nothing was changed."
        case .blockers(let report):
            guard !report.edges.isEmpty else {
                return "Nothing is blocking \"\(report.subject.title)\"."
            }
            let lines = report.edges.prefix(30).map { edge in
                String(repeating: "  ", count: edge.depth)
                    + "• \"\(edge.waiting.title)\" waits on \"\(edge.blocker.title)\""
            }
            return "What's holding up \"\(report.subject.title)\":\n"
                + lines.joined(separator: "\n")
        case .projectStatus(let p):
            var parts = ["\(p.project.name): \(p.done) of \(p.total) tasks done"]
            if p.overdueCount > 0 {
                parts.append(
                    "\(p.overdueCount) overdue ("
                        + p.overdue.prefix(3).map { "\"\($0.title)\"" }.joined(separator: ", ")
                        + ")")
            }
            if p.blocked > 0 { parts.append("\(p.blocked) blocked") }
            var s = parts.joined(separator: ", ") + "."
            if let m = p.nextMilestone {
                s +=
                    " Next milestone: \"\(m.title)\""
                    + (m.due.map { ", " + DateWords.spoken($0, today: today) } ?? "") + "."
            }
            if !p.recent.isEmpty {
                s +=
                    " Lately done: "
                    + p.recent.prefix(3).map { "\"\($0.title)\"" }.joined(separator: ", ") + "."
            }
            return s
        case .projectsOverview(let projects):
            guard !projects.isEmpty else {
                return "You have no projects yet. To start one, say \"new project Garden\"."
            }
            let count = projects.count == 1 ? "1 project" : "\(projects.count) projects"
            let lines = projects.map { "  • " + overviewLine($0, today: today) }
            return "\(count):\n" + lines.joined(separator: "\n")
        case .milestoneAdded(let m, let project):
            return "Added the milestone \"\(m.title)\" to \(project.name)"
                + (m.due.map { ", due " + DateWords.spoken($0, today: today) } ?? "") + "."
        case .milestoneExists(let m, let project):
            return "\(project.name) already has a milestone \"\(m.title)\"; nothing was changed."
        case .linked(let link):
            return
                "Linked \(link.from.kind.rawValue) \"\(link.from.title)\" to \(link.to.kind.rawValue) \"\(link.to.title)\"."
        case .linkExists(let link):
            return
                "\"\(link.from.title)\" and \"\(link.to.title)\" are already linked; nothing was changed."
        case .noItemMatch(let query):
            return
                "Nothing is called \"\(query)\": no task, project or note matches. Nothing was changed."
        case .ambiguousItem(let query, let candidates):
            let names = candidates.prefix(4).map { "the \($0.kind.rawValue) \"\($0.title)\"" }
                .joined(separator: ", ")
            return "\"\(query)\" could be \(names). Say which one; nothing was changed."
        case .searchResults(let r):
            guard !r.isEmpty else { return "Nothing mentions \"\(r.query)\"." }
            var lines: [String] = []
            lines += r.tasks.prefix(10).map { "  • task: " + words.taskLine($0) }
            lines += r.projects.prefix(5).map { "  • project: \($0.name)" }
            lines += r.notes.prefix(10).map { "  • note: \($0.title) — \($0.excerpt)" }
            return "Found for \"\(r.query)\":\n" + lines.joined(separator: "\n")
        case .summary(let s): return summary(s, words: words, today: today)
        case .notesAnswered(let answer):
            let sources = answer.sources.map { "  [\($0.n)] \($0.title)" }.joined(separator: "\n")
            return answer.answer + "\n" + sources
        case .notesNoAnswer:
            return
                "I found nothing in your notes that answers that. (I answer only from your own notes.)"
        case .diaryEntryAdded(let entry, let crisis):
            var s =
                "Added to your diary for "
                + DateWords.spoken(LocalDateTime(date: entry.day), today: today)
            if let mood = entry.mood { s += ", mood \(mood) of 5" }
            s += "."
            if crisis { s += " " + SupportWords.line }
            return s
        case .weeklyReview(let facts): return review(facts, words: words, today: today)
        case .weeklyReviewWithheld:
            return "I won't write a review of this week. " + SupportWords.line
        case .calendarAgenda(_, let from, let through, let events, let due, _):
            let span =
                from == through
                ? DateWords.spoken(LocalDateTime(date: from), today: today)
                : "from " + DateWords.spoken(LocalDateTime(date: from), today: today) + " to "
                    + DateWords.spoken(LocalDateTime(date: through), today: today)
            var lines = events.prefix(40).map { e in
                "  • "
                    + (e.start.time.map {
                        DateWords.short(LocalDateTime(date: e.start.date, time: $0))
                    } ?? DateWords.short(LocalDateTime(date: e.start.date)) + " (all day)")
                    + "  \(e.summary)" + (e.location.map { " @ \($0)" } ?? "")
            }
            lines += due.prefix(20).map { "  • due: " + words.taskLine($0) }
            return lines.isEmpty
                ? "Nothing on your calendar \(span), and no tasks due."
                : "On your calendar \(span):\n" + lines.joined(separator: "\n")
        case .calendarMissing(let path):
            return path.map {
                "There is no calendar file at \($0). Export one from your calendar app as .ics and save it there, or set PB_CALENDAR to its path."
            }
                ?? "No calendar file is set up. Save an .ics export of your calendar as $XDG_DATA_HOME/pocketbrains/calendar.ics, or set PB_CALENDAR to its path."
        case .calendarUnreadable(let path, let line, let reason):
            return "I can't read the calendar file \(path)" + (line.map { " (line \($0))" } ?? "")
                + ": \(reason)."
        case .calendarExported(let path, let count):
            return
                "Wrote \(count) open task\(count == 1 ? "" : "s") to \(path) as a calendar file you can import elsewhere."
        case .exportRefused(let path, let reason):
            switch reason {
            case .noSuchDirectory(let dir):
                return "I can't write \(path): the folder \(dir) does not exist."
            case .notAnEarlierExport:
                return
                    "\(path) already exists and pb did not write it, so I left it alone. Choose another path."
            case .writeFailed(let why): return "I couldn't write \(path) (\(why))."
            }
        default: return ""
        }
    }

    static func summary(_ s: SummaryReport, words: Phrasebook, today: CivilDate) -> String {
        var head: String
        switch s.scope {
        case "project":
            head = (s.project?.name ?? "The project") + ": \(s.done) of \(s.total) tasks done."
        case "week":
            head =
                "This week: \(s.completed.count) done, \(s.added.count) added, \(s.due.count) due."
        default:
            head =
                DateWords.spoken(LocalDateTime(date: s.start), today: today).capitalizedFirst
                + ": \(s.completed.count) done, \(s.due.count) due, \(s.notes.count) note\(s.notes.count == 1 ? "" : "s")."
        }
        if !s.completed.isEmpty {
            head +=
                "\nDone: " + s.completed.prefix(8).map { "\"\($0.title)\"" }.joined(separator: ", ")
        }
        if !s.overdue.isEmpty {
            head +=
                "\nOverdue: "
                + s.overdue.prefix(8).map { "\"\($0.title)\"" }.joined(separator: ", ")
        }
        if !s.due.isEmpty {
            head += "\nDue: " + s.due.prefix(8).map { words.taskLine($0) }.joined(separator: "; ")
        }
        if !s.notes.isEmpty {
            head +=
                "\nNotes: " + s.notes.prefix(8).map { "\"\($0.title)\"" }.joined(separator: ", ")
        }
        return head
    }

    static func review(_ f: WeeklyReviewFacts, words: Phrasebook, today: CivilDate) -> String {
        var lines = [
            "Your week (\(DateWords.short(LocalDateTime(date: f.weekStart))) to \(DateWords.short(LocalDateTime(date: f.weekEnd)))):"
        ]
        lines.append("  • \(f.entries.count) diary entr\(f.entries.count == 1 ? "y" : "ies").")
        if let mood = f.mood {
            let avg = (mood.average * 10).rounded() / 10
            lines.append(
                "  • Mood averaged \(avg) of 5" + (mood.trend.map { ", \($0.rawValue)" } ?? "")
                    + " ("
                    + mood.ratings.map {
                        "\(DateWords.short(LocalDateTime(date: $0.entry.day))): \($0.mood)"
                    }.joined(separator: ", ") + ").")
        }
        for theme in f.themes {
            lines.append(
                "  • \"\(theme.word)\" came up on "
                    + theme.sources.map { DateWords.short(LocalDateTime(date: $0.day)) }.joined(
                        separator: ", ") + ".")
        }
        if !f.completed.isEmpty {
            lines.append(
                "  • Done: "
                    + f.completed.prefix(8).map { "\"\($0.title)\"" }.joined(separator: ", ") + ".")
        }
        if !f.overdue.isEmpty {
            lines.append(
                "  • Still overdue: "
                    + f.overdue.prefix(8).map { "\"\($0.title)\"" }.joined(separator: ", ") + ".")
        }
        return lines.joined(separator: "\n")
    }
}

/// Where to turn when an entry speaks of crisis. Said plainly, once, with no advice.
enum SupportWords {
    static let line =
        "If you are thinking about harming yourself, please reach out now: call your local emergency number, or a helpline such as Samaritans (116 123 in the UK and Ireland) or 988 in the US."
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

extension KnowledgeWords {
    /// One project in the overview: its progress, what is late or blocked, and its next
    /// milestone ("Garden: 2 of 5 tasks done, 1 overdue, next milestone "beds dug", Friday").
    static func overviewLine(_ p: ProjectProgress, today: CivilDate) -> String {
        var parts = [
            p.total == 0
                ? "\(p.project.name): no tasks yet"
                : "\(p.project.name): \(p.done) of \(p.total) tasks done"
        ]
        if p.overdueCount > 0 { parts.append("\(p.overdueCount) overdue") }
        if p.blocked > 0 { parts.append("\(p.blocked) blocked") }
        if let m = p.nextMilestone {
            parts.append(
                "next milestone \"\(m.title)\""
                    + (m.due.map { ", " + DateWords.spoken($0, today: today) } ?? ""))
        }
        return parts.joined(separator: ", ")
    }
}

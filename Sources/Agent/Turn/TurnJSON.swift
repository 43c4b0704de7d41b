package import Journal
package import Planner
package import ToolBox

/// `pb ask --json`: one object per turn, in the shape DESIGN.md fixes.
package enum TurnJSON {
    package static func object(_ result: TurnResult) -> JSONValue {
        let steps: [JSONValue] =
            result.steps.isEmpty
            ? result.plan.enumerated().filter { $1.tool != .decline }.map { i, step in
                stepObject(
                    StepReport(
                        number: i + 1, tool: step.tool, arguments: step.arguments, status: .skipped)
                )
            }
            : result.steps.map(stepObject)
        return .object([
            ("turn", result.turn.map { .number(Double($0)) } ?? .null),
            ("utterance", .string(result.utterance)),
            ("understood", .bool(result.understood)),
            ("steps", .array(steps)),
            ("reply", .string(result.reply)),
        ])
    }

    static func stepObject(_ report: StepReport) -> JSONValue {
        .object([
            ("n", .number(Double(report.number))),
            ("tool", .string(report.tool.rawValue)),
            (
                "args",
                .object(
                    report.arguments.keys.sorted().map { ($0, .string(report.arguments[$0] ?? "")) }
                )
            ),
            ("status", .string(report.status.rawValue)),
            ("created", .optional(report.status == .done ? report.outcome?.created : nil)),
            ("facts", report.outcome.map(OutcomeFacts.json) ?? .object([])),
        ])
    }
}

/// A tool's result as data for `--json`: items in the export shape.
package enum OutcomeFacts {
    package static func json(_ outcome: ToolOutcome) -> JSONValue {
        switch outcome {
        case .taskCreated(let task, let project):
            return .object([("task", task.json), ("project", .optional(project))])
        case .taskCompleted(let task, let next):
            return .object([("task", task.json), ("next", next?.json ?? .null)])
        case .taskReopened(let task), .taskDeleted(let task), .unchanged(let task):
            return .object([("task", task.json)])
        case .taskUpdated(let before, let after):
            return .object([("before", before.json), ("task", after.json)])
        case .tasksListed(let filter, let tasks):
            return .object([("filter", .string(filter)), ("items", .array(tasks.map(\.json)))])
        case .agenda(let range, let days, let overdue, let due):
            // The window's first and last day, after the range (none for overdue).
            let window: [(String, JSONValue)] =
                days.map {
                    [("from", .string($0.lowerBound.description)),
                     ("to", .string($0.upperBound.description))]
                } ?? []
            return .object(
                [("range", .string(range))] + window + [
                    ("overdue", .array(overdue.map(\.json))), ("items", .array(due.map(\.json))),
                ])
        case .projectCreated(let p), .projectExists(let p): return .object([("project", p.json)])
        case .noteCreated(let n), .noteAppended(let n): return .object([("note", n.json)])
        case .noMatch(let kind, let query):
            return .object([("noMatch", .string(kind.rawValue)), ("query", .string(query))])
        case .ambiguous(let kind, let query, let candidates):
            return .object([
                ("ambiguous", .string(kind.rawValue)), ("query", .string(query)),
                ("candidates", .array(candidates.map(JSONValue.string))),
            ])
        case .invalid(let argument, let reason):
            return .object([("invalid", .string(argument)), ("reason", .string(reason))])
        case .missing(let argument): return .object([("missing", .string(argument))])
        case .notAvailable(let tool): return .object([("notAvailable", .string(tool.rawValue))])
        case .undone(let o), .redone(let o): return undoFacts(o)
        default: return KnowledgeFacts.json(outcome)
        }
    }

    static func undoFacts(_ outcome: UndoOutcome) -> JSONValue {
        switch outcome {
        case .applied(let turn, let utterance, let summaries):
            return .object([
                ("turn", .number(Double(turn))), ("utterance", .string(utterance)),
                ("changes", .array(summaries.map(JSONValue.string))),
            ])
        case .nothingToUndo: return .object([("nothing", .string("undo"))])
        case .nothingToRedo: return .object([("nothing", .string("redo"))])
        case .conflict(let turn, let conflict):
            return .object([
                ("conflict", .number(Double(turn))), ("item", .optional(conflict.label)),
                ("table", .string(conflict.table)),
            ])
        }
    }
}

/// Facts for the knowledge, project and diary outcomes.
enum KnowledgeFacts {
    static func json(_ outcome: ToolOutcome) -> JSONValue {
        switch outcome {
        case .dependencyAdded(let task, let blocker), .dependencyExists(let task, let blocker):
            return .object([("task", task.json), ("blockedBy", blocker.json)])
        case .selfDependency(let task): return .object([("selfDependency", task.json)])
        case .dependencyCycle(let task, let blocker, let path):
            return .object([
                ("task", task.json), ("blockedBy", blocker.json),
                ("cycle", .array(path.map(\.json))),
            ])
        case .blockers(let report): return report.json
        case .projectStatus(let progress): return progress.json
        case .projectsOverview(let projects):
            return .object([("projects", .array(projects.map(\.json)))])
        case .milestoneAdded(let m, let p), .milestoneExists(let m, let p):
            return .object([("milestone", m.json), ("project", p.json)])
        case .linked(let link), .linkExists(let link): return .object([("link", link.json)])
        case .noItemMatch(let query):
            return .object([("noMatch", .string("item")), ("query", .string(query))])
        case .ambiguousItem(let query, let candidates):
            return .object([
                ("ambiguous", .string("item")), ("query", .string(query)),
                ("candidates", .array(candidates.map(\.json))),
            ])
        case .searchResults(let results): return results.json
        case .summary(let report): return report.json
        case .notesAnswered(let answer): return answer.json
        case .notesNoAnswer(let question):
            return .object([
                ("answer", .null), ("question", .string(question)), ("sources", .array([])),
            ])
        case .diaryEntryAdded(let entry, let crisis):
            return .object([("entry", entry.json), ("mentionsCrisis", .bool(crisis))])
        case .weeklyReview(let facts): return facts.json
        case .weeklyReviewWithheld(let start, let end, let count):
            return .object([
                ("withheld", .bool(true)), ("weekStart", .string(start.description)),
                ("weekEnd", .string(end.description)), ("entries", .number(Double(count))),
            ])
        case .calendarAgenda(let range, let from, let through, let events, let due, let unexpanded):
            return .object([
                ("range", .string(range)), ("from", .string(from.description)),
                ("through", .string(through.description)),
                ("events", .array(events.map(\.json))), ("items", .array(due.map(\.json))),
                ("unexpanded", .array(unexpanded.map(JSONValue.string))),
            ])
        case .calendarMissing(let path): return .object([("calendarMissing", .optional(path))])
        case .calendarUnreadable(let path, let line, let reason):
            return .object([
                ("calendarUnreadable", .string(path)),
                ("line", line.map { .number(Double($0)) } ?? .null), ("reason", .string(reason)),
            ])
        case .calendarExported(let path, let count):
            return .object([("path", .string(path)), ("count", .number(Double(count)))])
        case .exportRefused(let path, _): return .object([("refused", .string(path))])
        default: return .object([])
        }
    }
}

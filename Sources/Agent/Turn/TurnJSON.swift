package import Journal
package import Planner
package import ToolBox

/// `pb ask --json`: one object per turn, in the shape DESIGN.md fixes.
package enum TurnJSON {
    package static func object(_ result: TurnResult) -> JSONValue {
        let steps: [JSONValue] =
            result.steps.isEmpty
            ? result.plan.enumerated().filter { $1.tool != .decline }.map { i, step in
                stepObject(StepReport(number: i + 1, tool: step.tool, arguments: step.arguments, status: .skipped))
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
            ("args", .object(report.arguments.keys.sorted().map { ($0, .string(report.arguments[$0] ?? "")) })),
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
        case .taskCompleted(let task, let next): return .object([("task", task.json), ("next", next?.json ?? .null)])
        case .taskReopened(let task), .taskDeleted(let task), .unchanged(let task): return .object([("task", task.json)])
        case .taskUpdated(let before, let after): return .object([("before", before.json), ("task", after.json)])
        case .tasksListed(let filter, let tasks): return .object([("filter", .string(filter)), ("items", .array(tasks.map(\.json)))])
        case .agenda(let range, let overdue, let due):
            return .object([
                ("range", .string(range)), ("overdue", .array(overdue.map(\.json))), ("items", .array(due.map(\.json))),
            ])
        case .projectCreated(let p), .projectExists(let p): return .object([("project", p.json)])
        case .noteCreated(let n), .noteAppended(let n): return .object([("note", n.json)])
        case .noMatch(let kind, let query): return .object([("noMatch", .string(kind.rawValue)), ("query", .string(query))])
        case .ambiguous(let kind, let query, let candidates):
            return .object([
                ("ambiguous", .string(kind.rawValue)), ("query", .string(query)), ("candidates", .array(candidates.map(JSONValue.string))),
            ])
        case .invalid(let argument, let reason): return .object([("invalid", .string(argument)), ("reason", .string(reason))])
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
                ("turn", .number(Double(turn))), ("utterance", .string(utterance)), ("changes", .array(summaries.map(JSONValue.string))),
            ])
        case .nothingToUndo: return .object([("nothing", .string("undo"))])
        case .nothingToRedo: return .object([("nothing", .string("redo"))])
        case .conflict(let turn, let conflict):
            return .object([
                ("conflict", .number(Double(turn))), ("item", .optional(conflict.label)), ("table", .string(conflict.table)),
            ])
        }
    }
}

/// Facts for the knowledge, project and diary outcomes.
enum KnowledgeFacts {
    static func json(_ outcome: ToolOutcome) -> JSONValue {
        switch outcome {
        default: return .object([])
        }
    }
}

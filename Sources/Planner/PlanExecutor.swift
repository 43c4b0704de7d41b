package import IntentGrammar
package import Journal
package import ToolBox

#if canImport(Glibc)
    import Glibc
#endif

/// How one step of a plan ended.
package enum StepStatus: String, Sendable, Equatable {
    case done, failed, skipped
}

/// One step as run: what was asked (references resolved), what happened.
package struct StepReport: Sendable, Equatable {
    package let number: Int
    package let tool: ToolName
    /// The arguments as asked, references as written (`$1`).
    package let arguments: [String: String]
    package var status: StepStatus
    package var outcome: ToolOutcome?
    /// Why the step failed, when its tool succeeded but the check after it did not.
    package var problem: String?

    package init(
        number: Int, tool: ToolName, arguments: [String: String], status: StepStatus,
        outcome: ToolOutcome? = nil,
        problem: String? = nil
    ) {
        self.number = number
        self.tool = tool
        self.arguments = arguments
        self.status = status
        self.outcome = outcome
        self.problem = problem
    }
}

/// The store failed under a step (a full disk, a lock held too long): the step rolled
/// back, the steps before it stand, and `reports` says which is which.
package struct PlanStopped: Error {
    package let reports: [StepReport]
    package let error: any Error
}

/// Runs a plan step by step, each step its own transaction with its journal entry, all
/// in one turn (one undo group).
///
/// References are resolved before a step runs: `$2` is what step 2 created (`id:<id>`, so
/// lookups take the exact item before any title match), `$2.title` its title, `$last` the
/// latest step that produced something. After each step a postcondition is checked inside
/// the same transaction; if it fails, the step's writes roll back with it. The first
/// failed step stops the plan and the rest are skipped.
package struct PlanExecutor {
    let registry: ToolRegistry
    let journal: ActionJournal

    package init(registry: ToolRegistry = .standard, journal: ActionJournal) {
        self.registry = registry
        self.journal = journal
    }

    /// For tests only: `PB_TEST_ABORT_AFTER_STEP=N` kills the process right after step N
    /// commits, to prove that a crash mid-plan leaves every finished step journaled.
    static let abortAfterStep: Int? = {
        guard let raw = getenv("PB_TEST_ABORT_AFTER_STEP") else { return nil }
        return Int(String(cString: raw))
    }()

    package func run(_ steps: [ParsedIntent], context: ToolContext, turn: Int64) throws
        -> [StepReport]
    {
        var reports = steps.enumerated().map { i, step in
            StepReport(number: i + 1, tool: step.tool, arguments: step.arguments, status: .skipped)
        }
        var created: [Int: (ref: String, title: String)] = [:]
        var last: (ref: String, title: String)?
        for (i, step) in steps.enumerated() {
            var arguments: [String: String] = [:]
            var unresolved: String?
            for (key, value) in step.arguments {
                if let resolved = Self.resolve(value, created: created, last: last) {
                    arguments[key] = resolved
                } else {
                    unresolved = value
                }
            }
            if let unresolved {
                reports[i].status = .failed
                reports[i].problem = "it refers to \(unresolved), which no earlier step produced"
                break
            }
            let check = Postcondition(step: step.tool, arguments: arguments)
            let result: ToolResult
            do {
                result = try registry.call(
                    step.tool, ToolArguments(arguments), context: context, journal: journal,
                    turn: turn, step: i + 1, postcondition: check.verify)
            } catch {
                reports[i].status = .failed
                throw PlanStopped(reports: reports, error: error)
            }
            reports[i].outcome = result.outcome
            if let problem = result.problem {
                reports[i].status = .failed
                reports[i].problem = problem
                break
            }
            guard result.outcome.succeeded else {
                reports[i].status = .failed
                break
            }
            reports[i].status = .done
            if let ref = result.outcome.subject, let title = result.outcome.subjectTitle {
                if result.outcome.created != nil { created[i + 1] = (ref, title) }
                last = (ref, title)
            }
            if Self.abortAfterStep == i + 1 { abort() }
        }
        return reports
    }

    /// `$N`, `$N.title`, `$last` and `$last.title`; other values pass through. Nil when a
    /// reference points at nothing.
    static func resolve(
        _ value: String, created: [Int: (ref: String, title: String)],
        last: (ref: String, title: String)?
    ) -> String? {
        guard value.hasPrefix("$") else { return value }
        let parts = value.dropFirst().split(separator: ".", maxSplits: 1)
        guard let head = parts.first else { return nil }
        let wantsTitle = parts.count == 2 && parts[1] == "title"
        let target: (ref: String, title: String)?
        if head == "last" {
            target = last
        } else if let n = Int(head) {
            target = created[n]
        } else {
            return value
        }
        guard let target else { return nil }
        return wantsTitle ? target.title : target.ref
    }
}

package import Journal

/// What one call did: the outcome and the journal entry it wrote, if any.
package struct ToolResult: Sendable, Equatable {
    package let tool: ToolName
    package let outcome: ToolOutcome
    /// True when the call changed stored data (and journaled it).
    package let wrote: Bool
    /// Set when the tool ran but the check after it failed; its writes were rolled back.
    package var problem: String? = nil
}

/// A check run after a tool, inside its transaction: nil when all is well, else the
/// problem. A problem rolls the call's writes back.
package typealias ToolPostcondition = (ToolOutcome, Database) throws -> String?

/// Carries a failed postcondition out of the transaction so it rolls back.
private struct PostconditionFailure: Error {
    let outcome: ToolOutcome
    let problem: String
}

/// The catalog: tool names and argument specs, each mapped to its one implementation.
package struct ToolRegistry: Sendable {
    private var tools: [ToolName: any Tool] = [:]

    package init(_ tools: [any Tool]) {
        for tool in tools { self.tools[tool.name] = tool }
    }

    /// Every implemented tool.
    package static let standard = ToolRegistry(StandardTools.all)

    package func spec(for name: ToolName) -> [ArgumentSpec]? { tools[name]?.arguments }

    package var names: [ToolName] { ToolName.catalog.filter { tools[$0] != nil } }

    /// Checks arguments against the tool's spec without running anything.
    package func check(_ name: ToolName, _ arguments: ToolArguments) -> ArgumentProblem? {
        guard let tool = tools[name] else { return nil }
        for spec in tool.arguments {
            guard let value = arguments.text(spec.name) else {
                if spec.required {
                    return ArgumentProblem(argument: spec.name, reason: "missing", isMissing: true)
                }
                continue
            }
            if let reason = spec.problem(with: value) {
                return ArgumentProblem(argument: spec.name, reason: reason, isMissing: false)
            }
        }
        return nil
    }

    /// Runs one call as step `step` of `turn`: checks the arguments, runs the tool in one
    /// transaction, and journals what it wrote in that same transaction.
    package func call(
        _ name: ToolName, _ arguments: ToolArguments, context: ToolContext, journal: ActionJournal,
        turn: Int64, step: Int, postcondition: ToolPostcondition? = nil
    ) throws -> ToolResult {
        if name == .undo || name == .redo {
            let engine = UndoEngine(journal: journal)
            let outcome =
                name == .undo ? try engine.undo(inTurn: turn) : try engine.redo(inTurn: turn)
            let applied: Bool
            if case .applied = outcome { applied = true } else { applied = false }
            return ToolResult(
                tool: name, outcome: name == .undo ? .undone(outcome) : .redone(outcome),
                wrote: applied)
        }
        guard let tool = tools[name] else {
            return ToolResult(tool: name, outcome: .notAvailable(name), wrote: false)
        }
        if let problem = check(name, arguments) {
            let outcome: ToolOutcome =
                problem.isMissing
                ? .missing(argument: problem.argument)
                : .invalid(argument: problem.argument, reason: problem.reason)
            return ToolResult(tool: name, outcome: outcome, wrote: false)
        }
        do {
            return try context.database.transaction {
                let writer = RowWriter(database: context.database)
                let outcome = try tool.run(arguments, context: context, writer: writer)
                if outcome.succeeded, let postcondition,
                    let problem = try postcondition(outcome, context.database)
                {
                    throw PostconditionFailure(outcome: outcome, problem: problem)
                }
                try journal.record(
                    turn: turn, step: step, tool: name.rawValue,
                    summary: Self.summary(name, outcome),
                    changes: writer.changes)
                return ToolResult(tool: name, outcome: outcome, wrote: !writer.changes.isEmpty)
            }
        } catch let failure as PostconditionFailure {
            return ToolResult(
                tool: name, outcome: failure.outcome, wrote: false, problem: failure.problem)
        }
    }

    /// The journal's one-line record of a call: the tool and the item's name. Stored in
    /// the user's own database for `pb history`; never logged.
    static func summary(_ name: ToolName, _ outcome: ToolOutcome) -> String {
        [name.rawValue, outcome.subjectTitle].compactMap { $0 }.joined(separator: " ")
    }
}

package import IntentGrammar
package import Journal
package import Planner
package import ToolBox

/// One person's conversation with the store: reads each utterance, plans, runs, words
/// the reply. The store is opened on first use, so `pb --help` never touches it.
package final class AgentSession {
    package let storePath: String
    let isDefaultPath: Bool
    private var database: Database?
    private let planner = CompoundPlanner()
    private let stemmer = Stemmer()
    /// Where exportCalendar writes by default (the working directory).
    package var exportDirectory = "."

    package init(storePath: String, isDefaultPath: Bool) {
        self.storePath = storePath
        self.isDefaultPath = isDefaultPath
    }

    /// Opens (and on first use creates) the store; the default location's folders are
    /// made too, an explicit path's are not.
    package func open() throws(StoreError) -> Database {
        if let database { return database }
        if isDefaultPath {
            let folder = storePath.split(separator: "/", omittingEmptySubsequences: false)
                .dropLast().joined(separator: "/")
            if !StoreLocation.makeDirectories(folder) {
                throw .notWritable(path: folder, reason: "cannot create the folder")
            }
        }
        let opened = try StoreOpener.open(path: storePath)
        database = opened
        return opened
    }

    /// Closes the store, so SQLite checkpoints the write-ahead log into the file and
    /// removes it: a store left after `pb` exits is one self-contained file.
    package func close() {
        database = nil
    }

    /// A turn cut off mid-plan by a crash, found once when the store opens.
    package func interruptedNotice() -> String? {
        guard let database = try? open(),
            let turns = try? ActionJournal(database: database).collectInterrupted(),
            !turns.isEmpty
        else { return nil }
        return Phrasebook(
            today: (try? TurnClock.current().now.date) ?? CivilDate(daysSinceEpoch: 0)
        ).interrupted(turns)
    }

    /// Runs one utterance as one turn.
    package func turn(_ raw: String, dryRun: Bool = false) -> TurnResult {
        var result = TurnResult(
            utterance: raw, understood: false, plan: [], steps: [], reply: "", status: .declined)
        let clock: TurnClock
        do { clock = try TurnClock.current() } catch {
            result.reply = Phrasebook.badClock(error.value)
            result.status = .usage
            return result
        }
        let words = Phrasebook(today: clock.now.date)
        if let problem = InputCheck.problem(raw) {
            result.reply = problem
            result.status = .usage
            return result
        }
        let text = raw.trimmingSpaces
        let database: Database
        do { database = try open() } catch {
            result.reply = words.storeError(error)
            result.status = .store
            return result
        }
        let names = StoreNames(database: database, stemmer: stemmer)
        let context = ParseContext(now: clock.now, names: names, grounded: true)
        var plan = planner.plan(text, context: context)
        // "move it to Friday" right after "remind me to call Ana": a pronoun no step of this
        // request explains means the task the last request changed.
        let pronounKeys = ["task", "from", "to", "blockedBy", "item"]
        let hasPronoun = plan.contains { step in
            pronounKeys.contains { step.arguments[$0].map(Pronouns.isPronoun) == true }
        }
        if hasPronoun,
            let rows = try? ActionJournal(database: database).rowsChangedLast(table: "tasks"),
            !rows.isEmpty
        {
            plan = Self.pointing(plan, keys: pronounKeys, at: rows)
        }
        result.plan = plan
        guard let first = plan.first, first.tool != .decline else {
            result.reply = words.decline(plan.first ?? .decline)
            return result
        }
        result.understood = true
        if dryRun {
            result.steps = plan.enumerated().map {
                StepReport(number: $0 + 1, tool: $1.tool, arguments: $1.arguments, status: .skipped)
            }
            result.reply = "Dry run: nothing was changed."
            result.status = .done
            return result
        }
        let journal = ActionJournal(database: database)
        var turn: Int64 = 0
        do {
            // Only requests that may change data open a journal turn; reads leave no trace.
            if plan.contains(where: { $0.tool.changesData }) {
                turn = try journal.begin(utterance: text, at: clock.timestamp)
            }
            var toolContext = ToolContext(
                database: database, now: clock.now, timestamp: clock.timestamp, stemmer: stemmer)
            toolContext.exportDirectory = exportDirectory
            toolContext.calendarFile = StoreLocation.calendarPath()
            let steps = try PlanExecutor(journal: journal).run(
                plan, context: toolContext, turn: turn)
            if turn != 0 {
                try journal.finish(turn)
                result.turn = turn
            }
            result.steps = steps
            result.reply = words.reply(steps)
            result.status = steps.allSatisfy { $0.status == .done } ? .done : .stepFailed
        } catch let stopped as PlanStopped {
            // The steps before the one the store refused stand, in a finished turn that
            // "undo" takes back; a turn that saved nothing leaves no trace.
            journal.endCutShort(turn)
            let fault = storeFault(stopped.error)
            let done = stopped.reports.filter { $0.status == .done }.count
            result.steps = stopped.reports
            result.turn = done > 0 ? turn : nil
            result.reply =
                done > 0 ? words.storeError(fault, after: stopped.reports) : words.storeError(fault)
            result.status = .store
        } catch {
            journal.endCutShort(turn)
            result.reply = words.storeError(storeFault(error))
            result.status = .store
        }
        return result
    }

    /// The fault a person can act on, for an error thrown while a turn ran.
    private func storeFault(_ error: any Error) -> StoreError {
        switch error {
        case let error as StoreError: return error
        case let error as SQLiteError: return StoreError.from(error, path: storePath)
        default: return .sqlite(code: -1, message: String(describing: error))
        }
    }

    /// The most recent turns, for `pb history` and `:history`.
    package func history(limit: Int = 20) throws(StoreError) -> [TurnRecord] {
        let database = try open()
        do { return try ActionJournal(database: database).history(limit: limit) } catch let error
            as SQLiteError
        {
            throw StoreError.from(error, path: storePath)
        } catch {
            throw .sqlite(code: -1, message: String(describing: error))
        }
    }
}

@available(*, unavailable) extension AgentSession: Sendable {}

extension AgentSession {
    /// `plan` with each pronoun no step explained pointing at what the last request
    /// changed (`rows`, in order): "it" at the last of them, "them" ("both", "the two")
    /// at each, one step apiece ("add milk and eggs", then "move them to Friday").
    static func pointing(_ plan: [ParsedIntent], keys: [String], at rows: [String])
        -> [ParsedIntent]
    {
        guard let last = rows.last else { return plan }
        var pointed: [ParsedIntent] = []
        for step in plan {
            guard
                let key = keys.first(where: { step.arguments[$0].map(Pronouns.isPronoun) == true })
            else {
                pointed.append(step)
                continue
            }
            let said = step.arguments[key] ?? ""
            let targets = Pronouns.plural.contains(said.lowercased()) ? rows : [last]
            for row in targets {
                var one = step
                for key in keys where one.arguments[key].map(Pronouns.isPronoun) == true {
                    one.arguments[key] = "id:" + row
                }
                pointed.append(one)
            }
        }
        return pointed
    }
}

package import IntentGrammar
package import Journal
package import Planner
package import ToolBox

/// One case's result.
package struct EvalCaseResult: Sendable {
    package let evalCase: EvalCase
    package let pass: Bool
    package let toolPass: Bool
    /// What the grammar produced, in the eval's `got` shape.
    package let got: JSONValue
    /// For date cases: whether the matched span equals the expected one.
    package let spanPass: Bool?
    /// True when the case expected a decline and got a tool that changes data.
    package let falseMutation: Bool
}

/// Runs eval files through the grammar and planner, and (with a fixture) executes each
/// case on a fresh in-memory copy of the fixture store. Nothing touches the user's store.
package struct EvalRunner {
    let fixtureOverride: String?
    private let planner = CompoundPlanner()

    package init(fixtureOverride: String? = nil) { self.fixtureOverride = fixtureOverride }

    package func run(files: [String]) throws -> EvalReport {
        var results: [EvalCaseResult] = []
        var fixtures: [String: String] = [:]
        let stemmer = Stemmer()
        for file in files {
            for evalCase in try EvalCase.load(file, fixtureOverride: fixtureOverride) {
                var fixtureText: String?
                if let path = evalCase.fixture {
                    if fixtures[path] == nil {
                        guard let text = FileBytes.text(path) else {
                            throw EvalFileProblem(
                                file: file, line: 0, reason: "cannot read the fixture \(path)")
                        }
                        fixtures[path] = text
                    }
                    fixtureText = fixtures[path]
                }
                results.append(try run(evalCase, fixture: fixtureText, stemmer: stemmer))
            }
        }
        return EvalReport(results: results)
    }

    func run(_ evalCase: EvalCase, fixture: String?, stemmer: Stemmer) throws -> EvalCaseResult {
        guard let now = LocalDateTime(iso: evalCase.now) else {
            throw EvalFileProblem(
                file: evalCase.id, line: 0, reason: "\"now\" is not a date: \(evalCase.now)")
        }
        if case .date(let date, let time, let span) = evalCase.expectation {
            return dateCase(evalCase, now: now, date: date, time: time, span: span)
        }
        var database: Database?
        var names: any KnownNames = NoKnownNames()
        if let fixture {
            let store = try StoreOpener.inMemory()
            try store.transaction {
                let writer = RowWriter(database: store)
                _ = try StoreImport.run(
                    fixture, database: store, writer: writer, timestamp: evalCase.now)
            }
            database = store
            names = StoreNames(database: store, stemmer: stemmer)
        }
        let context = ParseContext(now: now, names: names, grounded: fixture != nil)
        let steps = planner.plan(evalCase.text, context: context).filter { $0.tool != .decline }
        let (pass, toolPass) = EvalMatch.compare(
            steps, evalCase.expectation,
            stored: evalCase.itemsAsStored
                ? database.map { Self.storedName(in: $0, stemmer: stemmer) } : nil)
        var executed = true
        if pass, let database, !steps.isEmpty {
            let journal = ActionJournal(database: database)
            let turn = try journal.begin(utterance: evalCase.text, at: evalCase.now)
            let clock = TurnClock(now: now)
            var toolContext = ToolContext(
                database: database, now: now, timestamp: clock.timestamp, stemmer: stemmer)
            var runSteps = steps
            var scratch: String?
            if steps.contains(where: { $0.tool == .exportCalendar }) {
                guard let folder = EvalScratch.make() else {
                    throw EvalFileProblem(
                        file: evalCase.id, line: 0,
                        reason: "cannot make a scratch folder for exportCalendar")
                }
                scratch = folder
                toolContext.exportDirectory = folder
                for i in runSteps.indices where runSteps[i].tool == .exportCalendar {
                    runSteps[i].arguments["path"] = EvalScratch.confine(
                        runSteps[i].arguments["path"], to: folder)
                }
            }
            defer { if let scratch { EvalScratch.remove(scratch) } }
            let reports = try PlanExecutor(journal: journal).run(
                runSteps, context: toolContext, turn: turn)
            executed = reports.allSatisfy { $0.status == .done }
        }
        var expectsDecline = false
        if case .tool(let tool, _) = evalCase.expectation, tool == ToolName.decline.rawValue {
            expectsDecline = true
        }
        return EvalCaseResult(
            evalCase: evalCase, pass: pass && executed, toolPass: toolPass,
            got: EvalMatch.got(steps), spanPass: nil,
            falseMutation: expectsDecline && steps.contains { $0.tool.changesData })
    }

    /// The name of the stored item `words` find as the `key` argument of `step`, by the
    /// tools' lookup (a done task first for a reopen); nil when they find none or several.
    static func storedName(in database: Database, stemmer: Stemmer)
        -> (ParsedIntent, String, String) -> String?
    {
        let lookup = ItemLookup(database: database, stemmer: stemmer)
        return { step, key, words in
            let task = try? lookup.task(words, preferDone: step.tool == .reopenTask)
            // A link's ends and an item are a task when the words find one.
            if ["task", "blockedBy"].contains(key)
                || (["from", "to", "item"].contains(key) && task.map { $0 != .notFound } == true)
            {
                if case .found(let found)? = task { return found.title }
                return nil
            }
            // A link's ends and an item may be a note or a project as well as a task.
            if key != "project", case .found(let note)? = try? lookup.note(words) {
                return note.title
            }
            if key != "note", case .found(let project)? = try? lookup.project(words) {
                return project.name
            }
            return nil
        }
    }

    func dateCase(
        _ evalCase: EvalCase, now: LocalDateTime, date: String?, time: String?, span: String?
    ) -> EvalCaseResult {
        let match = DateParser(now: now).firstMatch(in: evalCase.text)
        let gotDate = match?.value.date.description
        let gotTime = match?.value.time?.description
        let gotSpan = match.map { String(evalCase.text[$0.range]) }
        let datePass =
            match != nil && (date == nil || date == gotDate) && (time == nil || time == gotTime)
        let spanPass = span.map { expected in gotSpan?.lowercased() == expected.lowercased() }
        let got: JSONValue = .object([
            ("date", .optional(gotDate)), ("time", .optional(gotTime)),
            ("span", .optional(gotSpan)),
        ])
        return EvalCaseResult(
            evalCase: evalCase, pass: datePass, toolPass: datePass, got: got, spanPass: spanPass,
            falseMutation: false)
    }
}

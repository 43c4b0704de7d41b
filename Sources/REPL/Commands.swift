import Agent
import Glibc
import Journal
import ToolBox

/// The one-shot commands: ask, export, import, history, eval.
enum Commands {
    static func ask(
        _ requests: [String], session: AgentSession, arguments: CommandLineArguments, output: Output
    ) -> ExitStatus {
        let printer = TurnPrinter(output: output, json: arguments.json)
        var worst = ExitStatus.done
        let notice = arguments.json ? nil : session.interruptedNotice()
        for (i, request) in requests.enumerated() {
            var result = session.turn(request, dryRun: arguments.dryRun)
            if i == 0 { result.notice = notice }
            if arguments.dryRun && !arguments.json {
                result.reply = dryRunText(result)
                result.steps = []
            }
            printer.print(result, today: Phrasebook(today: today()))
            worst = combine(worst, result.status)
        }
        return worst
    }

    /// One request per line of standard input. Lines that are not valid UTF-8 are refused
    /// one by one; the others still run.
    static func askStdin(session: AgentSession, arguments: CommandLineArguments, output: Output)
        -> ExitStatus
    {
        let printer = TurnPrinter(output: output, json: arguments.json)
        var worst = ExitStatus.done
        var lineNumber = 0
        if !arguments.json, let notice = session.interruptedNotice() { output.line(notice) }
        for bytes in StandardInput.lines() {
            lineNumber += 1
            guard let line = String(validating: bytes, as: UTF8.self) else {
                output.error(
                    "Line \(lineNumber) is not valid UTF-8 text; I skipped it and changed nothing for it."
                )
                worst = combine(worst, .usage)
                continue
            }
            if line.trimmingCharacters().isEmpty { continue }
            var result = session.turn(line, dryRun: arguments.dryRun)
            if arguments.dryRun && !arguments.json {
                result.reply = dryRunText(result)
                result.steps = []
            }
            printer.print(result, today: Phrasebook(today: today()))
            worst = combine(worst, result.status)
            if result.status == .store { break }
        }
        return worst
    }

    /// The worst status of a run: a store fault, then a failed step, usage, a decline.
    static func combine(_ a: ExitStatus, _ b: ExitStatus) -> ExitStatus {
        let rank: [ExitStatus: Int] = [
            .done: 0, .declined: 1, .usage: 2, .stepFailed: 3, .store: 4,
        ]
        return (rank[a] ?? 0) >= (rank[b] ?? 0) ? a : b
    }

    static func dryRunText(_ result: TurnResult) -> String {
        guard result.understood else { return result.reply }
        let lines = result.plan.enumerated().map { i, step in
            let args = step.arguments.keys.sorted().map { "\($0): \(step.arguments[$0] ?? "")" }
                .joined(separator: " · ")
            return "\(i + 1). \(step.tool.rawValue)" + (args.isEmpty ? "" : "  " + args)
                + (step.frame.isEmpty ? "" : "   [\(step.frame)]")
        }
        return lines.joined(separator: "\n") + "\nDry run: nothing was changed."
    }

    static func today() -> CivilDate {
        (try? TurnClock.current().now.date) ?? CivilDate(daysSinceEpoch: 0)
    }

    static func export(session: AgentSession, output: Output) -> ExitStatus {
        do {
            let database = try session.open()
            let clock = try TurnClock.current()
            output.line(
                try StoreExport.document(database: database, exportedAt: clock.timestamp).serialized
            )
            return .done
        } catch let error as StoreError {
            output.error(Phrasebook(today: today()).storeError(error))
            return .store
        } catch let error as TurnClock.BadClock {
            output.error(Phrasebook.badClock(error.value))
            return .usage
        } catch {
            output.error("Export failed: \(error)")
            return .store
        }
    }

    static func importFile(_ path: String, session: AgentSession, output: Output) -> ExitStatus {
        guard let bytes = FileBytes.read(path) else {
            output.error("Error: cannot read \(path) (\(String(cString: strerror(errno)))).")
            return .usage
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            output.error(
                "Error: \(path) is not UTF-8 text, so it cannot be a pb export. Nothing was imported."
            )
            return .usage
        }
        do {
            let result = try session.importDocument(text, name: path)
            output.line(result)
            return .done
        } catch let problem as ImportProblem {
            output.error(
                "Error: \(path) is not a pb export I can read: \(problem). Nothing was imported.")
            return .usage
        } catch let error as StoreError {
            output.error(Phrasebook(today: today()).storeError(error))
            return .store
        } catch let error as TurnClock.BadClock {
            output.error(Phrasebook.badClock(error.value) + " Nothing was imported.")
            return .usage
        } catch {
            output.error("Import failed: \(error). Nothing was imported.")
            return .store
        }
    }

    static func history(session: AgentSession, output: Output) -> ExitStatus {
        do {
            let turns = try session.history(limit: 30)
            output.line(HistoryWords.lines(turns))
            return .done
        } catch {
            output.error(Phrasebook(today: today()).storeError(error))
            return .store
        }
    }

    static func eval(_ files: [String], fixture: String?, json: Bool, output: Output) -> ExitStatus
    {
        let paths = files.isEmpty ? EvalFiles.defaultFiles() : files
        guard !paths.isEmpty else {
            output.error("Error: no eval files given, and none found in eval-data/.")
            return .usage
        }
        // "Ask your notes" questions have their own shape and a notes.json beside them.
        let notes = paths.filter { $0.hasSuffix("notes/questions.jsonl") }
        let router = paths.filter { !$0.hasSuffix("notes/questions.jsonl") }
        do {
            var passed = true
            if !router.isEmpty {
                let report = try EvalRunner(fixtureOverride: fixture).run(files: router)
                for line in EvalPrinter.lines(report, json: json) { output.line(line) }
                passed = report.gatesPassed
            }
            for questions in notes {
                let folder = String(questions.dropLast("questions.jsonl".count))
                guard let fixtureText = FileBytes.text(folder + "notes.json"),
                    let questionText = FileBytes.text(questions)
                else {
                    output.error("Error: cannot read \(folder)notes.json or \(questions).")
                    return .usage
                }
                output.line(
                    try NotesEval.run(fixture: fixtureText, questions: questionText).evalJSON)
            }
            return passed ? .done : .stepFailed
        } catch let problem as EvalFileProblem {
            output.error("Error: \(problem)")
            return .usage
        } catch {
            output.error("Eval failed: \(error)")
            return .store
        }
    }
}

extension Commands {
    /// `pb eval --bench`: parse-only speed over the eval files.
    static func benchmark(_ files: [String], output: Output) -> ExitStatus {
        let paths = files.isEmpty ? EvalFiles.defaultFiles() : files
        do {
            let cases = try ParseBenchmark.cases(paths)
            // A developer's check that a speed change alters no reading (README).
            if let path = getenv("PB_PARSE_SNAPSHOT").map({ String(cString: $0) }) {
                guard let file = fopen(path, "w") else {
                    output.error("Error: cannot write the parse snapshot to \(path).")
                    return .usage
                }
                fputs(ParseBenchmark.snapshot(cases), file)
                fclose(file)
            }
            let r = ParseBenchmark.run(cases)
            // Where the time goes: each utterance's median, slowest first (README).
            if let path = getenv("PB_BENCH_EACH").map({ String(cString: $0) }) {
                guard let file = fopen(path, "w") else {
                    output.error("Error: cannot write the timings to \(path).")
                    return .usage
                }
                for (text, time) in r.eachUtterance { fputs("\(round1(time))\t\(text)\n", file) }
                fclose(file)
            }
            output.line(
                "parse: \(r.utterances) utterances, median \(round1(r.medianMicroseconds)) µs each, \(Int(r.perSecond)) a second (one core, no store)"
            )
            output.line(
                "spread: each utterance timed in the rounds, p50 \(round1(r.p50Microseconds)) µs, p90 \(round1(r.p90Microseconds)) µs, slowest \(round1(r.slowestMicroseconds)) µs"
            )
            output.line(
                "dates: \(r.datePhrases) phrases, median \(round1(r.dateMedianMicroseconds)) µs each"
            )
            return .done
        } catch {
            output.error("Error: \(error)")
            return .usage
        }
    }

    static func round1(_ x: Double) -> String {
        let tenths = Int((x * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}

/// Reading files and standard input as bytes, so bad UTF-8 is seen rather than replaced.
enum StandardInput {
    static func lines() -> [[UInt8]] {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(STDIN_FILENO, &buffer, buffer.count)
            if n <= 0 { break }
            data.append(contentsOf: buffer[0..<n])
        }
        var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map
        { Array($0) }
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { $0.last == UInt8(ascii: "\r") ? Array($0.dropLast()) : $0 }
    }
}

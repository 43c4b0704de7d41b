import Agent
import Glibc

/// The conversation on a terminal: a prompt, one turn per line, `:help`, `:history`,
/// `:quit`; Ctrl-D ends it, Ctrl-C drops the line being typed.
struct Repl {
    let session: AgentSession
    let output: Output
    let json: Bool

    func run() -> ExitStatus {
        let state = StoreLocation.stateDirectory()
        let historyPath = StoreLocation.makeDirectories(state) ? state + "/history" : nil
        let reader = LineReader(historyPath: historyPath)
        defer { reader.close() }
        let printer = TurnPrinter(output: output, json: json)
        output.line(
            "pb \(Version.current): tasks, notes and projects, all on this machine. :help for help, Ctrl-D to leave."
        )
        if let notice = session.interruptedNotice() { output.line(notice) }
        while let line = reader.next(prompt: "pb> ") {
            let request = line.trimmingCharacters()
            if request.isEmpty { continue }
            switch request {
            case ":quit", ":q", ":exit", "quit", "exit":
                return .done
            case ":help", ":h", "help", "?":
                output.line(Repl.help)
                continue
            case ":history":
                do { output.line(HistoryWords.lines(try session.history(limit: 20))) } catch {
                    output.line(Phrasebook(today: Commands.today()).storeError(error))
                }
                continue
            default:
                break
            }
            let result = session.turn(request)
            printer.print(result, today: Phrasebook(today: Commands.today()))
        }
        output.line("")
        return .done
    }

    static let help = """
        Talk to pb in plain words. For example:
          remind me to call the dentist on Friday at 3pm     add a task
          done with the dentist                               complete it
          push the report back two days                       move it
          what's on today   ·   list my open tasks            see what's due
          note: the plumber is called Ana                     keep a note
          what's the plumber called?                          ask your notes
          create a project Garden and add tasks: buy seeds, dig the beds
          how's the Garden project going   ·   show my projects   see how they stand
          undo   ·   redo                                     take back or redo the last turn
        Commands: :history (what each turn did)  :help  :quit (or Ctrl-D)
        """
}

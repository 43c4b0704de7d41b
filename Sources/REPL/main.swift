import Agent
import Glibc
import Journal
import ToolBox

/// pb's entry point: parse the command line, run one command, exit with its status.
let output = Output()
let arguments: CommandLineArguments
do {
    arguments = try CommandLineArguments.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    output.error(
        "Error: \(error.message)\n\(CommandLineArguments.usage)\nSee 'pb --help' for more information."
    )
    exit(ExitStatus.usage.rawValue)
}

let location = StoreLocation.storePath(flag: arguments.store)
let session = AgentSession(storePath: location.path, isDefaultPath: location.isDefault)
let status: ExitStatus

switch arguments.command {
case .help:
    output.line(CommandLineArguments.help)
    status = .done
case .version:
    output.line("pb \(Version.current)")
    status = .done
case .ask(let words):
    status = Commands.ask(
        [words.joined(separator: " ")], session: session, arguments: arguments, output: output)
case .askStdin:
    status = Commands.askStdin(session: session, arguments: arguments, output: output)
case .repl:
    status =
        isatty(STDIN_FILENO) == 1
        ? Repl(session: session, output: output, json: arguments.json).run()
        : Commands.askStdin(session: session, arguments: arguments, output: output)
case .export:
    status = Commands.export(session: session, output: output)
case .importFile(let path):
    status = Commands.importFile(path, session: session, output: output)
case .history:
    status = Commands.history(session: session, output: output)
case .eval(let files):
    status =
        arguments.bench
        ? Commands.benchmark(files, output: output)
        : Commands.eval(files, fixture: arguments.fixture, json: arguments.json, output: output)
}
session.close()
exit(status.rawValue)

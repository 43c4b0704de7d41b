@preconcurrency import CReadline
import Glibc

/// Reads lines: readline on a terminal (editing, history, completion), plain reads when
/// standard input is piped, so scripts never see a prompt or an echo.
final class LineReader {
    let interactive: Bool
    let historyPath: String?

    /// Words offered by Tab: REPL commands and the usual openings of a request.
    static let completions = [
        ":help", ":history", ":quit", "undo", "redo", "remind me to ", "add a task to ", "todo: ",
        "note: ",
        "what's on today", "what's due this week", "list my open tasks", "mark ", "move ",
        "snooze ",
        "create a project ", "what's blocking ", "journal: ", "weekly review",
        "search everything for ",
    ]

    init(historyPath: String?) {
        interactive = isatty(STDIN_FILENO) == 1
        self.historyPath = historyPath
        guard interactive else { return }
        creadline_set_name("pb")
        rl_variable_bind("enable-bracketed-paste", isatty(STDOUT_FILENO) == 1 ? "on" : "off")
        if isatty(STDOUT_FILENO) != 1 { creadline_output_to_stderr() }
        creadline_set_completer { text, start, end in completeRequest(text, start, end) }
        using_history()
        stifle_history(1000)
        if let historyPath { read_history(historyPath) }
        // Ctrl-C drops the line being typed, as a shell does, instead of ending pb.
        signal(SIGINT) { _ in creadline_cancel_line() }
    }

    /// The next line, or nil at end of input (Ctrl-D).
    func next(prompt: String) -> String? {
        guard interactive else { return readLine(strippingNewline: true) }
        guard let raw = readline(prompt) else { return nil }
        defer { free(raw) }
        let line = String(cString: raw)
        if !line.trimmingCharacters().isEmpty {
            add_history(raw)
            if let historyPath {
                if access(historyPath, F_OK) == 0 {
                    append_history(1, historyPath)
                } else {
                    write_history(historyPath)
                }
            }
        }
        return line
    }

    func close() {
        guard interactive, let historyPath else { return }
        history_truncate_file(historyPath, 1000)
    }
}

/// Tab completion: the known openings that start with what is typed.
private func completeRequest(
    _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    creadline_suppress_default_completion()
    return rl_completion_matches(text) { text, state in
        guard let text else { return nil }
        let prefix = String(cString: text).lowercased()
        let matches = LineReader.completions.filter { $0.hasPrefix(prefix) }
        let index = Int(state)
        guard index < matches.count else { return nil }
        return strdup(matches[index])
    }
}

extension String {
    func trimmingCharacters() -> String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s = s.dropFirst() }
        while let l = s.last, l.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}

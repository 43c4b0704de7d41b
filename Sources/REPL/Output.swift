import Glibc

/// Writes what pb prints: colour only on a terminal and never when NO_COLOR is set.
struct Output {
    let colour: Bool

    init() {
        colour = isatty(STDOUT_FILENO) == 1 && getenv("NO_COLOR") == nil
    }

    func line(_ text: String) {
        print(text)
    }

    /// A step line, its mark coloured.
    func step(_ text: String) {
        guard colour, let mark = text.first(where: { "✓✗–".contains($0) }) else {
            return line(text)
        }
        let code = mark == "✓" ? "32" : mark == "✗" ? "31" : "2"
        line(text.replacingFirst(String(mark), with: "\u{1B}[\(code)m\(mark)\u{1B}[0m"))
    }

    func error(_ text: String) {
        var message = text + "\n"
        message.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        return self[..<range.lowerBound] + replacement + self[range.upperBound...]
    }

}

package import Journal

/// `pb history` and `:history`: the latest turns, what each did, whether it is undone.
package enum HistoryWords {
    package static func lines(_ turns: [TurnRecord]) -> String {
        guard !turns.isEmpty else { return "No history yet: nothing has been changed." }
        return turns.map { turn in
            let stamp = String(turn.startedAt.prefix(16)).replacingFirstT()
            var line = "#\(turn.id)  \(stamp)  \"\(turn.utterance)\""
            switch turn.kind {
            case .undo: line += turn.targetTurn.map { "  → undid #\($0)" } ?? "  → nothing to undo"
            case .redo: line += turn.targetTurn.map { "  → redid #\($0)" } ?? "  → nothing to redo"
            case .action:
                line += "  → " + turn.summaries.joined(separator: "; ")
                if turn.undone { line += "  (undone)" }
                if turn.state == "interrupted" { line += "  (interrupted)" }
            case .read: line += "  → changed nothing"
            }
            return line
        }.joined(separator: "\n")
    }
}

extension String {
    fileprivate func replacingFirstT() -> String {
        guard let t = firstIndex(of: "T") else { return self }
        return self[..<t] + " " + self[index(after: t)...]
    }
}

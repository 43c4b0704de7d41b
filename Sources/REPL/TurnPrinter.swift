import Agent
import Journal

/// Prints a turn for a person (step lines, then the reply) or as one JSON line.
struct TurnPrinter {
    let output: Output
    let json: Bool

    func print(_ result: TurnResult, today: Phrasebook) {
        if json {
            output.line(TurnJSON.object(result).serialized)
            return
        }
        if let notice = result.notice { output.line(notice) }
        let numbered = result.steps.count > 1
        for step in result.steps { output.step(today.stepLine(step, numbered: numbered)) }
        guard !result.reply.isEmpty else { return }
        // Faults and refused input are errors, for standard error; replies (declines
        // included) are the program's answer, for standard output.
        if result.status == .store || result.status == .usage {
            output.error(result.reply)
        } else {
            output.line(result.reply)
        }
    }
}

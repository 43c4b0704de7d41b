package import ToolBox

/// Requests with something put in front of the command: a remark and a comma ("oh
/// gosh, remind me to..."), a date ("tmrw morning remind me to..."), or a project ("for
/// the Garden project can you add a task to..."). Tried only when the clause as a whole
/// reads as nothing.
enum Fronting {
    static let project = Pattern(
        grammar:
            "^(?:for|in|on|under|to) (?:the |my |our )?(?<p>[^,]+?) (?:project|list),? (?<rest>.+)$"
    )

    static func read(_ clause: Clause, parser: IntentParser) -> ParsedIntent? {
        let text = clause.utterance.original
        let tokens = clause.utterance.tokens
        // "oh gosh, remind me...": a short lead-in before a comma.
        if let comma = tokens.prefix(6).firstIndex(where: {
            $0.isPunctuation && clause.utterance.form($0) == ","
        }), comma > 0,
            comma + 1 < tokens.count
        {
            let rest = String(text[tokens[comma + 1].range.lowerBound...])
            let reading = parser.parse(rest, context: clause.context)
            if reading.tool != .decline { return reading }
        }
        // "tmrw morning remind me to...": the date moves to the end.
        if DateParser.mayStartPhrase(atStartOf: clause.text), let date = clause.dates.first,
            date.range.lowerBound == 0,
            let cut = clause.utterance.originalRange(date.range),
            cut.upperBound < text.endIndex
        {
            let rest = String(text[cut.upperBound...]).trimmingSpaces
            let reading = parser.parse(rest + " " + text[cut], context: clause.context)
            if reading.tool != .decline { return reading }
        }
        // "for the Garden project can you add a task to...": the project goes on the task.
        if let m = project.firstMatch(in: clause.text), let p = m.group(named: "p"),
            let r = m.group(named: "rest"),
            let name = clause.originalSlice(p), let restRange = clause.utterance.originalRange(r)
        {
            var reading = parser.parse(String(text[restRange]), context: clause.context)
            if reading.tool == .createTask, reading.arguments["project"] == nil {
                reading.arguments["project"] = SlotText.cleanItem(name)
                return reading
            }
        }
        return nil
    }
}

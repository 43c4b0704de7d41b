package import IntentGrammar

/// One request's parses, each clause read once however often the planner asks: while
/// deciding where to split, the same clause is tried several times.
final class ParseMemo {
    let parser: IntentParser
    let context: ParseContext
    private var parses: [String: ParsedIntent] = [:]
    var clauses: [String: [ParsedIntent]?] = [:]

    init(parser: IntentParser, context: ParseContext) {
        self.parser = parser
        self.context = context
    }

    func parse(_ text: String) -> ParsedIntent {
        if let hit = parses[text] { return hit }
        let reading = parser.parse(text, context: context)
        parses[text] = reading
        return reading
    }
}

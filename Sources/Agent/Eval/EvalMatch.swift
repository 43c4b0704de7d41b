package import IntentGrammar
package import Journal
package import ToolBox

/// DESIGN.md's matching rules: tools in order; every listed argument equal, strings
/// ignoring case and a leading article, a date matching a date-time on the same day only
/// when the expectation has no time, `$N` exactly.
///
/// A file may say its item arguments give the stored item's name (`EvalCase.itemsAsStored`):
/// then such an argument also matches when the words pb gave find that item in the fixture,
/// by the lookup the tools use (`stored`). The words are what pb acts on, so this asks
/// whether it would act on the item meant.
enum EvalMatch {
    /// The arguments that name a stored item, which `stored` may resolve.
    static let storedItemKeys: Set<String> = [
        "task", "project", "note", "item", "blockedBy", "from", "to",
    ]

    static func compare(
        _ steps: [ParsedIntent], _ expectation: EvalCase.Expectation,
        stored: ((ParsedIntent, String, String) -> String?)? = nil
    ) -> (pass: Bool, toolPass: Bool) {
        let expected: [(tool: String, arguments: [String: String])]
        switch expectation {
        case .tool(let tool, let arguments):
            if tool == ToolName.decline.rawValue { return (steps.isEmpty, steps.isEmpty) }
            expected = [(tool, arguments)]
        case .plan(let plan): expected = plan
        case .date: return (false, false)
        }
        guard steps.count == expected.count,
            zip(steps, expected).allSatisfy({ $0.tool.rawValue == $1.tool })
        else {
            let toolPass =
                steps.first?.tool.rawValue == expected.first?.tool && expected.count == 1
                && steps.count >= 1
            return (false, toolPass)
        }
        let argumentsPass = zip(steps, expected).allSatisfy { step, want in
            want.arguments.allSatisfy { key, value in
                guard let got = step.arguments[key] else { return false }
                if same(got, value) { return true }
                guard let stored, storedItemKeys.contains(key),
                    let found = stored(step, key, got)
                else { return false }
                return normalize(found) == normalize(value)
            }
        }
        return (argumentsPass, true)
    }

    static func same(_ got: String, _ want: String) -> Bool {
        if want.hasPrefix("$") { return got == want }
        if let wantDate = LocalDateTime(iso: want), let gotDate = LocalDateTime(iso: got) {
            if wantDate.time == nil { return wantDate.date == gotDate.date }
            return wantDate == gotDate
        }
        return normalize(got) == normalize(want)
    }

    static func normalize(_ text: String) -> String {
        var s = text.trimmingSpaces.lowercased()
        for article in ["the ", "a ", "an "] where s.hasPrefix(article) {
            s = String(s.dropFirst(article.count))
            break
        }
        return s
    }

    /// `{"tool": T, "args": {...}}` for one step, `{"plan": [...]}` for several,
    /// `{"tool": "none"}` for a decline.
    static func got(_ steps: [ParsedIntent]) -> JSONValue {
        func step(_ s: ParsedIntent) -> JSONValue {
            .object([
                ("tool", .string(s.tool.rawValue)),
                (
                    "args",
                    .object(s.arguments.keys.sorted().map { ($0, .string(s.arguments[$0] ?? "")) })
                ),
            ])
        }
        if steps.isEmpty { return .object([("tool", .string("none"))]) }
        if steps.count == 1 { return step(steps[0]) }
        return .object([("plan", .array(steps.map(step)))])
    }
}

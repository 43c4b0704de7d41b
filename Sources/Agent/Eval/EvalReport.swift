package import Journal

/// The results of an eval run, with per-split figures.
package struct EvalReport: Sendable {
    package let results: [EvalCaseResult]

    package struct Split: Sendable {
        package let name: String
        package let n: Int
        package let pass: Int
        package let toolPass: Int
        package let declineCases: Int
        package let falseMutation: Int
        package let gated: Bool
        /// Date splits: span agreement over cases with a span, and the untagged figures.
        package let spans: (agree: Int, of: Int)?
        package let untagged: (pass: Int, of: Int)?
    }

    /// Splits in the order they first appear.
    package var splits: [Split] {
        var order: [String] = []
        var groups: [String: [EvalCaseResult]] = [:]
        for r in results {
            if groups[r.evalCase.split] == nil { order.append(r.evalCase.split) }
            groups[r.evalCase.split, default: []].append(r)
        }
        return order.map { name in
            let rs = groups[name] ?? []
            let declines = rs.filter {
                if case .tool(let t, _) = $0.evalCase.expectation { return t == "none" }
                return false
            }
            let dateCases = rs.filter {
                if case .date = $0.evalCase.expectation { return true } else { return false }
            }
            let spans = dateCases.compactMap(\.spanPass)
            let untagged = dateCases.filter { $0.evalCase.conflict == nil }
            return Split(
                name: name, n: rs.count, pass: rs.filter(\.pass).count,
                toolPass: rs.filter(\.toolPass).count,
                declineCases: declines.count, falseMutation: rs.filter(\.falseMutation).count,
                gated: rs.contains { $0.evalCase.gated },
                spans: dateCases.isEmpty ? nil : (spans.filter { $0 }.count, spans.count),
                untagged: dateCases.isEmpty ? nil : (untagged.filter(\.pass).count, untagged.count))
        }
    }

    /// False when a gated split is under 100%.
    package var gatesPassed: Bool {
        splits.allSatisfy { !$0.gated || $0.pass == $0.n }
    }
}

/// Prints a report: a table, the misses (never for held-out splits), EVALJSON lines.
package enum EvalPrinter {
    package static func lines(_ report: EvalReport, json: Bool) -> [String] {
        var out: [String] = []
        if json {
            for r in report.results where !r.evalCase.split.contains("heldout") {
                out.append(
                    JSONValue.object([
                        ("id", .string(r.evalCase.id)), ("split", .string(r.evalCase.split)),
                        ("text", .string(r.evalCase.text)),
                        ("pass", .bool(r.pass)), ("toolPass", .bool(r.toolPass)),
                        ("got", r.got),
                    ]).serialized)
            }
        } else {
            let misses = report.results.filter {
                !$0.pass && !$0.evalCase.split.contains("heldout")
            }
            if !misses.isEmpty {
                out.append("Misses:")
                for r in misses {
                    out.append(
                        "  \(r.evalCase.id)  \(r.evalCase.text)\n      got \(r.got.serialized)")
                }
                out.append("")
            }
            out.append(
                pad("split", 22) + pad("n", 6) + pad("pass", 8) + pad("tool", 8) + pad("pass %", 9)
                    + "notes")
            for s in report.splits {
                var notes: [String] = []
                if s.gated { notes.append(s.pass == s.n ? "gate ok" : "GATE FAILED") }
                if s.declineCases > 0 {
                    notes.append("false mutations \(s.falseMutation)/\(s.declineCases)")
                }
                if let spans = s.spans, spans.of > 0 {
                    notes.append("spans \(spans.agree)/\(spans.of)")
                }
                if let u = s.untagged, u.of != s.n { notes.append("untagged \(u.pass)/\(u.of)") }
                if s.name.contains("heldout") { notes.append("misses not shown") }
                out.append(
                    pad(s.name, 22) + pad("\(s.n)", 6) + pad("\(s.pass)", 8)
                        + pad("\(s.toolPass)", 8)
                        + pad(percent(s.pass, s.n), 9) + notes.joined(separator: ", "))
            }
        }
        for s in report.splits {
            var members: [(String, JSONValue)] = [
                ("split", .string(s.name)), ("n", .number(Double(s.n))),
                ("pass", .number(Double(s.pass))),
                ("toolPass", .number(Double(s.toolPass))),
                ("declineCases", .number(Double(s.declineCases))),
                ("falseMutation", .number(Double(s.falseMutation))),
            ]
            if let spans = s.spans {
                members.append(("spanAgree", .number(Double(spans.agree))))
                members.append(("spanCases", .number(Double(spans.of))))
            }
            if let u = s.untagged {
                members.append(("untaggedPass", .number(Double(u.pass))))
                members.append(("untagged", .number(Double(u.of))))
            }
            out.append("EVALJSON " + JSONValue.object(members).serialized)
        }
        return out
    }

    static func percent(_ a: Int, _ b: Int) -> String {
        guard b > 0 else { return "-" }
        let tenths = (a * 1000 + b / 2) / b
        return "\(tenths / 10).\(tenths % 10)%"
    }

    static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
    }
}

package import Journal

/// A problem with an eval file itself (not a failed case).
package struct EvalFileProblem: Error, CustomStringConvertible, Sendable {
    package let file: String
    package let line: Int
    package let reason: String
    package var description: String { "\(file):\(line): \(reason)" }

    package init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }
}

/// One case of an eval file, in DESIGN.md's shapes.
package struct EvalCase: Sendable {
    package enum Expectation: Sendable {
        /// One tool with the arguments to check (`none` for a decline).
        case tool(String, [String: String])
        case plan([(tool: String, arguments: [String: String])])
        /// A date case: the first date phrase's date and time (nil: not checked), and span.
        case date(date: String?, time: String?, span: String?)
    }

    package let id: String
    package let split: String
    package let text: String
    /// `YYYY-MM-DDTHH:MM:SS`.
    package let now: String
    package let expectation: Expectation
    package let gated: Bool
    /// A date case's `conflict` tag: counted apart (convention differences).
    package let conflict: String?
    /// The store the case starts from, in the export shape.
    package let fixture: String?
    /// Whether the file's item arguments (`task`, `project`, ...) give the stored item's
    /// name rather than the words said for it: `{"fixture": PATH, "items": "stored"}`. See
    /// `EvalMatch.storedItemKeys`.
    package var itemsAsStored = false

    static let defaultNow = "2026-03-10T09:00:00"

    /// Reads one file: an optional `{"fixture": PATH}` first line, then cases.
    package static func load(_ path: String, fixtureOverride: String?) throws -> [EvalCase] {
        guard let text = FileBytes.text(path) else {
            throw EvalFileProblem(file: path, line: 0, reason: "cannot read the file as UTF-8 text")
        }
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let defaultSplit = fileName.hasSuffix(".jsonl") ? String(fileName.dropLast(6)) : fileName
        let directory =
            path.contains("/") ? String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) : "."
        var fixturePath = fixtureOverride
        var fileGated = false
        var itemsAsStored = false
        var cases: [EvalCase] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let line = raw.trimmingSpaces
            if line.isEmpty { continue }
            let object: JSONValue
            do { object = try JSONValue.parse(line) } catch {
                throw EvalFileProblem(file: path, line: index + 1, reason: "not JSON (\(error))")
            }
            if let fixture = object["fixture"]?.stringValue, object["text"] == nil {
                if fixtureOverride == nil {
                    fixturePath = fixture.hasPrefix("/") ? fixture : directory + "/" + fixture
                }
                if object["gate"] == .bool(true) { fileGated = true }
                itemsAsStored = object["items"]?.stringValue == "stored"
                continue
            }
            if object["text"] == nil, object["gate"] == .bool(true) {
                fileGated = true
                continue
            }
            guard let id = object["id"]?.stringValue, let utterance = object["text"]?.stringValue
            else {
                throw EvalFileProblem(
                    file: path, line: index + 1, reason: "a case needs \"id\" and \"text\"")
            }
            let split = object["split"]?.stringValue ?? defaultSplit
            let expectation: Expectation
            if let expected = object["expected"], case .object = expected {
                let span = object["span"]?["text"]?.stringValue
                expectation = .date(
                    date: expected["date"]?.stringValue, time: expected["time"]?.stringValue,
                    span: span)
            } else if let expect = object["expect"] {
                if let plan = expect["plan"]?.arrayValue {
                    expectation = .plan(
                        plan.map { ($0["tool"]?.stringValue ?? "", arguments($0["args"])) })
                } else if let tool = expect["tool"]?.stringValue {
                    expectation = .tool(tool, arguments(expect["args"]))
                } else {
                    throw EvalFileProblem(
                        file: path, line: index + 1, reason: "\"expect\" needs \"tool\" or \"plan\""
                    )
                }
            } else {
                throw EvalFileProblem(
                    file: path, line: index + 1, reason: "a case needs \"expect\" or \"expected\"")
            }
            let now = object["now"]?.stringValue ?? object["reference"]?.stringValue ?? defaultNow
            let gated =
                fileGated || object["gate"] == .bool(true) || split == "canonical"
                || split == "compound"
            var evalCase = EvalCase(
                id: id, split: split, text: utterance, now: now, expectation: expectation,
                gated: gated,
                conflict: object["conflict"]?.stringValue, fixture: fixturePath)
            evalCase.itemsAsStored = itemsAsStored && fixturePath != nil
            cases.append(evalCase)
        }
        return cases
    }

    static func arguments(_ value: JSONValue?) -> [String: String] {
        guard case .object(let members)? = value else { return [:] }
        var result: [String: String] = [:]
        for (key, value) in members {
            switch value {
            case .string(let s): result[key] = s
            case .number: result[key] = value.serialized
            case .bool(let b): result[key] = b ? "true" : "false"
            default: continue
            }
        }
        return result
    }
}

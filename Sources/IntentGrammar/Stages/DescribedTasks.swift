package import ToolBox

/// A task described rather than named: "move the one due Friday to Monday", "the urgent
/// one is done", "delete the last task I added".
///
/// Read as said, such a request names a task called "one" or "urgent", or points back at
/// the last task touched, and may take the description's date for the action's. So when
/// a reading acts on a task whose name lies inside a description (`TaskDescription`),
/// the description decides: with a store, the open tasks it fits are looked up, and when
/// exactly one fits, the request is read again with that task's title in the
/// description's place. Otherwise nothing is done and the decline says why: no task
/// fits, or several do (naming some), or there is no store to look in.
extension IntentParser {
    func described(_ reading: ParsedIntent, in text: String, context: ParseContext)
        -> ParsedIntent?
    {
        guard reading.tool != .createTask, TaskDescription.mayBeIn(text),
            let description = TaskDescription.find(
                in: text, dates: DateParser(now: context.now).matches(in: text))
        else { return nil }
        if let name = reading.arguments["task"] {
            guard Self.lies(name, inside: description.span, of: text) else { return nil }
        } else {
            // "mark the one due Thursday as done" reads as nothing as said; said of "that
            // one" it acts on a task, which is the evidence that the description names one.
            let pointed = Self.replacing(description.span, of: text, with: "that one")
            guard reading.tool == .decline,
                parseAsSaid(pointed, context: context).arguments["task"] == "that one"
            else { return nil }
        }
        let said = Self.slice(text, description.span)
        guard context.grounded, reading.tool != .reopenTask else {
            return ParsedIntent(.decline, ["describedTask": said])
        }
        let project = description.project.flatMap(context.names.project(named:))
        if description.project != nil, project == nil {
            return ParsedIntent(.decline, ["describedTask": said, "fits": "0"])
        }
        let fitting = description.picked(
            from: context.names.openTaskFacts(), today: context.now.date, project: project)
        guard fitting.count == 1, let title = fitting.first?.title else {
            return ParsedIntent(
                .decline,
                [
                    "describedTask": said, "fits": String(fitting.count),
                    "fitting": fitting.prefix(3).map(\.title).joined(separator: "\n"),
                ])
        }
        let named = Self.replacing(description.span, of: text, with: "\"" + title + "\"")
        let read = parseAsSaid(named, context: context)
        guard read.arguments["task"]?.lowercased() == title.lowercased() else {
            return ParsedIntent(.decline, ["describedTask": said])
        }
        return read
    }

    /// Whether every word of the reading's task name is a word of the description: the
    /// reading took (part of) the description for a name ("one", "urgent", "last task I
    /// added").
    static func lies(_ name: String, inside span: Range<Int>, of text: String) -> Bool {
        let described = Set(DescriptionWords(slice(text, span)).texts)
        let named = DescriptionWords(name).texts
        return !named.isEmpty && named.allSatisfy(described.contains)
    }

    static func replacing(_ span: Range<Int>, of text: String, with words: String) -> String {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: span.lowerBound)
        let end = utf8.index(utf8.startIndex, offsetBy: span.upperBound)
        return String(text[..<start]) + words + String(text[end...])
    }

    static func slice(_ text: String, _ span: Range<Int>) -> String {
        String(decoding: Array(text.utf8)[span], as: UTF8.self)
    }
}

extension DescriptionWords {
    var texts: [String] { indices.map { self[$0].text } }
}

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
        guard let reference = Self.taskReference(in: text, context)
        else { return nil }
        // Whether the reading captures a new task whose title holds the description.
        func capturesWhatIsDescribed() -> Bool {
            guard reading.tool == .createTask, let title = reading.arguments["title"] else {
                return false
            }
            return Self.lies(title, overlapping: reference.span, of: text)
        }
        if let name = reading.arguments["task"] {
            guard Self.lies(name, inside: reference.span, of: text) else { return nil }
        } else if Self.errandFrames.contains(reading.frame), capturesWhatIsDescribed() {
            // "sort the overdue one out by tomorrow": an errand on a task described is no
            // new errand; it is declined with the description.
            return reference.captureDecline
        } else {
            // "mark the one due Thursday as done" reads as nothing as said, "the urgent one
            // due today is sorted" as a question about today; said of "that one" each acts
            // on a task, which is the evidence that the description names one.
            let pointed = Self.replacing(reference.span, of: text, with: "that one")
            guard parseAsSaid(pointed, context: context).arguments["task"] == "that one" else {
                // "remind me to do the friday one": a capture of a task described is no
                // new task either.
                return capturesWhatIsDescribed() ? reference.captureDecline : nil
            }
        }
        guard let title = reference.title, reading.tool != .reopenTask else {
            return reference.decline
        }
        var read = parseAsSaid(reference.named, context: context)
        guard reference.isNamed(by: read) else {
            return ParsedIntent(.decline, ["describedTask": reference.said])
        }
        read.arguments["task"] = title
        return read
    }

    /// The first task `text` describes at or after the UTF-8 offset `from`, looked up in
    /// the store: the one that fits, or why none is picked. Nil when nothing is described.
    package static func taskReference(in text: String, from: Int = 0, _ context: ParseContext)
        -> TaskReference?
    {
        // Most requests describe nothing, and say so in one pass over their words.
        guard TaskDescription.mayBeIn(text) else { return nil }
        return context.memo.taskReference(in: text, from: from) {
            describedTask(in: text, from: from, context)
        }
    }

    /// `taskReference(in:from:_:)` worked out.
    private static func describedTask(in text: String, from: Int, _ context: ParseContext)
        -> TaskReference?
    {
        guard
            let description = TaskDescription.find(
                in: text, from: from, dates: DateParser(now: context.now).matches(in: text),
                today: context.now.date,
                isProject: { context.grounded && context.names.project(calledExactly: $0) != nil },
                storeHolds: { words in
                    context.grounded
                        && context.names.openTaskFacts().contains {
                            TaskDescription.holds($0.project ?? "", words)
                                || TaskDescription.holds($0.title, words)
                        }
                })
        else { return nil }
        let said = slice(text, description.span)
        let tasks = context.grounded ? context.names.openTaskFacts() : []
        /// No one task fits: the request is tried with a stored task's title in the
        /// description's place (one that fits, else any), to see whether it acts on it.
        func unresolved(_ arguments: [String: String], probe: String?) -> TaskReference {
            let name = probe ?? said
            return TaskReference(
                span: description.span, said: said, title: nil,
                decline: ParsedIntent(
                    .decline, arguments.merging(["describedTask": said]) { a, _ in a }),
                named: replacing(description.span, of: text, with: "\"" + name + "\""), name: name)
        }
        guard context.grounded else { return unresolved([:], probe: nil) }
        let project = description.project.flatMap(context.names.project(named:))
        if description.project != nil, project == nil {
            return unresolved(["fits": "0"], probe: tasks.first?.title)
        }
        let fitting = description.picked(from: tasks, today: context.now.date, project: project)
        // "the dentist one is done": words that name one task, and no project, are read
        // as said; the name lookup finds the same task. What follows may describe
        // another ("delete the haircut one and the urgent one").
        if description.onlyNames, fitting.count == 1, let named = description.named,
            !tasks.contains(where: { TaskDescription.holds($0.project ?? "", named) })
        {
            return taskReference(in: text, from: description.span.upperBound, context)
        }
        guard fitting.count == 1, let title = fitting.first?.title else {
            return unresolved(
                IntentParser.fitting(fitting.map(\.title)),
                probe: fitting.first?.title ?? tasks.first?.title)
        }
        return TaskReference(
            span: description.span, said: said, title: title, decline: .decline,
            named: replacing(description.span, of: text, with: "\"" + title + "\""), name: title)
    }

    /// Whether every word of the reading's task name is a word of the description: the
    /// reading took (part of) the description for a name ("one", "urgent", "last task I
    /// added").
    package static func lies(_ name: String, inside span: Range<Int>, of text: String) -> Bool {
        // "that's" may have been cut to "that".
        func plain(_ word: String) -> String {
            String((word.hasSuffix("'s") ? word.dropLast(2) : Substring(word)).filter { $0 != "'" })
        }
        let described = Set(DescriptionWords(slice(text, span)).texts.map(plain))
        let named = DescriptionWords(name).texts.map(plain)
        return !named.isEmpty && named.allSatisfy(described.contains)
    }

    /// The frames that capture an errand said with no word of capturing.
    static let errandFrames: Set<String> = ["datedErrand", "errandBesideCapture"]

    /// Whether `title` holds "one" as the description's head: a capture of words that
    /// describe a task ("the overdue one"). ("the Patel job by Friday" may well be an
    /// errand.)
    static func lies(_ title: String, overlapping span: Range<Int>, of text: String) -> Bool {
        DescriptionWords(slice(text, span)).texts.contains("one")
            && DescriptionWords(title).texts.contains("one")
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

/// A task described in a request, as looked up (`IntentParser.taskReference`).
package struct TaskReference {
    /// Where the description is, in UTF-8 offsets.
    package let span: Range<Int>
    /// The description as said.
    package let said: String
    /// The title of the one open task that fits; nil when none or several do, or there
    /// is no store.
    package let title: String?
    /// What to answer when `title` is nil: a decline saying how many fit.
    package let decline: ParsedIntent
    /// The request with the description replaced by the quoted title; when no one task
    /// fits, by another stored task's quoted title (or with no store, the quoted
    /// description), to try whether the request acts on the task described.
    package let named: String
    /// The name `named` gives the task.
    package let name: String
    /// Where the quoted name ends in `named`, in UTF-8 offsets: what follows is still as
    /// said, and may describe another task.
    package var namedEnd: Int { span.lowerBound + name.utf8.count + 2 }

    /// The decline for a new task captured on what is described: why no one task fits,
    /// or, when one does, the description it was said as.
    var captureDecline: ParsedIntent {
        title == nil ? decline : ParsedIntent(.decline, ["describedTask": said])
    }

    /// Whether `step` acts on the task `named` names: its task is that name, give or take
    /// the quotes, marks and emoji around it ("finished "make the slides" :)").
    package func isNamed(by step: ParsedIntent) -> Bool {
        guard let task = step.arguments["task"] else { return false }
        return isNamed(byName: task)
    }

    /// Whether `task`, a step's task, is the name `named` gives, give or take the quotes,
    /// marks and emoji around it.
    package func isNamed(byName task: String) -> Bool {
        let bare = task.unicodeScalars.drop {
            !$0.properties.isAlphabetic && !("0"..."9").contains($0)
        }
        let trimmed = String(String.UnicodeScalarView(bare)).reversed().drop {
            !$0.isLetter && !$0.isNumber
        }
        if String(trimmed.reversed()).lowercased() == name.lowercased() { return true }
        // 'get "draft the budget"': the quoted name inside a longer one is still it.
        return task.lowercased().contains("\"" + name.lowercased() + "\"")
    }
}

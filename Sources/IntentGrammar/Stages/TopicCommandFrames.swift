package import ToolBox

/// A stored task said first as the topic, then a command about it with its object left
/// out or said as "it": "dentist: move to friday", "the plumber, move to thursday",
/// "dress rehearsal - change time to 4pm", "haircut: make it high priority". The command
/// is read again with the task put where its object goes (for "it", or after the verb),
/// and taken only when it then changes that very task.
///
/// A stored project said first is where a command that names none belongs: "Launch: add
/// a milestone 'embargo lifts' on 2 April", "Garden - add a task to buy compost".
enum TopicCommandFrames {
    static let frames: [Frame] = [
        Frame(
            "topicThenCommand",
            "^(?<task>[^:,;\\-–]{2,60}?)\\s*(?::|,|;| -| –)\\s*(?<rest>(?<verb>[a-z]+)\\b.*)$"
        ) { m in command(m) }
    ]

    static func command(_ m: FrameMatch) -> ParsedIntent? {
        guard m.context.grounded, let verb = m.word("verb") else { return nil }
        // "Garden - add a task to buy compost": any command that files under a project,
        // whatever its verb.
        if let topic = m.item("task"), let project = m.context.storedProject(topic) {
            return inProject(m, project)
        }
        // A verb of pb's own ("move", "delete"), or a task's verb in the past ("the
        // Henderson invoice - chased it this morning"): read with the task in place, the
        // words must still change that task. ("done" is a state, read by `verblessDone`.)
        let lemmatizer = ParaphraseFrames.lemmatizer
        let lemma = lemmatizer.verbLemma(verb)
        guard
            VerbLexicon.action(of: lemma) != nil
                || (lemmatizer.isPastForm(verb) && lemma != "do")
        else {
            return nil
        }
        guard let task = m.task("task"), let title = m.context.names.openTask(named: task),
            let said = m.raw("task"), let rest = m.raw("rest")
        else { return nil }
        let words = rest.split(separator: " ", omittingEmptySubsequences: false)
        guard words.count >= 2 else { return nil }
        // "make it high priority": the task stands where "it" is; else it follows the verb.
        var request: [Substring]
        if let pronoun = words.firstIndex(where: {
            ["it", "that", "this"].contains($0.lowercased())
        }) {
            request = words
            request[pronoun] = Substring(said)
        } else {
            request = [words[0], Substring(said)] + words.dropFirst()
        }
        let reading = IntentParser().parse(request.joined(separator: " "), context: m.context)
        guard reading.tool.changesOneTask,
            let named = reading.arguments["task"],
            m.context.names.openTask(named: named) == title
        else { return nil }
        return reading
    }

    /// The command after a stored project's name, in that project: read alone, it must
    /// be a kind that files under a project and name none of its own.
    static func inProject(_ m: FrameMatch, _ project: String) -> ParsedIntent? {
        guard let rest = m.raw("rest") else { return nil }
        var reading = IntentParser().parse(rest, context: m.context)
        guard projectTools.contains(reading.tool), reading.arguments["project"] == nil else {
            return nil
        }
        reading.arguments["project"] = project
        return reading
    }

    /// The tools whose reading a project said first completes.
    static let projectTools: Set<ToolName> = [.createTask, .addMilestone, .listTasks]
}

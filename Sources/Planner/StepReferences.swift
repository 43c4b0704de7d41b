package import IntentGrammar
package import ToolBox

/// Links the steps of a plan: pronouns become references to earlier steps, and tasks and
/// milestones after a createProject are filed under it.
enum StepReferences {
    /// Arguments that name an item and so may be a pronoun.
    static let itemArguments = ["task", "from", "to", "blockedBy", "item", "note", "project"]
    static let creators: Set<ToolName> = [.createTask, .createNote, .createProject]

    /// Whether one of the step's items is a pronoun ("make it medium priority").
    static func pointsBack(_ step: ParsedIntent) -> Bool {
        itemArguments.contains { Pronouns.isPronoun(step.arguments[$0] ?? "") }
    }

    /// `antecedent`: an item a remark named, for a pronoun with nothing earlier to mean.
    static func resolve(_ input: [ParsedIntent], antecedent: String? = nil) -> [ParsedIntent] {
        guard input.count > 1 || antecedent != nil else { return input }
        var steps = datingPreviousCapture(input)
        var lastProject: Int?
        var lastCreated: Int?
        for i in steps.indices {
            let n = i + 1
            // A step has a few arguments: look at those, not up every item argument.
            let pronouns = steps[i].arguments.keys.filter { key in
                itemArguments.contains(key) && Pronouns.isPronoun(steps[i].arguments[key] ?? "")
            }
            for key in pronouns {
                if let created = lastCreated {
                    steps[i].arguments[key] = "$\(created)"
                } else if i > 0,
                    let previous = steps[i - 1].arguments["task"] ?? steps[i - 1].arguments["item"]
                {
                    steps[i].arguments[key] = previous
                } else if let antecedent {
                    steps[i].arguments[key] = antecedent
                }
            }
            if let project = lastProject {
                if steps[i].tool == .createTask, steps[i].arguments["project"] == nil {
                    steps[i].arguments["project"] = "$\(project)"
                }
                if steps[i].tool == .addMilestone, steps[i].arguments["project"] == nil {
                    steps[i].arguments["project"] = "$\(project)"
                }
            }
            if steps[i].tool == .createProject { lastProject = n }
            if creators.contains(steps[i].tool) { lastCreated = n }
        }
        // "I don't need to clear the loft, delete it": a pronoun repeating the step
        // before it asks for one change, not two. ("undo twice" does ask for two.)
        var kept: [ParsedIntent] = []
        for step in steps
        where step.frame == ParsedIntent.severalUndosFrame
            || !(kept.last.map { $0.tool == step.tool && $0.arguments == step.arguments } ?? false)
        {
            kept.append(step)
        }
        return kept
    }

    /// "wash the car and remind me about it tomorrow", "add a task to renew the passport,
    /// remind me": a capture of nothing but a pronoun, or of nothing, right after a
    /// capture, gives that capture its date (or repeat, or priority) rather than making a
    /// task called "it". Where the two disagree, both are kept as they are.
    static func datingPreviousCapture(_ steps: [ParsedIntent]) -> [ParsedIntent] {
        // Most plans have no capture after a capture: nothing to look at.
        guard
            zip(steps, steps.dropFirst()).contains(where: {
                $0.tool == .createTask && $1.tool == .createTask
            })
        else { return steps }
        var kept: [ParsedIntent] = []
        for step in steps {
            if step.tool == .createTask, let last = kept.last, last.tool == .createTask,
                Pronouns.isPronoun(step.arguments["title"] ?? "it"),
                let named = last.arguments["title"], !Pronouns.isPronoun(named)
            {
                let added = step.arguments.filter { $0.key != "title" }
                if added.allSatisfy({ last.arguments[$0.key] ?? $0.value == $0.value }) {
                    kept[kept.count - 1].arguments.merge(added) { earlier, _ in earlier }
                    continue
                }
            }
            kept.append(step)
        }
        return kept
    }
}

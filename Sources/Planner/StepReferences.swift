package import IntentGrammar
package import ToolBox

/// Links the steps of a plan: pronouns become references to earlier steps, and tasks and
/// milestones after a createProject are filed under it.
enum StepReferences {
    /// Arguments that name an item and so may be a pronoun.
    static let itemArguments = ["task", "from", "to", "blockedBy", "item", "note", "project"]
    static let creators: Set<ToolName> = [.createTask, .createNote, .createProject]

    /// `antecedent`: an item a remark named, for a pronoun with nothing earlier to mean.
    static func resolve(_ input: [ParsedIntent], antecedent: String? = nil) -> [ParsedIntent] {
        guard input.count > 1 || antecedent != nil else { return input }
        var steps = input
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
        // before it asks for one change, not two.
        var kept: [ParsedIntent] = []
        for step in steps
        where !(kept.last.map { $0.tool == step.tool && $0.arguments == step.arguments } ?? false) {
            kept.append(step)
        }
        return kept
    }
}

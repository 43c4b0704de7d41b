package import IntentGrammar
package import ToolBox

/// Links the steps of a plan: pronouns become references to earlier steps, and tasks and
/// milestones after a createProject are filed under it.
enum StepReferences {
    /// Arguments that name an item and so may be a pronoun.
    static let itemArguments = ["task", "from", "to", "blockedBy", "item", "note", "project"]
    static let creators: Set<ToolName> = [.createTask, .createNote, .createProject]
    /// Arguments that may name a project or a note as well as a task: "how's Q3 planning
    /// going and is anything blocking it" asks what blocks the project.
    static let anyKind: Set<String> = ["item", "from", "to"]

    /// The project `step` summarizes: "summarise the Launch project and tell me what's
    /// blocking it" asks what blocks Launch.
    static func summarizedProject(_ step: ParsedIntent) -> String? {
        guard step.tool == .summarize, step.arguments["scope"] == "project" else { return nil }
        return step.arguments["target"]
    }

    /// Whether one of the step's items is a pronoun ("make it medium priority").
    static func pointsBack(_ step: ParsedIntent) -> Bool {
        itemArguments.contains { Pronouns.isPronoun(step.arguments[$0] ?? "") }
    }

    /// `antecedents`: the items remarks named, in order, for a pronoun with nothing
    /// earlier to mean: "it" is the first, "them" each ("the beds and the roses - push
    /// them both to Sunday").
    static func resolve(_ input: [ParsedIntent], antecedents: [String] = []) -> [ParsedIntent] {
        guard input.count > 1 || !antecedents.isEmpty else { return input }
        var steps = datingPreviousCapture(input)
        // "..., move them both to Friday": a step pointing back at several items is one
        // step per item of the run of captures just before it, or of the items named.
        steps = distributingPlurals(steps, named: antecedents)
        let antecedent = antecedents.first
        var lastProject: Int?
        var lastCreated: Int?
        // The project the steps so far last named or created: what "it" is where only a
        // project can be ("... and add mulch to it").
        var projectSaid: String?
        for i in steps.indices {
            let n = i + 1
            // A step has a few arguments: look at those, not up every item argument.
            let pronouns = steps[i].arguments.keys.filter { key in
                itemArguments.contains(key) && Pronouns.isPronoun(steps[i].arguments[key] ?? "")
            }
            for key in pronouns {
                if key == "project" {
                    if let project = projectSaid { steps[i].arguments[key] = project }
                    continue
                }
                if let created = lastCreated {
                    steps[i].arguments[key] = "$\(created)"
                } else if i > 0, steps[i - 1].tool == .updateTask,
                    steps[i - 1].arguments["title"] != nil
                {
                    // "rename the haircut to book a barber and set it for fri": by then
                    // the task has its new name; "it" is the task the rename changed.
                    steps[i].arguments[key] = "$last"
                } else if i > 0,
                    let previous = steps[i - 1].arguments["task"] ?? steps[i - 1].arguments["item"]
                        ?? (anyKind.contains(key)
                            ? steps[i - 1].arguments["project"] ?? steps[i - 1].arguments["note"]
                                ?? summarizedProject(steps[i - 1])
                            : nil)
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
            if steps[i].tool == .createProject {
                lastProject = n
                projectSaid = "$\(n)"
            } else if let project = steps[i].arguments["project"], !Pronouns.isPronoun(project) {
                projectSaid = project
            }
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

    /// Each step whose item is a plural pronoun ("them", "both", "the two") after two or
    /// more captures in a row, made once for each of them (`$N`); with no capture before
    /// it, once for each of the items remarks `named`. Otherwise the one-item rule reads it.
    static func distributingPlurals(_ steps: [ParsedIntent], named: [String]) -> [ParsedIntent] {
        guard steps.count > 2 || named.count > 1 else { return steps }
        var out: [ParsedIntent] = []
        // Step numbers (1-based, as `$N` counts them) of the captures in a row just before.
        var run: [Int] = []
        for step in steps {
            let key = itemArguments.first { key in
                step.arguments[key].map { Pronouns.plural.contains($0.lowercased()) } ?? false
            }
            if let key, step.tool != .createTask, run.count >= 2 || (run.isEmpty && named.count > 1)
            {
                for item in run.isEmpty ? named : run.map({ "$\($0)" }) {
                    var one = step
                    one.arguments[key] = item
                    out.append(one)
                }
                run = []
                continue
            }
            out.append(step)
            run = step.tool == .createTask ? run + [out.count] : []
        }
        return out
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

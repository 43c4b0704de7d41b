package import IntentGrammar

/// An errand said, then changed at once through "it": "buy bread, make it urgent", "pay
/// the water bill and make it monthly". The errand is what "it" means. When the errand
/// names a stored task word for word ("pay the water bill" beside the stored task, or
/// "water bill"), that task is meant; otherwise the errand is a new task, captured before
/// the change.
enum ErrandTopics {
    /// `steps` with each bare errand (a step of `errandFrame`) settled as the item the
    /// next step points back at; nil unless every errand is directly followed by such a
    /// step, the one way an errand with no capture word beside it is still a request.
    static func settle(_ steps: [ParsedIntent], context: ParseContext) -> [ParsedIntent]? {
        var settled: [ParsedIntent] = []
        var index = steps.startIndex
        while index < steps.endIndex {
            let step = steps[index]
            guard step.frame == CompoundPlanner.errandFrame else {
                settled.append(step)
                index += 1
                continue
            }
            let next = index + 1
            guard next < steps.endIndex, steps[next].frame != CompoundPlanner.errandFrame,
                steps[next].tool != .createTask, StepReferences.pointsBack(steps[next]),
                let title = step.arguments["title"]
            else { return nil }
            if let stored = storedTask(namedBy: title, context: context) {
                var change = steps[next]
                for key in StepReferences.itemArguments
                where Pronouns.isPronoun(change.arguments[key] ?? "") {
                    change.arguments[key] = stored
                }
                settled.append(change)
            } else {
                settled.append(step)
                settled.append(steps[next])
            }
            index = next + 1
        }
        return settled
    }

    /// The stored task whose title holds every word of `errand` but function words:
    /// "water bill" and "pay the water bill" name "pay the water bill"; "gas bill" and
    /// "pay the bill online" do not.
    static func storedTask(namedBy errand: String, context: ParseContext) -> String? {
        guard context.grounded,
            let title = context.names.openTask(named: errand)
                ?? context.names.doneTask(named: errand)
        else { return nil }
        let own = Set(title.lowercased().split(separator: " "))
        let said = errand.lowercased().split(separator: " ").filter {
            !FunctionWords.contains(String($0))
        }
        return !said.isEmpty && said.allSatisfy(own.contains) ? errand : nil
    }
}

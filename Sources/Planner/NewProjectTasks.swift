package import IntentGrammar

/// A new project said with its first tasks inside the name's words: "new project Garden:
/// buy seeds, dig the beds", "new project Lisbon trip — first things: sort insurance, get
/// euros", "new project kitchen reno, first thing is get three quotes", "add a project
/// for the wedding and put find a photographer and taste cakes under it".
extension ListExpansion {
    /// The project and one capture per task, or nil when the name holds no such list.
    /// After a bare mark the items must each open with a verb ("Q3: planning" stays a
    /// name); after words that say tasks follow ("first things:", "and put ... under it")
    /// they need not ("cake tasting").
    static func splitNewProject(_ reading: ParsedIntent, memo: ParseMemo) -> [ParsedIntent]? {
        guard reading.tool == .createProject, let said = reading.arguments["name"],
            let m = newProjectTasks.firstMatch(in: said),
            let nameRange = m.group(named: "name"), let restRange = m.group(named: "rest")
        else { return nil }
        let name = SlotText.unquote(slice(said, nameRange))
        let items = splitItems(slice(said, restRange), memo: memo)
        let milestones = m.group(named: "milestone") != nil
        let told = ["label", "put", "inside", "with"].contains { m.group(named: $0) != nil }
            || milestones
        // "new project BBQ with burgers, buns and charcoal", "packing list called Cornwall:
        // swimsuits, suncream, beach towels": several short things after a mark, or after a
        // "with" whose list has commas, are the project's first items, verbs or not. People
        // listed are company ("catch up with Sam, Ana and Jo").
        let listedWith = m.group(named: "withItems") != nil
        let listed =
            (m.group(named: "mark") != nil || listedWith) && items.count >= 2
            && items.allSatisfy({ memo.utterance($0).wordCount <= 6 })
            && !(listedWith && items.allSatisfy({ $0.first?.isUppercase ?? false }))
        if listedWith, !listed { return nil }
        guard !name.isEmpty, !items.isEmpty,
            items.allSatisfy({ item in
                let words = memo.utterance(item).words
                guard let first = words.first, listed || !FunctionWords.contains(first),
                    words.count <= 12
                else { return false }
                return told || listed || CompoundPlanner.isImperative(first)
                    || isBareErrand(item, memo: memo)
            })
        else { return nil }
        var project = reading
        project.arguments["name"] = name
        let steps = captures(items, project: nil, memo: memo)
        // "new project Spring Gig, milestone: gig at the Crown on the 28th": what is said
        // after "milestone" is the project's milestone, with its date.
        guard milestones else { return [project] + steps }
        return [project]
            + steps.map { step in
                var milestone = ParsedIntent(.addMilestone, step.arguments)
                milestone.arguments["priority"] = nil
                milestone.arguments["repeat"] = nil
                milestone.frame = step.frame
                return milestone
            }
    }

    static func slice(_ text: String, _ range: Range<Int>) -> String {
        text.slice(utf8: range).map { $0.trimmingSpaces } ?? ""
    }

    /// The name, then a mark (`mark`), "first", "with" or "and put", then the tasks:
    /// `label` holds words that say tasks follow, `with` the "with first tasks:" form,
    /// `milestone` the words that say milestones follow, `put` the "and put ... under it"
    /// form, `withItems` a "with" before a list with commas.
    static let newProjectTasks = Pattern(
        grammar:
            "(?i)^(?<name>.+?)(?:\\s+with\\s+(?<with>(?:(?:the|its|some|these|a\\s+few)\\s+)?(?:first\\s+)?(?:things?|tasks?|jobs?|steps?|to-?dos?))\\s*:?\\s+|,\\s+(?=(?:the\\s+|a\\s+|first\\s+)?milestones?\\b)|(?<mark>\\s*[:—–]\\s*|\\s+-\\s+)|\\s+with\\s+(?<withItems>)(?=[^,]+,)|\\.\\s+|,?\\s+(?:and|then|and then)\\s+(?:put|add)\\s+(?<inside>inside|in it|in there|under it|into it|on it)\\s*:?\\s+|,\\s+(?=(?:the\\s+)?first\\b)|,?\\s+(?:and|then|and then)\\s+(?<put>put|add|stick|pop)\\s+(?=.+\\s+(?:under|in|into|on|onto|to)\\s+(?:it|there)[.!]*$))(?<milestone>(?:(?:the|a|first)\\s+)?milestones?(?:\\s+(?:is|are|will\\s+be))?\\s*[:\\-–—]?\\s+)?(?<label>(?:(?:the\\s+)?first\\s+|some\\s+)?(?:things?|tasks?|jobs?|steps?|to-?dos?)(?:\\s+to\\s+do)?(?:\\s+(?:is|are|will\\s+be))?\\s*[:\\-–—]?\\s+)?(?<rest>.+?)(?:\\s+(?:under|in|into|on|onto|to)\\s+(?:it|there))?[.!]*$"
    )
}

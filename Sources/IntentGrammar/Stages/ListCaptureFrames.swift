package import ToolBox

/// Stage 5, last: captures without a capture noun, read after every command frame.
///
/// "add milk to shopping" and "put toothpaste on the shopping list" are tasks in a list;
/// a bare "add X" is a task. These come late because "add X to the wifi note" appends to a
/// note and "add a milestone ..." is a milestone.
package enum ListCaptureFrames {
    static let frames: [Frame] = [addToList, bareAdd]

    /// The frame name of a capture onto a named list, which the planner splits and adds
    /// afterthought items to.
    package static let addToListName = "addToList"

    /// Whether an item as said ends in the word "milestone(s)".
    static func namesAMilestone(_ item: String) -> Bool {
        item.hasSuffix(" milestone") || item.hasSuffix(" milestones")
    }

    /// "add washing up liquid to shopping", "put eggs on my grocery list".
    static let addToList =
        Frame(
            addToListName,
            "^(?:add|put|stick|pop|throw|chuck|write|jot|include|get|place|toss|shove|bung|slap|save) (?:down )?(?!(?:a |an |the |new )?(?:milestone|note|project|dependency|blocker|line|link)\\b)(?<title>'[^']+'|\"[^\"]+\"|.+?)(?<! back) (?:to|on|onto|in|into|under|for) (?:my |the |our |a )?(?<proj>\(Fragments.placeName))$"
        ) { m in
            // "put a 'beds ready' milestone on the garden": a milestone, not an item.
            guard let rawProject = m.item("proj"),
                !(m.word("title").map(ListCaptureFrames.namesAMilestone) ?? false)
            else { return nil }
            // "put the haircut in the launch project": a stored task filed, not a new one.
            if let filed = ProjectFrames.filing(m, task: "title", project: "proj", said: "") {
                return filed
            }
            var project = SlotText.cleanItem(rawProject)
            let lower = project.lowercased()
            let generic: Set<String> = [
                "list", "to-do list", "todo list", "to do list", "task list", "tasks", "to-dos",
                "todos", "reminders",
                "list of things to do", "to-do", "todo", "things to do", "list of tasks", "my list",
                "agenda",
            ]
            var arguments: [String: String] = [:]
            if generic.contains(lower) {
                project = ""
            } else if lower.hasSuffix(" list") || lower.hasSuffix(" project") {
                project = ItemNames.strippingProjectWord(
                    String(project.dropLast(lower.hasSuffix(" list") ? 5 : 0)))
                let name = project.lowercased()
                if Fragments.shoppingListNames.contains(name) || name == "food shopping" {
                    project = "Shopping"
                }
            } else if Fragments.shoppingListNames.contains(lower) {
                project = "Shopping"
            } else if let known = m.context.names.project(named: project),
                known.lowercased() == lower
            {
                project = known
            } else {
                return nil
            }
            if !project.isEmpty { arguments["project"] = project }
            guard var reading = CaptureReading.task(m, project: arguments["project"]) else {
                return nil
            }
            if project.isEmpty { reading.arguments["project"] = nil }
            return reading
        }

    /// "add collect the dry cleaning for tomorrow", "pls add call the vet".
    static let bareAdd =
        Frame(
            "bareAdd",
            "^(?:add|new|log|capture|put down|jot down|write down|note down|jot|pencil in)\\s*[:\\-]?\\s+(?!(?:a |an |the |new )?(?:project|note|milestone|list|entry|diary|journal)\\b)(?!.*\\b(?:to|into|onto|as) (?:my|the|our|your|an?)\\b)(?<title>.+)$"
        ) { m in
            // "new wifi password is hunter2" tells a fact: "new" opens no capture of a
            // sentence with a verb of being.
            if m.clause.text.hasPrefix("new "), let title = m.word("title"),
                title.split(separator: " ").contains(where: { statementVerbs.contains(String($0)) })
            {
                return nil
            }
            return CaptureReading.task(m)
        }

    static let statementVerbs: Set<String> = ["is", "are", "was", "were", "is:", "'s"]
}

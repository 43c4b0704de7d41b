package import ToolBox

/// Stage 5, last: captures without a capture noun, read after every command frame.
///
/// "add milk to shopping" and "put toothpaste on the shopping list" are tasks in a list;
/// a bare "add X" is a task. These come late because "add X to the wifi note" appends to a
/// note and "add a milestone ..." is a milestone.
package enum ListCaptureFrames {
    static let frames: [Frame] = [
        addToList, addToStoredProject, updateListWith, listLabel, ranOut, bareAdd, itemOnList,
    ]

    /// "glue sticks on the shopping list please", "oat milk onto groceries", "milk, eggs
    /// and bread on the shopping list": things and the named list they go on, with no
    /// verb. Not a question ("what's on the shopping list", "is milk on the list?"), not a
    /// sentence ("i'm out of wipes so put that on my list" has its own verb), and not the
    /// to-do list itself, where a bare name is as likely a remark. Each thing of a list is
    /// a short name, and none opens with an errand's verb ("call mum, milk on the list"
    /// is two requests).
    static let itemOnList =
        Frame(
            itemOnListName,
            "^(?!(?:what|whats|what's|which|is|are|was|were|do|does|did|any|anything|nothing|everything|something|how|when|where|who|why|show|list|read|there|there's|theres|it|its|it's|that|that's|thats|this)\\b)(?<title>[^;:?.!]+?) (?:on|onto) (?:the |my |our )?(?<proj>(?:[a-z']+ ){1,2}list|shopping|groceries)[.!]*$"
        ) { m in
            guard let title = m.range("title") else { return nil }
            let things = m.clause.normalizedText(title).split(separator: ",")
            guard things.count <= 8 else { return nil }
            for thing in things {
                let words = thing.split(separator: " ")
                guard !words.isEmpty, words.count <= 5,
                    !words.contains(where: { word in
                        ParaphraseFrames.subjects.contains(String(word))
                            || itemOnListStoppers.contains(String(word))
                    }),
                    things.count == 1 || !TaskVerbs.all.contains(String(words[0]))
                else { return nil }
            }
            return onNamedList(m)
        }

    /// The frame name of a thing said onto a named list with no verb.
    package static let itemOnListName = "itemOnList"

    /// Words that make the words before "on the ... list" a sentence, not a thing.
    static let itemOnListStoppers: Set<String> = [
        "so", "put", "stick", "add", "pop", "that", "it", "this", "them", "will", "can",
        "could", "would", "please", "is", "are", "was", "have", "has",
    ]

    /// The frame name of a capture onto a named list, which the planner splits and adds
    /// afterthought items to.
    package static let addToListName = "addToList"
    /// The same capture onto a stored project named after the last preposition.
    package static let addToStoredProjectName = "addToStoredProject"
    /// Both ways of adding onto a named list or project.
    package static let addToListNames: Set<String> = [addToListName, addToStoredProjectName]

    /// Whether an item as said ends in the word "milestone(s)".
    static func namesAMilestone(_ item: String) -> Bool {
        item.hasSuffix(" milestone") || item.hasSuffix(" milestones")
    }

    /// "add washing up liquid to shopping", "put eggs on my grocery list". Not "add to
    /// the moving checklist that ...": what is added to comes first there, and an item
    /// never opens with "to" (nor in `addToStoredProject`).
    static let addToList =
        Frame(
            addToListName,
            "^(?:add|re-?add|put|stick|pop|throw|chuck|write|jot|include|get(?! rid\\b)|place|toss|shove|bung|slap|save) (?:down )?(?!(?:to|into|onto) )(?!(?:a |an |the |new )?(?:milestone|note|project|dependency|blocker|line|link)\\b)(?<title>'[^']+'|\"[^\"]+\"|.+?)(?<! back) (?:to|on|onto|in|into|under|for) (?:my |the |our |a )?(?<proj>\(Fragments.placeName))$"
        ) { m in onList(m) }

    /// "update my grocery list with oat milk", "update the Garden list with compost": a
    /// list brought up to date with one more item.
    static let updateListWith =
        Frame(
            "updateListWith",
            "^update (?:my |the |our )?(?<proj>[^,:;]+? list) with (?<title>.+)$"
        ) { m in onList(m) }

    /// "add measure the windows for curtains to House move": the first "for" opened no
    /// list's name, the last "to" a stored project's. Read with a store only, when the
    /// words after the last of them are a project's whole name.
    static let addToStoredProject =
        Frame(
            addToStoredProjectName,
            "^(?:add|put|stick|pop|throw|chuck|write|jot|include|place|toss|shove|bung|slap|save) (?:down )?(?!(?:to|into|onto) )(?!(?:a |an |the |new )?(?:milestone|note|project|dependency|blocker|line|link)\\b)(?<title>.+ (?:to|on|onto|in|into|under|for) .+) (?:to|on|onto|in|into|under) (?:my |the |our )?(?<proj>[^ ,:;]+(?: [^ ,:;]+){0,3})$"
        ) { m in
            guard m.context.grounded, let said = m.item("proj"),
                m.context.names.project(calledExactly: said) != nil
            else { return nil }
            return onList(m)
        }

    /// A capture onto the list or project the `proj` slot names.
    static func onList(_ m: FrameMatch) -> ParsedIntent? {
        // "put a 'beds ready' milestone on the garden": a milestone, not an item.
        guard let rawProject = m.item("proj"),
            !(m.word("title").map(ListCaptureFrames.namesAMilestone) ?? false)
        else { return nil }
        // "put the haircut in the launch project": a stored task filed, not a new one.
        if let filed = ProjectFrames.filing(
            m, task: "title", project: "proj", said: "", capturing: true)
        {
            return filed
        }
        guard let project = ListCaptureFrames.list(named: rawProject, m.context) else {
            return nil
        }
        var arguments: [String: String] = [:]
        if !project.isEmpty { arguments["project"] = project }
        guard var reading = CaptureReading.task(m, project: arguments["project"]) else {
            return nil
        }
        if project.isEmpty { reading.arguments["project"] = nil }
        return dueOnItsDay(reading, list: rawProject, m.context)
    }

    /// "add return the parcel to My Day": a task put on a list named for a day is due
    /// that day, unless it says its own date.
    static func dueOnItsDay(_ reading: ParsedIntent, list: String, _ context: ParseContext)
        -> ParsedIntent
    {
        guard reading.arguments["due"] == nil, let day = dayOfList(list.lowercased()),
            let due = DateParser(now: context.now).firstMatch(in: day)
        else { return reading }
        var dated = reading
        dated.arguments["due"] = due.value.description
        return dated
    }

    /// The day a list named for one stands for: "My Day", "today", "today's list" and
    /// "the today view" (other apps' lists of the day) are today; "tomorrow's list" is
    /// tomorrow, "Tuesday's list" Tuesday. Nil for any other name.
    static func dayOfList(_ lower: String) -> String? {
        var name = Substring(lower)
        for opening in ["my ", "the ", "our "] where name.hasPrefix(opening) {
            name = name.dropFirst(opening.count)
        }
        if name == "day" { return "today" }
        var saysList = false
        for ending in [" list", " view", " page", " screen"] where name.hasSuffix(ending) {
            name = name.dropLast(ending.count)
            saysList = true
        }
        for ending in ["'s", "s"] where name.hasSuffix(ending) && name.count > 6 {
            name = name.dropLast(ending.count)
        }
        switch name {
        case "today", "tonight", "tomorrow": return String(name)
        // A weekday is a list only said as one ("Thursday's list"): "add X for Friday" is
        // a date.
        case "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday":
            return saysList ? String(name) : nil
        default: return nil
        }
    }

    /// The project a list's name files under: "" for the to-do list itself, "Shopping"
    /// for the shopping list however said, a stored project by its name, a name said
    /// with "list" or "project" as said; nil when the words name no list.
    static func list(named said: String, _ context: ParseContext) -> String? {
        var project = SlotText.cleanItem(said)
        let lower = project.lowercased()
        if genericLists.contains(lower) || dayOfList(lower) != nil { return "" }
        if let held = listNamedByWhatItHolds(lower) { return held }
        if lower.hasSuffix(" list") || lower.hasSuffix(" project") {
            project = ItemNames.strippingProjectWord(
                String(project.dropLast(lower.hasSuffix(" list") ? 5 : 0)))
            let name = project.lowercased()
            if Fragments.shoppingListNames.contains(name) || name == "food shopping" {
                return "Shopping"
            }
            return project
        }
        if Fragments.shoppingListNames.contains(lower) { return "Shopping" }
        // "how's the garden project? and add mulch to it": the project just named; the
        // planner says which.
        if CaptureFrames.pointingBack.contains(lower) { return lower }
        if let known = context.names.project(named: project), known.lowercased() == lower {
            return known
        }
        // "add eggs to shoping": a stored project's name with one slip of the keys.
        return context.grounded ? context.names.project(misspelled: project) : nil
    }

    /// A list named by what it holds: "my list of groceries", "the list for shopping" and
    /// "my list of things to buy" are the shopping list; "my list of things to do", "my
    /// list of reminders" and "the chores" the to-do list itself (""). Nil for any other
    /// name.
    static func listNamedByWhatItHolds(_ lower: String) -> String? {
        var held = Substring(lower)
        for opening in ["list of ", "list for ", "big list of ", "running list of "]
        where held.hasPrefix(opening) {
            held = held.dropFirst(opening.count)
            break
        }
        if held.count < lower.count, shoppingHeld.matches(String(held)) { return "Shopping" }
        return toDoHeld.matches(String(held)) ? "" : nil
    }

    static let shoppingHeld = Pattern(
        grammar:
            "^(?:shopping|groceries|grocery|food|food shopping|(?:things|stuff|items)(?: (?:i|we))?(?: need)? to (?:buy|get|pick up))$"
    )
    static let toDoHeld = Pattern(
        grammar:
            "^(?:things|stuff|shit|tasks|to-?dos|to dos|chores|jobs|reminders|errands|housework|chore list|chores list|reminder list|reminders list|errand list|housework list)(?: (?:i|we) (?:need|have|want))?(?: to (?:do|accomplish|complete|remember|get done|finish))?$"
    )

    /// Names of the to-do list itself.
    static let genericLists: Set<String> = [
        "list", "to-do list", "todo list", "to do list", "task list", "tasks", "to-dos", "todos",
        "reminders", "list of things to do", "to-do", "todo", "things to do", "list of tasks",
        "my list", "agenda",
        // Where other to-do apps put what is not yet filed.
        "inbox", "my inbox", "the inbox",
    ]

    /// "shopping list: eggs, butter and rice", "groceries: bin bags": a list named as a
    /// label, then its items (the planner splits them). "make a list: ..." names none.
    static let listLabel =
        Frame(
            listLabelName,
            "^(?:(?:my|the|our) )?(?!(?:make|start|create|begin|new|write|do) (?:a |an |me a |us a )?(?:new )?list)(?<proj>[^:,;]{1,30}? list|shopping|groceries|grocery)\\s*[:\\-–]\\s*(?<title>.+)$"
        ) { m in onNamedList(m) }

    /// A capture onto the list the `proj` slot names, when it names one other than the
    /// to-do list itself.
    static func onNamedList(_ m: FrameMatch) -> ParsedIntent? {
        guard let said = m.raw("proj"), let project = list(named: said, m.context),
            !project.isEmpty
        else { return nil }
        return CaptureReading.task(m, project: project)
    }

    /// The frame name of a list's label with its items.
    package static let listLabelName = "listLabel"

    /// "add to my shopping list: bread, eggs and tomatoes" (a frame of `CaptureFrames`).
    package static let addToNamedListName = "addToNamedList"

    /// Frames whose title may hold several items of a named list ("eggs, butter and
    /// rice"), and after which a bare item said later is one more.
    package static let itemListFrames: Set<String> = [
        addToListName, addToStoredProjectName, listLabelName, addToNamedListName, itemOnListName,
        // "add to shopping: eggs, oat milk and bin bags".
        CaptureFrames.addToNamedProjectName,
    ]

    /// "we're out of bin bags - shopping list pls", "we've run out of milk, add it to the
    /// shopping list": what ran out, for the list named after it.
    static let ranOut =
        Frame(
            "ranOut",
            "^(?:we're|were|we are|i'm|im|i am|we've run|weve run|i've run|ive run|we have run|we ran|i ran|just ran|run|ran|all) out of (?<title>[^,;:.]+?)\\s*[-–,:;.]+\\s*(?:(?:so |can you |pls |please )?(?:add|put|stick|pop) (?:it|them|that|some) (?:on|to|onto) )?(?:the |my |our )?(?<proj>(?:[a-z']+ ){1,2}list)(?: pls| please| thanks)*[.!]*$"
        ) { m in onNamedList(m) }

    /// "add collect the dry cleaning for tomorrow", "pls add call the vet".
    static let bareAdd =
        Frame(
            bareAddName,
            "^(?:add|new|log|capture|put down|jot down|write down|note down|jot|pencil in)\\s*[:\\-]?\\s+(?!(?:a |an |the |new )?(?:project|note|milestone|list|entry|diary|journal)\\b)(?!.*\\b(?:(?:to|into|onto|as) (?:my|our|your)|as (?:the|an?)|(?:to|into|onto)(?: (?:the|an?))?(?: [^ ]+){0,2} (?:list|checklist|project|notes?|calendar|diary|journal))\\b)(?<title>.+)$"
        ) { m in
            // "add the fence to the garden" files something somewhere, for the frames that
            // read a place; "add take biscuit to the vet" is an errand of taking something
            // there.
            if let title = m.word("title"), placedSomewhere.matches(title),
                let first = title.split(separator: " ", maxSplits: 1).first,
                !takingVerbs.contains(String(first))
            {
                return nil
            }
            // "new wifi password is hunter2", "new flat has no plants" tell a fact: "new"
            // opens no capture of a sentence with a verb of being or having, nor of a
            // saying in pairs ("new term new routine", "new year new me").
            if m.clause.text.hasPrefix("new "), let title = m.word("title"),
                title.split(separator: " ").contains(where: {
                    statementVerbs.contains(String($0)) || $0 == "new"
                })
            {
                return nil
            }
            return CaptureReading.task(m)
        }

    static let statementVerbs: Set<String> = [
        "is", "are", "was", "were", "is:", "'s", "has", "have", "had", "isn't", "isnt", "aren't",
        "arent", "wasn't", "wasnt", "hasn't", "hasnt", "haven't", "havent", "doesn't", "doesnt",
    ]

    /// Errands of taking something somewhere, whose "to the ..." is where it goes.
    static let takingVerbs: Set<String> = [
        "take", "bring", "send", "return", "deliver", "drop", "post", "carry", "give", "lend",
        "mail", "ship", "walk", "drive",
    ]

    /// A place something is put: "... to the Garden", "... into a folder".
    static let placedSomewhere = Pattern(grammar: "\\b(?:to|into|onto) (?:the|an?)\\b")

    /// The frame name of "add X" with no list named.
    package static let bareAddName = "bareAdd"
}

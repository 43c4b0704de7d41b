package import IntentGrammar
package import ToolBox

/// One request that names several items: one step per item.
enum ListExpansion {
    /// "add tasks: a, b and c", "add 3 tasks: ...", "with tasks a and b", "add tasks to
    /// Garden: a, b", "tasks: a; b". With no verb before the noun, only a colon or dash
    /// opens the items: "tasks are so boring" and "400 tasks sitting in my old inbox"
    /// list nothing.
    /// A colon said after the project ends its name: "new tasks for the house move: a, b"
    /// is not the project "house" with a first item "move: a".
    static let taskList = Pattern(
        grammar:
            "^(?:(?<verb>add|create|make|new|with|plus|put|and add|also add|set up)\\s+)?(?<count>the following |these |some |a few |a couple of |a |(?:\\d+|two|three|four|five|six|seven|eight|nine|ten) )?(?:new )?(?:tasks|to-?dos|todos|items|cards|task|to-?do|todo)(?:\\s+(?:to|for|in|under|on)\\s+(?:the |my |our )?(?<proj>[^:]+?)(?:\\s+(?:project|list))?)?(?:\\s*[:\\-]\\s*|(?(verb)|(?!))\\s+(?![^:]*:))(?<items>.+)$"
    )

    /// A task list names tasks, to-dos or items in the plural (or cards, as boards call
    /// them), or opens "with" ("with tasks a and b", "with a task to ...").
    static let pluralListNouns = ["tasks", "to-dos", "todos", "items", "cards"]
    static let listNouns = AffixList(pluralListNouns)

    static func startsTaskList(_ clause: String, memo: ParseMemo) -> Bool {
        readTaskList(clause, memo: memo) != nil
    }

    /// The clause read as a task list, or nil when it is not one.
    static func readTaskList(_ clause: String, memo: ParseMemo)
        -> (utterance: Utterance, match: PatternMatch)?
    {
        // The cheap test first: most clauses name no list, and "add a task to X" is one task.
        let opensWith = clause.startsCaseless(with: "with ")
        guard opensWith || listNouns.occurs(in: clause) else { return nil }
        let utterance = memo.utterance(clause)
        guard let m = taskList.firstMatch(in: utterance.normalized),
            let items = m.group(named: "items")
        else { return nil }
        // "add tasks for the garden project": the project's own noun is no item.
        let said = utterance.normalized.utf8.dropFirst(items.lowerBound).prefix(items.count)
        if ["project", "list"].contains(where: { said.elementsEqual($0.utf8) }) { return nil }
        // The plural must be in the head, not in an item: "todo: tidy the kids' tasks and
        // chores" is one task.
        let head =
            (items.lowerBound > 0 ? utterance.originalText(0..<items.lowerBound) : nil)?
            .lowercased() ?? ""
        // "add a task to X" is one task; only the plural or a count or a colon makes a list.
        guard opensWith || pluralListNouns.contains(where: { head.includes($0) }),
            !clause.startsCaseless(with: "add a task ")
        else { return nil }
        return (utterance, m)
    }

    /// One createTask step per item of a task list, or nil when the clause is not one.
    static func expand(_ clause: String, memo: ParseMemo) -> [ParsedIntent]? {
        guard let (utterance, m) = readTaskList(clause, memo: memo),
            let itemsRange = m.group(named: "items"),
            let itemsText = utterance.originalText(itemsRange)
        else { return nil }
        let project = m.group(named: "proj").flatMap { utterance.originalText($0) }.map {
            String($0)
        }
        let items = splitItems(String(itemsText), memo: memo)
        guard items.count >= 1 else { return nil }
        return captures(items, project: project, memo: memo)
    }

    /// "add milk and eggs to shopping" read as one capture: split its title into items.
    static func splitListCapture(_ reading: ParsedIntent, clause: String, memo: ParseMemo)
        -> [ParsedIntent]?
    {
        guard let title = reading.arguments["title"] else { return nil }
        // A quoted title is one item, "and" or not: "add 'fish and chips' to shopping".
        // Several quoted titles are one item each: "put 'buy compost' and 'fix the hose'
        // under Garden".
        for (open, close) in QuoteMarks.pairs where clause.includes("\(open)\(title)\(close)") {
            let items = quotedItems(title, open: open, close: close)
            return items.count > 1 ? titled(reading, items) : nil
        }
        let items = splitItems(title, memo: memo)
        guard items.count > 1,
            !(reading.frame == CaptureFrames.addToNamedProjectName
                && Self.objectsOfOneErrand(items, memo: memo))
        else { return nil }
        return titled(reading, items)
    }

    /// "buy compost, seeds and twine", "call mum and dad": an errand's verb, then more of
    /// its objects with none of their own. One task, where "eggs, milk and bread" (no
    /// verb) or "buy compost and sow the beans" (a verb each) are several. Asked only of
    /// a project's errands: on a shopping list "water softener salt" is a thing.
    static func objectsOfOneErrand(_ items: [String], memo: ParseMemo) -> Bool {
        guard let first = items.first, TaskVerbs.opens(memo.utterance(first)) else { return false }
        return items.dropFirst().contains { item in
            let words = memo.utterance(item)
            return !TaskVerbs.opens(words) && !isBareErrand(item, memo: memo)
        }
    }

    /// The quoted titles in `title`, which was said between `open` and `close` marks:
    /// "buy compost' and 'fix the hose" holds two. One item when no closing mark, then a
    /// comma, "and" or "&", then an opening mark stands inside it.
    static func quotedItems(_ title: String, open: Character, close: Character) -> [String] {
        var items: [String] = []
        var rest = Substring(title)
        while let end = rest.firstIndex(of: close) {
            var next = rest[rest.index(after: end)...].drop { $0 == " " || $0 == "," }
            for joiner in ["and ", "& "] where next.hasPrefix(joiner) {
                next = next.dropFirst(joiner.count).drop { $0 == " " }
            }
            guard next.first == open, next.count > 1 else { break }
            items.append(String(rest[..<end]).trimmingSpaces)
            rest = next.dropFirst()
        }
        items.append(String(rest).trimmingSpaces)
        return items.contains(where: \.isEmpty) ? [title] : items
    }

    /// One copy of `reading` per item, each titled with it.
    static func titled(_ reading: ParsedIntent, _ items: [String]) -> [ParsedIntent] {
        items.map { item in
            var step = reading
            step.arguments["title"] = item
            return step
        }
    }

    /// "add to the Wedding project: send save the dates, taste cakes and shortlist
    /// photographers", "for the house move I need to cancel the milkman, redirect post":
    /// a capture onto a project whose title is a list of errands, each opening with a
    /// verb, is one capture per errand. "buy compost, seeds and twine" is one errand:
    /// only its first part opens with a verb.
    static func splitProjectErrands(_ reading: ParsedIntent, memo: ParseMemo) -> [ParsedIntent]? {
        guard reading.tool == .createTask, reading.arguments["project"] != nil,
            let title = reading.arguments["title"]
        else { return nil }
        let items = splitItems(title, memo: memo)
        guard items.count > 1,
            items.allSatisfy({ item in
                guard let first = item.split(separator: " ").first?.lowercased() else {
                    return false
                }
                return CompoundPlanner.isImperative(first)
            })
        else { return nil }
        // The items after the first are items of the list, as a label's are.
        var steps = titled(reading, items)
        for index in steps.indices.dropFirst() { steps[index].frame = frame }
        return steps
    }

    /// "delete transfer the broadband and update address with the bank": a command on a
    /// task whose name is no task, but a list of names each of which is one, acts on each.
    /// Only with a store: without one, "buy milk and eggs" could be one task's name.
    static func splitItemCommand(_ reading: ParsedIntent, memo: ParseMemo) -> [ParsedIntent]? {
        let context = memo.context
        guard context.grounded, Self.itemCommands.contains(reading.tool),
            let name = reading.arguments["task"], !Pronouns.isPronoun(name)
        else { return nil }
        let done = reading.tool == .reopenTask
        let names = context.names
        // A name that loosely finds one task may still be several ("the slides and the
        // press release" finds the press release): only a task called just that is one.
        // "milk n batteries": the "n" of a hurried message is no separator of requests,
        // but it is one of names (`Coordination`).
        let hurried = name.lowercased().includes(" n ")
        guard Segmenter.mayHaveSeparator(name) || hurried,
            !names.hasTask(calledExactly: name)
        else { return nil }
        let split = splitItems(name, memo: memo)
        let items = (split.count < 2 && hurried ? Coordination.items(name) : split).map(
            SlotText.cleanItem)
        let found = items.map { done ? names.doneTask(named: $0) : names.openTask(named: $0) }
        guard items.count >= 2, Coordination.eachDifferent(found) else { return nil }
        return items.map { item in
            var step = reading
            step.arguments["task"] = item
            return step
        }
    }

    /// "link the wifi note to buy seeds and the garden project": a link to several stored
    /// items is a link to each. Nil unless the items after "to" are two or more and each
    /// names a stored item.
    static func splitLink(_ reading: ParsedIntent, memo: ParseMemo) -> [ParsedIntent]? {
        let context = memo.context
        guard context.grounded, reading.tool == .linkItems, let to = reading.arguments["to"],
            Segmenter.mayHaveSeparator(to)
        else { return nil }
        let names = context.names
        let items = splitItems(to, memo: memo).map { item in
            // "... and to the garden project": the preposition said again.
            var name = SlotText.cleanItem(item)
            for joiner in ["to ", "with "] where name.startsCaseless(with: joiner) {
                name = SlotText.cleanItem(String(name.dropFirst(joiner.count)))
            }
            return LinkNames.strip(name)
        }
        guard items.count >= 2, items.allSatisfy(names.namesAnItem) else { return nil }
        return items.map { item in
            var step = reading
            step.arguments["to"] = item
            return step
        }
    }

    /// Commands that act on one named task, which a list of names repeats: "move the
    /// fence and the gutters to Friday" moves each.
    static let itemCommands: Set<ToolName> = [
        .completeTask, .deleteTask, .reopenTask, .rescheduleTask, .snoozeTask, .setPriority,
        .setRecurrence,
    ]

    /// "add salt to shopping, oh and kitchen roll": after a list capture, a segment that
    /// is only a short name (no errand, date, courtesy, statement or word of another
    /// assistant's domain, nothing the grammar reads) is one more item for the same list.
    /// The item's name, or nil.
    static func afterthoughtItem(
        _ segment: String, after previous: [ParsedIntent]?, memo: ParseMemo
    )
        -> String?
    {
        guard let last = previous?.last, last.tool == .createTask,
            ListCaptureFrames.itemListFrames.contains(last.frame),
            // "add to the garden project: buy compost, seeds and twine": more objects of
            // the errand's verb.
            !(last.frame == CaptureFrames.addToNamedProjectName
                && last.arguments["title"].map { TaskVerbs.opens(memo.utterance($0)) } == true)
        else { return nil }
        var item = Segmenter.stripLeadingJoiner(segment)
        for tail in [" too", " as well", " also"] where item.endsCaseless(with: tail) {
            item = String(Substring(item.utf8.dropLast(tail.utf8.count))).trimmingSpaces
        }
        let utterance = memo.utterance(item)
        let words = utterance.words
        // "..., due end of Q2": when, said of the capture, never an item of its own.
        guard let first = words.first, !dateLeads.contains(first),
            (1...maximumItemWords).contains(words.count),
            !utterance.tokens.contains(where: \.isPunctuation),
            words.contains(where: { !FunctionWords.contains($0) }),
            !words.contains(where: Remarks.statementWords.contains),
            !isBareErrand(item, memo: memo),
            !Interjections.isOnlyCourtesy(normalized: utterance.normalized),
            !DeclineEvidence.declines(utterance.normalized),
            DateParser(now: memo.context.now).firstMatch(in: item) == nil,
            memo.parse(item).tool == .decline
        else { return nil }
        return item
    }

    /// The longest name an afterthought item may have: "kitchen roll", "a bag of rice".
    static let maximumItemWords = 4

    /// "hire a photographer, print the menus and order catering for next Friday": a list
    /// of bare errands is a to-do list. Nil unless every item is one.
    static func errandList(_ clause: String, memo: ParseMemo) -> [ParsedIntent]? {
        // A list needs a separator, and item separators are among the segmenter's; most
        // declined clauses have none.
        guard Segmenter.mayHaveSeparator(clause) else { return nil }
        let items = splitItems(clause, memo: memo)
        guard items.count >= 2, items.allSatisfy({ isBareErrand($0, memo: memo) }),
            !saysWhatIsSaid(items, memo: memo)
        else {
            return nil
        }
        return captures(items, project: nil, memo: memo)
    }

    /// Whether an item after getting in touch is what is said then: "email the venue and
    /// ask if they can do the 27th", "ring the removal firm and confirm the time" is one
    /// message, asked of the assistant like any other, not two things to do.
    static func saysWhatIsSaid(_ items: [String], memo: ParseMemo) -> Bool {
        zip(items, items.dropFirst()).contains { contact, said in
            guard let verb = memo.utterance(contact).firstWord,
                TaskVerbs.contactVerbs.contains(verb),
                TaskVerbs.saysSomething(memo.utterance(said))
            else { return false }
            return true
        }
    }

    /// A clause that opens with an errand's verb ("call mum", "drop the kids off"), but
    /// not one whose object is the list's own tasks ("drop table tasks", "review all my
    /// to-dos"): that is a request about the list, not something to do in the world.
    static func isBareErrand(_ clause: String, memo: ParseMemo) -> Bool {
        // The word test first; only a clause it rules out is parsed, for an errand of any
        // other verb said with its time ("repot the monstera next weekend").
        let utterance = memo.utterance(clause)
        if TaskVerbs.opens(utterance) && !Pronouns.namesSeveral(clause) {
            // "get me in for thursday", "book us a table": done for the speaker, asked of
            // the assistant; no errand of their own to list.
            let words = utterance.words
            return words.count < 2 || !["me", "us"].contains(words[1])
        }
        let reading = memo.parse(clause)
        // "find ellie's swimming stuff": finding a thing in the world, when it is no
        // search of the store ("find everything about Henderson").
        // ("find me a good thai place nearby" asks an assistant, as "book me" does.)
        if utterance.firstWord == "find", utterance.wordCount >= 2, reading.tool == .decline,
            !TaskVerbs.saysSomething(utterance), !["me", "us"].contains(utterance.words[1])
        {
            return true
        }
        return reading.frame == DatedErrands.name
    }

    /// Words that open a date said after a capture ("due", "by"), not an item.
    static let dateLeads: Set<String> = ["due", "by", "before", "until", "till", "deadline"]

    /// The frame of a step read from a list item.
    static let frame = "taskList"

    /// Reads each item as "add a task to <item>", then gives a date said once at the end
    /// ("... and clear the shed for this weekend") to every item that has none.
    static func captures(_ items: [String], project: String?, memo: ParseMemo) -> [ParsedIntent] {
        var steps: [ParsedIntent] = items.map { item in
            var reading = memo.parse("add a task: " + item)
            if reading.tool != .createTask { reading = ParsedIntent(.createTask, ["title": item]) }
            if let project { reading.arguments["project"] = project }
            reading.frame = Self.frame
            return reading
        }
        if let last = steps.last, let due = last.arguments["due"],
            steps.dropLast().allSatisfy({ $0.arguments["due"] == nil })
        {
            for i in steps.indices { steps[i].arguments["due"] = due }
        }
        return steps
    }

    /// The words and marks that separate the items of a list.
    static let itemSeparators = [",", ";", "and", "&", "+"]

    /// Whether the "and" at `index` joins a fixed pair that names one thing ("mac and
    /// cheese"), which no list splits.
    static func joinsOneName(_ utterance: Utterance, at index: Int) -> Bool {
        let tokens = utterance.tokens
        guard index > 0, index + 1 < tokens.count, !tokens[index - 1].isPunctuation,
            !tokens[index + 1].isPunctuation, utterance.form(tokens[index], isOneOf: ["and", "&"])
        else { return false }
        return Binomials.joins(utterance.form(tokens[index - 1]), utterance.form(tokens[index + 1]))
    }

    /// "a, b and c" / "a; b" / "a and b" into items, quotes kept whole.
    static func splitItems(_ text: String, memo: ParseMemo) -> [String] {
        let utterance = memo.utterance(text)
        var items: [String] = []
        var current: [Token] = []
        func flush() {
            guard let first = current.first, let last = current.last else { return }
            let item = String(text[first.range.lowerBound..<last.range.upperBound]).trimmingSpaces
            if !item.isEmpty { items.append(item) }
            current = []
        }
        var quoted = false
        let tokens = utterance.tokens
        for (index, token) in tokens.enumerated() {
            if token.opensQuote { quoted = true }
            if !quoted && utterance.form(token, isOneOf: Self.itemSeparators)
                && !Self.joinsOneName(utterance, at: index)
            {
                flush()
            } else {
                current.append(token)
            }
            if token.closesQuote, !token.isLoneQuote || current.count > 1 {
                quoted = false
            }
        }
        flush()
        return items.map { item in
            var s = item
            for quote in ["'", "\""] where s.hasPrefix(quote) && s.hasSuffix(quote) && s.count > 2 {
                s = String(s.dropFirst().dropLast())
            }
            return s
        }
    }
}

package import IntentGrammar
package import ToolBox

/// A change to a stored task that the words do not pick out: "mark the car wash as done"
/// or "delete the piano lesson" with no such task, "mark the call as done" beside "call
/// the dentist" and "call the plumber". The tool would find nothing, or several, and fail;
/// reading the request as no change at all says the same before anything runs, and the
/// plan is never half carried out. The reply says which name found nothing, or which
/// tasks it fits.
///
/// A name with one slipped word ("mark the dentsit call as done") is first mended from
/// the stored titles' words (`NameSlips.mended`): the step then names what was meant, in
/// words the tool's lookup finds.
///
/// Saying the word "task" changes nothing here: "delete the task piano lesson" or "so the
/// low priority launch party task is done" with no such task is still a name that finds
/// nothing, which DESIGN.md counts as evidence against changing anything (the word first
/// ends a name that runs on past it, `endingAtTheWordTask`). After a step that adds a
/// task, which a later step may name, a name is only mended. A reopen goes to the tool,
/// which reports several done tasks itself.
enum UnfoundTasks {
    /// `steps` read from `said`, each task name with a slip mended; a decline when one
    /// changes a task its name does not pick out. Without a store, `steps` as they are.
    static func settle(_ steps: [ParsedIntent], said: String, context: ParseContext)
        -> [ParsedIntent]
    {
        guard context.grounded else { return steps }
        let asked = steps.map { askedOfASlip($0, names: context.names) }
        let steps = saysTask(said) ? endingAtTheWordTask(asked, names: context.names) : asked
        var settled = steps
        // What an earlier step adds may be what a later one names: after one, a name is
        // only mended ("add 'collect suit' and set the recyling to every wednesday"), and
        // not when the new task's words hold it.
        var added: [String] = []
        for index in steps.indices {
            let step = steps[index]
            if step.tool == .createTask || step.tool == .createProject {
                added.append((step.arguments["title"] ?? step.arguments["name"] ?? "").lowercased())
                continue
            }
            guard step.tool.changesOneTask, let name = step.arguments["task"], isSaidName(name)
            else { continue }
            let names = context.names
            let finds = names.findsAnyTask(name)
            if !finds, !added.contains(where: { $0.contains(name.lowercased()) }),
                let mended = NameSlips.mended(name, by: names.openTaskFacts().map(\.title)),
                names.openTask(named: mended) != nil
            {
                settled[index].arguments["task"] = mended
                continue
            }
            if !added.isEmpty { continue }
            if finds {
                guard step.tool != .reopenTask, names.openTask(named: name) == nil else {
                    continue
                }
                let fitting = names.openTasks(fitting: name)
                guard fitting.count > 1 else { continue }
                var arguments = IntentParser.fitting(fitting)
                arguments["namesSeveral"] = name
                return [ParsedIntent(.decline, arguments)]
            }
            // "move the fence and the gutters to Friday": each name may find its own.
            let items = Coordination.items(name)
            if items.count > 1, items.allSatisfy(names.findsAnyTask) { continue }
            // "delete the mirror and batteries, dont need either": the name ran on into
            // why, after a comma. Alone in the request, the names before it stand.
            if steps.count == 1, let named = namesBeforeAReason(name, names: names) {
                return named.map { item in
                    var one = step
                    one.arguments["task"] = item
                    return one
                }
            }
            return [ParsedIntent(.decline, ["noTaskNamed": name])]
        }
        return settled
    }

    /// `step` with a slipped word in the item a question names mended ("what's holding up
    /// the hirng plan?"), when the words as said find no task or project and the mended
    /// ones find an open task. A question changes nothing, so a name that finds nothing
    /// goes to the tool, which says so.
    static func askedOfASlip(_ step: ParsedIntent, names: any KnownNames) -> ParsedIntent {
        guard step.tool == .whatsBlocking, let name = step.arguments["item"],
            !Pronouns.isPronoun(name), !name.hasPrefix("$"), !names.findsAnyTask(name),
            names.project(named: name) == nil,
            let mended = NameSlips.mended(name, by: names.openTaskFacts().map(\.title)),
            names.openTask(named: mended) != nil
        else { return step }
        var asked = step
        asked.arguments["item"] = mended
        return asked
    }

    /// The names of `name` before a comma after which it says why, not what: the longest
    /// run of comma-separated parts whose names each find a stored task; nil when none.
    static func namesBeforeAReason(_ name: String, names: any KnownNames) -> [String]? {
        let parts = name.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingSpaces
        }
        for count in stride(from: parts.count - 1, through: 1, by: -1) {
            let items = Coordination.items(parts.prefix(count).joined(separator: ", "))
                .map(SlotText.cleanItem)
            if !items.isEmpty, items.allSatisfy({ names.openTask(named: $0) != nil }),
                Coordination.eachDifferent(items.map(names.openTask(named:)))
            {
                return items
            }
        }
        return nil
    }

    /// `steps` with each task name that runs on past the word "task" ended there, when
    /// the whole name finds nothing and the words before "task" name an open task: "bin
    /// the haircut task growing my hair out" says why after naming the task.
    static func endingAtTheWordTask(_ steps: [ParsedIntent], names: any KnownNames)
        -> [ParsedIntent]
    {
        steps.map { step in
            guard step.tool.changesOneTask, let name = step.arguments["task"] else { return step }
            let words = name.split(separator: " ")
            guard
                let head = words.dropFirst().dropLast().firstIndex(where: {
                    $0.lowercased() == "task"
                }),
                !names.findsAnyTask(name)
            else { return step }
            let before = words[..<head].joined(separator: " ")
            guard names.openTask(named: before) != nil else { return step }
            var ended = step
            ended.arguments["task"] = before
            return ended
        }
    }

    /// Whether `name` is an item's name as said, for the store to be asked about: not a
    /// pronoun, a reference to an earlier step ("$1") or an id ("id:...").
    static func isSaidName(_ name: String) -> Bool {
        !Pronouns.isPronoun(name) && !name.hasPrefix("$") && !name.hasPrefix("id:")
    }

    /// Whether `said` holds the word "task" or "tasks".
    static func saysTask(_ said: String) -> Bool {
        said.lowercased().split(whereSeparator: { !$0.isLetter }).contains {
            $0 == "task" || $0 == "tasks"
        }
    }
}

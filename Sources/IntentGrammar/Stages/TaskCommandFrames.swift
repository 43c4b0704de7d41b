package import ToolBox

/// Stage 5, tasks: completion, reopening, deletion, moves, snoozes, priority, repeats,
/// renames and dependencies, as verb-first commands and as statements of state.
enum TaskCommandFrames {
    static let done = Fragments.doneWord
    /// Whether `state` is the past of the verb of each stored task `name` names: "paid"
    /// of "pay the water bill" ("mark the water bill and council tax paid"), where "mark
    /// the car washed" says nothing of "take the car for its MOT".
    static func isItsOwnVerbDone(_ state: String, of name: String, _ context: ParseContext)
        -> Bool
    {
        let lemmatizer = ParaphraseFrames.lemmatizer
        let lemma = lemmatizer.verbLemma(state)
        let items = Coordination.items(name)
        return !items.isEmpty
            && items.allSatisfy { item in
                guard let title = context.names.openTask(named: SlotText.cleanItem(item)),
                    let verb = title.split(separator: " ").first
                else { return false }
                return lemmatizer.verbLemma(verb.lowercased()) == lemma
            }
    }

    /// Past forms a task is marked with that say it is not done: "mark X as postponed".
    static let notCompletingStates: Set<String> = [
        "urgent", "important", "blocked", "repeated", "scheduled", "postponed", "delayed",
        "snoozed",
    ]
    static let taskNoun = Fragments.taskNoun

    /// "X can't start until Y is done": a dependency only when both name open tasks, each
    /// read as `dependencyItem` reads it.
    static func dependencyBetweenExisting(_ m: FrameMatch) -> ParsedIntent? {
        guard let blocker = dependencyItem(m, "blocker"), m.namesOpenTask(blocker),
            let task = dependencyItem(m, "task"), m.namesOpenTask(task)
        else { return nil }
        return ParsedIntent(.addDependency, ["task": task, "blockedBy": blocker])
    }

    /// A task said in a dependency as a clause of its own: "before I pack the kitchen" is
    /// "pack the kitchen", "until the fence is fixed" is "fence". The subject and the state
    /// go; what is left names the task.
    static func dependencyItem(_ m: FrameMatch, _ slot: String) -> String? {
        guard let item = m.task(slot) else { return nil }
        var words = item.split(separator: " ")
        if words.count > 2, ["i", "we", "you"].contains(words[0].lowercased()) {
            words.removeFirst()
        }
        if words.count > 2, let last = words.last?.lowercased(),
            ParaphraseFrames.lemmatizer.isPastForm(last)
                || ["done", "ready", "over"].contains(last)
        {
            let linking = words[words.count - 2].lowercased()
            let twoWord = words.count > 3 ? words[words.count - 3].lowercased() + " " + linking : ""
            if ["has been", "have been"].contains(twoWord) {
                words.removeLast(3)
            } else if ["is", "are", "gets", "get", "was", "being"].contains(linking) {
                words.removeLast(2)
            }
        }
        // "until the budget's drafted": the state after a contracted "is".
        if words.count >= 2, let last = words.last?.lowercased(),
            ParaphraseFrames.lemmatizer.isPastForm(last),
            words[words.count - 2].lowercased().hasSuffix("'s")
        {
            words.removeLast()
            words[words.count - 1] = words[words.count - 1].dropLast(2)
        }
        let name = SlotText.cleanItem(words.joined(separator: " "))
        return name.isEmpty ? nil : name
    }

    /// The `title` slot as the new words of the task the `task` slot names; unless
    /// `explicit`, only for a stored open task ("read my list to me" renames nothing).
    static func renamed(_ m: FrameMatch, explicit: Bool) -> ParsedIntent? {
        guard explicit || m.context.grounded, let title = newTitle(m) else { return nil }
        // "make the fence read nicely" says how it reads, not what: no new words.
        if !explicit, isManner(title) { return nil }
        return m.onTask(.updateTask, ["title": title], explicit: explicit)
    }

    /// The stored title with one word put right: the word said wrong (or the title's one
    /// word within two edits of the right one) replaced, as typed.
    static func spellingFix(_ m: FrameMatch) -> ParsedIntent? {
        guard m.context.grounded, let right = m.raw("right").map(SlotText.unquote) else {
            return nil
        }
        let wrong = m.raw("wrong") ?? m.raw("word")
        guard let said = m.task("task") ?? m.task("task2") ?? wrong,
            let title = m.context.names.openTask(named: said)
        else { return nil }
        var words = title.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let at: Int?
        if let wrong {
            at = words.firstIndex { $0.lowercased() == wrong.lowercased() }
        } else {
            let near = words.indices.filter { index in
                let word = words[index].lowercased()
                let wanted = right.lowercased()
                return word != wanted && EditDistance.distance(word, wanted, limit: 2) <= 2
            }
            at = near.count == 1 ? near[0] : nil
        }
        guard let at, words[at] != right else { return nil }
        words[at] = right
        return ParsedIntent(.updateTask, ["task": said, "title": words.joined(separator: " ")])
    }

    /// Words that say how rather than what: an adverb in -ly ("nicely", "properly") or one
    /// of the few that are not ("better", "well"), alone or after "it" ("say it
    /// properly"). A capital is a name ("Italy", "July").
    static func isManner(_ title: String) -> Bool {
        let words = title.split(separator: " ")
        guard let last = words.last, words.count <= 2,
            words.count == 1 || ["it", "that", "this"].contains(words[0].lowercased()),
            let first = last.utf8.first, !ASCIIBytes.isUppercase(first)
        else { return false }
        let word = String(last)
        return (word.hasSuffix("ly") && word.utf8.count > 4) || mannerWords.contains(word)
    }

    static let mannerWords: Set<String> = [
        "better", "well", "right", "properly", "nicer", "clearer", "differently", "fine", "ok",
        "okay", "correctly",
    ]

    /// Words no task's name before a level holds: a question, a verb of being, a negation.
    static let notANameWords: Set<String> = [
        "which", "what", "whats", "what's", "any", "is", "are", "was", "were", "isn't", "isnt",
        "aren't", "arent", "not", "be", "been",
    ]

    /// The level a statement of priority says: "not urgent" and "low" are low, "critical"
    /// is urgent, "important" and "a priority" are high.
    static func statedLevel(_ said: String) -> String {
        if said.hasPrefix("not") || said.hasPrefix("low") { return "low" }
        if said.hasPrefix("medium") { return "medium" }
        if said.hasPrefix("urgent") || said == "critical" { return "urgent" }
        return "high"
    }

    /// The `title` slot as a task's new words: cleaned and unquoted, nil when empty.
    static func newTitle(_ m: FrameMatch) -> String? {
        guard let raw = m.raw("title") else { return nil }
        var title = SlotText.cleanTitle(raw)
        // "rename the DJ task to book a band instead": the correction word is no part of
        // the new words, unless they are quoted.
        if title.lowercased().hasSuffix(" instead"), SlotText.unquote(raw) == raw {
            title = SlotText.cleanTitle(String(title.dropLast(" instead".count)))
        }
        title = SlotText.unquote(title)
        return title.isEmpty ? nil : title
    }

    /// Whether the words of `slot` before `end` hold a verb in -ing with words after it
    /// ("only collecting recycling"): the subject does something to something else.
    static func doesSomethingBefore(_ end: Int, in slot: Range<Int>, _ clause: Clause) -> Bool {
        guard end > slot.lowerBound else { return false }
        let words = clause.normalizedText(slot.lowerBound..<end).split(separator: " ")
        return words.dropLast().contains { word in
            word.hasSuffix("ing")
                && ParaphraseFrames.lemmatizer.verbLemma(String(word)) != String(word)
        }
    }

    /// The repeat said in the `rep` slot, set on the task the `task` slot names.
    static func repeating(_ m: FrameMatch) -> ParsedIntent? {
        guard let rule = m.repeatRule(in: "rep") else { return nil }
        return m.onTask(.setRecurrence, ["repeat": rule])
    }

    /// A clause that ends by naming a list something goes to ("... to the shopping list").
    static let ontoList = Pattern(
        grammar:
            " (?:to|onto|into) (?!do )(?:my |the |our )?(?:[^ ]+ ){0,2}?(?:list|\(Fragments.listNoun))$"
    )

    /// A priority level said as where something goes: "... (down) to medium".
    static let toALevel = Pattern(
        grammar:
            "\\b(?:down |up )?to (?:an? |the )?\(Fragments.priorityWord)(?:[- ]?(?:priority|prio))?$"
    )

    static let fromProject = Pattern(
        grammar: "^(?<t>.+?) (?:from|off|on|in) (?:my |the |our )?(?<p>.+?)(?: list| project)?$")

    static let frames: [Frame] = [
        // MARK: a date taken away
        /// "take the due date off the report", "remove the deadline from buy seeds", "the
        /// report doesn't need a deadline any more", "make the loft undated": the task
        /// keeps everything but its date. Said of the date, so a task is meant even
        /// without a store; read before a delete takes "the due date from X" as a name.
        Frame(
            "clearDue",
            "^(?:(?:remove|take|delete|clear|drop|strip|get rid of|scrap|ditch|lose|wipe|cancel|unset|take away)(?: off| away)? (?:the |its |that |any )?(?:due date|due dates|due day|deadline|date|dates)(?: (?:from|off|on|of|for) (?:the task |task )?(?<task>.+?))(?: off| please)?|(?:the task |task )?(?<task2>.+?) (?:needs|should have|can have) no (?:due date|deadline|date)(?: any ?more| any longer| after all)?|(?:the task |task )?(?<task7>.+?) (?:has|gets) no (?:due date|deadline|date) (?:any ?more|any longer|after all)|(?:the task |task )?(?<task3>.+?) (?:doesn't|does not|doesnt|don't|do not|no longer) (?:need|have|has|needs) (?:a |any |the )?(?:due date|deadline|date)(?: any ?more| any longer| after all)?|(?:make|set|leave|mark) (?:the task |task )?(?<task4>.+?) (?:as )?(?:undated|with no (?:due )?date|without a (?:due )?date|dateless|open-ended|open ended)|no (?:due date|deadline|date) (?:for|on) (?:the task |task )?(?<task5>.+?)|undate (?:the task |task )?(?<task6>.+?))[.!]*$"
        ) { m in
            guard
                let slot = ["task", "task2", "task3", "task4", "task5", "task6", "task7"]
                    .first(where: { m.range($0) != nil })
            else { return nil }
            // Told as a statement ("the report doesn't need a deadline any more"), it
            // changes a task only when one is called that; asked for, it always reads.
            let told = ["task2", "task3", "task7"].contains(slot)
            return m.onTask(.updateTask, ["due": "none"], slot: slot, explicit: !told)
        },
        // MARK: completion
        /// "[x] pay the water bill", "- [x] book venue": a box ticked as notes and
        /// markdown write it.
        Frame("tickedBox", "^(?:[-*] )?\\[(?:x|✓|✔)\\] (?<task>.+?)[.!]*$") { m in
            m.onTask(.completeTask, explicit: true)
        },
        /// "move book venue to done", "drag the gutters into the done column": a board's
        /// columns, where done is done and to-do is open again.
        Frame(
            "movedToColumn",
            "^(?:move|drag|put|shift|send|drop) (?:the task |task )?(?<task>.+?) (?:back )?(?:in|into|to|onto|over to|across to) (?:the |my )?(?:(?<done>done|completed|finished|complete)|to-?do|todo|to do|open|doing|in progress|backlog)(?: (?:column|list|pile|section|lane))?[.!]*$"
        ) { m in
            m.range("done") != nil
                ? m.onTask(.completeTask, explicit: true)
                : m.onTask(.reopenTask, explicit: true, done: true)
        },
        /// "mark call the dentist as done", "tick the dentist off", "check off milk".
        Frame(
            "markDone",
            "^(?:mark|set|flag|tick|check|cross|strike|make|put) (?:off )?(?:the task |task )?(?<task>.+?)(?<! not| never) (?:as |to )?(?:done|complete|completed|finished|off|ticked|checked|crossed out|as sorted|sorted)(?: (?:on|off|from) (?:my |the )?\(Fragments.listNoun))?(?:,? (?:finally|at last|at long last|now|already|today|thanks|thx|pls|please))*[.!]*$"
        ) { m in m.onTask(.completeTask, explicit: m.saysTask || m.clause.text.hasPrefix("mark "))
        },
        /// "kindly ensure that the VAT return is marked as completed", "make sure the fence
        /// gets ticked off".
        Frame(
            "ensureMarkedDone",
            "^(?:ensure|make sure|see to it)(?: that)? (?:the task |task )?(?<task>.+?) (?:is|gets|has been|is being) (?:marked|ticked|checked|crossed)(?: off)?(?: (?:as|to) (?:done|complete|completed|finished))?[.!]*$"
        ) { m in m.onTask(.completeTask, explicit: m.saysTask) },
        /// "mark the water bill as paid", "mark the fence as fixed": any past participle.
        /// With the "as" left out ("mark the water bill paid"), only of a stored task.
        Frame(
            "markAsParticiple",
            "^(?:mark|set|flag|tick) (?:the task |task )?(?<task>.+?) (?<as>as )?(?<state>[a-z]+)$"
        ) { m in
            guard let state = m.word("state"), ParaphraseFrames.lemmatizer.isPastForm(state),
                !TaskCommandFrames.notCompletingStates.contains(state)
            else { return nil }
            if m.range("as") == nil {
                guard m.clause.text.hasPrefix("mark "), let name = m.task("task"),
                    TaskCommandFrames.isItsOwnVerbDone(state, of: name, m.context)
                else { return nil }
                return m.onTask(.completeTask)
            }
            return m.onTask(.completeTask, explicit: true)
        },
        /// "complete the task X", "finish X", "done with X", "I've finished X", "sorted
        /// the boiler out".
        Frame(
            "completeVerb",
            "^(?:complete|finish|mark (?:as |it )?(?:done|complete|completed|finished)|close out|tick off|check off|cross off|knock off|knock out|wrap up|strike off|done with|done|finished with|finished|completed|i'm done with|im done with|i am done with|i'm finished with|i've done|ive done|i have done|i've finished|ive finished|i have finished|i finished|i completed|i've completed|i have completed|just finished|just completed|got through|sorted|i sorted|i've sorted|i dealt with|dealt with|(?:i |i've |ive |i have )?(?:took|taken) care of|(?:i )?(?:finally )?got (?:a)?round to|handled|i handled|nailed|i nailed|knocked out|i knocked out|crossed off|ticked off)(?: off| out)?(?: the task| task| my task)?\\s*[:,\\-–]?\\s+(?<task>.+?)(?: out)?(?: off(?: (?:my |the )?\(Fragments.listNoun))?)?(?: (?:from|on) (?:my |the |our )?(?:\(Fragments.listNoun)|[^ ]+(?: [^ ]+)? list))?$"
        ) { m in
            let text = m.clause.text
            let explicit =
                m.saysTask || text.hasPrefix("complete ") || text.hasPrefix("done with ")
                || text.hasPrefix("mark ")
            // "got" alone is too loose: only "got X done" style or a grounded task.
            if text.hasPrefix("got ") || text.hasPrefix("i got ") || text.hasPrefix("i've got ") {
                guard m.context.grounded else { return nil }
            }
            // "sorted the fence out this morning": with the day cut, the verb's particle
            // is left at the end of the name.
            guard var name = m.task("task") else { return nil }
            for particle in [" out", " off"] where name.lowercased().hasSuffix(particle) {
                name = String(name.dropLast(particle.count))
            }
            guard explicit || m.namesOpenTask(name) else { return nil }
            return ParsedIntent(.completeTask, ["task": name])
        },
        /// "the gutters are clean"-style statements are read by ParaphraseFrames; this one
        /// reads "X is done", "X is finished now", "X has been sorted".
        Frame(
            "statementOfCompletion",
            "^(?:the task |task )?(?<task>.+?)(?:'s| (?:is|are|was|were|has been|have been|got|is now|are now|is all|are all|is finally|are finally|is completely|now)) (?:now |all |both |finally |completely |totally |officially |already )?\(done)(?: now| already| at last| finally| today| and dusted| btw| for (?:another|the next|this|the) (?:year|month|week|while))*[.!]*$"
        ) { m in m.onTask(.completeTask, explicit: m.saysTask) },
        /// "that's the passport sorted", "that's X done".
        Frame("thatsXDone", "^(?:that's|thats|that is|there's|theres) (?<task>.+?) \(done)$") { m in
            m.onTask(.completeTask)
        },
        /// "got the X done", "got X sorted", "we finally got the fence sorted this
        /// weekend!": who got it done, and when, are no part of the name.
        Frame(
            "gotXDone",
            "^(?:i |we )?(?:finally |at last |just |already )?(?:got|have got|'ve got|finally got) (?<task>.+?) \(done)(?<when> .+?)?[.!]*$"
        ) { m in
            guard m.saysOnlyWhen("when") else { return nil }
            return m.onTask(.completeTask)
        },
        /// "finally got the broadband transferred": got + item + any participle.
        Frame(
            "gotXParticiple",
            "^(?:i |we )?(?:finally |at last |just |already )?(?:got|have got|'ve got|finally got) (?<task>.+?) (?<state>[a-z]+)$"
        ) { m in
            guard let state = m.word("state"), ParaphraseFrames.lemmatizer.isPastForm(state),
                m.context.grounded
            else { return nil }
            return m.onTask(.completeTask)
        },
        /// Negated state: "the oven's not actually clean" reopens "clean the oven".
        Frame(
            "statementOfNotState",
            "^(?:the |my |our )?(?<np>.+?)(?:(?:'s| is| are|'re) (?:not|still not|n't)| isn't| aren't| isnt| arent) (?:actually |really |quite |properly |fully |even )?(?<state>[a-z]+)(?: (?<particle>up|in|out|off|back|down|away))?(?: after all| yet)?$"
        ) { m in
            guard m.context.grounded, let np = m.task("np"), let state = m.word("state") else {
                return nil
            }
            let verb = ParaphraseFrames.lemmatizer.verbLemma(state)
            // "the dry cleaning isn't actually picked up": the verb with its particle.
            let heads = (m.word("particle").map { [verb + " " + $0] } ?? []) + [verb]
            guard heads.contains(where: { m.context.names.doneTask(named: $0 + " " + np) != nil })
            else { return nil }
            return ParsedIntent(.reopenTask, ["task": np])
        },
        /// Verbless: "dentist done", "passport - done ✓"; asked ("dentist done?"), a question
        /// whether it is (`IntentParser.askedWhetherDone`).
        Frame(
            "verblessDone",
            "^(?!(?:is|are|was|were|has|have|did|does|do|isn't|aren't|wasn't|hasn't|haven't|what|which|who|how|when|where|why)\\b)(?<task>.+?)\\s*(?:-|:|–)?\\s*(?:(?:finally|at last|just|already|now|all) )?(?:(?:\(done)|✓|✔|✅|dusted|ticked)\\s*)+(?:,? (?:finally|at last|at long last|already|today|yesterday|this morning|last night|earlier|yay+|phew|btw|thank god|thank goodness|woo+|woohoo|whoop+|wahoo|get in)\\b)*[.!?]*$"
        ) { m in
            // "is the fence done", "what have I ticked off" ask: a question's auxiliary or
            // question word opens no name.
            m.onTask(.completeTask)
        },

        // MARK: reopening
        Frame(
            "reopenVerb",
            "^(?:reopen|re-open|unmark|uncomplete|un-complete|unfinish|undo (?:the )?completion of|undo the (?:tick|check|checkmark|tick mark) (?:on|against|next to|by)|(?:take|remove) the (?:tick|check|checkmark) (?:off|from)|un-?check|un-?tick|reactivate|reinstate|restore|resurrect|revive|bring back|put back)(?: the task| task)? (?<task>.+?)(?: (?:as|to) (?:open|not done|to do|undone|incomplete))?$"
        ) { m in
            m.onTask(
                .reopenTask, explicit: m.saysTask || m.clause.text.hasPrefix("reopen"), done: true)
        },
        /// "open the expense claim again", "please open again the expense claim", "open
        /// the library books back up": a done task opened again is reopened ("open" alone
        /// opens nothing on a list).
        Frame(
            "openAgain",
            "^(?:open|re-?activate|start)(?: up)? (?:again (?:the task |task )?(?<task2>.+?)|(?:the task |task )?(?<task>.+?) (?:(?:up )?again|back up))$"
        ) { m in
            m.onTask(.reopenTask, slot: m.range("task") != nil ? "task" : "task2", done: true)
        },
        Frame(
            "putBackOnList",
            "^(?:put|add|bring|move|stick|pop|bung) (?<task>.+?) back (?:on|onto|to|in)(?<list> (?:my |the |our )?(?:[a-z-]+ )?(?:list|tasks|to-?dos))?(?: again)?(?: as (?:not done|undone|not finished|unfinished|incomplete|open|to ?do|outstanding))?[.!]*$"
        ) { m in
            // "pop it back on": with no list said, only a done task is put back.
            m.onTask(.reopenTask, explicit: m.range("list") != nil, done: true)
        },
        Frame(
            "markNotDone",
            "^(?:mark|set|flag|make|put) (?:the task |task )?(?<task>.+?) (?:as |back (?:to|as) )?(?:not done|undone|not finished|unfinished|incomplete|open|not complete|to ?do|outstanding|pending)(?: again)?$"
        ) { m in m.onTask(.reopenTask, explicit: true, done: true) },
        Frame(
            "statementNotDone",
            "^(?<task>.+?)(?: isn't| is not| isnt| wasn't| was not| wasnt| aren't| are not| hasn't been| has not been|'s not|'s still not|'re not| is still not| are still not)(?: actually| really| quite| even)? (?:done|finished|complete|completed|sorted)(?: after all| yet| actually)?$"
        ) { m in m.onTask(.reopenTask, done: true) },

        // MARK: deletion
        Frame(
            "deleteVerb",
            "^(?:delete|remove|rm|del|drop|scrap|bin|ditch|erase|trash|nix|axe|get rid of|forget about|forget|cancel|scratch|take away|take out|take|cross|strike|toss|chuck)(?: the task| task| the to-?do| the item| the reminder| reminder)? (?<task>.+?)(?: (?:off|of|from|on|out of) (?:my |the |our )?(?:\(Fragments.listNoun)|(?<proj>[^ ]+(?: [^ ]+)?) list)(?<why> (?!(?:entirely|completely|altogether|for good|please|too)\\b)[a-z][^,;]*)?)?(?: entirely| completely| altogether| for good| please)?[.!]*$"
        ) { m in
            let text = m.clause.text
            // "remove batteries from my list found a pack in the drawer": after the list,
            // only why may run on.
            if let why = m.word("why"), !RunOnReasons.opensReason(why.trimmingSpaces) {
                return nil
            }
            // "bin bags to the shopping list": what goes *to* a list is added, never
            // deleted (the verb was a noun).
            if TaskCommandFrames.ontoList.matches(text) { return nil }
            // "drop the invoice to medium": lowered to a level, not deleted.
            if TaskCommandFrames.toALevel.matches(text) { return nil }
            // "take" and "cross" only delete with "off the list".
            if text.hasPrefix("take ") || text.hasPrefix("cross ") || text.hasPrefix("strike ") {
                let off =
                    text.includes(" off") || text.includes(" of my") || text.includes(" of the")
                    || text.includes(" away") || text.includes(" out of")
                guard off && (text.includes("list") || m.context.grounded) else { return nil }
            }
            if text.hasPrefix("cross ") || text.hasPrefix("strike ") {
                return m.onTask(.completeTask, explicit: true)
            }
            // "forget the hiring plan review" deletes a task that exists; "forget it" is
            // "never mind".
            if text.hasPrefix("forget "), !text.hasPrefix("forget about "),
                m.task("task").map(Pronouns.isPronoun) ?? true
            {
                return nil
            }
            let explicit = m.saysTask || text.hasPrefix("delete ") || text.hasPrefix("remove ")
            // "remove buy milk from shopping": a trailing known project is where, not what.
            if let name = m.task("task"),
                let found = TaskCommandFrames.fromProject.firstMatch(in: name.lowercased()),
                let t = found.group(named: "t"), let p = found.group(named: "p"),
                m.context.names.project(
                    named: String(name.lowercased().slice(utf8: p) ?? "")) != nil
            {
                // Cleaned again: "delete 'choose a DJ' from the Launch party project"
                // quoted the task alone.
                let task = SlotText.cleanItem(String(name.prefix(t.upperBound)))
                return m.onTask(.deleteTask, explicit: explicit).map {
                    var r = $0; r.arguments["task"] = task; return r
                }
            }
            return m.onTask(.deleteTask, explicit: explicit)
        },
        Frame(
            "noLongerNeedItem",
            "^(?:i |we )?(?:don't|dont|do not|no longer) need (?!to )(?:the |my |that |this )?(?<task>.+?)(?: task| to-?do| item)?(?: any ?more| any longer| after all| now)?$"
        ) { m in
            m.onTask(.deleteTask)
        },
        Frame(
            "noLongerNeed",
            "^(?:(?:i |we )?(?:don't|dont|do not|no longer|won't|wont|will not) (?:need|have|want) to|(?:there's |there is )?no (?:need|point) (?:for me |for us )?to) (?<task>.+?)(?: anymore| any more| after all| now)?$"
        ) { m in
            m.onTask(.deleteTask)
        },
        /// "we're not doing a DJ any more", "the DJ isn't needed any more": no longer
        /// wanted, said of the thing. Only with "any more" or the like: "we're not doing
        /// the slides today" says when, not whether.
        Frame(
            "notWantedAnyMore",
            "^(?:(?:i'm|im|i am|we're|we are) not (?:doing|having|getting|bothering with|going ahead with)(?: a| an| the| that| my| our)? (?<task>.+?) (?:any ?more|any longer|after all)|(?:the |my |our |that )?(?<task2>.+?)(?:(?: isn't| is not| aren't| are not|'s not) needed (?:any ?more|any longer|after all)| (?:is|are) no longer needed|'s no longer needed))$"
        ) { m in
            m.onTask(.deleteTask, slot: m.range("task") != nil ? "task" : "task2")
        },
        /// "the fence task can go", "buy milk can come off the list": its going said as
        /// allowed. Only of an open task (or "that one"): "the kids can go at four" is
        /// someone's plans.
        Frame(
            "subjectCanGo",
            "^(?:the |my |our )?(?<task>.+?) (?:can|could) (?:go|be (?:deleted|removed|dropped|scrapped|binned|ditched|cancell?ed|struck off|crossed off|taken off)|come off)(?: the list| my list| the to-?do list)?(?: now| too| as well| then)?$"
        ) { m in
            guard let task = m.task("task"), m.namesOpenTask(task) else { return nil }
            return ParsedIntent(.deleteTask, ["task": task])
        },

        // MARK: priority
        Frame(
            "setPriorityOf",
            "^(?:set|make|change|put|mark|flag|update|bump|raise|lower|drop) (?:the )?(?:priority|prio) (?:of|for|on) (?:the task |task )?(?<task>.+?) (?:to|as|at|up to|down to) (?<p>\(Fragments.priorityWord))(?: priority)?(?: instead)?$"
        ) { m in
            m.settingSaidLevel(explicit: true)
        },
        Frame(
            "makePriority",
            "^(?:make|mark|set|flag|tag|put|label|bump|raise|change|move|lower|drop|knock|bring|take) (?:the task |task )?(?<task>.+?) (?:as |to |at |up to |down to )?(?:an? |the )?(?<p>\(Fragments.priorityWord))(?:[- ]?(?:priority|prio))?(?: instead| too| as well| also| now| then| (?:instead of|rather than) (?:an? )?\(Fragments.priorityWord)(?:[- ]?(?:priority|prio))?)?$"
        ) { m in
            // "... high instead of urgent": the level it had is said after the new one.
            m.settingSaidLevel(explicit: m.saysTask)
        },
        /// "the press release isn't that urgent, call it medium": a level given to the
        /// item just named.
        Frame(
            "callItALevel",
            "^(?:call|rate|class|count) (?<task>it|that|this|them|those|these) (?:as )?(?:an? )?(?<p>\(Fragments.priorityWord))(?:[- ]?(?:priority|prio))?$"
        ) { m in
            m.settingSaidLevel()
        },
        Frame(
            "setItemPriority",
            "^(?:set|make|change|put|update|mark) (?:the task |task )?(?<task>.+?)(?:'s)? (?:to )?(?:priority|prio) (?:to |as |at )?(?<p>\(Fragments.priorityWord))$"
        ) { m in
            m.settingSaidLevel(explicit: true)
        },
        /// "give the roses high priority", "give it priority 1" (read "urgent priority").
        Frame(
            "givePriority",
            "^(?:give|assign) (?!me\\b|us\\b)(?:the task |task )?(?<task>.+?) (?:an? |the )?(?<p>\(Fragments.priorityWord))[- ]?(?:priority|prio)$"
        ) { m in
            m.settingSaidLevel(explicit: true)
        },
        /// "high priority for the roses", "priority 2 for review hiring plan": the level
        /// first, then the task it is for.
        Frame(
            "priorityFor",
            "^(?<p>\(Fragments.priorityWord))[- ]?(?:priority|prio) (?:for|on) (?:the task |task )?(?<task>.+?)[.!]*$"
        ) { m in
            m.settingSaidLevel(explicit: m.saysTask)
        },
        Frame(
            "prioritizeAs",
            "^(?:prioriti[sz]e|escalate|flag|mark) (?:the task |task )?(?<task>.+?) as (?:an? )?(?<p>\(Fragments.priorityWord))(?: priority)?$"
        ) { m in
            m.settingSaidLevel(explicit: true)
        },
        Frame(
            "changePriorityTo",
            "^(?:downgrade|upgrade|bump|raise|lower|drop|change|move|set|switch|put|make|priority|re-?prioriti[sz]e|prioriti[sz]e) (?:the task |task )?(?<task>.+?) (?:to|down to|up to|back to|at) (?:an? )?(?<p>\(Fragments.priorityWord))(?: priority)?$"
        ) { m in
            m.settingSaidLevel(explicit: true)
        },
        Frame(
            "makeImportant",
            "^(?:make|mark|flag|set) (?<task>.+?) (?:as )?(?:important|a priority|top of the list|a top priority|priority)$"
        ) { m in m.onTask(.setPriority, ["priority": "high"]) },
        Frame(
            "prioritize",
            "^(?:prioriti[sz]e|escalate|star|flag|upgrade|expedite) (?:the task |task )?(?<task>.+)$"
        ) { m in
            m.onTask(.setPriority, ["priority": "high"])
        },
        Frame(
            "deprioritize",
            "^(?:de-?prioriti[sz]e|downgrade|demote|unflag|un-star|unstar) (?:the task |task )?(?<task>.+)$"
        ) { m in
            m.onTask(.setPriority, ["priority": "low"])
        },
        Frame(
            "statementOfPriority",
            "^(?:i'd like |i would like |i want |i need )?(?<task>.+?)(?:'s| is| are| has become| is now| are now| should be| needs to be| to be| must be| has to be| ought to be| will be| can be| (?:can|could|should|will|must|needs to|has to) (?:go|come|move|drop|slip|be (?:dropped|moved|bumped|knocked|pushed|brought|lowered|raised|put))(?: down| up| back)? to) (?:really |very |super |now |quite |kind of |pretty |extremely |absolutely |suddenly |definitely |officially |more of |less of |a bit more of |an? )*(?<p>urgent|important|a priority|top priority|high priority|critical|a top priority|the top priority|low priority|not urgent|not important|not a priority|medium priority|low|medium|high)(?: priority)?(?: now| then| from now on| actually| after all| too| as well| for now| for the moment| for the time being)?[.!]*$"
        ) { m in m.onTask(.setPriority, ["priority": statedLevel(m.word("p") ?? "")]) },
        /// "roses low priority pls", "the VAT return: urgent", "roses -> high", "press
        /// release, medium not urgent": a stored task and a level, no verb.
        Frame(
            "taskThenLevel",
            "^(?<task>[^:]+?)(?:(?:\\s*(?:->|→|=>)\\s*(?:to )?| (?:up |down )?to )(?<p2>urgent|high|low|medium|top)(?: priority| prio)?|(?:\\s*[:\\-–,]\\s*| )(?<p>urgent|top priority|high priority|low priority|medium priority|high prio|low prio|medium prio|top prio|hi prio|hi priority|(?:urgent|high|low|medium)(?: priority| prio)?,? not (?:urgent|high|low|medium|top)(?: priority| prio)?))(?: pls| please| now| from now on)?[.!]*$"
        ) { m in
            // Only a stored task's name: "which of my tasks are high priority" asks, and
            // "the tax isn't urgent" says the opposite.
            guard m.context.grounded,
                let said = m.range("task").map({ m.clause.normalizedText($0) }),
                !said.split(separator: " ").contains(where: { notANameWords.contains(String($0)) })
            else { return nil }
            return m.onTask(
                .setPriority, ["priority": statedLevel(m.word("p") ?? m.word("p2") ?? "")])
        },
        Frame(
            "statementNotPriority",
            "^(?<task>.+?) (?:isn't|is not|isnt|aren't|are not) (?:a |that |very |so |as )?(?:priority|urgent|important|pressing)(?: anymore| any more| now| right now| at the moment)?$"
        ) { m in m.onTask(.setPriority, ["priority": "low"]) },
        Frame("canWait", "^(?<task>.+?) can wait$") { m in
            m.onTask(.setPriority, ["priority": "low"])
        },

        // MARK: repeats
        Frame(
            "stopRepeating",
            "^(?:stop|cancel|end|remove|turn off|don't|dont|no longer) (?:the )?(?:repeating|recurring|recurrence|repeat|repetition|recurrence on|repeat on|repeating of)(?: on| for| of)? (?:the task |task )?(?<task>.+?)$"
        ) { m in m.onTask(.setRecurrence, ["repeat": "none"], explicit: true) },
        Frame(
            "statementNoRepeat",
            "^(?<task>.+?) (?:doesn't|doesnt|does not|don't|dont|do not|no longer|shouldn't|shouldnt|should not|needn't|neednt|need not|won't|wont|will not) (?:need to |have to )?(?:repeat|recur|come round|come around)(?: any ?more| any longer| again)?$"
        ) { m in m.onTask(.setRecurrence, ["repeat": "none"]) },
        /// "stop the plant watering from recurring", "stop the bins repeating", "take the
        /// recycling off repeat".
        Frame(
            "stopTaskRepeating",
            "^(?:stop|keep|take) (?:the task |task )?(?<task>.+?) (?:(?:from )?(?:repeating|recurring|coming round|coming around)(?: any ?more| any longer)?|off (?:repeat|recurring|repeating|(?:the|its) repeat))$"
        ) { m in m.onTask(.setRecurrence, ["repeat": "none"], explicit: true) },
        /// "no need for the recycling to repeat any more": a stored task's repeat is over.
        Frame(
            "noNeedToRepeat",
            "^(?:there's |there is )?no (?:need|reason) for (?:the task |task )?(?<task>.+?) to (?:repeat|recur|keep repeating|keep recurring|come round|come around)(?: any ?more| any longer)?$"
        ) { m in m.onTask(.setRecurrence, ["repeat": "none"]) },
        Frame(
            "makeNotRepeat",
            "^(?:make|set|have) (?<task>.+?) (?:stop repeating|not repeat|one-off|one off|a one-off|non-recurring|not recurring)$"
        ) { m in m.onTask(.setRecurrence, ["repeat": "none"], explicit: true) },
        Frame(
            "makeRepeat",
            "^(?:make|set|have|schedule|change|switch|repeat|arrange for|get) (?:the task |task )?(?<task>.+?) (?:to )?(?:repeat|recur|happen|come round|come around|go off|be due|run|occur|repeating|recurring)?\\s*(?:on )??(?<rep>(?:every|each|daily|weekly|monthly|yearly|fortnightly|annually|on (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekdays)|weekdays|weekends|(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)\\b|the (?:first|second|third|last)|(?:on )?the \\d{1,2}(?:st|nd|rd|th)\\b.*?\\bmonth).*)$"
        ) { m in
            guard let rule = m.repeatRule(in: "rep") else { return nil }
            return m.onTask(
                .setRecurrence, ["repeat": rule], explicit: m.clause.text.hasPrefix("make "))
        },
        Frame(
            "statementOfRepeat",
            "^(?<task>.+?) (?:comes round|comes around|repeats|recurs|happens|goes out|go out|goes|go|should repeat|should recur|needs to recur|needs doing|need doing|(?:only )?(?:needs|need) [a-z]+ing|needs to happen|need to happen|is|are|is now|are now|should be|has to happen|should happen|must happen) (?<rep>(?:.+ )?(?:every|each|daily|nightly|weekly|fortnightly|monthly|yearly|annually|weekdays|weekends|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|twice|once|the (?:first|second|third|fourth|last)|the \\d{1,2}(?:st|nd|rd|th)\\b.*?\\bmonth)\\b.*)$"
        ) { m in
            // "the council are only collecting recycling fortnightly": someone doing a
            // thing to something else, not a task's repeat.
            guard let rep = m.range("rep"), let phrase = m.clause.repeatPhrase,
                !TaskCommandFrames.doesSomethingBefore(phrase.range.lowerBound, in: rep, m.clause)
            else { return nil }
            return repeating(m)
        },
        /// "can the haircut be a monthly thing", "could the bins happen every Tuesday".
        Frame(
            "askRepeat",
            "^(?:can|could|should|shall) (?:we make )?(?:the task |task )?(?<task>.+?) (?:be|become|repeat|happen|recur) (?<rep>(?:.+ )?(?:every|daily|nightly|weekly|fortnightly|monthly|yearly|annually|weekdays|weekends|twice)\\b.*)$"
        ) { m in repeating(m) },

        // MARK: renames
        Frame(
            "rename",
            "^(?:rename|retitle|relabel|change the (?:title|name|wording) of|update the (?:title|name) of|reword|change) (?:the task |task )?(?<task>.+?) (?:so it says|to say|to read|to|into|as|->|=>|→) (?<title>.+)$"
        ) { m in
            // "change the rehearsal to 4": a number alone is an hour unread, no title.
            guard let title = newTitle(m), !title.allSatisfy({ $0.isNumber || $0 == ":" })
            else { return nil }
            // "change X to Friday" is a move, read below.
            if m.date("title") != nil, m.clause.text.hasPrefix("change ") { return nil }
            return m.onTask(
                .updateTask, ["title": title], explicit: !m.clause.text.hasPrefix("change "))
        },

        /// "X should say Y", "X needs to read Y", "make X read Y", "call the X task Y
        /// instead", "call the X task 'Y'", "edit X: Y": the words a stored task should have.
        Frame(
            "shouldSay",
            "^(?:the task |task )?(?<task>.+?) (?:should|needs to|ought to|has to|must) (?:really |just |actually )?(?:say|read|be called|be named|be titled)(?: instead)?\\s*[:\\-]?\\s+(?<title>.+?)(?: instead)?$"
        ) { m in renamed(m, explicit: false) },
        Frame(
            "makeTaskSay",
            "^make (?:the task |task )?(?<task>.+?) (?:say|read) (?<title>.+)$"
        ) { m in renamed(m, explicit: false) },
        Frame(
            "callTaskInstead",
            "^(?:call|name|title) (?:the )?(?<task>.+?) task (?<title>['\"‘“].+['\"’”]|.+? instead)[.!]*$"
        ) { m in renamed(m, explicit: true) },
        /// "call it 'fix the fence panels' instead of fix the fence": the new name, then
        /// the old.
        Frame(
            "callItQuotedInsteadOf",
            "^(?:call|name|title|retitle) (?:it|that|this) (?<title>['\"‘“].+['\"’”]) (?:instead of|rather than|not) (?<task>.+?)[.!]*$"
        ) { m in renamed(m, explicit: false) },
        /// "the slides are really a deck now - call it 'make the pitch deck'": a quoted
        /// name given to a stored task, or to the item just named.
        Frame(
            "callItQuoted",
            "^(?:call|name|title|retitle) (?:the )?(?<task>.+?) (?<title>['\"‘“].+['\"’”])[.!]*$"
        ) { m in renamed(m, explicit: false) },
        /// "the seeds task is really 'order seeds from Sarah Raven'", "wrong name on the
        /// plumber task, should be 'call Dave about the boiler'": a quoted title said to be
        /// the task's true one.
        Frame(
            "statedTitle",
            "^(?:(?<lead>wrong name|wrong title|correction|typo)(?: on| in| for)?[:,]? )?(?<said>the task |task )?(?<task>.+?)(?<noun> task| one)?,? (?:is really|is actually|should (?:just )?be|should (?:just )?be called|is meant to be|was meant to be|should (?:just )?read)\\s*[:\\-]?\\s*(?<title>['\"‘“].+['\"’”])[.!]*$"
        ) { m in
            // About the task's name only when it says so: "the loft is really 'full of
            // junk'" describes the loft.
            guard m.range("lead") != nil || m.range("said") != nil || m.range("noun") != nil
            else { return nil }
            return renamed(m, explicit: false)
        },
        /// "typo in the Henderson invoice task, it's Hendriksen not Henderson", "I spelled
        /// Theo wrong, it's Teo": one word of a stored title put right.
        Frame(
            "spellingFix",
            "^(?:(?:there's |there is )?(?:a )?(?:typo|spelling mistake|misspelling|spelling error) (?:in|on) (?:the task |task )?(?<task>.+?)(?: task)?|i (?:spelled|spelt|misspelled|misspelt|got) (?<word>[^ ]+) wrong(?: in (?:the task )?(?<task2>.+?)(?: task)?)?)\\s*[,:;\\-–]\\s*(?:it's|it is|it should be|should be|it's spelled|it's spelt)\\s+(?<right>[^ ]+?)(?:,? not (?<wrong>[^ ]+))?[.!]*$"
        ) { m in spellingFix(m) },
        /// "edit title: service the bike -> service the bike and pump tyres", "rename:
        /// X → Y", or the arrow alone between a stored task and its new words: the old
        /// words, an arrow, the new.
        Frame(
            "arrowEdit",
            "^(?:(?<lead>(?:edit|change|update|fix|correct|rename)(?: the)?(?: task)?(?: (?:title|name|wording))?|(?:new )?(?:title|name))\\s*:\\s*)?(?:the task |task )?(?<task>[^>→]+?)\\s*(?:->|=>|→)\\s*(?<title>[^>→]+)$"
        ) { m in
            // "dentist -> friday", "invoice -> urgent", "gutters -> sun": a move or a level,
            // not new words. Without "edit" or "title" first, new words are more than one.
            let said = m.range("lead") != nil
            guard let title = newTitle(m), m.date("title") == nil,
                PriorityWords.level(title.lowercased().split(separator: " ").first.map(String.init))
                    == nil,
                said || title.contains(" ")
            else { return nil }
            return renamed(m, explicit: said)
        },
        Frame(
            "editTask",
            "^(?:edit|amend|correct|fix the (?:title|name|wording) of) (?:the task |task )?(?<task>[^:]+?)\\s*:\\s*(?<title>.+)$"
        ) { m in renamed(m, explicit: false) },

        // MARK: dependencies
        Frame(
            "dependsOn",
            "^(?:make |set )?(?:the task |task )?(?<task>.+?) (?:(?:depend|depends|is dependent|wait|waits|is waiting|are waiting|has to wait|have to wait|needs to wait|need to wait|must wait|should wait|will have to wait|is blocked|blocked|gets blocked|can't start|cannot start|can only start|can't happen|cannot happen|can only happen|can't be done|cannot be done) (?:on|by|for|until|till|after|before)|(?:comes|come|goes|happens|(?:has to|must|should) (?:come|happen)) after)(?: we have| i have| we've| i've| we| i)? (?<blocker>.+?)(?: is done| is finished| are done| is sorted| happens| has happened| first| (?:is|are) (?:in|ready|back|sorted|finished|signed off))?$"
        ) { m in
            guard let blocker = dependencyItem(m, "blocker"),
                m.namesOpenTask(blocker) || !m.context.grounded
            else { return nil }
            return m.onTask(
                .addDependency, ["blockedBy": blocker], explicit: m.clause.text.hasPrefix("make "))
        },
        /// "the quarterly report needs the team OKRs in first": what must be done first.
        Frame(
            "needsFirst",
            "^(?:the task |task )?(?<task>.+?) (?:needs|has to have|must have|wants) (?<blocker>.+?) (?:in |done |finished |sorted |out of the way |doing |ready )?first$"
        ) { m in
            guard let blocker = m.task("blocker"), m.context.grounded,
                m.context.names.openTask(named: blocker) != nil
            else { return nil }
            return m.onTask(.addDependency, ["blockedBy": blocker])
        },
        Frame(
            "blocks",
            "^(?<blocker>.+?) (?:blocks|is blocking|(?:(?:has|have|needs?|ought) to|must|should|gotta|got to) (?:be (?:done|finished|completed|sorted|ready|in|out|sent|signed off)|happen|get done) (?:before|ahead of|prior to)|comes before|goes before|is needed for|is a blocker for|is a prerequisite for) (?<task>.+)$"
        ) { m in dependencyBetweenExisting(m) },
        /// "make collect team OKRs a blocker for the quarterly report".
        Frame(
            "makeBlocker",
            "^make (?<blocker>.+?) (?:a|the) (?:blocker|prerequisite|dependency) (?:for|of|on|to) (?<task>.+)$"
        ) { m in dependencyBetweenExisting(m) },
        Frame("blockOn", "^(?:block|hold) (?<task>.+?) (?:on|by|until|till|behind) (?<blocker>.+)$")
        { m in
            guard let blocker = m.task("blocker"), m.namesOpenTask(blocker) else { return nil }
            return m.onTask(.addDependency, ["blockedBy": blocker], explicit: true)
        },
        Frame(
            "taskCannotUntil",
            "^(?<task>.+?) (?:can't|cannot|can not|cant|won't|will not|shouldn't) (?:go out|go ahead|go|start|happen|be done|begin|move|be [a-z]+ed|be [a-z]+en) (?:until|till|before|unless) (?:(?:we|i)(?:'ve| have)? (?:got|had|booked) )?(?<blocker>.+?)(?:'s| is| are| has been| have been| gets| get)?(?: (?:done|booked|finished|sorted|ready|paid|sent|signed|confirmed|in|fixed|bought|ordered|arranged|approved|agreed))?$"
        ) { m in dependencyBetweenExisting(m) },
        /// "I can't start the report till the budget is finished", "can't pack the kitchen
        /// until the loft is cleared", "no point starting the budget until the OKRs are
        /// in": the verb of starting is no part of the task.
        Frame(
            "cannotUntil",
            "^(?:(?:(?:i|we) )?(?:can't|cannot|can not|cant|won't be able to|will not be able to) (?:start |begin |get on with |get started on |make a start on )?|(?:there's |there is )?no (?:point|sense) (?:in )?(?:starting |beginning |getting on with |making a start on |doing )?)(?<task>.+?) (?:until|till|before|unless) (?:we |i )?(?:have |'ve )?(?<blocker>.+?)(?:'s| is| are| has been| have been| gets| get)?(?: (?:done|booked|finished|sorted|ready|paid|sent|signed|confirmed|in|fixed|bought|ordered|arranged|approved|agreed))?$"
        ) { m in dependencyBetweenExisting(m) },
        Frame(
            "addDependency",
            "^add (?:a )?(?:dependency|blocker)(?: on| to| for)? (?<task>.+?) (?:on|from|:) (?<blocker>.+)$"
        ) { m in
            guard let blocker = m.task("blocker") else { return nil }
            return m.onTask(.addDependency, ["blockedBy": blocker], explicit: true)
        },
    ]
}

extension FrameMatch {
    /// The task's priority set to the level said in group "p" (high when the word is not
    /// one of the four levels'); `explicit` as `onTask` takes it.
    func settingSaidLevel(explicit: Bool = false) -> ParsedIntent? {
        onTask(
            .setPriority, ["priority": PriorityWords.level(word("p")) ?? "high"], explicit: explicit
        )
    }
}

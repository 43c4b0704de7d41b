package import ToolBox

/// Stage 5, dates of existing tasks: moves to a date, shifts by an amount, snoozes.
///
/// The task is whatever lies between the verb and the date (or shift) phrase, so the
/// frames need no list of task words: "move the call with Ana to Thursday" names "call
/// with Ana", and "push the report back two days" names "report".
enum RescheduleFrames {
    /// "can wait till", "could wait until": put off until a day, said of a task.
    static let waitsUntil = Pattern(grammar: "\\bwait (?:till|until|til|'til)\\b")

    /// A phrase before its first word, which PCRE2 would otherwise take alone: "put off
    /// the bike service" moves the bike service, not "off the bike service".
    static let moveVerbs =
        "hold off|put off|push back|push out|move|moving|reschedule|re-schedule|resched|shift|change|push|bump|put|set|switch|postpone|delay|defer|slide|slip|punt|kick|knock|shove|rebook|re-book|pull|bring|make|update|plan|schedule|carry|roll|hold|leave"
    /// What stands between "from <date>" and the date a move goes to.
    static let fromToJoiners: Set<String> = ["", "to", "till", "until", "on", "for", "over to"]
    static let laterWords: Set<String> = ["back", "out", "off", "later", "over", "along", "on"]
    /// "later", "later on", "another time": a snooze with no date is until tomorrow.
    /// "for an hour", "for 20 minutes": a snooze shorter than a day.
    static let forHours = Pattern(
        grammar:
            "\\bfor (?:another |a further )?(?<n>an?|\\d{1,3}|\\w+) (?<u>hours?|hrs?|minutes?|mins?)\\b"
    )

    /// "an", "a", "20" or "twenty" as a number.
    static func amount(_ word: String) -> Int? {
        if word == "a" || word == "an" { return 1 }
        return Int(word) ?? NumberWords.cardinal(word)
    }

    static let laterPhrase = Pattern(
        grammar:
            " (?:later(?: on| today)?|another time|some other time|in a bit|at some point|another day|for now|for a bit|for a while)$"
    )
    static let earlierWords: Set<String> = [
        "forward", "forwards", "up", "in", "earlier", "sooner", "ahead",
    ]

    static let frames: [Frame] = [
        /// "snooze X until Monday", "snooze X for 3 days", "hide X till next week".
        Frame(
            "snooze",
            "^(?:snooze|hide|sleep on|park|(?:hit|press|put) snooze on|put a snooze on) (?:the task |task )?(?<rest>.+)$"
        ) { m in
            snooze(m, slot: "rest", explicit: true)
        },
        /// "put the invites on hold till the 25th", "put the MOT on ice until next week": a
        /// snooze said as a thing set aside until a day. Without the day nothing says when
        /// it comes back, and it is no snooze.
        Frame(
            "onHold",
            "^(?:put|pop|stick|place|keep|leave) (?:the task |task )?(?<task>.+?) on (?:hold|ice|pause|the back ?-?burner|the backburner)(?<rest> (?:till|until|til|for|to) .+)$"
        ) { m in
            guard let name = m.task("task"), let rest = m.range("rest") else { return nil }
            let today = m.clause.context.now.date
            switch m.clause.target(in: rest) {
            case .date(let at, let value)? where at.upperBound >= rest.upperBound - 1:
                return ParsedIntent(.snoozeTask, ["task": name, "until": value.description])
            case .shift(let at, let shift)? where at.upperBound >= rest.upperBound - 1:
                return ParsedIntent(
                    .snoozeTask, ["task": name, "until": shift.apply(to: today).description])
            default: return nil
            }
        },
        /// "stop nagging me about the water bill until Friday", "can the water bill stop
        /// nagging me until Friday": a snooze said as a complaint.
        Frame(
            "stopNagging",
            "^(?:(?:can|could) )?(?:(?:the task |task )?(?<task>.+?) )?(?:stop|quit|give over) (?:nagging|bugging|pestering|reminding|hassling) (?:me|us)(?: about (?<about>.+?))?(?<until> (?:until|till|til|for) .+)$"
        ) { m in
            let slot = m.range("about") != nil ? "about" : "task"
            guard let name = m.item(slot), let span = m.range("until"), m.namesOpenTask(name)
            else { return nil }
            let clause = m.clause
            let today = clause.context.now.date
            if let date = clause.dates.first(where: { span.contains($0.range.lowerBound) }),
                !date.isPast
            {
                return ParsedIntent(
                    .snoozeTask, ["task": name, "until": date.value.date.description])
            }
            if let shift = clause.shift, span.contains(shift.range.lowerBound) {
                return ParsedIntent(
                    .snoozeTask,
                    ["task": name, "until": shift.shift.apply(to: today).description])
            }
            return nil
        },
        /// "the due date of X is now Friday", "change the deadline for X to Friday",
        /// "change the time of X to 4pm".
        Frame(
            "changeDueDateOf",
            "^(?:(?:change|move|set|update|make|push|shift) )?(?:the )?(?:due date|deadline|date|due|due day|day|time|due time|start time) (?:of|for|on) (?<rest>.+)$"
        ) { m in move(m, slot: "rest", explicit: true) },
        /// "dentist -> friday 3pm": a stored task, an arrow, and nothing but when.
        Frame(
            "arrowMove",
            "^(?<task>.+?)\\s*(?:->|→|=>)\\s*(?:to )?(?<when>.+?)(?: pls| please| thanks| thx)?[.!]*$"
        ) { m in
            guard m.context.grounded, let task = m.task("task"), m.namesOpenTask(task),
                let when = m.range("when")
            else { return nil }
            if let date = m.clause.dates.first(where: {
                !$0.isPast && $0.range.lowerBound == when.lowerBound
            }), date.range.upperBound >= when.upperBound {
                return ParsedIntent(.rescheduleTask, ["task": task, "due": date.value.description])
            }
            // "gutters -> sun": the arrow says "to", so a day's short name that is also a
            // word ("sun", "sat", "wed") is the day, as it is after "to".
            guard let said = m.word("when") else { return nil }
            let led = "to " + said
            guard let date = DateParser(now: m.context.now).firstMatch(in: led), !date.isPast,
                led.distance(from: led.startIndex, to: date.range.lowerBound) <= 3,
                date.range.upperBound == led.endIndex
            else { return nil }
            return ParsedIntent(.rescheduleTask, ["task": task, "due": date.value.description])
        },
        /// "change the council tax's due date to Friday", "move the VAT return deadline to
        /// the 31st", "change the dress rehearsal time to 4pm": the item named before the
        /// date's noun.
        Frame(
            "changeItemsDueDate",
            "^(?:change|move|set|update|push|shift) (?:the )?(?<task>.+?)(?:'s|s') (?:due date|deadline|due day|time|due time|start time) (?:to|till|until|for) (?<when>.+)$|^(?:change|move|set|update|push|shift) (?:the )?(?<task2>.+?) (?:due date|deadline|due day|time|due time|start time) (?:to|till|until|for) (?<when2>.+)$"
        ) { m in
            let slot = m.range("task") != nil ? "task" : "task2"
            guard let task = m.task(slot), m.namesOpenTask(task) else { return nil }
            return dueIn(m, slot: m.range("when") != nil ? "when" : "when2", task: task)
        },
        /// "give X a deadline of Friday", "put a date on X: Friday", "put a time on X: 4pm".
        Frame(
            "giveDeadline",
            "^(?:give|set|put|add) (?:(?<task>.+?) (?:a |an )(?:deadline|due date|date|time)(?: of| for)?|(?:a |an )(?:deadline|due date|date|time) (?:on|for|to) (?<task2>[^:]+?)(?:\\s*:| (?:of|for|as|by|at)))(?<when> .+)$"
        ) { m in
            let slot = m.range("task") != nil ? "task" : "task2"
            guard let task = m.task(slot), m.namesOpenTask(task) else { return nil }
            return dueIn(m, slot: "when", task: task)
        },
        /// "move X to Friday", "postpone X by a week", "bring X forward a day".
        Frame("moveVerb", "^(?<verb>\(moveVerbs))(?: the task| task)? (?<rest>.+)$") { m in
            let verb = m.word("verb") ?? ""
            let explicit =
                ["move", "reschedule", "postpone", "delay", "defer", "push back"].contains(verb)
                || m.saysTask
            return move(
                m, slot: "rest", explicit: explicit, earlier: ["bring", "pull"].contains(verb),
                directed: directions(after: verb))
        },
        /// Subject first: "can the invoice slip to Thursday", "could X wait till Monday".
        Frame(
            "subjectFirstMove",
            "^(?:can|could|should|shall|will|may|might|let|let's|lets) (?:we |i |you )?(?<rest>.+?) (?:slip|move|wait|go|be moved|be pushed|be delayed|shift|slide|be done|happen|be rescheduled|be postponed|be put off|hold)(?: back| out| off)?(?<when> .+)$"
        ) { m in
            guard let task = m.task("rest"), m.namesOpenTask(task) else { return nil }
            if !m.clause.dateIsShift, let due = m.date("when") {
                return ParsedIntent(.rescheduleTask, ["task": task, "due": due])
            }
            if let s = m.clause.shift, m.range("when")?.contains(s.range.lowerBound) == true {
                return ParsedIntent(.rescheduleTask, ["task": task, "by": s.shift.description])
            }
            return nil
        },
        /// "can we do the plumber call on Thursday instead", "let's do the haircut next Saturday".
        Frame(
            "doItOn",
            "^(?:(?:can|could|shall|should) (?:we|i) |(?:i'm|im|i am|we're|we are) (?:going to|gonna) |(?:i'll|i will|we'll|we will|let's|lets|i'd rather|i would rather|i'd prefer to|i prefer to) )?(?:do|have|tackle) (?<rest>.+)$"
        ) { m in
            guard m.context.grounded else { return nil }
            return move(m, slot: "rest", explicit: false)
        },
        /// "chase henderson on Monday instead", "the dentist Thursday instead": an item and
        /// its new day, said as a correction.
        Frame("itemInstead", "^(?<rest>.+?)(?:,)? instead[.!]*$") { m in
            move(m, slot: "rest", explicit: false)
        },
        /// "it needs doing again on Sunday", "the freezer wants defrosting by Saturday": an
        /// item's new day, said as what it needs.
        Frame(
            "needsDoingOn",
            "^(?<task>.+?) (?:needs|need|has|have|wants|want) (?:to be )?(?:[a-z]+ing|done|redone|finished|sorted)(?: again| properly| by me)?(?<when> .+)$"
        ) { m in
            // Only a stored task or "it": "the skip needs ordering by Friday" is an errand.
            guard let task = m.task("task"),
                m.context.grounded ? m.namesOpenTask(task) : Pronouns.isPronoun(task)
            else { return nil }
            return dueIn(m, slot: "when", task: task)
        },
        /// "the contract can slip a day", "the invoice could wait till Monday".
        Frame(
            "subjectCanMove",
            "^(?<task>.+?) (?:can|could|should|will|may|might|has to|have to|needs to|need to|must|ought to) (?:both |all )?(?:slip|move|wait|slide|be pushed|be moved|go out|go|shift|be delayed|be postponed|be done|happen|be sent|be finished|be moved back|be pushed back)(?: back| out)?(?<when> .+)$"
        ) { m in
            guard let task = m.task("task"), m.namesOpenTask(task) else { return nil }
            if !m.clause.dateIsShift, let due = m.date("when") {
                // "the gutters can wait till next weekend": out of sight until then, a
                // snooze; "can move to Friday" changes when it is due.
                if RescheduleFrames.waitsUntil.matches(m.clause.text) {
                    return ParsedIntent(.snoozeTask, ["task": task, "until": due])
                }
                return ParsedIntent(.rescheduleTask, ["task": task, "due": due])
            }
            if let s = m.clause.shift, m.range("when")?.contains(s.range.lowerBound) == true {
                return ParsedIntent(
                    .rescheduleTask,
                    [
                        "task": task,
                        "by": Shift(amount: abs(s.shift.amount), unit: s.shift.unit).description,
                    ])
            }
            return nil
        },
        /// "the dentist got pushed back a week", "the OKRs slipped a week", "the MOT has
        /// been moved to the 20th": moved by someone else, said as done; the list moves
        /// the stored task with it.
        Frame(
            "reportedMove",
            "^(?:the task |task )?(?<task>[^,;:]+?)(?: (?:got|has been|have been|was|were|has|have|had)|'s been|'s|'ve been)? (?<verb>pushed|moved|bumped|slipped|shifted|delayed|postponed|put(?= back| off)|brought|pulled)(?<direction> back| out| off| forward| forwards| up)?(?<when> .+)$"
        ) { m in
            guard let task = m.task("task"), m.namesOpenTask(task) else { return nil }
            if !m.clause.dateIsShift, let due = m.date("when") {
                return ParsedIntent(.rescheduleTask, ["task": task, "due": due])
            }
            guard let s = m.clause.shift, m.range("when")?.contains(s.range.lowerBound) == true
            else { return nil }
            let verb = m.word("verb") ?? ""
            let direction = m.word("direction")?.trimmingSpaces ?? ""
            let earlier = ["brought", "pulled"].contains(verb) || earlierWords.contains(direction)
            let amount = earlier ? -abs(s.shift.amount) : abs(s.shift.amount)
            return ParsedIntent(
                .rescheduleTask,
                ["task": task, "by": Shift(amount: amount, unit: s.shift.unit).description])
        },
        /// "the recycling's being collected wednesday this week, not today": done on
        /// another day than the list says, by whoever does it; the task moves there.
        Frame(
            "beingDoneOn",
            "^(?<task>[^,;:]+?)(?:'s| is| are)(?: now)? being (?:[a-z]+ed|[a-z]+en|done)(?<when> .+?)(?:,? not (?:on )?[a-z]+)?[.!]*$"
        ) { m in movedToStatedDate(m) },
        /// "the garage can't fit the MOT in till the 20th", "I can't do the slides till
        /// Friday": a task that cannot be done before a day is due that day. (Before an
        /// event, "can't ... until the venue's booked", it waits on a task: `cannotUntil`.)
        Frame(
            "cannotTillDate",
            "^(?:[^,;:]+? )?(?:can't|cannot|can not|cant|won't|couldn't) (?:fit|do|get to|manage|see to|squeeze|look at|take) (?<task>.+?)(?: in)? (?:until|till|til|before)(?<when> .+?)[.!]*$"
        ) { m in movedToStatedDate(m, filling: true) },
        /// "X is now due Monday", "X should be due on Friday", "X due Friday", "X is
        /// actually due Friday", "the X deadline is the 31st", "X isn't due till Friday". A plain "X is Friday" is
        /// left alone: the frame would run on every clause with an "is".
        Frame(
            "statementOfDueDate",
            "^(?<task>.+?)(?:(?<negated>'s not needed|'s not due|'s not wanted|'s not| (?:isn't|is not|aren't|are not)(?: due| needed| wanted| happening)?)| (?:should|needs to|has to|must|ought to|can|could|will|will have to|will need to|would have to|'ll have to|'ll need to|'ll|'d have to) be(?: (?:[a-z]+ed|done|sent|paid|ready|in|out))?|'s been (?:re)?booked for|'s booked (?:in )?for|'s been moved to|'s moved to|'s now due|'s due|'s been pushed to|'s now on|'s now|'s been moved| (?:is now due|is due|should be due|will be due|needs to be due|is now|now due|due|moved to|has moved to|is moving to|got moved to|is happening|is now happening|happens|is on|is now on|has been moved to|was moved to|is pushed to|got pushed to|has been rebooked for|is rebooked for|was rebooked for|got rebooked for|has been booked for|is booked for|(?:is|'s) (?:actually|really|officially|definitely)(?: now)?(?: due)?|(?:deadline|due date)(?:'s| is)(?: actually| now)?(?: due)?)|'s (?:actually|really|officially|definitely)(?: now)?(?: due)?)(?<when> .+)$"
        ) { m in
            // A question about dates ("which tasks are due this week?") states none.
            let text = m.clause.text
            guard let task = m.task("task"), m.namesOpenTask(task),
                let date = statedDate(m, slot: "when")
            else {
                return nil
            }
            // "the slides aren't needed till Monday" says when; "... aren't due Friday" only
            // when not.
            if m.range("negated") != nil,
                !(m.word("when").map { $0.hasPrefix(" till ") || $0.hasPrefix(" until ") }
                    ?? false)
            {
                return nil
            }
            // Unless the store says so, only "the X task is due ..." names a task.
            if m.context.grounded == false,
                !text.includes("due")
                    || !(m.word("task") ?? "").split(separator: " ").contains("task")
            {
                return nil
            }
            // "the venue is booked for the 14th" when the task is to book it: the booking
            // is done, and the date is the event's, not the task's.
            if m.context.grounded, text.includes(" booked for"), !text.includes("rebooked"),
                m.context.names.openTask(named: task)?.lowercased().hasPrefix("book ") == true
            {
                return ParsedIntent(.completeTask, ["task": task])
            }
            return ParsedIntent(.rescheduleTask, ["task": task, "due": date.value.description])
        },
        /// "can the plumber call be at half 10", "could the dentist be on Friday instead":
        /// asked of a stored task, a move.
        Frame(
            "canItemBe",
            "^(?:can|could|shall|should) (?:we (?:have|make|put) )?(?:the task |task )?(?<task>.+?) (?:be|happen|go ahead|take place)(?<when> (?:at|on|for|by) .+?)(?: instead)?[?.!]*$"
        ) { m in movedToStatedDate(m, asked: true, filling: true) },
        /// "the dress rehearsal is Thursday at 2", "the MOT's on the 20th": a plain "is"
        /// says when a task is only of a task that is that very event, named whole. "the
        /// haircut is tomorrow" says nothing of when to book it, nor "the party is
        /// Saturday" of when to plan it; told as a change, it does: "the haircut is
        /// tomorrow at 10 now", "the home insurance is the 25th, not the 28th".
        Frame(
            "eventIsOn",
            "^(?<task>.+?)(?:'s| is| are)(?<when> .+?)(?<not>,? not (?:the |on )?[^ ]+(?: [^ ]+)?)?[.!]*$"
        ) { m in
            guard m.context.grounded, let task = m.task("task"),
                let title = m.context.names.openTask(named: task),
                let date = statedDate(m, slot: "when", filling: true)
            else { return nil }
            // "not the 28th": the date taken back is a date too.
            let correction = m.range("not").map { not in
                m.clause.dates.contains { not.contains($0.range.lowerBound) }
            }
            if correction == false { return nil }
            let whole =
                SlotText.withoutDeterminers(title).lowercased()
                == SlotText.withoutDeterminers(task).lowercased()
            guard whole || correction == true || m.clause.endedInNow else { return nil }
            return ParsedIntent(.rescheduleTask, ["task": task, "due": date.value.description])
        },
    ]

    /// The first date still to come that a statement says of its subject: it opens
    /// `slot`, after one of `dateLeads` at most ("Gran's birthday is the 22nd" says
    /// nothing of a Gran task). Nil in a question ("which tasks are due this week?") unless
    /// the question is the request (`asked`: "can the dentist be on Friday?"). `filling`:
    /// the date runs to the slot's end, with nothing said after it.
    static func statedDate(
        _ m: FrameMatch, slot: String, asked: Bool = false, filling: Bool = false
    ) -> (
        range: Range<Int>, value: LocalDateTime, isPast: Bool
    )? {
        let text = m.clause.text
        guard asked || !text.hasSuffix("?") && !QuestionFallback.questionOpening.matches(text),
            let when = m.range(slot),
            let date = m.clause.dates.first(where: { d in
                // "due on Friday" is one phrase, opening before the slot with its lead.
                !d.isPast && d.range.lowerBound < when.upperBound
                    && d.range.upperBound > when.lowerBound
            })
        else { return nil }
        let lead = m.clause.normalizedText(
            (when.lowerBound + 1)..<max(when.lowerBound + 1, date.range.lowerBound))
        guard lead.isEmpty || dateLeads.contains(String(lead.trimmingSpaces)),
            !filling || date.range.upperBound >= when.upperBound
        else { return nil }
        return date
    }

    /// `task` moved to the first date still to come said in `slot`; nil when none is.
    /// The open task the `task` slot names, moved to the date the `when` slot states
    /// (`statedDate`, with its `asked` and `filling`); nil unless both are there.
    static func movedToStatedDate(_ m: FrameMatch, asked: Bool = false, filling: Bool = false)
        -> ParsedIntent?
    {
        guard let task = m.task("task"), m.namesOpenTask(task),
            let date = statedDate(m, slot: "when", asked: asked, filling: filling)
        else { return nil }
        return ParsedIntent(.rescheduleTask, ["task": task, "due": date.value.description])
    }

    static func dueIn(_ m: FrameMatch, slot: String, task: String) -> ParsedIntent? {
        guard let when = m.range(slot),
            let date = m.clause.dates.first(where: {
                !$0.isPast && when.contains($0.range.lowerBound)
            })
        else { return nil }
        return ParsedIntent(.rescheduleTask, ["task": task, "due": date.value.description])
    }

    /// A name ending in a time the date grammar did not read ("move my car before 8
    /// tomorrow", "push the rehearsal to 4"): the words are not an item and a day, so no
    /// move is read.
    static let timeLeftOver = Pattern(
        grammar: "\\b(?:before|after|by|at|around|from|until|till|to) \\d{1,2}(?:[:.]\\d\\d)?$")

    /// Words that may stand between a statement's verb and its date: "is now on Friday".
    static let dateLeads: Set<String> = ["on", "for", "at", "by", "to", "until", "till", "due"]

    /// Reads "<task> [back|forward] [to|by|for] <date or shift>" from `slot`.
    static func move(
        _ m: FrameMatch, slot: String, explicit: Bool, earlier: Bool = false,
        directed: Set<String> = []
    ) -> ParsedIntent? {
        guard let range = m.range(slot) else { return nil }
        let clause = m.clause
        // The phrase that ends the task name: whichever of the two comes first.
        let cutAt: Int
        let reading: [String: String]
        switch clause.target(in: range) {
        case .date(let at, let value):
            cutAt = at.lowerBound
            reading = ["due": value.description]
        case .shift(let at, let shift):
            cutAt = at.lowerBound
            let before = clause.normalizedText(range.lowerBound..<at.lowerBound)
            let after = clause.normalizedText(at.upperBound..<range.upperBound)
            let words = Set((before + " " + after).split(separator: " ").map(String.init))
            let backwards =
                earlier
                || !words.isDisjoint(with: earlierWords) && words.isDisjoint(with: laterWords)
            let amount = backwards ? -abs(shift.amount) : abs(shift.amount)
            reading = ["by": Shift(amount: amount, unit: shift.unit).description]
        case nil:
            return nil
        }
        // "move the press release from the 19th to the 23rd": where it is now is no part of
        // its name.
        var end = cutAt
        if let from = clause.dates.first(where: {
            $0.range.lowerBound > range.lowerBound && $0.range.upperBound <= cutAt
                && clause.saysFrom(before: $0.range)
                && Self.fromToJoiners.contains(
                    clause.normalizedText($0.range.upperBound..<cutAt).trimmingSpaces)
        }) {
            end = from.range.lowerBound - "from ".utf8.count
        }
        guard end > range.lowerBound else { return nil }
        let withDirection = clause.itemText(range.lowerBound..<end, cutting: [])
        let said = stripDirection(withDirection)
        let name = SlotText.cleanItem(said)
        // "bring the smear test forward to monday": a direction after the name says a
        // move as plainly as "move" does, whether or not the name finds a task.
        let saysDirection =
            !directed.isEmpty
            && withDirection.dropFirst(said.count).split(separator: " ").contains {
                directed.contains($0.lowercased())
            }
        let explicit = explicit || saysDirection
        guard !name.isEmpty, !Pronouns.isQuantifier(name), !clause.namesOtherThanOneTask(said),
            !FrameMatch.isTheOne(Substring(said.lowercased())),
            !Self.timeLeftOver.matches(name.lowercased()),
            // "move friday's to monday": a day said alone names the tasks due then.
            !DateParser.saysOnlyDays(name.hasSuffix("'s") ? String(name.dropLast(2)) : name)
        else {
            return nil
        }
        if !explicit && !m.namesOpenTask(name) { return nil }
        if explicit && m.context.grounded && !m.namesOpenTask(name)
            && m.context.names.doneTask(named: name) == nil
        {
            // "schedule a meeting for Friday" names no task: not a move.
            if !m.saysTask
                && !["move", "reschedule", "postpone"].contains(where: { clause.text.hasPrefix($0) }
                ) && !saysDirection
            {
                return nil
            }
        }
        var arguments = reading
        arguments["task"] = name
        return ParsedIntent(.rescheduleTask, arguments)
    }

    /// Reads "<task> [until|for] <date or shift>" as a snooze counted from today.
    static func snooze(_ m: FrameMatch, slot: String, explicit: Bool) -> ParsedIntent? {
        guard let range = m.range(slot) else { return nil }
        let clause = m.clause
        let today = clause.context.now.date
        var end = range.upperBound
        var until = today.adding(days: 1).description
        let target = clause.target(in: range)
        if case .date(let at, let value) = target {
            end = at.lowerBound
            until = value.description
        } else if case .shift(let at, let shift) = target {
            end = at.lowerBound
            until = shift.apply(to: today).description
        } else if let found = RescheduleFrames.forHours.firstMatch(in: clause.text),
            range.contains(found.range.lowerBound),
            let amount = found.group(named: "n").flatMap({
                RescheduleFrames.amount(String(clause.normalizedText($0)))
            }),
            let unit = found.group(named: "u").map({ clause.normalizedText($0) }),
            let time = clause.context.now.time
        {
            // "snooze X for an hour": until that time today (or tomorrow, past midnight).
            let minutes = time.minutesSinceMidnight + amount * (unit.hasPrefix("h") ? 60 : 1)
            guard minutes < 2 * 1440,
                let clock = ClockTime(hour: minutes % 1440 / 60, minute: minutes % 60)
            else { return nil }
            end = found.range.lowerBound
            until = LocalDateTime(date: today.adding(days: minutes / 1440), time: clock).description
        } else if let later = RescheduleFrames.laterPhrase.firstMatch(in: clause.text) {
            end = later.range.lowerBound
        }
        guard end > range.lowerBound else { return nil }
        let name = SlotText.cleanItem(
            stripDirection(clause.itemText(range.lowerBound..<end, cutting: [])))
        // As for a move: several tasks, or a head alone, name no one task.
        guard !name.isEmpty, !Pronouns.isQuantifier(name),
            !FrameMatch.opensWithSubjectOrEvery(name),
            !FrameMatch.isTheOne(Substring(name.lowercased())),
            explicit || m.namesOpenTask(name)
        else { return nil }
        return ParsedIntent(.snoozeTask, ["task": name, "until": until])
    }

    /// The words that, said right after the name a move verb acts on, make the move
    /// plain: "bring the smear test forward", "push the haircut back". ("bring the
    /// library books back" returns them: with "bring", only forward moves a date.)
    static func directions(after verb: String) -> Set<String> {
        switch verb {
        case "bring", "pull", "move": ["forward", "forwards"]
        case "push", "shift", "bump", "knock": ["forward", "forwards", "back"]
        default: []
        }
    }

    /// Drops direction words and the preposition before the date: "the report back by".
    static func stripDirection(_ text: String) -> String {
        // Plain ASCII with single spaces, nearly every slot: the result is a prefix of the
        // text, found by reading words back from its end.
        if let prefix = text.utf8.withContiguousStorageIfAvailable({ bytes -> String? in
            let space = UInt8(ascii: " ")
            guard bytes.allSatisfy({ $0 < 0x80 }), bytes.first != space, bytes.last != space,
                !zip(bytes, bytes.dropFirst()).contains(where: { $0 == space && $1 == space })
            else { return nil }
            var end = bytes.count
            while end > 0 {
                let start = bytes[..<end].lastIndex(of: space).map { $0 + 1 } ?? 0
                let word = String(decoding: bytes[start..<end], as: UTF8.self).lowercased()
                guard directionWords.contains(word) else { break }
                end = max(0, start - 1)
            }
            return String(decoding: bytes[..<end], as: UTF8.self)
        }) ?? nil {
            return prefix
        }
        var words = text.split(separator: " ").map(String.init)
        while let last = words.last, directionWords.contains(last.lowercased()) {
            words.removeLast()
        }
        return words.joined(separator: " ")
    }

    static let directionWords: Set<String> = [
        "back", "out", "off", "forward", "forwards", "up", "over", "along", "later", "earlier",
        "sooner", "ahead",
        "to", "till", "until", "til", "for", "on", "onto", "into", "by", "'til", "at",
        "a", "another",
        "an", "again", "round", "around", "in", "due",
    ]
}

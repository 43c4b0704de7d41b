package import ToolBox

/// Stage 5, questions about what there is to do: task lists, the agenda, the calendar.
///
/// One consistent rule separates them (the external corpora's too): a calendar noun
/// (calendar, meeting, event, appointment) asks the calendar; a task noun (task, to-do,
/// list, reminder) lists tasks; a bare "what's on / what do I have" over a day or week
/// asks the agenda.
enum ListingFrames {
    static let show =
        "(?:list|show|display|see|view|give|read|print|pull up|bring up|open|get|tell|check|go through|read out|read back|hear|recite|repeat|run through|walk me through|talk me through|run me through|iterate over|iterate through|iterate|what are|what're|what's|whats|what is|which are|which|what|any|are there any|do i have any|have i got any|how many|count)"

    static let frames: [Frame] = [
        /// "garden tasks", "tasks for the house move", "shopping list?", "show me the
        /// garden jobs", "list shopping": a stored project's tasks asked for by name; "the
        /// rest of Q3 planning", its tasks still open.
        Frame(
            "projectListing",
            "^(?:(?:show(?: me)?|list|give me|see|view|pull up|bring up|what are|what're|what's|whats|what is)(?: all)? (?:the |my |our )?)?(?:(?<pre>[a-z0-9'&-]+(?: [a-z0-9'&-]+){0,2}) (?:tasks|to-?dos|todos|items|stuff|jobs|list)|(?:tasks|to-?dos|todos|items|stuff|jobs) (?:in|for|on|under) (?<post>[^,;:?!.]+?)|(?:rest|remainder) of (?:the |my |our )?(?<rest>[^,;:?!.]+?))[?.!]*$|^(?:list|show(?: me)?) (?:the |my |our )?(?<bare>[a-z0-9'&-]+(?: [a-z0-9'&-]+){0,2})[?.!]*$"
        ) { m in
            guard m.context.grounded,
                let name = m.item("pre") ?? m.item("post") ?? m.item("rest") ?? m.item("bare"),
                let project = m.context.names.project(
                    calledExactly: ItemNames.strippingProjectWord(name))
            else { return nil }
            if m.range("rest") != nil {
                return ParsedIntent(.listTasks, ["filter": "open", "project": project])
            }
            return ParsedIntent(.listTasks, ["project": project])
        },
        /// "what's in the garden project", "what have I got under the house move project":
        /// a project's tasks asked for by what is in it.
        Frame(
            "projectContents",
            "^(?:what's|whats|what is|what have (?:i|we) got|what do (?:i|we) have|show me what's|tell me what's) (?:in|on|under|inside|left in|left on) (?:the |my |our )?(?<p>[^,?]+?) project[?.!]*$"
        ) { m in
            guard let name = m.item("p").map(ItemNames.strippingProjectWord), !name.isEmpty else {
                return nil
            }
            var arguments = ["project": m.context.projectName(name)]
            if m.clause.text.includes(" left ") { arguments["filter"] = "open" }
            return ParsedIntent(.listTasks, arguments)
        },
        /// "what's on my calendar today", "do I have any meetings tomorrow".
        Frame("calendarQuestion", "^(?<q>.*\\b\(Fragments.calendarNoun)\\b.*)$") { m in
            let text = m.clause.text
            // "add a meeting" or "schedule an appointment" is not a question about it, nor
            // is "accept the calendar invite" or "push the vet appointment back a week",
            // nor a reminder that names a meeting.
            if ListingFrames.createVerb.matches(text) || ListingFrames.actsOnEvent.matches(text) {
                return nil
            }
            // "optician appt thurs 4pm" notes the appointment down; it asks nothing.
            if DatedErrands.notesAnEvent(m.clause) { return nil }
            // "I've got a meeting in 10": told of the calendar, not asked.
            if ListingFrames.toldOfTheCalendar.matches(text)
                || ListingFrames.toldOfAnEvent(m.clause)
            {
                return nil
            }
            var arguments: [String: String] = [:]
            if let range = ListingFrames.range(in: text) {
                arguments["range"] = range
            } else if let date = m.date() {
                arguments["date"] = String(date.prefix(10))
            }
            return ParsedIntent(.calendarAgenda, arguments)
        },
        /// "list my tasks", "show overdue to-dos", "what's on my shopping list", "show me
        /// the urgent stuff", "what's in my today view" (other apps' views). Tasks asked
        /// about for one day are that day's agenda: "which
        /// tasks are due on Friday", "what to-dos do I have tomorrow".
        Frame(
            "listTasks",
            "^(?<q>.*\\b(?:\(Fragments.taskNoun)|list|lists|checklist|(?:today|today's|tomorrow|tomorrow's|upcoming|inbox|day|week|overdue|someday|anytime) (?:view|page|screen|tab)|(?<loose>stuff|things|everything|ones))\\b.*)$"
        ) { m in
            let text = m.clause.text
            guard ListingFrames.questionish.matches(text) || ListingFrames.showVerb.matches(text)
            else { return nil }
            if ListingFrames.createVerb.matches(text) || ListingFrames.ontoList.matches(text) {
                return nil
            }
            // "honestly my list is a mess": said of the list, a remark, not a look at it.
            if ListingFrames.saidOfTheList.matches(text) { return nil }
            // "what's in my today view": another app's view of one day is that day's
            // agenda, as "what's on today" is.
            if let view = ListingFrames.dayView.firstMatch(in: text),
                let day = view.group(named: "day").flatMap({ text.slice(utf8: $0) }),
                let range = ListCaptureFrames.dayOfList(String(day))
            {
                return ParsedIntent(.agenda, ["range": range])
            }
            let arguments = ListingFrames.filters(m)
            if let project = arguments["project"], ListingFrames.namesNote(project, m) {
                return nil
            }
            // "stuff", "things", "everything" and "ones" name tasks only with a task's
            // state, priority or project: "show me the urgent stuff", "everything in the
            // garden project", "the overdue ones", not "show me the stuff about Rome". With the agenda named, the
            // agenda frame reads them.
            if m.range("loose") != nil, !m.clause.saysTask,
                (arguments["filter"] == nil && arguments["priority"] == nil
                    && arguments["project"] == nil)
                    || ListingFrames.agendaNoun.matches(text)
            {
                return nil
            }
            if arguments.isEmpty, let day = ListingFrames.day(m.clause) {
                return ParsedIntent(.agenda, day)
            }
            return ParsedIntent(.listTasks, arguments)
        },
        /// "urgent stuff only", "just the overdue ones": a listing said by its filter alone.
        Frame(
            "filterAlone",
            "^(?:just |only )?(?:the |my |all (?:the |my )?)?(?:urgent|high priority|high-priority|important|top priority|overdue|late|done|finished|completed|blocked|low priority|low-priority|open)(?: ones| stuff| things| tasks| items| to-?dos)(?: (?:in|for|on|under) (?:the |my |our )?[^,;:]+?)?(?: only| please| pls)*[?.!]*$"
        ) { m in
            let arguments = ListingFrames.filters(m)
            return arguments.isEmpty ? nil : ParsedIntent(.listTasks, arguments)
        },
        /// "what was I trying to remember", "repeat my list back to me".
        Frame(
            "recallList",
            "^(?:.*\\b(?:what|things|items|stuff)\\b.*\\b(?:(?:i|i've) (?:still )?(?:was trying|wanted|asked you|needed|told you|said|had|have|got)|have i(?: still| yet| got| still got)?)(?: you)? to (?:remember|remind me|do)\\b.*|(?:repeat|read|say|go over|recite|tell me)(?: back)? (?:my|the) (?:\\w+ )?(?:list|reminders|to-?dos?)(?: back)?(?: to me)?|(?:remind me of|tell me) (?:the items|the things|what's|what is) on (?:my|the) (?:\\w+ )?list)[?.!]*$"
        ) { m in
            // "what do I have to do tomorrow": asked of one day, that day's agenda.
            let arguments = ListingFrames.filters(m)
            if arguments.isEmpty, let day = ListingFrames.day(m.clause) {
                return ParsedIntent(.agenda, day)
            }
            return ParsedIntent(.listTasks, arguments)
        },
        /// "what have I got done", "(show me) what I've done": the done list; said of one
        /// day gone ("what did I finish yesterday"), a look back on that day.
        Frame(
            "finishedQuestion",
            "^(?:what|which tasks|which things|which ones) (?:(?:did|have) (?:i|we) (?:actually |already |really |just |even )?(?:finish|finished|complete|completed|do|done|get done|got done|tick off|ticked off|cross off|crossed off)|(?:i've|we've|i have|we have|i|we) (?:actually |already |really |just )?(?:finished|completed|done|got done|ticked off|crossed off))\\b.*$"
        ) { m in
            // "what did I get done last Saturday": one day looked back on.
            if let day = KnowledgeFrames.pastDay(m.clause) {
                return ParsedIntent(.summarize, ["scope": "day", "target": day.description])
            }
            return ParsedIntent(.listTasks, ["filter": "done"])
        },
        /// "what's next", "show me everything": the open list, soonest first.
        Frame(
            "whatsNext",
            "^(?:what's next|whats next|what is next|what's up next|what now|what should i do next|what should i work on|what's left|next task|show me everything|show everything|list everything|everything)[?.!]*$"
        ) { _ in
            ParsedIntent(.listTasks, ["filter": "open"])
        },
        /// "what's overdue", "anything late?", "what have I finished", "what still needs
        /// doing for the house move".
        Frame(
            "stateQuestion",
            "^(?:what(?:'s| is| are)?|whats|anything|is anything|is there anything|show me what's|show what's|list what's|tell me what's) (?:still )?(?<f>overdue|late|past due|outstanding|open|pending|left|left to do|remaining|blocked|stuck|done|finished|completed|needs? (?:doing|to be done|to get done)|urgent|(?:high|top|low)[- ]priority|high prio)\\b.*$"
        ) { m in
            if m.clause.text.includes("agenda") { return nil }
            var arguments = ListingFrames.filters(m)
            // "what's urgent": a level asked about is the filter.
            if arguments["filter"] == nil, arguments["priority"] == nil {
                arguments["filter"] = "open"
            }
            return ParsedIntent(.listTasks, arguments)
        },
        /// "what's on today", "what do I have tomorrow", "my agenda for this week",
        /// "what's due this week", "plan for today".
        Frame(
            "agendaQuestion",
            "^(?<q>.*\\b(?:agenda|schedule|plans?|planned|on|due|have|got|today|tomorrow|tonight|this week|my day|my week|going on|happening|lined up|coming up|upcoming|ahead|look|looks|looking)\\b.*)$"
        ) { m in
            let text = m.clause.text
            guard ListingFrames.questionish.matches(text) || ListingFrames.agendaNoun.matches(text)
            else { return nil }
            if ListingFrames.createVerb.matches(text) { return nil }
            // "the permission slip for the trip is due friday" tells; it asks nothing.
            if ListingFrames.statesWhen.matches(text), !QuestionFallback.isQuestion(text) {
                return nil
            }
            guard ListingFrames.agendaCue.matches(text) || ListingFrames.asksAboutADay(m.clause)
            else { return nil }
            if ListingFrames.overdueCue.matches(text) {
                return ParsedIntent(.agenda, ["range": "overdue"])
            }
            // "what's due next week", "anything on by Friday", "the next 3 days": days.
            if let days = ListingFrames.severalDays(m.clause) { return ParsedIntent(.agenda, days) }
            if let range = ListingFrames.range(in: text) {
                // "anything due this week for the house move": the agenda has no project;
                // the project's tasks in that window are a listing.
                if range == "today" || range == "week",
                    let project = ListingFrames.filters(m)["project"]
                {
                    return ParsedIntent(.listTasks, ["filter": range, "project": project])
                }
                return ParsedIntent(.agenda, ["range": range])
            }
            // "what do I have planned for 3/5": one day.
            if let date = m.clause.date() {
                return ParsedIntent(.agenda, ["date": date.date.description])
            }
            // "what have I got to do for the house move": no day said, and a project
            // named, whose tasks are what is asked for.
            if let project = ListingFrames.filters(m)["project"] {
                return ParsedIntent(.listTasks, ["project": project])
            }
            return ParsedIntent(.agenda, ["range": "today"])
        },
        /// "show me next week", "show me friday", "let me see everything from now through
        /// sunday": a look asked for at days said as nothing but date phrases.
        Frame(
            "showDays",
            "^(?:show me|show|let me see|give me|pull up|bring up|display|list)(?: (?:everything|it all|all|all my tasks|my tasks|the tasks|what's on|whats on|what is on|what's due|whats due|what's happening|what i have|what i've got|what ive got))? (?<days>[^?!.]+?)[?.!]*$"
        ) { m in
            guard let days = m.range("days") else { return nil }
            // "show me the next 3 days": days counted ahead, which no date phrase says.
            if ListingFrames.countsOnlyDaysAhead(m.clause, in: days),
                let several = ListingFrames.severalDays(m.clause)
            {
                return ParsedIntent(.agenda, several)
            }
            guard ListingFrames.saysOnlyDays(m.clause, in: days) else { return nil }
            if let several = ListingFrames.severalDays(m.clause) {
                return ParsedIntent(.agenda, several)
            }
            if let range = ListingFrames.range(in: m.clause.text) {
                return ParsedIntent(.agenda, ["range": range])
            }
            guard let date = m.clause.date() else { return nil }
            return ParsedIntent(.agenda, ["date": date.date.description])
        },
    ]

    /// Whether the words in `range` of `clause` are date phrases that are not past and the
    /// words that join days into a span ("from now through sunday", "thursday and friday").
    static func saysOnlyDays(_ clause: Clause, in range: Range<Int>) -> Bool {
        var dated = false
        var covered = range.lowerBound
        var leftover = ""
        for date in clause.dates.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
        where date.range.overlaps(range) {
            guard !date.isPast, date.range.lowerBound >= covered else { return false }
            leftover += " " + clause.normalizedText(covered..<date.range.lowerBound)
            covered = date.range.upperBound
            dated = true
        }
        guard dated, covered <= range.upperBound else { return false }
        leftover += " " + clause.normalizedText(covered..<range.upperBound)
        return leftover.split(separator: " ").allSatisfy { daySpanWords.contains(String($0)) }
    }

    /// Whether the words at `range` are days counted ahead ("the next 3 days", "the
    /// coming couple of weeks") and nothing else.
    static func countsOnlyDaysAhead(_ clause: Clause, in range: Range<Int>) -> Bool {
        let said = String(clause.normalizedText(range))
        guard let span = daysAhead.firstMatch(in: said)?.group(0),
            let before = said.slice(utf8: 0..<span.lowerBound),
            let after = said.slice(utf8: span.upperBound..<said.utf8.count)
        else { return false }
        let leftover = before + " " + after
        return leftover.split(separator: " ").allSatisfy { daySpanWords.contains(String($0)) }
    }

    /// Words that may stand between the days of a span asked to be shown.
    static let daySpanWords: Set<String> = [
        "from", "now", "and", "or", "to", "through", "thru", "till", "until", "til", "-", "&",
        "on", "for", "the", "of",
    ]

    /// "what's on thurs", "what's happening on the 1st", "what does saturday look like":
    /// a question whose subject is one day, said as any date phrase, and nothing else.
    static func asksAboutADay(_ clause: Clause) -> Bool {
        guard
            let m = dayQuestion.firstMatch(in: clause.text)
                ?? dayLooking.firstMatch(in: clause.text),
            let day = m.group(named: "day")
        else { return false }
        // The date phrase may take the preposition before it ("on the 27th").
        return clause.dates.contains {
            $0.range.upperBound == day.upperBound && $0.range.lowerBound <= day.lowerBound
                && !$0.isPast
        }
    }

    static let dayQuestion = Pattern(
        grammar:
            "^(?:(?:what(?:'s| is|s)|(?:is there |have i got |do i have |got )?anything) (?:on|happening|going on|planned|lined up|coming up)(?: on| for)?|what does|how does|what's|whats|how's|hows) (?<day>.+?)(?: look(?:s|ing)?(?: like)?)?\\s*\\??$"
    )

    /// "I've got a meeting in 10", "we have back to back meetings": the speaker telling
    /// what is on, with no word that asks or wants to know.
    static let toldOfTheCalendar = Pattern(
        grammar:
            "^(?:i|i've|ive|i'm|im|we|we've|we're|i've got|i have|we have|we've got) (?!.*(?:\\?$|\\b(?:what|which|when|whether|if|any|anything|know|hear|see|check|show|tell|list|remind)\\b))"
    )

    /// "the meeting dragged on till half five", "my colleague said to remind him of the
    /// meeting but I forgot", "ugh, back to back meetings all day", "the vet appointment
    /// can wait till next week": an event told of, not asked about. With no question mark
    /// and no word that asks, a verb in the past or a modal after the first word, or a
    /// sound of feeling said first, makes the words a remark.
    static func toldOfAnEvent(_ clause: Clause) -> Bool {
        guard !asksOutright.matches(clause.text) else { return false }
        if let sound = clause.leadIn.split(separator: " ").first,
            feelingSounds.contains(String(sound))
        {
            return true
        }
        let utterance = clause.utterance
        return utterance.tokens.dropFirst().contains {
            !$0.isPunctuation
                && (Errand.lemmatizer.isPastForm(utterance.form($0))
                    || Self.modals.contains(utterance.form($0)))
        }
    }

    /// Modal verbs, which say what may or must be rather than ask to see it.
    static let modals: Set<String> = [
        "can", "could", "will", "would", "should", "must", "might", "may", "shall", "can't",
        "cannot", "won't", "shouldn't", "mustn't",
    ]

    /// A question or a request to see: its first word, a word that asks anywhere in it
    /// ("exactly what time is ...", "let me know every meeting ..."), or its mark.
    static let asksOutright = Pattern(
        grammar:
            "^(?:is|are|am|do|does|did|have|has|can|could|will|would|show|list|give|read|display|view|open|get|pull|bring|go|print)\\b|\\b(?:what|whats|what's|which|when|whens|when's|where|how|whether|if|any|anything|know|hear|see|check|show|tell|remind me)\\b|\\?$"
    )

    /// Sounds of feeling that open a remark ("ugh", "argh").
    static let feelingSounds: Set<String> = ["ugh", "argh", "omg", "gosh", "phew", "god"]

    /// "my list is a mess", "the to-do list has got out of hand": a statement about the
    /// list, with no question mark to ask anything.
    static let saidOfTheList = Pattern(
        grammar:
            "^(?:my|the|our) (?:[a-z-]+ )?(?:list|tasks|to-?dos|todos|to-?do list|todo list)(?:'s| is| are| was| were| has| have| looks| seems| feels| keeps| just)\\b(?!.*(?:\\?$|[,;:]| - |\\b(?:what|which|how|anything|when|show|tell|see)\\b))"
    )

    /// "tomorrow looking busy?", "is friday looking packed": a day and how full it looks.
    static let dayLooking = Pattern(
        grammar:
            "^(?:is |are |does )?(?<day>.+?) look(?:s|ing)? (?:busy|full|packed|free|quiet|clear|hectic|manic|rammed|light|heavy|bad|ok|okay|good)\\s*\\??$"
    )

    static let questionish = Pattern(
        grammar:
            "^(?:what|whats|what's|which|when|whens|when's|where|how|is|are|am|do|does|did|have|has|any|anything|show|list|tell|give|read|display|view|see|check|open|get|pull|bring|go|print|remind me what|can i see|let me see|i want to see|i'd like to see|i need to see|my|the|today|tomorrow|this|next|upcoming|agenda|schedule|calendar|plans?)\\b|\\?$"
    )
    static let showVerb = Pattern(grammar: "^\(show)\\b")
    /// "..., put it on my list": something put on a list, not a look at one.
    static let ontoList = Pattern(
        grammar:
            "\\b(?:put|stick|add|pop|chuck|throw|bung|whack|get) (?:it|that|this|them|these|those) (?:on|onto|to|in|into) (?:my|the|our|a) (?:[\\w'-]+ )?list\\b"
    )
    static let createVerb = Pattern(
        grammar:
            "^(?:add|create|make|schedule|book|set up|put|move|cancel|delete|remove|reschedule|invite|send|email|plan|start|new|clear|empty|rename|share)\\b"
    )
    /// A calendar item acted on, or a reminder said about one: no question about the
    /// calendar.
    static let actsOnEvent = Pattern(
        grammar:
            "^(?:accept|decline|join|rsvp|forward|reply|respond|dial|call|hang up|mute|record|push|move|shift|reschedule|postpone|bump|delay|cancel)\\b|\\b(?:remind me|remember to|don't let me forget|dont let me forget)\\b"
    )
    /// A statement of when something is: "the slip is due friday", "the fair's on sunday".
    static let statesWhen = Pattern(
        grammar:
            "\\b(?:is|are|'s|was|were) (?:(?:actually|now|also|still) )?(?:due|on|happening|booked|scheduled|planned)\\b"
    )
    static let agendaNoun = Pattern(
        grammar:
            "\\b(?:agenda|schedule|my day|my week|today's plan|plan for (?:today|tomorrow|the week|this week))\\b"
    )
    /// "plan" is an agenda's word said as the person's plans ("my plans", "my weekly
    /// plan", "the plan for today", "plans for tomorrow", "have plans"), not inside a
    /// name ("the hiring plan").
    static let agendaCue = Pattern(
        grammar:
            "\\b(?:agenda|schedule|my day|my week|on (?:today|tomorrow|tonight|this week|for|my plate)|^what(?:'s| is) on\\??$|^what(?:'s| is|s) on (?:(?:this|next) )?[a-z]+day\\b|due|overdue|planned|(?:the|any|what|today's|tomorrow's) plans?|(?:my|our) (?:[a-z]+ )?plans?|(?:have|got) (?:any )?plans|plans? (?:for|today|tomorrow|tonight|this)|^plans?\\b|have (?:on|going on|planned|to do|lined up|left)|got (?:on|going on|planned|to do|lined up)|(?:going on|happening|lined up|coming up|ahead|in store) (?:today|tomorrow|tonight|this week|for me|(?:in |over |for )?the (?:next|coming))|(?:today|tomorrow|tonight|this week|next week)(?:'s)? (?:plans?|agenda|schedule|tasks|to-?dos)|what do i have|what have i got|what am i doing|(?:what's|whats|what is|anything|show|show me|list) (?:my |the )?upcoming|supposed to (?:be )?do(?:ing)?|meant to (?:be )?do(?:ing)?|should i be doing|anything (?:scheduled|planned|to do|on|going on)|what's my day|whats my day|my day look|(?:today|tomorrow|tonight|this week|next week|my day|my week|the week) look(?:s|ing)? like)\\b"
    )
    static let tomorrowCue = Pattern(grammar: "\\b(?:tomorrow|tmrw|tomorrow's)\\b")
    static let weekCue = Pattern(
        grammar:
            "\\b(?:this week|the week|this week's|week ahead|my week|the next week|rest of the week|the coming week|weekly)\\b"
    )
    static let todayCue = Pattern(
        grammar:
            "\\b(?:today|tonight|today's|this morning|this afternoon|this evening|right now|now|my day)\\b"
    )

    /// The agenda arguments of the day or days a listing names ("tomorrow", "on Friday",
    /// "for the 20th", "next week", "by Friday"), or nil when it names none: a past day
    /// ("yesterday's tasks") is no agenda.
    static func day(_ clause: Clause) -> [String: String]? {
        if tomorrowCue.matches(clause.text) { return ["range": "tomorrow"] }
        if let days = severalDays(clause) { return days }
        return clause.date().map { ["date": $0.date.description] }
    }

    /// The agenda arguments of days asked about together, from today or from a day
    /// through another: a count ahead ("the next 3 days", today and the two after), a
    /// bound ("by Friday", "until the 20th", through that day; "before Friday", through
    /// the day before), or a period its date phrase names ("next week", "this weekend",
    /// "next month": its first day through its last). Nil for one day, and for this
    /// week, which is the agenda's own range.
    static func severalDays(_ clause: Clause) -> [String: String]? {
        let today = clause.context.now.date
        if let counted = daysAhead.firstMatch(in: clause.text, hits: clause.literals),
            let n = counted.group(named: "n").flatMap({ clause.text.slice(utf8: $0) })
                .flatMap({ NumberWords.cardinal(String($0)) }), (1...366).contains(n)
        {
            let weeks = counted.group(named: "weeks") != nil
            return ["until": today.adding(days: (weeks ? 7 * n : n) - 1).description]
        }
        let forward = clause.dates.filter { !$0.isPast }
        guard let date = forward.first else { return nil }
        let day = date.value.date
        // "today and tomorrow", "Friday to Sunday", "monday or tuesday": from one day
        // through the other.
        if forward.count > 1, forward[1].value.date > day,
            spanJoiners.contains(joiner(clause, from: date.range, to: forward[1].range))
        {
            return ["date": day.description, "until": forward[1].value.date.description]
        }
        var said = clause.normalizedText(date.range)
        if said.hasPrefix("due ") { said = said.dropFirst(4) }
        if ["by ", "until ", "till ", "til "].contains(where: { said.hasPrefix($0) }) {
            return ["until": day.description]
        }
        let start = date.range.lowerBound
        for (words, offset) in boundWords where start >= words.utf8.count {
            if clause.normalizedText((start - words.utf8.count)..<start) == words,
                // "talk me through today's agenda" goes through it, not up to it.
                !clause.normalizedText(0..<(start - words.utf8.count)).hasSuffix(" me ")
            {
                return ["until": day.adding(days: offset).description]
            }
        }
        guard let last = clause.periodEnd(of: date.range),
            !(day == today && last == today.startOfWeek.adding(days: 6))
        else { return nil }
        return ["date": day.description, "until": last.description]
    }

    /// The words between two date phrases, with a lead the second phrase took ("now
    /// through sunday", where "through sunday" is one phrase).
    static func joiner(_ clause: Clause, from first: Range<Int>, to second: Range<Int>)
        -> String
    {
        let between = String(clause.normalizedText(first.upperBound..<second.lowerBound))
        let said = clause.normalizedText(second)
        let lead = ["through ", "thru ", "until ", "till ", "til "].first { said.hasPrefix($0) }
        return lead.map { between.trimmingSpaces.isEmpty ? " " + $0 : between + $0 } ?? between
    }

    /// What joins two days said as the first and last of several: "today and tomorrow",
    /// "Friday to Sunday", "Monday through Wednesday".
    static let spanJoiners: Set<String> = [
        " and ", " or ", " to ", " through ", " thru ", " through to ", " - ", " & ", " and on ",
        " until ", " till ",
    ]

    /// Words before a day that make it the last one asked about, and where the window
    /// ends from it: "before Friday" is through Thursday.
    static let boundWords = [
        ("before ", -1), ("up to ", 0), ("between now and ", 0), ("through ", 0), ("thru ", 0),
        ("now to ", 0),
    ]

    /// "the next 3 days", "over the next two weeks", "the coming few days".
    static let daysAhead = Pattern(
        grammar:
            "\\b(?:next|coming|following) (?<n>\(NumberWords.cardinalPattern)|few|couple)(?: of)? (?:days|(?<weeks>weeks))\\b"
    )

    /// today, tomorrow or week, from the words.
    static func range(in text: String) -> String? {
        if tomorrowCue.matches(text) { return "tomorrow" }
        if weekCue.matches(text) { return "week" }
        if todayCue.matches(text) { return "today" }
        // "what's upcoming": the days ahead, unless a day is said ("upcoming today").
        if upcomingCue.matches(text) { return "week" }
        return nil
    }

    static let upcomingCue = Pattern(grammar: "\\b(?:upcoming|coming up)\\b")

    /// "which tasks have no due date", "tasks without a deadline": open tasks with no
    /// date. Read before the other states: "no deadline" is not "done".
    static let undatedCue = Pattern(
        grammar:
            "\\b(?:no (?:due )?dates?|no deadlines?|without (?:a |any )?(?:due )?(?:dates?|deadlines?)|undated|not dated|(?:haven't|havent|don't|dont|do not|have not|doesn't|doesnt|does not|has not|hasn't|hasnt) (?:got |have |has )?(?:a |any )?(?:due )?(?:dates?|deadlines?))\\b"
    )
    static let overdueCue = Pattern(
        grammar:
            "\\b(?:overdue|late|past due|past their due|missed|behind|slip|slipped|slipping|fallen behind|fell behind|forgotten|forgot)\\b"
    )
    static let doneCue = Pattern(
        // "what needs to be done" asks what is open.
        grammar:
            "\\b(?<!to be )(?<!to get )(?:done|completed|finished|ticked off|checked off|crossed off|closed)\\b"
    )
    static let blockedCue = Pattern(
        grammar: "\\b(?:blocked|stuck|waiting on|waiting for|on hold)\\b")
    static let openCue = Pattern(
        grammar:
            "\\b(?:open|outstanding|pending|left|remaining|unfinished|incomplete|still to do|not done|active|current)\\b"
    )
    static let dueTodayCue = Pattern(grammar: "\\b(?:due |for |by )?(?:today|tonight)\\b")
    static let priorityCue = Pattern(
        grammar: "\\b(?<p>high|low|medium|urgent|top|important)[- ]?(?:priority|prio)?\\b")
    static let projectCue = Pattern(
        grammar:
            "\\b(?:in|for|on|from|under|of) (?:the |my |our )?(?<p>[^,?]+?) (?:project|list)\\b|\\b(?:on|in) (?:my |the |our )(?<p2>[^,?]+?) list\\b|\\bproject (?<p3>[^,?]+?)\\??$|\\b(?:the|my|our) (?<p5>[^ ,?]+(?: (?!(?:on|in|of|from) )[^ ,?]+)*?) (?:tasks|to-?dos|todos|items|ones|list|checklist)\\b"
    )

    /// Whether `project`, read from "the moving checklist", is the start of a stored note's
    /// whole title with its list word ("Moving checklist"), where no project has the
    /// name itself: what is asked is in the note.
    static func namesNote(_ project: String, _ m: FrameMatch) -> Bool {
        let names = m.context.names
        guard m.context.grounded,
            names.project(named: project)?.lowercased() != project.lowercased()
        else { return false }
        return ["checklist", "list"].contains { noun in
            let title = project.lowercased() + " " + noun
            return m.clause.text.includes(title) && names.note(named: title)?.lowercased() == title
        }
    }

    /// "urgent", "high priority", "the low priority": a level, not a project's name.
    static func isPriorityPhrase(_ words: Substring) -> Bool {
        var said = words.split(separator: " ")
        if let first = said.first, ["my", "the", "our", "all"].contains(first) {
            said.removeFirst()
        }
        if said.last == "priority" { said.removeLast() }
        return said.count == 1 && PriorityWords.level(String(said[0])) != nil
    }

    /// listTasks arguments from cue words anywhere in the clause.
    static func filters(_ m: FrameMatch) -> [String: String] {
        let text = m.clause.text
        var arguments: [String: String] = [:]
        if undatedCue.matches(text) {
            arguments["filter"] = "undated"
        } else if overdueCue.matches(text) {
            arguments["filter"] = "overdue"
        } else if blockedCue.matches(text) {
            arguments["filter"] = "blocked"
        } else if doneCue.matches(text) {
            arguments["filter"] = "done"
        } else if weekCue.matches(text) {
            arguments["filter"] = "week"
        } else if dueTodayCue.matches(text) {
            arguments["filter"] = "today"
        } else if upcomingCue.matches(text) {
            arguments["filter"] = "week"
        } else if openCue.matches(text) {
            arguments["filter"] = "open"
        }
        if let found = priorityCue.firstMatch(in: text), let p = found.group(named: "p"),
            let level = PriorityWords.level(String(m.clause.normalizedText(p))),
            text.includes("priority") || text.includes("urgent")
        {
            arguments["priority"] = level
        }
        if let found = projectCue.firstMatch(in: text),
            let p = found.group(named: "p") ?? found.group(named: "p2") ?? found.group(named: "p3")
                ?? found.group(named: "p5"),
            // "the garden project tasks": the project's name without the word "project".
            let name = m.clause.originalSlice(p).map(SlotText.cleanItem).map(
                ItemNames.strippingProjectWord)
        {
            let generic: Set<String> = [
                "to-do", "todo", "to do", "task", "tasks", "reminder", "reminders", "my", "the",
                "whole", "entire", "full",
                "open", "overdue", "done", "completed", "finished", "blocked", "urgent",
                "high priority", "low priority",
                "outstanding", "pending", "remaining", "current", "active", "late", "today's",
                "this week's", "all", "upcoming", "other", "new", "old", "same", "important",
            ]
            // "my p1s" is said "urgent priority": a level, by the words read, is no name.
            // "my today list", "the My Day view": a day's list is the day, no project.
            if !generic.contains(name.lowercased()), !name.isEmpty,
                ListCaptureFrames.dayOfList(name.lowercased()) == nil,
                !Self.isPriorityPhrase(m.clause.normalizedText(p))
            {
                if Fragments.shoppingListNames.contains(name.lowercased()) {
                    arguments["project"] = "Shopping"
                } else {
                    arguments["project"] = m.context.projectName(name)
                }
            }
        }
        // "which garden tasks are due this week": a stored project's name before the noun,
        // with no determiner to mark it.
        if arguments["project"] == nil, m.context.grounded,
            let found = askedProject.firstMatch(in: text), let p = found.group(named: "p"),
            let name = m.clause.originalSlice(p).map(SlotText.cleanItem),
            let known = m.context.storedProject(ItemNames.strippingProjectWord(name))
        {
            arguments["project"] = known
        }
        if arguments["project"] == nil, m.context.grounded,
            let found = trailingPlace.firstMatch(in: text),
            let p = found.group(named: "p"),
            let name = m.clause.originalSlice(p).map(SlotText.cleanItem),
            let known = m.context.storedProject(ItemNames.strippingProjectWord(name))
                ?? m.context.names.project(named: ItemNames.strippingProjectWord(name))
        {
            // "what's left for the move": a place said loosely names the one stored
            // project its words point to (House move), as a task's loose name does.
            arguments["project"] = known
        }
        return arguments
    }

    static let dayView = Pattern(
        grammar: "\\b(?<day>today|today's|tomorrow|tomorrow's|day) (?:view|page|screen|tab)\\b")
    static let askedProject = Pattern(
        grammar:
            "^(?:which|what|any|list|show(?: me)?|see|view|display|give me|pull up)(?: all)? (?<p>[^,?]+?) (?:tasks|to-?dos|todos|items|jobs)\\b"
    )
    /// "tasks of Launch party", "the tasks in the garden with high priority": a place
    /// at the end, or before what else the listing is filtered by.
    static let trailingPlace = Pattern(
        grammar:
            "\\b(?:for|in|on|from|under|of) (?:the |my |our )?(?<p>[^,?]+?)(?: (?:with|that|which|having|at|by) [^,?]*)?[?.!]*$"
    )
}

package import ToolBox

/// Stage 3: requests to write something down, a task or a note.
///
/// Runs before the command frames, because in "remind me to mark the invoice as done"
/// the whole clause is a title, not a completion.
package enum CaptureFrames {
    /// The frame of "put X down (for ...)".
    package static let putDownName = "putDown"
    static let remindVerbs = "(?:remind|remnd|rmind|remid|ping|nudge|prompt|notify|alert)"

    /// Places a task is never filed under.
    static let notAProject: Set<String> = [
        "notes", "note", "diary", "journal", "calendar", "agenda", "head", "mind",
    ]

    /// The project `slot` names: a stored project called just that, or the words as said
    /// when the `said` group holds the word "project"; nil else ("for Sam" may be a
    /// person).
    static func namedProject(_ m: FrameMatch, slot: String, said: String) -> String? {
        guard let name = m.item(slot) else { return nil }
        if let stored = m.context.names.project(calledExactly: name) { return stored }
        // "make a Wedding project and add to it: ...": the project just named.
        if pointingBack.contains(name.lowercased()) { return name.lowercased() }
        return m.range(said) != nil ? name : nil
    }

    /// What stands for a project said just before.
    static let pointingBack: Set<String> = ["it", "that", "that one", "this one"]

    /// A note's body that is where it goes: "to the boiler note saying ...".
    static let toNamedNote = Pattern(
        grammar: "^(?:to|in|into|on) (?:the |my |our )?(?!(?:a|an|new)\\b)\\S.*? notes?\\b")
    static let questionAfterNeed = Pattern(
        grammar:
            "^(?:know|see|check|find out|figure out|remember|be reminded|hear|look at|review) (?:what|when|where|who|which|how|if|whether)\\b"
    )

    /// The frames whose head ("remind me to", "add a task") says a task is wanted before
    /// saying what it is: alone they read as a capture with no title.
    package static let heads: Set<String> = [
        "remindMe", "addTaskNoun", "dontForget", "statedNeed", "reminderNoun", "setUpAsTask",
    ]

    /// A habit to take up or drop, said as what one ought to do: "I should really start
    /// exercising", "we really should stop eating so late", "I really ought to ring gran
    /// more", "I need to drink more water": a way to live, no one thing to do.
    static let resolution = Pattern(
        grammar:
            "^(?:i|we) (?:(?:should really|really should|ought to really|really ought to|should) (?:start|stop|try|get into|get back into|get back to|go back to|take up|give up|quit) [a-z]+ing\\b|(?:really )?(?:should|ought to|need to|must|have to|gotta|got to)(?: really)? [a-z]+ (?:(?:him|her|them|[a-z]+) )?(?:more|less)(?: often| regularly)?$|(?:should|ought to|need to|must)(?: really)? (?:drink|eat|sleep|exercise|walk|read|save|spend) (?:more|less)\\b)"
    )

    /// "I still need to renew my passport", said when "renew passport" is on the list: a
    /// need restated, not a second task. Declined, naming the task; said with anything
    /// more (a date, a priority, a list) it is still a capture.
    static func notRepeatingAListedTask(_ reading: ParsedIntent, _ m: FrameMatch)
        -> ParsedIntent
    {
        guard m.context.grounded, reading.arguments.count == 1,
            let title = reading.arguments["title"],
            let listed = m.context.names.openTask(named: title)
        else { return reading }
        return ParsedIntent(.decline, ["alreadyListed": listed])
    }

    /// Whether a reading is a capture's head with nothing to capture: "remind me", "can
    /// you set a reminder", "don't let me forget" alone.
    package static func isBareHead(_ reading: ParsedIntent) -> Bool {
        reading.tool == .createTask && reading.arguments["title"] == nil
            && heads.contains(reading.frame)
    }

    /// False when the words surely are no head with nothing (or only "it") to capture:
    /// every such head holds one of `headWords` ("remind me", "set a reminder", "add a
    /// task", "add it", "don't let me forget"), so the planner reads a segment as a
    /// possible head only then. A test holds the two together.
    package static func mayBeBareHead(_ utterance: Utterance) -> Bool {
        utterance.tokens.contains { utterance.form($0, isOneOf: Self.headWords) }
    }
    /// "remember when ...", "remember the time ...", "remember how ...": looking back.
    static let reminiscing = Pattern(
        grammar: "^(?:do you |d'you )?remember (?:when|the time|the day|how|that time)\\b")

    /// A title that opens with a determiner: after "got to" it is where one got.
    static let nounPhraseAfterTo = Pattern(
        grammar: "^(?:the|a|an|my|our|his|her|their|your|this|that|these|those)\\b")

    /// What a person says they need when they are tired, not when they have an errand:
    /// the whole of what is needed, with no date or place ("I need a holiday", "need a
    /// coffee"). "I need a new passport" is an errand.
    static let restNeed = Pattern(
        grammar:
            "^(?:a |an |some )?(?:proper |good |long |short |quick |big |little |bloody |serious |real )?(?:holiday|vacation|break|rest|nap|sleep|lie-in|lie in|drink|coffee|cup of tea|cuppa|tea|beer|hug|day off|week off|moment|minute|breather|breath)(?: (?:now|today|tonight|so badly|so much|right now|lol|haha))*[.!]*$"
    )
    static let headWords: [String] = [
        "remind", "reminder", "forget", "remember", "task", "to-do", "todo", "item", "need",
        "have", "got", "gotta", "must", "should", "add",
    ]

    /// "I need to reopen order business cards", "I have to delete the VAT return task":
    /// a need whose words are a command to pb, not something to do in the world. Taken
    /// when the words after the need read as a command that acts on a list item and either
    /// name this domain ("task", "list", "priority") or could only be said to pb (reopen,
    /// undo, a priority, a dependency, an export). "I need to finish the slides" stays a
    /// task: finishing is the work itself.
    static func commandBehindNeed(_ m: FrameMatch) -> ParsedIntent? {
        // A command opens with its verb: "I need laundry put on my list" is no command.
        guard let words = m.raw("title"), let verb = m.word("title")?.split(separator: " ").first,
            ParaphraseFrames.lemmatizer.isKnownVerb(String(verb))
        else { return nil }
        let reading = IntentParser().parse(words, context: m.context)
        guard reading.tool.changesData, !Self.writers.contains(reading.tool) else { return nil }
        let saysDomain = m.word("title").map(Clause.domainCue.matches) ?? false
        // "I need to move the budget to Friday", with a budget task: a date for it.
        let movesATask =
            reading.tool == .rescheduleTask && IntentParser.actsOnExistingItem(reading, m.context)
        return saysDomain || movesATask || Self.onlyToAnAssistant.contains(reading.tool)
            ? reading : nil
    }

    package static let addToNamedProjectName = "addToNamedProject"

    /// Words that leave a need open: "probably", "maybe", "at some point".
    static let hedged = Pattern(
        grammar:
            "\\b(?:probably|maybe|perhaps|possibly|sometime|some time|at some point|one of these days)\\b"
    )

    /// A word that leaves a need undecided: "probably", "maybe".
    static let hedgeWord = Pattern(
        grammar: "\\b(?:probably|prob|maybe|perhaps|possibly)\\b")

    /// A time too vague to be a date: "one day", "at some point".
    static let vagueTime = Pattern(
        grammar:
            "\\b(?:one day|some day|someday|at some point|one of these days|sometime|some time|eventually|in the future)\\b"
    )

    /// Words that make a label more than a project's name ("add a task to X project").
    static let notInALabelName: Set<String> = [
        "to", "for", "in", "on", "onto", "into", "under", "add", "task",
    ]

    /// Tools that write something new, which a need is already read as.
    static let writers: Set<ToolName> = [.createTask, .createNote, .createProject, .journalEntry]
    /// Commands no one says of the world: only of a list. Not redo: "I need to redo the
    /// expense claim" is work to do again.
    static let onlyToAnAssistant: Set<ToolName> = [
        .reopenTask, .undo, .setPriority, .snoozeTask, .setRecurrence, .addDependency,
        .exportCalendar,
    ]

    /// "say, ...", "admit that ...": after "I must" or "I have to", the words that open a
    /// remark ("I must say, ..."), not something to do.
    static let sayingAside = Pattern(
        grammar:
            "^(?:say|admit|confess|be honest|tell you|add|mention|point out)(?:\\s*[,:;]|\\s+that\\b|$)"
    )

    /// "buy milk #shopping", "pick up prescription @errands": a to-do app's own way of
    /// filing a task, a "#project" or an "@label", says an errand is one. Read only of an
    /// errand nothing else reads (`IntentParser.decline`); a label stays in the title, as
    /// typed, since no field holds it.
    static let tagged = Frame(
        "taggedCapture",
        "^(?!.*\\?$)(?=(?:.* )?[#@][a-z][a-z0-9_-]*(?:$|[\\s,.!:;]))(?<title>.+)$"
    ) { m in CaptureReading.task(m) }

    /// The frame name of "set that up as a task", "add it as a reminder": a head whose
    /// words point back at what was said before it.
    package static let setUpAsTaskName = "setUpAsTask"

    static let frames: [Frame] = [
        /// "todo: X", "Task - X", "high priority: X", "important: X": a label and a colon.
        Frame(
            "labelledTask",
            "^(?:(?<p>high|low|medium|urgent|top)[- ]priority(?: task| todo| item)?|urgent(?: task)?|(?<important>important)(?: task)?|(?:new |quick )?(?:task|to-?do|todo|tbd|reminder|action item|action|next action|chore|errand|habit)s?|someday(?:[ /]maybe)?|some day|inbox)\\s*(?::|-|–|=>|>)\\s*(?<title>.+)$"
        ) { m in
            let level =
                m.range("important") != nil
                ? "high" : m.clause.text.hasPrefix("urgent") ? "urgent" : nil
            return CaptureReading.task(m, priority: m.word("p") ?? level)
        },
        /// "[ ] buy stamps", "- [ ] ring the school": a box to tick, as notes and markdown
        /// write a to-do.
        Frame("emptyBox", "^(?:[-*] )?\\[\\s?\\] ?(?<title>.+)$") { m in CaptureReading.task(m) },
        /// "high priority call the bank today", "p1 renew the car tax" (read "urgent
        /// priority"), "!!! book the vet": a priority said first, then an errand to do.
        Frame(
            "priorityThenErrand",
            "^(?:(?<p>low|medium|high|urgent|top)[- ]priority|(?<bang>!!+)|urgent|asap)[,!]?\\s+(?<title>(?<verb>[a-z]+)\\b.*)$"
        ) { m in
            // An errand's verb ("urgent stuff only" lists; "stuff" is no errand here).
            guard let verb = m.word("verb"), TaskVerbs.all.contains(verb) else { return nil }
            let level = m.word("p") ?? (m.range("bang") != nil ? "high" : "urgent")
            return CaptureReading.task(m, priority: level)
        },
        /// "first task book the soft play", "next task is to order the cake": a task said by
        /// its place in a plan (after "new project X, ...", it is filed under X).
        Frame(
            "orderedTask",
            "^(?:the |my |our )?(?:first|next|second|third|another|one more|last|final) (?:task|to-?do|todo|step|job)s?(?: is| are| will be| should be| would be)?(?: to)?\\s*[:\\-–]?\\s+(?<title>.+)$"
        ) { m in
            // "the last task I added was a mistake": who added it says which task, and
            // what follows is said of it; no task to add.
            if let title = m.word("title"), FrameMatch.opensWithSubjectAndVerb(title) {
                return nil
            }
            return CaptureReading.task(m)
        },
        /// "note: X", "idea - X", "note to self: X", "memo: X".
        Frame(
            "labelledNote",
            "^(?:(?:quick |new )?note(?: to self| for myself)?|idea|memo|thought|fyi|remember|n\\.?b\\.?)\\s*(?::|-|–|=>)\\s*(?<body>.+)$|^(?:(?:note|memo|reminder) to (?:self|myself)\\s*[,:\\-–]?|(?:quick|new) note\\s*,|quick note)\\s*(?<body2>.+)$"
        ) { m in CaptureReading.note(m, body: m.range("body") != nil ? "body" : "body2") },
        /// "create a note titled Paint colours: the hallway is ...", "note called X: Y".
        Frame(
            "titledNote",
            "^(?:(?:create|make|add|new|start|write down|write|save|take|jot down|jot|put down|pop down) (?:a |an )?(?:new )?)?note (?:titled|called|named|entitled|with the title|headed) (?<title>.+?)\\s*(?::(?=\\s)|\\s[-–](?=\\s)|,|saying|that says)\\s*(?<body>.+)$"
        ) { m in CaptureReading.note(m, title: "title") },
        /// "new note 'Standup 10 Mar': ...", "new note Henderson call: ...": the words
        /// between "note" and the colon are its title. ("note to self: ..." has none.)
        Frame(
            "noteWithTitle",
            "^(?:(?:create|make|add|new|start|write|save|take) )?(?:a |an )?(?:new )?note (?!(?:to|for|about|re|on|in|that|this)\\b)(?<title>'[^']+'|\"[^\"]+\"|[^:'\"]{1,40}?)\\s*:(?=\\s)\\s*(?<body>.+)$"
        ) { m in CaptureReading.note(m, title: "title") },
        /// "note about the boiler: pressure was down to 0.8": what the note is about, then
        /// what it says.
        Frame(
            "noteAbout",
            "^(?:(?:create|make|add|new|start|write|save|take) )?(?:a |an )?(?:new |quick )?note (?:about|re|regarding|on) (?<title>[^:]{1,40}?)\\s*:(?=\\s)\\s*(?<body>.+)$"
        ) { m in CaptureReading.note(m, title: "title") },
        /// "remember me to take the medicine at 8", "make remember me to pay the rent": the
        /// reminder as other languages say it. Only before a verb: "remember me to your
        /// mother" sends regards.
        Frame(
            "rememberMeTo",
            "^(?:make |please )?remember (?:me|us) to (?<title>(?<verb>[a-z]+)\\b.*)$"
        ) { m in
            guard let verb = m.word("verb"), Errand.lemmatizer.isKnownVerb(verb),
                Errand.lemmatizer.verbLemma(verb) == verb
            else { return nil }
            return CaptureReading.task(m)
        },
        /// "jot down that X", "make a note that X", "note that X", "write down X", "save
        /// this recipe: X" (a thing kept that only a note holds); not
        /// "jot down a task: X" or "jot down a task to X", which are tasks.
        Frame(
            "noteVerb",
            "^(?:jot(?: down| this down| this)?|write(?: down| this down)|note(?: down)?|make a (?:quick )?note|take a (?:quick )?note|(?:make|take|record|write|save|add|keep|jot down|take down) (?:the following|this) note|(?:record|take down|note down|write down) the following|save a note|add a note|create a note|new note|keep a note|remember|(?:i |we )(?:want to|need to|wanna|would like to|'d like to) remember(?= that\\b)|log a note|(?:stick|put|pop|drop) a note (?:in|down)|(?:save|store|file) this (?:somewhere|for me|for later|away)|\(keptThing)|(?:save|store|keep|file|add|put) (?:this|that|it) (?:as|in) (?:a |my )?(?:new |quick )?notes?)(?: (?:that|of|about|saying|to say|for me|to self|to myself|for myself|in my notes|somewhere|(?:in|as) a (?:new |quick )?note))*\\s*[:,-]?\\s+(?!(?:down )?(?:a |an |another |one more )?(?:new |quick )?(?:task|to-?do|todo|reminder|chore|job)s?(?: down)?(?: for (?:me|us))?(?:\\s*(?:[:\\-]|$)| to ))(?<body>.+)$"
        ) { m in
            // "remember to X" is a task, and "remember that X" a note; "save" writes a
            // note only when it says so ("save a note", "save this somewhere: X").
            let text = m.clause.text
            // "add a note to the boiler note saying X" adds to a note that exists.
            if let body = m.word("body"), CaptureFrames.toNamedNote.matches(body) { return nil }
            // "remember when I missed the MOT", "remember the time the freezer flooded":
            // a memory shared, not a note asked for.
            if CaptureFrames.reminiscing.matches(text) { return nil }
            if text.hasPrefix("remember to ")
                || text.hasPrefix("save ") && !text.hasPrefix("save this ")
                    && !text.includes("note") && !CaptureFrames.savesAKeptThing.matches(text)
            {
                return nil
            }
            return CaptureReading.note(m)
        },
        /// "remind me to X", "remind me tomorrow at 9 to X", "ping me about X on Friday";
        /// "remind to X", its "me" left out in haste.
        Frame(
            "remindMe",
            "^(?:\(remindVerbs) (?:me|us|myself)(?: again)?\\b|remind(?= to ))(?<title>.*)$"
        ) { m in
            CaptureReading.task(m, allowEmpty: true)
        },
        /// "tell me on Tuesday to X", "tell me later to call Bill", "tell me to take out the
        /// trash in an hour": "tell me" only with a "to" and when (a date, or "later").
        Frame(
            "tellMeToLater",
            "^(?:tell|text|message) me (?:(?<when>.+?) )?to (?<title>.+)$"
        ) { m in
            if m.range("when") != nil {
                guard m.date("when") != nil || ["later", "later on"].contains(m.word("when") ?? "")
                else { return nil }
            } else {
                guard let title = m.range("title"),
                    m.clause.dates.contains(where: { title.contains($0.range.lowerBound) })
                else { return nil }
            }
            return CaptureReading.task(m)
        },
        /// "set a reminder to X", "can I get a reminder for X", "reminder to X", "new reminder: X",
        /// "write down a reminder to X", "pop in a reminder to X".
        Frame(
            "reminderNoun",
            "^(?:(?:(?:set|create|make|add|schedule|put|stick|pop|bung|write|jot|note|pencil|throw|send me|send us)(?: in| down)?|give me|get me|i need|i want|i'd like|i would like|i'd like to have|i would like to have|how about|open up|open|start|can i (?:get|have|set)|could i (?:get|have|set)|can you set|new|quick|another)\\s+)?(?:up\\s+)?(?:a |an |me a |another |one more )?(?:(?:new|quick|\(Fragments.repeatAdjective)) )*(?:reminder|notification)(?:s)?(?: in(?=\\s+(?:for|to)\\b|\\s*$|\\s*:))?(?: for me)?(?<title>(?:\\s|:|-).*)?$"
        ) { m in CaptureReading.task(m, allowEmpty: true) },
        /// "pay the window cleaner every other Friday — can you set that up as a repeating
        /// task?": a head pointing back at what was said before it.
        Frame(
            setUpAsTaskName,
            "^(?:set|make|put|save|add|turn|keep) (?:that|it|this)(?: up| down| in)? (?:as |into )?(?:a |an )?(?:(?:new|quick|\(Fragments.repeatAdjective)) )*(?:task|reminder|to-?do)(?<title>(?:\\s|:|-).*)?$"
        ) { m in CaptureReading.task(m, allowEmpty: true) },
        /// "add a task to the Garden project: X", "add a high priority task to X",
        /// "create a new to-do called X".
        /// "new task for the Launch party, hire a photo booth": a project named after
        /// "for", when a stored project is called just that or the words say "project".
        /// ("new task for Sam: ..." may be for a person.)
        Frame(
            "addTaskForProject",
            "^(?:add|create|make|new|log|put in|set up|jot down) (?:a |an |another |one more )?(?:new |quick )?(?:task|to-?do|todo|item|job) for (?:the |my |our )?(?<proj>[^:,]{1,40}?)(?<word> project)?\\s*[:,\\-–]\\s*(?<title>.+)$"
        ) { m in
            CaptureFrames.namedProject(m, slot: "proj", said: "word").flatMap {
                CaptureReading.task(m, project: $0)
            }
        },
        /// "add a task under Q3 planning to circulate the agenda", "make a to-do for the
        /// Garden project to buy compost": the project, then what to do. The place is a
        /// stored project or said to be one ("a task for mum to call the vet" is no
        /// project's).
        Frame(
            "addTaskInProjectTo",
            "^(?:add|create|make|new|log|put|put in|set up|jot down) (?:a |an |another |one more |one )?(?:new |quick )?(?:(?<p>high|low|medium|urgent|top|important)[- ]?(?:priority )?)?(?:task|to-?do|todo|item|job) (?:for|in|under|on|to|into) (?:the |my |our )?(?<proj>[^:,]{1,40}?)(?<word> project)? to (?<title>.+)$"
        ) { m in
            CaptureFrames.namedProject(m, slot: "proj", said: "word").flatMap {
                CaptureReading.task(m, priority: m.word("p"), project: $0)
            }
        },
        Frame(
            "addTaskNoun",
            "^(?:add|create|make|new|insert|log|put|record|set up|open|start|enter|write|put in|stick|jot down|jot|pencil in|pop|throw in) (?:in |down )?(?:a |an |another |one more |one |the |this |this as a |that as a |it as a )?(?:(?:new|quick|\(Fragments.repeatAdjective)) )*(?:(?<p>high|low|medium|urgent|top|important)[- ]?(?:priority )?)?(?:task|to-?do|todo|item|action item|chore|job|entry|habit)s?(?: down)?(?: (?<p2>high|low|medium|urgent|top|important)(?:[- ]priority)?(?=\\s*:))?(?: for (?:me|us))?(?: (?:to|for|in|on|under|into) (?:the |my |our )?(?<proj>\(Fragments.placeName)) (?:project|list)| (?:in|under) (?:the |my |our )?(?<label>[^:,]{1,40}?)(?=\\s*:))?(?<title> (?:to|into) (?:the |my |our )?(?<named>[^:,]{1,40}?)\\s*:(?<after>.+)|(?:\\s|:|-|,).*)?$"
        ) { m in
            // "open tasks in Launch" asks to see them: "open" captures one task, named.
            let words = m.clause.utterance.words
            if words.first == "open", words.count > 1,
                ["tasks", "to-dos", "todos", "items", "reminders"].contains(words[1])
            {
                return nil
            }
            // "make an entry in my diary": the diary's entry, not a task (`writeDiary`).
            if CaptureFrames.diaryEntryNoun.matches(m.clause.text) { return nil }
            // "new task in Garden: buy compost": a project named before the colon (not a
            // date, and not the notes or the diary).
            var project = m.raw("proj").map(SlotText.cleanItem)
            if let label = m.range("label"), let name = m.item("label"),
                !m.clause.dates.contains(where: { $0.range.overlaps(label) }),
                !CaptureFrames.notAProject.contains(name.lowercased()),
                !m.clause.namesOtherThanOneTask(name)
            {
                project = m.context.names.project(calledExactly: name) ?? name
            }
            // "add task to House move: cancel the milk": a stored project named before the
            // colon. Any other words there are the task's ("add a task to ring Al: 0712...").
            if project == nil, let name = m.item("named"),
                let stored = m.context.names.project(calledExactly: name)
                    ?? m.context.names.project(misspelled: name)
            {
                return CaptureReading.task(
                    m, slot: "after", priority: m.word("p") ?? m.word("p2"), project: stored)
            }
            return CaptureReading.task(
                m, priority: m.word("p") ?? m.word("p2"), project: project, allowEmpty: true)
        },
        /// "add to my to-do list: descale the kettle", "put on the shopping list: eggs", "add
        /// to my task list get the carpet cleaned", "put the stuff for friday's curry on the
        /// shopping list: coconut milk, chickpeas" (what the `things` are follows a colon).
        Frame(
            ListCaptureFrames.addToNamedListName,
            "^(?:add|put|write|jot|stick|pop)(?: this| these| the following|(?<things> (?:(?:all )?(?:the |some )?(?:stuff|things|bits|ingredients|items)|everything|what (?:i|we) need)(?: (?:for|(?:i|we) need for) [^:,]+?)?))? (?:to|on|onto|in) (?:my |the |our )?(?<list>[^:,]*?)\\s*\\b(?<word>list|checklist)(?:(?<of> (?:of|for) [^:,]+?)\\s*[:,\\-–]\\s*|\\s*[:,\\-–]\\s*|\\s+(?!(?:of|for|that|saying)\\b)(?![^:]*:))(?<title>.+)$"
        ) { m in
            // Things said before the list are named after a colon, not by a bare word.
            if m.range("things") != nil, let title = m.range("title"),
                !m.clause.normalizedText(0..<title.lowerBound).contains(":")
            {
                return nil
            }
            // "add to my list of things to do: wash the dog": the list named by what it
            // holds.
            if let of = m.word("of") {
                guard m.range("list") == nil,
                    let held = ListCaptureFrames.listNamedByWhatItHolds("list" + of)
                else { return nil }
                return CaptureReading.task(m, project: held.isEmpty ? nil : held)
            }
            let name = m.raw("list").map(SlotText.cleanItem) ?? ""
            // "add to the moving checklist: ..." when a note is called that: the note's.
            if m.context.grounded, !name.isEmpty,
                m.context.names.note(named: name + " " + (m.word("word") ?? "list")) != nil,
                m.context.names.project(calledExactly: name) == nil
            {
                return nil
            }
            let generic: Set<String> = [
                "", "to-do", "todo", "to do", "task", "tasks", "reminders", "reminder",
            ]
            var project: String? = generic.contains(name.lowercased()) ? nil : name
            if let p = project, Fragments.shoppingListNames.contains(p.lowercased()) {
                project = "Shopping"
            }
            var reading = CaptureReading.task(m, project: project)
            // "the stuff for friday's curry": a day said of the things is no item's date.
            if m.date("things") != nil, m.date("title") == nil {
                reading?.arguments["due"] = nil
            }
            return reading
        },
        /// "add to my notes: the alarm code is 1234": the notes themselves, not a note
        /// called "my".
        Frame(
            "toMyNotes",
            "^(?:add|put|save|write|jot|stick|pop)(?: this| that| the following)? (?:to|in|into|on|onto) (?:my |the |our )?notes\\s*[:,\\-–]?\\s*(?:that |saying )?(?<body>.+)$"
        ) { m in CaptureReading.note(m) },
        /// "add to the Garden project: buy compost", and with a store "add to Garden: buy
        /// compost": a project named before the colon.
        Frame(
            addToNamedProjectName,
            "^(?:add|put|write|jot|stick|pop)(?: this| these| the following| (?:two|three|four|five|a few|a couple of|some|\\d) (?:more )?(?:things|tasks|items|to-?dos|jobs))? (?:to|on|onto|in|under) (?:my |the |our )?(?<name>[^:,]{1,40}?)(?<said> project)?\\s*:\\s*(?<title>.+)$"
        ) { m in
            guard let name = m.item("name"), !CaptureFrames.notAProject.contains(name.lowercased())
            else { return nil }
            // "add to My Day: return the parcel": a day's list, not a project.
            if ListCaptureFrames.dayOfList(name.lowercased()) != nil {
                return CaptureReading.task(m).map {
                    ListCaptureFrames.dueOnItsDay($0, list: name, m.context)
                }
            }
            return CaptureFrames.namedProject(m, slot: "name", said: "said").flatMap {
                CaptureReading.task(m, project: $0)
            }
        },
        /// "could you put 'renew the TV licence' down for the end of the month".
        Frame(
            putDownName,
            "^(?:put|jot|write|note|pencil|stick) (?<title>.+?) down(?: (?:for|on|by|as) .+)?$"
        ) { m in
            CaptureReading.task(m)
        },
        /// "stick ring grandad in for every sunday", "pencil the gas safety check in for
        /// the 20th": something put in for a day or a repeat is due then.
        Frame(
            "putInFor",
            "^(?:put|stick|pop|pencil|bung|slot) (?<title>.+?) in (?:for|on) (?<when>.+)$"
        ) { m in
            guard let when = m.range("when"),
                m.clause.dates.contains(where: { $0.range.contains(when.lowerBound) })
                    || m.clause.repeatPhrase?.range.contains(when.lowerBound) == true
            else { return nil }
            return CaptureReading.task(m)
        },
        /// "every other Friday I need to submit my timesheet" (DESIGN.md stage 2).
        Frame(
            "recurringNeed",
            "^(?<rep>(?:every|each|on) .+?),? (?:i|we) (?:really )?(?:need to|have to|must|should|gotta|got to|'ve got to|have got to|ought to|want to)\\s+(?<title>.+)$"
        ) { m in
            guard let r = m.clause.repeatPhrase, r.range.lowerBound == 0 else { return nil }
            return CaptureReading.task(m)
        },
        /// "don't let me forget to X", "make sure I X", "remember to X".
        Frame(
            "dontForget",
            "^(?:(?:i|we) (?:want|would like|'d like|need|wanna) to (?:be|get) reminded(?: to| about| of| that)?|help me (?:to )?remember(?: to| that)?|(?:i|we) (?:don't|dont|do not) want to forget(?: to| about| that)?|(?:don't|dont|do not|never) (?:let me |let us |you let me )?forget(?: to| about| that|,)?|make sure (?:i|we)(?: remember to| don't forget to| dont forget to)?|remember to|must remember to|be sure to|i must not forget to|i mustn't forget to|i can't forget to|i cannot forget to|i shouldn't forget to)\\s+(?<title>.+)$|^(?:(?:don't|dont|do not) (?:let me |let us )forget|(?:i|we) (?:don't|dont|do not) want to forget)$"
        ) { m in CaptureReading.task(m, allowEmpty: true) },
        /// "I need to X", "we have to X", "gotta X", "I should X".
        Frame(
            "statedNeed",
            "^(?:(?:i|we|i'll|we'll) (?:really |still |also |definitely |probably )?(?:(?:need|must|should|gotta)(?: to)?|(?:have|got|ought|'ve got|have got|will need|will have) to)|(?:need|have|got|gotta|must) to|gotta|todo|to do|i've gotta|ive got to|i've got to|we've got to|i have got to|i've to|i'm supposed to|im supposed to|i am supposed to|i'm going to have to|i'll have to)(?:\\s+(?:really|probably|definitely|also|still|actually|just))?\\s+(?<title>.+)$"
        ) { m in
            // "I need to know what's on today" is a question, not a task.
            if let t = m.word("title"), questionAfterNeed.matches(t) { return nil }
            // "got to the library and realised ...": "to" before a noun phrase is where
            // one got, not what one must do; a need is a verb's.
            if let title = m.range("title"), title.lowerBound >= 3,
                m.clause.normalizedText(title.lowerBound - 3..<title.lowerBound) == "to ",
                let t = m.word("title"), CaptureFrames.nounPhraseAfterTo.matches(t)
            {
                return nil
            }
            if let t = m.word("title"), t.hasPrefix("reminder") || t.hasPrefix("a reminder") {
                return nil
            }
            // "I should really start exercising": a habit resolved on with a sigh, not an
            // errand ("I should really ring the bank" is one).
            if CaptureFrames.resolution.matches(m.clause.text) { return nil }
            // "I must say, the garden looks splendid": a way of saying, not an errand.
            if let t = m.word("title"), CaptureFrames.sayingAside.matches(t) { return nil }
            // "I need a holiday", "I need a coffee": how the person feels, not an errand.
            if let t = m.word("title"), CaptureFrames.restNeed.matches(t) { return nil }
            if let command = CaptureFrames.commandBehindNeed(m) {
                // "I should probably defrost the freezer sometime this month": a need said
                // with a hedge moves no stored task; it is on the list already.
                if command.tool == .rescheduleTask, CaptureFrames.hedged.matches(m.clause.text),
                    let task = command.arguments["task"]
                {
                    return ParsedIntent(
                        .decline, ["alreadyListed": m.context.names.openTask(named: task) ?? task])
                }
                return command
            }
            // "I should probably learn to drive one day": a need hedged, with no time but
            // a vague one, is not decided on; it adds nothing, and the reply says how to.
            if CaptureFrames.hedgeWord.matches(m.clause.text),
                CaptureFrames.vagueTime.matches(m.clause.text),
                m.clause.dates.isEmpty, let reading = CaptureReading.task(m),
                let title = reading.arguments["title"]
            {
                return ParsedIntent(.decline, ["hedgedNeed": title])
            }
            return CaptureReading.task(m).map { CaptureFrames.notRepeatingAListedTask($0, m) }
        },
        /// "first thing tomorrow: phone the surgery", "Garden project: order compost": an
        /// errand labelled with when it is due or where it goes.
        Frame("labelledErrand", "^(?<label>[^:]{2,40}?)\\s*:\\s*(?<title>.+)$", labelled),
        /// "garden project - get the kids a watering can", "tomorrow - phone the surgery":
        /// the same label set off by a dash.
        Frame("dashLabelledErrand", "^(?<label>[^:]{2,40}?) - (?<title>.+)$", labelled),
        /// Last, so a frame for its own words reads it first ("put X down for next month").
        /// "put sign the school photo form on friday", "pop call the bank in for tomorrow":
        /// an errand put down for a day, its verb before an object. Without a day, or
        /// before anything but a verb and its object, it is no capture ("put the bins out
        /// on friday" is the errand itself, "put clean sheets on the bed" another).
        Frame(
            "putDownForADay",
            "^(?:put|pop|stick|bung) (?<title>(?<verb>[a-z]+) (?:the|a|an|my|our|his|her|their|this|that|some)\\b.*)$"
        ) { m in
            // "put call the vet on thursday's list": a list named is the list frames'.
            guard let verb = m.word("verb"), !m.clause.text.includes(" list"),
                m.clause.date() != nil,
                Errand.lemmatizer.isKnownVerb(verb), Errand.lemmatizer.verbLemma(verb) == verb,
                // "put back", "put off": a phrasal verb of its own.
                !ParaphraseFrames.particles.contains(verb)
            else { return nil }
            return CaptureReading.task(m)
        },
    ]

    static let diaryEntryNoun = Pattern(
        grammar: "\\bentry (?:in|into|to|for) (?:my |the )?(?:diary|journal)\\b")

    /// "save this recipe", "keep my sizes", "file the details": a thing kept that only a
    /// note can hold.
    static let keptThing =
        "(?:save|store|keep|file) (?:this|that|the|my|a|an|our) (?:new )?(?:recipe|info|information|details|number|address|code|quote|idea|tip|measurements|sizes|directions|instructions)"
    static let savesAKeptThing = Pattern(grammar: "^\(keptThing)\\b")

    /// A capture noun that may head a date label: "errand for", "to-dos on", "task".
    static let labelNounForDate = Pattern(
        grammar:
            "^(?:(?:an?|my|one|another) )?(?:errands?|tasks?|to-?dos?|todos?|jobs?|reminders?|chores?)(?: (?:for|on|due|by))? "
    )

    /// An errand under its label (`labelledErrand`, `dashLabelledErrand`): a date said
    /// alone, a project's name with the word "project", or a stored project's name. Nil
    /// for any other label.
    static func labelled(_ m: FrameMatch) -> ParsedIntent? {
        guard let label = m.range("label"), let title = m.range("title"),
            TaskVerbs.opens(Utterance(String(m.clause.normalizedText(title))))
        else { return nil }
        // A date label: one date phrase is the whole label, or all of it after a capture
        // noun ("errand for saturday morning:", "jobs for the weekend:").
        let labelWords = m.clause.normalizedText(label)
        var dateStart = label.lowerBound
        if let noun = labelNounForDate.firstMatch(in: String(labelWords)) {
            dateStart += noun.range.upperBound
        }
        if m.clause.dates.contains(where: { d in
            !d.isPast && d.range.lowerBound <= dateStart
                && d.range.upperBound >= label.upperBound
        }) {
            return CaptureReading.task(m)
        }
        // A project label: "X project", or a project the store holds; a name alone
        // ("one more for the house move project" is left to the capture frames).
        guard let said = m.item("label") else { return nil }
        // "task for #house-move": a tag says the project's words.
        let name = ItemNames.untagging(said)
        let lower = name.lowercased()
        let words = lower.split(separator: " ")
        guard words.count <= 5,
            lower.unicodeScalars.allSatisfy({
                $0.properties.isAlphabetic || " '&-0123456789".unicodeScalars.contains($0)
            }),
            !words.contains(where: { Self.notInALabelName.contains(String($0)) })
        else { return nil }
        if lower.hasSuffix(" project") {
            return CaptureReading.task(m, project: ItemNames.strippingProjectWord(name))
        }
        if m.context.grounded, let known = m.context.names.project(calledExactly: name) {
            return CaptureReading.task(m, project: known)
        }
        return nil
    }
}

package import ToolBox

/// Stage 5, projects: creating them, their status, what blocks them, milestones.
enum ProjectFrames {
    /// What stands in the way of the item a blocking question names.
    static func blocking(_ m: FrameMatch) -> ParsedIntent? {
        guard let item = m.item("item") ?? m.item("item2") else { return nil }
        return ParsedIntent(.whatsBlocking, ["item": item])
    }

    static let frames: [Frame] = [
        /// "show me my projects", "what projects do I have", "how are my projects going",
        /// "list all projects with their progress": every project, no one named. The
        /// projectStatus tool with no project gives each project's progress.
        Frame(
            "projectsOverview",
            "^(?:(?:(?:show|list|give|get|tell|display|pull up|bring up|open|read out|see|view|check)(?: me| us)?(?: out)? (?:a list of |the list of |an overview of |a rundown of |the status of |the progress (?:of|on) |a summary of |an update on )?|(?:what|which)(?: are|'re| were)? |whats |what's |how(?:'re| are) (?:things (?:going |looking )?(?:with|on) )?|where (?:are|am) (?:we|i) (?:with|on|at) (?:all )?|(?:a |the )?(?:list|status|progress|overview|update|rundown|summary) (?:of|on|for) )?(?:all )?(?:of )?(?:my |our |the |all my |all our |all the )?(?:current |active |open |ongoing |existing |running )?projects(?: (?:list|overview|status|progress|update))?(?: (?:i|we)(?:'ve| have)? (?:have|got|have going|have on|got going|am running|are running|run)(?: on| going)?)?(?: (?:going|doing|looking|coming along|getting on|progressing))?(?: (?:and|with) (?:their|the|its) (?:status|progress))?|project (?:list|overview)|(?:what|which) projects (?:do|have|am|are|did) (?:i|we) (?:got|have|have going|have on|got going|running|working on|doing|on)(?: on the go| on| going| open)?|(?:what|which) projects (?:are|'re) (?:active|open|going|on|running|on the go|in progress|under way|underway|behind|late|overdue|stuck|blocked)|(?:do|have) (?:i|we) (?:have |got )?any projects)(?: (?:right )?now| at the moment| so far| today)?[?.!]*$"
        ) { _ in
            ParsedIntent(.projectStatus, [:])
        },
        /// "create a project called Kitchen renovation", "new project: Garden", "create a
        /// project, it's called Balcony"; other apps' words for one with its name said
        /// ("new list called Wedding", "new board called Wedding", "new area called Health").
        Frame(
            "createProject",
            "^(?:create|make|start|add|set up|setup|new|open|begin|kick off|spin up|launch|i'm starting|im starting|i am starting|we're starting|start up)(?: up)? (?:a |an |another |one more |the )?(?:new )?(?:project(?:s)?(?: (?:called|named|titled|entitled|with the (?:name|title)|by the name(?: of)?|for|about|on)|,? (?:and )?(?:(?:the|its) (?:name|title) (?:is|will be|should be)|(?:it's|it is|it'll be|it will be) (?:called|named|titled)))?|(?:list|board|area|folder) (?:called|named|titled))\\s*[:\\-]?\\s*(?<name>.+)$"
        ) { m in
            guard let name = m.raw("name").map(SlotText.cleanItem).map(SlotText.unquote),
                !name.isEmpty
            else { return nil }
            return ParsedIntent(.createProject, ["name": name])
        },
        /// "start a Bake Sale project", "I'm setting up a tax return project": the name
        /// before the word. ("start a new project" and "a side project" name none.)
        Frame(
            "createNamedProject",
            "^(?:create|make|start|add|set up|setup|begin|kick off|spin up|launch|start up|(?:i'm|im|i am|we're|were|we are|let's|lets) (?:starting|setting up|kicking off|making|creating|beginning|starting up|launching)|let's (?:start|set up|kick off|make|create|begin)|lets (?:start|set up|kick off|make|create|begin)) (?:a |an |another |one more |my |our )?(?:new )?(?<name>[^:,]{1,40}?) project$"
        ) { m in
            guard let name = m.raw("name").map(SlotText.unquote),
                !name.lowercased().hasPrefix("the ")
            else { return nil }
            let words = name.split(separator: " ").map { $0.lowercased() }
            // "start tasks for the garden project" names tasks, not a project; "add it as a
            // milestone to the garden project", a milestone; "make it a project", nothing
            // (a pronoun names no project: "it a" is no name).
            guard
                !words.contains(where: {
                    ["tasks", "task", "to-dos", "todos", "items", "milestone", "milestones"]
                        .contains($0)
                }),
                !words.allSatisfy(ItemNames.unnamingWords.contains),
                let first = words.first, !Pronouns.isPronoun(first)
            else { return nil }
            return ParsedIntent(.createProject, ["name": name])
        },
        /// "move the haircut into the launch project", "file the plumber call under House
        /// move": a stored task into a project.
        Frame(
            "fileUnderProject",
            "^(?:(?:can|could|would) you )?(?:move|shift|transfer|file|refile|drag|reassign|assign|slot|put|stick|pop|shove|bung) (?:the task |task )?(?<task>.+?)(?: over| across)? (?:in ?to|to|under|in|onto|within|over to|across to|over into) (?:the |my |our )?(?<proj>[^,]+?)(?<said> project)?(?: (?:instead|too|as well|please|pls|now|really))*\\??$"
        ) { m in filing(m, task: "task", project: "proj", said: "said") },
        /// "can the bathroom mirror go under the house move project?", "the plumber call
        /// belongs in House move".
        Frame(
            "belongsInProject",
            "^(?:(?:can|could|should) )?(?:the task |task )?(?<task>.+?) (?:(?:can|could|should|needs to|has to|ought to|would) )?(?:go|goes|belong|belongs|sit|sits|live|lives) (?:in ?to|under|in|with|inside|within) (?:the |my |our )?(?<proj>[^,]+?)(?<said> project)?(?: (?:instead|too|as well|please|pls|now|really))*\\??$"
        ) { m in filing(m, task: "task", project: "proj", said: "said") },
        /// "create a new shopping list", "start a packing list", "make a new list for school
        /// supplies": a list is a project.
        Frame(
            "createList",
            "^(?:create|make|start|set up|setup|new|open|begin) (?:a |an |another |one more )?(?:new )?(?:(?<name>[^ ]+(?: [^ ]+){0,3}?) (?:list|checklist)(?: (?:called|named) (?<named>.+?))?|(?:list|checklist) for (?!(?:me|us|myself)\\b)(?<for>[^,]+?))[.!]*$"
        ) { m in
            let name = m.raw("named") ?? m.raw("name") ?? m.raw("for")
            // "open my list", "open the shopping list": a list that is there, to look at.
            if m.clause.text.hasPrefix("open "), m.range("named") == nil,
                let first = m.word("name")?.split(separator: " ").first,
                ["my", "the", "our", "your"].contains(first)
            {
                return nil
            }
            guard var cleaned = name.map(SlotText.cleanItem), !cleaned.isEmpty else { return nil }
            let generic: Set<String> = [
                "to-do", "todo", "to do", "task", "new", "reminder", "play", "song", "music",
                "video",
            ]
            if generic.contains(cleaned.lowercased()) { return nil }
            // "make me a new checklist", "open up a new list", "a blank list", "a list for
            // today's tasks": no name, or a day's list, which is the day.
            let first = cleaned.lowercased().split(separator: " ").first.map(String.init) ?? ""
            if ["me", "us", "up", "myself", "blank", "empty", "fresh"].contains(first)
                || ListCaptureFrames.dayOfList(cleaned.lowercased()) != nil
            {
                return nil
            }
            if Fragments.shoppingListNames.contains(cleaned.lowercased()) {
                cleaned = "Shopping"
            }
            return ParsedIntent(.createProject, ["name": cleaned])
        },
        /// "create a new list", "begin a blank list": a project whose name is still to come.
        Frame(
            "createUnnamedList",
            "^(?:create|make|start|begin|set up|setup|open|new)(?: me)? (?:a |an |another )?(?:new |blank |empty |fresh )*(?:list|project)(?: for me)?[.!]*$"
        ) { _ in
            ParsedIntent(.createProject)
        },
        /// "what's blocking send invites", "why is the launch stuck", "blockers for Launch".
        Frame(
            "whatsBlocking",
            "^(?:what(?:'s| is| are)|whats|who(?:'s| is)|which tasks are|what tasks are|anything|is anything|is there anything|are there any tasks|are any tasks|is something|what else is) (?:still )?(?:blocking|holding up|holding back|stopping|in the way of|standing in the way of|preventing|delaying|gating) (?<item>.+?)\\??$"
        ) { m in blocking(m) },
        Frame(
            "whyStuck",
            "^(?:why (?:is|are|can't|cant|isn't|isnt)|what(?:'s| is) (?:up with|going on with)) (?<item>.+?) (?:blocked|stuck|not moving|on hold|waiting|held up|stalled|not started|start|moving|progressing)\\??$"
        ) { m in blocking(m) },
        /// "why can't I start on the invites?": what stands in the way of beginning.
        Frame(
            "cantStart",
            "^why (?:can't|cant|can not|cannot|couldn't|couldnt) (?:i|we) (?:start|begin|get (?:going|started)|make (?:a )?start|move forward|make progress|crack on)(?: on| with)? (?<item>.+?)(?: yet)?\\??$"
        ) { m in blocking(m) },
        Frame(
            "holdUpWith",
            "^what(?:'s| is) (?:the )?(?:hold-?up|holdup|blocker|blockage|problem|issue|delay|bottleneck) (?:with|on|for|in) (?<item>.+?)\\??$"
        ) { m in blocking(m) },
        /// "what am I waiting on before I can dig the beds", "what has to happen before we
        /// can book the venue": what stands before a task said as what the speaker will do.
        Frame(
            "waitingBefore",
            "^what (?:am i|are we|do i|do we|have i|have we) (?:still )?(?:waiting (?:on|for)|(?:got to|have to|need to) (?:do|finish|get done|sort)|need) (?:before|till|until) (?:i|we) (?:can |could )?(?<item>.+?)\\??$|^what (?:has|needs|must|have) (?:got )?to (?:happen|be done|get done|be finished) (?:first )?(?:before|till|until) (?:i|we) (?:can |could )?(?<item2>.+?)\\??$"
        ) { m in
            // "what do I need before I can leave" asks about the world, not a task.
            guard let reading = blocking(m), let item = reading.arguments["item"],
                m.context.grounded,
                m.context.names.openTask(named: item) ?? m.context.names.project(named: item)
                    != nil
            else { return nil }
            return reading
        },
        Frame(
            "waitingOn",
            "^what(?:'s| is| are) (?<item>.+?) (?:waiting on|waiting for|blocked by|blocked on|stuck on|held up by|held up on|depending on)\\??$"
        ) { m in blocking(m) },
        Frame(
            "blockers",
            "^(?:show |list |any )?(?:blockers|blocking tasks|blocked tasks|dependencies|what blocks) (?:for|on|of|in) (?<item>.+?)\\??$"
        ) { m in blocking(m) },
        /// "add a milestone to the garden project: beds ready", or in dictation with no
        /// mark, the word "project" ending the name ("... to the garden project beds ready").
        Frame(
            "milestoneForProject",
            "^(?:(?:add|create|set|new|make|put in) )?(?:a |an )?(?:new )?milestone (?:for|to|in|on) (?:the )?(?<project>[^,:]+?)(?:(?: project)?(?:\\s*[,:\\-–]\\s*| (?:called|named|titled) )| project )(?<title>.+?)$"
        ) { m in
            milestone(m)
        },
        /// "Q3 planning needs a milestone, draft plan approved, on April 10th".
        /// "add a milestone Beta release to the Launch project due March 27".
        Frame(
            "addMilestone",
            "^(?:add|create|set|make|put in|new|plan) (?:a |an |the )?(?:new )?milestone(?: (?:called|named|titled))?\\s*[:\\-]?\\s*(?<title>.+?) (?:to|for|in|on|under) (?:the |my |our )?(?<project>.+?)(?: project)?(?: (?:due|on|by|for|at) .+)?$"
        ) { m in
            milestone(m)
        },
        /// "put a 'beds ready' milestone on the garden", "mark 'budget signed off' as a Q3
        /// planning milestone": the milestone's name said before the word.
        Frame(
            "namedMilestone",
            "^(?:mark|set|make|add|put down) (?<title2>.+?) as (?:a |an |the )?(?<project2>.+?) milestone(?: (?:due|on|by|for|at) .+)?$|^(?:add|put|set|create|make|pop|stick|mark|plan) (?:down |in )?(?:a |an )?(?<title>.+?) (?:as )?(?:a |an )?milestone (?:on|to|for|in|under|of) (?:the |my |our )?(?<project>.+?)(?: project)?(?: (?:due|on|by|for|at) .+)?$"
        ) { m in
            milestone(
                m, titleSlot: m.range("title2") != nil ? "title2" : "title",
                projectSlot: m.range("project2") != nil ? "project2" : "project")
        },
        Frame(
            "projectNeedsMilestone",
            "^(?<project>.+?) (?:needs|should have|gets|could use|wants) (?:a |an |another )?(?:new )?milestone(?: (?:called|named|titled))?\\s*[,:\\-–]?\\s*(?<title>.+)$"
        ) { m in
            milestone(m)
        },
        /// "give Launch a milestone called 'beta ready' for the 25th".
        Frame(
            "giveProjectMilestone",
            "^give (?:the |my |our )?(?<project>.+?)(?: project)? (?:a |an |another )(?:new )?milestone(?: (?:called|named|titled))?\\s*[,:\\-–]?\\s*(?<title>.+)$"
        ) { m in
            milestone(m)
        },
        /// "Q3 planning needs a task to book the big meeting room": a task for a project,
        /// said as what the project needs.
        Frame(
            "projectNeedsTask",
            "^(?<project>.+?) (?:needs|should have|could use|also needs|wants) (?:a |an |another |one more )?(?:new )?(?:task|to-?do)(?:\\s*[,:\\-–]\\s*| to | for | )(?<title>.+)$"
        ) { m in
            guard let raw = m.item("project") else { return nil }
            let project = ItemNames.strippingProjectWord(raw)
            guard m.namesProject(project) else { return nil }
            return CaptureReading.task(
                m, project: m.context.names.project(named: project) ?? project)
        },
        /// "add a milestone Pilot live due April 30" inside a plan that created the project,
        /// or "... with a milestone 'tiles done' on the 27th".
        Frame(
            "milestoneAlone",
            "^(?:add|create|set|new|make|with|put in|put down) (?:a |an )?(?:new )?milestone(?: (?:called|named|titled))?\\s*[:\\-]?\\s*(?<title>.+)$"
        ) { m in
            guard var title = m.title("title") else { return nil }
            // "put in a milestone for the party itself": what it is for is what it is.
            if title.lowercased().hasPrefix("for ") { title = String(title.dropFirst(4)) }
            var arguments = ["title": title]
            // "add a milestone to the house move keys handed over": a stored project's
            // name first, with no mark after it, then the milestone.
            if let (project, rest) = ProjectFrames.storedProjectFirst(title, m.context) {
                arguments = ["project": project, "title": rest]
            }
            if let due = m.date() { arguments["due"] = due }
            return ParsedIntent(.addMilestone, arguments)
        },
        /// "Launch milestone: press day, April 2nd": with a store, a project's milestone
        /// said as a label.
        Frame(
            "projectMilestoneLabel",
            "^(?:the )?(?<project>[^:,]+?)(?: project)? milestone\\s*[:\\-–]\\s*(?<title>.+)$"
        ) { m in
            guard m.context.grounded, let name = m.item("project"),
                m.context.names.project(calledExactly: ItemNames.strippingProjectWord(name)) != nil
            else { return nil }
            return milestone(m)
        },
        Frame(
            "milestoneFor",
            "^(?:add|create|set|new) (?:a |an )?(?:new )?(?!(?:a|an|the)\\b)(?<project>.+?) milestone(?: (?:called|named))?\\s*[:\\-]?\\s*(?<title>.+?)$"
        ) { m in
            milestone(m)
        },
        /// "what is the status of the Launch project", "how's Q3 planning going",
        /// "Q3 planning progress?", "where are we with the house move", "the launch -
        /// where are we?", "what's next for the house move", "when's the next milestone
        /// for the launch" (the status names it).
        Frame(
            "projectStatus",
            "^(?:(?:what(?:'s| is)|whats|give me|show me|tell me|get|i want|i'd like|can i get|quick)? ?(?:the |an? )?(?:quick |brief |short |full |latest |current )?(?:status|progress|state|update|status update|progress report|progress update|overview|lowdown|rundown) (?:of|on|for|with) (?<p1>.+?)|how(?:'s| is| are)? (?<p2>.+?) (?:going|coming along|doing|progressing|looking|getting on|shaping up|tracking)|(?:(?:show|give|get|tell)(?: me| us)? |what(?:'s| is) |whats )?(?:the |my |our )?(?<p3>.+?)(?: project)? (?:status|progress|status update|progress report|update)|where (?:are we|am i|do we stand|do i stand|are things|is) (?:on|with|at) (?<p4>.+?)|how far (?:along )?(?:is|are|have we got with|did we get with|am i with|are we with) (?<p5>.+?)(?: along)?|how (?:much|many) (?:of|is left (?:on|in|of)|left on|left in) (?<p6>.+?)(?: is done| are done| is left)?|how (?:are|is) (?:we|things|it|everything) (?:doing|getting on|going|looking|coming along) (?:on|with|for|in) (?<p7>.+?)|(?:is|are) (?<p8>.+?) (?:on track|on schedule|on target|behind(?: schedule)?|running (?:late|behind)|going to (?:make it|be on time|be late))|how close (?:are we|am i|is it|is everything|are things) to (?:done|finished|finishing|done with|being done)(?: (?:on|with|for))? (?<p9>.+?)|(?:show|open|pull up|bring up|display|give me)(?: me)? (?:the |my |our )?(?<p10>[^,?]+?) project|(?<p11>[^,?]+?)[,:\\-–]? how(?:'s| is| are)? (?:it|things|that|we) (?:going|looking|coming along|doing|getting on)|(?<p12>[^,?]+?)\\s*[,:\\-–]\\s*where (?:are we|am i|do we stand|are things)(?: at| with it| on it| on that)?|(?:what(?:'s| is)|whats) (?:up )?next (?:for|on|in|with) (?<p13>.+?)|how (?:do |are )?(?:matters|things) (?:stand|standing) (?:with|on|regarding|in) (?<p14>.+?)|how (?:is|are) going (?:on )?(?:with )?(?<p15>.+?)|(?:(?:what|when)(?:'s| is)|whats|whens) (?:the |my )?next milestone (?:for|on|in|of) (?<p16>.+?))(?: overall| so far| at the moment| right now| these days| then)?[?.!]*$"
        ) { m in
            guard
                let raw = [
                    "p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9", "p10", "p11", "p12",
                    "p13", "p14", "p15", "p16",
                ].lazy
                    .compactMap({ m.item($0) })
                    .first
            else { return nil }
            // "show me the tasks in the garden project" lists its tasks.
            if m.range("p10") != nil, ProjectFrames.notAProjectName.matches(raw.lowercased()) {
                return nil
            }
            // "so for the garden project, how are we doing": the project fronted with its
            // preposition.
            var named = raw
            if let lead = ["for ", "with ", "on ", "about ", "re "].first(where: {
                raw.lowercased().hasPrefix($0)
            }) {
                named = SlotText.cleanItem(String(raw.dropFirst(lead.count)))
            }
            let name = ItemNames.strippingProjectWord(named)
            let said = m.clause.text.includes("project")
            guard said || m.namesProject(name) else { return nil }
            if !m.context.grounded && !said && m.range("p3") != nil
                && m.clause.text.split(separator: " ").count > 4
            {
                return nil
            }
            // "is the bus on track?" is about the bus: only a project in the store is asked
            // after this way.
            // So is "what's next on my list?": without a store, "list" is no project.
            if m.range("p8") != nil || m.range("p13") != nil, !said, !m.context.grounded {
                return nil
            }
            return ParsedIntent(.projectStatus, ["project": m.context.projectName(name)])
        },
    ]
}

extension ProjectFrames {
    /// The stored project `said` opens with ("to the house move keys handed over"), and the
    /// words after it; nil without a store, or when no project opens it or nothing follows.
    static func storedProjectFirst(_ said: String, _ context: ParseContext) -> (String, String)? {
        guard context.grounded else { return nil }
        var words = said.split(separator: " ").map(String.init)
        while let first = words.first,
            ["to", "for", "in", "on", "the", "my", "our"].contains(
                first.lowercased())
        {
            words.removeFirst()
        }
        guard words.count >= 2 else { return nil }
        for count in stride(from: words.count - 1, through: 1, by: -1) {
            let name = words.prefix(count).joined(separator: " ")
            if let project = context.names.project(calledExactly: name) {
                return (project, words.dropFirst(count).joined(separator: " "))
            }
        }
        return nil
    }

    /// Words that make "show me the X project" about something in the project.
    static let notAProjectName = Pattern(
        grammar: "\\b(?:tasks?|to-?dos?|items?|list|in|on|for|from|of|milestones?|notes?)\\b")
}

/// A milestone reading from a frame's `project` and `title` slots and the clause's date.
private func milestone(
    _ m: FrameMatch, titleSlot: String = "title", projectSlot: String = "project"
) -> ParsedIntent? {
    guard let project = m.item(projectSlot).map(SlotText.unquote),
        let title = m.title(titleSlot).map(SlotText.unquote),
        // "add a milestone to the garden project beds ready": an article alone is no title.
        !FrameMatch.articlesOnly.contains(title.lowercased())
    else { return nil }
    // "... tiles chosen for the 30th": a date after "for" is when, not which project.
    if let slot = m.range(projectSlot),
        m.clause.dates.contains(where: {
            $0.range.overlaps(slot) && $0.range.lowerBound <= slot.lowerBound
        })
    {
        return nil
    }
    var arguments = ["project": ItemNames.strippingProjectWord(project), "title": title]
    if let due = m.date() { arguments["due"] = due }
    return ParsedIntent(.addMilestone, arguments)
}

extension ProjectFrames {
    /// A stored open task filed under a project: an updateTask of its project. The project
    /// is a stored one, or one the words call a project; a date is no project ("move the
    /// dentist to Friday" is a move in time). A verb that also captures ("put", "stick")
    /// files only a task named with "the", "my" or "that" ("put milk on the shopping list"
    /// is a new item); so does every verb of a capture frame (`capturing`).
    static func filing(
        _ m: FrameMatch, task: String, project: String, said: String, capturing: Bool = false
    ) -> ParsedIntent? {
        guard m.date(project) == nil, var name = m.item(project) else { return nil }
        let saysProject = m.range(said) != nil || name.lowercased().hasSuffix(" project")
        name = ItemNames.strippingProjectWord(name)
        guard let filed = m.context.storedProject(name) ?? (saysProject ? name : nil) else {
            return nil
        }
        if capturing || captureVerbs.contains(m.clause.utterance.firstWord ?? "") {
            let slot = m.word(task) ?? ""
            guard m.context.grounded, saysProject,
                ["the ", "my ", "that ", "our "].contains(where: slot.hasPrefix)
            else { return nil }
        }
        return m.onTask(.updateTask, ["project": filed], slot: task)
    }

    /// Verbs that put a new item on a list as well as filing one already there.
    static let captureVerbs: Set<String> = [
        "put", "stick", "pop", "shove", "bung", "add", "chuck", "throw",
    ]
}

/// Name clean-up shared by project frames.
package enum ItemNames {
    /// Words before "project" that say what kind of project, not what it is called.
    static let unnamingWords: Set<String> = [
        "new", "blank", "empty", "fresh", "side", "big", "small", "little", "quick", "another",
        "second", "separate", "personal", "work", "proper", "whole", "the", "a",
    ]

    /// A project named as a tag, the way other to-do apps file things: "#garden" is the
    /// Garden project, "#house-move" the House move one. Nil for a name that is no tag
    /// (one that starts with no letter: "#4471").
    package static func fromTag(_ name: String) -> String? {
        // "invoice #4471" is a number, not a tag.
        guard name.hasPrefix("#"), let first = name.dropFirst().first, first.isLetter else {
            return nil
        }
        let words = name.dropFirst().split { $0 == "-" || $0 == "_" }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// `phrase` with each tag in it said as its words: "task for #house-move" is "task
    /// for house move".
    package static func untagging(_ phrase: String) -> String {
        guard phrase.contains("#") else { return phrase }
        return phrase.split(separator: " ").map { fromTag(String($0)) ?? String($0) }
            .joined(separator: " ")
    }

    package static func strippingProjectWord(_ name: String) -> String {
        let lower = name.lowercased()
        // "the Launch board": a project as other to-do apps call it.
        for suffix in [" project", " projects", " board"]
        where lower.hasSuffix(suffix) && lower.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        for prefix in ["project "] where lower.hasPrefix(prefix) && lower.count > prefix.count {
            return String(name.dropFirst(prefix.count))
        }
        return name
    }
}

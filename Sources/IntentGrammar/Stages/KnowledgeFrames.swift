package import ToolBox

/// Stage 5, notes and knowledge: appending, asking and searching, links, summaries,
/// the diary and the calendar export.
package enum KnowledgeFrames {
    /// The `text` slot, cleaned as a title is, added to the note the `note` slot names.
    static func appendCleaned(_ m: FrameMatch) -> ParsedIntent? {
        guard let note = m.item("note"), let text = m.raw("text").map(SlotText.cleanTitle)
        else { return nil }
        return ParsedIntent(.appendToNote, ["note": note, "text": SlotText.unquote(text)])
    }

    /// An append to the note the `note` slot names: one the words call a note, or with a
    /// store one that exists.
    /// The frame of a score said alone ("mood 4").
    package static let moodOnlyName = "moodOnly"

    /// Verbs that say a task got done, whatever its own verb is.
    static let anyTasksVerbs: Set<String> = [
        "do", "finish", "complete", "sort", "handle", "tackle",
    ]

    static func knownOrSaidNote(_ m: FrameMatch) -> ParsedIntent? {
        guard let note = m.item("note"),
            m.range("said") != nil
                || (m.context.grounded && m.context.names.note(named: note) != nil),
            let text = m.raw("text").map(SlotText.stripPunctuationKeepingFinal), !text.isEmpty
        else { return nil }
        return ParsedIntent(.appendToNote, ["note": note, "text": SlotText.unquote(text)])
    }

    /// What says a mood score follows: "mood", "my mood today is", "today's mood:", "log
    /// my mood as", "rate today's mood at".
    static let moodHead =
        "(?:(?:log|record|set|put|note|rate|track) (?:my |today's |todays |the )?mood(?: today)? (?:as |at |to |is |of |:\\s*)?|(?:my |today's |todays )?mood(?: today)?(?: is| was|:)? )"

    static let frames: [Frame] = [
        /// "add to the Moving checklist note: X", "append to my wifi note: X", "add a note
        /// to the boiler note saying X", "put in the boiler note that X".
        Frame(
            "appendToNamedNote",
            "^(?:add|append|put|write|stick|jot|tack|save)(?: \(Fragments.noteAddition))? (?:(?:on|in)?to|on|in|at) (?!(?:a|an|another|new)\\b)(?:the end of |the bottom of )?(?:the |my |our )?(?<note>.+?) notes?\\s*(?::|-|–|,|that|saying)\\s*(?<text>.+)$"
        ) { m in
            guard let note = m.item("note"),
                let text = m.raw("text").map(SlotText.stripPunctuationKeepingFinal)
            else { return nil }
            return ParsedIntent(.appendToNote, ["note": note, "text": SlotText.unquote(text)])
        },
        /// "add X to the wifi note", "append X to my Moving checklist note", "put Lessons
        /// in Chemistry on my book recommendations note" (with a store, the split that
        /// names a stored note).
        Frame(
            "appendXToNote",
            "^(?:add|append|put|write|stick|jot(?: down)?|tack|save|include|note) (?<text>.+?) (?:to|in|into|onto|on|at the end of|under) (?:the |my |our )?(?<note>[^,:]+?) notes?[.!]*$"
        ) { m in
            guard m.context.grounded, let note = m.item("note"),
                m.context.names.note(named: note) == nil, let text = m.range("text"),
                let end = m.range("note")?.upperBound
            else { return appendCleaned(m) }
            // The text runs on to a later "on my ... note" that names a stored note.
            let tokens = m.clause.utterance.tokens.filter {
                !$0.isPunctuation && $0.normalizedRange.lowerBound > text.lowerBound
                    && $0.normalizedRange.upperBound < end
            }
            for (index, token) in tokens.enumerated().dropLast()
            where m.clause.utterance.form(token, isOneOf: notePrepositions) {
                let rest = tokens[index + 1].normalizedRange.lowerBound..<end
                let name = SlotText.cleanItem(m.clause.itemText(rest, cutting: []))
                guard m.context.names.note(named: name) != nil else { continue }
                let body = m.clause.originalText(
                    text.lowerBound..<token.normalizedRange.lowerBound, cutting: [])
                return ParsedIntent(
                    .appendToNote,
                    ["note": name, "text": SlotText.unquote(SlotText.cleanTitle(body))])
            }
            return appendCleaned(m)
        },
        /// "to the wifi note add that X", "in the boiler note can you write down that X":
        /// the note named first. Without the word "note", only a stored note.
        Frame(
            "frontedNoteAppend",
            "^(?:to|in|on|into|onto) (?:the end of |the bottom of )?(?:the |my |our )?(?<note>[^,:]+?)(?<said> notes?)?,? (?:(?:can|could|would) you |please |pls )?(?:add|append|put|write|jot|note|stick|tack|save)(?: down| in| on)?(?: \(Fragments.noteAddition))?(?:\\s*[:,\\-–]\\s*|\\s+that\\s+|\\s+)(?<text>.+)$"
        ) { m in knownOrSaidNote(m) },
        /// "venue shortlist - append: X": the note as a label, then what to add.
        Frame(
            "labelledNoteAppend",
            "^(?<note>[^,:]+?)(?<said> notes?)?\\s*[:,\\-–]\\s*(?:append|add)(?: this| to it| to this)?\\s*[:\\-–]\\s*(?<text>.+)$"
        ) { m in knownOrSaidNote(m) },
        /// "update the wifi note - the guest password's changed": what follows the note's
        /// name is added to it.
        Frame(
            "updateNamedNote",
            "^(?:update|amend|add to|append to) (?:the |my |our )?(?<note>[^,:]+?) notes?(?:\\s*(?::|-|–|,)\\s*(?:to say |saying |with )?| (?:with|to say|saying):?\\s+)(?<text>.+)$"
        ) { m in appendCleaned(m) },
        /// "append 'X' to the venue shortlist": a note named without the word "note".
        Frame(
            "appendToKnownNote",
            "^(?:append|add|tack|stick|put) (?<text>.+?) (?:on|in)?to (?:the |my |our )?(?<note>[^,:]+?)$"
        ) { m in
            guard m.context.grounded, let note = m.item("note"),
                let known = m.context.names.note(named: note),
                m.context.names.project(named: note) == nil,
                let text = m.raw("text").map(SlotText.cleanTitle)
            else { return nil }
            _ = known
            return ParsedIntent(.appendToNote, ["note": note, "text": SlotText.unquote(text)])
        },
        /// "append to launch messaging: X": a note named without the word "note".
        Frame(
            "appendToKnownNoteColon",
            "^(?:append|add|tack|stick|put|pop|write) (?:\(Fragments.noteAddition) )?(?:(?:on|in)?to|on|in|at) (?:the end of |the bottom of )?(?:the |my |our )?(?<note>[^:]+?)(?:\\s*:| [-–]| that)\\s*(?<text>.+)$"
        ) { m in
            guard let note = m.item("note"), m.context.grounded,
                m.context.names.note(named: note) != nil,
                let text = m.raw("text").map(SlotText.stripPunctuationKeepingFinal)
            else { return nil }
            return ParsedIntent(.appendToNote, ["note": note, "text": SlotText.unquote(text)])
        },
        /// "update the venue shortlist: X": with a store, a note named without the word
        /// "note".
        Frame(
            "updateKnownNote",
            "^(?:update|amend) (?:the |my |our )?(?<note>[^:]+?)(?:\\s*:| [-–])\\s*(?<text>.+)$"
        ) { m in
            guard let note = m.item("note"), m.context.grounded,
                m.context.names.note(named: note) != nil
            else { return nil }
            return appendCleaned(m)
        },
        /// "what did I write in my diary yesterday?", "how was last friday according to my
        /// journal", "can I see what I wrote this past week": the diary looked back on, a
        /// day's summary or the week's review.
        Frame(
            "diaryLookBack",
            "^(?:(?:can|could) (?:i|you) (?:see|read|show me|tell me) |show me |read me |tell me )?(?:what (?:did )?i (?:write|wrote|put|said|say|log|logged|record|recorded|jot|jotted)(?: down)?|what(?:'s| is| was) in (?:my|the) (?:diary|journal)|how was (?<day>.+?) according to (?:my|the) (?:diary|journal))\\b(?<rest>.*?)[?.!]*$"
        ) { m in diaryLookBack(m) },
        /// "ask my notes X", "according to my notes X", "what did I note about X".
        Frame(
            "askNotesExplicit",
            "^(?:ask my notes|check my notes|search my notes|look in my notes|look through my notes|according to my notes|in my notes|from my notes|based on my notes|what do my notes say|what did i (?:note|write|jot|save|record|write down|jot down)|did i (?:note|write|jot|save) (?:down )?(?:anything|something)|what have i (?:noted|written|saved|got written)|do my notes say|what was in my notes|my notes)\\b.*$"
        ) { m in ParsedIntent(.askNotes, ["question": m.clause.utterance.original.trimmingSpaces])
        },
        /// "when's the dentist call due?", "when is the MOT booked for", "what date is the
        /// VAT return due", "when's the report due again?", "when is the dentist", "when do I
        /// need to buy the seeds by": when one item is, which a search shows with its date.
        /// Without a store, only "due" says it is an item.
        Frame(
            "whenIsItemDue",
            "^when (?:do|does|must|should) (?:i|we) (?:need|have|want) (?:(?:to )?(?:get|have) (?:the |my |our )?(?<q3>.+?) (?:[a-z]+ed|done|sent|paid|in)|(?:to [a-z]+ )?(?:the |my |our )?(?<q2>.+?)(?: (?:[a-z]+ed|done|sent|paid|in))?) by[?.!]*$|^(?:when|what (?:date|day|time)|which day)(?:'s| is| are|s| was)? (?!(?:do|does|did|must|should|can|could|will|would|have|has)\\b)(?:the |my |our )?(?<q>[^?.!]+?)(?: (?:due|happening|booked|scheduled|planned|set)(?: (?:for|in|on))?)?(?: again)?[?.!]*$"
        ) { m in
            guard let q = m.item("q") ?? m.item("q2") ?? m.item("q3"), !q.isEmpty,
                !Pronouns.isPronoun(q)
            else {
                return nil
            }
            if m.context.grounded {
                guard
                    m.context.names.openTask(named: q) != nil
                        || m.context.names.project(named: q) != nil
                else { return nil }
            } else if !m.clause.text.includes("due") {
                return nil
            }
            return ParsedIntent(.searchEverything, ["query": q])
        },
        /// "is the MOT still on for next tuesday?", "is the dentist still happening": whether
        /// one stored item still stands, which a search shows with its date.
        Frame(
            "isItemStillOn",
            "^(?:is|are) (?:the |my |our )?(?<q>.+?) still (?:on|happening|booked|going ahead|planned|due)\\b(?: (?:for|on|at) .+)?[?.!]*$"
        ) { m in
            guard m.context.grounded, let q = m.item("q"), !Pronouns.isPronoun(q),
                m.context.names.openTask(named: q) != nil
            else { return nil }
            return ParsedIntent(.searchEverything, ["query": q])
        },
        /// "is the MOT this week or next?", "is the dentist on friday?", "is the rehearsal
        /// due tomorrow": whether one stored item falls on a day, which a search shows with
        /// its date. Never a move.
        Frame(
            "isItemOnADay",
            "^(?:is|are) (?:the |my |our )?(?<rest>[^?!.]+?)[?.!]*$"
        ) { m in
            guard m.context.grounded, let rest = m.range("rest"),
                let q = KnowledgeFrames.itemBeforeADay(m.clause, in: rest),
                !Pronouns.isPronoun(q), m.context.names.openTask(named: q) != nil
            else { return nil }
            return ParsedIntent(.searchEverything, ["query": q])
        },
        /// "is the press release done yet?", "is the council tax paid?", "did I pay the
        /// water bill", "can you check if the fence is done": whether a stored task is
        /// done, which a search shows with its state. Never a completion.
        Frame(
            "isItemDone",
            "^(?:did|have|has) (?:i|we|you|someone|anyone|anybody) (?:already |actually |ever |even )?(?<verb>[a-z]+) (?:the |my |our )?(?<q2>.+?)(?: yet| already| at all)?(?: or not| or)?[?.!]*$|^(?:is|are|was|were|has|have) (?:the |my |our )?(?<q>.+?) (?:been |gone )?(?<state>[a-z]+)(?: yet| already| now| at all)?(?: or not| or)?[?.!]*$|^(?:check|see|find out|look and see|tell me|let me know)(?: if| whether) (?:the |my |our )?(?<q3>.+?) (?:is|are|was|were|has been|have been|got) (?<state3>[a-z]+)(?: yet| already| now| at all)?(?: or not)?[?.!]*$"
        ) { m in
            guard m.context.grounded else { return nil }
            let names = m.context.names
            if let q = m.item("q") ?? m.item("q3"), !Pronouns.isPronoun(q),
                let state = m.word("state") ?? m.word("state3"),
                ParaphraseFrames.lemmatizer.isPastForm(state) || doneStates.contains(state)
                    || dueStates.contains(state),
                names.openTask(named: q) ?? names.doneTask(named: q) != nil
            {
                return ParsedIntent(.searchEverything, ["query": q])
            }
            // "did I pay the water bill": the task is the verb and its object, every word
            // of them its own ("have I got any tasks due today?" is no task of getting).
            guard let q = m.item("q2"), !Pronouns.isPronoun(q), let said = m.word("verb")
            else { return nil }
            let lemma = ParaphraseFrames.lemmatizer.verbLemma(said)
            // "have I done the VAT return", "have I sorted the passport": doing, finishing,
            // sorting is any task's own verb. Another verb may be said as one of its
            // synonyms, as a report of it done may ("did I get Theo a present" asks of "buy
            // a present for Theo").
            let tasks =
                anyTasksVerbs.contains(lemma)
                ? [q] : TaskVerbSynonyms.of(lemma).map { $0 + " " + q }
            for task in tasks {
                if let title = names.openTask(named: task) ?? names.doneTask(named: task),
                    ParaphraseFrames.saysOnlyWords(of: title, task)
                {
                    return ParsedIntent(.searchEverything, ["query": q])
                }
            }
            return nil
        },
        /// "I wrote something about the embargo somewhere", "there was something about a
        /// podcast in my notes, can you dig it out": a half-remembered item looked for.
        Frame(
            "halfRemembered",
            "^(?:i (?:wrote|noted|saved|put|jotted|made a note of|kept)(?: down)?|there (?:was|is|'s)|i remember (?:writing|noting|saving)(?: down)?|i think i (?:wrote|noted|saved)(?: down)?) something (?:about|on|re|regarding|to do with) (?<q>.+?)(?: (?:somewhere|in my notes|in a note|in here|on here|at some point|a while ago|a while back|the other day))*(?:[,.;!]* (?:can you |could you |please |pls )?(?:find|dig|pull|look|search|hunt|track)\\b.*)?[?.!]*$"
        ) { m in
            guard let q = m.raw("q").map(SlotText.cleanItem), !q.isEmpty else { return nil }
            return ParsedIntent(.searchEverything, ["query": q])
        },
        /// "show me the wifi note", "open my boiler service note": one note to look at, which
        /// a search shows. With a store, only a stored note; without, only asked to be shown.
        Frame(
            "showNote",
            "^(?<verb>show|display|pull up|bring up|open|read|read out|read me|get)(?: me| up)? (?:the |my |our )?(?<q>[^,?]+?) note[?.!]*$"
        ) { m in
            guard let q = m.item("q"), !q.isEmpty, !Pronouns.isPronoun(q) else { return nil }
            if m.context.grounded {
                guard m.context.names.note(named: q) != nil else { return nil }
            } else if !["show", "display", "pull up", "bring up"].contains(m.word("verb") ?? "") {
                return nil
            }
            return ParsedIntent(.searchEverything, ["query": q])
        },
        /// "search everything for passport", "find anything about the boiler".
        Frame(
            "searchEverything",
            "^(?:search|find|look up|lookup|look for|look through|go through|dig through|rummage through|comb through|trawl through|locate|dig up|grep|seek|hunt for|track down|pull up)(?: (?:for|through|in|across))? ?(?:all my notes and tasks|all notes and tasks|my notes and tasks|tasks and notes|notes and tasks|all my stuff|all of my stuff|my stuff|all my notes|my notes|all my tasks|my tasks|all my records|my records|the records|my files|my entries|everything|anything|something|stuff|everywhere|all items|the store|all)?(?: (?:for|about|on|mentioning|with|that mentions?|which mentions?|to do with|related to|regarding|concerning|pertaining to|relating to|containing|that contains?|that says))?(?: (?:anything|everything|something|whatever|mentions of|references to)(?: (?:about|on|mentioning|to do with|related to|regarding|concerning|pertaining to|relating to|that mentions?|which mentions?))?)? (?<q>.+?)[?.!]*$"
        ) { m in
            guard let q = m.raw("q").map(SlotText.cleanItem), !q.isEmpty else { return nil }
            // "find my keys" is a request for the physical world, unless it names stored items.
            let text = m.clause.text
            let scoped =
                text.includes("everything") || text.includes("everywhere")
                || text.includes("anything") || text.includes("notes") || text.includes("records")
                || text.includes("tasks") || text.includes("my stuff") || text.hasPrefix("search")
            if !scoped && m.context.grounded && m.context.names.note(named: q) == nil
                && m.context.names.openTask(named: q) == nil
                && m.context.names.project(named: q) == nil
            {
                return nil
            }
            if !scoped && !m.context.grounded { return nil }
            return ParsedIntent(.searchEverything, ["query": q])
        },
        Frame(
            "anythingAbout",
            "^(?:do i have |have i got |is there |got )?(?:anything|something|stuff|notes|tasks)(?: (?:anywhere|at all|saved|stored|written down|on file))? (?:about|on|mentioning|regarding|re|related to) (?<q>.+?)[?.!]*$"
        ) { m in
            guard let q = m.raw("q").map(SlotText.cleanItem), !q.isEmpty else { return nil }
            // "anything on my list / my schedule / my calendar" asks what is there, not a search.
            if KnowledgeFrames.placeNoun.matches(q.lowercased()) || m.clause.dates.first != nil {
                return nil
            }
            return ParsedIntent(.searchEverything, ["query": q])
        },
        /// "link the Venue shortlist note to book venue".
        Frame(
            "link",
            "^(?:link|connect|associate|attach|relate|tie|cross-reference|join|hook(?: up)?) (?<from>.+?)(?: up)? (?:to|with|and|onto) (?<to>.+?)$"
        ) { m in
            guard let from = m.item("from"), let to = m.item("to") else { return nil }
            return ParsedIntent(
                .linkItems, ["from": LinkNames.strip(from), "to": LinkNames.strip(to)])
        },
        /// "summarize the Garden project", "summarize this week", "recap today".
        Frame(
            "summarize",
            "^(?:summari[sz]e|recap|sum up|look back (?:at|on|over)|give me a (?:(?:quick|brief|short|little|nice) ){0,2}(?:summary|recap|rundown|overview) of|(?:an? )?(?:(?:quick|brief|short|little|nice) ){0,2}(?:summary|recap|rundown) of|wrap up|brief me on|catch me up on|what happened)(?: for| on| in)? (?<target>.+?)[?.!]*$"
        ) { m in summarize(m) },
        /// "can we go through my weekly review now", "kick off the weekly review thing".
        Frame(
            "weeklyReviewMentioned",
            "^(?:[a-z' ]{0,40} )?(?:my |the |a |our |this )?(?:weekly review|weekly reflection|week in review|weekly check-?in|end[- ]of[- ](?:the[- ])?week review|week's review|week review)(?: thing| now| then| together| today| please| time| at (?:the|this) (?:moment|point))*[?.!]*$"
        ) { _ in
            ParsedIntent(.weeklyReview)
        },
        /// "weekly review", "review my week", "how was my week".
        Frame(
            "weeklyReview",
            "^(?:(?:start|do|run|begin|open|show|give me|let's do|time for)(?: my| the| a)? )?(?:weekly review|weekly reflection|weekly check-in|weekly check in|week in review|review (?:of )?(?:my|the|this) week|review the week|my week in review|how was my week|how did my week go|look back (?:on|at) (?:my|the|this) week|reflect on (?:my|the|this) week)[?.!]*$"
        ) { _ in ParsedIntent(.weeklyReview) },
        /// "mood 4", "my mood today is 2/5", "log my mood as 2", "mood 3 today": a score
        /// alone.
        Frame(
            moodOnlyName,
            "^\(moodHead)(?<mood>[1-5])(?:/5| out of 5| of 5)?(?: today| for today| tonight)?[.!]*$"
        ) { m in
            ParsedIntent(
                .journalEntry,
                ["text": m.clause.utterance.original.trimmingSpaces, "mood": m.word("mood") ?? "3"])
        },
        /// "mood: 1. everything went wrong": the score first, then the day.
        Frame(
            "moodFirst",
            "^\(moodHead)(?:(?<feeling>[a-z]+)[.,]? )?(?<mood>[1-5])(?:/5| out of 5| of 5)?(?: today| for today)?\\s*[.,;:!\\-–]+\\s*(?<text>.+)$"
        ) { m in
            guard var text = m.raw("text").map(SlotText.stripPunctuationKeepingFinal),
                !text.isEmpty
            else { return nil }
            // "mood: meh. 3. kids were ill": the word for the day is part of the entry.
            if let feeling = m.raw("feeling") { text = feeling + ". " + text }
            return ParsedIntent(.journalEntry, ["text": text, "mood": m.word("mood") ?? "3"])
        },
        /// "today was brilliant, got the job!!! put that in my diary": the words before
        /// are the entry the pointing word stands for.
        Frame(
            "diaryPointingBack",
            "^(?<text>.+?)[\\s,;:.!\\-–]+(?:so |and )?(?:(?:can|could) you |please |pls )?(?:put|write|add|log|jot|save|record|stick|pop|note|enter)(?: down)? (?:that|this|it|all that|all of that|all this)(?: down)? (?:in|into|to|on|in to) (?:my |the )?(?:diary|journal)(?: entry| too| as well)?(?: please| pls| thanks)?[.!]*$"
        ) { m in diary(m) },
        /// "journal: X", "dear diary X", "diary entry: X, mood 4", "log for today: X",
        /// "tonight's journal: X": the entry labelled, or the day's log labelled by its day.
        Frame(
            "diaryEntry",
            "^(?:dear diary|(?:diary|journal|log|mood log)(?: entry)? for (?:today|tonight|the day)|(?:diary|journal|log) (?:today|tonight)(?! as\\b)|(?:reflecting|reflections?|thoughts) on (?:today|tonight|the day)(?=\\s*[:\\-–])|(?:today's|tonight's) (?:diary|journal|log|mood log)(?: entry)?|(?:(?:new|quick|another) )?(?:journal|diary|log) entry|today's entry|new entry|mood log|(?:for|in) (?:the|my) (?:diary|journal)|diary|journal|entry|mood)\\s*[:,\\-–]?\\s*(?<text>.+)$"
        ) { m in diary(m) },
        Frame(
            "writeDiary",
            "^(?:(?:write|add|log|make|record|put)(?: in| into| to)? (?:a |an |my |the )?(?:new )?(?:diary|journal)(?: entry)?|(?:write|add|make|put|record) (?:a |an )?(?:new )?entry (?:in|into|to) (?:my |the )?(?:diary|journal))\\s*[:,.\\-–]?\\s*(?:that |saying )?(?<text>.+)$"
        ) { m in diary(m) },
        /// "log my run: 5k in 28 minutes", "log today's walk - 3 miles": an activity of
        /// the person's day, logged. ("log a task to ..." is a task.)
        Frame(
            "loggedActivity",
            "^(?:log|record|track) (?:my |today's |this morning's |tonight's |this evening's |the )(?:morning |evening |lunchtime |long |short )?(?:run|walk|workout|work-out|swim|ride|bike ride|cycle|jog|hike|gym session|gym|training|session|yoga|sleep|steps|weight|meditation|practice)\\b\\s*[:,\\-–]?\\s*(?<rest>.*)$"
        ) { m in
            // "track my sleep tonight": what is still to come is a tracker's to record,
            // not the diary's; an entry tells what was done.
            if let rest = m.range("rest"),
                m.clause.dates.contains(where: { date in
                    date.range.lowerBound <= rest.lowerBound
                        && rest.upperBound <= date.range.upperBound + 1 && !date.isPast
                        && date.value > m.context.now
                })
            {
                return nil
            }
            // The entry is what was logged: the words after the verb.
            let text = m.clause.text.utf8
            guard let space = text.firstIndex(of: UInt8(ascii: " ")) else { return nil }
            let start = text.distance(from: text.startIndex, to: space) + 1
            return diary(m, range: start..<text.count)
        },
        /// "log that I ran 5k today", "add: we walked the dog": what the person did, told
        /// with a capture's verb (see `loggedDay`).
        Frame(
            "loggedDay",
            "^(?:log|add|record|jot down|note down|write down)\\s*[:\\-]?\\s+(?<text>(?:that )?(?:i|we|i've|we've) .+)$"
        ) { m in loggedDay(m, slot: "text") },
        /// "rate today a 5, best day in ages", "log today as three out of five": a score
        /// given to the day, out of five unless said otherwise.
        Frame(
            "ratedDay",
            "^(?:i'd |i would |i'll |i )?(?:rate|give|score|mark|log|record) (?:today|the day|my day|this day)(?: as| at)?(?: a| an)?(?: solid| good| decent| strong| weak| low| high| clear| shaky| rough| easy| generous)? (?<score>10|[1-9]|one|two|three|four|five|six|seven|eight|nine|ten)(?<scale>\\s*/\\s*(?:5|10)| out of (?:5|five|10|ten))?(?![\\d/]| out of)"
        ) { m in
            // "six out of ten" is halved onto one to five; a score alone is out of five.
            let scored = m.range("score").map {
                $0.lowerBound..<(m.range("scale") ?? $0).upperBound
            }
            let said = scored.map { String(m.clause.normalizedText($0)) } ?? ""
            guard
                let score = m.range("scale") != nil
                    ? score(in: said) : m.word("score").flatMap(scoreValue)
            else { return nil }
            let text = SlotText.stripPunctuationKeepingFinal(m.clause.utterance.original)
            return ParsedIntent(.journalEntry, ["text": text, "mood": score])
        },
        /// "today was rough, 2/5": a day told with a score out of five.
        Frame(
            "scoredDay",
            "^(?<text>.+[,;.] ?[1-5](?:/5|/ 5| out of 5| out of five))[.!]*$"
        ) { m in
            let words = m.clause.utterance.words
            return words.contains(where: dayWords.contains) ? diary(m) : nil
        },
        /// "good day, mood 4", "long day at work - mood 3": the day, then its score.
        Frame(
            "dayThenMood",
            "^(?<text>.+?)\\s*[,;.\\-–]+\\s*(?:my |today's |todays )?mood(?: today)?(?: is| was|:)?\\s*(?<mood>[1-5])(?:\\s*/\\s*5| out of (?:5|five)| of 5)?[.!]*$"
        ) { m in
            guard let text = m.raw("text").map(SlotText.stripPunctuationKeepingFinal),
                !text.isEmpty
            else { return nil }
            return ParsedIntent(.journalEntry, ["text": text, "mood": m.word("mood") ?? "3"])
        },
        /// "today was a solid 4 out of 5, got loads done", "rate today 3 out of 5": a day
        /// and a score out of five anywhere in what is said of it.
        Frame(
            "dayWithScore",
            "^(?:.* )?(?:today|tonight|yesterday|the day|my day|this week)\\b.*?(?<![\\d/.])(?<score>[1-5])(?:\\s*/\\s*5| out of (?:5|five))(?![\\d/])"
        ) { m in
            guard !QuestionFallback.isQuestion(m.clause.text) else { return nil }
            let text = SlotText.stripPunctuationKeepingFinal(m.clause.utterance.original)
            return ParsedIntent(.journalEntry, ["text": text, "mood": m.word("score") ?? "3"])
        },
        /// "a 7 out of 10 kind of day", "4/5 sort of week, got loads done": the score
        /// says what kind of day it was.
        Frame(
            "scoredKindOfDay",
            "^(?:(?:it was|it's been|today was|today's been|that was) )?(?:a |an )?(?:solid |good |decent |rough )?(?:10|[1-9]|one|two|three|four|five|six|seven|eight|nine|ten)(?:\\s*/\\s*(?:5|10)| out of (?:5|10|five|ten)) (?:kind|sort|type) of (?:day|week|morning|afternoon|evening)\\b"
        ) { m in
            guard !QuestionFallback.isQuestion(m.clause.text) else { return nil }
            return diary(m, range: 0..<m.clause.text.utf8.count)
        },
        /// "today was rubbish, the train got cancelled twice", "yesterday went well": the
        /// day told, with no score.
        Frame(
            "dayTold",
            "^(?:today|yesterday|tonight|this morning|this afternoon|this evening|my day|the day)(?: was| has been|'s been| had been| went| turned out| is being| felt)\\b(?! (?:due|the deadline|supposed|meant|when|the day)\\b)"
        ) { m in told(m) },
        /// "feeling pretty anxious about the launch", "I'm feeling great today": how the
        /// person feels. Not "feeling like pizza" or "feel free to".
        Frame(
            "feelingTold",
            "^(?:i'm |i am |im |i've been |ive been |been |i was |i )?(?:feeling|feel|felt) (?:(?:really|so|pretty|a bit|a little|quite|very|rather|super|kind of|kinda|totally|properly|bit) )*(?!(?:like|as if|up to|free|that|this|the|a|an|my|our|your|his|her|their|you|it|we|i|he|she|they)\\b)[a-z]+"
        ) { m in told(m) },
        /// "export my to-dos to /tmp/todo.ics": a .ics path says calendar.
        Frame(
            "exportToIcsPath",
            "^(?:export|save|write|dump)(?: all)?(?: my| the)? (?:open )?(?:tasks|to-?dos|todos|reminders|list|calendar|diary|schedule)? ?(?:to|as|into|in) (?<path>\\S+\\.ics)$"
        ) { m in
            ParsedIntent(.exportCalendar, ["path": m.raw("path") ?? ""])
        },
        /// "export my tasks to a calendar file", "export tasks as ics to /tmp/x.ics".
        Frame(
            "exportCalendar",
            "^(?:(?:can|could|how do|how can) i )?(?:export|save|write|dump|sync|send|share|get|put)(?: all)?(?: my| the)? (?:open )?(?:tasks|to-?dos|todos|reminders|to-?do list|task list|list)?(?: out)?(?: (?:to|as|into|in|onto))? (?:an? |the |my )?(?:google |outlook |apple |ical |phone's |phone )?(?:calendar|ics|ical|icalendar|\\.ics)(?: app)?(?: file| format| feed)?(?: somehow)?(?<path> .+)?$"
        ) { m in
            var arguments: [String: String] = [:]
            if let raw = m.raw("path") {
                let words = raw.split(separator: " ")
                if let path = words.last(where: {
                    $0.hasPrefix("/") || $0.hasPrefix("~") || $0.hasSuffix(".ics")
                        || $0.hasPrefix("./")
                }) {
                    arguments["path"] = String(path)
                }
            }
            return ParsedIntent(.exportCalendar, arguments)
        },
    ]

    static let placeNoun = Pattern(
        grammar:
            "\\b(?:list|lists|to-?do|todo|schedule|calendar|agenda|plate|diary|today|tomorrow|tonight)\\b"
    )

    /// Words that tell of a day, before a score makes it a diary entry.
    static let dayWords: Set<String> = [
        "today", "tonight", "yesterday", "day", "morning", "evening", "week",
    ]

    static let moodPattern = Pattern(
        grammar:
            "[,;.]?\\s*(?:(?:my )?mood|feeling|i feel|i'm feeling|i'd say|rating|rate it|overall|(?:i'd|i would|i'll|i) (?:give|rate) (?:it|today|the day))(?: is| was| like| about| around|:|=)*\\s*(?:a |an )?(?<mood>[1-5]|one|two|three|four|five)(?:\\s*/\\s*5|\\s+out of (?:5|five)|\\s+of 5)?\\s*[.!]*$|[,;.]\\s*(?<score>[1-5])(?:\\s*/\\s*5|\\s+out of (?:5|five))\\s*[.!]*$|[,;.]\\s*(?:maybe|probably|about|around|roughly|call it|say|so) (?:a |an )?(?<hedged>[1-5])\\s*[.!]*$"
    )

    /// A day or a feeling told, as a diary entry of the whole clause: only when no part
    /// of it is a request ("today was awful, move the dentist" asks to move it).
    static func told(_ m: FrameMatch) -> ParsedIntent? {
        let clause = m.clause
        guard !QuestionFallback.isQuestion(clause.text) else { return nil }
        var afterBoundary = false
        for token in clause.utterance.tokens {
            let word = String(clause.normalizedText(token.normalizedRange))
            if token.isPunctuation || boundaryWords.contains(word) {
                afterBoundary = true
                continue
            }
            // A verb in its plain form asks; a past form tells ("..., finished the slides").
            if afterBoundary, !ParaphraseFrames.lemmatizer.isPastForm(word) {
                let lemma = ParaphraseFrames.lemmatizer.verbLemma(word)
                if VerbLexicon.action(of: lemma) != nil || requestWords.contains(word) {
                    return nil
                }
            }
            afterBoundary = false
        }
        return diary(m, range: 0..<clause.text.utf8.count)
    }

    static let boundaryWords: Set<String> = ["so", "and", "but", "then"]

    /// The frames of a day or a feeling told (`told`).
    static let toldFrames: Set<String> = ["dayTold", "feelingTold"]
    /// Words that open a request to pb without being a task verb.
    static let requestWords: Set<String> = [
        "remind", "add", "put", "make", "mark", "move", "push", "cancel", "delete", "remove",
        "can", "could", "please", "pls", "set", "note", "log", "what", "what's", "show",
        "stick", "pop", "jot", "pencil", "bung",
    ]

    /// A score said in digits or words, one to five.
    static func scoreValue(_ word: String) -> String? {
        NumberWords.cardinal(word).flatMap { (1...5).contains($0) ? String($0) : nil }
    }

    static let notePrepositions = ["to", "in", "into", "onto", "on", "under"]

    /// The item named before a date phrase that ends `slot` or comes before an "or ...":
    /// "the MOT" in "the MOT this week or next", "the dentist" in "the dentist on friday".
    /// Nil when no date phrase follows a name so.
    static func itemBeforeADay(_ clause: Clause, in slot: Range<Int>) -> String? {
        for date in clause.dates where date.range.lowerBound > slot.lowerBound {
            let after = clause.normalizedText(date.range.upperBound..<slot.upperBound)
            guard after.isEmpty || after.hasPrefix(" or ") else { continue }
            var words = clause.normalizedText(slot.lowerBound..<date.range.lowerBound)
                .split(separator: " ")
            while let last = words.last, dayVerbs.contains(String(last)) { words.removeLast() }
            guard !words.isEmpty else { return nil }
            let name = slot.lowerBound..<(slot.lowerBound + words.joined(separator: " ").utf8.count)
            return SlotText.cleanItem(clause.itemText(name, cutting: []))
        }
        return nil
    }

    /// Words between an item and the day it falls on: "is the dentist still on for friday".
    static let dayVerbs: Set<String> = [
        "still", "due", "on", "for", "happening", "booked", "scheduled", "planned", "set",
    ]

    /// States that say done without a past form: "is the report in?".
    /// States a thing is in once its task is done; the places among them are where a task
    /// puts its thing (`ProgressReports.handedOver`): "is the mirror up yet?".
    static let doneStates: Set<String> = [
        "done", "ready", "in", "sorted", "over", "through", "up", "out", "off", "back",
    ]
    /// "is the fence overdue?": when a task is due, which a search shows as its state does.
    static let dueStates: Set<String> = ["overdue", "due", "late"]

    /// A score said anywhere in a day told: "an 8 out of 10 kind of day", "rubbish day,
    /// 1 out of 5, ...", "six out of ten". Out of ten it is halved, rounding up, onto the
    /// diary's one to five: 8 is 4, 7 is 4, 6 is 3.
    static func score(in text: String) -> String? {
        guard let m = scoreOutOf.firstMatch(in: text),
            let said = m.group(named: "n").flatMap({ text.slice(utf8: $0) }),
            let of = (m.group(named: "of") ?? m.group(named: "of2")).flatMap({
                text.slice(utf8: $0)
            }),
            let n = Int(said) ?? NumberWords.cardinal(String(said)),
            let scale = Int(of) ?? NumberWords.cardinal(String(of)),
            (1...scale).contains(n)
        else { return nil }
        return String(scale == 10 ? (n + 1) / 2 : n)
    }

    static let scoreOutOf = Pattern(
        grammar:
            "(?<![\\d/.])\\b(?<n>10|[1-9]|one|two|three|four|five|six|seven|eight|nine|ten)(?:\\s*/\\s*(?<of>5|10)| out of (?<of2>5|10|five|ten))(?![\\d/])(?=$|\\s*[,.;:!?\\-–]| (?:kind|sort|type) of| (?:day|today|overall|tbh|honestly|i'd say|i reckon)\\b)"
    )

    static func diary(_ m: FrameMatch) -> ParsedIntent? {
        m.range("text").flatMap { diary(m, range: $0) }
    }

    /// "log that I ran 5k today", "add: we walked the dog": a capture whose words are
    /// the person saying what they did is a diary line, not a task. Only with "I" or "we"
    /// and a past form after it: "add baked beans" is something to buy.
    static func loggedDay(_ m: FrameMatch, slot: String) -> ParsedIntent? {
        guard var range = m.range(slot) else { return nil }
        let text = m.clause.normalizedText(range)
        var words = text.split(separator: " ", maxSplits: 4).map(String.init)
        if words.first == "that", words.count > 1 {
            range = (range.lowerBound + 5)..<range.upperBound
            words.removeFirst()
        }
        guard words.count >= 2, ["i", "we", "i've", "we've"].contains(words[0]) else {
            return nil
        }
        var verb = words[1]
        if ["just", "finally", "already", "actually", "also"].contains(verb), words.count > 2 {
            verb = words[2]
        }
        let lemmatizer = ParaphraseFrames.lemmatizer
        guard
            words[0].hasSuffix("'ve") || ["was", "were", "had"].contains(verb)
                || lemmatizer.isPastForm(verb)
        else { return nil }
        return diary(m, range: range)
    }

    static func diary(_ m: FrameMatch, range: Range<Int>) -> ParsedIntent? {
        var arguments: [String: String] = [:]
        let local = String(m.clause.normalizedText(range))
        var cut: [Range<Int>] = []
        // A score said last is the mood too: "today was rough, 2/5".
        if let found = moodPattern.firstMatch(in: local),
            let mood = found.group(named: "mood") ?? found.group(named: "score")
                ?? found.group(named: "hedged")
        {
            let said = String(local.slice(utf8: mood) ?? "")
            // "mood three": a score said in words.
            arguments["mood"] = scoreValue(said) ?? said
            cut.append(CaptureReading.shifted(found.range, by: range.lowerBound))
        }
        // Said inside the entry, it stays in the text.
        if arguments["mood"] == nil, let mood = score(in: local) {
            arguments["mood"] = mood
        }
        // With no score, the words the day is rated with: "awful day, car broke down".
        if arguments["mood"] == nil, let mood = DayFeelingWords.mood(in: local) {
            arguments["mood"] = mood
        }
        let text = SlotText.stripPunctuationKeepingFinal(m.clause.originalText(range, cutting: cut))
        guard !text.isEmpty else { return nil }
        arguments["text"] = text
        return ParsedIntent(.journalEntry, arguments)
    }

    /// The day a look back is about: the first date said, and a weekday alone is the
    /// last one gone ("recap of saturday" on a Tuesday is three days ago). Nil for a day
    /// still to come said any other way ("next Friday"), a span ("this week"), or no date.
    static func pastDay(_ clause: Clause) -> CivilDate? {
        guard let said = clause.dates.first,
            !clause.normalizedText(said.range).split(separator: " ").contains(where: {
                spanWords.contains(String($0))
            })
        else { return nil }
        let today = clause.context.now.date
        if said.isPast || said.value.date <= today { return said.value.date }
        var words = clause.normalizedText(said.range).split(separator: " ")
        if words.first == "on" { words.removeFirst() }
        guard words.count == 1, DateParser.saysOnlyDays(String(words[0])) else { return nil }
        return said.value.date.adding(days: -7)
    }

    /// Words of a date phrase that spans more than a day: "this week", "the weekend".
    static let spanWords: Set<String> = [
        "week", "weekend", "month", "year", "fortnight", "days", "weeks", "months",
    ]

    /// The diary's entries for a day gone, or for the week; nil when the words name no
    /// diary (then "what did I write" asks the notes) or no day.
    static func diaryLookBack(_ m: FrameMatch) -> ParsedIntent? {
        let words = m.clause.utterance.words
        let saysDiary = words.contains("diary") || words.contains("journal")
        if words.contains("week"), saysDiary || words.contains("wrote") {
            return ParsedIntent(.weeklyReview)
        }
        guard saysDiary, let day = pastDay(m.clause) else { return nil }
        return ParsedIntent(.summarize, ["scope": "day", "target": day.description])
    }

    static func summarize(_ m: FrameMatch) -> ParsedIntent? {
        guard let target = m.raw("target").map(SlotText.cleanItem), !target.isEmpty else {
            return nil
        }
        let lower = target.lowercased()
        let weekWords = [
            "week", "this week", "my week", "the week", "last week", "the past week",
            "the last week", "the last 7 days",
        ]
        if weekWords.contains(lower) || lower.hasSuffix(" week") && !lower.includes("project") {
            return ParsedIntent(.summarize, ["scope": "week"])
        }
        let text = m.clause.text
        if let date = pastDay(m.clause) ?? m.clause.dates.first?.value.date {
            if lower.includes("today") || lower.includes("yesterday") || lower.includes("notes")
                || lower.includes("day")
                || m.clause.dates.first?.range.lowerBound == m.range("target")?.lowerBound
            {
                return ParsedIntent(.summarize, ["scope": "day", "target": date.description])
            }
        }
        if lower == "today" || lower.hasPrefix("today") || text.includes("today's")
            || ["day", "my day", "the day"].contains(lower)
        {
            return ParsedIntent(
                .summarize, ["scope": "day", "target": m.context.now.date.description])
        }
        let project = ItemNames.strippingProjectWord(target)
        return ParsedIntent(.summarize, ["scope": "project", "target": project])
    }
}

/// Link endpoints: "the Venue shortlist note" names the note "Venue shortlist".
package enum LinkNames {
    package static func strip(_ name: String) -> String {
        let lower = name.lowercased()
        for suffix in [" note", " task", " project"]
        where lower.hasSuffix(suffix) && lower.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }
}

extension ParsedIntent {
    /// A diary entry read from a day or a feeling told ("today was awful"): an entry
    /// only as a whole request, a remark beside any other.
    package var isDayOrFeelingTold: Bool {
        tool == .journalEntry && KnowledgeFrames.toldFrames.contains(frame)
    }
}

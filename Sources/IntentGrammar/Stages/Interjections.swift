/// Stage 1: leading interjections, politeness and wake words, which never change what is
/// asked: "wait, ok so can you please remind me..." reads as "remind me...".
package enum Interjections {
    /// Whether a text (its `Utterance.normalized`, which the caller has) is nothing but
    /// lead-in words ("oh", "oh well", "ok so"): what a request may hold between two
    /// clauses without adding to either.
    package static func isOnlyInterjection(normalized: String) -> Bool {
        !normalized.isEmpty && skip(normalized, all: true) >= normalized.utf8.count
    }

    /// A normalized text without its lead-in and polite opening ("so can you please"):
    /// where the request itself starts.
    package static func request(normalized: String) -> Substring {
        Substring(normalized.utf8.dropFirst(skip(normalized))) ?? Substring(normalized)
    }

    /// `text` without the sign-off that closes it as a letter ("... on Thursday? Many
    /// thanks, Margaret"), or nil when it has none. The writer's name is no item of a list
    /// and no request.
    package static func withoutSignOff(_ text: String) -> String? {
        guard mayEndInSignOff(text), let m = closingSignOff.firstMatch(in: text)
        else { return nil }
        let kept = String(decoding: text.utf8.prefix(m.range.lowerBound + 1), as: UTF8.self)
        return kept.trimmingSpaces.isEmpty ? nil : kept
    }

    /// False when `text` surely does not end in a sign-off: one opens the words after one
    /// of the last two marks or commas of the text's last few bytes.
    static func mayEndInSignOff(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { mayEndInSignOff($0) }
    }

    /// `mayEndInSignOff` of a text's bytes, read in place: every clause is asked.
    static func mayEndInSignOff(_ whole: UnsafeBufferPointer<UInt8>) -> Bool {
        let bytes = UnsafeBufferPointer(rebasing: whole.suffix(48))
        var end = bytes.count
        while end > 0,
            bytes[end - 1] == UInt8(ascii: ".") || bytes[end - 1] == UInt8(ascii: "!")
                || bytes[end - 1] == UInt8(ascii: " ")
        {
            end -= 1
        }
        var marks = 0
        var i = end
        while i > 0, marks < 2 {
            i -= 1
            let byte = bytes[i]
            guard
                byte == UInt8(ascii: ".") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?")
                    || byte == UInt8(ascii: ",")
            else { continue }
            marks += 1
            var start = i + 1
            while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
            // A space after it: an affix is found only in a longer text.
            let tail =
                String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                + " "
            if signOffWords.prefix(of: tail) != nil { return true }
        }
        return false
    }

    /// A sign-off after a sentence's mark or a comma, and the name after it.
    static let closingSignOff = Pattern(
        grammar:
            "[.!?,](?=\\s*(?:\(signOffs.joined(separator: "|")))(?:,?\\s+[a-z]+)?[.!]*\\s*$)")

    /// Whether a text (its `Utterance.normalized`) is nothing but courtesy of the kind said
    /// after a request ("would you", "cheers", "thanks a lot").
    package static func isOnlyCourtesy(normalized: String) -> Bool {
        !normalized.isEmpty && trailing.firstMatch(in: normalized)?.range.lowerBound == 0
    }

    /// `text` without the question mark of a request asked as a yes-no question ("could
    /// you add eggs and milk to my shopping list?"), or nil when it is not one. The mark
    /// is the whole request's courtesy: left on, the last of its parts would read as a
    /// question of its own ("milk to my shopping list?").
    package static func withoutPoliteQuestionMark(_ text: String) -> String? {
        // Most questions ask no one to do anything: one pattern run rules them out before
        // the text is tokenized.
        guard text.utf8.last == UInt8(ascii: "?"), askingModal.matches(text) else { return nil }
        let normalized = Utterance(text).normalized
        let skip = skip(normalized)
        guard skip > 0,
            politeQuestionEnd(normalized, skip: skip, keep: keep(normalized)) != nil
        else { return nil }
        var bare = Substring(text)
        while let last = bare.last, last == "?" || last == " " { bare = bare.dropLast() }
        return bare.isEmpty ? nil : String(bare)
    }

    /// `text` without the hesitations dictation leaves anywhere in it ("add a task uh
    /// renew the car tax", "the slides are done and um the press release too"), or nil
    /// when it holds none. A hesitation typed in capitals ("ER") is a name and stays.
    package static func withoutFillers(_ text: String) -> String? {
        guard fillerWords.occurs(in: text) else { return nil }
        var words = text.split(separator: " ", omittingEmptySubsequences: false)
        var dropped = false
        var i = 0
        while i < words.count {
            let word = words[i]
            let bare = word.drop { $0 == "," }.prefix { !",.!?…".contains($0) }
            let isCapitals = bare.count > 1 && bare.allSatisfy(\.isUppercase)
            // "ring the vet, oh and get the car washed": a sound of remembering between a
            // break and the word that joins the next request.
            let remembering =
                bare.count == word.count && joiningSounds.contains(bare.lowercased()) && i > 0
                && ",.;".contains(words[i - 1].last ?? " ") && i + 1 < words.count
                && ["and", "also", "plus"].contains(words[i + 1].lowercased())
            guard !isCapitals, remembering || fillers.contains(bare.lowercased()),
                bare.count == word.count || ",.…".contains(word.last ?? " ")
            else {
                i += 1
                continue
            }
            // "add a task, um, renew ...": the commas round a hesitation go with it.
            if word.last == ",", i > 0, words[i - 1].last == "," { words[i - 1].removeLast() }
            words.remove(at: i)
            dropped = true
        }
        guard dropped else { return nil }
        let joined = words.filter { !$0.isEmpty }.joined(separator: " ")
        return joined.isEmpty ? nil : joined
    }

    /// `fillers` and `joiningSounds`, for a first look at a request's bytes.
    static let fillerWords = PackedWords(Array(fillers.union(joiningSounds)))

    /// Sounds said on remembering one more thing, dropped only before "and" after a break.
    static let joiningSounds: Set<String> = ["oh", "ah", "ooh", "oo"]

    /// Sounds of hesitation, which say nothing wherever they fall.
    static let fillers: Set<String> = [
        "um", "umm", "ummm", "uh", "uhh", "uhhh", "uhm", "er", "erm", "errm", "ehm", "hmm",
        "hmmm", "mm", "mmm",
    ]

    /// Thanks and what they are for, up to four words ended by a mark: "thx for
    /// yesterday! what's on ...", "thanks for sorting the list earlier. add milk". Patterns
    /// rather than phrases, beside `leadingWords`.
    static let thanksFor = ["thanks", "thank you", "thx", "cheers"].map { thanks in
        "\(thanks) for [a-z0-9']+(?: [a-z0-9']+){0,3}(?=\\s*[,!.:;])"
    }

    /// Words and phrases that open a request without changing it.
    static let leadingWords = [
        "wait", "ok", "okay", "k", "so", "um+", "uh+", "umm", "erm", "er", "hmm+", "oh", "ah",
        "alright", "all right", "actually", "hey", "hi", "hello", "yo",
        "not now", "but", "anyway", "anyways", "also", "and", "oops", "sorry", "yes", "yeah", "yep",
        "no", "nope", "thanks", "thank you", "quick one", "one more thing",
        // Thanks, for what pb did before or not: "thanks so much! move ...", "thx for
        // yesterday! what's on ...". What they are for ends at a mark.
        "thanks so much", "thank you so much", "thanks a lot", "thanks a million",
        "thanks again", "thank you again", "many thanks", "much appreciated", "thx", "ty",
        "btw", "by the way", "pb", "pocketbrains", "computer", "assistant", "ok google",
        "hey google", "alexa", "siri", "olly", "please", "pls", "plz", "kindly", "just", "gosh",
        "oh gosh", "oh god", "omg", "ugh", "argh", "sigh", "phew", "ooh", "good news", "great news",
        "so basically", "basically", "honestly", "just so you know", "fyi", "quick question",
        "excuse me", "i do beg your pardon", "i beg your pardon", "beg your pardon", "pardon me",
        "my apologies", "apologies", "my mistake", "my bad", "hey there", "hi there", "hello there",
        "hiya", "howdy", "right then", "ok then", "okay then", "oh and", "and also",
        "also can you", "oh also", "not today", "oh wait", "no wait", "hmm ok", "now",
        // Hedges, which soften what follows without changing it.
        "i think", "i guess", "i reckon", "i suppose", "i'd say", "i would say",
        // "finally done with the slides": relief, which changes nothing asked.
        "finally", "at last", "at long last",
        // News, which says how the speaker learned what follows.
        "turns out that", "turns out", "it turns out that", "it turns out", "apparently",
        "heads up", "while i think of it", "while i remember", "before i forget",
        "while i'm at it", "while im at it", "now that i think of it", "now i think of it",
        "come to think of it",
        // News told as news: "you'll be glad to hear the VAT return's in".
        "you'll be glad to hear that", "you'll be glad to hear", "you'll be pleased to hear that",
        "you'll be pleased to hear", "you'll be happy to hear that", "you'll be happy to hear",
        "happy to report that", "happy to report", "pleased to report that", "pleased to report",
        "glad to say", "just to let you know", "just letting you know",
    ]
    /// Words that open a request as a lead-in only when a mark, the end, another lead-in
    /// or the start of a sentence follows ("great, add milk", "right i need to ...", "cool
    /// thanks"): before a noun they are the words' own ("great run this morning", "cool day
    /// out at the zoo", "right knee is sore"), which a diary entry keeps.
    /// Greetings are among them: "good morning, add milk", but "morning run was great".
    static let markedLeadingWords =
        [
            "great", "cool", "right", "well", "good morning", "good afternoon", "good evening",
            "morning", "afternoon", "evening", "greetings", "my dear", "dear",
            // Cheers for something done: "boom, press release is written".
            "boom", "yay", "woohoo", "hooray", "wahey", "sweet", "nice", "brilliant", "awesome",
        ] + countedLeadIns
    /// "3 things: ...", "a couple of quick ones, ...": how many requests follow.
    static let countedLeadIns = ["2", "3", "4", "two", "three", "four", "a few", "a couple of"]
        .flatMap { count in
            ["things", "quick things", "quick ones", "jobs", "updates"].map { count + " " + $0 }
        }
    /// What may follow a `markedLeadingWords` lead-in without a mark between.
    static let afterMarkedLeadIn =
        leadingWords + [
            "i", "i'm", "im", "i've", "ive", "i'll", "we", "we're", "we've", "we'll", "can",
            "could", "would", "will", "let's", "lets", "that's", "thats",
            // A question: "morning what have i got on today".
            "what", "what's", "whats", "when", "when's", "whens", "where", "which", "who",
            "how",
        ]
    /// Words dictation opens with before a command ("right tick off the OKRs", "like
    /// remind me to pay the window cleaner"): a lead-in only before a verb that asks pb
    /// for something ("right knee is sore", "like a charm" keep theirs).
    static let spokenLeadingWords = ["right", "alright", "all right", "like"]
    /// The verbs after which a `spokenLeadingWords` word is a lead-in.
    static let commandVerbs = [
        "add", "remind", "move", "mark", "tick", "delete", "push", "set", "make", "create",
        "show", "list", "put", "cancel", "snooze", "change", "reopen", "note", "jot", "log",
        "bump", "shift", "give me", "cross", "schedule", "reschedule", "start", "new",
    ]
    /// "no need to call the plumber" and "no longer ..." say the opposite of what follows:
    /// their "no" is no lead-in.
    /// The words `leading` can open with: most requests open with none of them, and are
    /// ruled out without running the pattern.
    static let leadInFirstWords = FirstWords(
        leadingWords + thanksFor + markedLeadingWords + spokenLeadingWords)
    static let leading = Pattern(
        grammar:
            "^(?:(?:(?!no (?:need|longer|point|sense)\\b)\(Alternation.grouped(longestFirst(leadingWords + thanksFor)))|\(Alternation.grouped(longestFirst(markedLeadingWords)))(?=\\s*(?:[,!.:;]|$)|\\s+\(Alternation.grouped(afterMarkedLeadIn))\\b)|\(Alternation.grouped(longestFirst(spokenLeadingWords)))(?=\\s+\(Alternation.grouped(commandVerbs))\\b))\\b(?!-\\w)(?:\\s+-(?=\\s))?[,!.:;]?\\s*)+"
    )
    /// `words`, a phrase before any shorter one it opens with: "hi there" is one lead-in,
    /// not "hi" and then a request that starts "there".
    static func longestFirst(_ words: [String]) -> [String] {
        words.enumerated().sorted { a, b in
            a.element.utf8.count != b.element.utf8.count
                ? a.element.utf8.count > b.element.utf8.count : a.offset < b.offset
        }.map(\.element)
    }
    static let polite = Pattern(
        grammar:
            "^(?:i(?:'d\\s+like|\\s+would\\s+like|\\s+want|\\s+wanted|\\s+need|\\s+needed|\\s+just\\s+want)\\s+to\\s+(?:know|hear|find\\s+out|see|check)\\s+(?=what|which|who|where|when|how|if|whether)|would\\s+you\\s+mind\\s+|do\\s+you\\s+mind\\s+|(?:can|could|would|will|won't|wont)\\s+(?:you|u|ya)\\s+(?:please\\s+|pls\\s+|just\\s+|quickly\\s+|also\\s+|possibly\\s+|maybe\\s+)*(?:be\\s+able\\s+to\\s+)?|(?:i\\s+was|i'm|im|i\\s+am)\\s+(?:wondering|hoping)\\s+(?:if|whether|that)?\\s*(?:you\\s+)?(?:could|can|would|might)\\s+(?:possibly\\s+)?|i\\s+(?:wonder|hope)\\s+(?:if|whether|that)?\\s*(?:you\\s+)?(?:could|can|would|might)\\s+(?:possibly\\s+)?|is\\s+it\\s+possible\\s+to\\s+|(?:can|could|shall)\\s+we\\s+(?=move|push|shift|postpone|delay|mark|add|make|put|set|change|reschedule|snooze|delete|remove|bump|bring|do)|would\\s+you\\s+mind\\s+|do\\s+you\\s+mind\\s+|(?:you|u)\\s+(?:can|could|should|may)\\s+(?=take|remove|delete|add|put|mark|move|cross|tick|check|make|create|write|remind|rename|change|show|set)|(?:you|u)\\s+(?=(?:add|remove|delete|put|mark|move|tick|make|create|change|set)\\s)|do\\s+(?=(?:take|remove|delete|add|put|mark|move|cross|tick|check|make|create|write|remind|rename|change|set)\\s)|do\\s+me\\s+a\\s+(?:favou?r|solid)\\s+and\\s+|i'?d\\s+like\\s+(?:you\\s+)?to\\s+|i\\s+would\\s+like\\s+(?:you\\s+)?to\\s+|i\\s+want\\s+you\\s+to\\s+|i\\s+need\\s+you\\s+to\\s+|help\\s+me\\s+(?=add|create|make|set|find|list|move|mark|delete|remove)|go\\s+ahead\\s+and\\s+|make\\s+sure\\s+(?:to|you)\\s+(?=put|add|include|write|stick|pop|throw)|let'?s\\s+|lets\\s+|(?:can you |could you |please )?(?:tell|show|remind) me (?=what|which|who|where|when|how|if|whether)|let me know (?=what|which|who|where|when|how|if|whether)|do you know (?=what|which|who|where|when|how|if|whether)|i(?:'d| would) like to know (?=what|which|who|where|when|how|if|whether)|i want to know (?=what|which|who|where|when|how|if|whether)|be\\s+a\\s+dear\\s+and\\s+|(?:i\\s+(?:would|should)|i'd)\\s+be\\s+(?:most\\s+|very\\s+|so\\s+|really\\s+|extremely\\s+|ever\\s+so\\s+)?(?:grateful|obliged|glad|pleased|thankful)\\s+if\\s+you\\s+(?:could|would|can|will|might)\\s+(?:kindly\\s+|please\\s+)?|(?:would|will|could)\\s+you\\s+(?:kindly\\s+)?be\\s+(?:so\\s+kind|so\\s+good|kind\\s+enough|good\\s+enough)\\s+(?:as\\s+)?to\\s+|be\\s+(?:so\\s+kind|so\\s+good|kind\\s+enough|good\\s+enough)\\s+(?:as\\s+)?to\\s+|would\\s+it\\s+be\\s+(?:possible|convenient|ok|okay|alright)\\s+(?:for\\s+you\\s+)?to\\s+|(?:might|may|could|can)\\s+i\\s+(?:trouble|ask|bother)\\s+you\\s+to\\s+|might\\s+you\\s+|i\\s+should\\s+like\\s+(?:you\\s+)?to\\s+|it(?:'d|\\s+would)\\s+be\\s+(?:great|good|lovely|brilliant|helpful|nice|amazing|ace|super|handy)\\s+if\\s+you\\s+(?:could|can|would)\\s+|quickly\\s+|just\\s+)(?:please\\s+|pls\\s+|just\\s+)*"
    )

    /// Courtesy and chatter after the request: "stick eggs on the list would you", "thx".
    static let trailingWords = [
        "thanks", "thank you", "thanks a lot", "thx", "ty", "cheers", "ta", "would you",
        "could you", "will you", "can you", "if you can", "if possible", "if you could",
        "if you don't mind", "btw", "by the way", "thank god", "thank goodness", "yay", "woohoo",
        "lol", "lmao", "haha", "fr", "for real", "tbf", "cheers mate", "mate", "ok", "okay", "now",
        "from now on", "going forward",
        "for now", "for the moment", "for the time being",
        "in future", "in the future", "do you know", "any idea", "tbh",
        // Hedges: the request stands ("... high priority I guess", "... done yet or").
        "i guess", "i think", "i suppose", "i'd say", "i would say", "idk", "i dunno",
        "or something", "or whatever",
        "probably",
        // The formal register's: "... if you please", "... while you're at it".
        // Normalizing drops "please", so "if you please" is read as "if you".
        "thanks ever so", "if you please", "if you", "if you would", "if you will",
        "may i ask", "if i may", "while you're at it", "while you are at it",
    ]
    /// A letter's sign-off, with the writer's name after it or not: "Many thanks,
    /// Margaret", "Kind regards, Arthur".
    static let signOffs = [
        "many thanks", "kind regards", "best regards", "warm regards", "regards", "best wishes",
        "with thanks", "yours sincerely", "yours truly", "all the best", "love from",
    ]
    static let signOffWords = AffixList(signOffs)
    static let trailing = Pattern(
        grammar:
            "(?:[,!.]?\\s*\\b(?:\(trailingWords.joined(separator: "|"))|(?:\(signOffs.joined(separator: "|")))(?:,?\\s+[a-z]+)?)\\b)+[!.?]*$"
    )
    /// The same words as affixes: a text that does not end in one (before its last ! . or
    /// ?) has no trailing courtesy. The pattern is anchored only at the end, so PCRE2 would
    /// try it from every position; this test reads the last few bytes.
    static let trailingEnds = AffixList(trailingWords)

    /// The byte offset where a request asked as a yes-no question ends, before its
    /// closing question mark: "could you mark the gutters as done?" asks for the change,
    /// and the mark is the courtesy's, not the request's. `skip` is where the request
    /// starts (see `skip`), `keep` where its trailing courtesy does. Nil when the lead-in
    /// asks nothing ("please ...") or the request is itself a question ("could you tell
    /// me what's due?" keeps "what's due?").
    static func politeQuestionEnd(_ normalized: String, skip: Int, keep: Int) -> Int? {
        guard skip > 0, keep > skip, normalized.utf8.last == UInt8(ascii: "?") else { return nil }
        let bytes = Array(normalized.utf8)
        var end = keep
        while end > skip,
            bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!")
                || bytes[end - 1] == UInt8(ascii: ".") || bytes[end - 1] == UInt8(ascii: " ")
        {
            end -= 1
        }
        guard end < keep, end > skip,
            askingModal.matches(String(decoding: bytes[..<skip], as: UTF8.self)),
            !QuestionFallback.questionOpening.matches(
                String(decoding: bytes[skip..<end], as: UTF8.self))
        else { return nil }
        return end
    }

    /// A lead-in that asks whether the assistant will do something.
    static let askingModal = Pattern(
        grammar:
            "\\b(?:(?:can|could|would|will|won't|wont|might|may|shall)\\s+(?:you|u|ya|i|we)|is\\s+it\\s+possible|would\\s+it\\s+be)\\b"
    )

    /// The byte offset where trailing courtesy starts (the text's length when none).
    static func keep(_ normalized: String, hits: LiteralHits? = nil) -> Int {
        guard mayEndInCourtesy(normalized),
            let m = trailing.firstMatch(in: normalized, hits: hits),
            m.range.lowerBound > 0
        else {
            return normalized.utf8.count
        }
        return m.range.lowerBound
    }

    /// False when `normalized` surely does not end in one of `trailingWords` or a sign-off.
    static func mayEndInCourtesy(_ normalized: String) -> Bool {
        var text = normalized
        return text.withUTF8 { bytes in
            var end = bytes.count
            while end > 0,
                bytes[end - 1] == UInt8(ascii: "!") || bytes[end - 1] == UInt8(ascii: ".")
                    || bytes[end - 1] == UInt8(ascii: "?")
            {
                end -= 1
            }
            return trailingEnds.suffix(of: UnsafeBufferPointer(rebasing: bytes[..<end])) != nil
                || mayEndInSignOff(bytes)
        }
    }

    /// True when a stripped prefix ended in "mind", so the next word is a gerund to read
    /// as its verb: "would you mind reminding me" is "remind me".
    static func endsBeforeGerund(_ normalized: String, at offset: Int) -> Bool {
        guard offset > 0, let head = String(normalized.utf8.prefix(offset)) else { return false }
        return head.hasSuffix("mind ")
    }

    /// How many leading bytes of the normalized text to skip. Never all of it unless
    /// `all`: "thanks" alone stays, to be declined as small talk.
    ///
    /// `hits`: the literal scan of `normalized`, when the caller has it.
    static func skip(_ normalized: String, all: Bool = false, hits: LiteralHits? = nil) -> Int {
        var offset = 0
        for _ in 0..<3 {
            // The text itself while nothing is skipped, the usual case: no copy.
            let rest = offset == 0 ? normalized : String(normalized.utf8.dropFirst(offset)) ?? ""
            var moved = 0
            if leadInFirstWords.mayOpen(rest),
                let m = leading.firstMatch(in: rest, hits: offset == 0 ? hits : nil),
                m.range.count > 0
            {
                moved = m.range.upperBound
            }
            let after = moved == 0 ? rest : String(rest.utf8.dropFirst(moved)) ?? ""
            if let m = polite.firstMatch(in: after, hits: moved == 0 && offset == 0 ? hits : nil),
                m.range.count > 0
            {
                moved += m.range.upperBound
            }
            if moved == 0 { break }
            if moved >= rest.utf8.count {
                if all { offset += moved }
                break
            }
            offset += moved
        }
        return offset
    }
}

package import IntentGrammar

/// A request for another app, said after a change: "mark the press release done and tweet
/// it", "push gran's flowers to thurs and facetime gran", "tick off milk and turn the wifi
/// off". pb reads it as nothing; dropped as a remark, it would leave the change done and
/// the rest of what was asked silently undone. So nothing is done, and the reply names the
/// words not read.
///
/// Such words open with a verb in its base form, said to someone (an imperative), and speak
/// of what other apps do (`DeclineEvidence`). A remark with such words opens with what it
/// is about ("finance bounced it", "Tom's making a playlist"), with a verb that tells of
/// the past ("sent it to hr"), or with a verb of thinking, feeling or wanting whose "I" was
/// dropped ("love the new playlist", "hope it doesn't rain").
enum UnreadRequests {
    /// Whether `segment` (its joiner stripped), which reads as nothing alone, asks another
    /// app for something.
    static func asksAnotherApp(_ segment: String, memo: ParseMemo) -> Bool {
        let utterance = memo.utterance(segment)
        let words = utterance.words
        // "rain all week apparently": the weather's verbs have no one to ask.
        guard let verb = words.first, !Self.saidOfOneself.contains(verb) || tellsSomeone(words),
            !Self.weatherVerbs.contains(verb)
        else { return false }
        let lemmatizer = CompoundPlanner.lemmatizer
        let appVerb = DeclineEvidence.isOtherAppWord(verb)
        guard appVerb || (lemmatizer.isKnownVerb(verb) && lemmatizer.verbLemma(verb) == verb)
        else { return false }
        // A subject and its verb ("garage is rammed", "finance won't notice"), or a topic
        // put first and a sentence about it ("DJ we dont need, ...").
        if words.count > 1,
            Self.finite.contains(words[1]) || lemmatizer.isPastForm(words[1])
                || Self.subjects.contains(words[1])
        {
            return false
        }
        return appVerb || DeclineEvidence.declines(utterance.normalized)
    }

    /// "let the cast know on WhatsApp": someone else told, as a message does; "let me
    /// know" and "let it be" tell no one.
    static func tellsSomeone(_ words: [String]) -> Bool {
        words.count > 2 && words[0] == "let"
            && !["me", "us", "it", "that", "'s"].contains(words[1])
            && words.dropFirst(2).contains("know")
    }

    /// Whether `segment` is a question pb cannot answer, said beside a request ("is the
    /// surgery even open fri?", "which ones are good"): it opens with a question word, or
    /// with a verb before its subject and ends in a question mark ("did the vat return"
    /// and "were just using a playlist" tell what happened). A check on the request
    /// itself ("does that count", "is that ok") asks nothing to be done.
    static func asksSomethingElse(_ segment: String, memo: ParseMemo) -> Bool {
        let words = memo.utterance(segment).words
        guard words.count >= 2, !Self.checksTheRequest(words),
            // "..., what a day": said of how it went, and asks nothing.
            segment.utf8.last == UInt8(ascii: "?") || !Remarks.isExclamation(words),
            !(words.count <= 4 && words.last.map(Self.checks.contains) == true)
        else { return false }
        if Self.questionWords.contains(words[0]) { return true }
        // "red or white with lamb do you think?": an opinion asked, said last.
        if QuestionFallback.asksAdvice.matches(memo.utterance(segment).normalized) {
            return true
        }
        // "do you think a fringe would suit me": an opinion asked of pb.
        if words.count >= 3, ["do", "would", "will"].contains(words[0]),
            ["you", "u", "ya"].contains(words[1]), ["think", "reckon", "know"].contains(words[2])
        {
            return true
        }
        return asksWhether(segment, memo: memo)
    }

    /// Whether `segment` asks a yes-or-no question pb cannot answer: a verb before its
    /// subject (not "you": "can you ..." asks pb), with a question mark or a subject that
    /// makes it a question without one (`asksOfSomeone`). "did the vat return" tells what
    /// was done.
    static func asksWhether(_ segment: String, memo: ParseMemo) -> Bool {
        let words = memo.utterance(segment).words
        return words.count >= 3 && Self.verbsBeforeSubjects.contains(words[0])
            && !["you", "u", "ya"].contains(words[1]) && !Self.checksTheRequest(words)
            && (segment.trimmingSpaces.utf8.last == UInt8(ascii: "?")
                || Self.asksOfSomeone(words))
    }

    /// Whether a sentence of `text` ending in a question mark asks whether something is so
    /// (`UnreadRequests.asksWhether`): "are banks open on saturdays? I need to ...". A
    /// statement said with a question mark ("the library says the books never came
    /// back??") asks nothing.
    static func asksAQuestion(_ text: String, memo: ParseMemo) -> Bool {
        // The byte test first: most clauses hold no question mark.
        guard text.utf8.contains(UInt8(ascii: "?")) else { return false }
        var start = text.startIndex
        while let mark = text[start...].firstIndex(of: "?") {
            let sentence = text[start...mark].trimmingSpaces
            if UnreadRequests.asksWhether(sentence, memo: memo) { return true }
            start = text.index(after: mark)
        }
        return false
    }

    /// Whether `words`, opening with a verb before its subject, ask about someone even with
    /// no question mark: a pronoun for people ("do they even open fridays", "did i pay
    /// it"), "it" after a verb that never opens a request or a report with it ("is it
    /// open", where "do it friday" asks and "did it already" tells), or a name and a verb
    /// ("did priya sign yet", "has dave paid"). "did the vat return" tells what was done.
    static func asksOfSomeone(_ words: [String]) -> Bool {
        if ["they", "he", "she", "we", "i"].contains(words[1]) { return true }
        if words[1] == "it" { return !["do", "did", "have"].contains(words[0]) }
        let lemmatizer = CompoundPlanner.lemmatizer
        guard !determiners.contains(words[1]), !["a", "an", "this", "that"].contains(words[1]),
            !lemmatizer.isKnownVerb(words[1])
        else { return false }
        // "has dave paid": a participle after "has", the base form after the others.
        if words[0] == "has" { return lemmatizer.isPastForm(words[2]) }
        return ["did", "does", "will"].contains(words[0]) && lemmatizer.isKnownVerb(words[2])
            && lemmatizer.verbLemma(words[2]) == words[2]
    }

    /// Whether `words` ask about the request itself, pointing at it: "is that ok", "is
    /// that alright with you", "does this work" (short, or a check word after the
    /// pointer), where "is that the one in town?" asks about something else.
    static func checksTheRequest(_ words: [String]) -> Bool {
        guard words.count >= 2, verbsBeforeSubjects.contains(words[0]),
            ["that", "this"].contains(words[1])
        else { return false }
        return words.count <= 4 || (words.count > 2 && checks.contains(words[2]))
    }

    /// The last sentence of `text` when it asks about what the sentences before it say:
    /// a verb, then "that" or "this", and a question mark ("... is 950. Is that a good
    /// price?", "... Does this sound right to you?"). A check on the request itself ("is
    /// that ok?") asks nothing. Nil for text of one sentence, or any other last sentence.
    static func questionAfterwards(in text: String) -> String? {
        let bytes = Array(text.trimmingSpaces.utf8)
        guard bytes.last == UInt8(ascii: "?"),
            let end = bytes.dropLast().indices.last(where: { index in
                index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: " ")
                    && [UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?")].contains(
                        bytes[index])
            })
        else { return nil }
        let asked = String(decoding: bytes[(end + 2)...], as: UTF8.self)
        let words = Utterance(asked).words
        guard words.count >= 4, verbsBeforeSubjects.contains(words[0]),
            ["that", "this"].contains(words[1]), !checksTheRequest(words)
        else { return nil }
        return asked
    }

    /// A question's last word that checks the request itself: "is it ok", "does it count".
    static let checks: Set<String> = [
        "ok", "okay", "alright", "right", "fine", "count", "counts", "work", "works",
    ]

    static let questionWords: Set<String> = [
        "what", "which", "who", "where", "when", "why", "how", "whats", "what's", "where's",
    ]
    static let verbsBeforeSubjects: Set<String> = [
        "is", "are", "was", "were", "did", "does", "do", "will", "has", "have", "should",
    ]

    /// Whether `segment`, said after a capture, a note or a diary line, asks another app
    /// to do something with what was said ("..., and share it with dave on whatsapp",
    /// "..., log it in strava too") or is a request only another app answers ("...,
    /// and navigate home"). Words an errand opens with ("order compost", "post the
    /// parcel") may be items of a list, and the list's words another app's ("light
    /// bulbs"), so the test is narrower than `asksAnotherApp`.
    static func asksAnotherAppOfWhatWasSaid(_ segment: String, memo: ParseMemo) -> Bool {
        let words = memo.utterance(segment).words
        // ("post it on linkedin": an errand's verb on what was said is no list's item.)
        // Nor is another app's errand for whom it was said of: "send her a calendar invite"
        // ("send her a birthday card" is an errand).
        if words.count >= 2, ["her", "him"].contains(words[1]) {
            return DeclineEvidence.declines(memo.utterance(segment).normalized)
                && asksAnotherApp(segment, memo: memo)
        }
        guard words.count >= 2,
            Self.pointingBack.contains(words[1])
                || !TaskVerbs.all.contains(words[0])
                    && (Self.appOnlyVerbs.contains(words[0]) || Self.saysNow(words)
                        || Self.playsMedia(words))
        else { return false }
        return asksAnotherApp(segment, memo: memo)
    }

    /// Whether `words` ask for something to be played ("play some calm piano music",
    /// "stream the new album"): for a speaker, not a list. "play tennis with sam" or
    /// "watch the match" may be on a list.
    static func playsMedia(_ words: [String]) -> Bool {
        guard let verb = words.first, mediaVerbs.contains(verb) else { return false }
        return words.dropFirst().contains(where: media.contains)
    }
    static let mediaVerbs: Set<String> = ["play", "stream", "shuffle", "skip", "pause", "resume"]
    static let media: Set<String> = [
        "music", "song", "songs", "tune", "tunes", "playlist", "album", "podcast", "radio",
        "spotify", "track",
    ]

    /// Whether `words` ask for it to be done now ("ring her now on speaker", "call him
    /// right now"): a thing for the phone to do, not for the list. "for now", "by now",
    /// "just now" and the like say something else.
    static func saysNow(_ words: [String]) -> Bool {
        words.indices.dropFirst().contains { index in
            words[index] == "now" && !notNowLeads.contains(words[index - 1])
        }
    }
    static let notNowLeads: Set<String> = [
        "for", "by", "from", "until", "till", "til", "to", "just", "up", "as",
    ]

    /// Whether `words` send a message with its words, news of the sender's own ("text
    /// Dave that I'm running late", "message the group saying we're outside"): written
    /// out, it is for the phone to send, not for the list. "text Dave about Saturday"
    /// says no words to send.
    static func sendsWordsOfOnesOwn(_ words: [String]) -> Bool {
        guard let verb = words.first, messageVerbs.contains(verb), words.count >= 4 else {
            return false
        }
        return (2..<min(words.count - 1, 6)).contains { index in
            ["that", "saying"].contains(words[index]) && firstPerson.contains(words[index + 1])
        }
    }
    static let messageVerbs: Set<String> = [
        "text", "message", "msg", "email", "e-mail", "whatsapp",
    ]
    static let firstPerson: Set<String> = [
        "i", "i'm", "im", "i'll", "ill", "i've", "ive", "we", "we're", "we'll", "we've",
    ]

    /// Whether `words`, which read as nothing, ask pb itself to do an errand that other
    /// apps or people do, so that it is no errand to keep: asked of it ("can you order
    /// more printer ink off amazon", "can you forward the receipt to my accountant", "can
    /// you remind my wife to ..."), done for the speaker ("book me a table at Luigi's",
    /// "download the trainline app for me", "pay it on the DVLA site for me now"), or
    /// ordered from a seller named ("order the paint from Wickes"). "can you buy milk" and
    /// "buy milk" may ask for a task.
    static func asksPbToDoIt(_ said: String, memo: ParseMemo) -> Bool {
        // ("hey can you ...": a greeting before the request is no part of it.)
        asksPbToDoIt(Array(memo.utterance(said).words.drop(while: greetings.contains)))
    }
    static let greetings: Set<String> = ["hey", "hi", "hello", "oi", "pb", "ok", "okay", "so"]

    static func asksPbToDoIt(_ words: [String]) -> Bool {
        guard words.count >= 3 else { return false }
        // "book me a table at Luigi's", "call us a cab": done for the speaker.
        if ["me", "us"].contains(words[1]), doneForTheSpeaker.contains(words[0]) { return true }
        // "find me a good thai place nearby": a new thing found in the world, where "find
        // me the fence" searches the list.
        if words[0] == "find", ["me", "us"].contains(words[1]),
            ["a", "an", "some", "somewhere", "someone"].contains(words[2])
        {
            return true
        }
        // "check me in", "sign us up": a service's own verb and particle.
        if ["me", "us"].contains(words[1]), servicesForTheSpeaker[words[0]] == words[2] {
            return true
        }
        if ["can", "could", "will", "would"].contains(words[0]),
            ["you", "u", "ya"].contains(words[1]), words.count > 3,
            !pointingBack.contains(words[3])
        {
            let verb = words[2]
            return doneElsewhere(verb)
                || (verb == "remind" && !["me", "us", "myself"].contains(words[3]))
        }
        var said = words[...]
        while let last = said.last, closingCourtesy.contains(last) { said = said.dropLast() }
        // "download the app for me", "renew it on the DVLA site for me": done on a
        // phone or a website.
        if said.count >= 3, ["me", "us"].contains(said.last ?? ""),
            said[said.endIndex - 2] == "for",
            doneElsewhere(words[0]) || said.contains(where: webPlaces.contains)
        {
            return true
        }
        return ["order", "reorder"].contains(words[0])
            && words.dropFirst(2).dropLast().contains { sellerLinks.contains($0) }
    }
    /// Whether `verb` is one of an errand done on a phone or a website, or another app's
    /// own; not one pb answers to itself ("find", "check", "read", "set", "tell").
    static func doneElsewhere(_ verb: String) -> Bool {
        webVerbs.contains(verb) || DeclineEvidence.isOtherAppWord(verb) && !ownVerbs.contains(verb)
    }
    /// Words that say the errand is done on a website or an app.
    static let webPlaces: Set<String> = ["site", "website", "online", "app", "portal"]
    /// "check me in", "sign me up", "log me in": services done for the speaker.
    static let servicesForTheSpeaker: [String: String] = [
        "check": "in", "sign": "up", "log": "in", "book": "in", "enrol": "in", "enroll": "in",
    ]
    static let webVerbs: Set<String> = [
        "forward", "download", "install", "pay", "transfer", "print",
    ]
    static let ownVerbs: Set<String> = [
        "find", "search", "check", "read", "open", "start", "stop", "set", "tell", "turn",
    ]
    /// Verbs of services done for someone ("book me", "call us"), never pb's own ("tell
    /// me", "find me", "read me").
    static let doneForTheSpeaker: Set<String> = [
        "book", "order", "call", "ring", "phone", "text", "message", "email", "buy", "pay",
        "fetch", "drive",
    ]
    static let closingCourtesy: Set<String> = [
        "now", "please", "pls", "plz", "thanks", "thx", "asap", "too",
    ]
    /// The words before a seller: "from Wickes", "on amazon", "off ebay", "via the app".
    static let sellerLinks: Set<String> = ["from", "on", "off", "via", "through"]

    /// Verbs said of the weather, with no one to do them: "rain all week apparently".
    static let weatherVerbs: Set<String> = [
        "rain", "raining", "snow", "snowing", "hail", "drizzle", "pour", "pouring", "sleet",
        "thunder",
    ]
    static let pointingBack: Set<String> = ["it", "them", "this", "that", "these", "those"]

    /// Verbs only another app answers to: no errand or list item opens with one.
    static let appOnlyVerbs: Set<String> = [
        "navigate", "facetime", "tweet", "dial", "stream", "shuffle", "translate", "google",
        "whatsapp", "skype", "snapchat", "venmo", "paypal", "uber",
    ]

    /// The item `segment` names when it is one thing and nothing else ("the hedge", "my
    /// bike"), said after "and" as one more thing a command acts on; nil when it says more
    /// (a sentence, a verb).
    static func anotherItem(_ segment: String) -> String? {
        let words = segment.lowercased().split(separator: " ")
        guard (2...4).contains(words.count), Self.determiners.contains(String(words[0])),
            !words.contains(where: { word in
                Self.finite.contains(String(word)) || word.contains("'")
                    || CompoundPlanner.lemmatizer.isPastForm(String(word))
            })
        else { return nil }
        let item = SlotText.cleanItem(segment)
        return item.isEmpty ? nil : item
    }

    static let determiners: Set<String> = ["the", "my", "our", "his", "her", "their"]

    static let subjects: Set<String> = [
        "i", "we", "they", "he", "she", "i'm", "we're", "they're", "he's", "she's", "we've",
        "i've", "they've",
    ]

    /// Words after a subject that make it a sentence: forms of "be", "have" and "do", and
    /// the modals.
    static let finite: Set<String> = [
        "is", "are", "was", "were", "'s", "has", "have", "had", "will", "won't", "wont",
        "would", "can", "can't", "cant", "could", "should", "must", "may", "might", "does",
        "doesn't", "doesnt", "did", "didn't", "didnt", "isn't", "isnt", "aren't", "arent",
        "wasn't", "wasnt", "keeps", "says", "said",
    ]

    /// First words that open no request: verbs whose "I" is dropped ("hope it works",
    /// "love the playlist"), the auxiliaries and modals, courtesy, and words that take a
    /// request back or hold it ("wait no ...", "ignore what i said"), read elsewhere.
    static let saidOfOneself: Set<String> = [
        "need", "want", "hope", "wish", "think", "guess", "reckon", "suppose", "bet", "feel",
        "love", "like", "hate", "know", "mean", "seem", "look", "sound", "mind", "miss",
        "prefer", "doubt", "believe", "imagine", "expect", "fear", "trust", "owe", "fancy",
        "suspect", "assume", "wonder", "worry", "care", "remember", "forget", "do", "don't",
        "dont", "be", "have", "can", "cant", "can't", "will", "wont", "won't", "shall", "may",
        "might", "must", "should", "would", "could", "please", "thank", "thanks", "cheers",
        "bless", "wait", "hang", "hold", "ignore", "never", "still", "let", "see", "say",
        "well",
    ]
}

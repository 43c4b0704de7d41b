/// Evidence against every tool: words of other assistants' domains (alarms, music,
/// weather, smart home, messages, travel, trivia). After the explicit capture frames
/// have had their turn ("remind me to set an alarm" is still a task), a clause with
/// these words is declined instead of being read as a list command.
package enum DeclineEvidence {
    /// Other domains' words, in three parts that together read as one pattern would:
    /// a verb that opens the request, single words, and phrases. The single words were
    /// once alternatives of the phrase pattern, which PCRE2 tried one after another at
    /// every word of every clause; they are looked up word by word instead, each word
    /// being a run of ASCII letters, digits and underscores (what bounds PCRE2's \b
    /// without Unicode properties).
    static let leadingVerb = Pattern(
        grammar: "^(?:play|pause|resume|skip|shuffle|stream|listen to|watch)\\b")
    /// The verbs a request to another assistant opens with, beside its domain's words:
    /// "call mum", "set an alarm for 7", "text dave the address".
    static let commandVerbs: Set<String> = [
        "play", "pause", "resume", "skip", "shuffle", "stream", "watch", "listen", "call", "ring",
        "phone", "dial", "facetime", "text", "message", "ping", "email", "tweet", "post", "set",
        "wake", "turn", "switch", "dim", "brighten", "order", "book", "navigate", "translate",
        "convert", "tell", "open", "start", "stop", "check", "send", "read", "find", "search",
    ]
    /// Whether `word` (lower case) is a verb or a name other assistants and apps answer
    /// to: "facetime", "whatsapp", "tweet", "navigate".
    package static func isOtherAppWord(_ word: String) -> Bool {
        commandVerbs.contains(word) || foreignWords.contains(word)
    }

    static let foreignWords = PackedWordTable<Bool>(words: [
        "alarm", "alarms", "timer", "timers", "stopwatch", "countdown", "weather", "forecast",
        "raining", "rain", "snowing", "sunny", "umbrella", "temperature", "degrees", "celsius",
        "fahrenheit", "thermostat", "brighten", "light", "lights", "lamp", "lamps", "bulb",
        "bulbs", "socket", "speaker", "speakers", "brightness", "favorites", "favourites", "cart",
        "basket", "wishlist", "watchlist", "voicemail", "voicemails", "account", "vacuum",
        "roomba", "robot", "music", "song", "songs", "playlist", "playlists", "album", "albums",
        "artist", "artists", "band", "podcast", "podcasts", "radio", "spotify", "pandora",
        "volume", "louder", "quieter", "unmute", "tv", "television", "netflix", "youtube",
        "movie", "movies", "film", "films", "cinema", "showtime", "showtimes", "news",
        "headlines", "score", "scores", "channel", "football", "soccer", "cricket", "rugby",
        "tennis", "golf", "nba", "nfl", "stock", "stocks", "bitcoin", "crypto", "currency",
        "dollar", "dollars", "euro", "euros", "convert", "conversion", "translate", "translation",
        "define", "definition", "spell", "spelling", "synonym", "synonyms", "joke", "jokes",
        "riddle", "trivia", "recipe", "recipes", "calories", "nutrition", "traffic", "directions",
        "navigate", "navigation", "uber", "lyft", "taxi", "cab", "flight", "flights", "hotel",
        "hotels", "restaurant", "restaurants", "reservation", "reservations", "takeaway",
        "takeout", "pizza", "delivery", "balance", "horoscope", "coin", "dice", "wikipedia",
        "google", "siri", "alexa", "bluetooth", "selfie", "photo", "camera", "screenshot",
        "facebook", "twitter", "instagram", "tweet", "gmail", "hotmail", "icloud", "dropbox",
        "whatsapp", "todoist", "trello", "evernote", "onenote", "facetime", "skype", "insta",
        "snapchat", "tiktok", "paypal", "venmo", "slack", "discord", "telegram", "linkedin",
    ])
    /// Things on a phone or a website that a command may be about ("delete the photos
    /// from yesterday", "snooze my notifications", "complete my checkout"), and that an
    /// errand handles ("sort the holiday photos on sunday"): evidence against changing a
    /// task, never against capturing one (read where `IntentParser` weighs a command).
    static let phoneThings = PackedWordTable<Bool>(words: [
        "photos", "pictures", "pics", "selfies", "screenshots", "notification",
        "notifications", "checkout", "texts", "messages", "emails", "inbox", "contacts",
        "app", "apps", "downloads", "tabs", "bookmarks", "browser", "history", "cache",
    ])
    /// "my last text", "the last email": a message on the phone.
    static let lastMessage = Pattern(grammar: "\\b(?:my|the) last (?:text|message|email|call)\\b")
    static let foreignPhrases = Pattern(
        grammar:
            "\\b(?:wake me|wake-up call|heating up|air ?con|(?:turn|switch|put) (?:on|off|up|down) (?:the |my |all the )?(?:lights?|lamps?|heating|tv|radio|fan|heater|plug|kettle)|(?:turn|switch|put|stick) (?:the |my |all the )?(?:lights?|lamps?|heating|tv|telly|radio|fan|heater|plug|kettle) (?:on|off|up|down)\\b|(?:lights?|lamps?|heating|tv) (?:on|off)|dim the|smart plug|too bright|less bright|(?:to|from|in|into) my contacts|contact list|email contacts?|phone contacts?|shopping cart|search history|pin number|password reset|premier league|share price|exchange rate|pounds sterling|meaning of|fun fact|route to|book a table|table for|order status|track my (?:order|package)|bank balance|credit card|transfer money|routing number|insurance quote|lottery numbers|roll a|flip a|who won|who is the|who was the|capital of|population of|how tall|how old is|how far is|how long does it take|distance to|time in|time zone|what time is it|what's the time|whats the time|what day is it|what's the date|what is the date|date today|today's date|the date today|what date is it|speed limit|battery level|wifi (?:on|off)|airplane mode|call (?:mom|mum|dad|him|her)\\b(?! (?:about|back|re\\b))|ring (?:mom|mum|dad)|post on|social media|email inbox|unread emails?|new emails?|read my emails?|check my emails?|send (?:[a-z]+ )?an? (?:email|e-mail|text|message|calendar invite|meeting invite)|strava|step count|my steps|sleep score|(?:log|track|clock) (?:\\d+(?:\\.\\d+)?|an?|half an|one|two|three|four|five) (?:hours?|hrs?|mins?|minutes?)|(?:email|e-mail|text|message|tweet|newsletter) to (?:go out|be sent)|text (?:him|her|them)|message (?:him|her|them))\\b"
    )
    /// Sums, percentages and conversions: "what's 15% of 80", "12 times 7".
    static let arithmetic = Pattern(
        grammar:
            "\\b\\d+(?:\\.\\d+)?\\s+(?:[-+*/x×÷^]|times|plus|minus|divided by|multiplied by)\\s+\\d+|\\b\\d+(?:\\.\\d+)?\\s*(?:[+*×÷^]|percent of|% of|squared|cubed)\\s*\\d*|\\bsquare root\\b|\\bwhat is \\d+(?:\\.\\d+)? (?:[-+*x]|times|plus|minus|divided)|\\bwhat's \\d+(?:\\.\\d+)? (?:[-+*x]|times|plus|minus|divided)"
    )
    /// Small talk that is not a request.
    static let smallTalk = Pattern(
        grammar:
            "^(?:how are you|how's it going|how are things|what's up|whats up|sup|who are you|what are you|what can you do|are you (?:a |an )?(?:robot|human|real|there|alive|ok)|i love you|you're (?:great|awesome|useless|stupid|funny)|good (?:morning|night|evening|afternoon)|hello|hi|hey|thanks?(?: you)?(?: so much)?|thank you|cheers|bye|goodbye|see you|nice to meet you|what's your name|whats your name|tell me about yourself|sing|dance|be quiet|shut up|stop talking|never mind|nevermind|forget it|cancel|stop|ok|okay|yes|no|sure|maybe)(?: doing| getting on| keeping| holding up| feeling)?(?:,?\\s(?:today|tonight|this morning|this evening|then|pb|mate|there))*[!.?]*$"
    )

    /// A question about the assistant itself, in the second person with no first person
    /// in it: "how's your day going?", "what's your favourite film?". "do you know when my
    /// boiler was serviced?" asks about the person's own things, and is not one.
    static let aboutTheAssistant = Pattern(
        grammar:
            "^(?:how|how's|hows|what|what's|whats|where|when|who|why|which|do|does|did|are|is|have|has|will|would|can|could)\\b(?!.*\\b(?:i|i'm|im|i've|ive|i'd|me|my|mine|myself|we|our|ours|us)\\b).*\\b(?:your|yours|yourself)\\b"
    )

    /// Quoted text is a title the person dictates ("add 'order contact lenses'"), not a
    /// request to another domain, so it is left out of the evidence.
    static let quoted = Pattern(
        grammar:
            "(?<![\\w])'[^']{2,}'(?![\\w])|\"[^\"]{2,}\"|\u{201C}[^\u{201D}]+\u{201D}|\u{2018}[^\u{2019}]+\u{2019}"
    )

    package static func declines(_ text: String) -> Bool { declines(text, hits: nil) }

    /// `hits`: the literal scan of `text`, when the caller has it (a clause's own).
    static func declines(_ text: String, hits: LiteralHits?) -> Bool {
        var unquoted = text
        var scan = hits
        if let m = quoted.firstMatch(in: text, hits: hits) {
            var bytes = Array(text.utf8)
            for i in m.range where i < bytes.count { bytes[i] = UInt8(ascii: " ") }
            unquoted = String(decoding: bytes, as: UTF8.self)
            scan = nil
        }
        func matches(_ pattern: Pattern) -> Bool {
            pattern.firstMatch(in: unquoted, hits: scan) != nil
        }
        return matches(leadingVerb) || hasForeignWord(unquoted, sparingHandledThings: true)
            || matches(foreignPhrases)
            || matches(arithmetic) || matches(smallTalk) || matches(aboutTheAssistant)
    }

    /// Things that other assistants work, and that an errand handles: things of the house
    /// ("test the smoke alarms", "change the landing light bulb", "fix the tv") and
    /// accounts ("top up the school dinner account", "renew the account"). Each kind is
    /// handled by its own verbs; after one of them, its things are no evidence. "set an
    /// alarm", "clear my 9am alarms", "turn on the lights" and "check my account" still are.
    enum HandledThing {
        case household, account

        /// Verbs of handling the thing, never of working it: mending, testing, buying or
        /// moving a thing of the house; opening, renewing, paying into or closing an
        /// account.
        var verbs: Set<String> {
            switch self {
            case .household: DeclineEvidence.handlingVerbs
            case .account: DeclineEvidence.accountVerbs
            }
        }
    }

    /// Each handled thing of `foreignWords`, with its kind.
    static let handledThings = PackedWordTable<HandledThing>(
        pairs: household.map { ($0, HandledThing.household) } + [("account", .account)],
        count: household.count + 1)
    static let household = [
        "alarm", "alarms", "light", "lights", "lamp", "lamps", "bulb", "bulbs", "socket",
        "speaker", "speakers", "thermostat", "tv", "television", "radio", "vacuum", "umbrella",
    ]

    /// Whether the text opens with a verb of handling `thing`: "change" only without a
    /// "to" after it ("change the lights to green" sets them).
    static func opensWithErrand(_ text: String, handling thing: HandledThing = .household)
        -> Bool
    {
        let first = text.utf8.prefix { $0 != UInt8(ascii: " ") }
        guard first.count >= 3, first.count <= 8 else { return false }
        let verb = String(decoding: first.map(ASCIIBytes.lowercased), as: UTF8.self)
        guard thing.verbs.contains(verb) else { return false }
        return verb != "change" || !(text.includes(" to ") || text.includes(" into "))
    }

    /// Verbs of mending, testing, buying or moving a thing, never of working a device.
    static let handlingVerbs: Set<String> = [
        "test", "fix", "repair", "replace", "install", "mend", "clean", "buy", "charge",
        "service", "change", "return", "sell", "donate", "recycle", "wipe", "dust", "paint",
        "hang",
    ]

    /// Verbs of an errand about an account, never of reading it ("check", "show"): "top
    /// up", "renew", "close", "cancel", "open", "update", "sort out".
    static let accountVerbs: Set<String> = [
        "top", "renew", "close", "cancel", "open", "update", "sort", "settle", "topup",
    ]

    /// Whether a word of `text` (a maximal run of ASCII letters, digits and underscores,
    /// in any case) is one of `foreignWords`. With `sparingHandledThings`, one of
    /// `handledThings` is not counted when the text opens with a verb of handling it
    /// (`opensWithErrand`, read only once such a word is found).
    static func hasForeignWord(_ text: String, sparingHandledThings: Bool = false) -> Bool {
        func spared(_ thing: HandledThing) -> Bool { opensWithErrand(text, handling: thing) }
        return holdsWord(of: foreignWords, in: text) { lower in
            !sparingHandledThings || !(handledThings[bytes: lower].map(spared) ?? false)
        }
    }

    /// Whether a command in `text` is about a thing on a phone rather than a task:
    /// `phoneThings`, or a last message.
    static func namesPhoneThing(_ text: String) -> Bool {
        holdsWord(of: phoneThings, in: text) { _ in true } || lastMessage.matches(text)
    }

    /// Whether `text` holds a word of `table` (a run of ASCII letters, digits and
    /// underscores, in any case) that `counts`.
    private static func holdsWord(
        of table: PackedWordTable<some Any>, in text: String,
        counts: (LazyMapSequence<UnsafeBufferPointer<UInt8>, UInt8>) -> Bool
    ) -> Bool {
        var bytesOf = text
        return bytesOf.withUTF8 { bytes in
            var i = 0
            while i < bytes.count {
                guard ASCIIBytes.isWordByte(bytes[i]) else {
                    i += 1
                    continue
                }
                let start = i
                while i < bytes.count, ASCIIBytes.isWordByte(bytes[i]) { i += 1 }
                let word = UnsafeBufferPointer(rebasing: bytes[start..<i])
                let lower = word.lazy.map(ASCIIBytes.lowercased)
                if table[bytes: lower] != nil, counts(lower) {
                    return true
                }
            }
            return false
        }
    }

}

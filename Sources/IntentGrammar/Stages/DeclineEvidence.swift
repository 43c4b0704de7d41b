/// Evidence against every tool: words of other assistants' domains (alarms, music,
/// weather, smart home, messages, travel, trivia). After the explicit capture frames
/// have had their turn ("remind me to set an alarm" is still a task), a clause with
/// these words is declined instead of being read as a list command.
enum DeclineEvidence {
    static let foreignDomain = Pattern(
        grammar:
            "^(?:play|pause|resume|skip|shuffle|stream|listen to|watch)\\b|\\b(?:alarms?|wake me|wake-up call|timers?|stopwatch|countdown|weather|forecast|raining|rain|snowing|sunny|umbrella|temperature|degrees|celsius|fahrenheit|thermostat|heating up|air ?con|(?:turn|switch|put) (?:on|off|up|down) (?:the |my |all the )?(?:lights?|lamps?|heating|tv|radio|fan|heater|plug|kettle)|(?:lights?|lamps?|heating|tv) (?:on|off)|dim the|brighten|smart plug|lights?|lamps?|bulbs?|socket|speakers?|brightness|too bright|less bright|(?:to|from|in|into) my contacts|contact list|email contacts?|phone contacts?|favou?rites|shopping cart|cart|basket|wishlist|watchlist|voicemails?|search history|account|pin number|password reset|vacuum|roomba|robot|music|songs?|playlists?|albums?|artists?|band|podcasts?|radio|spotify|pandora|volume|louder|quieter|unmute|tv|television|netflix|youtube|movies?|films?|cinema|showtimes?|news|headlines|scores?|channel|football|soccer|cricket|rugby|tennis|golf|nba|nfl|premier league|stocks?|share price|bitcoin|crypto|exchange rate|currency|dollars?|euros?|pounds sterling|convert|conversion|translate|translation|define|definition|meaning of|spell|spelling|synonyms?|jokes?|riddle|trivia|fun fact|recipe|recipes|calories|nutrition|traffic|directions|navigate|navigation|route to|uber|lyft|taxi|cab|flights?|hotels?|restaurants?|reservations?|book a table|table for|takeaway|takeout|pizza|delivery|order status|track my (?:order|package)|bank balance|balance|credit card|transfer money|routing number|insurance quote|horoscope|lottery numbers|coin|dice|roll a|flip a|wikipedia|google|siri|alexa|who won|who is the|who was the|capital of|population of|how tall|how old is|how far is|how long does it take|distance to|time in|time zone|what time is it|what's the time|whats the time|what day is it|what's the date|what is the date|date today|today's date|the date today|what date is it|speed limit|battery level|wifi (?:on|off)|bluetooth|airplane mode|selfie|photo|camera|screenshot|call (?:mom|mum|dad|him|her)\\b(?! (?:about|back|re\\b))|ring (?:mom|mum|dad)|facebook|twitter|instagram|tweet|post on|social media|email inbox|unread emails?|new emails?|read my emails?|check my emails?|send an? (?:email|text|message)|text (?:him|her|them)|message (?:him|her|them))\\b"
    )
    /// Sums, percentages and conversions: "what's 15% of 80", "12 times 7".
    static let arithmetic = Pattern(
        grammar:
            "\\b\\d+(?:\\.\\d+)?\\s+(?:[-+*/x×÷^]|times|plus|minus|divided by|multiplied by)\\s+\\d+|\\b\\d+(?:\\.\\d+)?\\s*(?:[+*×÷^]|percent of|% of|squared|cubed)\\s*\\d*|\\bsquare root\\b|\\bwhat is \\d+(?:\\.\\d+)? (?:[-+*x]|times|plus|minus|divided)|\\bwhat's \\d+(?:\\.\\d+)? (?:[-+*x]|times|plus|minus|divided)"
    )
    /// Small talk that is not a request.
    static let smallTalk = Pattern(
        grammar:
            "^(?:how are you|how's it going|how are things|what's up|whats up|sup|who are you|what are you|what can you do|are you (?:a |an )?(?:robot|human|real|there|alive|ok)|i love you|you're (?:great|awesome|useless|stupid|funny)|good (?:morning|night|evening|afternoon)|hello|hi|hey|thanks?(?: you)?(?: so much)?|thank you|cheers|bye|goodbye|see you|nice to meet you|what's your name|whats your name|tell me about yourself|sing|dance|be quiet|shut up|stop talking|never mind|nevermind|forget it|cancel|stop|ok|okay|yes|no|sure|maybe)(?: today| tonight| this morning| doing| then| pb)?[!.?]*$"
    )

    /// Quoted text is a title the person dictates ("add 'order contact lenses'"), not a
    /// request to another domain, so it is left out of the evidence.
    static let quoted = Pattern(
        grammar:
            "(?<![\\w])'[^']{2,}'(?![\\w])|\"[^\"]{2,}\"|\u{201C}[^\u{201D}]+\u{201D}|\u{2018}[^\u{2019}]+\u{2019}"
    )

    static func declines(_ text: String) -> Bool {
        var unquoted = text
        if let m = quoted.firstMatch(in: text) {
            var bytes = Array(text.utf8)
            for i in m.range where i < bytes.count { bytes[i] = UInt8(ascii: " ") }
            unquoted = String(decoding: bytes, as: UTF8.self)
        }
        return foreignDomain.matches(unquoted) || arithmetic.matches(unquoted)
            || smallTalk.matches(unquoted)
    }
}

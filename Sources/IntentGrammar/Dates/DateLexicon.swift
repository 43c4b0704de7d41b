/// A unit a duration is counted in: "3 days", "an hour", "a fortnight".
enum DurationUnit: Sendable {
    case minute, hour, day, week, fortnight, month, year
}

/// The words the grammar's rules test for. A word's keyword is looked up once, when it is
/// tokenized, so a rule's test is one byte compare rather than a string compare.
enum DateWord: UInt8, Sendable {
    case none
    case a, an, after, afternoon, ago, am, and, at, back, before, beginning, business, by
    case clock, close, cob, coming, couple, current, day, due, earlier, end, eod, eom, eow, eoy
    case evening, few, first, following, `for`, from, good, h, half, hence, `in`, last, later
    case lunch, m, mid, midday, middle, midnight, month, morning, next, night, noon, now, o
    case oclock, of, on, other, p, past, play, pm, previous, q, quarter, single, start, t, the
    case thing, this, time, to
    case today
    case tonight, tomorrow, until, upcoming, week, weekday, weekend, year, yesterday
    /// Words that may open a phrase about a period: "over the weekend", "early next week".
    case during, early, late, over
    /// What the day is lived around, a time only after "before" or "after" ("after work",
    /// "before bed"): alone, no date word.
    case work, school, bed, bedtime, dinner

    /// A word that is a time only after "before" or "after" (the last cases, so one
    /// compare tells: this is asked of every date word tokenized).
    var isDayAnchor: Bool { rawValue >= DateWord.work.rawValue }

    /// Spellings that read as one keyword.
    static let variants: [String: DateWord] = [
        "o'clock": .oclock, "tonite": .tonight, "til": .until, "till": .until, "tmrw": .tomorrow,
        "tmr": .tomorrow, "tmrow": .tomorrow, "tomorow": .tomorrow, "tommorow": .tomorrow,
        "tommorrow": .tomorrow, "tomoz": .tomorrow, "weekdays": .weekday, "lunchtime": .noon,
    ]
}

/// What one word means to the date grammar. Most words mean nothing; a few mean two
/// things ("mon" is Monday, and a month in "in 1 mon"; "second" is an ordinal).
struct DateLexeme: Sendable {
    /// 1 is Monday, 7 is Sunday; 0 when the word is no weekday.
    var weekday = 0
    /// "fridays", "mondays": a recurrence, which the grammar reads, never a date.
    var isRecurring = false
    /// 1 is January; 0 when the word is no month.
    var month = 0
    /// A number word's value ("twenty" is 20); -1 when the word is none.
    var number = -1
    /// An ordinal word's value ("third" is 3); 0 when the word is none.
    var ordinal = 0
    var unit: DurationUnit?
    /// A one- or two-letter unit ("h", "d", "mo") only counts glued to its number: "2d".
    var unitIsShort = false
    /// "sat", "sun", "wed", "may", "mar", "march": everyday English words that name a day
    /// or month only when the words around them say so ("on sat", "may 4", "march 3rd").
    var needsContext = false
    /// A closed-class word that may follow a bare number read as a date ("on the 3rd at
    /// noon", "the 3rd please"), where a noun would show the number is something else
    /// ("the 3rd floor", "3/4 cup").
    var mayFollowDate = false
    /// "every", "each", "weekly": opens a recurrence, which is no date.
    var opensRecurrence = false
    var word = DateWord.none

    static let none = DateLexeme()

    /// Whether the word means something to dates by itself: a day, month, number,
    /// ordinal, unit, recurrence or date keyword. Every piece of a date phrase starts with
    /// one of these, a number or a mark, and never with a word that is in the lexicon only
    /// as one that may follow a date ("me", "please"): the scanner starts no phrase there.
    var hasDateMeaning: Bool {
        weekday > 0 || isRecurring || month > 0 || number >= 0 || ordinal > 0 || unit != nil
            || opensRecurrence || (word != .none && !word.isDayAnchor)
    }
}

/// The date grammar's vocabulary, built once.
enum DateLexicon {
    static let shapes = WordShapes(words.keys)
    /// `words` for lookups from bytes, which the date tokenizer makes for every word.
    static let table = PackedWordTable(words)
    static let words: [String: DateLexeme] = {
        var table: [String: DateLexeme] = [:]
        func add(_ word: String, _ change: (inout DateLexeme) -> Void) {
            var lexeme = table[word] ?? DateLexeme()
            change(&lexeme)
            table[word] = lexeme
        }
        let weekdays: [(Int, [String])] = [
            (1, ["monday", "mon"]), (2, ["tuesday", "tue", "tues"]),
            (3, ["wednesday", "wed", "weds"]), (4, ["thursday", "thu", "thur", "thurs"]),
            (5, ["friday", "fri"]), (6, ["saturday", "sat"]), (7, ["sunday", "sun"]),
        ]
        for (day, names) in weekdays {
            for name in names { add(name) { $0.weekday = day } }
            add(names[0] + "s") { $0.isRecurring = true }
        }
        let months: [(Int, [String])] = [
            (1, ["january", "jan"]), (2, ["february", "feb"]), (3, ["march", "mar"]),
            (4, ["april", "apr"]), (5, ["may"]), (6, ["june", "jun"]), (7, ["july", "jul"]),
            (8, ["august", "aug"]), (9, ["september", "sep", "sept"]),
            (10, ["october", "oct"]), (11, ["november", "nov"]), (12, ["december", "dec"]),
        ]
        for (month, names) in months {
            for name in names { add(name) { $0.month = month } }
        }
        for word in ["sat", "sun", "wed", "may", "mar", "march"] {
            add(word) { $0.needsContext = true }
        }
        let numbers = [
            "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
            "eighteen", "nineteen",
        ]
        for (value, word) in numbers.enumerated() { add(word) { $0.number = value } }
        let tens = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
        for (k, word) in tens.enumerated() { add(word) { $0.number = 20 + 10 * k } }
        let ordinals = [
            "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
            "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth",
            "seventeenth", "eighteenth", "nineteenth", "twentieth",
        ]
        for (k, word) in ordinals.enumerated() { add(word) { $0.ordinal = k + 1 } }
        add("thirtieth") { $0.ordinal = 30 }
        let units: [(DurationUnit, [String], [String])] = [
            (.minute, ["minute", "minutes", "min", "mins"], []),
            (.hour, ["hour", "hours", "hr", "hrs"], ["h"]),
            (.day, ["day", "days"], ["d"]),
            (.week, ["week", "weeks", "wk", "wks"], ["w"]),
            (.fortnight, ["fortnight", "fortnights"], []),
            (.month, ["month", "months", "mon", "mons", "mos", "mth", "mths"], ["mo"]),
            (.year, ["year", "years", "yr", "yrs"], ["y"]),
        ]
        for (unit, long, short) in units {
            for word in long { add(word) { $0.unit = unit } }
            for word in short {
                add(word) {
                    $0.unit = unit
                    $0.unitIsShort = true
                }
            }
        }
        let followers = [
            // prepositions and conjunctions
            "at", "on", "in", "by", "for", "to", "from", "with", "before", "after", "until", "till",
            "about", "around", "into", "via", "and", "or", "but", "so", "then", "if", "when",
            "while", "because", "as", "than",
            // pronouns and determiners
            "i", "me", "my", "we", "us", "our", "you", "your", "he", "him", "his", "she", "her",
            "it", "its", "they", "them", "their", "this", "that", "these", "those", "there",
            "here", "the", "a", "an",
            // auxiliaries
            "is", "are", "was", "were", "be", "been", "will", "would", "shall", "should", "can",
            "could", "may", "might", "must", "do", "does", "did", "have", "has", "had", "i'll",
            "we'll", "it'll", "works", "work", "ok", "okay", "isn't", "wasn't", "won't",
            "can't", "cant", "didn't", "doesn't", "hasn't", "haven't", "shouldn't", "got",
            "gets", "just", "finally",
            // adverbs and asides
            "please", "pls", "plz", "too", "also", "again", "latest", "sharp", "instead",
            "anyway", "already", "still", "asap", "thanks", "thank", "thx", "either", "maybe",
            "next", "earliest", "sometime", "ish", "not", "now", "actually", "rather",
            // a date taken back: "on the 19th sorry the 20th"
            "no", "nah", "sorry", "wait", "oops",
            // a shift's direction: "push the one due the 15th back a week"
            "back", "forward", "forwards",
            // what is said of a task due then: "the one due the 17th needs to move", "the
            // thing due on the 24th high priority"
            "needs", "need", "high", "low", "medium", "urgent",
            // a time said before the request: "at 5 remind me to call mum"
            "remind",
            // a repeat's time before when it starts: "every sunday at 6 starting next week"
            "starting", "beginning", "onwards",
            // date and time words
            "today", "tonight", "tomorrow", "tmrw", "tmr", "yesterday", "morning", "afternoon",
            "evening", "night", "noon", "midday", "midnight", "am", "pm", "eod", "o'clock",
            "oclock",
        ]
        for word in followers { add(word) { $0.mayFollowDate = true } }
        for word in ["mornings", "afternoons", "evenings", "nights", "weekends"] {
            add(word) { $0.isRecurring = true }
        }
        let openers = [
            "every", "each", "daily", "weekly", "monthly", "yearly", "annually", "fortnightly",
            "nightly", "hourly", "biweekly", "quarterly",
        ]
        for word in openers { add(word) { $0.opensRecurrence = true } }
        var keyword = DateWord.a
        while let next = DateWord(rawValue: keyword.rawValue + 1) {
            add("\(keyword)") { $0.word = keyword }
            keyword = next
        }
        add("\(keyword)") { $0.word = keyword }
        for (spelling, word) in DateWord.variants { add(spelling) { $0.word = word } }
        return table
    }()

}

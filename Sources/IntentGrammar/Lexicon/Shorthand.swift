/// Chat spellings of the grammar's own words, with what they stand for.
///
/// Weekday, month and unit abbreviations ("mon", "thurs", "hrs", "eod") are not here:
/// the date parser reads them itself, and "mon" or "sat" may be ordinary words. Nor is
/// "asap", which the grammar reads as it is. Nothing here is a word in its own right
/// that a person might mean literally ("cud", "cos", "yr"), except "calender", which
/// nobody keeping a task list means.
enum Shorthand {
    static let expansions: [String: [String]] = [
        // Question words typed in a hurry.
        "wht": ["what"], "wat": ["what"], "wot": ["what"], "wats": ["what's"], "whts": ["what's"],
        "whn": ["when"], "whr": ["where"],
        // Days.
        "tmrw": ["tomorrow"], "tmr": ["tomorrow"], "tmw": ["tomorrow"], "tmrow": ["tomorrow"],
        "tmoro": ["tomorrow"], "tmorrow": ["tomorrow"], "2moro": ["tomorrow"],
        "2morow": ["tomorrow"], "2morrow": ["tomorrow"], "2mrw": ["tomorrow"],
        "tomoz": ["tomorrow"], "2day": ["today"], "tonite": ["tonight"], "2nite": ["tonight"],
        "2night": ["tonight"], "nite": ["night"], "yday": ["yesterday"],
        "yest": ["yesterday"], "wknd": ["weekend"], "wkend": ["weekend"], "wk": ["week"],
        "wks": ["weeks"], "wkday": ["weekday"], "wkdays": ["weekdays"], "nxt": ["next"],
        "wkly": ["weekly"], "mthly": ["monthly"], "mnthly": ["monthly"],
        "rn": ["right", "now"],
        // A day's possessive typed with no apostrophe: "todays agenda", "tomorrows list".
        "todays": ["today's"], "tomorrows": ["tomorrow's"], "tonights": ["tonight's"],
        "yesterdays": ["yesterday's"],
        // Verbs and words of the grammar's own.
        "rmnd": ["remind"], "rmind": ["remind"], "rmndr": ["reminder"], "mv": ["move"],
        "dne": ["done"], "nu": ["new"], "cn": ["can"], "r": ["are"], "hws": ["how's"],
        "hw's": ["how's"], "hows": ["how's"],
        "goin": ["going"], "evry": ["every"], "thru": ["through"],
        // "I've" typed with no apostrophe: no other word is spelled so.
        "ive": ["i've"], "weve": ["we've"],
        // Things the grammar names.
        "appt": ["appointment"], "appts": ["appointments"], "mtg": ["meeting"],
        "mtgs": ["meetings"], "prio": ["priority"], "proj": ["project"], "msg": ["message"],
        // Courtesy and pronouns.
        "pls": ["please"], "plz": ["please"], "plse": ["please"], "thx": ["thanks"],
        "thnx": ["thanks"], "thanx": ["thanks"], "u": ["you"], "ur": ["your"],
        // Function words.
        "b4": ["before"], "w/": ["with"], "w": ["with"], "w/o": ["without"], "tho": ["though"],
        "altho": ["although"], "abt": ["about"], "bc": ["because"], "b/c": ["because"],
        "coz": ["because"], "cuz": ["because"], "sth": ["something"], "smth": ["something"],
        "btw": ["by", "the", "way"], "&": ["and"], "n": ["and"],
        // Modals and their run-together forms.
        "shud": ["should"], "shld": ["should"], "cld": ["could"], "wud": ["would"],
        "wld": ["would"], "wanna": ["want", "to"], "gonna": ["going", "to"],
        "gotta": ["got", "to"], "hafta": ["have", "to"], "oughta": ["ought", "to"],
        "tryna": ["trying", "to"], "lemme": ["let", "me"], "gimme": ["give", "me"],
        "kinda": ["kind", "of"], "sorta": ["sort", "of"], "outta": ["out", "of"],
        // A rare word whose everyday use is a misspelling, which correction must refuse
        // because it is English.
        "calender": ["calendar"],
    ]
    // Priority flags as other to-do apps write them ("make it p1", "show my p2s").
    .merging(PriorityWords.flags) { said, _ in said }
}

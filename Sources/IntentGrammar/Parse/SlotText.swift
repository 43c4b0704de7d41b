internal import ToolBox

/// Cleans slot text cut from an utterance into a title or an item name.
package enum SlotText {
    /// Words that join a capture cue to its content: "remind me *to* call mum".
    static let leadingJoiners = [
        "i need to ", "i have to ", "i must ", "i should ", "i gotta ", "i've got to ", "i got to ",
        "we need to ", "we have to ", "we should ", "need to ", "have to ", "got to ", "gotta ",
        "remember to ", "me to ", "to ", "that ", "about ", "of ", "for ", "- ", ": ",
    ]
    /// Words left dangling at the end once a date phrase is cut: "pay rent *by*".
    static let trailingDanglers = [
        " by", " on", " at", " for", " due", " until", " till", " til", " before", " b4", " and",
        " or", " from", " of", " only",
        " please", " pls", " plz", " thanks", " thank you", " thx", " starting", " beginning",
        " every",
        " repeating", " recurring", " the", " this", " next", ",",
        // A time too vague to be a date says nothing of what to do: "call mum later".
        " later", " sometime", " at some point", " one of these days", " one day", " some day",
        " someday", " eventually",
    ]

    /// `text` as a title: without the joiners before it and the words left dangling
    /// after it, except `particle` when it ends the text ("put the washing on").
    static func cleanTitle(_ text: String) -> String { cleanTitle(text, keeping: nil) }

    static func cleanTitle(_ text: String, keeping particle: String?) -> String {
        var s = stripPunctuation(withoutReason(text))
        // "add it so I don't forget": what for is no part of the name either.
        s = withoutPurpose(s)
        while true {
            if let length = joiners.prefix(of: s) {
                s = stripPunctuation(String(Substring(s.utf8.dropFirst(length))))
            } else if let particle, s.hasSuffix(" " + particle) {
                break
            } else if let length = danglers.suffix(of: s) {
                s = stripPunctuation(String(Substring(s.utf8.dropLast(length))))
            } else {
                break
            }
        }
        // A joiner or dangler alone is no title: "set a reminder for every Sunday" leaves
        // "for" once the repeat phrase is cut.
        if s.utf8.count <= longestLoneWord, loneWords.contains(s.lowercased()) { return "" }
        return unquote(s)
    }

    /// `text` without the reason said after what to do ("check the car insurance
    /// because I always panic last minute"): why is no part of a task's name. What to
    /// do must come first, two words or more ("because" alone opens no title).
    static func withoutReason(_ text: String) -> String {
        // Most titles hold no cue: one pass rules them out.
        guard reasonCue.occurs(in: text) else { return text }
        let bytes = Array(text.utf8)
        let lower = bytes.map { $0 | (($0 >= 0x41 && $0 <= 0x5A) ? 0x20 : 0) }
        var words = 0
        for i in bytes.indices where bytes[i] == UInt8(ascii: " ") {
            words += 1
            guard words >= 2 else { continue }
            for cue in reasonCues where lower[i...].starts(with: cue.utf8) {
                return String(decoding: bytes[..<i], as: UTF8.self)
            }
        }
        return text
    }

    /// `text` without what it is for said last ("so I don't forget").
    package static func withoutPurpose(_ text: String) -> String {
        guard let length = purposes.suffix(of: text) else { return text }
        return stripPunctuation(String(Substring(text.utf8.dropLast(length))))
    }

    /// What a capture is for, said after it: "so I don't forget", "in case we forget".
    static let purposes = AffixList(
        [
            "so i don't forget", "so i dont forget", "so i do not forget", "so i won't forget",
            "so i wont forget", "so i remember", "so that i don't forget", "so that i remember",
            "so we don't forget", "so we dont forget", "so we remember", "in case i forget",
            "in case we forget", "lest i forget",
        ].flatMap { [" \($0)", " \($0) it", " \($0) about it", ", \($0)"] })

    static let reasonCue = AffixList(reasonCues)
    static let reasonCues = reasonWords.map { " \($0) " }
    /// The words that open why something is to be done (`IntentParser.reasonGiven` reads
    /// them too).
    static let reasonWords = ["because", "cos", "coz", "cuz", "bc"]

    static let joiners = AffixList(leadingJoiners)
    static let longestLoneWord = loneWords.map(\.utf8.count).max() ?? 0
    static let loneWords = Set(
        (leadingJoiners + trailingDanglers).map { stripPunctuation($0) }.filter {
            // "that" and "this" alone point back ("add that"): they stay.
            !$0.isEmpty && !$0.contains(" ") && !Pronouns.all.contains($0)
        })
    static let danglers = AffixList(trailingDanglers)

    /// A question word closing an item's slot shows the words are a question run on to
    /// what came before ("buy milk, what's due today"), not a name.
    static let questionEnds = AffixList(
        ["what", "who", "which", "when", "where", "how", "why", "whats"].flatMap {
            [" \($0)", ", \($0)", ",\($0)"]
        })

    static let leadingDeterminers = [
        "the ", "my ", "our ", "a ", "an ", "that ", "this ", "your ", "those ", "these ",
        "everyone's ", "everybody's ",
    ]
    static let trailingListWords = [
        " task", " tasks", " to-do", " todo", " item", " reminder", " from my list", " off my list",
        " on my list",
        " from the list", " off the list", " from my to-do list", " off my to-do list",
        " from my todo list",
        " off my todo list", " from the to-do list", " one", " thing", " job", " chore", " errand",
        " please", " pls",
        " already", " now",
        " as well", " too", " both", " for me", " then", " any more", " anymore", " any longer",
        " again",
        " instead",
        " after all", " for now", "'s", " is", " are", " was", " were", " has", " have", " got",
        " can be", " could be", " will be", " should be", " can wait", " could wait",
        " task",
        " completely", " entirely",
    ]

    /// What may trail an item's name: list words, then what dangles after a cut date.
    static let itemTails = trailingListWords + trailingDanglers

    package static func cleanItem(_ text: String) -> String {
        var s = unquote(stripPunctuation(withoutClosingEmoji(text)))
        while true {
            if let length = determiners.prefix(of: s) ?? heads.prefix(of: s) {
                // "that task" points back as a whole: cut, it would name a task "task".
                if Pronouns.all.contains(s.lowercased()) { return s }
                s = String(Substring(s.utf8.dropFirst(length)))
            } else if let length = tails.suffix(of: s) {
                s = stripPunctuation(String(Substring(s.utf8.dropLast(length))))
            } else {
                break
            }
        }
        return unquote(s)
    }

    /// `text` without the emoji it ends in ("the budget draft 👍"): decoration, never part
    /// of the name of an item it refers to. Only on the last bytes: most names have none.
    package static func withoutClosingEmoji(_ text: String) -> String {
        guard let last = text.utf8.last, last >= 0x80 else { return text }
        var s = Substring(text)
        while let c = s.last,
            c.isWhitespace || c.unicodeScalars.allSatisfy(isEmojiPart)
        {
            s = s.dropLast()
        }
        return s.isEmpty ? text : String(s)
    }

    /// Whether a token is emoji alone ("😩", "🙏"), which people type where a sentence
    /// ends or a message closes.
    package static func isEmoji(_ token: Substring) -> Bool {
        // Most tokens open with an ASCII byte: one look rules them out.
        guard let first = token.utf8.first, first >= 0xE2 else { return false }
        return token.unicodeScalars.allSatisfy(isEmojiPart)
    }

    /// Whether a scalar belongs to an emoji: an emoji (ASCII digits and marks aside, which
    /// Unicode counts as emoji for keycaps), a variation selector or a joiner.
    package static func isEmojiPart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0xFF
            && (scalar.properties.isEmoji || scalar.value == 0xFE0F || scalar.value == 0x200D)
    }

    /// `text` without its leading articles and possessives.
    static func withoutDeterminers(_ text: String) -> String {
        var s = stripPunctuation(text)
        while let length = determiners.prefix(of: s) {
            s = String(Substring(s.utf8.dropFirst(length)))
        }
        return s
    }

    static let determiners = AffixList(leadingDeterminers)

    /// A word for an item and what joins it to the item's own words: "delete the task
    /// concerning the loft", "the one with the fence", "the reminder to call Gran". The
    /// name is what follows. The joiners that never open a name are heads alone too
    /// (a frame may have read "the task" itself).
    static let heads = AffixList(
        headWords.flatMap { head in (headJoiners + aboutWords).map { "\(head) \($0) " } }
            + aboutWords.map { "\($0) " })
    static let headWords = [
        "task", "item", "one", "reminder", "to-do", "todo", "entry", "job", "chore",
    ]
    static let headJoiners = [
        "with", "about", "for", "called", "named", "titled", "entitled", "to", "re",
    ]

    /// Whether `said` (normalized text before a slot) ends in a head word: "the task ".
    static func endsInHead(_ said: Substring) -> Bool {
        headEnds.suffix(of: String(said)) != nil
    }
    static let headEnds = AffixList(headWords.map { " \($0) " })

    /// `item` without the joiner a head word left before it: "with the fence" is "fence".
    static func withoutHeadJoiner(_ item: String) -> String {
        guard let length = joinersAfterHead.prefix(of: item) else { return item }
        return cleanItem(String(Substring(item.utf8.dropFirst(length)) ?? ""))
    }
    static let joinersAfterHead = AffixList(headJoiners.map { "\($0) " })
    static let aboutWords = [
        "concerning", "regarding", "pertaining to", "relating to", "related to",
        "with regard to", "in regard to",
    ]
    static let tails = AffixList(itemTails)

    static let marks: Set<Character> = [
        ".", ",", ";", ":", "!", "?", " ", "-", "\u{2013}", "\u{2014}", "…", ">", "→", "=",
    ]

    package static func stripPunctuation(_ text: String) -> String {
        // Plain letters or digits at both ends, the usual case: nothing to strip.
        if let first = text.utf8.first, let last = text.utf8.last, Self.isPlain(first),
            Self.isPlain(last)
        {
            return text
        }
        var s = Substring(text)
        while let first = s.first, marks.contains(first) || first.isWhitespace { s = s.dropFirst() }
        while let last = s.last, marks.contains(last) || last.isWhitespace { s = s.dropLast() }
        return String(s)
    }

    /// An ASCII letter or digit.
    static func isPlain(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || ASCIIBytes.isUppercase(byte)
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    package static func unquote(_ text: String) -> String {
        // Most titles open with no quote mark at all.
        guard QuoteMarks.opens(Substring(text)) else { return text }
        for (open, close) in QuoteMarks.pairs
        where text.count >= 2 && text.first == open && text.last == close {
            let inner = text.dropFirst().dropLast()
            // "'renew the tv licence' for end of month and 'cancel the gym'": two
            // quotations, not one; a mark inside beside a space closes or opens one
            // (an apostrophe, as in "mum's", stands between letters).
            let marks: Set<Character> = [open, close]
            let quotesAgain = zip(inner, inner.dropFirst()).contains { a, b in
                (marks.contains(a) && b == " ") || (a == " " && marks.contains(b))
            }
            return quotesAgain ? text : String(inner).trimmingSpaces
        }
        return text
    }

    /// Whether `said` holds a full stop, question or exclamation mark with a space after
    /// it: a sentence ends inside it, and another follows.
    static func holdsSentenceEnd(_ said: Substring?) -> Bool {
        guard var said else { return false }
        return said.withUTF8 { bytes in
            guard bytes.count > 1 else { return false }
            for i in 0..<(bytes.count - 1) where bytes[i + 1] == UInt8(ascii: " ") {
                let mark = bytes[i]
                if mark == UInt8(ascii: ".") || mark == UInt8(ascii: "!")
                    || mark == UInt8(ascii: "?")
                {
                    return true
                }
            }
            return false
        }
    }
}

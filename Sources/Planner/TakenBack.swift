package import IntentGrammar
package import ToolBox

/// A request taken back in the same breath: "push the dentist to friday, never mind",
/// "delete the fence task. no, keep it", "snooze it but also don't", "move it to friday
/// no wait thursday no actually leave it". What was asked last is that nothing be done,
/// so nothing is. ("scratch that" said alone takes back the last turn; said after a
/// request, it takes back that request.) A report said and then denied is taken back
/// too: "budget done, wait no it isnt", "the fence is fixed - actually no the fence isn't
/// done yet".
enum TakenBack {
    /// A decline when `said` ends by taking back what it asked; nil otherwise.
    static func decline(_ said: String) -> [ParsedIntent]? {
        // Every request is asked: most end in no word the phrases end in, and are ruled
        // out without the pattern.
        let lower = said.lowercased()
        func takesBack(_ pattern: Pattern) -> Bool {
            guard let match = pattern.firstMatch(in: lower)?.group(0) else { return false }
            return lower.utf8.prefix(match.lowerBound).contains(where: ASCIIBytes.isLetter)
        }
        guard
            (lastWords.contains(lastWord(of: said)) && takesBack(ending))
                || (holdWords.occurs(in: lower) && takesBack(heldWithReason))
        else { return nil }
        return declined
    }

    /// "tick off get batteries. oh wait I only got the AA ones, unmark it": a task
    /// completed and then reopened in one request (or reopened and completed again), with
    /// a word that takes back between, is a request taken back, and nothing is done. Nil
    /// when no step undoes one before it, or nothing was taken back in words ("complete
    /// the fence and reopen it" asks for both, in turn).
    static func undoneInTurn(_ steps: [ParsedIntent], said: String) -> [ParsedIntent]? {
        let opposite: [ToolName: ToolName] = [
            .completeTask: .reopenTask, .reopenTask: .completeTask,
        ]
        // The steps first: few requests both complete and reopen.
        let undone = steps.indices.contains { index in
            guard let undoing = opposite[steps[index].tool],
                let task = steps[index].arguments["task"]?.lowercased()
            else { return false }
            return steps[(index + 1)...].contains { later in
                later.tool == undoing && later.arguments["task"]?.lowercased() == task
            }
        }
        guard undone, saysAny(of: takingBackWords, in: said.lowercased()) else { return nil }
        return declined
    }

    /// Whether a word of `text` (lower case) is one of `words`.
    static func saysAny(of words: Set<String>, in text: String) -> Bool {
        text.split(whereSeparator: { !$0.isLetter }).contains { words.contains(String($0)) }
    }

    /// The decline of a request taken back: nothing is done, and the reply says so.
    static let declined = [ParsedIntent(.decline, ["takenBack": "yes"])]

    /// Words that take back what was said before them.
    static let takingBackWords: Set<String> = [
        "wait", "no", "nope", "oops", "actually", "sorry", "hang", "hold", "scratch", "nah",
        "whoops",
    ]

    /// "add oat milk no ignore me theres a carton in the door", "mark the vat return
    /// done... no hang on it hasnt gone thru yet", "move it to fri actually no keep it
    /// thurs", "delete the haircut lol jk i need one": a word that corrects (or a laugh
    /// before "jk"), then words that hold the request, then why or where it stays. The
    /// holding words are never a request's own after "no", "wait" or "actually". Part of
    /// it taken back takes back the whole ("delete send invites and choose a dj, oh no
    /// keep the invites", "tick off the recycling and the plants - oops not the plants",
    /// "delete the haircut and the freezer jk keep the freezer"),
    /// as pb does all of a request or none of it. So does a taking back with why after it
    /// ("remind me to buy wine, scratch that, we're doing dry March", "bin the haircut one.
    /// actually don't, I'll book it after payday", "mark the fence done — hmm no, the
    /// gate's still hanging off", "reopen the oven cleaning. nope, misread"). A "no" after
    /// a mark takes back only before what tells why ("no, the gate's ..."): "..., no rush"
    /// asks nothing back, and "..., no the 29th" says a date again (`DateCorrections`).
    static let heldWithReason = Pattern(
        grammar: """
            (?:\\b(?:oh no|oops|on second thoughts?)[ ,.!]+(?:(?:no|actually)[ ,.!]+)*\
            (?:keep|leave|not|don't|dont)\\b.*$\
            |[,.;!\\-–—][ ,.!]*(?:hang on|hold on)\\b.*$\
            |\\b(?:no|nah|nope|actually)[ ,.!]+(?:keep|leave) (?!it\\b|that\\b)[a-z]+\\b.*$)\
            |\\b(?:no|nah|nope|wait|actually|hmm+|oh)[ ,.!]+\
            (?:(?:no|wait|actually|oh|ok|okay|sorry|hmm+)[ ,.!]+)*\
            (?:ignore (?:me|that|this|it)|hold off|hang on|hold on|scrap that|scratch that\
            |never ?mind|nvm|forget (?:it|that|the|about)|keep (?:it|that)|leave (?:it|that)\
            |(?:ignore|forget|scrap|scratch|drop|skip) the (?:first|second|third|last|other) \
            (?:part|bit|one|thing|half))\\b.*$\
            |\\b(?:no|nah|nope)\\b[^.?!]*\\bignore[ .!]*$\
            |[,.;!\\-–—][ ,.!]*(?:oh[ ,.!]+)?wait[ ,.!]+(?:the|it|its|it's|that|they|they're)\\b\
            [^.?!]*?\\b(?:not|isnt|isn't|hasnt|hasn't|havent|haven't|wasnt|wasn't|arent|aren't\
            |didnt|didn't)\\b.*$\
            |(?:\\b(?:lol|haha|no|nah|actually)|[,.;!\\-–—])[ ,.!]*(?:jk|just kidding|only kidding)\\b.*$\
            |\\b(?:jk|just kidding|only kidding)[ ,.!]+(?:keep|leave|not|don't|dont)\\b.*$\
            |[,.;!\\-–—][ ,.!]*(?:(?:no|actually|wait|hmm+)[ ,.!]+)*(?:scratch|scrap) that\\b.*$\
            |[,.;!\\-–—][ ,.!]*(?:never ?mind|nvm)(?:[ ,.!]+(?:keep|leave|ignore|forget|don't|dont\
            |i'll|ill|i will|i can|i'm going to|im going to|i've done|ive done|done it|did it)\\b.*)?[ .!]*$\
            |\\b(?:actually|wait|no)[ ,.!]+(?:don't|dont|do not)[ ,.!]+.*$\
            |[,.;!\\-–—][ ,.!]*(?:(?:hmm+|wait|actually)[ ,.!]+)?no[ ,.!]+\
            (?:(?:sorry|wait|actually|oh)[ ,.!]+)*\
            (?:(?:the(?! \\d)|it|its|it's|that|they|they're|we|i(?! meant?\\b)|i'm|i've)\\b\
            |[a-z]+ (?:hasnt|hasn't|havent|haven't|isnt|isn't|wasnt|wasn't|didnt|didn't\
            |hadnt|hadn't|hasnt|aint|ain't)\\b).*$\
            |[.!?][ ]+(?:nope|nah)\\b.*$
            """)

    /// The words `heldWithReason` turns on, for a look before the pattern.
    static let holdWords = AffixList([
        "ignore", "hold off", "hang on", "hold on", "scrap that", "scratch that", "never",
        "nvm", "forget", "keep it", "keep that", "leave it", "leave that", "jk", "kidding",
        "oops", "oh no", "second thought", "keep the", "leave the", "don't", "dont", "do not",
        "no ", "no,", "nope", "nah", "wait",
    ])

    /// The words `ending`'s phrases end in.
    static let lastWords: Set<String> = [
        "mind", "nevermind", "it", "that", "keep", "don't", "dont", "not", "bother", "me",
        "this", "need", "now", "disregard", "then", "actually", "all", "please", "anything",
        "nvm", "yet", "is", "be", "alone", "jk", "kidding", "ignore", "isnt", "isn't", "arent",
        "aren't", "wasnt", "wasn't", "done", "finished", "sorted", "ticked", "complete",
        "completed", "really", "nothing", "everything", "myself",
    ]

    /// The last word of `text` in lower case, closing marks and spaces dropped.
    static func lastWord(of text: String) -> String {
        let bytes = text.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex {
            let before = bytes.index(before: end)
            guard [0x20, 0x2E, 0x21].contains(bytes[before]) else { break }
            end = before
        }
        var start = end
        while start > bytes.startIndex {
            let before = bytes.index(before: start)
            guard bytes[before] != 0x20 else { break }
            start = before
        }
        return String(text[start..<end]).lowercased()
    }

    /// The words that take a request back, at the end, after a mark or a word that
    /// corrects ("no", "actually", "wait", "but"): a request whose own words end so
    /// ("remind me to tell Sam to leave it") has neither before them. Doing it oneself
    /// instead takes it back too: "remind me to call the vet... no wait ill just do it
    /// now". Words that ask for
    /// no change at all take it back only after a word that corrects ("on reflection,
    /// please do not change anything"): "list the overdue stuff, don't change anything"
    /// asks for a listing and no more. Words that say
    /// nothing else ("nvm", "scratch that", "jk") take it back with neither, as a hurried
    /// message has no marks: "add milk nvm".
    static let ending = Pattern(
        grammar: """
            (?:(?:[,.;:!?\\-–—]|\\b(?:no|nah|nope|actually|wait|hmm+|sorry|oh|but|then again\
            |on second thoughts?))[ ,.!]*\
            (?:(?:no|nah|nope|actually|wait|hmm+|um+|oh|ok|okay|sorry|also|just)[ ,.!]+)*\
            (?:never ?mind|nvm|forget (?:it|that|about it|i said (?:it|that|anything))\
            |scratch that|scrap that|leave (?:it|that)(?: where it is| as it is| be| alone)?\
            |keep (?:it|that)(?: (?:on |at |for |as )?[a-z0-9:]+)?|keep|don't|dont|do not|don't bother|dont bother\
            |don't do (?:it|that)|dont do (?:it|that)|cancel (?:it|that)|ignore (?:that|me|this)\
            |no need|skip it|not now|not yet|disregard(?: that)?|jk|just kidding\
            |(?:i'll|ill|i will|i'm gonna|im gonna) (?:just )?do it(?: (?:now|myself|right now))?\
            |(?:(?:it|that|this|they|the [a-z' ]{1,40}?) ?)?(?:isn't|isnt|is not|'s not|s not|aren't\
            |arent|are not|'re not|wasn't|wasnt|not)(?: (?:done|finished|sorted|ticked|complete\
            |completed|really|actually|yet))*)\
            |\\b(?:no|nah|actually|wait|sorry|on reflection|on second thoughts?)[ ,.!]+\
            (?:please[ ,.!]+)?(?:(?:don't|dont|do not) (?:change|do|touch) anything|change nothing\
            |leave everything(?: as it is| be)?)\
            |\\b(?:never ?mind|nvm|scratch that|scrap that|jk|just kidding\
            |forget i said (?:it|that|anything)|disregard that|ignore (?:me|that|this|it)))\
            (?: then| actually| after all| for now| please)?[ .!]*$
            """)
}

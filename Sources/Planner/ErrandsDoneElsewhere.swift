package import IntentGrammar

/// Bare errands that ask for something done now, elsewhere, though said with no "can you":
/// sending on what pb itself keeps, and moving money. Beside a capture they are no more
/// tasks: the errand would be left undone (eval-data/README.md, "Requests of several
/// parts").
extension UnreadRequests {
    /// Whether `said` asks for another app's errand by its own words: it sends on a
    /// stored note or project ("forward the moving checklist to my sister", "send the
    /// wifi note to dave") or moves an amount of money ("transfer 50 quid to jake", "send
    /// £20 to mum").
    static func errandForAnotherApp(_ said: String, memo: ParseMemo) -> Bool {
        let words = memo.utterance(said).words
        return movesMoney(words) || sendsWhatPbKeeps(words, context: memo.context)
    }

    /// "transfer 800 to the landlord", "send jake 50 quid": a verb of moving money, then an
    /// amount, after the one it goes to or not. Paying is left out: "pay the window
    /// cleaner 20" is as often a task.
    static func movesMoney(_ words: [String]) -> Bool {
        guard words.count >= 2, moneyVerbs.contains(words[0]) else { return false }
        // "send 2 copies to the printer": after "send", only money said as money.
        let bare = words[0] != "send"
        // The amount is the first word after the verb, or after whom it goes to.
        return words.dropFirst().prefix(2).enumerated().contains { index, word in
            let next = words.count > index + 2 ? words[index + 2] : ""
            return (isNumber(word) && currencies.contains(next))
                || (isAmount(word) && (bare || "£$€".contains(word.first ?? " ")))
        }
    }

    /// "forward the moving checklist to my sister": a verb of sending, and what it sends
    /// names a stored note or project, which only pb holds. A task to send it would be
    /// pb's own work left undone.
    static func sendsWhatPbKeeps(_ words: [String], context: ParseContext) -> Bool {
        guard context.grounded, words.count >= 3, sendingVerbs.contains(words[0]) else {
            return false
        }
        var object = words.dropFirst().prefix { !["to", "with", "over", "for"].contains($0) }
        while let first = object.first, ["the", "my", "our", "that", "this"].contains(first) {
            object = object.dropFirst()
        }
        // "the wifi note", "my shopping list": the kind of thing is no part of its name.
        if object.count > 1, let last = object.last, ["note", "notes", "list"].contains(last) {
            object = object.dropLast()
        }
        guard !object.isEmpty else { return false }
        let name = object.joined(separator: " ")
        return context.names.note(named: name) != nil || context.names.project(named: name) != nil
    }

    static let moneyVerbs: Set<String> = ["transfer", "wire", "send"]
    static let sendingVerbs: Set<String> = [
        "forward", "send", "share", "email", "text", "whatsapp", "post", "message", "msg",
    ]
    static let currencies: Set<String> = [
        "quid", "pounds", "pound", "dollars", "dollar", "bucks", "euros", "euro", "grand",
    ]

    /// "£50", "$20", "800", "1.5k": digits, with a currency sign before or a "k" after.
    static func isAmount(_ word: String) -> Bool {
        var digits = Substring(word)
        if let first = digits.first, "£$€".contains(first) { digits = digits.dropFirst() }
        if digits.last == "k" { digits = digits.dropLast() }
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
            && digits.contains(where: \.isNumber)
    }

    /// A number in digits or in words ("fifty quid").
    static func isNumber(_ word: String) -> Bool {
        isAmount(word) || numberWords.contains(word)
    }

    static let numberWords: Set<String> = [
        "ten", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
        "hundred", "a",
    ]
}

package import ToolBox

/// Stage 4: undo and redo. "cancel that" right after a request means take it back (an
/// undo can itself be redone, where reading it as "delete that" could not); "forget it"
/// could as well end a dialogue, so it is not undo. "Put that back (how it was)" asks for
/// the state before the last change, an undo; only "put it back again" or "... before I
/// undid it" brings back what an undo took away.
enum ControlFrames {
    static let frames: [Frame] = [
        Frame(
            "undo",
            "^(?:undo|undo+|und0|undoo|unod|udno|ctrl[- ]?z|cmd[- ]?z)(?: (?:that|this|it|last|the last (?:one|thing|change|action|step|command|request|turn)|my last (?:change|action|request|command)|what you (?:just )?did|the last thing(?: you did| i did)?|whatever you just did|your last change|that last one|please|pls|again))*[.!]*$"
        ) { _ in ParsedIntent(.undo) },
        /// "undo twice", "undo the last three changes": one undo a time said.
        Frame(
            ParsedIntent.severalUndosFrame,
            "^(?<verb>undo|redo)(?: the| my)?(?: last)? (?<n>two|three|four|five|[2-5]|twice|thrice)(?: times| things| changes| steps| actions| turns| requests)?(?: please| pls)?[.!]*$"
        ) { m in
            let adverbs = ["twice": 2, "thrice": 3]
            guard let said = m.word("n"), let times = adverbs[said] ?? NumberWords.cardinal(said)
            else { return nil }
            let verb: ToolName = m.word("verb") == "redo" ? .redo : .undo
            return ParsedIntent(verb, ["times": String(times)])
        },
        Frame(
            "takeItBack",
            "^(?:(?:scratch|strike|scrap) (?:that|this|it)(?: last (?:one|thing|change|action|step))?|(?:scratch|strike|scrap|cancel) (?:the|my) last (?:one|thing|change|action|step)|cancel (?:that|this|it)|take (?:that|it) back|(?:take|roll) back (?:the|my) last (?:one|thing|change|action|step)|(?:undo|revert|reverse|take back|roll back) what (?:i|you) (?:just )?(?:did|done|changed)|revert(?: that| it| the last (?:change|action|one|thing|step))?|roll (?:that|it) back|reverse (?:that|the last (?:change|action|one|thing|step))|go back(?: one step| a step)?|back out (?:that|the last) change|that was (?:a )?(?:mistake|wrong)[,.]? undo(?: it| that)?|oops[,.]? undo(?: that| it)?|never ?mind (?:that|the|my) last (?:one|thing|change|action|step|request)|put (?:it|that|everything) back(?: how it was| the way it was| as it was)?|i (?:didn't|did not|didnt|never) mean(?:t)? (?:to do|to (?:delete|remove|add|move|complete|finish|change|tick off|cross off|tick|cross|check off|mark|rename|do|push|bump|snooze|clear|wipe)) (?:that|it|this)(?: off| out| done| back)?|i (?:didn't|did not|didnt) mean (?:that|to do that)|that was a mistake|that(?:'s| was| is) not what i (?:meant|wanted|asked for))[.!]*$"
        ) { _ in ParsedIntent(.undo) },
        Frame(
            "redo",
            "^(?:redo|re-do|redo that|redo it|redo the last (?:one|thing|change)|undo (?:the|that|my) undo|do (?:that|it) again(?: after all)?|put (?:it|that|everything) back(?: again| how it was| the way it was| as it was)? before (?:i|you) undid it|put (?:it|that|everything) back again|(?:bring|put) back what (?:i|you) (?:just )?undid|reapply(?: that| it)?|re-apply(?: that| it)?)(?: please| pls)?[.!]*$"
        ) { _ in ParsedIntent(.redo) },
    ]
}

extension ParsedIntent {
    /// The frame of "undo twice", "undo the last three changes" (a `times` argument):
    /// the planner makes it that many steps, which are not one step said twice.
    package static let severalUndosFrame = "undoSeveral"
}

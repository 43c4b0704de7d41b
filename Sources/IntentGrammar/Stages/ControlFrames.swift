package import ToolBox

/// Stage 4: undo and redo. "cancel that" right after a request means take it back (an
/// undo can itself be redone, where reading it as "delete that" could not); "forget it"
/// could as well end a dialogue, so it is not undo.
enum ControlFrames {
    static let frames: [Frame] = [
        Frame(
            "undo",
            "^(?:undo|undo+|und0|undoo|unod|udno|ctrl[- ]?z|cmd[- ]?z)(?: (?:that|this|it|last|the last (?:one|thing|change|action|step|command|request|turn)|my last (?:change|action|request|command)|what you (?:just )?did|the last thing(?: you did| i did)?|whatever you just did|your last change|that last one|please|pls|again))*[.!]*$"
        ) { _ in ParsedIntent(.undo) },
        Frame(
            "takeItBack",
            "^(?:scratch that|strike that|cancel (?:that|this|it|the last (?:one|thing|change))|take (?:that|it) back|revert(?: that| it| the last (?:change|action|one))?|roll (?:that|it) back|reverse (?:that|the last (?:change|action|one))|go back one step|back out (?:that|the last) change|that was (?:a )?(?:mistake|wrong)[,.]? undo(?: it| that)?|oops[,.]? undo(?: that| it)?)[.!]*$"
        ) { _ in ParsedIntent(.undo) },
        Frame(
            "redo",
            "^(?:redo|re-do|redo that|redo it|redo the last (?:one|thing|change)|undo (?:the|that|my) undo|do (?:that|it) again after all|put (?:it|that) back(?: again)?|reapply(?: that| it)?|re-apply(?: that| it)?)(?: please| pls)?[.!]*$"
        ) { _ in ParsedIntent(.redo) },
    ]
}

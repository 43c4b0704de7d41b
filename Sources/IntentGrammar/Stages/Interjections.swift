/// Stage 1: leading interjections, politeness and wake words, which never change what is
/// asked: "wait, ok so can you please remind me..." reads as "remind me...".
enum Interjections {
    static let leading = Pattern(
        grammar:
            "^(?:(?:wait|ok|okay|k|so|um+|uh+|umm|erm|er|hmm+|oh|ah|right|alright|all right|well|actually|hey|hi|hello|yo|not now|anyway|anyways|also|and|oops|sorry|yes|yeah|yep|no|nope|cool|great|thanks|thank you|listen|look|quick one|one more thing|btw|by the way|pb|pocketbrains|computer|assistant|ok google|hey google|alexa|siri|olly|please|pls|plz|kindly|just)\\b[,!.:;]?\\s*)+"
    )
    static let polite = Pattern(
        grammar:
            "^(?:(?:can|could|would|will|won't|wont)\\s+(?:you|u|ya)\\s+(?:please\\s+|pls\\s+|just\\s+|quickly\\s+|also\\s+)*|would\\s+you\\s+mind\\s+|do\\s+you\\s+mind\\s+|i'?d\\s+like\\s+(?:you\\s+)?to\\s+|i\\s+would\\s+like\\s+(?:you\\s+)?to\\s+|i\\s+want\\s+you\\s+to\\s+|i\\s+need\\s+you\\s+to\\s+|help\\s+me\\s+(?=add|create|make|set|find|list|move|mark|delete|remove)|go\\s+ahead\\s+and\\s+|let'?s\\s+|lets\\s+|(?:can you |could you |please )?(?:tell|show|remind) me (?=what|which|who|where|when|how|if|whether)|let me know (?=what|which|who|where|when|how|if|whether)|do you know (?=what|which|who|where|when|how|if|whether)|i(?:'d| would) like to know (?=what|which|who|where|when|how|if|whether)|i want to know (?=what|which|who|where|when|how|if|whether)|be\\s+a\\s+dear\\s+and\\s+|quickly\\s+|just\\s+)(?:please\\s+|pls\\s+|just\\s+)*"
    )

    /// How many leading bytes of the normalized text to skip.
    static func skip(_ normalized: String) -> Int {
        var offset = 0
        for _ in 0..<3 {
            let rest = String(normalized.utf8.dropFirst(offset)) ?? ""
            var moved = 0
            if let m = leading.firstMatch(in: rest), m.range.count > 0 { moved = m.range.upperBound }
            let after = String(rest.utf8.dropFirst(moved)) ?? ""
            if let m = polite.firstMatch(in: after), m.range.count > 0 { moved += m.range.upperBound }
            if moved == 0 { break }
            // Never strip everything: "thanks" alone stays, to be declined as small talk.
            if moved >= rest.utf8.count { break }
            offset += moved
        }
        return offset
    }
}

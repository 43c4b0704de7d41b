/// Closed-class English words, by hand: WordNet lists only nouns, verbs, adjectives and
/// adverbs, so without this list "whats" or "theirs" would look like typos to correct and
/// "does" like the plural of "doe".
package enum FunctionWords {
    static let all = PackedWordTable(words: words)

    /// Whether `word`, lower case, is one of them.
    package static func contains(_ word: String) -> Bool { all.contains(word) }

    static let words: [String] = [
        // Determiners and quantifiers.
        "a", "an", "the", "this", "that", "these", "those", "each", "every", "either",
        "neither", "some", "any", "many", "much", "more", "most", "few", "fewer", "fewest",
        "less", "least", "several", "both", "all", "such", "what", "whatever", "which",
        "whichever", "no", "none", "another", "other", "others", "enough", "own",
        // Pronouns and possessives.
        "i", "me", "my", "mine", "myself", "we", "us", "our", "ours", "ourselves", "you",
        "your", "yours", "yourself", "yourselves", "he", "him", "his", "himself", "she",
        "her", "hers", "herself", "it", "its", "itself", "they", "them", "their", "theirs",
        "themselves", "who", "whom", "whose", "whoever", "someone", "somebody", "something",
        "anyone", "anybody", "anything", "everyone", "everybody", "everything", "nobody",
        "nothing", "one", "ones", "oneself",
        // Prepositions.
        "about", "above", "across", "after", "against", "along", "amid", "among", "amongst",
        "around", "as", "at", "before", "behind", "below", "beneath", "beside", "besides",
        "between", "beyond", "by", "despite", "down", "during", "except", "for", "from", "in",
        "inside", "into", "like", "near", "of", "off", "on", "onto", "out", "outside", "over",
        "past", "per", "since", "than", "through", "throughout", "till", "to", "toward",
        "towards", "under", "underneath", "unlike", "until", "unto", "up", "upon", "via",
        "with", "within", "without",
        // Conjunctions.
        "and", "but", "or", "nor", "so", "yet", "because", "although", "though", "if",
        "unless", "whether", "while", "whilst", "when", "whenever", "where", "wherever",
        "whereas", "why", "how", "however", "then", "once", "cos", "cause",
        // Auxiliaries and modals, with apostrophe-less contractions.
        "am", "is", "are", "was", "were", "be", "been", "being", "do", "does", "did", "doing",
        "done", "have", "has", "had", "having", "will", "would", "shall", "should", "can",
        "could", "may", "might", "must", "ought", "dont", "doesnt", "didnt", "wont", "wouldnt",
        "cant", "couldnt", "shouldnt", "isnt", "arent", "wasnt", "werent", "havent", "hasnt",
        "hadnt", "mustnt", "im", "ive", "id", "ill", "youre", "youve", "youll", "youd",
        "hes", "shes", "weve", "well", "wed", "theyre", "theyve", "theyll",
        "theyd", "thats", "whats", "wheres", "whos", "hows", "theres", "heres", "lets",
        // Particles, answers and discourse words.
        "not", "yes", "yeah", "yep", "nope", "ok", "okay", "oh", "ah", "hey", "hi", "hello",
        "please", "thanks", "thank", "sorry", "also", "too", "very", "just", "only", "even",
        "still", "already", "again", "ever", "never", "always", "here", "there", "now",
        "anyway", "anyways", "actually", "maybe", "perhaps", "really", "quite", "rather",
        "instead", "else", "etc",
    ]
}

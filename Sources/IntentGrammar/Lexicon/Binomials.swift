/// Fixed pairs joined by "and" that name one thing: a dish, a flavour, a set of tools,
/// a saying ("mac and cheese", "salt and vinegar crisps", "dustpan and brush"). A list
/// of items is not split inside one, so "add mac and cheese and hummus to the shopping
/// list" is two items. Pairs that as often name two things on a list ("bread and
/// butter", "salt and pepper", "milk and cookies") are not here: read as two, each is
/// still what was asked for.
package enum Binomials {
    /// The word before "and" (or "&"), then the word after it.
    static let pairs: Set<[String]> = [
        ["mac", "cheese"], ["macaroni", "cheese"], ["salt", "vinegar"], ["cheese", "onion"],
        ["fish", "chips"], ["bangers", "mash"], ["pie", "mash"], ["sweet", "sour"],
        ["gin", "tonic"], ["rum", "coke"], ["butter", "jelly"], ["ham", "cheese"],
        ["cheese", "pickle"], ["egg", "cress"], ["steak", "kidney"], ["strawberries", "cream"],
        ["surf", "turf"], ["spaghetti", "meatballs"], ["chicken", "mushroom"], ["fruit", "nut"],
        ["pestle", "mortar"], ["dustpan", "brush"], ["bucket", "spade"], ["pros", "cons"],
        ["odds", "ends"], ["bits", "bobs"], ["rock", "roll"], ["nuts", "bolts"],
        ["arts", "crafts"], ["trial", "error"], ["wear", "tear"], ["health", "safety"],
        ["terms", "conditions"], ["q", "a"], ["b", "b"], ["r", "r"], ["black", "white"],
        ["hide", "seek"], ["bed", "breakfast"], ["cookies", "cream"], ["fish", "chip"],
    ]

    /// Whether "and" between these two words (normalized forms) joins one name.
    package static func joins(_ before: String, _ after: String) -> Bool {
        pairs.contains([before, after])
    }
}

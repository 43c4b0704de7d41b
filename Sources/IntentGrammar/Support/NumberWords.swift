/// Small cardinal and ordinal numbers in words and digits.
package enum NumberWords {
    static let cardinals: [String: Int] = [
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
        "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "couple": 2, "few": 3,
        "fifteen": 15, "twenty": 20, "thirty": 30,
    ]

    static let ordinals: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1,
        "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5,
    ]

    /// "3", "three", "a couple of" (as "couple") -> 3, 3, 2.
    package static func cardinal(_ word: String) -> Int? {
        if let n = Int(word), n >= 0, n < 100_000 { return n }
        return cardinals[word]
    }

    /// "first"/"1st" -> 1, "last" -> -1.
    package static func ordinal(_ word: String) -> Int? { ordinals[word] }

    /// A day of the month written "15th", "15", "fifteenth", "the 1st".
    package static func dayOfMonth(_ word: String) -> Int? {
        var digits = word
        for suffix in ["st", "nd", "rd", "th"] where digits.hasSuffix(suffix) {
            digits.removeLast(2)
        }
        if let n = Int(digits), (1...31).contains(n) { return n }
        let words: [String: Int] = [
            "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
            "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "fifteenth": 15,
            "twentieth": 20, "thirtieth": 30,
        ]
        return words[word]
    }

    /// The regex alternative for a cardinal written as digits or a word.
    static let cardinalPattern =
        "\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty"
}

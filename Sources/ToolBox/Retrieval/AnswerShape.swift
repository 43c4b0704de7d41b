/// Whether a sentence holds the kind of answer a question asks for.
///
/// Surface cues only, so they can be checked without understanding the sentence: a
/// currency sign or word next to a number for money; a clock time, a weekday, a month,
/// a year or a word of frequency for time; any digits for a number.
enum AnswerShape {
    static let currencyWords: Set<String> = [
        "pound", "pounds", "pence", "quid", "dollar", "dollars", "cents", "euro", "euros", "gbp",
        "usd", "eur",
    ]

    static let timeWords: Set<String> = [
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mondays",
        "tuesdays",
        "wednesdays", "thursdays", "fridays", "saturdays", "sundays", "weekend", "weekends",
        "weekday",
        "weekdays", "january", "february", "march", "april", "may", "june", "july", "august",
        "september",
        "october", "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep",
        "sept",
        "oct", "nov", "dec", "today", "tonight", "tomorrow", "yesterday", "morning", "mornings",
        "afternoon",
        "evening", "evenings", "night", "noon", "midnight", "daily", "weekly", "fortnightly",
        "monthly",
        "yearly", "annually", "annual", "every", "am", "pm",
    ]

    static func holds(_ type: QuestionTerms.AnswerType, _ sentence: String) -> Bool {
        let words = ContentWords.words(sentence)
        let hasNumber = words.contains { $0.first?.isNumber == true }
        switch type {
        case .number:
            return hasNumber
        case .money:
            guard hasNumber else { return false }
            return sentence.contains { "£$€".contains($0) }
                || words.contains(where: currencyWords.contains)
        case .time:
            if sentence.contains(where: { $0 == ":" }) && hasNumber { return true }
            if words.contains(where: timeWords.contains) { return true }
            return words.contains { word in
                // A year, or a time such as "9am", "6pm".
                (word.count == 4 && (word.hasPrefix("19") || word.hasPrefix("20"))
                    && word.allSatisfy(\.isNumber))
                    || ((word.hasSuffix("am") || word.hasSuffix("pm"))
                        && word.dropLast(2).allSatisfy(\.isNumber)
                        && word.count > 2)
            }
        }
    }
}

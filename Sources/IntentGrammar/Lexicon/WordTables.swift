/// Reads the generated tables, which are kept as text so that thousands of entries compile
/// in a moment instead of type-checking as one enormous collection literal.
enum WordTables {
    /// The words of a space- or line-separated list.
    static func words(_ text: StaticString) -> [String] {
        SortedWordList(text).words
    }

    /// A "form base" a line table as a dictionary from form to base.
    static func pairs(_ text: StaticString) -> [String: String] {
        let words = words(text)
        var table: [String: String] = [:]
        table.reserveCapacity(words.count / 2)
        for index in stride(from: 0, to: words.count - 1, by: 2) {
            table[words[index]] = words[index + 1]
        }
        return table
    }
}

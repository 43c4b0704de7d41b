package import ToolBox

/// What the grammar may know of an open task beyond its title, to pick it out when the
/// person describes it rather than names it ("the one due Friday").
package struct OpenTaskFacts: Sendable, Equatable {
    package let title: String
    package let due: LocalDateTime?
    package let priority: String?
    /// The project's name, not its id.
    package let project: String?

    package init(
        title: String, due: LocalDateTime? = nil, priority: String? = nil, project: String? = nil
    ) {
        self.title = title
        self.due = due
        self.priority = priority
        self.project = project
    }
}

/// One task picked out by what is true of it, not by its name: "the one due tomorrow",
/// "thursday's task", "the overdue one", "the urgent task", "the last task I added", "the
/// one in the Garden project".
///
/// A description is a determiner, any describing words, a head noun ("one", "task",
/// "item", ...) and what follows it: a date phrase ("due Friday", "for tomorrow"), a
/// project ("in the Garden project") or who added it ("I just added"). At least one
/// thing must describe the task; "the task" alone describes nothing.
package struct TaskDescription: Equatable {
    /// The words that describe, in the text's UTF-8 offsets.
    package var span: Range<Int>
    /// The task is due on one of these days.
    package var due: ClosedRange<CivilDate>?
    package var overdue = false
    package var priority: String?
    /// The task added last.
    package var newest = false
    /// The project's name as said ("garden").
    package var project: String?

    /// Whether `task` fits every part of the description but `newest`, which picks among
    /// those that fit (`picked`).
    func fits(_ task: OpenTaskFacts, today: CivilDate, project stored: String?) -> Bool {
        if let due, !(task.due.map { due.contains($0.date) } ?? false) { return false }
        if overdue, !(task.due.map { $0.date < today } ?? false) { return false }
        if let priority, task.priority != priority { return false }
        if project != nil {
            guard let stored, task.project?.lowercased() == stored.lowercased() else {
                return false
            }
        }
        return true
    }

    /// The open tasks this describes, from `tasks` in the order they were added: all that
    /// fit, or the last of them for "the last task I added".
    package func picked(
        from tasks: [OpenTaskFacts], today: CivilDate, project stored: String?
    ) -> [OpenTaskFacts] {
        let fitting = tasks.filter { fits($0, today: today, project: stored) }
        guard newest, let last = fitting.last else { return fitting }
        return [last]
    }
}

extension TaskDescription {
    /// The first description in `text`, given the date phrases found in it; nil when
    /// there is none.
    package static func find(in text: String, dates: [DateMatch]) -> TaskDescription? {
        let words = DescriptionWords(text)
        guard !words.isEmpty else { return nil }
        let dateSpans = dates.map { match in
            (
                start: text.utf8.distance(from: text.startIndex, to: match.range.lowerBound),
                end: text.utf8.distance(from: text.startIndex, to: match.range.upperBound),
                days: match.value.date...(match.through ?? match.value.date)
            )
        }
        for head in words.indices where heads.contains(words[head].text) {
            if let found = described(at: head, words, dateSpans) { return found }
        }
        return nil
    }

    /// Whether `text` holds one of the head nouns as a word, in any case: most requests
    /// do not, and are not looked at further.
    package static func mayBeIn(_ text: String) -> Bool {
        var found = false
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var index = 0
            while index < bytes.count, !found {
                let atStart = index == 0 || !isLetter(bytes[index - 1])
                if atStart, isLetter(bytes[index]) {
                    found = headBytes.contains { head in
                        head.count <= bytes.count - index
                            && head.indices.allSatisfy { bytes[index + $0] | 0x20 == head[$0] }
                            && (index + head.count == bytes.count
                                || !isLetter(bytes[index + head.count]))
                    }
                }
                index += 1
            }
        }
        return found
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
    }

    private static let headBytes: [[UInt8]] = heads.sorted().map { Array($0.utf8) }

    /// Nouns that stand for one task.
    static let heads: Set<String> = [
        "one", "task", "item", "todo", "to-do", "thing", "job", "reminder",
    ]
    static let determiners: Set<String> = ["the", "that", "this", "my"]
    static let newestWords: Set<String> = ["last", "latest", "newest", "recent", "most"]
    static let levels: Set<String> = ["high", "medium", "low"]
    static let adders: Set<String> = ["i", "you", "we"]
    static let addedVerbs: Set<String> = [
        "added", "made", "created", "entered", "wrote", "put", "set", "saved", "typed",
    ]
    static let relatives: Set<String> = ["that's", "thats", "that", "which", "which's", "is"]
    static let places: Set<String> = ["in", "on", "from", "under"]
    static let projectWords: Set<String> = ["project", "list"]

    private static func described(
        at head: Int, _ words: DescriptionWords,
        _ dates: [(start: Int, end: Int, days: ClosedRange<CivilDate>)]
    ) -> TaskDescription? {
        var found = TaskDescription(span: words[head].range)
        var describes = false
        // Before the head: describing words back to a determiner, or a day's possessive.
        var index = head - 1
        var opened = false
        while index >= 0 {
            let word = words[index].text
            if determiners.contains(word) {
                opened = true
                found.span = words[index].range.lowerBound..<found.span.upperBound
                break
            }
            if word == "urgent" {
                found.priority = "urgent"
            } else if word == "overdue" || word == "late" {
                found.overdue = true
            } else if newestWords.contains(word) {
                found.newest = true
            } else if word == "priority" || word == "prio", index > 0,
                levels.contains(words[index - 1].text)
            {
                found.priority = words[index - 1].text
                index -= 1
            } else if word.hasSuffix("-priority"), levels.contains(String(word.dropLast(9))) {
                found.priority = String(word.dropLast(9))
            } else if word.hasSuffix("'s"),
                let date = dates.first(where: {
                    $0.start <= words[index].range.lowerBound
                        && $0.end >= words[index].range.upperBound - 2
                })
            {
                // "thursday's task", "tomorrow's one": the day opens the description.
                found.due = date.days
                opened = true
                found.span = min(date.start, words[index].range.lowerBound)..<found.span.upperBound
                describes = true
                break
            } else if word != "really" && word != "very" {
                return nil
            }
            describes = true
            found.span = words[index].range.lowerBound..<found.span.upperBound
            index -= 1
        }
        guard opened else { return nil }
        // After the head: a date phrase, a project, or who added it.
        index = head + 1
        var relative = false
        while index < words.count {
            let start = words[index].range.lowerBound
            // "due Friday" (the date phrase holds "due"), or a date after "that's": a
            // bare "on Friday" or "for Friday" may be when the action is wanted.
            if words[index].text == "due" || relative,
                let date = dates.first(where: { $0.start == start })
            {
                found.due = date.days
                found.span = found.span.lowerBound..<date.end
                describes = true
                index = words.first(atOrAfter: date.end)
                continue
            }
            let word = words[index].text
            if relatives.contains(word), index + 1 < words.count,
                dates.contains(where: { $0.start == words[index + 1].range.lowerBound })
                    || words[index + 1].text == "is" || words[index + 1].text == "due"
            {
                relative = true
                index += 1
                continue
            }
            if word == "due", index + 1 < words.count,
                let date = dates.first(where: { $0.start == words[index + 1].range.lowerBound })
            {
                found.due = date.days
                found.span = found.span.lowerBound..<date.end
                describes = true
                index = words.first(atOrAfter: date.end)
                continue
            }
            if word == "overdue" {
                found.overdue = true
                found.span = found.span.lowerBound..<words[index].range.upperBound
                describes = true
                index += 1
                continue
            }
            if places.contains(word), let (name, end) = projectNamed(after: index, words) {
                found.project = name
                found.span = found.span.lowerBound..<end
                describes = true
                index = words.first(atOrAfter: end)
                continue
            }
            if let end = addedBySomeone(at: index, words) {
                found.newest = true
                found.span = found.span.lowerBound..<end
                return found
            }
            break
        }
        // "the last one" alone may be the last one listed or touched; "the last task"
        // and "the last one I added" are the newest.
        if found.newest, words[head].text == "one" || words[head].text == "thing" {
            return nil
        }
        return describes ? found : nil
    }

    /// "in the Garden project", "on my shopping list": the project's name and where the
    /// phrase ends.
    private static func projectNamed(after place: Int, _ words: DescriptionWords)
        -> (String, Int)?
    {
        var first = place + 1
        if first < words.count, determiners.contains(words[first].text) { first += 1 }
        guard first < words.count else { return nil }
        for last in first..<min(words.count, first + 4)
        where projectWords.contains(words[last].text) {
            guard last > first else { return nil }
            let name = words.original(from: first, through: last - 1)
            return (name, words[last].range.upperBound)
        }
        return nil
    }

    /// "I added", "I just added", "you just made": where the phrase ends.
    private static func addedBySomeone(at index: Int, _ words: DescriptionWords) -> Int? {
        guard adders.contains(words[index].text) else { return nil }
        var verb = index + 1
        if verb < words.count, words[verb].text == "just" || words[verb].text == "last" {
            verb += 1
        }
        guard verb < words.count, addedVerbs.contains(words[verb].text) else { return nil }
        var end = words[verb].range.upperBound
        // "I put in", "I set up", "I just added to the list" stops at the particle.
        if verb + 1 < words.count, ["in", "up", "down"].contains(words[verb + 1].text) {
            end = words[verb + 1].range.upperBound
        }
        return end
    }
}

/// The words of a text, lowercased, with their UTF-8 offsets: letters, digits,
/// apostrophes and hyphens inside a word.
struct DescriptionWords {
    private let text: String
    private var words: [(text: String, range: Range<Int>)] = []

    init(_ text: String) {
        self.text = text
        let bytes = Array(text.utf8)
        var start: Int?
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
                || (byte >= 0x30 && byte <= 0x39) || byte >= 0x80
        }
        for offset in 0...bytes.count {
            let byte = offset < bytes.count ? bytes[offset] : 0x20
            let inner =
                (byte == UInt8(ascii: "'") || byte == UInt8(ascii: "-")) && start != nil
                && offset + 1 < bytes.count && isWordByte(bytes[offset + 1])
            if isWordByte(byte) || inner {
                if start == nil { start = offset }
            } else if let begun = start {
                let word = String(decoding: bytes[begun..<offset], as: UTF8.self).lowercased()
                words.append((word, begun..<offset))
                start = nil
            }
        }
    }

    var isEmpty: Bool { words.isEmpty }
    var count: Int { words.count }
    var indices: Range<Int> { words.indices }
    subscript(index: Int) -> (text: String, range: Range<Int>) { words[index] }

    /// The index of the first word that starts at or after `offset`, else `count`.
    func first(atOrAfter offset: Int) -> Int {
        words.firstIndex { $0.range.lowerBound >= offset } ?? words.count
    }

    /// The words from `first` through `last` as written.
    func original(from first: Int, through last: Int) -> String {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: words[first].range.lowerBound)
        let end = utf8.index(utf8.startIndex, offsetBy: words[last].range.upperBound)
        return String(text[start..<end])
    }
}

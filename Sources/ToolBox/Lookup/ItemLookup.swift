package import Journal

/// What a lookup by name found.
package enum LookupResult<Item: Sendable & Equatable>: Sendable, Equatable {
    case found(Item)
    case notFound
    /// Two or more equally good matches, best first; nothing should be changed.
    case ambiguous([Item])
}

/// Finds a task, project or note from the words a person used for it.
///
/// Order: an `id:` reference always wins; then an exact title (ignoring case and a leading
/// article); then stemmed content-word overlap, where every query word (or all but one,
/// for queries of three or more words, and never the first) must appear in the title.
/// Among overlap matches
/// the one with more query words matched wins; among those, a title with no other words
/// wins, and otherwise they are an ambiguity. Open tasks are preferred to done ones (done
/// first when reopening).
package struct ItemLookup {
    let database: Database
    let stemmer: Stemmer

    package init(database: Database, stemmer: Stemmer) {
        self.database = database
        self.stemmer = stemmer
    }

    package func task(_ query: String, preferDone: Bool = false) throws -> LookupResult<TaskItem> {
        let records = Records(database: database)
        if let id = Self.reference(query) {
            return try records.task(id: id).map(LookupResult.found) ?? .notFound
        }
        let name = Self.trimmed(query)
        let exact = try records.tasks(where: "title = ?1 COLLATE NOCASE", [.text(name)])
        let groups = preferDone ? [false, true] : [true, false]
        for wantOpen in groups {
            let hits = exact.filter { $0.isOpen == wantOpen }
            if hits.count == 1 { return .found(hits[0]) }
            if hits.count > 1 { return .ambiguous(hits) }
        }
        let candidates = try prefilter(table: "tasks", column: "title", query: name).map(
            TaskItem.init)
        for wantOpen in groups {
            let result = best(
                candidates.filter { $0.isOpen == wantOpen }, query: name, name: \.title)
            if result != .notFound { return result }
        }
        return .notFound
    }

    package func project(_ query: String) throws -> LookupResult<ProjectItem> {
        let records = Records(database: database)
        if let id = Self.reference(query) {
            return try records.project(id: id).map(LookupResult.found) ?? .notFound
        }
        let name = Self.strippingProjectWord(Self.trimmed(query))
        let all = try records.projects()
        let exact = all.filter { $0.name.lowercased() == name.lowercased() }
        if exact.count == 1 { return .found(exact[0]) }
        if exact.count > 1 { return .ambiguous(exact) }
        return best(all, query: name, name: \.name)
    }

    package func note(_ query: String) throws -> LookupResult<NoteItem> {
        let records = Records(database: database)
        if let id = Self.reference(query) {
            return try records.note(id: id).map(LookupResult.found) ?? .notFound
        }
        let name = Self.trimmed(query)
        let all = try records.notes()
        let exact = all.filter { $0.title.lowercased() == name.lowercased() }
        if exact.count == 1 { return .found(exact[0]) }
        if exact.count > 1 { return .ambiguous(exact) }
        return best(all, query: name, name: \.title)
    }

    /// Rows whose column contains the start of at least one query stem: a cheap SQL pass
    /// so that a store of 10,000 tasks is not stemmed title by title.
    private func prefilter(table: String, column: String, query: String) throws -> [Row] {
        let stems = ContentWords.stems(query, using: stemmer)
        guard !stems.isEmpty else { return [] }
        let probes = stems.map { String($0.prefix(4)) }
        let condition = probes.indices.map { "instr(lower(\(column)), ?\($0 + 1)) > 0" }.joined(
            separator: " OR ")
        return try database.rows(
            "SELECT * FROM \(table) WHERE \(condition) ORDER BY created_at, id",
            probes.map { .text($0) })
    }

    private func best<Item>(_ items: [Item], query: String, name: KeyPath<Item, String>)
        -> LookupResult<Item>
    {
        let said = ContentWords.stems(query, using: stemmer)
        guard !said.isEmpty else { return .notFound }
        let saidWords = Set(said)
        var scored: [(item: Item, matched: Int, extra: Int)] = []
        for item in items {
            var have = Set(ContentWords.stems(item[keyPath: name], using: stemmer))
            var wanted = said
            // "the moving check list" is the note "Moving checklist", and "the loft
            // clearout" the task "clear out the loft": two words one side writes as one.
            if !wanted.allSatisfy(have.contains) {
                if let joined = ContentWords.stems(query, joinedAs: have, using: stemmer) {
                    wanted = joined
                } else if let joined = ContentWords.stems(
                    item[keyPath: name], joinedAs: saidWords, using: stemmer)
                {
                    have = Set(joined)
                }
            }
            let needed = wanted.count >= 3 ? wanted.count - 1 : wanted.count
            let matched = wanted.filter(have.contains).count
            // The word left out may not be the first: "the emails from Priya about the
            // contract" is about emails, not the task "send Priya the contract".
            guard matched >= needed, matched == wanted.count || have.contains(wanted[0])
            else { continue }
            scored.append((item, matched, have.count - matched))
        }
        guard let top = scored.max(by: { ($0.matched, -$0.extra) < ($1.matched, -$1.extra) }) else {
            return .notFound
        }
        // Fewer other words decide only for a title made of the query's words alone
        // ("clean gutters" is "clean the gutters" rather than "clean the gutters at
        // mum's"); otherwise every title that holds as many of them is a candidate, and
        // "call" between "call the dentist" and "call the plumber about the boiler" is an
        // ambiguity, not the shorter one.
        let tied = scored.filter {
            $0.matched == top.matched && (top.extra > 0 || $0.extra == 0)
        }
        return tied.count == 1 ? .found(top.item) : .ambiguous(tied.map(\.item))
    }

    /// The id in an `id:<id>` reference.
    package static func reference(_ query: String) -> String? {
        let trimmed = query.trimmingSpaces
        guard trimmed.hasPrefix("id:") else { return nil }
        let id = trimmed.dropFirst(3)
        return id.isEmpty ? nil : String(id)
    }

    /// Drops surrounding spaces and quotes and a leading article or possessive.
    package static func trimmed(_ query: String) -> String {
        var text = query.trimmingSpaces
        if text.count >= 2, let first = text.first, "\"'\u{201C}\u{2018}".contains(first),
            let last = text.last, "\"'\u{201D}\u{2019}".contains(last)
        {
            text = String(text.dropFirst().dropLast()).trimmingSpaces
        }
        for article in ["the ", "my ", "a ", "an ", "our "]
        where text.lowercased().hasPrefix(article) {
            return String(text.dropFirst(article.count)).trimmingSpaces
        }
        return text
    }

    /// "the Garden project" names the project "Garden", as "the Garden board" does.
    package static func strippingProjectWord(_ name: String) -> String {
        let lower = name.lowercased()
        for suffix in [" project", " list", " board"]
        where lower.hasSuffix(suffix) && lower.count > suffix.count {
            return String(name.dropLast(suffix.count)).trimmingSpaces
        }
        return name
    }
}

extension StringProtocol {
    /// Without leading and trailing white space (FoundationEssentials lacks `trimmingCharacters`).
    package var trimmingSpaces: String {
        // Most text has a plain letter or mark at each end: nothing to trim, no Character
        // (grapheme) work needed to see that.
        let whole = String(self)
        if let first = whole.utf8.first, let last = whole.utf8.last, first > 0x20, first < 0x80,
            last > 0x20, last < 0x80
        {
            return whole
        }
        guard let start = firstIndex(where: { !$0.isWhitespace }),
            let end = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[start...end])
    }
}

import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// What a store would know, without a store: the grammar's `KnownNames` answered from
/// lists, by DESIGN.md's lookup rule (exact title, else stemmed content-word overlap
/// with every query word, or all but one for three or more, and exactly one match).
///
/// The overlap rule is deliberately as loose as the real one: "pay water bill" finds
/// "sell the water bill" here too, so a test that refuses that completion proves the
/// grammar's own check, not a strict fake.
final class FakeNames: KnownNames {
    let openTasks: [String]
    let doneTasks: [String]
    let projects: [String]
    let notes: [(title: String, body: String)]
    /// What is known of each open task beyond its title; by default nothing.
    let facts: [OpenTaskFacts]
    private let stemmer = Stemmer()

    init(
        openTasks: [String] = [], doneTasks: [String] = [], projects: [String] = [],
        notes: [(title: String, body: String)] = [], facts: [OpenTaskFacts]? = nil
    ) {
        self.facts = facts ?? openTasks.map { OpenTaskFacts(title: $0) }
        self.openTasks = facts.map { $0.map(\.title) } ?? openTasks
        self.doneTasks = doneTasks
        self.projects = projects
        self.notes = notes
    }

    func openTask(named phrase: String) -> String? { one(of: openTasks, named: phrase) }
    func openTasks(fitting phrase: String) -> [String] {
        let hits = fitting(openTasks, named: phrase)
        return hits.count > 1 ? hits : []
    }
    func doneTask(named phrase: String) -> String? { one(of: doneTasks, named: phrase) }
    func findsAnyTask(_ phrase: String) -> Bool {
        !fitting(openTasks, named: phrase).isEmpty || !fitting(doneTasks, named: phrase).isEmpty
    }
    func project(named phrase: String) -> String? {
        var name = ItemLookup.trimmed(phrase)
        for suffix in [" project", " list"] where name.lowercased().hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
        }
        return one(of: projects, named: name) ?? project(misspelled: phrase)
    }
    func project(misspelled name: String) -> String? { NameSlips.project(name, among: projects) }
    func note(named phrase: String) -> String? { one(of: notes.map(\.title), named: phrase) }

    func notesMention(_ question: String) -> Bool {
        let wanted = ContentWords.stems(question, using: stemmer)
        guard !wanted.isEmpty else { return false }
        return notes.contains { note in
            let have = Set(ContentWords.stems(note.title + " " + note.body, using: stemmer))
            return wanted.filter(have.contains).count >= max(1, wanted.count - 1)
        }
    }

    func openTaskFacts() -> [OpenTaskFacts] { facts }

    private func one(of titles: [String], named phrase: String) -> String? {
        let hits = fitting(titles, named: phrase)
        return hits.count == 1 ? hits[0] : nil
    }

    /// The titles `phrase` names: the one of that title exactly, else all it overlaps.
    private func fitting(_ titles: [String], named phrase: String) -> [String] {
        let name = ItemLookup.trimmed(phrase).lowercased()
        let exact = titles.filter { $0.lowercased() == name }
        if exact.count == 1 { return exact }
        let wanted = ContentWords.stems(name, using: stemmer)
        guard !wanted.isEmpty else { return [] }
        let needed = wanted.count >= 3 ? wanted.count - 1 : wanted.count
        return titles.filter { title in
            let have = Set(ContentWords.stems(title, using: stemmer))
            let matched = wanted.filter(have.contains).count
            return matched >= needed && (matched == wanted.count || have.contains(wanted[0]))
        }
    }
}

/// Parsing as the tests do it: a fixed clock (Tuesday 2026-03-10 09:00, the eval's "now")
/// and, when `names` is given, a grounded reading against them.
enum Grammar {
    static let now =
        LocalDateTime(iso: "2026-03-10T09:00") ?? LocalDateTime(date: CivilDate(daysSinceEpoch: 0))

    static func context(_ names: FakeNames? = nil, now: LocalDateTime = Grammar.now) -> ParseContext
    {
        guard let names else { return ParseContext(now: now) }
        return ParseContext(now: now, names: names, grounded: true)
    }

    static func parse(_ text: String, names: FakeNames? = nil) -> ParsedIntent {
        IntentParser().parse(text, context: context(names))
    }

    /// The planner's steps for `text` against the household store (`household()`).
    static func planInHousehold(_ text: String) -> [ParsedIntent] {
        CompoundPlanner().plan(text, context: context(household()))
    }

    /// Expects `example.text` to read as `example` says: its tool and exactly its
    /// arguments.
    static func expect(
        _ example: Reading, names: FakeNames? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let reading = parse(example.text, names: names)
        #expect(reading.tool == example.tool, sourceLocation: sourceLocation)
        #expect(reading.arguments == example.arguments, sourceLocation: sourceLocation)
    }

    /// A household like the eval fixture's: the names the command-frame tests refer to.
    static func household() -> FakeNames {
        FakeNames(
            openTasks: [
                "call the dentist", "clean the gutters", "pay the water bill", "draft the budget",
                "book venue", "send invites", "water the plants", "take out the recycling",
                "pay the council tax", "defrost the freezer", "get batteries", "dress rehearsal",
                "fix the fence",
            ],
            doneTasks: ["return the library books", "clean the oven"],
            projects: ["Garden", "Launch", "Launch party", "Shopping"],
            notes: [
                (
                    title: "Wifi and router",
                    body: "The guest wifi password is on the back of the router."
                ),
                (title: "Moving checklist", body: "Book the van. Tell the council."),
            ])
    }
}

/// One utterance and the reading it must get; printed as its text in test names.
struct Reading: Sendable, CustomTestStringConvertible {
    let text: String
    let tool: ToolName
    let arguments: [String: String]

    init(_ text: String, _ tool: ToolName, _ arguments: [String: String] = [:]) {
        self.text = text
        self.tool = tool
        self.arguments = arguments
    }

    var testDescription: String { "\"\(text)\"" }
}

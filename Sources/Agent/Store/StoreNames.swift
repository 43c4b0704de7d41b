package import IntentGrammar
package import Journal
package import ToolBox

/// The grammar's read-only view of what exists, answered by the same lookup the tools use.
package final class StoreNames: KnownNames {
    let lookup: ItemLookup
    let database: Database
    let stemmer: Stemmer

    package init(database: Database, stemmer: Stemmer) {
        self.database = database
        self.stemmer = stemmer
        self.lookup = ItemLookup(database: database, stemmer: stemmer)
    }

    /// By the lookup's rule; else, when the phrase finds nothing and one of its words is a
    /// slip of a stored title's word ("the quartely report"), the task the mended phrase
    /// finds (`NameSlips.mended`; the planner puts the mended words in the step).
    package func openTask(named phrase: String) -> String? {
        switch try? lookup.task(phrase) {
        case .found(let task)?: return task.isOpen ? task.title : nil
        case .notFound?:
            guard NameSlips.maySlip(phrase),
                let titles = try? Records(database: database).tasks(where: "status = 'open'"),
                let mended = NameSlips.mended(phrase, by: titles.map(\.title)),
                case .found(let task)? = try? lookup.task(mended), task.isOpen
            else { return nil }
            return task.title
        default: return nil
        }
    }

    package func openTasks(fitting phrase: String) -> [String] {
        guard case .ambiguous(let tasks)? = try? lookup.task(phrase) else { return [] }
        return tasks.filter(\.isOpen).map(\.title)
    }

    /// A store that cannot be read finds something: no request is refused for it.
    package func findsAnyTask(_ phrase: String) -> Bool {
        (try? lookup.task(phrase)).map { $0 != .notFound } ?? true
    }

    package func doneTask(named phrase: String) -> String? {
        guard case .found(let task)? = try? lookup.task(phrase, preferDone: true), !task.isOpen
        else { return nil }
        return task.title
    }

    /// The project `phrase` names: by the lookup's rule, else the one stored project it
    /// misspells ("the gardn project", see `NameSlips`).
    package func project(named phrase: String) -> String? {
        switch try? lookup.project(phrase) {
        case .found(let project)?: return project.name
        case .notFound?: return project(misspelled: phrase)
        default: return nil
        }
    }

    /// The one stored project `name` misspells when no project is called that ("shoping"
    /// for Shopping, see `NameSlips`); nil otherwise.
    package func project(misspelled name: String) -> String? {
        // Most names hold no slip at all: the store is read only for one that may.
        guard NameSlips.maySlip(name),
            let projects = try? Records(database: database).projects()
        else { return nil }
        return NameSlips.project(name, among: projects.map(\.name))
    }

    /// The open tasks with their due dates, priorities and projects' names, oldest first.
    package func openTaskFacts() -> [OpenTaskFacts] {
        let records = Records(database: database)
        guard let tasks = try? records.tasks(where: "status = 'open'"),
            let projects = try? records.projects()
        else { return [] }
        let names = Dictionary(projects.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        return tasks.map { task in
            OpenTaskFacts(
                title: task.title, due: task.due, priority: task.priority,
                project: task.project.flatMap { names[$0] },
                added: CivilDate(iso: task.createdAt.prefix(10)))
        }
    }

    package func note(named phrase: String) -> String? {
        guard case .found(let note)? = try? lookup.note(phrase) else { return nil }
        return note.title
    }

    /// The notes speak to the question: a best-ranked passage holds at least half of its
    /// words. Falls back to word overlap if the index cannot be brought up to date.
    package func notesMention(_ question: String) -> Bool {
        if (try? NotesIndex(database: database).sync()) != nil,
            let mentioned = try? NotesAnswerer(database: database, stemmer: stemmer).mentions(
                question)
        {
            return mentioned
        }
        return wordsOverlap(question)
    }

    /// Most content words of the question (all but one, for three or more) appear in one
    /// note's title or body. Question words and "my"/"notes" are not content.
    func wordsOverlap(_ question: String) -> Bool {
        let skip: Set<String> = [
            "what", "whats", "who", "whos", "where", "wheres", "when", "whens", "which", "how",
            "why", "is", "are", "was",
            "were", "do", "does", "did", "can", "could", "i", "my", "me", "note", "notes", "say",
            "said", "tell",
            "remind", "again", "know", "have", "has", "had",
        ]
        let words = ContentWords.stems(question, using: stemmer).filter { !skip.contains($0) }
        guard !words.isEmpty else { return false }
        let needed = words.count >= 3 ? words.count - 1 : words.count
        guard let notes = try? Records(database: database).notes() else { return false }
        for note in notes {
            let have = Set(ContentWords.stems(note.title + " " + note.body, using: stemmer))
            if words.filter(have.contains).count >= needed { return true }
        }
        return false
    }
}

package import Journal

/// What holds up a task or a project: its open blockers and, in turn, theirs.
package struct BlockingReport: Sendable, Equatable {
    /// One "waits on" step. `depth` 1 is a blocker of the subject (or, for a project, of
    /// one of its tasks); 2 is a blocker of a blocker, and so on.
    package struct Edge: Sendable, Equatable {
        package var waiting: TaskItem
        package var blocker: TaskItem
        package var depth: Int

        package init(waiting: TaskItem, blocker: TaskItem, depth: Int) {
            self.waiting = waiting
            self.blocker = blocker
            self.depth = depth
        }

        package var json: JSONValue {
            .object([
                ("waiting", waiting.json), ("blocker", blocker.json),
                ("depth", .number(Double(depth))),
            ])
        }
    }

    /// The task or project asked about.
    package var subject: ItemRef
    /// Shallowest first; empty when nothing open is in the way.
    package var edges: [Edge]

    package init(subject: ItemRef, edges: [Edge]) {
        self.subject = subject
        self.edges = edges
    }

    /// Each open blocker once, in the order the edges first name it.
    package var blockers: [TaskItem] {
        var seen: Set<String> = []
        return edges.map(\.blocker).filter { seen.insert($0.id).inserted }
    }

    package var json: JSONValue {
        .object([("subject", subject.json), ("edges", .array(edges.map(\.json)))])
    }
}

/// "What's blocking the launch?" for a task or a whole project.
///
/// The item is a project when the words are a project's exact name, else a task when a
/// task answers to them, else a project by word overlap: "launch" is the project Launch
/// even if a task "plan the launch party" exists, but "venue" finds the task "book venue".
package struct WhatsBlocking: Tool {
    package let name = ToolName.whatsBlocking
    package let arguments = [ArgumentSpec("item", required: true)]

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        guard let query = arguments.text("item") else { return .missing(argument: "item") }
        let subject: ItemRef
        let seed: DependencyGraph.Seed
        if let project = try exactProject(query, context: context) {
            (subject, seed) = (ItemRef(project), .project(project.id))
        } else {
            switch try context.lookup.task(query) {
            case .found(let task): (subject, seed) = (ItemRef(task), .task(task.id))
            case .ambiguous(let tasks):
                return .ambiguous(.task, query: query, candidates: tasks.map(\.title))
            case .notFound:
                switch try context.lookup.project(query) {
                case .found(let project): (subject, seed) = (ItemRef(project), .project(project.id))
                case .ambiguous(let projects):
                    return .ambiguous(.project, query: query, candidates: projects.map(\.name))
                case .notFound: return .noItemMatch(query: query)
                }
            }
        }
        let graph = try DependencyGraph(database: context.database).openBlockers(of: seed)
        return .blockers(
            BlockingReport(
                subject: subject, edges: Self.ordered(graph.edges, tasks: graph.tasks, seed: seed)))
    }

    /// A project named exactly (or by `id:`), ignoring a trailing "project".
    private func exactProject(_ query: String, context: ToolContext) throws -> ProjectItem? {
        if let id = ItemLookup.reference(query) { return try context.records.project(id: id) }
        let name = ItemLookup.strippingProjectWord(ItemLookup.trimmed(query)).lowercased()
        let matches = try context.database.rows(
            "SELECT * FROM projects WHERE name = ?1 COLLATE NOCASE ORDER BY created_at, id",
            [.text(name)])
        return matches.count == 1 ? ProjectItem(row: matches[0]) : nil
    }

    /// Depth by breadth-first walk from the seed's tasks; then by depth, the waiting
    /// task's due date, the blocker's due date, and creation, so the order is stable.
    static func ordered(
        _ edges: [(waiting: String, blocker: String)], tasks: [String: TaskItem],
        seed: DependencyGraph.Seed
    ) -> [BlockingReport.Edge] {
        var next: [String: [String]] = [:]
        for edge in edges { next[edge.waiting, default: []].append(edge.blocker) }
        var depth: [String: Int] = [:]
        let starts: [String]
        switch seed {
        case .task(let id): starts = [id]
        case .project(let id):
            starts = tasks.values.filter { $0.project == id && $0.isOpen }.map(\.id).sorted()
        }
        var frontier = starts
        for id in starts { depth[id] = 0 }
        while !frontier.isEmpty {
            var following: [String] = []
            for id in frontier {
                for blocker in next[id] ?? [] where depth[blocker] == nil {
                    depth[blocker] = (depth[id] ?? 0) + 1
                    following.append(blocker)
                }
            }
            frontier = following
        }
        func key(_ task: TaskItem) -> (String, String, String) {
            (task.due?.description ?? "~", task.createdAt, task.id)
        }
        return edges.compactMap { edge -> BlockingReport.Edge? in
            guard let waiting = tasks[edge.waiting], let blocker = tasks[edge.blocker] else {
                return nil
            }
            return BlockingReport.Edge(
                waiting: waiting, blocker: blocker, depth: (depth[edge.waiting] ?? 0) + 1)
        }.sorted { a, b in
            if a.depth != b.depth { return a.depth < b.depth }
            if a.waiting.id != b.waiting.id { return key(a.waiting) < key(b.waiting) }
            return key(a.blocker) < key(b.blocker)
        }
    }
}

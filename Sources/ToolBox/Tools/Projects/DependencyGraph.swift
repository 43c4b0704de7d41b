package import Journal

/// The `dependencies` table read as a graph: a task waits on the tasks that block it.
///
/// Every walk is one recursive query whose rows are edges, so the work grows with the
/// edges reached, never with the number of tasks, and a loop already in the store (from
/// an import) ends the walk instead of hanging it: `UNION` drops an edge seen before.
package struct DependencyGraph {
    let database: Database

    package init(database: Database) { self.database = database }

    /// Which open tasks a walk for blockers starts from.
    package enum Seed: Sendable, Equatable {
        case task(String)
        /// Every open task of the project.
        case project(String)
    }

    /// A chain of task ids along which `start` waits on `target` (start first, target
    /// last), or nil when it does not. Done tasks count: reopening one would revive it.
    package func waitPath(from start: String, to target: String) throws -> [String]? {
        if start == target { return [start] }
        let rows = try database.rows(
            """
            WITH RECURSIVE reach(node, parent) AS (
                SELECT ?1, NULL
                UNION
                SELECT d.blocked_by, d.task FROM dependencies d JOIN reach r ON d.task = r.node
            )
            SELECT node, parent FROM reach
            """, [.text(start)])
        // The queue is first in, first out, so the first parent seen is a shortest route.
        var parent: [String: String] = [:]
        for row in rows {
            guard let node = row.text("node"), let from = row.text("parent") else { continue }
            if parent[node] == nil { parent[node] = from }
        }
        guard parent[target] != nil else { return nil }
        var path = [target]
        var seen: Set<String> = [target]
        while let previous = parent[path[path.count - 1]], seen.insert(previous).inserted {
            path.append(previous)
            if previous == start { break }
        }
        return path.reversed()
    }

    /// The open blockers of the seed's open tasks and, in turn, what those wait on: the
    /// edges (waiting, blocker) and every task they mention. Two queries in all.
    package func openBlockers(of seed: Seed) throws -> (
        edges: [(waiting: String, blocker: String)], tasks: [String: TaskItem]
    ) {
        let start: String
        let value: String
        switch seed {
        case .task(let id): (start, value) = ("w.id = ?1", id)
        case .project(let id): (start, value) = ("w.project = ?1", id)
        }
        let chain = """
            WITH RECURSIVE chain(waiting, blocker) AS (
                SELECT d.task, d.blocked_by FROM dependencies d
                JOIN tasks w ON w.id = d.task JOIN tasks b ON b.id = d.blocked_by
                WHERE \(start) AND w.status = 'open' AND b.status = 'open'
                UNION
                SELECT d.task, d.blocked_by FROM chain c JOIN dependencies d ON d.task = c.blocker
                JOIN tasks b ON b.id = d.blocked_by
                WHERE b.status = 'open'
            )
            """
        let edges = try database.rows(chain + " SELECT waiting, blocker FROM chain", [.text(value)])
            .compactMap {
                row -> (waiting: String, blocker: String)? in
                guard let waiting = row.text("waiting"), let blocker = row.text("blocker") else {
                    return nil
                }
                return (waiting, blocker)
            }
        guard !edges.isEmpty else { return ([], [:]) }
        let rows = try database.rows(
            chain
                + " SELECT * FROM tasks WHERE id IN (SELECT waiting FROM chain UNION SELECT blocker FROM chain)",
            [.text(value)])
        var tasks: [String: TaskItem] = [:]
        for row in rows {
            let task = TaskItem(row: row)
            tasks[task.id] = task
        }
        return (edges, tasks)
    }
}

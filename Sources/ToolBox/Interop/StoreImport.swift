package import Journal

/// Why an import file was refused. Nothing was written.
package struct ImportProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where in the file: "tasks[3].due".
    package let location: String
    package let reason: String
    package var description: String { location.isEmpty ? reason : "\(location): \(reason)" }
}

/// Reads a document in the export shape into the store.
///
/// The whole file is checked before anything is written, so a malformed file changes
/// nothing. Items are matched by id: an id already in the store is replaced by the file's
/// version, a new id is added. An item's `createdAt` is kept (the import's time when the
/// file has none), so items list in the order they were made. Unknown keys are ignored.
/// The writes go through a `RowWriter`, so the import is one turn that "undo" reverts.
package enum StoreImport {
    package struct Summary: Sendable, Equatable {
        package var tasks = 0, projects = 0, notes = 0, milestones = 0, links = 0, dependencies = 0
        package var diary = 0
    }

    /// Parses and checks `text`; returns the rows to write, table by table, parents first.
    package static func plan(
        _ text: String, knownProjects: Set<String> = [], knownTasks: Set<String> = []
    ) throws(ImportProblem) -> [(table: String, rows: [[(String, SQLValue)]])] {
        let document: JSONValue
        do { document = try JSONValue.parse(text) } catch {
            throw ImportProblem(location: "", reason: "not valid JSON (\(error))")
        }
        guard case .object = document else {
            throw ImportProblem(location: "", reason: "expected a JSON object")
        }
        guard let version = document["version"]?.intValue else {
            throw ImportProblem(
                location: "version", reason: "missing; this does not look like a pb export")
        }
        guard version <= StoreExport.version, version >= 1 else {
            throw ImportProblem(
                location: "version",
                reason:
                    "version \(version) is newer than this pb understands (\(StoreExport.version))")
        }
        var reader = Reader()
        reader.existingProjects = knownProjects
        reader.existingTasks = knownTasks
        let projects = try reader.list(document, "projects") { r, item throws(ImportProblem) in
            [
                ("id", .text(try r.id(item))), ("name", .text(try r.text(item, "name"))),
                ("created_at", .text(try r.optionalText(item, "createdAt") ?? r.stamp)),
            ]
        }
        let projectIDs = Set(projects.compactMap { $0.first?.1.text })
        let tasks = try reader.list(document, "tasks") { r, item throws(ImportProblem) in
            let status = try r.optionalText(item, "status") ?? "open"
            guard status == "open" || status == "done" else {
                throw r.problem("status", "must be open or done")
            }
            let priority = try r.optionalText(item, "priority")
            if let priority, Priority(parsing: priority) == nil {
                throw r.problem("priority", "must be low, medium, high or urgent")
            }
            let project = try r.optionalText(item, "project")
            if let project, !projectIDs.contains(project), !r.existingProjects.contains(project) {
                throw r.problem(
                    "project", "refers to project '\(project)', which is not in the file")
            }
            let repeatRule = try r.optionalText(item, "repeat")
            if let repeatRule, RepeatRule(repeatRule) == nil {
                throw r.problem("repeat", "is not a repeat rule")
            }
            let created = try r.optionalText(item, "createdAt") ?? r.stamp
            return [
                ("id", .text(try r.id(item))), ("title", .text(try r.text(item, "title"))),
                ("status", .text(status)),
                ("due", .optional(try r.date(item, "due"))),
                ("priority", .optional(priority?.lowercased())),
                ("project", .optional(project)),
                ("repeat", .optional(repeatRule.flatMap(RepeatRule.init)?.description)),
                ("created_at", .text(created)),
                ("completed_at", .optional(try r.optionalText(item, "completedAt"))),
                ("updated_at", .text(r.stamp)),
            ]
        }
        let taskIDs = Set(tasks.compactMap { $0.first?.1.text })
        let notes = try reader.list(document, "notes") { r, item throws(ImportProblem) in
            [
                ("id", .text(try r.id(item))),
                ("title", .text(try r.optionalText(item, "title") ?? "")),
                ("body", .text(try r.optionalText(item, "body") ?? "")),
                ("created_at", .text(try r.optionalText(item, "createdAt") ?? r.stamp)),
                ("updated_at", .text(r.stamp)),
            ]
        }
        let milestones = try reader.list(document, "milestones") { r, item throws(ImportProblem) in
            let project = try r.text(item, "project")
            guard projectIDs.contains(project) || r.existingProjects.contains(project) else {
                throw r.problem(
                    "project", "refers to project '\(project)', which is not in the file")
            }
            return [
                ("id", .text(try r.id(item))), ("project", .text(project)),
                ("title", .text(try r.text(item, "title"))),
                ("due", .optional(try r.date(item, "due"))),
                ("created_at", .text(try r.optionalText(item, "createdAt") ?? r.stamp)),
            ]
        }
        let links = try reader.list(document, "links") { r, item throws(ImportProblem) in
            [
                ("id", .text(try r.id(item))), ("from_ref", .text(try r.text(item, "from"))),
                ("to_ref", .text(try r.text(item, "to"))),
                ("relation", .text(try r.optionalText(item, "relation") ?? "related")),
                ("created_at", .text(try r.optionalText(item, "createdAt") ?? r.stamp)),
            ]
        }
        let dependencies = try reader.list(document, "dependencies") {
            r, item throws(ImportProblem) in
            let task = try r.text(item, "task")
            let blocker = try r.text(item, "blockedBy")
            for (key, id) in [("task", task), ("blockedBy", blocker)]
            where !taskIDs.contains(id) && !r.existingTasks.contains(id) {
                throw r.problem(key, "refers to task '\(id)', which is not in the file")
            }
            return [
                ("id", .text(try r.id(item))), ("task", .text(task)),
                ("blocked_by", .text(blocker)),
                ("created_at", .text(try r.optionalText(item, "createdAt") ?? r.stamp)),
            ]
        }
        let diary = try reader.list(document, "diary") { r, item throws(ImportProblem) in
            guard let day = try r.date(item, "day"), CivilDate(iso: day) != nil else {
                throw r.problem("day", "missing, or not a date (YYYY-MM-DD)")
            }
            var mood: SQLValue = .null
            if let value = item["mood"], !value.isNull {
                guard let n = value.intValue, (1...5).contains(n) else {
                    throw r.problem("mood", "must be 1 to 5")
                }
                mood = .integer(Int64(n))
            }
            return [
                ("id", .text(try r.id(item))), ("day", .text(day)),
                ("text", .text(try r.text(item, "text"))),
                ("mood", mood),
                ("created_at", .text(try r.optionalText(item, "createdAt") ?? r.stamp)),
            ]
        }
        return [
            ("projects", projects), ("tasks", tasks), ("notes", notes), ("milestones", milestones),
            ("links", links),
            ("dependencies", dependencies),
            ("diary_entries", diary),
        ]
    }

    /// Checks the whole file, then writes it. Call inside a transaction.
    package static func run(
        _ text: String, database: Database, writer: RowWriter, timestamp: String
    ) throws -> Summary {
        // Items already in the store may be referenced by the file.
        let projects = Set(
            try database.rows("SELECT id FROM projects").compactMap { $0.text("id") })
        let tasks = Set(try database.rows("SELECT id FROM tasks").compactMap { $0.text("id") })
        let tables = try plan(text, knownProjects: projects, knownTasks: tasks)
        var summary = Summary()
        for (table, rows) in tables {
            for var row in rows {
                for i in row.indices where row[i].1 == .text(Reader.placeholderStamp) {
                    row[i].1 = .text(timestamp)
                }
                guard let id = row.first?.1.text else { continue }
                if try writer.fetch(table, id: id) != nil {
                    try writer.update(table, id: id, Array(row.dropFirst()))
                } else {
                    try writer.insert(table, row)
                }
            }
            switch table {
            case "tasks": summary.tasks = rows.count
            case "projects": summary.projects = rows.count
            case "notes": summary.notes = rows.count
            case "milestones": summary.milestones = rows.count
            case "links": summary.links = rows.count
            case "diary_entries": summary.diary = rows.count
            default: summary.dependencies = rows.count
            }
        }
        return summary
    }
}

/// Field readers that say where a problem is.
private struct Reader {
    static let placeholderStamp = "\u{0}now"
    let stamp = Reader.placeholderStamp
    var location = ""
    var existingProjects: Set<String> = []
    var existingTasks: Set<String> = []
    private var seen: Set<String> = []

    func problem(_ key: String, _ reason: String) -> ImportProblem {
        ImportProblem(location: key.isEmpty ? location : "\(location).\(key)", reason: reason)
    }

    mutating func list(
        _ document: JSONValue, _ key: String,
        _ row: (inout Reader, JSONValue) throws(ImportProblem) -> [(String, SQLValue)]
    ) throws(ImportProblem) -> [[(String, SQLValue)]] {
        guard let value = document[key], !value.isNull else { return [] }
        guard let items = value.arrayValue else {
            throw ImportProblem(location: key, reason: "expected a list")
        }
        seen = []
        var rows: [[(String, SQLValue)]] = []
        for (i, item) in items.enumerated() {
            location = "\(key)[\(i)]"
            guard case .object = item else { throw problem("", "expected an object") }
            rows.append(try row(&self, item))
        }
        return rows
    }

    mutating func id(_ item: JSONValue) throws(ImportProblem) -> String {
        let id = try text(item, "id")
        guard seen.insert(id).inserted else { throw problem("id", "'\(id)' appears twice") }
        return id
    }

    func text(_ item: JSONValue, _ key: String) throws(ImportProblem) -> String {
        guard let value = try optionalText(item, key), !value.trimmingSpaces.isEmpty else {
            throw problem(key, "missing or empty")
        }
        return value
    }

    func optionalText(_ item: JSONValue, _ key: String) throws(ImportProblem) -> String? {
        guard let value = item[key], !value.isNull else { return nil }
        guard let text = value.stringValue else { throw problem(key, "expected text") }
        guard !text.utf8.contains(0) else { throw problem(key, "contains a NUL character") }
        return text
    }

    func date(_ item: JSONValue, _ key: String) throws(ImportProblem) -> String? {
        guard let text = try optionalText(item, key) else { return nil }
        guard let value = LocalDateTime(iso: text) else {
            throw problem(key, "'\(text)' is not a date (YYYY-MM-DD or YYYY-MM-DDTHH:MM)")
        }
        return value.description
    }
}

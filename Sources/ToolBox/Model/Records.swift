package import Journal

/// Reads of the item tables, shared by the tools. Writes go through `RowWriter`.
package struct Records {
    package let database: Database

    package init(database: Database) { self.database = database }

    package func task(id: String) throws -> TaskItem? {
        try database.rows("SELECT * FROM tasks WHERE id = ?1", [.text(id)]).first.map(TaskItem.init)
    }

    package func project(id: String) throws -> ProjectItem? {
        try database.rows("SELECT * FROM projects WHERE id = ?1", [.text(id)]).first.map(
            ProjectItem.init)
    }

    package func note(id: String) throws -> NoteItem? {
        try database.rows("SELECT * FROM notes WHERE id = ?1", [.text(id)]).first.map(NoteItem.init)
    }

    package func tasks(
        where condition: String = "1", _ values: [SQLValue] = [],
        order: String = "created_at, rowid"
    )
        throws -> [TaskItem]
    {
        try database.rows("SELECT * FROM tasks WHERE \(condition) ORDER BY \(order)", values).map(
            TaskItem.init)
    }

    package func projects() throws -> [ProjectItem] {
        try database.rows("SELECT * FROM projects ORDER BY created_at, rowid").map(ProjectItem.init)
    }

    package func notes() throws -> [NoteItem] {
        try database.rows("SELECT * FROM notes ORDER BY created_at, rowid").map(NoteItem.init)
    }

    package func projectName(id: String?) throws -> String? {
        guard let id else { return nil }
        return try project(id: id)?.name
    }
}

package import Journal

/// Task titles and project names in the FTS5 table `search_items`, kept in step by
/// content hash the way `NotesIndex` keeps note passages (notes are searched through
/// their passages, so they are not indexed twice).
///
/// Derived data, never journaled, and checked before every search rather than kept by
/// triggers: undo's delete-and-insert of rows, an import and an older `pb` all leave it
/// right without any of them knowing it exists.
package struct SearchIndex {
    let database: Database

    package init(database: Database) { self.database = database }

    /// Brings the index up to date; returns how many entries were written or dropped.
    @discardableResult
    package func sync() throws -> Int {
        try database.ensureContentHash()
        return try database.savepoint("search_index") {
            let items = """
                SELECT 'task:' || id AS ref, title, content_hash(title) AS hash FROM tasks
                UNION ALL SELECT 'project:' || id, name, content_hash(name) FROM projects
                """
            let changed = try database.rows(
                "SELECT x.ref, x.title, x.hash, s.row FROM (\(items)) x LEFT JOIN search_index s ON s.ref = x.ref WHERE s.hash IS NOT x.hash"
            )
            let gone = try database.rows(
                "SELECT ref, row FROM search_index WHERE ref NOT IN (SELECT 'task:' || id FROM tasks UNION ALL SELECT 'project:' || id FROM projects)"
            )
            for row in gone {
                try database.run("DELETE FROM search_items WHERE rowid = ?1", [row["row"]])
                try database.run("DELETE FROM search_index WHERE ref = ?1", [row["ref"]])
            }
            for row in changed {
                if row["row"] != .null {
                    try database.run("DELETE FROM search_items WHERE rowid = ?1", [row["row"]])
                }
                try database.run(
                    "INSERT INTO search_items (title, ref) VALUES (?1, ?2)",
                    [row["title"], row["ref"]])
                let inserted = try database.scalar("SELECT last_insert_rowid()") ?? .null
                try database.run(
                    "INSERT OR REPLACE INTO search_index (ref, hash, row) VALUES (?1, ?2, ?3)",
                    [row["ref"], row["hash"], inserted])
            }
            return changed.count + gone.count
        }
    }
}

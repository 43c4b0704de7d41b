package import Journal

/// The passages of every note, in the FTS5 table `note_passages`, kept in step with the
/// notes by content hash.
///
/// Derived data, never journaled: `note_index` remembers the hash each note was cut from,
/// so a sync re-cuts only notes whose title or body changed (or that are new), and drops
/// the passages of deleted notes. Undo, redo, an import or an older `pb` may all change
/// notes behind the index's back; the next sync sees it in the hashes.
package struct NotesIndex {
    /// What one sync did.
    package struct Report: Sendable, Equatable {
        /// Notes cut into passages (new or changed).
        package var recut = 0
        /// Notes whose passages were dropped because the note is gone.
        package var removed = 0
        /// Passages written.
        package var passages = 0

        package init(recut: Int = 0, removed: Int = 0, passages: Int = 0) {
            self.recut = recut
            self.removed = removed
            self.passages = passages
        }
    }

    /// Part of every hash: changing how notes are cut changes it, so every note is
    /// re-cut once after such a change.
    static let version = "passages-v1-\(PassageCutter.targetWords)"

    let database: Database

    package init(database: Database) { self.database = database }

    /// Brings the index up to date. Safe inside or outside a transaction.
    @discardableResult
    package func sync() throws -> Report {
        try database.ensureContentHash()
        // Triggers count every change to the notes table; when nothing changed since the
        // last sync, there is no need to hash 10,000 bodies to find that out.
        let version =
            try database.scalar("SELECT value FROM index_state WHERE name = 'notes-version'")?
            .integer ?? 0
        let indexed = try database.scalar(
            "SELECT value FROM index_state WHERE name = 'notes-indexed'")?.integer
        if indexed == version { return Report() }
        // After the first full build, only the notes the triggers marked are looked at,
        // so adding one note to 10,000 re-hashes one note.
        let onlyDirty = indexed != nil
        return try database.savepoint("notes_index") {
            defer {
                try? database.run(
                    "INSERT OR REPLACE INTO index_state (name, value) VALUES ('notes-indexed', ?1)",
                    [.integer(version)])
                try? database.run("DELETE FROM notes_dirty")
            }
            var report = Report()
            let hash = "content_hash(?1 || char(31) || n.title || char(31) || n.body)"
            let changed = try database.rows(
                """
                SELECT n.id, n.title, n.body, \(hash) AS hash, i.first_passage, i.passages
                FROM notes n LEFT JOIN note_index i ON i.note_id = n.id
                WHERE i.hash IS NOT \(hash)\(onlyDirty ? " AND n.id IN (SELECT note_id FROM notes_dirty)" : "")
                ORDER BY n.id
                """, [.text(Self.version)])
            let gone = try database.rows(
                "SELECT note_id, first_passage, passages FROM note_index WHERE note_id NOT IN (SELECT id FROM notes)"
                    + (onlyDirty ? " AND note_id IN (SELECT note_id FROM notes_dirty)" : "")
            )
            guard !changed.isEmpty || !gone.isEmpty else { return report }
            for row in gone {
                try dropPassages(row)
                try database.run("DELETE FROM note_index WHERE note_id = ?1", [row["note_id"]])
                report.removed += 1
            }
            var next =
                try database.scalar(
                    "SELECT coalesce(max(first_passage + passages), 1) FROM note_index")?.integer
                ?? 1
            for row in changed {
                try dropPassages(row)
                let id = row.text("id") ?? ""
                let title = row.text("title") ?? ""
                let sentences = PassageCutter.sentences(in: row.text("body") ?? "")
                let ranges = PassageCutter.passages(sentences)
                for (offset, range) in ranges.enumerated() {
                    try database.run(
                        "INSERT INTO note_passages (rowid, title, body, note_id) VALUES (?1, ?2, ?3, ?4)",
                        [
                            .integer(next + Int64(offset)), .text(title),
                            .text(sentences[range].joined(separator: " ")), .text(id),
                        ])
                }
                try database.run(
                    "INSERT OR REPLACE INTO note_index (note_id, hash, first_passage, passages) VALUES (?1, ?2, ?3, ?4)",
                    [.text(id), row["hash"], .integer(next), .integer(Int64(ranges.count))])
                next += Int64(ranges.count)
                report.recut += 1
                report.passages += ranges.count
            }
            return report
        }
    }

    /// How many passages the index holds: N in the IDF of question words.
    package func passageCount() throws -> Int {
        Int(try database.scalar("SELECT coalesce(sum(passages), 0) FROM note_index")?.integer ?? 0)
    }

    private func dropPassages(_ row: Row) throws {
        guard let first = row["first_passage"].integer, let count = row["passages"].integer,
            count > 0
        else { return }
        try database.run(
            "DELETE FROM note_passages WHERE rowid BETWEEN ?1 AND ?2",
            [.integer(first), .integer(first + count - 1)])
    }
}

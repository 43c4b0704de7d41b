#if canImport(Glibc)
    import Glibc
#endif

/// What kind of turn a row in `turns` is.
package enum TurnKind: String, Sendable {
    /// Changed nothing (a question, a list, a decline).
    case read
    /// Changed data; undoable.
    case action
    case undo
    case redo
}

/// One turn as `pb history` shows it.
package struct TurnRecord: Sendable, Equatable {
    package let id: Int64
    package let startedAt: String
    package let utterance: String
    package let kind: TurnKind
    package let state: String
    package let targetTurn: Int64?
    package let undone: Bool
    /// One summary per journal entry, in order.
    package let summaries: [String]
}

/// The record of every turn and of every write each turn made.
///
/// A turn is opened before anything runs, and each tool call appends one entry in the
/// same transaction as its writes (invariant 1). The first write makes the turn an
/// undoable action and clears the redo path: redo only makes sense until something new
/// happens.
package final class ActionJournal {
    package let database: Database

    package init(database: Database) { self.database = database }

    /// The tool an import's one journal entry names: no tool of the catalog, since no
    /// request runs it.
    package static let importTool = "import"

    /// Opens a turn; it stays `running` until `finish` so a crash leaves a visible trace.
    package func begin(utterance: String, at time: String) throws -> Int64 {
        try database.run(
            "INSERT INTO turns (started_at, utterance, pid) VALUES (?1, ?2, ?3)",
            [.text(time), .text(utterance), .integer(Int64(getpid()))])
        return Int64(try database.scalar("SELECT last_insert_rowid()")?.integer ?? 0)
    }

    package func finish(_ turn: Int64) throws {
        try database.run("UPDATE turns SET state = 'complete' WHERE id = ?1", [.integer(turn)])
    }

    /// Ends a turn a store fault cut short: forgotten when it saved nothing, else finished,
    /// so "undo" takes back the steps that stand. On a full disk even this may fail; the
    /// turn is then left running, and the next start finds it interrupted and says what
    /// it kept. Nothing for `turn` 0 (no turn was begun).
    package func endCutShort(_ turn: Int64) {
        guard turn != 0 else { return }
        let saved = try? entryCount(turn)
        if saved == 0 {
            try? database.run("DELETE FROM turns WHERE id = ?1", [.integer(turn)])
        } else if saved != nil {
            try? finish(turn)
        }
    }

    /// How many journal entries (changed steps) `turn` wrote.
    func entryCount(_ turn: Int64) throws -> Int64 {
        try database.scalar(
            "SELECT count(*) FROM journal_entries WHERE turn = ?1", [.integer(turn)])?.integer ?? 0
    }

    /// Appends one entry. Call inside the transaction that made `changes`.
    package func record(turn: Int64, step: Int, tool: String, summary: String, changes: [RowChange])
        throws
    {
        guard !changes.isEmpty else { return }
        try database.run(
            "INSERT INTO journal_entries (turn, step, tool, summary, changes) VALUES (?1, ?2, ?3, ?4, ?5)",
            [
                .integer(turn), .integer(Int64(step)), .text(tool), .text(summary),
                .text(RowChange.encodeList(changes)),
            ])
        try database.run(
            "UPDATE turns SET kind = 'action' WHERE id = ?1 AND kind = 'read'", [.integer(turn)])
        if database.changes > 0 {
            try database.run("UPDATE turns SET redoable = 0 WHERE redoable = 1")
        }
    }

    /// Marks a turn as an undo or redo of `target`.
    func mark(_ turn: Int64, as kind: TurnKind, target: Int64) throws {
        try database.run(
            "UPDATE turns SET kind = ?2, target_turn = ?3 WHERE id = ?1",
            [.integer(turn), .text(kind.rawValue), .integer(target)])
    }

    /// The entries of one turn, in the order they were written.
    func entries(of turn: Int64) throws -> [(tool: String, summary: String, changes: [RowChange])] {
        try database.rows(
            "SELECT tool, summary, changes FROM journal_entries WHERE turn = ?1 ORDER BY id",
            [.integer(turn)]
        ).map { row in
            guard let changes = RowChange.decodeList(row.text("changes") ?? "") else {
                throw StoreError.corrupt(path: database.path)
            }
            return (row.text("tool") ?? "", row.text("summary") ?? "", changes)
        }
    }

    /// The most recent turns, newest first.
    package func history(limit: Int = 20) throws -> [TurnRecord] {
        let rows = try database.rows(
            "SELECT id, started_at, utterance, kind, state, target_turn, undone FROM turns ORDER BY id DESC LIMIT ?1",
            [.integer(Int64(limit))])
        return try rows.map { row in
            let id = row["id"].integer ?? 0
            let summaries = try database.rows(
                "SELECT summary FROM journal_entries WHERE turn = ?1 ORDER BY id", [.integer(id)]
            ).compactMap { $0.text("summary") }
            return TurnRecord(
                id: id, startedAt: row.text("started_at") ?? "",
                utterance: row.text("utterance") ?? "",
                kind: TurnKind(rawValue: row.text("kind") ?? "") ?? .read,
                state: row.text("state") ?? "",
                targetTurn: row["target_turn"].integer, undone: row["undone"].integer == 1,
                summaries: summaries)
        }
    }

    /// The ids of the rows of `table` that the last turn not undone wrote, each once, in
    /// the order it last wrote them: what "it" (the last of them) and "them" (all of them) mean
    /// in the next request. One index lookup and that turn's entries, whatever the
    /// journal's length.
    ///
    /// None after an import: a file read in whole is nothing the person said, and "cross
    /// them off" must not tick every task it brought.
    package func rowsChangedLast(table: String) throws -> [String] {
        let rows = try database.rows(
            """
            SELECT tool, changes FROM journal_entries
            WHERE turn = (SELECT id FROM turns WHERE kind = 'action' AND undone = 0 ORDER BY id DESC LIMIT 1)
            ORDER BY id
            """)
        if rows.contains(where: { $0.text("tool") == Self.importTool }) { return [] }
        var ids: [String] = []
        for row in rows {
            guard let text = row.text("changes"), let changes = RowChange.decodeList(text) else {
                continue
            }
            // A row written again moves to the end: "it" is the row written last.
            for change in changes where change.table == table && change.after != nil {
                ids.removeAll { $0 == change.id }
                ids.append(change.id)
            }
        }
        return ids
    }

    /// Turns left `running` by a process that no longer exists, which wrote something:
    /// marks them interrupted and returns them, so the next start can say so once.
    package func collectInterrupted() throws -> [TurnRecord] {
        let running = try database.rows("SELECT id, pid FROM turns WHERE state = 'running'")
        var found: [Int64] = []
        for row in running {
            guard let id = row["id"].integer else { continue }
            let pid = Int32(truncatingIfNeeded: row["pid"].integer ?? 0)
            if pid > 0, pid != getpid(), kill(pid, 0) == 0 || errno == EPERM { continue }
            if pid == getpid() { continue }
            try database.run("UPDATE turns SET state = 'interrupted' WHERE id = ?1", [.integer(id)])
            if try entryCount(id) > 0 { found.append(id) }
        }
        guard !found.isEmpty else { return [] }
        return try history(limit: 50).filter { found.contains($0.id) }
    }
}

@available(*, unavailable) extension ActionJournal: Sendable {}

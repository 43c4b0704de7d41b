/// Why an undo or redo could not run. Nothing was changed.
package struct UndoConflict: Sendable, Equatable {
    package enum Reason: Sendable, Equatable {
        /// The row was edited after the turn, by a later turn or behind the journal's back.
        case changedSince
        /// The row was deleted after the turn, so its earlier state cannot be put back.
        case goneSince
        /// The database refused the restored state (for example, a foreign key).
        case refused
    }
    package let table: String
    package let id: String
    /// The item's title or name, for the message.
    package let label: String?
    package let reason: Reason
}

/// What an undo or redo did, as facts for the phrasebook.
package enum UndoOutcome: Sendable, Equatable {
    /// `turn` was reverted (or re-applied); `summaries` are its entries' summaries.
    case applied(turn: Int64, utterance: String, summaries: [String])
    case nothingToUndo
    case nothingToRedo
    case conflict(turn: Int64, UndoConflict)
}

/// Reverts and re-applies whole turns, all or nothing.
///
/// Every change of the turn is checked against the store before any is written: a row
/// must look as the turn left it (undo) or as it found it (redo). A row already in the
/// wanted state counts as done, so deleting something already gone is not an error.
/// The writes then happen in one transaction, with foreign keys checked at commit, so
/// the order of the turn's rows does not matter.
package struct UndoEngine {
    let journal: ActionJournal
    var database: Database { journal.database }

    package init(journal: ActionJournal) { self.journal = journal }

    /// Undoes the latest action turn not yet undone. `turn` is the undo's own turn.
    package func undo(inTurn turn: Int64) throws -> UndoOutcome {
        try refusingConstraints {
            try database.transaction {
                guard
                    let target = try database.scalar(
                        "SELECT id FROM turns WHERE kind = 'action' AND undone = 0 ORDER BY id DESC LIMIT 1"
                    )?
                    .integer
                else { return .nothingToUndo }
                let outcome = try revert(target, forward: false)
                if case .applied = outcome {
                    try database.run(
                        "UPDATE turns SET undone = 1, undone_by = ?2, redoable = 1 WHERE id = ?1",
                        [.integer(target), .integer(turn)])
                    try journal.mark(turn, as: .undo, target: target)
                }
                return outcome
            }
        }
    }

    /// Re-applies the most recently undone turn, if nothing has changed data since. One
    /// turn may undo several ("undo twice"), newest first: of those, the oldest was undone
    /// last, so it is redone first.
    package func redo(inTurn turn: Int64) throws -> UndoOutcome {
        try refusingConstraints {
            try database.transaction {
                guard
                    let target = try database.scalar(
                        "SELECT id FROM turns WHERE redoable = 1 ORDER BY undone_by DESC, id ASC LIMIT 1")?
                        .integer
                else { return .nothingToRedo }
                let outcome = try revert(target, forward: true)
                if case .applied = outcome {
                    try database.run(
                        "UPDATE turns SET undone = 0, undone_by = NULL, redoable = 0 WHERE id = ?1",
                        [.integer(target)])
                    try journal.mark(turn, as: .redo, target: target)
                }
                return outcome
            }
        }
    }

    /// A restored state the database refuses (a foreign key broken by a later change)
    /// rolls the whole transaction back; report it as a conflict, not a fault.
    private func refusingConstraints(_ body: () throws -> UndoOutcome) throws -> UndoOutcome {
        do {
            return try body()
        } catch let error as SQLiteError where error.isConstraint {
            return .conflict(turn: 0, UndoConflict(table: "", id: "", label: nil, reason: .refused))
        }
    }

    /// Moves every row the turn touched to its state before (`forward` false) or after it.
    private func revert(_ turn: Int64, forward: Bool) throws -> UndoOutcome {
        let entries = try journal.entries(of: turn)
        var changes = entries.flatMap(\.changes)
        if !forward { changes.reverse() }

        // Validate everything first, tracking each row's state as the walk would leave it.
        var planned: [String: Row?] = [:]
        var order: [(table: String, id: String)] = []
        for change in changes {
            let key = change.table + "\u{0}" + change.id
            let current: Row?
            if let seen = planned[key] {
                current = seen
            } else {
                current = try RowWriter(database: database).fetch(change.table, id: change.id)
                order.append((change.table, change.id))
            }
            let (expected, wanted) =
                forward ? (change.before, change.after) : (change.after, change.before)
            if Self.same(current, wanted) {
                planned[key] = current
            } else if Self.same(current, expected) {
                planned[key] = .some(wanted)
            } else {
                let reason: UndoConflict.Reason = current == nil ? .goneSince : .changedSince
                return .conflict(
                    turn: turn,
                    UndoConflict(
                        table: change.table, id: change.id, label: change.label, reason: reason))
            }
        }

        try database.execute("PRAGMA defer_foreign_keys = ON")
        for (table, id) in order {
            let key = table + "\u{0}" + id
            guard let wanted = planned[key] else { continue }
            try write(wanted, table: table, id: id)
        }
        let utterance =
            try database.scalar("SELECT utterance FROM turns WHERE id = ?1", [.integer(turn)])?.text
            ?? ""
        return .applied(turn: turn, utterance: utterance, summaries: entries.map(\.summary))
    }

    private func write(_ wanted: Row?, table: String, id: String) throws {
        try database.run("DELETE FROM \(table) WHERE id = ?1", [.text(id)])
        guard let row = wanted else { return }
        let columns = row.columns.joined(separator: ", ")
        let slots = (1...row.columns.count).map { "?\($0)" }.joined(separator: ", ")
        try database.run("INSERT INTO \(table) (\(columns)) VALUES (\(slots))", row.values)
    }

    private static func same(_ a: Row?, _ b: Row?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?): return a.agrees(with: b)
        default: return false
        }
    }
}

/// The numbered migrations that build a store, oldest first.
///
/// A migration is applied once, in its own transaction, and recorded in
/// `schema_migrations`; `PRAGMA user_version` holds the highest applied number so a
/// store written by a newer `pb` is recognised before anything touches it.
/// Append new migrations; never edit an applied one.
package enum Schema {
    package struct Migration: Sendable {
        package let number: Int
        package let name: String
        package let sql: String
    }

    package static var latest: Int { migrations.last?.number ?? 0 }

    package static let migrations: [Migration] = [
        Migration(
            number: 1, name: "tasks, projects, notes, links and the action journal",
            sql: """
                CREATE TABLE projects (
                    id TEXT PRIMARY KEY,
                    name TEXT NOT NULL,
                    created_at TEXT NOT NULL
                );
                CREATE TABLE tasks (
                    id TEXT PRIMARY KEY,
                    title TEXT NOT NULL,
                    status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done')),
                    due TEXT,
                    priority TEXT CHECK (priority IN ('low', 'medium', 'high', 'urgent')),
                    project TEXT REFERENCES projects(id),
                    repeat TEXT,
                    created_at TEXT NOT NULL,
                    completed_at TEXT,
                    updated_at TEXT NOT NULL
                );
                CREATE INDEX tasks_by_status_due ON tasks(status, due);
                CREATE INDEX tasks_by_project ON tasks(project);
                CREATE TABLE notes (
                    id TEXT PRIMARY KEY,
                    title TEXT NOT NULL,
                    body TEXT NOT NULL,
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL
                );
                CREATE TABLE milestones (
                    id TEXT PRIMARY KEY,
                    project TEXT NOT NULL REFERENCES projects(id),
                    title TEXT NOT NULL,
                    due TEXT,
                    created_at TEXT NOT NULL
                );
                CREATE TABLE links (
                    id TEXT PRIMARY KEY,
                    from_ref TEXT NOT NULL,
                    to_ref TEXT NOT NULL,
                    relation TEXT NOT NULL DEFAULT 'related',
                    created_at TEXT NOT NULL
                );
                CREATE TABLE dependencies (
                    id TEXT PRIMARY KEY,
                    task TEXT NOT NULL REFERENCES tasks(id),
                    blocked_by TEXT NOT NULL REFERENCES tasks(id),
                    created_at TEXT NOT NULL
                );
                CREATE INDEX dependencies_by_task ON dependencies(task);
                CREATE INDEX dependencies_by_blocker ON dependencies(blocked_by);
                CREATE TABLE turns (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    started_at TEXT NOT NULL,
                    utterance TEXT NOT NULL,
                    kind TEXT NOT NULL DEFAULT 'read' CHECK (kind IN ('read', 'action', 'undo', 'redo')),
                    state TEXT NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'complete', 'interrupted')),
                    pid INTEGER,
                    target_turn INTEGER,
                    undone INTEGER NOT NULL DEFAULT 0,
                    undone_by INTEGER,
                    redoable INTEGER NOT NULL DEFAULT 0
                );
                CREATE INDEX turns_undoable ON turns(kind, undone, id);
                CREATE INDEX turns_redoable ON turns(redoable, undone_by);
                CREATE INDEX turns_running ON turns(state) WHERE state = 'running';
                CREATE TABLE journal_entries (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    turn INTEGER NOT NULL REFERENCES turns(id),
                    step INTEGER NOT NULL,
                    tool TEXT NOT NULL,
                    summary TEXT NOT NULL,
                    changes TEXT NOT NULL
                );
                CREATE INDEX journal_entries_by_turn ON journal_entries(turn, id);
                """),
        Migration(
            number: 2,
            name: "search indexes for notes, tasks and projects; link and milestone indexes",
            sql: """
                CREATE INDEX milestones_by_project ON milestones(project, due);
                CREATE INDEX links_by_from ON links(from_ref);
                CREATE INDEX links_by_to ON links(to_ref);
                CREATE INDEX dependencies_by_pair ON dependencies(task, blocked_by);
                CREATE INDEX tasks_by_completion ON tasks(completed_at);
                -- Derived data, never journaled: rebuilt from the notes by content hash.
                -- A note's passages hold the FTS rowids first_passage ..< first_passage + passages.
                CREATE TABLE note_index (
                    note_id TEXT PRIMARY KEY,
                    hash INTEGER NOT NULL,
                    first_passage INTEGER NOT NULL,
                    passages INTEGER NOT NULL
                ) WITHOUT ROWID;
                CREATE VIRTUAL TABLE note_passages USING fts5(
                    title, body, note_id UNINDEXED, tokenize = 'porter unicode61'
                );
                -- Tasks and projects by title, for searchEverything; `row` is the FTS rowid.
                CREATE TABLE search_index (
                    ref TEXT PRIMARY KEY,
                    hash INTEGER NOT NULL,
                    row INTEGER NOT NULL
                ) WITHOUT ROWID;
                CREATE VIRTUAL TABLE search_items USING fts5(
                    title, ref UNINDEXED, tokenize = 'porter unicode61'
                );
                """),
        Migration(
            number: 3, name: "diary entries",
            sql: """
                CREATE TABLE diary_entries (
                    id TEXT PRIMARY KEY,
                    day TEXT NOT NULL,
                    text TEXT NOT NULL,
                    mood INTEGER CHECK (mood IS NULL OR mood BETWEEN 1 AND 5),
                    created_at TEXT NOT NULL
                );
                CREATE INDEX diary_entries_by_day ON diary_entries(day, created_at);
                """),
        Migration(
            number: 4,
            name: "a change counter for the notes, so the notes index knows when to look",
            sql: """
                -- Derived data, never journaled. 'notes-version' counts every change to the
                -- notes table, whoever makes it (a tool, undo, import, raw SQL);
                -- 'notes-indexed' is the version the notes index was last brought up to.
                CREATE TABLE index_state (
                    name TEXT PRIMARY KEY,
                    value INTEGER NOT NULL
                ) WITHOUT ROWID;
                -- The notes changed since the index last looked: only these are re-hashed.
                CREATE TABLE notes_dirty (note_id TEXT PRIMARY KEY) WITHOUT ROWID;
                CREATE TRIGGER notes_inserted AFTER INSERT ON notes BEGIN
                    INSERT INTO index_state (name, value) VALUES ('notes-version', 1)
                    ON CONFLICT (name) DO UPDATE SET value = value + 1;
                    INSERT OR IGNORE INTO notes_dirty (note_id) VALUES (NEW.id);
                END;
                CREATE TRIGGER notes_updated AFTER UPDATE ON notes BEGIN
                    INSERT INTO index_state (name, value) VALUES ('notes-version', 1)
                    ON CONFLICT (name) DO UPDATE SET value = value + 1;
                    INSERT OR IGNORE INTO notes_dirty (note_id) VALUES (NEW.id);
                END;
                CREATE TRIGGER notes_deleted AFTER DELETE ON notes BEGIN
                    INSERT INTO index_state (name, value) VALUES ('notes-version', 1)
                    ON CONFLICT (name) DO UPDATE SET value = value + 1;
                    INSERT OR IGNORE INTO notes_dirty (note_id) VALUES (OLD.id);
                END;
                """),
    ]

    /// Tables whose rows the journal may write, and the column that names a row to a person.
    package static let journaledTables: [String: String] = [
        "tasks": "title", "projects": "name", "notes": "title", "milestones": "title",
        "links": "relation", "dependencies": "task",
        // A diary entry is named by its day: its text is private prose, not a label.
        "diary_entries": "day",
    ]
}

import Journal
import Testing
import ToolBox

/// Completing a repeating task, undone; and export/import of milestones, links and
/// dependencies.
@Suite struct RecurrenceAndInteropTests {
    @Test func undoingTheCompletionOfARepeatingTaskMovesTheRuleBackAndDropsTheNextOne() throws {
        let store = try KnowledgeHarness()
        let task = try store.task(
            "water the plants", ["due": "2026-03-10", "repeat": "FREQ=WEEKLY"])
        let before = try store.snapshot()
        guard
            case .taskCompleted(let done, let next) = try store.call(
                .completeTask, ["task": "water the plants"])
        else {
            Issue.record("expected a completion")
            return
        }
        let spawned = try #require(next)
        #expect(done.repeatRule == nil)
        #expect(spawned.repeatRule == "FREQ=WEEKLY")
        #expect(spawned.due?.description == "2026-03-17")
        guard case .applied = try store.undo() else { Issue.record("undo did not apply"); return }
        #expect(try store.snapshot() == before)
        let restored = try #require(try Records(database: store.database).task(id: task.id))
        #expect(restored.isOpen)
        #expect(restored.repeatRule == "FREQ=WEEKLY")
        #expect(try Records(database: store.database).task(id: spawned.id) == nil)
    }

    @Test func exportThenImportKeepsMilestonesLinksAndDependencies() throws {
        let store = try KnowledgeHarness()
        try store.project("Launch")
        let venue = try store.task("book venue", ["project": "Launch", "due": "2026-03-18"])
        let deposit = try store.task("pay the deposit")
        try store.block(venue, by: deposit)
        try store.note("Venue shortlist", "The Old Library holds 120 people.")
        _ = try store.call(
            .addMilestone, ["project": "Launch", "title": "beta", "due": "2026-03-25"])
        _ = try store.call(.addMilestone, ["project": "Launch", "title": "launch day"])
        _ = try store.call(.linkItems, ["from": "Venue shortlist", "to": "book venue"])
        let document = try StoreExport.document(
            database: store.database, exportedAt: "2026-03-10T09:00:00")
        for key in ["milestones", "links", "dependencies"] {
            #expect(document[key]?.arrayValue?.isEmpty == false)
        }

        let copy = try KnowledgeHarness()
        try copy.database.transaction {
            _ = try StoreImport.run(
                document.serialized, database: copy.database,
                writer: RowWriter(database: copy.database),
                timestamp: copy.context.timestamp)
        }
        #expect(
            try StoreExport.document(database: copy.database, exportedAt: "2026-03-10T09:00:00")
                == document)
        // What the copy knows works: the dependency blocks, the link resolves.
        guard case .blockers(let report) = try copy.call(.whatsBlocking, ["item": "book venue"])
        else {
            Issue.record("expected blockers")
            return
        }
        #expect(report.blockers.map(\.id) == [deposit.id])
    }
}

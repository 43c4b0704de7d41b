import Journal
import Testing
import ToolBox

/// linkItems: names of any kind, the exact-title rule, and undo.
@Suite struct LinkItemsTests {
    @Test func aNoteLinkedToATaskIsUndoneExactly() throws {
        let store = try KnowledgeHarness()
        let note = try store.note("Boiler", "Dave services it in October.")
        let task = try store.task("book the boiler service")
        let before = try store.snapshot()
        let result = try store.result(
            .linkItems, ["from": "boiler", "to": "book the boiler service"])
        guard case .linked(let link) = result.outcome else {
            Issue.record("expected a link, got \(result.outcome)")
            return
        }
        #expect(link.from == ItemRef(note))
        #expect(link.to == ItemRef(task))
        #expect(link.relation == "related")
        let stored = try #require(
            try store.database.rows("SELECT from_ref, to_ref FROM links").first)
        #expect(stored.text("from_ref") == "note:" + note.id)
        #expect(stored.text("to_ref") == "task:" + task.id)
        guard case .applied = try store.undo() else { Issue.record("undo did not apply"); return }
        #expect(try store.snapshot() == before)
    }

    @Test func aRelatedLinkExistsInEitherDirection() throws {
        let store = try KnowledgeHarness()
        try store.project("Garden")
        try store.note("Seed list", "Tomatoes, beans, courgettes.")
        _ = try store.call(.linkItems, ["from": "Garden", "to": "Seed list"])
        let again = try store.result(.linkItems, ["from": "seed list", "to": "garden"])
        guard case .linkExists = again.outcome else {
            Issue.record("expected linkExists, got \(again.outcome)")
            return
        }
        #expect(!again.wrote)
    }

    @Test func anExactTitleDecidesBetweenKinds() throws {
        let store = try KnowledgeHarness()
        let project = try store.project("Launch")
        try store.note("Launch venue ideas", "The Old Library or Harbour Rooms.")
        try store.task("renew passport")
        guard
            case .linked(let link) = try store.call(
                .linkItems, ["from": "launch", "to": "renew passport"])
        else {
            Issue.record("expected a link")
            return
        }
        #expect(link.from == ItemRef(project))
    }

    @Test func twoKindsWithNoExactTitleAreAmbiguous() throws {
        let store = try KnowledgeHarness()
        let note = try store.note("Passport renewal", "Two photos and the old passport.")
        let task = try store.task("renew the passport online")
        try store.project("Holiday")
        let result = try store.result(.linkItems, ["from": "passport", "to": "holiday"])
        #expect(
            result.outcome
                == .ambiguousItem(query: "passport", candidates: [ItemRef(note), ItemRef(task)]))
        #expect(!result.outcome.succeeded)
        #expect(!result.wrote)
    }

    @Test func anItemCannotBeLinkedToItselfOrToNothing() throws {
        let store = try KnowledgeHarness()
        try store.project("Garden")
        #expect(
            try store.call(.linkItems, ["from": "Garden", "to": "garden"])
                == .invalid(argument: "to", reason: "is the same item as from"))
        #expect(
            try store.call(.linkItems, ["from": "Garden", "to": "spaceship"])
                == .noItemMatch(query: "spaceship"))
    }
}

import Testing

@testable import Journal
@testable import ToolBox

/// exportCalendar through the registry: the file it writes, read back by the project's own
/// reader, and the files it refuses to touch.
@Suite struct CalendarExportTests {
    static let longTitle =
        "Écrire à Zoë about the garden: seeds, compost; the shed roof \\ gutters, and the 🌻 bed by the fence"

    func storeWithTasks(_ scratch: CalendarScratch) throws -> DiaryTestStore {
        let store = try DiaryTestStore()
        store.exportDirectory = scratch.path
        try store.call(
            .createTask,
            [
                "title": "call mum, then dad; \"quickly\"", "due": "2026-03-11T17:00",
                "priority": "urgent",
            ])
        try store.call(
            .createTask,
            [
                "title": "put the bins out", "due": "2026-03-13", "repeat": "FREQ=WEEKLY;BYDAY=FR",
                "priority": "low",
            ])
        try store.call(.createTask, ["title": Self.longTitle, "priority": "high"])
        try store.call(.createTask, ["title": "renew passport", "priority": "medium"])
        try store.call(.createTask, ["title": "old chore"])
        try store.call(.completeTask, ["task": "old chore"])
        return store
    }

    func export(_ store: DiaryTestStore, _ arguments: [String: String] = [:]) throws -> ToolResult {
        try store.call(.exportCalendar, arguments)
    }

    @Test func roundTripsTheOpenTasksThroughTheReader() throws {
        let scratch = CalendarScratch()
        defer { scratch.remove() }
        let store = try storeWithTasks(scratch)
        let result = try export(store)
        let path = scratch.file("pocketbrains-tasks.ics")
        #expect(result.outcome == .calendarExported(path: path, count: 4))
        #expect(!result.wrote)

        let bytes = try #require(scratch.bytes("pocketbrains-tasks.ics"))
        let calendar = try #require(try ICSReader.components(bytes).first)
        #expect(calendar.name == "VCALENDAR")
        #expect(calendar.property("VERSION")?.value == "2.0")
        #expect(calendar.property("PRODID")?.value == TaskCalendar.productID)
        let todos = calendar.children("VTODO")
        #expect(todos.count == 4)

        let tasks = try store.context.records.tasks(where: "status = 'open'")
        for task in tasks {
            let todo = try #require(
                todos.first { $0.property("UID")?.value == task.id + "@pocketbrains" })
            #expect(todo.property("SUMMARY")?.text == task.title)
            #expect(todo.property("STATUS")?.value == "NEEDS-ACTION")
            // 09:00:00 local, one hour east of UTC.
            #expect(todo.property("DTSTAMP")?.value == "20260310T080000Z")
        }
        func todo(_ title: String) throws -> ICSComponent {
            try #require(todos.first { $0.property("SUMMARY")?.text == title })
        }
        let call = try todo("call mum, then dad; \"quickly\"")
        #expect(call.property("DUE")?.value == "20260311T170000")
        #expect(call.property("DUE")?.parameter("VALUE") == nil)
        #expect(call.property("PRIORITY")?.value == "1")
        #expect(call.property("RRULE") == nil)
        let bins = try todo("put the bins out")
        #expect(bins.property("DUE")?.value == "20260313")
        #expect(bins.property("DUE")?.parameter("VALUE") == "DATE")
        #expect(bins.property("RRULE")?.value == "FREQ=WEEKLY;BYDAY=FR")
        #expect(bins.property("PRIORITY")?.value == "9")
        let long = try todo(Self.longTitle)
        #expect(long.property("PRIORITY")?.value == "3")
        #expect(long.property("DUE") == nil)
        #expect(try todo("renew passport").property("PRIORITY")?.value == "5")
    }

    @Test func linesEndInCRLFAndFoldAtSeventyFiveOctets() throws {
        let scratch = CalendarScratch()
        defer { scratch.remove() }
        let store = try storeWithTasks(scratch)
        _ = try export(store)
        let bytes = try #require(scratch.bytes("pocketbrains-tasks.ics"))
        #expect(bytes.suffix(2) == [0x0D, 0x0A])
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        for (index, byte) in bytes.enumerated() {
            if byte == 0x0A {
                #expect(index > 0 && bytes[index - 1] == 0x0D, "a line ends in a bare LF")
                lines.append(current.dropLast())
                current = []
            } else {
                current.append(byte)
            }
        }
        #expect(lines.allSatisfy { $0.count <= 75 })
        #expect(lines.contains { $0.first == 0x20 }, "the long title was folded")
        #expect(
            lines.allSatisfy { String(validating: $0, as: UTF8.self) != nil },
            "a fold split a character")
    }

    @Test func foldingKeepsEveryLineWithinTheLimitAndUnfoldsBack() throws {
        let line = "SUMMARY:" + String(repeating: "ü🌻ab", count: 40)
        let folded = ICSText.folded(line)
        #expect(folded.count > 1)
        #expect(folded.allSatisfy { $0.utf8.count <= 75 })
        #expect(folded.dropFirst().allSatisfy { $0.hasPrefix(" ") })
        #expect(folded.first.map { $0.utf8.count } ?? 0 >= 72)
        #expect(
            folded.enumerated().map { $0.offset == 0 ? $0.element : String($0.element.dropFirst()) }
                .joined() == line)
        #expect(ICSText.folded("SUMMARY:short") == ["SUMMARY:short"])
    }

    @Test func escapesRoundTrip() {
        let title = "a\\b;c,d\ne\r\nf"
        #expect(ICSText.escaped(title) == #"a\\b\;c\,d\ne\nf"#)
        #expect(ICSText.unescaped(ICSText.escaped(title)) == "a\\b;c,d\ne\nf")
    }

    @Test func overwritesItsOwnEarlierExport() throws {
        let scratch = CalendarScratch()
        defer { scratch.remove() }
        let store = try storeWithTasks(scratch)
        _ = try export(store)
        try store.call(.createTask, ["title": "water the plants"])
        #expect(
            try export(store).outcome
                == .calendarExported(path: scratch.file("pocketbrains-tasks.ics"), count: 5))
        let text = String(
            decoding: try #require(scratch.bytes("pocketbrains-tasks.ics")), as: UTF8.self)
        #expect(text.contains("SUMMARY:water the plants\r\n"))
    }

    @Test(arguments: [
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Someone Else//Calendar//EN\r\nEND:VCALENDAR\r\n",
        "Shopping: eggs, flour\n",
        "",
    ])
    func refusesToOverwriteAFileItDidNotWrite(_ foreign: String) throws {
        let scratch = CalendarScratch()
        defer { scratch.remove() }
        let store = try storeWithTasks(scratch)
        let path = scratch.write("mine.ics", foreign)
        let result = try export(store, ["path": "mine.ics"])
        #expect(result.outcome == .exportRefused(path: path, reason: .notAnEarlierExport))
        #expect(!result.outcome.succeeded)
        #expect(scratch.bytes("mine.ics") == Array(foreign.utf8))
    }

    @Test func refusesAFolderThatDoesNotExist() throws {
        let scratch = CalendarScratch()
        defer { scratch.remove() }
        let store = try storeWithTasks(scratch)
        let result = try export(store, ["path": scratch.path + "/missing/tasks.ics"])
        #expect(
            result.outcome
                == .exportRefused(
                    path: scratch.path + "/missing/tasks.ics",
                    reason: .noSuchDirectory(scratch.path + "/missing")))
    }

    @Test func aPathWithANulCharacterIsRefused() throws {
        let scratch = CalendarScratch()
        defer { scratch.remove() }
        let store = try storeWithTasks(scratch)
        guard case .invalid("path", _) = try export(store, ["path": "tasks\u{0}.ics"]).outcome
        else {
            Issue.record("expected the path to be refused")
            return
        }
    }

    @Test func aFolderAsThePathGetsTheDefaultName() throws {
        let scratch = CalendarScratch()
        defer { scratch.remove() }
        let store = try storeWithTasks(scratch)
        store.exportDirectory = "/tmp/pb-no-such-export-folder"
        let result = try export(store, ["path": scratch.path])
        #expect(
            result.outcome
                == .calendarExported(path: scratch.file("pocketbrains-tasks.ics"), count: 4))
    }

    @Test func exportingJournalsNothing() throws {
        let scratch = CalendarScratch()
        defer { scratch.remove() }
        let store = try storeWithTasks(scratch)
        let entries = try store.database.scalar("SELECT count(*) FROM journal_entries")
        _ = try export(store)
        #expect(try store.database.scalar("SELECT count(*) FROM journal_entries") == entries)
        // Undo still reaches the last real change, the completion of "old chore".
        guard case .applied(_, _, let summaries) = try store.undo() else {
            Issue.record("undo did not apply")
            return
        }
        #expect(summaries == ["completeTask old chore"])
    }
}

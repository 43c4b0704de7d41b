import Testing

@testable import Journal
@testable import ToolBox

/// calendarAgenda through the registry: the file it reads, the window, the tasks beside
/// the events, and the answers when the file is missing or broken.
@Suite struct CalendarAgendaTests {
    static let sample = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN",
        "BEGIN:VEVENT", "UID:a", "DTSTART:20260310T130000Z", "DTEND:20260310T140000Z",
        "SUMMARY:Lunch with Ana",
        "LOCATION:Café Sol", "END:VEVENT",
        "BEGIN:VEVENT", "UID:b", "DTSTART:20260310T083000", "SUMMARY:Standup",
        "RRULE:FREQ=DAILY;COUNT=10",
        "END:VEVENT",
        "BEGIN:VEVENT", "UID:c", "DTSTART;VALUE=DATE:20260310", "SUMMARY:Recycling day",
        "END:VEVENT",
        "BEGIN:VEVENT", "UID:d", "DTSTART:20260313T190000", "SUMMARY:Concert", "END:VEVENT",
        "END:VCALENDAR",
    ].map { $0 + "\r\n" }.joined()

    func agenda(_ store: DiaryTestStore, _ arguments: [String: String]) throws -> (
        range: String, events: [CalendarOccurrence], due: [TaskItem]
    ) {
        let result = try store.call(.calendarAgenda, arguments)
        #expect(!result.wrote)
        guard case .calendarAgenda(let range, _, _, let events, let due, _) = result.outcome else {
            Issue.record("expected an agenda, got \(result.outcome)")
            throw SQLiteError(code: 1, message: "no agenda")
        }
        return (range, events, due)
    }

    @Test func showsTodaysEventsInOrderWithTheTasksDueToday() throws {
        let scratch = CalendarScratch()
        defer { scratch.remove() }
        let store = try DiaryTestStore()
        store.calendarFile = scratch.write("calendar.ics", Self.sample)
        try store.call(.createTask, ["title": "call the plumber", "due": "2026-03-10"])
        try store.call(.createTask, ["title": "pay rent", "due": "2026-03-12"])
        let today = try agenda(store, [:])
        #expect(today.range == "today")
        #expect(
            today.events.map { "\($0.start) \($0.summary)" } == [
                "2026-03-10 Recycling day", "2026-03-10T08:30 Standup",
                "2026-03-10T14:00 Lunch with Ana",
            ])
        #expect(today.events.last?.location == "Café Sol")
        #expect(today.due.map(\.title) == ["call the plumber"])
    }

    @Test func aWeekRunsFromTodayToSundayAndADateIsOneDay() throws {
        let scratch = CalendarScratch()
        defer { scratch.remove() }
        let store = try DiaryTestStore()
        store.calendarFile = scratch.write("calendar.ics", Self.sample)
        try store.call(.createTask, ["title": "pay rent", "due": "2026-03-12"])
        let week = try agenda(store, ["range": "week"])
        #expect(week.events.filter { $0.summary == "Standup" }.count == 6)
        #expect(week.events.contains { $0.summary == "Concert" })
        #expect(week.due.map(\.title) == ["pay rent"])
        let friday = try agenda(store, ["date": "2026-03-13"])
        #expect(friday.range == "date")
        #expect(friday.events.map(\.summary) == ["Standup", "Concert"])
        #expect(friday.due.isEmpty)
        let tomorrow = try agenda(store, ["range": "tomorrow"])
        #expect(tomorrow.events.map(\.summary) == ["Standup"])
    }

    @Test func noCalendarFileIsAnAnswerNotAFault() throws {
        let store = try DiaryTestStore()
        #expect(try store.call(.calendarAgenda).outcome == .calendarMissing(path: nil))
        store.calendarFile = "/tmp/pb-no-such-folder-for-tests/calendar.ics"
        let result = try store.call(.calendarAgenda, ["range": "today"])
        #expect(
            result.outcome
                == .calendarMissing(path: "/tmp/pb-no-such-folder-for-tests/calendar.ics"))
        // A missing calendar is an answer (it says how to add one), not a failed step.
        #expect(result.outcome.succeeded)
    }

    @Test func aMalformedFileNamesTheLine() throws {
        let scratch = CalendarScratch()
        defer { scratch.remove() }
        let store = try DiaryTestStore()
        let path = scratch.write(
            "broken.ics",
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20260310T090000\r\nSUMMARY Team sync\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        )
        store.calendarFile = path
        guard
            case .calendarUnreadable(let reported, let line, _) = try store.call(.calendarAgenda)
                .outcome
        else {
            Issue.record("expected the file to be reported unreadable")
            return
        }
        #expect(reported == path)
        #expect(line == 4)
    }

    @Test func aFolderInPlaceOfTheFileIsUnreadable() throws {
        let scratch = CalendarScratch()
        defer { scratch.remove() }
        let store = try DiaryTestStore()
        store.calendarFile = scratch.path
        guard case .calendarUnreadable(_, nil, _) = try store.call(.calendarAgenda).outcome else {
            Issue.record("expected unreadable without a line")
            return
        }
    }

    @Test func anUnknownRangeIsRefusedBeforeTheFileIsRead() throws {
        let store = try DiaryTestStore()
        guard
            case .invalid(let argument, _) = try store.call(.calendarAgenda, ["range": "fortnight"])
                .outcome
        else {
            Issue.record("expected invalid")
            return
        }
        #expect(argument == "range")
    }
}

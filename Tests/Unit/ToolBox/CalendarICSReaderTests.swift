import Testing

@testable import ToolBox

/// The iCalendar reader and the event expansion, on hand-written files.
@Suite struct CalendarICSReaderTests {
    /// Wraps VEVENT lines in a calendar, CRLF line endings.
    static func calendar(_ lines: [String]) -> [UInt8] {
        let all =
            ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//Hand written//EN"] + lines + [
                "END:VCALENDAR"
            ]
        return Array(all.map { $0 + "\r\n" }.joined().utf8)
    }

    static func event(_ lines: String...) -> [String] {
        ["BEGIN:VEVENT"] + lines + ["END:VEVENT"]
    }

    static func date(_ text: String) throws -> CivilDate {
        try #require(CivilDate(iso: text))
    }

    /// The occurrences in the days `first` through `last`, one hour east of UTC.
    static func occurrences(_ bytes: [UInt8], _ first: String, _ last: String? = nil) throws
        -> [CalendarOccurrence]
    {
        let events = try CalendarEvent.events(in: try ICSReader.components(bytes))
        return CalendarEvent.occurrences(
            of: events, from: try date(first), through: try date(last ?? first),
            zone: .fixed(minutesEast: 60)
        ).occurrences
    }

    static func starts(_ found: [CalendarOccurrence]) -> [String] { found.map(\.start.description) }

    @Test func unfoldsContinuationLinesIncludingOnesSplitInsideACharacter() throws {
        let summary = Array("SUMMARY:Caf\u{E9} planning".utf8)
        // Fold between the two bytes of "é", then again with a tab.
        let split = summary.firstIndex(of: 0xC3).map { $0 + 1 } ?? 0
        var bytes = Array("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20260310T090000\r\n".utf8)
        bytes += summary[..<split] + Array("\r\n ".utf8) + summary[split...]
        bytes += Array("\r\n\t with the team\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8)
        let found = try Self.occurrences(bytes, "2026-03-10")
        #expect(found.map(\.summary) == ["Caf\u{E9} planning with the team"])
    }

    @Test func acceptsBareLineFeedsAndAByteOrderMark() throws {
        let text =
            "\u{FEFF}BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20260310T090000\nSUMMARY:Standup\nEND:VEVENT\nEND:VCALENDAR\n"
        #expect(try Self.occurrences(Array(text.utf8), "2026-03-10").map(\.summary) == ["Standup"])
    }

    @Test func readsTextEscapes() throws {
        let bytes = Self.calendar(
            Self.event(
                "DTSTART:20260310T190000",
                #"SUMMARY:Dinner\, drinks \; dancing\nthen home \\ done"#,
                #"LOCATION:Rosa's\, 12 High St"#))
        let found = try #require(try Self.occurrences(bytes, "2026-03-10").first)
        #expect(found.summary == "Dinner, drinks ; dancing\nthen home \\ done")
        #expect(found.location == "Rosa's, 12 High St")
    }

    @Test func allDayEventsEndTheDayBeforeTheirDTEND() throws {
        let bytes = Self.calendar(
            Self.event(
                "DTSTART;VALUE=DATE:20260310", "DTEND;VALUE=DATE:20260312", "SUMMARY:Conference")
                + Self.event("DTSTART;VALUE=DATE:20260312", "SUMMARY:Mum's birthday"))
        let tenth = try Self.occurrences(bytes, "2026-03-10")
        #expect(tenth.map(\.summary) == ["Conference"])
        #expect(tenth.first?.isAllDay == true)
        #expect(tenth.first?.end?.description == "2026-03-12")
        #expect(try Self.occurrences(bytes, "2026-03-11").map(\.summary) == ["Conference"])
        #expect(try Self.occurrences(bytes, "2026-03-12").map(\.summary) == ["Mum's birthday"])
    }

    @Test func utcTimesBecomeLocalAndCanMoveToTheNextDay() throws {
        let bytes = Self.calendar(
            Self.event(
                "DTSTART:20260310T140000Z", "DTEND:20260310T150000Z", "SUMMARY:Call with Lisbon")
                + Self.event("DTSTART:20260310T233000Z", "SUMMARY:Late train"))
        let tenth = try Self.occurrences(bytes, "2026-03-10")
        #expect(Self.starts(tenth) == ["2026-03-10T15:00"])
        #expect(tenth.first?.end?.description == "2026-03-10T16:00")
        #expect(Self.starts(try Self.occurrences(bytes, "2026-03-11")) == ["2026-03-11T00:30"])
    }

    @Test func aTZIDNamingUTCIsReadAsUTC() throws {
        let bytes = Self.calendar(
            Self.event("DTSTART;TZID=Etc/UTC:20260310T090000", "SUMMARY:Webinar"))
        #expect(Self.starts(try Self.occurrences(bytes, "2026-03-10")) == ["2026-03-10T10:00"])
    }

    @Test func aZonedTimeIsReadAsLocalTime() throws {
        let bytes = Self.calendar(
            Self.event("DTSTART;TZID=\"Europe/Paris\":20260310T090000", "SUMMARY:Dentist"))
        #expect(Self.starts(try Self.occurrences(bytes, "2026-03-10")) == ["2026-03-10T09:00"])
    }

    @Test func weeklyByDayWithCountStopsAfterTheCount() throws {
        // From Tuesday 3 March: Tue 3, Thu 5, Tue 10, Thu 12, then the count is spent.
        let bytes = Self.calendar(
            Self.event(
                "DTSTART:20260303T180000", "DTEND:20260303T190000",
                "RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=4",
                "SUMMARY:Climbing"))
        let found = try Self.occurrences(bytes, "2026-03-01", "2026-03-31")
        #expect(
            Self.starts(found) == [
                "2026-03-03T18:00", "2026-03-05T18:00", "2026-03-10T18:00", "2026-03-12T18:00",
            ])
        #expect(found.allSatisfy { $0.repeats })
        #expect(
            Self.starts(try Self.occurrences(bytes, "2026-03-09", "2026-03-15")) == [
                "2026-03-10T18:00", "2026-03-12T18:00",
            ])
    }

    @Test func exdateRemovesOccurrencesButStillCountsTowardsCount() throws {
        let bytes = Self.calendar(
            Self.event(
                "DTSTART:20260302T090000", "RRULE:FREQ=WEEKLY;COUNT=4", "EXDATE:20260309T090000",
                "EXDATE;VALUE=DATE:20260316", "SUMMARY:Team sync"))
        #expect(
            Self.starts(try Self.occurrences(bytes, "2026-03-01", "2026-04-30")) == [
                "2026-03-02T09:00", "2026-03-23T09:00",
            ])
    }

    @Test func untilIncludesItsOwnDayAndIntervalSkipsPeriods() throws {
        let bytes = Self.calendar(
            Self.event(
                "DTSTART:20260301T070000", "RRULE:FREQ=DAILY;INTERVAL=3;UNTIL=20260310",
                "SUMMARY:Run"))
        #expect(
            Self.starts(try Self.occurrences(bytes, "2026-03-01", "2026-03-31"))
                == ["2026-03-01T07:00", "2026-03-04T07:00", "2026-03-07T07:00", "2026-03-10T07:00"])
    }

    @Test func monthlyAndYearlyRules() throws {
        let bytes = Self.calendar(
            Self.event(
                "DTSTART;VALUE=DATE:20260105", "RRULE:FREQ=MONTHLY;BYDAY=1MO", "SUMMARY:Book club")
                + Self.event("DTSTART;VALUE=DATE:20260131", "RRULE:FREQ=MONTHLY", "SUMMARY:Rent")
                + Self.event("DTSTART;VALUE=DATE:20240229", "RRULE:FREQ=YEARLY", "SUMMARY:Leap day")
                + Self.event("DTSTART;VALUE=DATE:20200314", "RRULE:FREQ=YEARLY", "SUMMARY:Pi day"))
        let found = try Self.occurrences(bytes, "2026-02-01", "2026-04-30")
        #expect(
            found.map { "\($0.start) \($0.summary)" } == [
                "2026-02-02 Book club", "2026-03-02 Book club", "2026-03-14 Pi day",
                "2026-03-31 Rent",
                "2026-04-06 Book club",
            ])
        #expect(try Self.occurrences(bytes, "2028-02-29").map(\.summary) == ["Leap day"])
    }

    @Test func anOpenEndedRuleFromYearsAgoStillReachesToday() throws {
        let bytes = Self.calendar(
            Self.event(
                "DTSTART:19990104T083000", "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO", "SUMMARY:Bins"))
        // 1999-01-04 was a Monday; 2026-03-09 is 1418 weeks later, so every other Monday
        // lands on it and on 2026-03-23, never on the 2nd or the 16th.
        #expect(
            Self.starts(try Self.occurrences(bytes, "2026-03-01", "2026-03-24")) == [
                "2026-03-09T08:30", "2026-03-23T08:30",
            ])
    }

    @Test func aReplacedOccurrenceMovesAndACancelledOneDisappears() throws {
        let bytes = Self.calendar(
            Self.event(
                "UID:sync-1", "DTSTART:20260302T090000", "RRULE:FREQ=WEEKLY", "SUMMARY:Team sync")
                + Self.event(
                    "UID:sync-1", "RECURRENCE-ID:20260309T090000", "DTSTART:20260310T140000",
                    "SUMMARY:Team sync (moved)")
                + Self.event(
                    "UID:sync-1", "RECURRENCE-ID:20260316T090000", "DTSTART:20260316T090000",
                    "STATUS:CANCELLED"))
        let found = try Self.occurrences(bytes, "2026-03-09", "2026-03-22")
        #expect(found.map { "\($0.start) \($0.summary)" } == ["2026-03-10T14:00 Team sync (moved)"])
    }

    @Test func anUnsupportedRuleShowsTheFirstStartAndIsNamed() throws {
        let bytes = Self.calendar(
            Self.event("DTSTART:20260310T090000", "RRULE:FREQ=HOURLY;INTERVAL=2", "SUMMARY:Stretch")
        )
        let events = try CalendarEvent.events(in: try ICSReader.components(bytes))
        let day = try Self.date("2026-03-10")
        let result = CalendarEvent.occurrences(
            of: events, from: day, through: day, zone: .fixed(minutesEast: 0))
        #expect(Self.starts(result.occurrences) == ["2026-03-10T09:00"])
        #expect(result.unexpanded == ["Stretch"])
    }

    @Test func nestedComponentsDoNotLeakIntoTheEvent() throws {
        let bytes = Self.calendar(
            Self.event(
                "DTSTART:20260310T090000", "SUMMARY:Dentist", "BEGIN:VALARM", "ACTION:DISPLAY",
                "SUMMARY:Reminder",
                "TRIGGER:-PT30M", "END:VALARM"))
        #expect(try Self.occurrences(bytes, "2026-03-10").map(\.summary) == ["Dentist"])
    }

    @Test(arguments: [
        (
            [
                "BEGIN:VCALENDAR", "BEGIN:VEVENT", "DTSTART:20260310T090000", "SUMMARY Team sync",
                "END:VEVENT", "END:VCALENDAR",
            ], 4
        ),
        (
            [
                "BEGIN:VCALENDAR", "BEGIN:VEVENT", "DTSTART:2026-03-10", "END:VEVENT",
                "END:VCALENDAR",
            ], 3
        ),
        (
            ["BEGIN:VCALENDAR", "BEGIN:VEVENT", "SUMMARY:No start", "END:VEVENT", "END:VCALENDAR"],
            2
        ),
        (["BEGIN:VCALENDAR", "BEGIN:VEVENT", "DTSTART:20260310T090000", "END:VCALENDAR"], 4),
        (["BEGIN:VCALENDAR", "BEGIN:VEVENT", "DTSTART:20260310T090000", "SUMMARY:Open"], 2),
        (
            [
                "BEGIN:VCALENDAR", "BEGIN:VEVENT", "DTSTART:20260310T090000",
                "RRULE:FREQ=WEEKLY;COUNT=two", "END:VEVENT", "END:VCALENDAR",
            ], 4
        ),
        ([" continued", "BEGIN:VCALENDAR", "END:VCALENDAR"], 1),
        (["Dear diary,", "this is not a calendar"], 1),
        (["BEGIN:VCALENDAR", "DTSTART;TZID:20260310T090000", "END:VCALENDAR"], 2),
    ])
    func reportsTheLineOfAMalformedFile(_ lines: [String], _ line: Int) {
        let bytes = Array(lines.map { $0 + "\r\n" }.joined().utf8)
        do {
            let events = try CalendarEvent.events(in: try ICSReader.components(bytes))
            Issue.record("expected an error at line \(line), read \(events.count) events")
        } catch {
            #expect(error.line == line, "\(error)")
        }
    }

    @Test func readsDurations() {
        #expect(ICSTime.minutes(inDuration: "PT1H30M") == 90)
        #expect(ICSTime.minutes(inDuration: "P1D") == 1440)
        #expect(ICSTime.minutes(inDuration: "P2W") == 20160)
        #expect(ICSTime.minutes(inDuration: "-PT15M") == -15)
        #expect(ICSTime.minutes(inDuration: "P1DT2H") == 1560)
        #expect(ICSTime.minutes(inDuration: "PT") == nil)
        #expect(ICSTime.minutes(inDuration: "1H") == nil)
    }
}

/// UTC to local and back, with a fixed offset and with the process's own zone.
@Suite struct CalendarLocalZoneTests {
    @Test func aFixedOffsetMovesAcrossMidnight() throws {
        let utc = try #require(LocalDateTime(iso: "2026-03-10T23:30"))
        let east = LocalZone.fixed(minutesEast: 90)
        #expect(east.local(fromUTC: utc).description == "2026-03-11T01:00")
        #expect(east.utc(fromLocal: east.local(fromUTC: utc)) == utc)
        #expect(
            LocalZone.fixed(minutesEast: -300).local(fromUTC: utc).description == "2026-03-10T18:30"
        )
    }

    @Test func theSystemZoneRoundTripsAnOrdinaryTime() throws {
        // Midday in June is outside every summer-time change, whatever the machine's zone.
        let utc = try #require(LocalDateTime(iso: "2026-06-15T12:00"))
        #expect(LocalZone.system.utc(fromLocal: LocalZone.system.local(fromUTC: utc)) == utc)
    }

    @Test func minutesSinceEpochRoundTripBeforeAndAfter1970() throws {
        for text in [
            "1969-12-31T23:59", "1970-01-01T00:00", "2026-03-10T09:05", "1900-02-28T12:00",
        ] {
            let value = try #require(LocalDateTime(iso: text))
            #expect(LocalDateTime(minutesSinceEpoch: value.minutesSinceEpoch) == value)
        }
    }
}

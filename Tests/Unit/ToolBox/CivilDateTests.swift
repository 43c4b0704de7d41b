import Testing

@testable import ToolBox

@Suite struct CivilDateTests {
    @Test func roundTripsThroughDaysSinceEpoch() throws {
        for ordinal in stride(from: -800_000, through: 800_000, by: 997) {
            let date = CivilDate(daysSinceEpoch: ordinal)
            #expect(date.daysSinceEpoch == ordinal)
        }
    }

    @Test func knowsWeekdays() throws {
        let tuesday = try #require(CivilDate(iso: "2026-03-10"))
        #expect(tuesday.weekday == 2)
        #expect(tuesday.startOfWeek.description == "2026-03-09")
        #expect(try #require(CivilDate(iso: "1970-01-01")).weekday == 4)
    }

    @Test func clampsMonthArithmetic() throws {
        let jan31 = try #require(CivilDate(iso: "2024-01-31"))
        #expect(jan31.adding(months: 1).description == "2024-02-29")
        #expect(jan31.adding(months: -2).description == "2023-11-30")
        #expect(jan31.lastOfMonth == jan31)
    }

    @Test func rejectsImpossibleDays() {
        #expect(CivilDate(iso: "2026-02-29") == nil)
        #expect(CivilDate(iso: "2026-13-01") == nil)
        #expect(LocalDateTime(iso: "2026-03-10T24:00") == nil)
        #expect(LocalDateTime(iso: "2026-03-10T09:30:00")?.description == "2026-03-10T09:30")
    }

    /// Dates and times are written digit by digit: every field is zero-padded, and a
    /// written value reads back as itself.
    @Test func isoTextPadsEveryFieldAndReadsBack() throws {
        #expect(CivilDate(year: 7, month: 3, day: 9)?.description == "0007-03-09")
        #expect(ClockTime(hour: 0, minute: 5)?.description == "00:05")
        let date = try #require(CivilDate(year: 2026, month: 12, day: 31))
        let time = try #require(ClockTime(hour: 23, minute: 59))
        #expect(LocalDateTime(date: date, time: time).description == "2026-12-31T23:59")
        for ordinal in stride(from: -700_000, through: 2_900_000, by: 9973) {
            let day = CivilDate(daysSinceEpoch: ordinal)
            #expect(CivilDate(iso: day.description) == day, "\(day)")
        }
    }
}

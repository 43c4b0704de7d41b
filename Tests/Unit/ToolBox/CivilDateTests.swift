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
}

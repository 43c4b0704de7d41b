import Testing
import ToolBox

@testable import IntentGrammar

/// The amounts a reschedule moves by: "push the report back two days".
@Suite struct DateShiftTests {
    struct ShiftCase: Sendable, CustomTestStringConvertible {
        let text: String
        let amount: Int
        let unit: ShiftUnit
        let span: String
        var testDescription: String { text }
    }

    static let shifts = [
        ShiftCase(text: "push the report back two days", amount: 2, unit: .day, span: "two days"),
        ShiftCase(
            text: "push it back a couple of days", amount: 2, unit: .day, span: "a couple of days"),
        ShiftCase(text: "delay the launch by a week", amount: 1, unit: .week, span: "by a week"),
        ShiftCase(text: "move it 3 weeks", amount: 3, unit: .week, span: "3 weeks"),
        ShiftCase(text: "push it out a fortnight", amount: 2, unit: .week, span: "a fortnight"),
        ShiftCase(text: "bump the review a month", amount: 1, unit: .month, span: "a month"),
        ShiftCase(text: "postpone it a year", amount: 12, unit: .month, span: "a year"),
        ShiftCase(text: "kick it out 2d", amount: 2, unit: .day, span: "2d"),
        ShiftCase(text: "slip it a few days", amount: 3, unit: .day, span: "a few days"),
    ]

    @Test(arguments: shifts)
    func readsShiftAmounts(_ example: ShiftCase) throws {
        let parser = DateParser(now: LocalDateTime(iso: "2026-03-10T09:00")!)
        let shift = try #require(parser.shift(in: example.text))
        #expect(shift.amount == example.amount)
        #expect(shift.unit == example.unit)
        #expect(String(example.text[shift.range]) == example.span)
    }

    @Test(arguments: [
        "push it back an hour", "repeat every 2 weeks", "move it to Friday", "call mum",
    ])
    func findsNoShift(_ text: String) {
        let parser = DateParser(now: LocalDateTime(iso: "2026-03-10T09:00")!)
        #expect(parser.shift(in: text) == nil)
    }
}

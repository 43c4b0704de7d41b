import Testing
import ToolBox

@testable import IntentGrammar

/// One example of the date grammar: a text, the "now" it is said at, the value it must
/// give and the span it must claim.
struct DateCase: Sendable, CustomTestStringConvertible {
    let text: String
    let now: LocalDateTime
    /// `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`.
    let expected: String
    /// The matched text; the whole text when not given.
    let span: String
    /// Checked only when given.
    let isPast: Bool?

    /// "Now" defaults to the eval's: Tuesday 2026-03-10 09:00.
    init(
        _ text: String, on now: String = "2026-03-10T09:00", is expected: String,
        span: String? = nil, past: Bool? = nil
    ) {
        self.text = text
        self.now = LocalDateTime(iso: now)!
        self.expected = expected
        self.span = span ?? text
        self.isPast = past
    }

    var testDescription: String { "\"\(text)\" on \(now) is \(expected)" }

    /// Parses the text and checks value, span and direction.
    func check(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let match = try #require(
            DateParser(now: now).firstMatch(in: text), sourceLocation: sourceLocation)
        #expect(match.value.description == expected, sourceLocation: sourceLocation)
        #expect(String(text[match.range]) == span, sourceLocation: sourceLocation)
        if let isPast {
            #expect(match.isPast == isPast, sourceLocation: sourceLocation)
        }
    }
}

import Testing
import ToolBox

@testable import IntentGrammar

/// Captures typed in haste: "me" left out after "remind", two words run together, a comma
/// with no space after it. Now is Tuesday 2026-03-10, 09:00.
@Suite struct CapturesTypedInHasteTests {
    @Test(arguments: [
        Reading(
            "remind to call the gas company on monday", .createTask,
            ["title": "call the gas company", "due": "2026-03-16"]),
        Reading(
            "remindme to email the landlord on friday", .createTask,
            ["title": "email the landlord", "due": "2026-03-13"]),
        Reading(
            "add a task to call the insurer,urgent", .createTask,
            ["title": "call the insurer", "priority": "urgent"]),
    ])
    func aCaptureTypedInHaste(_ example: Reading) {
        Grammar.expect(example)
    }
}

import Testing
import ToolBox

@testable import IntentGrammar
@testable import Planner

/// Forms met in a blind set of notes, diary and project requests (paraphrase-dev-ak):
/// labels and lead-ins that say a note or an entry, a mood logged, a project's items
/// counted, days counted ahead, links to several items, and "it" for a project or a new
/// note. Now is Tuesday 2026-03-10 09:00, with the household store.
@Suite struct NotesDiaryAndProjectFormsTests {
    func plan(_ text: String) -> [ParsedIntent] { Grammar.planInHousehold(text) }

    @Test(arguments: [
        ("quick note, electrician quoted 320 for the outside socket", ToolName.createNote),
        ("I want to remember that Priya prefers calls after 10am", .createNote),
        ("new journal entry - nervous about tomorrow's meeting", .journalEntry),
        ("reflecting on today - stressed about the move. I'd give today a 3", .journalEntry),
        ("log my mood as 2", .journalEntry),
        ("show me the next 3 days", .agenda),
    ])
    func aLabelOrLeadInSaysWhatIsMade(_ example: (String, ToolName)) {
        #expect(plan(example.0).map(\.tool) == [example.1], "\(example.0)")
    }

    /// A request to remember to do something is still a task; "log today as a 3" is a
    /// rated day; "send X a calendar invite" is for another app.
    @Test func nearFormsKeepTheirReadings() {
        #expect(plan("I need to remember to call mum").map(\.tool) == [.createTask])
        #expect(plan("log today as a 3, tired but ok").first?.arguments["mood"] == "3")
        #expect(plan("log my mood as 2, didnt sleep").first?.arguments["mood"] == "2")
        // A "2" after "mood" is a score, not texting's "to".
        #expect(plan("mood 2 today").first?.arguments["mood"] == "2")
        #expect(
            !plan("send Priya a calendar invite for lunch on friday").contains {
                $0.tool.changesData
            })
    }

    @Test func countedItemsGoToTheProject() {
        let steps = plan("add two things to the garden project: buy compost and mend the hose")
        #expect(steps.map(\.tool) == [.createTask, .createTask])
        #expect(steps.map { $0.arguments["project"] } == ["Garden", "Garden"])
    }

    /// "add to the moving checklist that ...": the note comes first, so no list capture.
    @Test func addingToANoteFirstAppendsToIt() {
        let steps = plan("add to the moving checklist that meter readings need taking")
        #expect(steps.map(\.tool) == [.appendToNote])
        #expect(steps.first?.arguments["note"] == "moving checklist")
    }

    /// A link to two stored items is two links; none is dropped as a remark.
    @Test func aLinkToSeveralItemsLinksEach() {
        let steps = plan("link the moving checklist note to send invites and to the Garden project")
        #expect(steps.map(\.tool) == [.linkItems, .linkItems])
        #expect(steps.map { $0.arguments["to"] } == ["send invites", "Garden"])
    }

    /// "it" after a project's status is the project; after a note made, the note.
    @Test func itIsTheProjectOrTheNoteBefore() {
        let blocking = plan("how's the garden project going and is anything blocking it")
        #expect(blocking.map(\.tool) == [.projectStatus, .whatsBlocking])
        #expect(blocking.last?.arguments["item"] == blocking.first?.arguments["project"])
        let attached = plan("jot down the gate code 4821 and attach it to the Garden project")
        #expect(attached.map(\.tool) == [.createNote, .linkItems])
        #expect(attached.last?.arguments["from"] == "$1")
    }

    /// A milestone dictated with no mark after the project's name (paraphrase-dev-an): the
    /// word "project", or a stored project's whole name, ends it; an article alone is no
    /// title.
    @Test func aMilestoneDictatedWithNoMark() {
        let said = plan("add a milestone to the garden project beds ready by the 28th")
        #expect(said.map(\.tool) == [.addMilestone])
        #expect(said.first?.arguments["title"] == "beds ready")
        let named = plan("add a milestone to launch party venue booked by friday")
        #expect(named.first?.arguments["project"] == "Launch party")
        #expect(named.first?.arguments["title"] == "venue booked")
        #expect(plan("add a milestone keys handed over").first?.arguments["project"] == nil)
    }

    /// A note's words that end in a question about what they say ask pb for an opinion it
    /// cannot give: nothing is kept. A check on the request ("is that ok?") asks nothing,
    /// and a diary line may ask itself things.
    @Test func aQuestionAboutWhatANoteSaysKeepsNothing() {
        let asked = plan("Jot that the removal quote is 950. Is that a good price for a 2 bed?")
        #expect(asked.map(\.tool) == [.decline])
        #expect(asked.first?.arguments["unreadPart"] == "Is that a good price for a 2 bed?")
        #expect(asked.first?.arguments["question"] == "yes")
        #expect(plan("note: the quote is 950. is that ok?").map(\.tool) == [.createNote])
        #expect(plan("note: ask the plumber. Is it the valve?").map(\.tool) == [.createNote])
        #expect(
            plan("diary: long day. was that the worst week ever?").map(\.tool) == [.journalEntry])
        #expect(UnreadRequests.questionAfterwards(in: "one sentence only, is that it?") == nil)
    }
}

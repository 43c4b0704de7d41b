/// The tools this build implements, in catalog order. A catalog tool missing here is
/// still routed by the grammar; calling it reports `notAvailable` and changes nothing.
package enum StandardTools {
    package static let all: [any Tool] = [
        CreateTask(), CompleteTask(), ReopenTask(), UpdateTask(), DeleteTask(), RescheduleTask(),
        SnoozeTask(), SetPriority(), SetRecurrence(), ListTasks(),
        CreateProject(),
        CreateNote(), AppendToNote(),
        Agenda(),
        AddDependency(), ProjectStatus(), WhatsBlocking(), AddMilestone(), AskNotes(), LinkItems(),
        SearchEverything(), Summarize(),
        JournalEntry(), WeeklyReview(), CalendarAgenda(), ExportCalendar(),
    ]
}

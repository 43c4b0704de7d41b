package import Journal

/// Everything a tool call may use besides its arguments. "Now" is passed in, read once
/// per turn, so the same store, request and clock always give the same result.
package struct ToolContext {
    package let database: Database
    package let now: LocalDateTime
    /// `YYYY-MM-DDTHH:MM:SS`, for created and completed stamps.
    package let timestamp: String
    package let stemmer: Stemmer
    /// Where exportCalendar writes when no path is given, and what a relative path is
    /// relative to.
    package var exportDirectory: String = "."
    /// The .ics file calendarAgenda reads; nil when none is configured. The Agent sets it
    /// from `$PB_CALENDAR`, else `$XDG_DATA_HOME/pocketbrains/calendar.ics`.
    package var calendarFile: String? = nil
    /// How UTC times in a calendar file become local ones. The Agent leaves it `.system`;
    /// tests and evals pin a fixed offset.
    package var zone: LocalZone = .system

    package init(database: Database, now: LocalDateTime, timestamp: String, stemmer: Stemmer) {
        self.database = database
        self.now = now
        self.timestamp = timestamp
        self.stemmer = stemmer
    }

    package var records: Records { Records(database: database) }
    package var lookup: ItemLookup { ItemLookup(database: database, stemmer: stemmer) }
    package var today: CivilDate { now.date }
}

@available(*, unavailable) extension ToolContext: Sendable {}

/// One tool: its argument specification and its one implementation.
///
/// A tool reads through `context` and writes only through `writer`, which captures every
/// row it changes; the registry journals those changes with the call, in one transaction.
/// A tool returns facts; it never words a reply.
package protocol Tool: Sendable {
    var name: ToolName { get }
    var arguments: [ArgumentSpec] { get }
    func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
}

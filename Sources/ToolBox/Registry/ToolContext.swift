package import Journal

/// Everything a tool call may use besides its arguments. "Now" is passed in, read once
/// per turn, so the same store, request and clock always give the same result.
package struct ToolContext {
    package let database: Database
    package let now: LocalDateTime
    /// `YYYY-MM-DDTHH:MM:SS`, for created and completed stamps.
    package let timestamp: String
    package let stemmer: Stemmer
    /// Where exportCalendar writes when no path is given.
    package var exportDirectory: String = "."

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
    func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws -> ToolOutcome
}

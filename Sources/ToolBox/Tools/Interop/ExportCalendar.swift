package import Journal

/// Writes the open tasks to an iCalendar file of VTODOs that calendar and reminder apps
/// can import.
///
/// Not journaled, and so not undone by "undo": it writes a file outside the store and
/// changes no row; the RowWriter it is given stays empty. Running it again replaces the
/// file with a fresh export.
///
/// The path is `path` if given (relative to `context.exportDirectory`; an existing folder
/// gets the default name inside it), else `<exportDirectory>/pocketbrains-tasks.ics`. It
/// refuses, writing nothing, when the folder does not exist or when a file is already
/// there that an earlier export did not write (no pb PRODID near its top): a person's own
/// calendar is never overwritten. The write is atomic: a temporary file renamed into place.
package struct ExportCalendar: Tool {
    package static let defaultName = "pocketbrains-tasks.ics"

    package let name = ToolName.exportCalendar
    package let arguments = [ArgumentSpec("path")]

    package init() {}

    package func run(_ arguments: ToolArguments, context: ToolContext, writer: RowWriter) throws
        -> ToolOutcome
    {
        if let given = arguments.text("path"), given.unicodeScalars.contains("\0") {
            return .invalid(argument: "path", reason: "a file path cannot contain a NUL character")
        }
        let path = Self.target(arguments.text("path"), in: context.exportDirectory)
        let directory = Self.directory(of: path)
        guard LocalFile.kind(directory) == .directory else {
            return .exportRefused(path: path, reason: .noSuchDirectory(directory))
        }
        switch LocalFile.kind(path) {
        case .none: break
        case .file:
            guard let prefix = LocalFile.prefix(path, count: 4096),
                TaskCalendar.isEarlierExport(prefix)
            else {
                return .exportRefused(path: path, reason: .notAnEarlierExport)
            }
        case .directory, .other:
            return .exportRefused(path: path, reason: .notAnEarlierExport)
        }
        let tasks = try context.records.tasks(
            where: "status = 'open'", order: "due IS NULL, due, created_at, id")
        let (stamp, seconds) = Self.utcStamp(
            context.timestamp, zone: context.zone, now: context.now)
        let text = TaskCalendar.document(tasks, stamp: stamp, stampSeconds: seconds)
        if let reason = LocalFile.replace(path, with: Array(text.utf8)) {
            return .exportRefused(path: path, reason: .writeFailed(reason))
        }
        return .calendarExported(path: path, count: tasks.count)
    }

    /// Where the file goes: see the type's comment.
    static func target(_ given: String?, in exportDirectory: String) -> String {
        guard let given else { return join(exportDirectory, defaultName) }
        let path = given.hasPrefix("/") ? given : join(exportDirectory, given)
        return LocalFile.kind(path) == .directory ? join(path, defaultName) : path
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let parent = String(path[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    /// DTSTAMP: the turn's local timestamp (`YYYY-MM-DDTHH:MM:SS`) in UTC, with its seconds.
    static func utcStamp(_ timestamp: String, zone: LocalZone, now: LocalDateTime) -> (
        LocalDateTime, Int
    ) {
        let local = LocalDateTime(iso: timestamp) ?? now
        let seconds = timestamp.count == 19 ? Int(timestamp.suffix(2)) ?? 0 : 0
        // A stamp without a time of day counts from midnight.
        return (zone.utc(fromLocal: local.adding(minutes: 0)), seconds)
    }
}

/// Why exportCalendar wrote nothing.
package enum ExportRefusal: Sendable, Equatable {
    /// The folder the file would go in does not exist, or is not a folder.
    case noSuchDirectory(String)
    /// Something is already at the path that no earlier export wrote; it is left alone.
    case notAnEarlierExport
    /// The system refused the write, with its reason ("Permission denied").
    case writeFailed(String)
}

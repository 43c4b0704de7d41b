/// Answers that depend only on a text and the context, kept while one request is read.
///
/// The planner and the parser ask some questions of the same words more than once: the
/// whole request is asked whether it describes a task ("the one due Friday") before it
/// is split, and each clause is asked again when it is parsed, and a request of one
/// clause is that clause. A context is made for one request, over one snapshot of the
/// store, so an answer found for a text holds for the rest of the request.
final class RequestMemo {
    private var references: [(text: String, from: Int, reference: TaskReference?)] = []

    /// The most answers kept: a request is a handful of clauses, each read in a few
    /// ways. Past it, answers are worked out again rather than kept.
    static let capacity = 32

    /// The task `text` describes at or after `from` (`IntentParser.taskReference`),
    /// worked out by `find` on first ask.
    func taskReference(
        in text: String, from: Int, _ find: () -> TaskReference?
    ) -> TaskReference? {
        let count = text.utf8.count
        for entry in references
        where entry.from == from && entry.text.utf8.count == count && entry.text == text {
            return entry.reference
        }
        // Worked out outside the search: finding one may ask about the rest of the text.
        let reference = find()
        if references.count < Self.capacity { references.append((text, from, reference)) }
        return reference
    }
}

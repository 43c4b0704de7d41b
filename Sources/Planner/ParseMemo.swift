package import IntentGrammar

/// The readings of one utterance's clauses, each parsed once however often it is asked
/// about: while deciding where to split, and again while trying the utterance another way
/// (without its closing emoji, with a comma where two requests ran together), the same
/// clause is read several times. A parse depends only on the clause's text and the
/// context, so every reading of one `CompoundPlanner.plan` call shares this.
final class ParseCache {
    let parser: IntentParser
    let context: ParseContext
    private var parses = ShortMemo<ParsedIntent>()
    private var tokenized = ShortMemo<Utterance>()
    private var spellings = ShortMemo<String>()
    /// `UnfoundTasks.settle`'s answers, by what was asked: each asks the store about every
    /// name.
    private var settled: [(steps: [ParsedIntent], said: String, result: [ParsedIntent])] = []

    init(parser: IntentParser, context: ParseContext) {
        self.parser = parser
        self.context = context
    }

    func parse(_ text: String) -> ParsedIntent {
        if let hit = parses[text] { return hit }
        let reading = parser.parse(text, context: context)
        parses.add(text, reading)
        return reading
    }

    /// `steps`, read from `said`, as `UnfoundTasks.settle` and `UnfoundNotes.settle` leave
    /// them: asked once whether to try the request another way, and again of the plan
    /// kept.
    func settle(_ steps: [ParsedIntent], said: String) -> [ParsedIntent] {
        // Without a store it changes nothing, and asks nothing.
        guard context.grounded else { return steps }
        if let hit = settled.first(where: { $0.steps == steps && $0.said == said }) {
            return hit.result
        }
        let result = UnfoundNotes.settle(
            UnfoundTasks.settle(steps, said: said, context: context), context: context)
        settled.append((steps, said, result))
        return result
    }

    /// `text` as the grammar reads it: folded, with shorthand and slips of its own words
    /// mended ("end of teh month"), for the date parser to read as a parse would.
    func spelled(_ text: String) -> String {
        if let hit = spellings[text] { return hit }
        let spelled = parser.makeClause(text, context: context).utterance.normalized
        spellings.add(text, spelled)
        return spelled
    }

    /// `text` tokenized with no spelling fixed, as the planner's own tests (is this an
    /// errand? does it open with a command word?) read it: one clause is asked about by
    /// several of them.
    func utterance(_ text: String) -> Utterance {
        if let hit = tokenized[text] { return hit }
        let utterance = Utterance(text)
        tokenized.add(text, utterance)
        return utterance
    }
}

/// One way of reading a request: the planner's readings of its clauses, which depend on
/// the request they are part of, over the parses shared by every way (`ParseCache`).
///
/// A request holds a handful of clauses, so the readings are kept in short lists searched
/// by length first: building and hashing into a dictionary cost more than the search, and
/// most requests are one clause asked about once.
final class ParseMemo {
    let cache: ParseCache
    var parser: IntentParser { cache.parser }
    var context: ParseContext { cache.context }
    /// The whole request, which some readings need to be (see
    /// `ParsedIntent.isDayOrFeelingTold`).
    let request: String
    private var clauses = ShortMemo<[ParsedIntent]?>()

    init(cache: ParseCache, request: String) {
        self.cache = cache
        self.request = request
    }

    func parse(_ text: String) -> ParsedIntent { cache.parse(text) }

    func utterance(_ text: String) -> Utterance { cache.utterance(text) }

    func spelled(_ text: String) -> String { cache.spelled(text) }

    /// The planner's reading of a clause (its steps, or nil when it is not understood),
    /// computed by `read` on first ask.
    func clause(_ text: String, read: (String) -> [ParsedIntent]?) -> [ParsedIntent]? {
        if let hit = clauses[text] { return hit }
        let result = read(text)
        clauses.add(text, result)
        return result
    }
}

/// Values by text, in the order they were added.
struct ShortMemo<Value> {
    private var entries: [(text: String, value: Value)] = []

    subscript(text: String) -> Value? {
        let count = text.utf8.count
        // By index: looping over the entries would copy each value (a reading and its
        // arguments) just to compare its text.
        for index in entries.indices
        where entries[index].text.utf8.count == count && entries[index].text == text {
            return entries[index].value
        }
        return nil
    }

    mutating func add(_ text: String, _ value: Value) {
        entries.append((text, value))
    }
}

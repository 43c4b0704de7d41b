/// The literals a pattern cannot match without: at least one of them occurs in every
/// text the pattern matches. Found by reading the pattern's source, the way RE2 builds
/// its prefilters, so the grammar's patterns never spell out their own.
///
/// The reading is conservative: anything it does not understand (a class, `.`, `\s`, a
/// construct it does not know) counts as "could be anything", and a pattern it cannot read
/// at all gets no literals, which only means the pattern always runs. Literals are lower
/// case (patterns are caseless) and plain ASCII: the scan only rules out ASCII texts.
enum RequiredLiterals {
    /// At most this many strings are kept as an exact set before it is given up.
    static let exactLimit = 16
    /// Literals are cut to this many bytes: a text that holds "tomorrow" holds "tomorr",
    /// and a shorter literal is as telling while letting "the task" and "the tasks" be one.
    static let longest = 6
    /// A single letter is found in too many texts to be worth looking for. A single mark
    /// or digit is not: "^(?<label>[^:]{2,40}?)\\s*:" needs a colon, which most clauses
    /// lack, and PCRE2 would try every split of the clause before failing for want of it.
    static let shortest = 2

    /// Whether `literal` is long enough to look for: `shortest` bytes, or one byte that
    /// is not a letter.
    static func isUseful(_ literal: String) -> Bool {
        let bytes = literal.utf8
        if bytes.count >= shortest { return true }
        guard bytes.count == 1, let byte = bytes.first else { return false }
        return !(byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
    }

    /// The literals of `source`, or nil when no useful set was found (none at all, or one
    /// too short to look for, see `isUseful`).
    static func of(_ source: String) -> [String]? {
        var reader = Reader(bytes: Array(source.utf8))
        guard let node = reader.alternation(), reader.atEnd else { return nil }
        guard let literals = node.required, !literals.isEmpty,
            literals.allSatisfy(isUseful)
        else { return nil }
        return Set(literals.map { String(decoding: $0.utf8.prefix(longest), as: UTF8.self) })
            .sorted()
    }

    /// What is known about the texts a piece of pattern matches.
    struct Info {
        /// Every string it can match, when that is a short finite list ("" for zero width).
        var exact: Set<String>?
        /// Strings one of which occurs in anything it matches; nil when nothing is known.
        var known: Set<String>?

        static let empty = Info(exact: [""], known: nil)
        static let anything = Info(exact: nil, known: nil)

        /// One of these occurs in every match, or nil.
        var required: Set<String>? {
            if let exact { return exact.contains("") ? nil : exact }
            return known
        }

        /// The more selective of two requirements: longer shortest literal, then fewer.
        static func better(_ a: Set<String>?, _ b: Set<String>?) -> Set<String>? {
            guard let a else { return b }
            guard let b else { return a }
            let shortestA = min(a.map(\.utf8.count).min() ?? 0, longest)
            let shortestB = min(b.map(\.utf8.count).min() ?? 0, longest)
            if shortestA != shortestB { return shortestA > shortestB ? a : b }
            return a.count <= b.count ? a : b
        }

        /// Any one of `branches`: exact while the branches are and their strings are few;
        /// else one of the branches' requirements, if every branch has one. Combined in
        /// one pass: the grammar's alternations run to hundreds of words.
        static func either(_ branches: [Info]) -> Info {
            if branches.count == 1 { return branches[0] }
            let exact = branches.compactMap(\.exact)
            if exact.count == branches.count,
                exact.reduce(0, { $0 + $1.count }) <= RequiredLiterals.exactLimit
            {
                return Info(exact: Set(exact.joined()), known: nil)
            }
            var known = Set<String>()
            for branch in branches {
                guard let required = branch.required else { return .anything }
                known.formUnion(required)
            }
            return Info(exact: nil, known: known)
        }
    }

    /// A recursive-descent reader of the PCRE2 syntax the grammar uses.
    struct Reader {
        let bytes: [UInt8]
        var at = 0

        var atEnd: Bool { at == bytes.count }

        func peek(_ offset: Int = 0) -> UInt8? {
            at + offset < bytes.count ? bytes[at + offset] : nil
        }

        /// branch ('|' branch)*
        mutating func alternation() -> Info? {
            guard let first = sequence() else { return nil }
            var branches = [first]
            while peek() == UInt8(ascii: "|") {
                at += 1
                guard let next = sequence() else { return nil }
                branches.append(next)
            }
            return Info.either(branches)
        }

        /// Atoms with their quantifiers, up to '|' or ')'. Consecutive exact atoms join into
        /// runs ("task" after ".+? " is one literal, not four letters); the sequence
        /// requires the most selective of its runs and its other atoms' requirements.
        mutating func sequence() -> Info? {
            var known: Set<String>? = nil
            // Distinct strings; extended in place, letter by letter.
            var run: [String] = [""]
            var exact = true
            func required(_ run: [String]) -> Set<String>? {
                Info(exact: Set(run), known: nil).required
            }
            while let byte = peek(), byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")") {
                // A plain letter with no quantifier, the commonest atom, extends the run in
                // place.
                if Self.isPlain(byte), !Self.quantifies(peek(1)) {
                    at += 1
                    let lower = ASCIIBytes.lowercased(byte)
                    for i in run.indices { run[i].unicodeScalars.append(UnicodeScalar(lower)) }
                    continue
                }
                guard let atom = atom(), let part = quantifier(atom) else { return nil }
                if let next = part.exact {
                    if next.count == 1, let suffix = next.first {
                        for i in run.indices { run[i] += suffix }
                        continue
                    }
                    if run.count * next.count <= RequiredLiterals.exactLimit {
                        var joined = Set<String>()
                        for l in run { for r in next { joined.insert(l + r) } }
                        run = Array(joined)
                        continue
                    }
                    known = Info.better(known, required(run))
                    run = Array(next)
                } else {
                    known = Info.better(known, required(run))
                    known = Info.better(known, part.required)
                    run = [""]
                }
                exact = false
            }
            if exact { return Info(exact: Set(run), known: nil) }
            return Info(exact: nil, known: Info.better(known, required(run)))
        }

        /// An ASCII byte that stands for itself in a pattern.
        static func isPlain(_ byte: UInt8) -> Bool {
            guard byte < 0x80 else { return false }
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["),
                UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "|"),
                UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "."), UInt8(ascii: "*"),
                UInt8(ascii: "+"), UInt8(ascii: "?"):
                return false
            default: return true
            }
        }

        /// Whether `byte` may quantify the atom before it.
        static func quantifies(_ byte: UInt8?) -> Bool {
            byte == UInt8(ascii: "?") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "{")
        }

        /// A quantifier after `atom`, if any.
        mutating func quantifier(_ atom: Info) -> Info? {
            guard let byte = peek() else { return atom }
            var minimum: Int
            switch byte {
            case UInt8(ascii: "?"): minimum = 0; at += 1
            case UInt8(ascii: "*"): minimum = 0; at += 1
            case UInt8(ascii: "+"): minimum = 1; at += 1
            case UInt8(ascii: "{"):
                guard let count = braceMinimum() else { return atom }
                minimum = count
            default: return atom
            }
            // Lazy and possessive forms read the same.
            if peek() == UInt8(ascii: "?") || peek() == UInt8(ascii: "+") { at += 1 }
            if byte == UInt8(ascii: "?"), let exact = atom.exact,
                exact.count + 1 <= RequiredLiterals.exactLimit
            {
                return Info(exact: exact.union([""]), known: nil)
            }
            if minimum == 0 { return .anything }
            // One or more: what one repetition requires, the whole requires.
            return Info(exact: nil, known: atom.required)
        }

        /// `{n}`, `{n,}` or `{n,m}`: consumes it and returns n; nil (consuming nothing)
        /// when the brace is a literal.
        mutating func braceMinimum() -> Int? {
            var i = at + 1
            var digits = 0
            var value = 0
            while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") {
                value = value * 10 + Int(bytes[i] - UInt8(ascii: "0"))
                digits += 1
                i += 1
            }
            guard digits > 0 else { return nil }
            if i < bytes.count, bytes[i] == UInt8(ascii: ",") {
                i += 1
                while i < bytes.count, bytes[i] >= UInt8(ascii: "0"),
                    bytes[i] <= UInt8(ascii: "9")
                {
                    i += 1
                }
            }
            guard i < bytes.count, bytes[i] == UInt8(ascii: "}") else { return nil }
            at = i + 1
            return value
        }

        mutating func atom() -> Info? {
            guard let byte = peek() else { return nil }
            switch byte {
            case UInt8(ascii: "("): return group()
            case UInt8(ascii: "["): return skipClass() ? .anything : nil
            case UInt8(ascii: "^"), UInt8(ascii: "$"):
                at += 1
                return .empty
            case UInt8(ascii: "."):
                at += 1
                return .anything
            case UInt8(ascii: "\\"): return escape()
            case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"): return nil
            default:
                // A literal character. One outside ASCII ("✓", "–") cannot occur in the
                // ASCII texts the scan reads (texts with other bytes are never ruled out),
                // so it matches nothing there: an alternative that needs it needs no
                // literal. Only the Kelvin sign and long s fold to ASCII letters.
                let width = Self.width(of: byte)
                guard at + width <= bytes.count else { return nil }
                let start = at
                at += width
                if byte >= 0x80 {
                    let character = bytes[start..<at]
                    let foldsToASCII =
                        character.elementsEqual([0xE2, 0x84, 0xAA])
                        || character.elementsEqual([0xC5, 0xBF])
                    return foldsToASCII ? .anything : Info(exact: [], known: nil)
                }
                let lower = ASCIIBytes.lowercased(byte)
                return Info(exact: [String(UnicodeScalar(lower))], known: nil)
            }
        }

        static func width(of lead: UInt8) -> Int {
            switch lead {
            case 0..<0x80: return 1
            case 0xC0..<0xE0: return 2
            case 0xE0..<0xF0: return 3
            default: return 4
            }
        }

        mutating func escape() -> Info? {
            guard let next = peek(1) else { return nil }
            at += 2
            switch next {
            case UInt8(ascii: "b"), UInt8(ascii: "B"): return .empty
            case UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "d"), UInt8(ascii: "D"),
                UInt8(ascii: "w"), UInt8(ascii: "W"):
                return .anything
            default:
                // An escaped mark stands for itself; letters and digits are escapes this
                // reader does not know (\p, \x, back references), so it gives up.
                let isMark =
                    next < 0x80 && !(next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z"))
                    && !ASCIIBytes.isUppercase(next)
                    && !(next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9"))
                return isMark ? Info(exact: [String(UnicodeScalar(next))], known: nil) : nil
            }
        }

        /// A parenthesised group: capturing, named, non-capturing, atomic or a lookaround.
        mutating func group() -> Info? {
            at += 1
            var lookaround = false
            if peek() == UInt8(ascii: "?") {
                switch peek(1) {
                case UInt8(ascii: ":"), UInt8(ascii: ">"): at += 2
                case UInt8(ascii: "="), UInt8(ascii: "!"):
                    at += 2
                    lookaround = true
                case UInt8(ascii: "<"):
                    if peek(2) == UInt8(ascii: "=") || peek(2) == UInt8(ascii: "!") {
                        at += 3
                        lookaround = true
                    } else {
                        at += 2
                        while let b = peek(), b != UInt8(ascii: ">") { at += 1 }
                        guard peek() == UInt8(ascii: ">") else { return nil }
                        at += 1
                    }
                default: return nil
                }
            }
            guard let inner = alternation(), peek() == UInt8(ascii: ")") else { return nil }
            at += 1
            // A lookaround matches no text of its own.
            return lookaround ? .empty : inner
        }

        /// Steps over a character class, `[...]`, with escapes and POSIX names inside.
        mutating func skipClass() -> Bool {
            at += 1
            if peek() == UInt8(ascii: "^") { at += 1 }
            if peek() == UInt8(ascii: "]") { at += 1 }
            while let byte = peek() {
                switch byte {
                case UInt8(ascii: "\\"): at += 2
                case UInt8(ascii: "["):
                    if peek(1) == UInt8(ascii: ":") {
                        at += 2
                        while let b = peek(), b != UInt8(ascii: "]") { at += 1 }
                    }
                    at += 1
                case UInt8(ascii: "]"):
                    at += 1
                    return true
                default: at += 1
                }
            }
            return false
        }
    }
}

internal import CPCRE2
import Synchronization

/// Why a pattern did not compile: a programming error in a grammar table.
package struct PatternError: Error, CustomStringConvertible, Sendable {
    package let offset: Int
    package let message: String
    package var description: String { "pattern error at \(offset): \(message)" }
}

/// A compiled PCRE2 pattern: compiled once, matched many times, JIT-compiled once it is
/// used often.
///
/// JIT compiling the grammar's few hundred patterns up front cost a one-shot `pb ask`
/// more than all its matching, so a pattern is interpreted at first and JIT-compiled on
/// its `jitAfter`th match: a single request pays little, and a long run (the REPL, the
/// eval) gets JIT speed.
///
/// The compiled code is immutable and shared; match data is made per call, because
/// PCRE2 match data is not safe to share between threads.
package final class Pattern: @unchecked Sendable {
    private let code: OpaquePointer
    static let jitAfter = 8

    /// What changes as the pattern is used, behind one lock.
    private struct State {
        var jit = false
        var uses = 0
        /// The literals one of which every match holds (see `RequiredLiterals`), as
        /// `LiteralScan` identifiers; read when the pattern is JIT-compiled, nil until then
        /// and for patterns with no useful set.
        var required: LiteralScan.Mask?
    }

    /// A `Mutex`, not a pthread mutex: most tries are ruled out by the literal check
    /// under it, so taking the lock is most of their cost, and this one is an atomic
    /// exchange where pthread's trylock and unlock cost about fifty instructions.
    private let state = Mutex(State())
    /// Match data kept for reuse: the grammar tries hundreds of patterns an utterance, and
    /// allocating match data for each try cost more than most matches. PCRE2 match data is
    /// not thread-safe, so it is used only under the lock; a caller that finds the lock
    /// busy makes its own.
    private let sharedData: OpaquePointer?
    /// Group names to numbers, for `Match.group(named:)`.
    let names: GroupNames
    package let source: String
    /// Compiled in UTF mode: the source holds a character outside ASCII.
    let unicode: Bool

    package init(_ source: String) throws(PatternError) {
        var errorCode: Int32 = 0
        var errorOffset = 0
        // No PCRE2_UCP: patterns run over normalized text, where words are separated by
        // single spaces, and Unicode-property \b and \s cost a table lookup a character.
        // Without UCP, \w, \b, \s and case folding are ASCII-only in both modes, so a
        // pattern written in ASCII matches the same spans of UTF-8 text byte by byte: only
        // a pattern with a character above ASCII needs UTF mode. Leaving it off the rest
        // saves a quarter of their JIT code (the grammar's hot path outgrows the
        // processor's cache; see README, "Speed").
        let ascii = source.utf8.allSatisfy { $0 < 0x80 }
        let options = UInt32(ascii ? PCRE2_CASELESS : PCRE2_UTF | PCRE2_CASELESS)
        guard
            let code = pcre2_compile_8(
                source, source.utf8.count, options, &errorCode, &errorOffset, nil)
        else {
            var buffer = [UInt8](repeating: 0, count: 256)
            pcre2_get_error_message_8(errorCode, &buffer, buffer.count)
            let message = String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
            throw PatternError(offset: errorOffset, message: message)
        }
        self.code = code
        self.source = source
        self.unicode = !ascii
        self.names = Pattern.readNames(code)
        self.sharedData = pcre2_match_data_create_from_pattern_8(code, nil)
    }

    /// Compiles a pattern written in the grammar's own tables; a bad one is a bug caught
    /// by the tests that load every table, so it stops the program with the pattern named.
    package convenience init(grammar source: String) {
        do { try self.init(source) } catch {
            fatalError("grammar pattern does not compile: \(error) in \(source)")
        }
    }

    deinit {
        if let sharedData { pcre2_match_data_free_8(sharedData) }
        pcre2_code_free_8(code)
    }

    /// The first match in `text` (UTF-8), or nil.
    package func firstMatch(in text: String) -> PatternMatch? {
        firstMatch(in: text, hits: nil)
    }

    /// The first match in `text`, which holds the literals `hits` (a clause's own scan);
    /// without them, a scan kept of the same text is used if there is one.
    func firstMatch(in text: String, hits: LiteralHits?) -> PatternMatch? {
        if let shared = sharedData,
            let result = state.withLockIfAvailable({ state -> PatternMatch? in
                state.uses += 1
                if state.uses == Pattern.jitAfter {
                    state.jit = pcre2_jit_compile_8(code, UInt32(PCRE2_JIT_COMPLETE)) == 0
                    state.required = RequiredLiterals.of(source).map {
                        LiteralScan.shared.register($0)
                    }
                }
                if let required = state.required,
                    !(hits ?? LiteralScan.shared.keptHits(in: text)).mayHold(
                        required, unicodeCaseless: unicode)
                {
                    return nil
                }
                return run(text, data: shared, jit: state.jit)
            })
        {
            return result
        }
        // Busy (another thread) or no shared match data: interpret with data of its own.
        guard let fresh = pcre2_match_data_create_from_pattern_8(code, nil) else { return nil }
        defer { pcre2_match_data_free_8(fresh) }
        return run(text, data: fresh, jit: false)
    }

    /// The pattern's literal mask once it has been analysed (see `State.required`): nil
    /// before that, `.some(nil)` for a pattern with no useful set.
    var requiredLiterals: LiteralScan.Mask?? {
        state.withLock { $0.uses >= Pattern.jitAfter ? .some($0.required) : nil }
    }

    private func run(_ text: String, data: OpaquePointer, jit: Bool) -> PatternMatch? {
        var subject = text
        return subject.withUTF8 { bytes -> PatternMatch? in
            // A Swift string is always valid UTF-8: skip PCRE2's check of the whole subject,
            // which it would otherwise repeat for every one of a clause's hundred patterns.
            let options = UInt32(PCRE2_NO_UTF_CHECK)
            let rc =
                jit
                ? pcre2_jit_match_8(code, bytes.baseAddress, bytes.count, 0, options, data, nil)
                : pcre2_match_8(code, bytes.baseAddress, bytes.count, 0, options, data, nil)
            guard rc > 0, let vector = pcre2_get_ovector_pointer_8(data) else { return nil }
            let count = Int(pcre2_get_ovector_count_8(data))
            var groups: [Range<Int>?] = []
            groups.reserveCapacity(count)
            for i in 0..<count {
                let start = vector[2 * i]
                let end = vector[2 * i + 1]
                groups.append(
                    start == Int(bitPattern: UInt.max) || i >= Int(rc) ? nil : start..<end)
            }
            return PatternMatch(groups: groups, names: names)
        }
    }

    package func matches(_ text: String) -> Bool { firstMatch(in: text) != nil }

    private static func readNames(_ code: OpaquePointer) -> GroupNames {
        var count: UInt32 = 0
        var entrySize: UInt32 = 0
        var table: UnsafePointer<UInt8>?
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMECOUNT), &count)
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMEENTRYSIZE), &entrySize)
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMETABLE), &table)
        guard let table, count > 0 else { return GroupNames() }
        var names = GroupNames()
        for i in 0..<Int(count) {
            let entry = table + i * Int(entrySize)
            let number = Int(entry[0]) << 8 | Int(entry[1])
            let nameBytes = UnsafeBufferPointer(start: entry + 2, count: Int(entrySize) - 2).prefix
            { $0 != 0 }
            names.add(String(decoding: nameBytes, as: UTF8.self), number)
        }
        return names
    }
}

/// The byte ranges (UTF-8 offsets) of a match and its groups.
package struct PatternMatch: Sendable {
    let groups: [Range<Int>?]
    let names: GroupNames

    package var range: Range<Int> { groups[0] ?? 0..<0 }

    package func group(_ number: Int) -> Range<Int>? {
        number < groups.count ? groups[number] : nil
    }

    package func group(named name: String) -> Range<Int>? {
        guard let number = names.number(of: name) else { return nil }
        return group(number)
    }
}

/// A pattern's named groups and their numbers. A pattern names a handful of groups, and
/// frames ask for them by name after every match: comparing a few short names costs less
/// than hashing the name for a dictionary.
struct GroupNames: Sendable {
    private var names: [String] = []
    private var numbers: [Int] = []

    mutating func add(_ name: String, _ number: Int) {
        names.append(name)
        numbers.append(number)
    }

    func number(of name: String) -> Int? {
        for index in names.indices where names[index] == name { return numbers[index] }
        return nil
    }
}

internal import CPCRE2

#if canImport(Glibc)
    import Glibc
#endif

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
    private var jit = false
    private var uses = 0
    static let jitAfter = 8
    /// The literals one of which every match holds (see `RequiredLiterals`), as
    /// `LiteralScan` identifiers; read when the pattern is JIT-compiled, nil until then
    /// and for patterns with no useful set.
    private var required: LiteralScan.Mask?
    /// Match data kept for reuse: the grammar tries hundreds of patterns an utterance, and
    /// allocating match data for each try cost more than most matches. PCRE2 match data is
    /// not thread-safe, so a lock guards it; a caller that finds it busy makes its own.
    private let sharedData: OpaquePointer?
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    /// Group names to numbers, for `Match.group(named:)`.
    let names: [String: Int]
    package let source: String

    package init(_ source: String) throws(PatternError) {
        var errorCode: Int32 = 0
        var errorOffset = 0
        // No PCRE2_UCP: patterns run over normalized text, where words are separated by
        // single spaces, and Unicode-property \b and \s cost a table lookup a character.
        let options = UInt32(PCRE2_UTF | PCRE2_CASELESS)
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
        self.names = Pattern.readNames(code)
        self.sharedData = pcre2_match_data_create_from_pattern_8(code, nil)
        self.lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
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
        pthread_mutex_destroy(lock)
        lock.deallocate()
        pcre2_code_free_8(code)
    }

    /// The first match in `text` (UTF-8), or nil.
    package func firstMatch(in text: String) -> PatternMatch? {
        firstMatch(in: text, hits: nil)
    }

    /// The first match in `text`, which holds the literals `hits` (a clause's own scan);
    /// without them, a scan kept of the same text is used if there is one.
    func firstMatch(in text: String, hits: LiteralHits?) -> PatternMatch? {
        // `jit`, `uses`, `required` and the shared match data are used only under the
        // lock; a caller that cannot take it interprets with match data of its own.
        guard let shared = sharedData, pthread_mutex_trylock(lock) == 0 else {
            guard let fresh = pcre2_match_data_create_from_pattern_8(code, nil) else {
                return nil
            }
            defer { pcre2_match_data_free_8(fresh) }
            return run(text, data: fresh, jit: false)
        }
        defer { pthread_mutex_unlock(lock) }
        uses += 1
        if uses == Pattern.jitAfter {
            jit = pcre2_jit_compile_8(code, UInt32(PCRE2_JIT_COMPLETE)) == 0
            required = RequiredLiterals.of(source).map { LiteralScan.shared.register($0) }
        }
        if let required, !(hits ?? LiteralScan.shared.keptHits(in: text)).mayHold(required) {
            return nil
        }
        return run(text, data: shared, jit: jit)
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

    private static func readNames(_ code: OpaquePointer) -> [String: Int] {
        var count: UInt32 = 0
        var entrySize: UInt32 = 0
        var table: UnsafePointer<UInt8>?
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMECOUNT), &count)
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMEENTRYSIZE), &entrySize)
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMETABLE), &table)
        guard let table, count > 0 else { return [:] }
        var names: [String: Int] = [:]
        for i in 0..<Int(count) {
            let entry = table + i * Int(entrySize)
            let number = Int(entry[0]) << 8 | Int(entry[1])
            let nameBytes = UnsafeBufferPointer(start: entry + 2, count: Int(entrySize) - 2).prefix
            { $0 != 0 }
            names[String(decoding: nameBytes, as: UTF8.self)] = number
        }
        return names
    }
}

/// The byte ranges (UTF-8 offsets) of a match and its groups.
package struct PatternMatch: Sendable {
    let groups: [Range<Int>?]
    let names: [String: Int]

    package var range: Range<Int> { groups[0] ?? 0..<0 }

    package func group(_ number: Int) -> Range<Int>? {
        number < groups.count ? groups[number] : nil
    }

    package func group(named name: String) -> Range<Int>? {
        guard let number = names[name] else { return nil }
        return group(number)
    }
}

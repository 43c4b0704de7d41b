internal import CStemmer

/// English Snowball (Porter 2) stemming, from Debian's libstemmer.
///
/// A stemmer handle is not thread-safe; each owner keeps its own.
package final class Stemmer {
    private let handle: OpaquePointer?
    private var cache: [String: String] = [:]

    package init() {
        handle = sb_stemmer_new("english", "UTF_8")
    }

    deinit { if let handle { sb_stemmer_delete(handle) } }

    /// The stem of one lower-case word.
    package func stem(_ word: String) -> String {
        if let hit = cache[word] { return hit }
        guard let handle, !word.isEmpty else { return word }
        var bytes = Array(word.utf8)
        let stemmed: String = bytes.withUnsafeMutableBufferPointer { buffer in
            guard let out = sb_stemmer_stem(handle, buffer.baseAddress, Int32(buffer.count)) else {
                return word
            }
            let length = Int(sb_stemmer_length(handle))
            return String(decoding: UnsafeBufferPointer(start: out, count: length), as: UTF8.self)
        }
        if cache.count < 4096 { cache[word] = stemmed }
        return stemmed
    }
}

@available(*, unavailable) extension Stemmer: Sendable {}

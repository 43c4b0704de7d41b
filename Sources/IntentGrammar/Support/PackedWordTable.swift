/// A table of lower-case words the grammar looks up many times a request (date words,
/// function words, verb forms), keyed by the word packed into one number.
///
/// A `Dictionary<String, _>` lookup builds a `String` and hashes it with SipHash; most
/// words are a few letters a to z, which fit five bits apiece, twelve to a 64-bit key.
/// Packing them and probing an open-addressed table costs a few instructions a letter.
/// Keys that do not pack (digits, other marks, longer words) are kept in a dictionary
/// beside it, which a lookup consults only when it has entries.
struct PackedWordTable<Value: Sendable>: Sendable {
    private var keys: [UInt64]
    private var values: [Value?]
    private let shift: UInt64
    private var others: [String: Value] = [:]

    init(_ entries: [String: Value]) {
        self.init(pairs: entries.lazy.map { ($0.key, $0.value) }, count: entries.count)
    }

    /// The table of `pairs`, about `count` of them; a word given twice keeps its last value.
    init<Pairs: Sequence<(String, Value)>>(pairs: Pairs, count: Int) {
        self.init(capacity: count)
        for (word, value) in pairs {
            if let key = Self.pack(word.utf8) {
                insert(key, value)
            } else {
                others[word] = value
            }
        }
    }

    /// An empty table for about `count` words, at most half full once they are in, so
    /// probes stay short.
    private init(capacity count: Int) {
        var size = 16
        while size < count * 2 { size *= 2 }
        shift = UInt64(64 - size.trailingZeroBitCount)
        keys = [UInt64](repeating: 0, count: size)
        values = [Value?](repeating: nil, count: size)
    }

    private mutating func insert(_ key: UInt64, _ value: Value) {
        var slot = slot(key)
        while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & (keys.count - 1) }
        keys[slot] = key
        values[slot] = value
    }

    subscript(word: String) -> Value? {
        if let found = word.utf8.withContiguousStorageIfAvailable({ self[bytes: $0] }) {
            return found
        }
        return Self.pack(word.utf8).flatMap(value(packed:)) ?? others[word]
    }

    /// The value of the word spelled by `bytes` (lower case).
    subscript<Bytes: Collection<UInt8>>(bytes bytes: Bytes) -> Value? {
        if let key = Self.pack(bytes) { return value(packed: key) }
        return others.isEmpty ? nil : others[String(decoding: bytes, as: UTF8.self)]
    }

    private func value(packed key: UInt64) -> Value? {
        var slot = slot(key)
        while true {
            let found = keys[slot]
            if found == key { return values[slot] }
            if found == 0 { return nil }
            slot = (slot + 1) & (keys.count - 1)
        }
    }

    private func slot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// `bytes` five bits a letter (a to z are 1 to 26, the apostrophe 27), or nil for
    /// an empty word, one over twelve letters or one with any other byte. No packed word
    /// is zero, which marks an empty slot.
    static func pack<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt64? {
        guard !bytes.isEmpty, bytes.count <= 12 else { return nil }
        var key: UInt64 = 0
        for byte in bytes {
            let code: UInt8
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): code = byte - UInt8(ascii: "a") + 1
            case UInt8(ascii: "'"): code = 27
            default: return nil
            }
            key = key << 5 | UInt64(code)
        }
        return key
    }
}

extension PackedWordTable where Value == Bool {
    /// A set of words.
    init<Words: Collection<String>>(words: Words) {
        self.init(pairs: words.lazy.map { ($0, true) }, count: words.count)
    }

    /// A set of words already packed (see `pack`).
    init(packed keys: [UInt64]) {
        self.init(capacity: keys.count)
        for key in keys { insert(key, true) }
    }

    func contains(_ word: String) -> Bool { self[word] != nil }

    /// Whether the set holds the word packed as `key`.
    func contains(packed key: UInt64) -> Bool { value(packed: key) != nil }
}

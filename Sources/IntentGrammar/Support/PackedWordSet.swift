/// A handful of words packed into integers, kept sorted and searched by halves: for the
/// few words a byte-level test looks for, cheaper than hashing each word of a request.
/// How a word is packed is the caller's (see `PackedWords`, `FirstWords`).
struct PackedWordSet: Sendable {
    private let keys: [UInt64]

    init(_ keys: some Sequence<UInt64>) {
        self.keys = Set(keys).sorted()
    }

    func contains(_ key: UInt64) -> Bool {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < keys.count && keys[low] == key
    }
}

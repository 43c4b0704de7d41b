extension StringProtocol {
    /// Whether `needle` occurs in the text, byte for byte.
    ///
    /// The standard library's `contains(_: some StringProtocol)` goes through the
    /// generic string-processing searcher, which showed up as a sixth of the grammar's
    /// time; the grammar only ever asks about ASCII words in normalized text, which a
    /// byte search answers exactly.
    package func includes(_ needle: String) -> Bool {
        utf8Offset(of: needle) != nil
    }

    /// The UTF-8 offset where `needle` first occurs, byte for byte; nil when it does not.
    package func utf8Offset(of needle: String) -> Int? {
        var haystack = String(self)
        var pattern = needle
        return haystack.withUTF8 { h in
            pattern.withUTF8 { n -> Int? in
                guard n.count > 0 else { return 0 }
                guard h.count >= n.count else { return nil }
                let first = n[0]
                var i = 0
                let last = h.count - n.count
                while i <= last {
                    if h[i] == first {
                        var j = 1
                        while j < n.count && h[i + j] == n[j] { j += 1 }
                        if j == n.count { return i }
                    }
                    i += 1
                }
                return nil
            }
        }
    }
}

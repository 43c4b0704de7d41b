extension StringProtocol {
    /// Whether `needle` occurs in the text, byte for byte.
    ///
    /// The standard library's `contains(_: some StringProtocol)` goes through the
    /// generic string-processing searcher, which showed up as a sixth of the grammar's
    /// time; the grammar only ever asks about ASCII words in normalized text, which a
    /// byte search answers exactly.
    package func includes(_ needle: String) -> Bool {
        var haystack = String(self)
        var pattern = needle
        return haystack.withUTF8 { h in
            pattern.withUTF8 { n in
                guard n.count > 0 else { return true }
                guard h.count >= n.count else { return false }
                let first = n[0]
                var i = 0
                let last = h.count - n.count
                while i <= last {
                    if h[i] == first {
                        var j = 1
                        while j < n.count && h[i + j] == n[j] { j += 1 }
                        if j == n.count { return true }
                    }
                    i += 1
                }
                return false
            }
        }
    }
}

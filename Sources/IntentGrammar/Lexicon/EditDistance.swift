/// Damerau-Levenshtein distance in its optimal-string-alignment form: insertions,
/// deletions, substitutions and swaps of two neighbouring letters each cost one edit.
///
/// Bounded, because spelling correction only asks whether two words are within one or
/// two edits: only the cells within `limit` of the diagonal are computed (any alignment
/// leaving that band costs more), and the computation stops as soon as a whole row does.
enum EditDistance {
    /// `distance` of two strings' UTF-8 bytes.
    static func distance(_ a: String, _ b: String, limit: Int) -> Int {
        var a = a
        var b = b
        return a.withUTF8 { x in b.withUTF8 { y in distance(x, y, limit: limit) } }
    }

    /// The distance between `a` and `b`, or `limit + 1` when it is greater than `limit`.
    static func distance(
        _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int
    ) -> Int {
        let (m, n) = (a.count, b.count)
        let tooFar = limit + 1
        if abs(m - n) > limit { return tooFar }
        if m == 0 || n == 0 { return max(m, n) }
        let width = n + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
            // Three rows: two back (for swaps), the previous one and the current one.
            var twoBack = 0
            var previous = width
            var current = 2 * width
            for column in 0...n { rows[previous + column] = min(column, tooFar) }
            for row in 1...m {
                let first = max(1, row - limit)
                let last = min(n, row + limit)
                // The cells either side of the band read as "too far" in the next row.
                rows[current + first - 1] = first == 1 ? min(row, tooFar) : tooFar
                if last < n { rows[current + last + 1] = tooFar }
                var rowMinimum = tooFar
                for column in first...last {
                    let cost = a[row - 1] == b[column - 1] ? 0 : 1
                    var value = min(
                        rows[previous + column] + 1,
                        rows[current + column - 1] + 1,
                        rows[previous + column - 1] + cost)
                    let swapped =
                        row > 1 && column > 1 && a[row - 1] == b[column - 2]
                        && a[row - 2] == b[column - 1]
                    if swapped { value = min(value, rows[twoBack + column - 2] + 1) }
                    rows[current + column] = value
                    rowMinimum = min(rowMinimum, value)
                }
                if rowMinimum > limit { return tooFar }
                (twoBack, previous, current) = (previous, current, twoBack)
            }
            return min(rows[previous + n], tooFar)
        }
    }
}

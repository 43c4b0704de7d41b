extension String {
    /// The text between two UTF-8 offsets, as patterns and token ranges give them; nil for
    /// no range. Offsets into a native string become indices in constant time.
    package func slice(utf8 range: Range<Int>?) -> Substring? {
        guard let range else { return nil }
        let bytes = utf8
        let start = bytes.index(bytes.startIndex, offsetBy: range.lowerBound)
        let end = bytes.index(bytes.startIndex, offsetBy: range.upperBound)
        return self[start..<end]
    }
}

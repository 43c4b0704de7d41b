#if canImport(Glibc)
    import Glibc
#endif

/// The project's own eval files, found from the working directory.
package enum EvalFiles {
    package static func defaultFiles(directory: String = "eval-data") -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasSuffix(".jsonl") { names.append(directory + "/" + name) }
        }
        return names.sorted()
    }
}

#if canImport(Glibc)
    import Glibc
#endif

/// A private folder for the one eval case that writes a file (exportCalendar), removed
/// after the case: an eval writes nothing into the working directory or a path a case
/// names, and a file left there by an earlier run cannot change a result.
enum EvalScratch {
    /// A new empty folder, private to the user, or nil when none can be made.
    static func make() -> String? {
        let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        var template = Array((base + "/pb-eval-XXXXXX").utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
        }
    }

    /// Where a step's `path` goes inside `folder`: a named file keeps its name; a folder
    /// (or no path) becomes the scratch folder itself.
    static func confine(_ path: String?, to folder: String) -> String? {
        guard let path, path.hasPrefix("/") else { return path }
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { return folder }
        return folder + "/" + (path.split(separator: "/").last.map(String.init) ?? "")
    }

    /// Removes the folder and the files in it (exportCalendar makes no subfolders).
    static func remove(_ folder: String) {
        if let directory = opendir(folder) {
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                if name != "." && name != ".." { unlink(folder + "/" + name) }
            }
            closedir(directory)
        }
        rmdir(folder)
    }
}

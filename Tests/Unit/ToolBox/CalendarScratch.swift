@testable import ToolBox

#if canImport(Glibc)
    import Glibc
#endif

/// A private temporary folder for calendar files, removed by `remove()`.
struct CalendarScratch {
    let path: String

    init() {
        var template = Array("/tmp/pb-calendar-test-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let base = buffer.baseAddress, let result = mkdtemp(base) else { return nil }
            return String(cString: result)
        }
        // Never fall back to a shared folder: remove() empties the folder it is given.
        path = made ?? "/nonexistent/pb-calendar-test"
    }

    func file(_ name: String) -> String { path + "/" + name }

    /// Writes `text` as is (the caller chooses the line endings).
    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        write(name, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ name: String, bytes: [UInt8]) -> String {
        let target = file(name)
        let fd = open(target, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if fd >= 0 {
            _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        return target
    }

    func bytes(_ name: String) -> [UInt8]? {
        guard case .contents(let bytes) = LocalFile.read(file(name), limit: 50_000_000) else {
            return nil
        }
        return bytes
    }

    /// Removes every file in the folder, then the folder.
    func remove() {
        guard let directory = opendir(path) else { return }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { unlink(file(name)) }
        }
        closedir(directory)
        rmdir(path)
    }
}

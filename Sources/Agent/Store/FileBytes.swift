#if canImport(Glibc)
    import Glibc
#endif

/// Whole files as bytes, without Foundation.
package enum FileBytes {
    /// The file's bytes, or nil (errno says why).
    package static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            errno = EISDIR
            return nil
        }
        var data: [UInt8] = []
        data.reserveCapacity(Int(info.st_size))
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = Glibc.read(fd, &buffer, buffer.count)
            if n < 0 { return nil }
            if n == 0 { break }
            data.append(contentsOf: buffer[0..<n])
        }
        return data
    }

    /// The file as UTF-8 text, or nil.
    package static func text(_ path: String) -> String? {
        read(path).flatMap { String(validating: $0, as: UTF8.self) }
    }
}

#if canImport(Glibc)
    import Glibc
#endif

/// Reading and replacing files on the local disk, with plain POSIX calls.
///
/// Problems come back as values with the system's reason ("Permission denied"), because
/// a calendar file that is missing or unreadable is an answer to give a person, not a
/// fault of the store.
package enum LocalFile {
    package enum Reading: Sendable, Equatable {
        case contents([UInt8])
        case missing
        case unreadable(reason: String)
    }

    /// The whole file, if it is a regular file of at most `limit` bytes.
    package static func read(_ path: String, limit: Int) -> Reading {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            return errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(reason: lastError)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .unreadable(reason: lastError) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return .unreadable(reason: "not a regular file")
        }
        guard Int(info.st_size) <= limit else {
            return .unreadable(reason: "larger than \(limit / 1_000_000) MB")
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable(reason: lastError)
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
            if bytes.count > limit {
                return .unreadable(reason: "larger than \(limit / 1_000_000) MB")
            }
        }
        return .contents(bytes)
    }

    /// What is at `path`.
    package enum Kind: Sendable, Equatable { case none, file, directory, other }

    package static func kind(_ path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .none }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// Replaces (or creates) `path` with `bytes` all at once: written to a temporary file
    /// beside it, flushed, then renamed over it, so a reader never sees half a file and a
    /// failure leaves the old one. The new file is private to its owner (0600), like the
    /// store it comes from. Returns nil on success, else the reason.
    package static func replace(_ path: String, with bytes: [UInt8]) -> String? {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = (directory == "/" ? "" : directory) + "/." + name + ".pb-\(getpid()).tmp"
        var fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if fd < 0, errno == EEXIST {
            unlink(temporary)  // left by a run of this same process id that died mid-write
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        }
        guard fd >= 0 else { return lastError }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes {
                write(fd, $0.baseAddress?.advanced(by: written), $0.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let reason = lastError
                close(fd)
                unlink(temporary)
                return reason
            }
            written += count
        }
        if fsync(fd) != 0 || close(fd) != 0 {
            let reason = lastError
            unlink(temporary)
            return reason
        }
        guard rename(temporary, path) == 0 else {
            let reason = lastError
            unlink(temporary)
            return reason
        }
        // Make the rename itself durable; a failure here loses nothing already written.
        let directoryFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryFD >= 0 {
            fsync(directoryFD)
            close(directoryFD)
        }
        return nil
    }

    /// The first `count` bytes of a file, or nil if it cannot be read.
    package static func prefix(_ path: String, count: Int) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = buffer.withUnsafeMutableBytes {
                Glibc.read(fd, $0.baseAddress?.advanced(by: filled), count - filled)
            }
            if got < 0, errno == EINTR { continue }
            if got <= 0 { break }
            filled += got
        }
        return Array(buffer[0..<filled])
    }

    static var lastError: String { String(cString: strerror(errno)) }
}

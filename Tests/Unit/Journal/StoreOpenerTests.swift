import Foundation
import Testing

@testable import Journal

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct StoreOpenerTests {
    /// A fresh private folder for one test.
    static func temporaryDirectory() -> String {
        var template = Array("/tmp/pb-test-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer in
            String(cString: mkdtemp(buffer.baseAddress!)!)
        }
    }

    @Test func createsTheStorePrivateAndMigrated() throws {
        let path = Self.temporaryDirectory() + "/store.sqlite"
        let database = try StoreOpener.open(path: path)
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(try database.scalar("PRAGMA journal_mode")?.text == "wal")
        #expect(try database.scalar("PRAGMA foreign_keys")?.integer == 1)
        let applied = try database.rows("SELECT number FROM schema_migrations").compactMap {
            $0["number"].integer
        }
        #expect(applied == Schema.migrations.map { Int64($0.number) })
    }

    /// Two `pb`s creating one store at once: while the other is writing to the new file,
    /// the switch to write-ahead logging is refused at once, as SQLite runs no busy handler
    /// for it. Opening waits for the writer instead of reporting the store busy.
    @Test func waitsForAWriterBeforeSwitchingANewStoreToWriteAheadLogging() throws {
        let path = Self.temporaryDirectory() + "/store.sqlite"
        let writing = DispatchSemaphore(value: 0)
        let writer = Thread {
            let other = try! Database(path: path)
            try! other.execute("CREATE TABLE elsewhere (x)")
            try! other.execute("BEGIN IMMEDIATE")
            try! other.execute("INSERT INTO elsewhere VALUES (1)")
            writing.signal()
            usleep(200_000)
            try! other.execute("COMMIT")
        }
        writer.start()
        writing.wait()
        let database = try StoreOpener.open(path: path)
        #expect(try database.scalar("PRAGMA journal_mode")?.text == "wal")
        #expect(try database.scalar("PRAGMA user_version")?.integer == Int64(Schema.latest))
    }

    @Test func refusesANewerSchema() throws {
        let path = Self.temporaryDirectory() + "/store.sqlite"
        do {
            let database = try StoreOpener.open(path: path)
            try database.execute("PRAGMA user_version = \(Schema.latest + 1)")
        }
        #expect(
            throws: StoreError.newerSchema(
                path: path, found: Schema.latest + 1, supported: Schema.latest)
        ) {
            _ = try StoreOpener.open(path: path)
        }
    }

    @Test func refusesAFileThatIsNotAStore() throws {
        let path = Self.temporaryDirectory() + "/store.sqlite"
        let junk = String(repeating: "not a database ", count: 400)
        let fd = open(path, O_CREAT | O_WRONLY, 0o600)
        _ = junk.withCString { write(fd, $0, strlen($0)) }
        close(fd)
        #expect(throws: StoreError.corrupt(path: path)) { _ = try StoreOpener.open(path: path) }
    }

    @Test func namesAMissingFolder() {
        #expect(throws: StoreError.missingDirectory(path: "/nonexistent-pb-dir")) {
            _ = try StoreOpener.open(path: "/nonexistent-pb-dir/store.sqlite")
        }
    }
}

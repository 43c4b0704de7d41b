import Foundation
import Journal
import Testing

extension EndToEnd {
    /// A store that cannot be used is a store error (exit 3) whose message says what to do,
    /// and the store is left exactly as it was.
    @Suite struct StoreFaults {
        @Test func aMissingFolderIsAStoreErrorThatNamesTheFolder() async throws {
            let sandbox = try Sandbox()
            for folder in [sandbox.root + "/no/such/folder", "/nonexistent/dir"] {
                let run = try await sandbox.ask("todo: renew passport", store: folder + "/s.sqlite")
                #expect(run.status == 3, "\(run)")
                #expect(run.output.contains("The folder \(folder) does not exist"), "\(run)")
                #expect(!sandbox.exists(folder), "pb makes no folder for an explicit --store")
            }
        }

        /// Root ignores permission bits, so as root the store goes where no one can create a
        /// file: straight under /proc.
        @Test func aFolderThatCannotBeWrittenIsAStoreError() async throws {
            let sandbox = try Sandbox()
            let store: String
            if getuid() == 0 {
                store = "/proc/pb-e2e-\(getpid()).sqlite"
            } else {
                let folder = sandbox.root + "/read-only"
                try FileManager.default.createDirectory(
                    atPath: folder, withIntermediateDirectories: false)
                #expect(chmod(folder, 0o555) == 0)
                store = folder + "/s.sqlite"
            }
            defer { if getuid() != 0 { chmod(sandbox.root + "/read-only", 0o755) } }
            let run = try await sandbox.ask("todo: renew passport", store: store)
            #expect(run.status == 3, "\(run)")
            #expect(run.output.contains("I can't write to \(store)"), "\(run)")
            #expect(!sandbox.exists(store))
        }

        @Test func aStoreLockedPastTheBusyTimeoutIsAStoreErrorThatChangesNothing() async throws {
            let sandbox = try Sandbox()
            _ = try await sandbox.ask("todo: renew passport")
            let before = try await sandbox.export()

            // This process takes the write lock, as another pb in the middle of a turn would.
            let holder = try Database(path: sandbox.store, create: false)
            try holder.execute("BEGIN IMMEDIATE")
            let run = try await sandbox.ask("todo: water the ferns")
            try holder.execute("ROLLBACK")

            #expect(run.status == 3, "\(run)")
            #expect(run.output.contains("is busy"), "\(run)")
            // It waits out the 5 s busy timeout, then gives up rather than waiting for the
            // lock. The bound above is loose: the run is a whole process, started while
            // the other suites load both cores (it has taken 7.6 s so).
            #expect(
                run.seconds >= 4.5 && run.seconds < 30,
                "gives up after the 5 s busy timeout: \(run)")
            #expect(try await sandbox.export() == before)
        }

        @Test func aDamagedStoreIsReportedAndLeftByteForByte() async throws {
            let sandbox = try Sandbox()
            var generator = SplitMix64(seed: 20_260_310)
            let junk = Data((0..<16_384).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
            try junk.write(to: URL(fileURLWithPath: sandbox.store))

            for arguments in [["ask", "todo: renew passport"], ["export", "--json"], ["history"]] {
                let run = try await sandbox.pb(["--store", sandbox.store] + arguments)
                #expect(run.status == 3, "\(run)")
                #expect(run.output.contains("is damaged or is not a pb store"), "\(run)")
            }
            #expect(sandbox.bytes(sandbox.store) == junk)
            #expect(
                !sandbox.exists(sandbox.store + "-wal")
                    && !sandbox.exists(sandbox.store + "-journal"))
        }

        @Test func aStoreFromANewerSchemaIsRefused() async throws {
            let sandbox = try Sandbox()
            _ = try await sandbox.ask("todo: renew passport")
            do {
                let database = try Database(path: sandbox.store, create: false)
                try database.execute("PRAGMA user_version = 999")
            }
            let bytes = sandbox.bytes(sandbox.store)
            for arguments in [["ask", "todo: water the ferns"], ["export", "--json"]] {
                let run = try await sandbox.pb(["--store", sandbox.store] + arguments)
                #expect(run.status == 3, "\(run)")
                #expect(run.output.contains("was written by a newer pb (schema 999"), "\(run)")
            }
            #expect(sandbox.bytes(sandbox.store) == bytes)
        }

        @Test func aNewStoreIsReadableAndWritableByItsOwnerOnly() async throws {
            let sandbox = try Sandbox()
            let run = try await sandbox.ask("todo: renew passport")
            #expect(run.status == 0, "\(run)")
            for file in [sandbox.store, sandbox.store + "-wal", sandbox.store + "-shm"]
            where sandbox.exists(file) {
                #expect(mode(file) == 0o600, "\(file)")
            }
        }

        /// Without --store or $PB_STORE the store lives under $XDG_DATA_HOME, in a private
        /// folder pb makes, and nothing is written to HOME.
        @Test func theDefaultStoreIsPrivateUnderXDGDataHome() async throws {
            let sandbox = try Sandbox()
            let run = try await sandbox.pb(["ask", "todo: renew passport"])
            #expect(run.status == 0, "\(run)")
            let folder = sandbox.dataHome + "/pocketbrains"
            #expect(mode(folder) == 0o700)
            #expect(mode(folder + "/store.sqlite") == 0o600)
            #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.home).isEmpty)
        }

        func mode(_ path: String) -> mode_t? {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            return info.st_mode & 0o777
        }
    }
}

/// A small seeded generator, so the "random" bytes of a damaged store are the same each run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

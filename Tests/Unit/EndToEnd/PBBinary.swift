import Foundation

/// Where the `pb` under test is: `$PB_BINARY`, else beside the test bundle, where
/// `swift build --build-tests` puts it. A missing binary fails the test, never skips it.
enum PBBinary {
    static func path() throws -> String {
        let fileManager = FileManager.default
        if let override = ProcessInfo.processInfo.environment["PB_BINARY"], !override.isEmpty {
            guard fileManager.isExecutableFile(atPath: override) else {
                throw HarnessProblem("PB_BINARY is \(override), which is not an executable file.")
            }
            return override
        }
        let testBinary =
            (try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath ?? CommandLine.arguments[0]
        let candidate = URL(fileURLWithPath: testBinary).deletingLastPathComponent()
            .appendingPathComponent("pb").path
        guard fileManager.isExecutableFile(atPath: candidate) else {
            throw HarnessProblem(
                "pb is not built beside the tests: there is no executable \(candidate). "
                    + "Build it with `swift build --build-tests` (the same --scratch-path as the tests), "
                    + "or set PB_BINARY to the pb to test.")
        }
        return candidate
    }
}

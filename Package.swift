// swift-tools-version: 6.0
import PackageDescription

/// One executable, `pb`, over five libraries whose dependencies point down only:
/// REPL -> Agent -> Planner -> IntentGrammar -> ToolBox -> Journal -> C libraries.
let package = Package(
    name: "PocketBrains",
    products: [
        .executable(name: "pb", targets: ["REPL"])
    ],
    targets: [
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        // No pkgConfig: readline.pc pulls in flags SwiftPM refuses (TOOLCHAIN.md P1).
        .systemLibrary(name: "CReadline", providers: [.apt(["libreadline-dev"])]),
        .systemLibrary(name: "CPCRE2", pkgConfig: "libpcre2-8", providers: [.apt(["libpcre2-dev"])]),
        .systemLibrary(name: "CStemmer", providers: [.apt(["libstemmer-dev"])]),
        .target(name: "Journal", dependencies: ["CSQLite"]),
        .target(name: "ToolBox", dependencies: ["Journal", "CStemmer"]),
        .target(name: "IntentGrammar", dependencies: ["ToolBox", "CPCRE2"]),
        .target(name: "Planner", dependencies: ["IntentGrammar", "ToolBox", "Journal"]),
        .target(name: "Agent", dependencies: ["Planner", "IntentGrammar", "ToolBox", "Journal"]),
        .executableTarget(name: "REPL", dependencies: ["Agent", "CReadline"]),
        .testTarget(
            name: "UnitTests",
            dependencies: ["Agent", "Planner", "IntentGrammar", "ToolBox", "Journal"],
            path: "Tests/Unit"),
        .testTarget(
            name: "EvalTests",
            dependencies: ["Agent", "Planner", "IntentGrammar", "ToolBox", "Journal"],
            path: "Tests/Eval"),
    ]
)

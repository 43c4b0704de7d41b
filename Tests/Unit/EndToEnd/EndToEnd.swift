import Testing

/// The end-to-end tests: the built `pb` run as a subprocess, as a person or a script runs
/// it, against a private folder per test with the clock pinned to Tuesday 10 March 2026,
/// 09:00. Each test makes its own `Sandbox`, so they run in parallel.
///
/// `swift build --build-tests` builds `pb` beside the test bundle; set `PB_BINARY` to run
/// another one. `swift test --filter EndToEnd` runs only these.
@Suite enum EndToEnd {}

import Testing

extension EndToEnd {
    /// Several pb processes may write to one store at once; SQLite's lock and the busy
    /// timeout make them take turns, and nothing is lost.
    @Suite struct Concurrency {
        @Test func twoWritersAddingTwoHundredTasksEachLoseNone() async throws {
            let sandbox = try Sandbox()
            let alpha = (1...200).map { "todo: alpha errand \($0)" }
            let beta = (1...200).map { "todo: beta errand \($0)" }
            // Both start on a store that does not exist yet, so they also race to create it.
            async let first = sandbox.askLines(alpha)
            async let second = sandbox.askLines(beta)
            let (a, b) = try await (first, second)
            #expect(a.status == 0, "\(a)")
            #expect(b.status == 0, "\(b)")

            let store = try await sandbox.export()
            #expect(store.tasks.count == 400)
            let expected = Set((1...200).flatMap { ["alpha errand \($0)", "beta errand \($0)"] })
            #expect(Set(store.tasks.map(\.title)) == expected)
        }
    }
}

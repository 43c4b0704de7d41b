import Testing

extension EndToEnd {
    /// A request that asks for several things is one plan, run step by step, and one turn
    /// that a single "undo" takes back whole.
    @Suite struct CompoundPlan {
        static let garden =
            "create a project Garden and add tasks: buy seeds, dig the beds and order compost"

        @Test func aProjectWithThreeTasksIsFourStepsFiledTogether() async throws {
            let sandbox = try Sandbox()
            let run = try await sandbox.run("ask", "--json", Self.garden)
            #expect(run.status == 0, "\(run)")
            let turn = try JSONObject(run.stdout)
            let steps = try #require(turn["steps"] as? [[String: Any]])
            #expect(
                steps.map { $0["tool"] as? String } == [
                    "createProject", "createTask", "createTask", "createTask",
                ])
            #expect(steps.allSatisfy { $0["status"] as? String == "done" }, "\(run)")

            let store = try await sandbox.export()
            let garden = try #require(store.projects.first { $0.name == "Garden" }, "\(store)")
            #expect(store.projects.count == 1)
            #expect(
                Set(store.tasks.map(\.title)) == ["buy seeds", "dig the beds", "order compost"],
                "\(store)")
            #expect(store.tasks.allSatisfy { $0.project == garden.id }, "\(store)")
        }

        @Test func oneUndoTakesBackTheWholePlan() async throws {
            let sandbox = try Sandbox()
            let run = try await sandbox.ask(Self.garden)
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout.contains("4. ✓ createTask  order compost"), "\(run)")

            let undo = try await sandbox.ask("undo")
            #expect(undo.status == 0, "\(undo)")
            #expect(undo.stdout.contains("4 changes"), "\(undo)")
            let store = try await sandbox.export()
            #expect(store.isEmpty, "\(store)")
        }
    }
}

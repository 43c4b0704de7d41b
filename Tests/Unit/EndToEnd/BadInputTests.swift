import Testing

extension EndToEnd {
    /// Bad input gets a clear message and the usage status, and never a crash or a partial
    /// write (DESIGN.md invariant 7). Each test starts from a store holding one task and
    /// compares the whole export before and after.
    @Suite struct BadInput {
        /// A sandbox whose store holds one task, and the export of that store.
        static func seeded() async throws -> (Sandbox, ExportedStore) {
            let sandbox = try Sandbox()
            let seed = try await sandbox.ask("todo: renew passport")
            guard seed.status == 0 else {
                throw HarnessProblem("seeding the store failed:\n\(seed)")
            }
            return (sandbox, try await sandbox.export())
        }

        @Test(arguments: ["", "   ", "\t \t"])
        func anEmptyOrBlankRequestIsRefused(_ request: String) async throws {
            let (sandbox, before) = try await Self.seeded()
            let run = try await sandbox.ask(request)
            #expect(run.status == 2, "\(run)")
            #expect(run.output.contains("There was nothing to read."), "\(run)")
            #expect(try await sandbox.export() == before)
        }

        @Test func aMegabyteRequestOnStandardInputIsRefusedByItsLength() async throws {
            let (sandbox, before) = try await Self.seeded()
            let line = "todo: " + String(repeating: "plant the tulips ", count: 61_681)
            let run = try await sandbox.run("ask", "-", input: Array((line + "\n").utf8))
            #expect(line.utf8.count >= 1_048_576)
            #expect(run.status == 2, "\(run)")
            #expect(run.output.contains("\(line.utf8.count) bytes long"), "\(run)")
            #expect(run.output.contains("Nothing was changed"), "\(run)")
            #expect(try await sandbox.export() == before)
        }

        /// Linux caps one argument at 128 KiB, so the 200 KB request comes as four words of
        /// 50 KB, which `ask` joins with spaces.
        @Test func aTwoHundredKilobyteRequestInArgumentsIsRefusedByItsLength() async throws {
            let (sandbox, before) = try await Self.seeded()
            let word = String(repeating: "x", count: 50_000)
            let run = try await sandbox.run("ask", "todo:", word, word, word, word)
            #expect(run.status == 2, "\(run)")
            #expect(run.output.contains("200009 bytes long"), "\(run)")
            #expect(try await sandbox.export() == before)
        }

        @Test func linesOfInvalidUTF8OrWithNULBytesAreSkippedAndTheOthersRun() async throws {
            let (sandbox, before) = try await Self.seeded()
            let input: [UInt8] =
                Array("todo: water the ferns\n".utf8)
                + Array("todo: broken ".utf8) + [0xFF, 0xFE, 0xC3] + Array(" bytes\n".utf8)
                + Array("todo: a NUL ".utf8) + [0x00] + Array(" byte\n".utf8)
                + Array("todo: feed the cat\n".utf8)
            let run = try await sandbox.run("ask", "-", input: input)
            #expect(run.status == 2, "\(run)")
            #expect(run.output.contains("Line 2 is not valid UTF-8"), "\(run)")
            #expect(run.output.contains("control characters (such as a NUL byte)"), "\(run)")
            let after = try await sandbox.export()
            #expect(
                after.tasks.map(\.title).sorted() == [
                    "feed the cat", "renew passport", "water the ferns",
                ], "\(after)")
            #expect(after.tasks.filter { $0.title == "renew passport" } == before.tasks)
        }

        /// The harness passes arguments as Swift strings, which are valid UTF-8; a shell puts
        /// the raw bytes in argv instead.
        @Test func anArgumentOfInvalidUTF8IsRefused() async throws {
            let (sandbox, before) = try await Self.seeded()
            let result = try await Subprocess.run(
                "/bin/sh",
                [
                    "-c", #"exec "$0" --store "$1" ask "$(printf 'todo: broken \377\376 bytes')""#,
                    sandbox.binary, sandbox.store,
                ],
                environment: sandbox.environment, directory: sandbox.home, scratch: sandbox.root)
            let run = PBRun(
                arguments: ["--store", sandbox.store, "ask", "todo: broken \\377\\376 bytes"],
                result: result)
            #expect(run.status == 2, "\(run)")
            #expect(run.output.contains("not valid UTF-8"), "\(run)")
            #expect(try await sandbox.export() == before)
        }

        @Test func anArgumentWithAControlCharacterIsRefused() async throws {
            let (sandbox, before) = try await Self.seeded()
            let run = try await sandbox.ask("todo: \u{1B}[2J clear the screen")
            #expect(run.status == 2, "\(run)")
            #expect(run.output.contains("control characters"), "\(run)")
            #expect(try await sandbox.export() == before)
        }

        @Test func quotedSQLInATitleIsStoredAsTextAndNeverRun() async throws {
            let (sandbox, before) = try await Self.seeded()
            let run = try await sandbox.ask(#"remind me to "drop table tasks; --" on Friday"#)
            #expect(run.status == 0, "\(run)")
            let after = try await sandbox.export()
            let task = try #require(after.task(titled: "drop table tasks; --"), "\(after)")
            #expect(task.due == "2026-03-13")
            #expect(after.tasks.count == before.tasks.count + 1)
            try await Self.expectTheStoreStillWorks(sandbox, tasks: after.tasks.count)
        }

        /// Titles lose trailing sentence punctuation ("todo: buy milk." is "buy milk"), so the
        /// closing ";--" goes; everything else, quote and parenthesis included, is kept. The
        /// "tasks" inside the title once split this into two tasks.
        @Test func anSQLInjectionInACaptureIsOneTaskWithItsTextIntact() async throws {
            let (sandbox, before) = try await Self.seeded()
            let run = try await sandbox.ask("todo: Robert'); DROP TABLE tasks;--")
            #expect(run.status == 0, "\(run)")
            let after = try await sandbox.export()
            #expect(after.tasks.count == before.tasks.count + 1, "\(after)")
            #expect(after.task(titled: "Robert'); DROP TABLE tasks") != nil, "\(after)")
            try await Self.expectTheStoreStillWorks(sandbox, tasks: after.tasks.count)
        }

        /// The tasks table is still there: another capture lands, and lists read it.
        static func expectTheStoreStillWorks(_ sandbox: Sandbox, tasks: Int) async throws {
            let next = try await sandbox.ask("todo: check the store")
            #expect(next.status == 0, "\(next)")
            let list = try await sandbox.ask("list my tasks")
            #expect(list.status == 0, "\(list)")
            #expect(try await sandbox.export().tasks.count == tasks + 1)
        }
    }
}

import Foundation
import Testing
import ToolBox

@testable import IntentGrammar

/// The literal prefilter: what `RequiredLiterals` reads from a pattern, and that ruling a
/// pattern out by its literals never loses a match PCRE2 would have made.
@Suite struct RequiredLiteralsTests {
    @Test func literalsOfASequenceAreItsWordsCutToSixBytes() {
        #expect(RequiredLiterals.of("^(?<task>.+?) is done$") == [" is do"])
        #expect(RequiredLiterals.of("\\bdeadline\\b") == ["deadli"])
    }

    @Test func alternativesAndOptionalPartsMultiplyOut() {
        #expect(
            RequiredLiterals.of("\\b(?:alarm|timer)s?\\b") == [
                "alarm", "alarms", "timer", "timers",
            ])
        #expect(
            RequiredLiterals.of("^(?:add|put) (?:a |the )?task")
                == ["add a ", "add ta", "add th", "put a ", "put ta", "put th"])
    }

    @Test func theMostSelectivePartIsChosen() {
        // The run after the item is required whatever the verb, and longer than it.
        #expect(
            RequiredLiterals.of("^(?:add|get) (?<item>.+?) (?:to|on) my list$")
                == [" on my", " to my"])
    }

    @Test func aLookaroundRequiresNothingOfItsOwn() {
        #expect(RequiredLiterals.of("^(?=.*\\bmove\\b)(?:shift|push)") == ["push", "shift"])
        #expect(RequiredLiterals.of("^(?!the )task") == ["task"])
    }

    @Test func patternsThatCanMatchAnythingHaveNoLiterals() {
        #expect(RequiredLiterals.of("^(?<q>.*)$") == nil)
        #expect(RequiredLiterals.of("^(?:move|.)") == nil)
        #expect(RequiredLiterals.of("(?:task)?") == nil)
        #expect(RequiredLiterals.of("(?:todo)*") == nil)
        // One letter is too short to be worth looking for; two are looked up directly.
        #expect(RequiredLiterals.of("\\b(?:k|thanks)\\b") == nil)
        #expect(RequiredLiterals.of("\\b(?:tv|thanks)\\b") == ["thanks", "tv"])
    }

    @Test func aMarkOrDigitAloneIsWorthLookingFor() {
        #expect(RequiredLiterals.of("^(?<label>[^:]{2,40}?)\\s*:\\s*(?<title>.+)$") == [":"])
        #expect(RequiredLiterals.of("^(?:[-*] )?\\[\\s?\\] ?(?<title>.+)$") == ["["])
        #expect(
            RequiredLiterals.of("^(?<task>.+?)\\s*(?::|,| -)\\s*(?<rest>.+)$") == [" -", ",", ":"])
        let scan = LiteralScan.shared
        let mask = scan.register([":", "3"])
        #expect(scan.hits(in: "groceries: milk").mayHold(mask, unicodeCaseless: false))
        #expect(scan.hits(in: "ends in a colon:").mayHold(mask, unicodeCaseless: false))
        #expect(scan.hits(in: ":").mayHold(mask, unicodeCaseless: false))
        #expect(scan.hits(in: "call at 3").mayHold(mask, unicodeCaseless: false))
        #expect(!scan.hits(in: "groceries, milk").mayHold(mask, unicodeCaseless: false))
    }

    @Test func constructsItDoesNotKnowGiveNoLiterals() {
        #expect(RequiredLiterals.of("\\p{L}+ task") == nil)
        #expect(RequiredLiterals.of("(?i)task") == nil)
        #expect(RequiredLiterals.of("(task") == nil)
    }

    @Test func classesEscapesAndCountsAreRead() {
        #expect(
            RequiredLiterals.of("[a-z]+ \\d{1,2}(?:st|nd|rd|th) of")
                == ["nd of", "rd of", "st of", "th of"])
        #expect(RequiredLiterals.of("(?:due){2} \\.ics") == [" .ics"])
        #expect(RequiredLiterals.of("(?:notes?){1,} [:\\]]") == ["note", "notes"])
    }

    @Test func upperCaseLiteralsAreFoldedAndOtherScriptsCutOut() {
        #expect(RequiredLiterals.of("TODO") == ["todo"])
        // "é" is never in an ASCII text, so "café" cannot match one and needs nothing.
        #expect(RequiredLiterals.of("café|tea") == ["tea"])
        #expect(RequiredLiterals.of("^(?<task>.+?) (?:done|✓)$") == [" done"])
        // The Kelvin sign matches "k" caselessly: it requires nothing.
        #expect(RequiredLiterals.of("(?:\u{212A}m|mile)s") == nil)
    }

    @Test func theScanFindsLiteralsWhateverTheirCase() {
        let scan = LiteralScan.shared
        let mask = scan.register(["deadli", "remind", "tv"])
        func mayHold(_ text: String, unicode: Bool = false) -> Bool {
            scan.hits(in: text).mayHold(mask, unicodeCaseless: unicode)
        }
        #expect(mayHold("what is the DEADLINE for the deck"))
        #expect(mayHold("please remind me"))
        #expect(mayHold("turn on the TV"))
        #expect(!mayHold("add milk to the list"))
        // Bytes outside ASCII hold no literal, and hide none either.
        #expect(mayHold("remind me 🙄 about the deadline"))
        #expect(mayHold("🙄 remind"))
        #expect(mayHold("£12 tv licence"))
        #expect(!mayHold("añade leche 🙄 — £2"))
        // In UTF mode caseless "k" matches the Kelvin sign: a text outside ASCII may
        // hold any literal.
        #expect(mayHold("añade leche", unicode: true))
        #expect(!mayHold("add milk", unicode: true))
    }

    /// The soundness the speed rests on: over every eval utterance, as frames see it, no
    /// frame matches a clause its literals say it cannot.
    @Test func noFrameMatchIsLostToItsLiterals() throws {
        let frames =
            EarlyFrames.frames + CaptureFrames.frames + ControlFrames.frames
            + KnowledgeFrames.frames + ProjectFrames.frames + TaskCommandFrames.frames
            + RescheduleFrames.frames + ListingFrames.frames + ListCaptureFrames.frames
        let checked = frames.compactMap { frame in
            RequiredLiterals.of(frame.pattern.source).map {
                (frame, LiteralScan.shared.register($0))
            }
        }
        #expect(checked.count > frames.count / 2)
        let parser = IntentParser()
        let context = ParseContext(now: LocalDateTime(iso: "2026-03-10T09:00:00")!)
        var matched = 0
        for text in try Self.evalTexts() {
            let clause = parser.makeClause(text, context: context)
            let hits = LiteralScan.shared.hits(in: clause.text)
            for (frame, mask) in checked
            where frame.pattern.firstMatch(in: clause.text, hits: .unknown) != nil {
                matched += 1
                #expect(
                    hits.mayHold(mask, unicodeCaseless: frame.pattern.unicode),
                    "\(frame.name) matches \"\(clause.text)\"")
            }
        }
        #expect(matched > 500)
    }

    /// A stage tries only the frames its table allows, and reads every eval utterance as
    /// trying all its frames in order would. Each clause is read twice first, so the
    /// stages' patterns are analysed and the table is in use.
    @Test func aStageReadsAsTryingEveryFrame() throws {
        let parser = IntentParser()
        let context = ParseContext(now: LocalDateTime(iso: "2026-03-10T09:00:00")!)
        let stages =
            [IntentParser.early, IntentParser.capture, IntentParser.control]
            + IntentParser.commandStages
        let texts = try Self.evalTexts()
        for _ in 0..<Pattern.jitAfter {
            for text in texts {
                let clause = parser.makeClause(text, context: context)
                for stage in stages { _ = stage.read(clause) }
            }
        }
        // Scanned now, with every literal registered: a scan made before a literal was
        // registered keeps that literal's frames (see `FrameStage.candidates`), so clauses
        // made before the warm-up would rule out little whatever order the tests run in.
        let clauses = texts.map { parser.makeClause($0, context: context) }
        var ruledOut = 0
        for clause in clauses {
            for stage in stages {
                let everyFrame = stage.frames.lazy.compactMap { $0.read(clause) }.first
                #expect(stage.read(clause) == everyFrame, "\(clause.text)")
                ruledOut += stage.frames.count - stage.candidates(clause.literals).nonzeroBitCount
            }
        }
        // The table does rule frames out: most of them, for most clauses.
        #expect(ruledOut > clauses.count * 40)
    }

    static func evalTexts() throws -> [String] {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)  // Tests/Unit/Grammar/RequiredLiteralsTests.swift
        let folder = parts.joined(separator: "/") + "/eval-data"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".jsonl") }.sorted()
        #expect(files.count >= 5)
        return try files.flatMap { file in
            try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                .split(separator: "\n").compactMap { line in
                    let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
                    return (object as? [String: Any])?["text"] as? String
                }
        }
    }
}

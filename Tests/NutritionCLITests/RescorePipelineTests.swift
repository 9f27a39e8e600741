import Foundation
import NutritionCLI
import NutritionEngine
import Testing

/// Issue 25, `--jobs N`: with more than one job the batches are scored by workers while the next
/// batch is read and the last one written; the output, interruption and a failed write behave as
/// they do with one job.
@Suite struct RescorePipelineTests {
    /// A writer that fails (like a full disk) or raises `interruption` (like SIGINT) on its `at`-th
    /// write; the text it took before then is `text`. Only the run's calling thread writes.
    final class StoppingWriter: LineWriter {
        enum Event { case fail, interrupt }
        let at: Int
        let event: Event
        let interruption = InterruptionFlag()
        private(set) var text = ""
        private(set) var writes = 0

        init(at: Int, _ event: Event) {
            self.at = at
            self.event = event
        }

        func write(_ text: String) throws(CommandError) {
            writes += 1
            if writes == at && event == .fail { throw .cannotWrite(file: "<test>", reason: "No space left on device") }
            self.text += text
            if writes == at && event == .interrupt { interruption.raise() }
        }
    }

    /// The refused lines of `fileWithEveryKindOfRecord`, by line number (1-based).
    static let invalidLines: Set<Int> = [3, 8, 12]
    static let emptyLines: Set<Int> = [5, 16]
    static let tooLongLine = 10
    static let nineMegabyteLine = 14
    static let recordCount = 21

    /// 21 lines: valid people, invalid JSON and an invalid field, empty lines, a 9 MB record
    /// (refused for its unknown key; with it, the default ~8 MB batch ends in the middle of the
    /// file) and a line over the 64 MB record limit (refused unread).
    static func fileWithEveryKindOfRecord(_ url: URL) throws {
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        for line in 1...recordCount {
            var text: String
            switch line {
            case 3: text = #"{"schemaVersion": 1, "person": "#
            case 8, 12: text = #"{"schemaVersion": 1, "person": {"ageYears": "x"}}"#
            case 5, 16: text = ""
            case tooLongLine:
                let megabyte = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
                for _ in 0..<65 { try handle.write(contentsOf: megabyte) }
                text = ""
            case nineMegabyteLine:
                text = #"{"schemaVersion": 1, "person": {"note": ""# + String(repeating: "y", count: 9 << 20) + #""}}"#
            default: text = RescoreTests.person(weightKg: 55 + Double(line))
            }
            try handle.write(contentsOf: Data((text + "\n").utf8))
        }
    }

    func rescore(_ arguments: [String], context: CommandContext? = nil) -> CommandResult {
        NutritionCommandLine.run(
            arguments: ["rescore"] + arguments,
            context: context ?? CommandContext(input: InputSource(readStandardInput: { Data() })))
    }

    @Test func theOutputIsTheSameForEveryJobCountAndBatchSize() throws {
        let directory = try RescoreTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("plans.jsonl")
        try Self.fileWithEveryKindOfRecord(input)
        let out = directory.appendingPathComponent("out.jsonl").path
        var reference: String?
        for batch in [nil, "4"] {
            for jobs in [1, 2, 3, 8] {
                let options = batch.map { ["--batch-records", $0] } ?? []
                let result = rescore([input.path, "--out", out, "--jobs", String(jobs)] + options)
                #expect(result.exitCode == 0, "--jobs \(jobs) \(options)")
                // 21 records; refused: 3 invalid, 2 empty, the 9 MB one and the too-long one.
                #expect(result.stderr.contains("21 records read, 14 scored, 7 refused"), "--jobs \(jobs) \(options)")
                let text = try String(contentsOfFile: out, encoding: .utf8)
                if let reference {
                    #expect(text == reference, "--jobs \(jobs) \(options)")
                } else {
                    reference = text
                }
            }
        }
        let lines = try (reference ?? "").split(separator: "\n").map { try JSONParser().parse(String($0)) }
        #expect(lines.map { $0["line"] } == (1...Self.recordCount).map { .number(Double($0)) })
        for (index, line) in lines.enumerated() {
            let number = index + 1
            let refused =
                Self.invalidLines.contains(number) || Self.emptyLines.contains(number)
                || [Self.tooLongLine, Self.nineMegabyteLine].contains(number)
            #expect(line["status"] == .string(refused ? "invalid" : "scored"), "line \(number)")
        }
        #expect(lines[Self.tooLongLine - 1]["errors"]?.arrayValue?.first?["code"] == "recordTooLong")
        let nineMegabyteErrors = lines[Self.nineMegabyteLine - 1]["errors"]?.arrayValue ?? []
        #expect(nineMegabyteErrors.contains { $0["path"] == "/person/note" && $0["code"] == "unknownKey" })
        // Line 1 weighs 56 kg: 575.77 − 7.01·34 + 6.60·168 + 12.14·56 = 2126.07 kcal/day.
        #expect(lines[0]["result", "maintenance", "kcalPerDay"] == .number(2126.07))
    }

    @Test(arguments: [2, 3, 8])
    func anInterruptionStopsAfterTheBatchBeingWrittenAndResumeCompletesTheRun(jobs: Int) throws {
        let directory = try RescoreTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("plans.jsonl")
        try Data(RescoreTests.batch.utf8).write(to: input)
        let complete = rescore([input.path, "--jobs", "1"]).stdout
        // Raised during the second write: batches 3 and later are being scored, and are dropped.
        let writer = StoppingWriter(at: 2, .interrupt)
        let context = CommandContext(
            input: InputSource(readStandardInput: { Data() }), standardOutput: writer,
            interruption: writer.interruption)
        let interrupted = rescore(
            [input.path, "--jobs", String(jobs), "--batch-records", "6"], context: context)
        #expect(interrupted.exitCode == 130)
        #expect(interrupted.stderr.contains("output is complete up to and including input line 12;"))
        // Lines 1–12 hold the invalid line 7 and the empty line 11.
        #expect(interrupted.stderr.contains("12 records read, 10 scored, 2 refused"))
        #expect(writer.writes == 2)
        #expect(complete.hasPrefix(writer.text) && writer.text.split(separator: "\n").count == 12)

        let out = directory.appendingPathComponent("out.jsonl").path
        try writer.text.write(toFile: out, atomically: false, encoding: .utf8)
        let resumed = rescore([input.path, "--out", out, "--resume", "--jobs", String(jobs), "--batch-records", "6"])
        #expect(resumed.exitCode == 0)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == complete)
    }

    @Test(arguments: [2, 3, 8])
    func aFailedWriteStopsWithExit73AndNamesTheLastWrittenRecord(jobs: Int) {
        let complete = rescore(["-", "--jobs", "1"], context: Self.standardInput(RescoreTests.batch)).stdout
        let writer = StoppingWriter(at: 3, .fail)
        var context = Self.standardInput(RescoreTests.batch)
        context.standardOutput = writer
        let result = rescore(["-", "--jobs", String(jobs), "--batch-records", "6"], context: context)
        #expect(result.exitCode == 73)
        #expect(result.stderr.contains("<test>: cannot write output"))
        #expect(result.stderr.contains("output is complete up to and including input line 12; free space and rerun"))
        #expect(writer.writes == 3)
        #expect(complete.hasPrefix(writer.text) && writer.text.split(separator: "\n").count == 12)
    }

    @Test func aDirectoryIsScoredInNameOrderWithSeveralJobs() throws {
        let directory = try RescoreTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for index in 1...9 {
            let text = index == 4 ? "{" : RescoreTests.person(weightKg: 60 + Double(index))
            try Data(text.utf8).write(to: directory.appendingPathComponent("plan-\(index).json"))
        }
        let one = rescore([directory.path, "--jobs", "1"]).stdout
        for jobs in [2, 8] {
            #expect(rescore([directory.path, "--jobs", String(jobs), "--batch-records", "2"]).stdout == one)
        }
        let lines = try one.split(separator: "\n").map { try JSONParser().parse(String($0)) }
        #expect(lines.map { $0["file"] } == (1...9).map { .string("plan-\($0).json") })
        #expect(lines.map { $0["status"] } == (1...9).map { JSONValue.string($0 == 4 ? "invalid" : "scored") })
    }

    static func standardInput(_ text: String) -> CommandContext {
        let data = Data(text.utf8)
        return CommandContext(input: InputSource(readStandardInput: { data }))
    }
}

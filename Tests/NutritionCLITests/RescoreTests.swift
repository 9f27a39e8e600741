import Foundation
import NutritionCLI
import NutritionEngine
import TestSupport
import Testing

@Suite struct RescoreTests {
    static func person(weightKg: Double) -> String {
        #"{"schemaVersion": 1, "person": {"equationSex": "female", "ageYears": 34, "heightCm": 168, "weightKg": \#(JSONWriter.format(weightKg)), "activityLevel": "lowActive"}}"#
    }

    /// 40 records: mostly valid, with an invalid one every 7th line and an empty line every 11th.
    static let batch: String = (1...40).map { line in
        if line % 11 == 0 { return "" }
        if line % 7 == 0 { return #"{"schemaVersion": 1, "person": {"ageYears": "x"}}"# }
        return person(weightKg: 50 + Double(line))
    }.joined(separator: "\n") + "\n"

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ne-rescore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func rescore(_ arguments: [String], stdin: String = "", interruption: InterruptionFlag? = nil) -> CommandResult {
        let data = Data(stdin.utf8)
        let context = CommandContext(input: InputSource(readStandardInput: { data }), interruption: interruption)
        return NutritionCommandLine.run(arguments: ["rescore"] + arguments, context: context)
    }

    func lines(_ text: String) throws -> [JSONValue] {
        try text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { try JSONParser().parse(String($0)) }
    }

    @Test func everyRecordGetsExactlyOneLineInInputOrder() throws {
        let result = rescore(["-", "--jobs", "3", "--batch-records", "4"], stdin: Self.batch)
        #expect(result.exitCode == 0)
        let output = try lines(result.stdout)
        #expect(output.map { $0["line"] } == (1...40).map { .number(Double($0)) })
        for (index, line) in output.enumerated() {
            let number = index + 1
            let expected = number % 11 == 0 || number % 7 == 0 ? "invalid" : "scored"
            #expect(line["status"] == .string(expected), "line \(number)")
        }
        // Line 1 weighs 51 kg: 575.77 − 7.01·34 + 6.60·168 + 12.14·51 = 2065.37 kcal/day.
        #expect(output[0]["result", "maintenance", "nasem2023", "kcalPerDay"] == .number(2065.37))
        #expect(output[6]["errors"]?.arrayValue?.count == 5)
        // Refused: lines 7, 14, 21, 28, 35 (invalid) and 11, 22, 33 (empty) = 8 of 40.
        #expect(result.stderr.contains("40 records read, 32 scored, 8 refused"))
    }

    @Test func outputBytesDoNotDependOnTheJobCount() {
        let reference = rescore(["-", "--jobs", "1"], stdin: Self.batch).stdout
        for jobs in [2, 3, 8] {
            #expect(rescore(["-", "--jobs", String(jobs), "--batch-records", "5"], stdin: Self.batch).stdout == reference)
        }
    }

    @Test func shardsConcatenateToTheSingleRunOutput() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("plans.jsonl")
        // No final newline, so the last record must also be owned by exactly one shard.
        try Data(Self.batch.dropLast().utf8).write(to: input)
        let whole = rescore([input.path]).stdout
        for count in [1, 2, 3, 7, 40, 55] {
            let parts = (1...count).map { rescore([input.path, "--shard", "\($0)/\(count)"]).stdout }
            #expect(parts.joined() == whole, "\(count) shards")
        }
    }

    @Test func interruptedRunLeavesAValidPrefixAndResumeCompletesIt() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("plans.jsonl")
        try Data(Self.batch.utf8).write(to: input)
        let complete = rescore([input.path]).stdout
        let out = directory.appendingPathComponent("out.jsonl").path
        let flag = InterruptionFlag()
        flag.raise()
        let interrupted = rescore([input.path, "--out", out, "--batch-records", "6"], interruption: flag)
        #expect(interrupted.exitCode == 130)
        #expect(interrupted.stderr.contains("complete up to and including input line 6"))
        let prefix = try String(contentsOfFile: out, encoding: .utf8)
        #expect(complete.hasPrefix(prefix) && prefix.split(separator: "\n").count == 6)
        // A torn last line (as a full disk or a kill leaves) is dropped and re-scored on resume.
        let handle = try #require(FileHandle(forWritingAtPath: out))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"line":7,"resu"#.utf8))
        try handle.close()
        let resumed = rescore([input.path, "--out", out, "--resume", "--batch-records", "6"])
        #expect(resumed.exitCode == 0)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == complete)
    }

    @Test func aFullDiskStopsWithExit73AndSaysWhere() {
        let result = rescore(["-", "--out", "/dev/full"], stdin: Self.batch)
        #expect(result.exitCode == 73)
        #expect(result.stderr.contains("rerun with --resume"))
    }

    @Test func aDirectoryOfDocumentsIsScoredInNameOrder() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.person(weightKg: 60).utf8).write(to: directory.appendingPathComponent("b.json"))
        try Data("{".utf8).write(to: directory.appendingPathComponent("a.json"))
        try Data("ignored".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        let output = try lines(rescore([directory.path]).stdout)
        #expect(output.map { $0["file"] } == ["a.json", "b.json"])
        #expect(output.map { $0["status"] } == ["invalid", "scored"])
    }

    @Test func aPolicyFileChangesTheNumbersAndIsEchoed() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let policy = directory.appendingPathComponent("policy.json")
        try Data(#"{"version": "proposal-z1", "estimate": {"predictionIntervalZ": 1.0}}"#.utf8).write(to: policy)
        let summaryPath = directory.appendingPathComponent("summary.json").path
        let result = rescore(["-", "--policy", policy.path, "--summary", summaryPath], stdin: Self.person(weightKg: 60) + "\n")
        let line = try #require(try lines(result.stdout).first)
        // Women's SEE 245.75 × z 1.0: the interval is kcal ± 245.75.
        let kcal = try #require(line["result", "maintenance", "nasem2023", "kcalPerDay"]?.numberValue)
        let high = try #require(line["result", "maintenance", "nasem2023", "interval95", "high"]?.numberValue)
        #expect(isApproximatelyEqual(high - kcal, 245.75, absolute: 0.011))
        let summary = try JSONParser().parse(try Data(contentsOf: URL(fileURLWithPath: summaryPath)))
        #expect(summary["policy", "version"] == "proposal-z1")
        #expect(summary["recordsRead"] == 1)
    }

    @Test func aMisspeltPolicyParameterIsRefused() {
        let result = rescore(["-", "--policy", "-"], stdin: #"{"version": "x", "estimate": {"predictionIntervalZee": 1}}"#)
        #expect(result.exitCode == 65)
        #expect(result.stderr.contains("/estimate/predictionIntervalZee: unknownKey"))
    }

    @Test func aTenMegabyteLineIsOneErrorRecordAndDoesNotStopTheBatch() throws {
        let huge = #"{"schemaVersion": 1, "person": {"note": ""# + String(repeating: "x", count: 10 << 20) + #""}}"#
        let result = rescore(["-"], stdin: huge + "\n" + Self.person(weightKg: 60) + "\n")
        let output = try lines(result.stdout)
        #expect(output.map { $0["status"] } == ["invalid", "scored"])
        let errors = output[0]["errors"]?.arrayValue ?? []
        #expect(errors.contains { $0["path"] == "/person/note" && $0["code"] == "unknownKey" })
    }

    @Test func theFuzzCorpusYieldsOneLinePerRecordAndNeverCrashes() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzCorpus")
        let manifest = try JSONParser().parse(try Data(contentsOf: corpus.appendingPathComponent("manifest.json")))
        let files = try #require(manifest["files"]?.objectValue)
        #expect(files.count >= 12)
        for (name, entry) in files.sorted(by: { $0.key < $1.key }) {
            let result = rescore([corpus.appendingPathComponent(name).path, "--jobs", "2"])
            #expect(result.exitCode == 0, "\(name)")
            let output = try lines(result.stdout)
            #expect(output.map { $0["status"] } == entry["statuses"]?.arrayValue, "\(name)")
            #expect(output.map { $0["line"] } == (0..<output.count).map { .number(Double($0 + 1)) }, "\(name)")
        }
    }
}

import Foundation
import NutritionCLI
import NutritionEngine
import TestSupport
import Testing

@Suite struct RescoreTests {
    static func person(weightKg: Double) -> String {
        #"{"schemaVersion": 1, "person": {"equationSex": "female", "ageYears": 34, "heightCm": 168, "weightKg": "#
            + #"\#(JSONWriter.format(weightKg)), "activityLevel": "lowActive"}, "safetyScreen": \#(screen)}"#
    }

    /// A safety screen answered no to every question (an absent screen makes a person manual-only).
    static let screen =
        #"{"chronicKidneyDisease": false, "eatingDisorder": false, "glucoseLoweringMedication": false, "lactating": "#
        + #"false, "otherConditionUnderCare": false, "pregnant": false, "type1Diabetes": false}"#

    /// 40 records: mostly valid, with an invalid one every 7th line and an empty line every 11th.
    static let batch: String =
        (1...40).map { line in
            if line % 11 == 0 { return "" }
            if line % 7 == 0 { return #"{"schemaVersion": 1, "person": {"ageYears": "x"}}"# }
            return person(weightKg: 60 + Double(line))
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
        try text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
            try JSONParser().parse(String($0))
        }
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
        // Line 1 weighs 61 kg: 575.77 − 7.01·34 + 6.60·168 + 12.14·61 = 2186.77 kcal/day.
        #expect(output[0]["result", "maintenance", "kcalPerDay"] == .number(2186.77))
        #expect(output[0]["result", "maintenance", "source"] == "nasem-2023-adult-tee")
        // No goal, no plan: eligible, with no recommendation to give.
        #expect(output[0]["result", "recommendation", "reasonCodes"] == ["noGoal"])
        #expect(output[6]["errors"]?.arrayValue?.count == 5)
        // Refused: lines 7, 14, 21, 28, 35 (invalid) and 11, 22, 33 (empty) = 8 of 40.
        #expect(result.stderr.contains("40 records read, 32 scored, 8 refused"))
    }

    @Test func outputBytesDoNotDependOnTheJobCount() {
        let reference = rescore(["-", "--jobs", "1"], stdin: Self.batch).stdout
        for jobs in [2, 3, 8] {
            #expect(
                rescore(["-", "--jobs", String(jobs), "--batch-records", "5"], stdin: Self.batch).stdout == reference)
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
        let result = rescore(
            ["-", "--policy", policy.path, "--summary", summaryPath], stdin: Self.person(weightKg: 60) + "\n")
        let line = try #require(try lines(result.stdout).first)
        // Women's SEE 245.75 × z 1.0: the interval is kcal ± 245.75.
        let kcal = try #require(line["result", "maintenance", "kcalPerDay"]?.numberValue)
        let high = try #require(line["result", "maintenance", "interval95", "high"]?.numberValue)
        #expect(isApproximatelyEqual(high - kcal, 245.75, absolute: 0.011))
        let summary = try JSONParser().parse(try Data(contentsOf: URL(fileURLWithPath: summaryPath)))
        #expect(summary["policy", "version"] == "proposal-z1")
        #expect(summary["recordsRead"] == 1)
    }

    @Test func aMisspeltPolicyParameterIsRefused() {
        let result = rescore(
            ["-", "--policy", "-"], stdin: #"{"version": "x", "estimate": {"predictionIntervalZee": 1}}"#)
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

    static let walkthrough = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Vectors/check-in/walkthrough")

    /// One line of JSON from a pretty-printed vector document.
    static func compactDocument(_ url: URL) throws -> String {
        try JSONWriter(style: .compact).string(try JSONParser().parse(try Data(contentsOf: url)))
    }

    /// The walkthrough person (female, 38 y, 167 cm, 78 kg, low active; lose 0.5 %/week to 70 kg)
    /// with a plan whose stored target, 2,000 kcal/day, an older method set, and no days.
    static let planWithoutDays = #"""
        {"schemaVersion": 1, "person": {"equationSex": "female", "ageYears": 38, "heightCm": 167, "weightKg": 78, \#
        "activityLevel": "lowActive"}, "safetyScreen": {"chronicKidneyDisease": false, "eatingDisorder": false, \#
        "glucoseLoweringMedication": false, "lactating": false, "otherConditionUnderCare": false, "pregnant": false, \#
        "type1Diabetes": false}, "goal": {"kind": "lose", "landingWeightKg": 70, "ratePercentPerWeek": 0.5}, "plan": \#
        {"activeTarget": {"kcalPerDay": 2000, "source": "recommended"}, "goal": {"kind": "lose", "landingWeightKg": \#
        70, "ratePercentPerWeek": 0.5}, "history": [{"algorithmVersion": "older", "date": "2026-09-28", \#
        "eligibility": "eligible", "goal": {"kind": "lose", "landingWeightKg": 70, "ratePercentPerWeek": 0.5}, \#
        "kind": "planCreated", "policyVersion": "older", "targetKcalPerDay": 2000, "targetSource": "recommended"}]}}
        """#

    @Test func aSyntaxErrorGivesTheFilesLineAndTheColumnWithinIt() throws {
        // The bad record is the file's line 6 (lines 2, 4 and 5 are blank); its 'x' is the 22nd
        // character of that line: {"schemaVersion": 1, x} has 21 characters before it.
        let input = "{\"schemaVersion\":1}\n\n{\"schemaVersion\":1}\n\n\n{\"schemaVersion\": 1, x}\n"
        let result = rescore(["-"], stdin: input)
        let last = try #require(try lines(result.stdout).last)
        #expect(last["line"] == 6)
        #expect(
            last["errors"]?.arrayValue?.first?["message"]
                == "line 6, column 22: unexpected 'x'; expected a quoted member name")
    }

    @Test func aSummaryThatCannotBeWrittenSaysTheRecordsAreComplete() throws {
        // The folder is missing only when the summary is written, after every record (issue 20 item 6).
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let summaryPath = directory.appendingPathComponent("gone/summary.json").path
        let input = [Self.planWithoutDays, Self.planWithoutDays].joined(separator: "\n") + "\n"
        let result = rescore(["-", "--summary", summaryPath], stdin: input)
        #expect(result.exitCode == 73)
        #expect(try lines(result.stdout).count == 2)
        #expect(result.stderr.contains("\(summaryPath): cannot write output"), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "rescore: the summary was not written: the records are complete (up to and including input line 2); "
                    + "only the summary is missing"), "\(result.stderr)")
    }

    @Test func aPlanWithoutDaysGetsTheInitialTargetComparedWithTheStoredOne() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let summaryPath = directory.appendingPathComponent("summary.json").path
        let result = rescore(["-", "--summary", summaryPath], stdin: Self.planWithoutDays + "\n")
        let line = try #require(try lines(result.stdout).first)
        // NASEM 2023 women: 575.77 − 7.01·38 + 6.60·167 + 12.14·78 = 2358.51 kcal/day; ± 1.96 · 245.75 = 481.67.
        #expect(line["result", "maintenance", "kcalPerDay"] == 2358.51)
        #expect(line["result", "maintenance", "interval95", "low"] == 1876.84)
        #expect(line["result", "maintenance", "interval95", "high"] == 2840.18)
        // Forbes ρ: BMI 27.968, Jackson fat 36.419 % → FM 28.407 kg, p = 0.732007, ρ = 7397.44 kcal/kg;
        // 0.5 % of 78 kg = 0.39 kg/week · 7397.44 / 7 = 412.14 kcal/day below: 1946.37, to the 10 kcal step = 1950.
        #expect(line["result", "recommendation", "basis"] == "initial")
        #expect(line["result", "recommendation", "targetKcalPerDay"] == 1950)
        #expect(line["result", "storedTargetKcalPerDay"] == 2000)
        #expect(line["result", "targetChangeKcalPerDay"] == -50)
        let summary = try JSONParser().parse(try Data(contentsOf: URL(fileURLWithPath: summaryPath)))
        #expect(summary["targetChange", "comparedWithStoredTarget"] == 1)
        #expect(summary["targetChange", "meanKcalPerDay"] == -50)
        #expect(summary["targetChange", "lower"] == 1 && summary["targetChange", "higher"] == 0)
        #expect(
            result.stderr.contains("1 compared (1 lower, 0 unchanged, 0 higher), mean -50.0, min -50, max -50 kcal/day")
        )
        // −50 lies in the bin [−50, −25): 25 kcal bins from −1000.
        #expect(summary["targetChange", "histogram"] == [["fromKcalPerDay": -50, "belowKcalPerDay": -25, "count": 1]])
        #expect(summary["labels"] == ["initialTarget": 1])
    }

    @Test func manualOnlyRecordsCarryEligibilityAndNoAutomatedNumber() throws {
        // The same person answering yes to "pregnant", and a 17-year-old: both manual-only, both scored.
        let pregnant = Self.planWithoutDays.replacingOccurrences(of: #""pregnant": false"#, with: #""pregnant": true"#)
        let young = Self.planWithoutDays.replacingOccurrences(of: #""ageYears": 38"#, with: #""ageYears": 17"#)
        let result = rescore(["-"], stdin: pregnant + "\n" + young + "\n")
        let output = try lines(result.stdout)
        #expect(output.map { $0["status"] } == ["scored", "scored"])
        #expect(output[0]["result", "eligibility"] == ["status": "manualOnly", "reasonCodes": ["screenAnswerYes"]])
        #expect(output[1]["result", "eligibility", "reasonCodes"] == ["ageUnderMinimum"])
        for line in output {
            #expect(line["result", "maintenance"] == .null)
            #expect(line["result", "recommendation"] == .null)
            #expect(line["result", "targetChangeKcalPerDay"] == .null)
        }
        #expect(result.stderr.contains("manualOnly: 2"))
    }

    /// The walkthrough's check-ins, each recorded on the Monday after its week.
    static let walkthroughCheckIns: [(asOf: String, vector: String)] = [
        ("2026-10-05", "02-check-in-week-1"), ("2026-10-12", "03-check-in-week-2"),
        ("2026-10-19", "05-check-in-week-3"),
        ("2026-10-26", "07-check-in-week-4"), ("2026-11-02", "12-check-in-week-5"),
        ("2026-11-09", "13-check-in-week-6"),
        ("2026-11-16", "16-check-in-week-7"), ("2026-11-23", "19-check-in-week-8"),
        ("2026-11-30", "21-check-in-after-reset"),
    ]

    /// Re-scoring the final document as of each Monday must give what the check-in gave that day:
    /// the history is cut before the check-in (target 1,950, then 1,800 after the accept, 1,850
    /// after the edit; the reset applies only from 23 November) and later days are ignored.
    @Test(arguments: walkthroughCheckIns.map(\.asOf).indices)
    func rescoringAsOfAPastMondayReproducesThatWeeksCheckIn(index: Int) throws {
        let (asOf, vector) = Self.walkthroughCheckIns[index]
        let document = try Self.compactDocument(
            Self.walkthrough.appendingPathComponent("21-check-in-after-reset/input.json"))
        let expected = try JSONParser().parse(
            try Data(contentsOf: Self.walkthrough.appendingPathComponent("\(vector)/expected.json")))
        let result = rescore(["-", "--as-of", asOf], stdin: document + "\n")
        let line = try #require(try lines(result.stdout).first)
        let recommendation = try #require(line["result", "recommendation"])
        #expect(recommendation["basis"] == "checkIn")
        #expect(recommendation["week", "start"] == expected["week", "start"])
        #expect(recommendation["kind"] == expected["recommendation", "kind"])
        #expect(recommendation["reasonCodes"] == expected["recommendation", "reasonCodes"])
        #expect(recommendation["planTargetBeforeKcalPerDay"] == expected["activeTarget", "kcalPerDay"])
        switch expected["recommendation", "kind"] {
        case "keep":
            // The same number under the same name in both outputs: the target once the offer is accepted.
            #expect(recommendation["targetKcalPerDay"] == expected["activeTarget", "kcalPerDay"])
            #expect(expected["recommendation", "targetKcalPerDay"] == expected["activeTarget", "kcalPerDay"])
        default: #expect(recommendation["targetKcalPerDay"] == expected["recommendation", "targetKcalPerDay"])
        }
        #expect(line["result", "maintenance", "kcalPerDay"] == expected["evidence", "maintenance", "kcalPerDay"])
        #expect(line["result", "maintenance", "asOf"] == .string(asOf))
    }

    @Test func aCheckInThatCannotBeDoneIsScoredAndAnInconsistentHistoryIsInvalid() throws {
        let document = try Self.compactDocument(
            Self.walkthrough.appendingPathComponent("21-check-in-after-reset/input.json"))
        // The plan was created on 28 September: as of 30 September the last finished week (21-27 September) predates it.
        let early = try #require(
            try lines(rescore(["-", "--as-of", "2026-09-30"], stdin: document + "\n").stdout).first)
        #expect(early["status"] == "scored")
        #expect(early["result", "recommendation", "refusal", "code"] == "planCreatedAfterWeek")
        let tampered = document.replacingOccurrences(
            of: #""activeTarget":{"kcalPerDay":1850"#, with: #""activeTarget":{"kcalPerDay":1700"#)
        #expect(tampered != document)
        let bad = try #require(try lines(rescore(["-"], stdin: tampered + "\n").stdout).first)
        #expect(bad["status"] == "invalid")
        #expect(bad["errors"]?.arrayValue?.map { $0["path"] } == ["/plan/activeTarget"])
        #expect(rescore(["-", "--as-of", "30/11/2026"], stdin: document).exitCode == 64)
    }
}

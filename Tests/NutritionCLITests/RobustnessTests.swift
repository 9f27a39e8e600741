import Foundation
import NutritionCLI
import NutritionEngine
import Testing

/// Issue 10, items 13–16: found by fuzzing every command.
@Suite struct RobustnessTests {
    func run(_ arguments: [String], stdin: String = "") -> CommandResult {
        NutritionCommandLine.run(arguments: arguments, stdin: Data(stdin.utf8))
    }

    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ne-robust-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    // MARK: Item 13: a case that runs `vectors` on its own folder would recurse without end.

    @Test(arguments: [["vectors", "check", "."], ["benchmark", "days", "1"], ["calibrate"]])
    func aCaseMayNotRunVectorsOrTheLabsCommands(_ command: [String]) throws {
        let folder = try temporaryDirectory()
        let caseFolder = folder.appendingPathComponent("loop")
        try FileManager.default.createDirectory(at: caseFolder, withIntermediateDirectories: true)
        let json: JSONValue = .object([
            "command": .array(command.map { .string($0) }), "description": "runs itself", "exitCode": 0,
            "oracle": "snapshot", "source": "fuzz",
        ])
        try JSONWriter().string(json).write(
            to: caseFolder.appendingPathComponent("case.json"), atomically: false, encoding: .utf8)
        try "{}".write(to: caseFolder.appendingPathComponent("expected.json"), atomically: false, encoding: .utf8)
        for action in ["check", "record"] {
            let result = run(["vectors", action, folder.path])
            #expect(result.exitCode == 65)
            #expect(
                result.stderr.contains("case.json:/command/0: invalidValue: a case cannot run '\(command[0])'"),
                "\(result.stderr)")
        }
    }

    // MARK: Item 14: an import writes only what `days` reads back.

    /// Imports `text` in `format` and reads the document back with `days`; the import's stderr.
    func importAndReadBack(_ format: String, _ text: String, zone: String? = nil) throws -> String {
        let folder = try temporaryDirectory()
        let file = folder.appendingPathComponent("export").path
        try text.write(toFile: file, atomically: false, encoding: .utf8)
        let imported = run(["import", format, file] + (zone.map { ["--time-zone", $0] } ?? []))
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        let days = run(["days", "-"], stdin: imported.stdout)
        #expect(days.exitCode == 0, "the imported document must read back: \(days.stderr)")
        return imported.stderr.replacingOccurrences(of: file, with: "export")
    }

    @Test func csvRowsOutsideTheReadersRulesAreRejectedWithTheirLine() throws {
        let report = try importAndReadBack(
            "csv",
            "date,intakeKcal,weightKg\n2026-01-01,2000,80\n2026-01-02,2100,99999\n2026-01-03,40000,80\n0001-01-01,2000,80\n2026-01-04,1900,79.5\n"
        )
        #expect(report.contains("rows read 5, used 2, duplicates 0, rejected 3, not imported 0; 2 days"))
        // The reader's bounds: weight 2–650 kg, intake 0–30,000 kcal; at most 3660 days in a document.
        #expect(report.contains("export:3: outOfRange: weightKg must be between 2 and 650 kg, found 99999"))
        #expect(report.contains("export:4: outOfRange: intakeKcal must be between 0 and 30000 kcal, found 40000"))
        #expect(report.contains("export:5: outOfRange: 0001-01-01 is too close to the ends of years 0001-9999"))
    }

    @Test func anImportedLastDayLeavesRoomForTheEvaluationDay() throws {
        // Found by Reports/fuzz.py: a lone 9999-12-31 row imported, and `days` then refused the
        // document, whose evaluation day (the day after the last) is 10000-01-01.
        let folder = try temporaryDirectory()
        let file = folder.appendingPathComponent("export.csv").path
        try "date,weightKg\n9999-12-31,80\n".write(toFile: file, atomically: false, encoding: .utf8)
        let result = run(["import", "csv", file])
        #expect(result.exitCode == 65)
        #expect(result.stderr.contains(":2: outOfRange: 9999-12-31 is too close to the ends of years 0001-9999"))
        _ = try importAndReadBack("csv", "date,weightKg\n9999-12-23,80\n")
    }

    @Test func dailyTextKeepsTheTenYearsWithMostDays() throws {
        // Typos years away around three real days: the two strays are rejected, not the log.
        let report = try importAndReadBack(
            "daily-text",
            "1926-01-01 80 2000\n2026-01-01 80 2000\n2026-01-02 80.2 2100\n2026-01-03 80.1 -\n2126-01-03 80 2000\n")
        #expect(report.contains("used 3, duplicates 0, rejected 2"))
        #expect(report.contains("export:1: outOfRange: 1926-01-01 is outside 2026-01-01…2026-01-03, the 3660-day span"))
        #expect(report.contains("export:5: outOfRange: 2126-01-03 is outside 2026-01-01…2026-01-03, the 3660-day span"))
    }

    @Test func appleHealthDaysPastYear9999AreRejected() throws {
        let header = "type,sourceName,unit,startDate,value\n"
        let rows = [
            "HKQuantityTypeIdentifierBodyMass,x,kg,9999-12-31 23:00:00 +0000,80",
            "HKQuantityTypeIdentifierBodyMass,x,kg,2026-01-01 10:00:00 +0000,80",
            "HKQuantityTypeIdentifierBodyMass,x,kg,2026-01-02 10:00:00 +0000,9999",
        ]
        // Kiritimati is UTC+14: the first row's local day is 10000-01-01, which no date field holds.
        let report = try importAndReadBack(
            "apple-health-csv", header + rows.joined(separator: "\n") + "\n", zone: "Pacific/Kiritimati")
        #expect(report.contains("rows read 3, used 1, duplicates 0, rejected 2"))
        #expect(report.contains("export:2: outOfRange: the day 10000-01-01 from this row"))
        #expect(
            report.contains(
                "export:4: outOfRange: the day 2026-01-03 from this row: weightKg must be between 2 and 650 kg, found 9999"
            ))
    }

    // MARK: Item 15: nonsense refused.

    static let walkthroughDocument = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Vectors/check-in/walkthrough/07-check-in-week-4/input.json").path

    @Test func datesOutsideYears1To9999AreRefused() throws {
        // 9999-12-31 is a Friday: its Monday week runs 9999-12-27 to 10000-01-02.
        let week = run(["days", Self.walkthroughDocument, "--week", "9999-12-31"])
        #expect(week.exitCode == 64)
        #expect(week.stderr.contains("--week 9999-12-31: its week reaches outside the years 0001-9999"))
        // 0001-01-01 is a Monday (proleptic Gregorian): its week is inside.
        #expect(run(["days", Self.walkthroughDocument, "--week", "0001-01-01"]).exitCode == 0)
        #expect(run(["check-in", Self.walkthroughDocument, "--week", "9999-12-31"]).exitCode == 64)
        // rescore's check-in looks back to the Monday of the week before --as-of: 0000-12-25 for 0001-01-01.
        let early = run(["rescore", "-", "--as-of", "0001-01-01"], stdin: RescoreTests.person(weightKg: 70) + "\n")
        #expect(early.exitCode == 64)
        #expect(early.stderr.contains("--as-of must be from 0001-01-15 to 9999-12-24"))
        #expect(
            run(["rescore", "-", "--as-of", "0001-01-15"], stdin: RescoreTests.person(weightKg: 70) + "\n").exitCode
                == 0)
        // A document's own evaluation day obeys the same range.
        let document = run(
            ["days", "-"], stdin: #"{"schemaVersion": 1, "asOf": "0001-01-01", "days": [{"date": "0001-01-01"}]}"#)
        #expect(document.exitCode == 65)
        #expect(
            document.stderr.contains(
                "<stdin>:/asOf: outOfRange: the evaluation day 0001-01-01 must be from 0001-01-15 to 9999-12-24"))
        let derived = run(
            ["days", "-"], stdin: #"{"schemaVersion": 1, "days": [{"date": "9999-12-31", "weightKg": 80}]}"#)
        #expect(derived.exitCode == 65)
        #expect(derived.stderr.contains("<stdin>:/days: outOfRange: the evaluation day"))
    }

    @Test func onlyIANAZoneNamesAreAccepted() throws {
        // 03:00 UTC on 2 January is 22:00 on 1 January in Etc/GMT+5 (IANA: UTC−5, the POSIX sign).
        let records = { (zone: String) in
            #"{"schemaVersion": 1, "timeZone": "\#(zone)", "records": [{"kind": "weight", "at": "2026-01-02T03:00:00Z", "weightKg": 80}]}"#
        }
        let iana = run(["days", "-"], stdin: records("Etc/GMT+5"))
        #expect(iana.exitCode == 0)
        #expect(try JSONParser().parse(iana.stdout)["days"]?.arrayValue?.first?["date"] == "2026-01-01")
        for zone in ["GMT+5", "UTC+5", "GMT+05:00", "EST", "IST", "europe/berlin"] {
            let result = run(["days", "-"], stdin: records(zone))
            #expect(result.exitCode == 65, "\(zone)")
            #expect(result.stderr.contains("/timeZone: invalidValue: timeZone must be an IANA zone"), "\(zone)")
        }
        #expect(
            run(["import", "apple-health-csv", "-", "--time-zone", "GMT+5"], stdin: "type,unit,startDate,value\n")
                .exitCode == 64)
        for zone in ["UTC", "Europe/Berlin", "America/Argentina/Buenos_Aires", "Etc/GMT-14"] {
            #expect(run(["days", "-"], stdin: records(zone)).exitCode == 0, "\(zone)")
        }
    }

    @Test func theStaticRuleNeverGoesBelowTheFatFreeWeight() throws {
        // Ten years at −1000 kcal/day printed −81.74 kg; the rule now ends when its loss equals the fat mass.
        let result = run(["project", Self.walkthroughDocument, "--intake-change", "-1000", "--days", "3650"])
        #expect(result.exitCode == 0)
        let output = try JSONParser().parse(result.stdout)
        let fatKg = try #require(output["model", "startFatMassKg"]?.numberValue)
        let startKg = try #require(output["person", "weightKg"]?.numberValue)
        let endDay = try #require(output["staticRule", "appliesUntilDay"]?.numberValue)
        // 1000 kcal/day burns fatKg·7700 kcal in fatKg·7.7 days (rounded down to the whole day).
        #expect(endDay == (fatKg * 7.7).rounded(.down) || abs(endDay - fatKg * 7.7) < 1.01)
        for point in output["trajectory"]?.arrayValue ?? [] {
            let day = try #require(point["day"]?.numberValue)
            if day <= endDay {
                #expect((point["staticRuleWeightKg"]?.numberValue ?? -1) >= startKg - fatKg - 0.01)
            } else {
                #expect(point["staticRuleWeightKg"] == .null, "day \(day)")
            }
        }
    }

    // MARK: Item 16: bounded work.

    @Test func asOfFarFromTheDaysObeysTheTenYearSpan() throws {
        let record =
            #"{"schemaVersion": 1, "person": {"equationSex": "female", "ageYears": 34, "heightCm": 168, "weightKg": 70, "activityLevel": "lowActive"}, "safetyScreen": \#(RescoreTests.screen), "days": [{"date": "2026-01-01", "weightKg": 70, "intakeKcal": 2000}]}"#
        let result = run(["rescore", "-", "--as-of", "9999-12-01"], stdin: record + "\n")
        #expect(result.exitCode == 0)
        let line = try JSONParser().parse(result.stdout)
        #expect(line["status"] == "invalid")
        #expect(line["errors"]?.arrayValue?.first?["code"] == "outOfRange")
        #expect(line["errors"]?.arrayValue?.first?["path"] == "/days")
        // 2026-01-01 to 2036-01-01 is 10·365 + 2 leap days (2028, 2032) = 3652 days, so 3660 days
        // reach 2036-01-09, the last evaluation day allowed.
        #expect(
            try JSONParser().parse(run(["rescore", "-", "--as-of", "2036-01-09"], stdin: record + "\n").stdout)[
                "status"] == "scored")
        #expect(
            try JSONParser().parse(run(["rescore", "-", "--as-of", "2036-01-10"], stdin: record + "\n").stdout)[
                "status"] == "invalid")
    }

    @Test func issuesStopAtTheListedMaximumAndSayHowManyMore() throws {
        // 100,000 copies of one day: 99,999 duplicates, of which the first 100 are listed.
        let day = #"{"date": "2026-01-01", "intakeKcal": 2000}"#
        let duplicates =
            #"{"schemaVersion": 1, "days": ["# + Array(repeating: day, count: 100_000).joined(separator: ",") + "]}"
        let result = run(["days", "-"], stdin: duplicates)
        #expect(result.exitCode == 65)
        #expect(ValidationIssue.maximumListedPerDocument == 100)
        #expect(result.issues.count == 101)
        #expect(result.issues.prefix(100).allSatisfy { $0.code == .duplicateDate })
        #expect(
            result.issues.last
                == ValidationIssue(
                    path: .root, code: .tooManyIssues,
                    message:
                        "99899 more issues not listed (at most 100 are listed per document; fix these and run again)"))
        #expect(result.stderr.split(separator: "\n").count == 101)
        // The same cap on the tree reader's path (days it cannot decode from bytes) and in rescore.
        let bad = #"{"date": "2026-01-01", "intakeKcal": -1, "wieght": 1}"#
        let invalid =
            #"{"schemaVersion": 1, "days": ["# + Array(repeating: bad, count: 1000).joined(separator: ",") + "]}"
        let tree = run(["days", "-"], stdin: invalid)
        // Per day: intakeKcal out of range, an unknown member, and (after the first) a duplicate date.
        #expect(tree.issues.count == 101)
        #expect(tree.issues.last?.message.hasPrefix("\(3 * 1000 - 1 - 100) more issues not listed") == true)
        let line = try JSONParser().parse(run(["rescore", "-"], stdin: invalid + "\n").stdout)
        #expect(line["errors"]?.arrayValue?.count == 101)
        #expect(line["errors"]?.arrayValue?.last?["code"] == "tooManyIssues")
    }

    @Test func importListsAtMostAHundredProblemLines() throws {
        // 150 rows of a type the engine does not use: all counted, 100 listed, then how many more.
        let rows = (1...150).map {
            "HKQuantityTypeIdentifierStepCount,x,count,2026-01-01 10:\(String(format: "%02d", $0 % 60)):00 +0000,\($0)"
        }
        let text =
            "type,sourceName,unit,startDate,value\nHKQuantityTypeIdentifierBodyMass,x,kg,2026-01-01 08:00:00 +0000,80\n"
            + rows.joined(separator: "\n") + "\n"
        let result = run(["import", "apple-health-csv", "-", "--time-zone", "UTC"], stdin: text)
        #expect(result.exitCode == 0)
        let lines = result.stderr.split(separator: "\n")
        #expect(
            lines.first?.contains("rows read 151, used 1, duplicates 0, rejected 0, not imported 150; 1 days") == true)
        #expect(lines.count == 1 + 100 + 1)
        #expect(
            lines.last == "import: 50 more problems not listed (at most 100 are listed; the counts above include them)")
    }

    /// Issue 20 item 6: `day` on a document whose plan history does not replay answered exit 70
    /// ("internal error: the document to be written would not read back"). It is refused when read,
    /// exit 65, with the event located, as every other command refuses it.
    @Test func dayRefusesAHistoryThatDoesNotReplayWhenItIsRead() {
        let tampered = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "Vectors/check-in/walkthrough/24-tampered-decision-without-offer/input.json"
            ).path
        let result = NutritionCommandLine.run(arguments: ["day", tampered, "2026-10-20", "--reconciled"])
        #expect(result.exitCode == 65, "\(result.stderr)")
        #expect(result.stderr.contains(":/plan/history/1: noPendingRecommendation:"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}

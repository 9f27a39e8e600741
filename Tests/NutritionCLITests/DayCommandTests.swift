import Foundation
import NutritionCLI
import NutritionEngine
import Testing

@Suite struct DayCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let week4 = root.appendingPathComponent("Vectors/check-in/walkthrough/07-check-in-week-4/input.json").path

    static func run(_ arguments: [String], stdin: String) -> CommandResult {
        NutritionCommandLine.run(arguments: arguments, stdin: Data(stdin.utf8))
    }

    static func reviewDates(_ document: String, action: String) throws -> [String] {
        let result = run(["days", "-"], stdin: document)
        let output = try JSONParser().parse(Array(result.stdout.utf8))
        return (output["review"]?.arrayValue ?? []).filter { $0["action"] == .string(action) }.compactMap {
            $0["date"]?.stringValue
        }
    }

    static func day(_ document: JSONValue, _ date: String) -> JSONValue? {
        document["days"]?.arrayValue?.first { $0["date"] == .string(date) }
    }

    /// 28 October (640 kcal, complete) is a suspect intake the check-in asks to confirm; marking it
    /// reconciled confirms it (METHOD §3: reconciled with complete), so it leaves the review list.
    @Test func reconcilingASuspectDayRemovesItFromTheReviewList() throws {
        let original = try String(contentsOfFile: Self.week4, encoding: .utf8)
        #expect(try Self.reviewDates(original, action: "confirmSuspectIntake") == ["2026-10-28"])
        let result = NutritionCommandLine.run(arguments: [
            "day", Self.week4, "2026-10-28", "--reconciled", "--date", "2026-10-26",
        ])
        #expect(result.exitCode == 0)
        #expect(
            result.stderr
                == "day 2026-10-28, changed on 2026-10-26; earlier values kept in its history:\n  reviewStatus: "
                + "(absent) -> reconciled\n"
        )
        #expect(try Self.reviewDates(result.stdout, action: "confirmSuspectIntake") == [])
        let written = try JSONParser().parse(Array(result.stdout.utf8))
        #expect(
            Self.day(written, "2026-10-28")?["history"]
                == .array([.object(["changedOn": "2026-10-26", "previous": .object(["reviewStatus": .null])])]))
    }

    /// Two corrections of the same intake keep both earlier values, oldest first.
    @Test func correctionsKeepEveryEarlierValue() throws {
        let first = NutritionCommandLine.run(arguments: [
            "day", Self.week4, "2026-10-28", "--intake", "1500", "--date", "2026-11-01",
        ])
        let second = Self.run(
            ["day", "-", "2026-10-28", "--intake", "1650", "--incomplete", "--date", "2026-11-02"], stdin: first.stdout)
        #expect(second.exitCode == 0)
        let written = try JSONParser().parse(Array(second.stdout.utf8))
        let day = try #require(Self.day(written, "2026-10-28"))
        #expect(day["intakeKcal"] == .number(1650))
        #expect(day["intakeCompleteness"] == .string("incomplete"))
        #expect(
            day["history"]
                == .array([
                    .object(["changedOn": "2026-11-01", "previous": .object(["intakeKcal": .number(640)])]),
                    .object([
                        "changedOn": "2026-11-02",
                        "previous": .object(["intakeCompleteness": "complete", "intakeKcal": .number(1500)]),
                    ]),
                ]))
    }

    /// The written document is read back by every command that reads documents.
    @Test func everyCommandReadsTheCorrectedDocument() {
        let corrected = NutritionCommandLine.run(arguments: [
            "day", Self.week4, "2026-10-28", "--reconciled", "--weight-kg", "77.6",
        ]).stdout
        for arguments in [
            ["estimate", "-"], ["days", "-"], ["maintenance", "-"], ["check-in", "-", "--week", "2026-10-19"],
            ["project", "-", "--intake-change", "-500"], ["decide", "-", "--edit", "1900"],
        ] {
            let result = Self.run(arguments, stdin: corrected)
            #expect(result.exitCode == 0, "\(arguments): \(result.stderr)")
        }
        let rescored = Self.run(["rescore", "-"], stdin: corrected.replacingOccurrences(of: "\n", with: "") + "\n")
        #expect(rescored.exitCode == 0)
        #expect(!rescored.stdout.contains("\"errors\""))
    }

    /// A day not yet listed is added in date order; a weight given in pounds moves to the history.
    @Test func addsMissingDaysInOrderAndReplacesPounds() throws {
        let document =
            #"{"schemaVersion": 1, "asOf": "2026-01-05", "days": [{"date": "2026-01-01", "weightLb": 160}, {"date": "#
            + #""2026-01-04", "intakeKcal": 2000}]}"#
        let added = Self.run(["day", "-", "2026-01-02", "--untracked"], stdin: document)
        #expect(added.exitCode == 0)
        let written = try JSONParser().parse(Array(added.stdout.utf8))
        #expect(
            written["days"]?.arrayValue?.compactMap { $0["date"]?.stringValue } == [
                "2026-01-01", "2026-01-02", "2026-01-04",
            ])
        let pounds = Self.run(["day", "-", "2026-01-01", "--weight-kg", "72.5"], stdin: document)
        let day = try #require(Self.day(try JSONParser().parse(Array(pounds.stdout.utf8)), "2026-01-01"))
        #expect(day["weightLb"] == nil)
        #expect(day["weightKg"] == .number(72.5))
        #expect(
            day["history"]?.arrayValue?.first?["previous"] == .object(["weightLb": .number(160), "weightKg": .null]))
        let same = Self.run(["day", "-", "2026-01-04", "--intake", "2000"], stdin: document)
        #expect(same.stderr == "day 2026-01-04: nothing changed (the day already has these values)\n")
    }

    @Test func refusals() {
        let document =
            #"{"schemaVersion": 1, "asOf": "2026-01-05", "days": [{"date": "2026-01-01", "intakeKcal": 2000}]}"#
        #expect(Self.run(["day", "-", "2026-01-01"], stdin: document).exitCode == 64)
        #expect(Self.run(["day", "-", "2026-01-01", "--complete", "--untracked"], stdin: document).exitCode == 64)
        #expect(Self.run(["day", "-", "2026-01-01", "--intake", "-5"], stdin: document).exitCode == 64)
        #expect(Self.run(["day", "-", "2026-02-30", "--complete"], stdin: document).exitCode == 64)
        // A day added 20 years before the others would make a log the reader refuses: refused, not written.
        let early = Self.run(["day", "-", "2006-01-01", "--untracked"], stdin: document)
        #expect(early.exitCode == 65 && early.stdout.isEmpty)
        let records =
            #"{"schemaVersion": 1, "asOf": "2026-01-05", "timeZone": "UTC", "records": [{"kind": "intake", "at": "#
            + #""2026-01-01T12:00:00Z", "kcal": 500}]}"#
        #expect(
            Self.run(["day", "-", "2026-01-01", "--complete"], stdin: records).issues.map(\.path) == [
                JSONPointer("/records")
            ])
    }

    @Test func malformedHistoryIsRefusedWithItsPath() {
        let document =
            #"{"schemaVersion": 1, "days": [{"date": "2026-01-01", "history": [{"changedOn": "2026-01-02", "#
            + #""previous": {"bodyFatPercent": 1}}, {"previous": {"intakeKcal": "x"}}]}]}"#
        let result = Self.run(["days", "-"], stdin: document)
        #expect(result.exitCode == 65)
        #expect(
            Set(result.issues.map(\.path.description)) == [
                "/days/0/history/0/previous/bodyFatPercent", "/days/0/history/1/changedOn",
                "/days/0/history/1/previous/intakeKcal",
            ])
    }
}

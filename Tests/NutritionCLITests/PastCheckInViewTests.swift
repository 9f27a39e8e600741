import Foundation
import NutritionCLI
import NutritionEngine
import Testing

/// Issue 21: a past check-in stays viewable. `check-in --week PAST` without `--out` shows the
/// check-in as the plan recorded it (read-only, nothing computed from the days), and only with
/// `--recompute` what it would say now, on the days as they are now. Manual-only holds in every
/// format of both.
///
/// The document is the walkthrough's step 21. Its history, read by hand: the week of 2026-10-19 was
/// checked in on 2026-10-26 (event 7) with the target 1,950 kcal/day (recommended, set at creation
/// and never changed before), offered an adjust of −150 to 1,800 (event 8, reasons
/// aimAtGoalRateLower and limitedToMaximumWeeklyChange), then accepted (event 9: 1,800), undone
/// (event 10: back to 1,950), deferred (event 11: still 1,950) and accepted on 2026-10-28 (event 12:
/// 1,800); event 13 is the next check-in.
@Suite struct PastCheckInViewTests {
    static let walkthrough = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Vectors/check-in/walkthrough")

    /// Step 21's document, changed by `change`, written to a new file.
    static func document(_ change: (inout [String: Any]) -> Void = { _ in }) throws -> String {
        let data = try Data(
            contentsOf: walkthrough.appendingPathComponent("21-check-in-after-reset/input.json"))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        change(&object)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ne-past-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: object).write(to: url)
        return url.path
    }

    /// The document with every day of the week of 2026-10-19 deleted since it was checked in.
    static func daysChanged() throws -> String {
        try document { object in
            let days = object["days"] as? [[String: Any]] ?? []
            object["days"] = days.filter { day in
                let date = day["date"] as? String ?? ""
                return !(date >= "2026-10-19" && date <= "2026-10-25")
            }
        }
    }

    static func run(_ arguments: [String]) -> CommandResult { NutritionCommandLine.run(arguments: arguments) }

    @Test func aRecordedWeekShowsTheRecordNotTheDaysAsTheyAreNow() throws {
        let path = try Self.daysChanged()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let view = Self.run(["check-in", path, "--week", "2026-10-21"])
        #expect(view.exitCode == 0, "\(view.stderr)")
        #expect(
            view.stderr.hasSuffix(
                "check-in: the week of 2026-10-19 was checked in on 2026-10-26; showing it as recorded in the plan, "
                    + "read-only (nothing is recorded; the week's snapshot and evidence are not stored); the "
                    + "recommendation recorded then: adjust (--recompute shows what it would say now)\n"))
        let json = try JSONParser().parse(Array(view.stdout.utf8))
        #expect(json["view"] == "recorded")
        #expect(json["week"] == .object(["start": "2026-10-19", "end": "2026-10-25"]))
        #expect(json["date"] == "2026-10-26")
        #expect(json["activeTarget"] == .object(["kcalPerDay": .number(1950), "source": "recommended"]))
        #expect(
            json["recommendation"]
                == .object([
                    "kind": "adjust", "targetKcalPerDay": .number(1800), "changeKcalPerDay": .number(-150),
                    "reasonCodes": .array(["aimAtGoalRateLower", "limitedToMaximumWeeklyChange"]),
                ]))
        let decisions = try #require(json["decisions"]?.arrayValue)
        #expect(
            decisions.map { $0["kind"]?.stringValue ?? "" } == [
                "recommendationAccepted", "decisionUndone", "recommendationDeferred", "recommendationAccepted",
            ])
        #expect(
            decisions.map { $0["date"]?.stringValue ?? "" } == ["2026-10-26", "2026-10-26", "2026-10-26", "2026-10-28"])
        #expect(decisions.map { $0["activeTargetAfter"]?["kcalPerDay"]?.numberValue ?? 0 } == [1800, 1950, 1950, 1800])
        // Nothing the days would give: no snapshot, consistency or evidence, and it says they are not stored.
        for member in ["snapshot", "consistency", "evidence", "daysToValidate", "measurements"] {
            #expect(json[member] == nil, "\(member)")
            #expect(json["notStored"]?.arrayValue?.contains(.string(member)) == true, "\(member)")
        }
        let markdown = Self.run(["check-in", path, "--week", "2026-10-19", "--format", "markdown"]).stdout
        #expect(markdown.hasPrefix("# Weekly check-in: 2026-10-19 to 2026-10-25, as recorded\n"))
        #expect(markdown.contains("1,950 kcal/day (recommended by the engine)."))
        #expect(markdown.contains("Change the target by -150 kcal/day to 1,800 kcal/day."))
        #expect(
            markdown.contains(
                "- 2026-10-28: accepted the recommendation; target after it: 1,800 kcal/day (recommended by the "
                    + "engine)."))
        #expect(markdown.contains("## Not stored"))
        let html = Self.run(["check-in", path, "--week", "2026-10-19", "--format", "html"])
        #expect(html.exitCode == 0 && html.stdout.contains("1,800 kcal/day") && !html.stdout.contains("<svg"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)

        // Recomputed: the plan as it stood on 2026-10-26, the days as they are now. None of the
        // week's 7 days is left, so 0 are evidence, below the policy's 4: no change until they are.
        let now = Self.run(["check-in", path, "--week", "2026-10-19", "--recompute"])
        #expect(now.exitCode == 0, "\(now.stderr)")
        #expect(
            now.stderr.hasSuffix(
                "showing it recomputed read-only (nothing is recorded) on the plan as it stood then, with the days "
                    + "as they are now (answers given since included); the recommendation recorded then: adjust\n"))
        let recomputed = try JSONParser().parse(Array(now.stdout.utf8))
        #expect(recomputed["view"] == nil)
        #expect(recomputed["date"] == "2026-10-26")
        #expect(recomputed["consistency"]?["daysLogged"] == .number(0))
        #expect(recomputed["consistency"]?["evidenceDays"] == .number(0))
        #expect(recomputed["recommendation"]?["kind"] == "needsMoreEvidence")
        #expect(recomputed["recommendation"]?["reasonCodes"] == .array(["tooFewEvidenceDaysInWeek"]))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    /// `--recompute` is only for a week already checked in and is never recorded; a date does not
    /// apply to the record, which is dated the day it was recorded.
    @Test func theRecomputeOptionAndADateAreRefusedWhereTheyDoNotApply() throws {
        let path = try Self.document()
        let notCheckedIn = Self.run(["check-in", path, "--week", "2026-11-23", "--recompute"])
        #expect(notCheckedIn.exitCode == ExitCode.usage)
        #expect(
            notCheckedIn.stderr.contains(
                "--recompute applies only to a week already checked in; the week of 2026-11-23 has no recorded "
                    + "check-in\n"))
        let out = path + ".new"
        let recorded = Self.run(["check-in", path, "--week", "2026-10-19", "--recompute", "--out", out])
        #expect(recorded.exitCode == ExitCode.usage)
        #expect(recorded.stderr.contains("--recompute is read-only: a recomputed past check-in is never recorded"))
        #expect(!FileManager.default.fileExists(atPath: out))
        let dated = Self.run(["check-in", path, "--week", "2026-10-19", "--date", "2026-10-30"])
        #expect(dated.exitCode == ExitCode.usage)
        #expect(
            dated.stderr.contains(
                "--date does not apply to the week of 2026-10-19, checked in on 2026-10-26: its recorded check-in "
                    + "is shown as recorded (found 2026-10-30)"))
    }

    /// The same person manual-only now (an eating disorder answered since): neither view shows an
    /// automated number in any format. The record's 1,950, 1,800 and −150 are all the engine's
    /// (recommended) numbers, so none may appear (nor the recomputed desired target, 1,573.8); the
    /// kind and the decisions' days may. The recomputed chart's bars are the person's own logged
    /// intakes (1,800 on 19 October, 1,950 on 20 October), theirs to see, so their labels are not searched.
    @Test func manualOnlyNowHoldsInEveryFormatOfThePastView() throws {
        let path = try Self.document { object in
            var screen = object["safetyScreen"] as? [String: Any] ?? [:]
            screen["eatingDisorder"] = true
            object["safetyScreen"] = screen
        }
        let loggedIntake = try Regex(#"<title>\d{4}-\d{2}-\d{2} [0-9,]+ kcal</title>"#)
        for extra in [[], ["--recompute"]] {
            for format in ["json", "markdown", "html"] {
                let result = Self.run(["check-in", path, "--week", "2026-10-19", "--format", format] + extra)
                let label = "\(format) \(extra)"
                #expect(result.exitCode == 0, "\(label): \(result.stderr)")
                let shown = result.stdout.replacing(loggedIntake, with: "")
                for figure in ["1950", "1,950", "1800", "1,800", "-150", "1573", "1,570"] {
                    #expect(!ManualOnlyCommandsTests.containsNumber(shown, figure), "\(label) shows \(figure)")
                }
                #expect(result.stdout.contains("No automated number is shown."), "\(label)")
            }
        }
        let json = try JSONParser().parse(Array(Self.run(["check-in", path, "--week", "2026-10-19"]).stdout.utf8))
        #expect(json["manualOnly"]?["status"] == "manualOnly")
        #expect(json["manualOnly"]?["reasonCodes"] == .array(["screenAnswerYes"]))
        #expect(json["policy"]?["checkIn"] == nil)
        #expect(json["activeTarget"]?["kcalPerDay"] == .null)
        #expect(json["recommendation"]?["kind"] == "adjust")
        #expect(json["recommendation"]?["targetKcalPerDay"] == nil)
        #expect(json["recommendation"]?["changeKcalPerDay"] == nil)
        #expect(json["decisions"]?.arrayValue?.allSatisfy { $0["activeTargetAfter"]?["kcalPerDay"] == .null } == true)
    }
}

import Foundation
import NutritionCLI
import NutritionEngine
import Testing

/// Issue 20 item 4: messages a person can act on — a missing person names what to write, a flood of
/// identical review lines or "after asOf" errors becomes one line with the count and the dates.
@Suite struct ActionableMessageTests {
    func run(_ arguments: [String], stdin: String) -> CommandResult {
        NutritionCommandLine.run(arguments: arguments, stdin: Data(stdin.utf8))
    }

    /// `count` consecutive days from `start`, each with `member`.
    static func days(_ count: Int, from start: String = "2026-01-01", _ member: String) -> String {
        let first = CalendarDate(iso: start) ?? CalendarDate(dayNumber: 0)
        return (0..<count).map { #"{"date": "\#(first.adding(days: $0))", \#(member)}"# }.joined(separator: ", ")
    }

    @Test(arguments: [["estimate", "-"], ["recommend", "-"], ["maintenance", "-"]])
    func aMissingPersonNamesTheMembersToGive(_ command: [String]) {
        let result = run(command, stdin: #"{"schemaVersion": 1, "goal": {"kind": "maintain"}}"#)
        #expect(result.exitCode == 65)
        #expect(
            result.stderr.contains(
                "; a person gives equationSex, ageYears, heightCm (or heightIn, with optional heightFt), weightKg "
                    + "(or weightLb) and activityLevel"), "\(result.stderr)")
    }

    @Test func aDocumentWithoutAPersonGetsOneReviewLineForItsUncheckedDays() throws {
        // 152 days from 2026-01-01 (Jan 31 + Feb 28 + Mar 31 + Apr 30 + May 31 = 151, so the last is
        // 2026-06-01), each logged with unknown completeness: one line, not 152.
        let document =
            #"{"schemaVersion": 1, "asOf": "2026-06-02", "days": ["#
            + Self.days(152, #""intakeKcal": 2100"#) + "]}"
        let result = run(["days", "-", "--format", "markdown"], stdin: document)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let review = result.stdout.components(separatedBy: "## Days to review")[1].components(separatedBy: "## ")[0]
        let bullets = review.split(separator: "\n").filter { $0.hasPrefix("- ") }
        #expect(bullets.count == 1, "\(review)")
        #expect(
            bullets.first?.hasPrefix("- 152 days, 2026-01-01 to 2026-06-01: intake is logged but its completeness")
                == true)
        // The JSON still lists every day, for a program.
        let json = run(["days", "-"], stdin: document)
        #expect(try JSONParser().parse(json.stdout)["review"]?.arrayValue?.count == 152)
    }

    @Test func aFewLinesKeepTheirDates() {
        let document =
            #"{"schemaVersion": 1, "asOf": "2026-01-08", "days": ["#
            + Self.days(7, #""intakeKcal": 2100"#) + "]}"
        let page = run(["days", "-", "--format", "markdown"], stdin: document).stdout
        for day in 1...7 { #expect(page.contains("- 2026-01-0\(day): intake is logged but")) }
    }

    @Test func manyDaysAfterAsOfAreOneIssueWithTheCountAndTheRange() {
        // 53 days after asOf 2026-01-10: 2026-01-11 … 2026-03-04 (21 + 28 + 4 = 53).
        let document =
            #"{"schemaVersion": 1, "asOf": "2026-01-10", "days": ["#
            + Self.days(10, #""intakeKcal": 2100, "intakeCompleteness": "complete""#) + ", "
            + Self.days(53, from: "2026-01-11", #""intakeKcal": 2100"#) + "]}"
        let result = run(["days", "-"], stdin: document)
        #expect(result.exitCode == 65)
        #expect(
            result.stderr
                == "<stdin>:/days/10/date: outOfRange: 53 days, 2026-01-11 to 2026-03-04, are after asOf 2026-01-10; "
                + "days after the evaluation day cannot be logged\n")
        // One day after asOf keeps its own sentence.
        let one = #"{"schemaVersion": 1, "asOf": "2026-01-10", "days": [{"date": "2026-01-11", "intakeKcal": 2000}]}"#
        #expect(
            run(["days", "-"], stdin: one).stderr
                == "<stdin>:/days/0/date: outOfRange: 2026-01-11 is after asOf 2026-01-10; days after the evaluation "
                + "day cannot be logged\n")
    }

    @Test func thePlanStatementAfterAResetNamesTheDaysUsed() {
        // The walkthrough was reset on 2026-11-23; a plan on 2026-11-30 learns from the 7 days
        // 2026-11-23..2026-11-29, not the 28-day window 2026-11-02..2026-11-29.
        let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "Vectors/check-in/walkthrough/22-plan-new-archives/input.json"
            ).path
        let result = NutritionCommandLine.run(
            arguments: [
                "plan", "new", document, "--target-source", "recommended", "--date", "2026-11-30", "--out", "-",
            ],
            stdin: Data())
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr.contains("learned from the logged days 2026-11-23..2026-11-29;"), "\(result.stderr)")
    }

    @Test func aResetAfterTheWeekBeganIsNamedBesideTheWeeksEvidence() throws {
        // The walkthrough reset on 2026-11-23, moved to 2026-11-30: the week 2026-11-23..29 still has
        // its 7 evidence days, while the estimate (as of 2026-11-30) learns from none of them.
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "Vectors/check-in/walkthrough/21-check-in-after-reset/input.json")
        var document = try #require(
            try JSONSerialization.jsonObject(with: try Data(contentsOf: url)) as? [String: Any])
        var plan = try #require(document["plan"] as? [String: Any])
        var history = try #require(plan["history"] as? [[String: Any]])
        #expect(history[history.count - 1]["kind"] as? String == "algorithmReset")
        let arguments = ["check-in", "-", "--week", "2026-11-23", "--date", "2026-11-30", "--format", "markdown"]
        let sentence =
            "The maintenance estimate learns only from the days since the reset on 2026-11-30, so the "
            + "week's days before it count for this week's figures, not for the estimate."
        let onWeekStart = run(arguments, stdin: String(decoding: try Data(contentsOf: url), as: UTF8.self))
        #expect(onWeekStart.exitCode == 0)
        #expect(!onWeekStart.stdout.contains("learns only from the days since the reset"))
        history[history.count - 1]["date"] = "2026-11-30"
        plan["history"] = history
        document["plan"] = plan
        let moved = String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)
        let result = run(arguments, stdin: moved)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("on the 7 days that count as evidence"))
        #expect(result.stdout.contains(sentence), "\(result.stdout)")
        #expect(result.stdout.contains("0 logged intake days since the history starts"))
    }
}

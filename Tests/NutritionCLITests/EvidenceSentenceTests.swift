import Foundation
import NutritionCLI
import NutritionEngine
import TestSupport
import Testing

/// The check-in's evidence sentence says what the weight did (issue 20): "intake and weight move together"
/// was printed for every week, also for a weight that did not move beyond its 95 % range.
@Suite struct EvidenceSentenceTests {
    static let walkthrough = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Vectors/check-in/walkthrough")

    /// The walkthrough's JSON check-ins: (case, Monday of the week, day after it).
    static let checkIns = [
        ("02-check-in-week-1", "2026-09-28", "2026-10-05"), ("05-check-in-week-3", "2026-10-12", "2026-10-19"),
        ("07-check-in-week-4", "2026-10-19", "2026-10-26"), ("13-check-in-week-6", "2026-11-02", "2026-11-09"),
        ("16-check-in-week-7", "2026-11-09", "2026-11-16"), ("19-check-in-week-8", "2026-11-16", "2026-11-23"),
        ("21-check-in-after-reset", "2026-11-23", "2026-11-30"),
    ]

    static func statement(_ index: Int) throws -> String {
        let (name, week, date) = checkIns[index]
        let input = try Data(contentsOf: walkthrough.appendingPathComponent("\(name)/input.json"))
        let result = NutritionCommandLine.run(
            arguments: ["check-in", "-", "--week", week, "--date", date], stdin: input)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let json = try JSONParser().parse(result.stdout)
        return try #require(json["evidence", "statement"]?.stringValue)
    }

    /// The closing sentence agrees with the rate and range the same statement prints: "held steady" exactly
    /// when |rate| ≤ its ± range, "changed by more than its range" otherwise, and never "move together".
    @Test(arguments: checkIns.indices)
    func theSentenceSaysWhatTheWeightDid(index: Int) throws {
        let text = try Self.statement(index)
        let rate = try #require(text.range(of: "weight changed by "), "\(text)")
        let numbers = QuotedNumber.all(in: String(text[rate.upperBound...])).map(\.number)
        let change = try #require(numbers.first)
        let range = try #require(numbers.dropFirst().first)
        #expect(!text.contains("move together"), "\(text)")
        if abs(change.value) <= range.value {
            #expect(text.contains("weight held steady"), "\(text)")
        } else {
            #expect(text.contains("Weight changed by more than its range"), "\(text)")
        }
    }

    /// Week 4 (−0.028 ± 0.14 kg/week) held steady; week 7 (−0.254 ± 0.172) moved: both kinds are covered.
    @Test func bothKindsOfWeekAreCovered() throws {
        #expect(try Self.statement(2).contains("weight held steady"))
        #expect(try Self.statement(4).contains("Weight changed by more than its range"))
    }
}

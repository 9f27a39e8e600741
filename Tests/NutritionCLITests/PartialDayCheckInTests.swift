import Foundation
import NutritionCLI
import NutritionEngine
import Testing

/// Issue 10 item 8: no adjustment while a day of the window far below the target in force (or the
/// person's own recent intake) is unreviewed.
@Suite struct PartialDayCheckInTests {
    static let input = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Vectors/check-in/walkthrough/07-check-in-week-4/input.json")

    /// Week 4 of the walkthrough with 2026-10-23 (1098 kcal, declared incomplete) logged as 1250 kcal.
    static func checkIn(completeness: String, review: String?) throws -> JSONValue {
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: input)) as? [String: Any])
        var days = try #require(document["days"] as? [[String: Any]])
        let index = try #require(days.firstIndex { $0["date"] as? String == "2026-10-23" })
        #expect(days[index]["intakeKcal"] as? Double == 1098)
        days[index]["intakeKcal"] = 1250
        days[index]["intakeCompleteness"] = completeness
        if let review { days[index]["reviewStatus"] = review }
        document["days"] = days
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ne-partial-\(UUID().uuidString).json")
            .path
        try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: path))
        let result = NutritionCommandLine.run(arguments: [
            "check-in", path, "--week", "2026-10-19", "--date", "2026-10-26",
        ])
        #expect(result.exitCode == 0, "\(result.stderr)")
        return try JSONParser().parse(Data(result.stdout.utf8))
    }

    @Test func anUnreviewedLowDayHoldsTheAdjustment() throws {
        // 1250 kcal against a target of 1930: below 0.7 × 1930 = 1351 (and 0.7 × her usual ~1880),
        // but above half of the NASEM reference (0.5 × 2358.51 = 1179), so the maintenance rule
        // alone counted it as evidence.
        let unreviewed = try Self.checkIn(completeness: "complete", review: nil)
        #expect(unreviewed["recommendation"]?["kind"] == .string("needsMoreEvidence"))
        let codes = unreviewed["recommendation"]?["reasonCodes"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(codes.contains("partialDaysUnreviewed"), "\(codes)")
        let validate = unreviewed["daysToValidate"]?.arrayValue ?? []
        #expect(
            validate.contains { $0["date"] == .string("2026-10-23") && $0["action"] == .string("confirmPartialDay") })

        // Reviewed (reconciled as complete), or declared incomplete as in the walkthrough: adjusted.
        for (completeness, review) in [("complete", "reconciled"), ("incomplete", nil)] {
            let reviewed = try Self.checkIn(completeness: completeness, review: review)
            #expect(reviewed["recommendation"]?["kind"] == .string("adjust"), "\(completeness) \(review ?? "")")
        }
    }
}

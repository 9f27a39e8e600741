import Foundation
import NutritionEngine
import Testing

/// `Evaluate.checkIn` on a week already checked in, as an app calls it: the typed record, and the
/// bounds of `recompute`.
@Suite struct PastCheckInEvaluationTests {
    static let walkthrough = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Vectors/check-in/walkthrough")

    static func day(_ text: String) -> CalendarDate {
        guard let date = CalendarDate(iso: text) else { preconditionFailure("bad date \(text)") }
        return date
    }

    /// Step 21: the week of 12 October was checked in on 19 October with the target 1,950
    /// (recommended) and an adjust of −150 to 1,800 (events 5 and 6 of its history); the next event
    /// is the next week's check-in (event 7), so no decision belongs to it.
    @Test func theRecordIsReadFromTheHistory() throws {
        let bytes = try Data(contentsOf: Self.walkthrough.appendingPathComponent("21-check-in-after-reset/input.json"))
        let source = try SourceDocument(json: try JSONParser().parse(bytes))
        let result = try Evaluate.checkIn(
            CheckInRequest(source, week: Self.day("2026-10-14"), record: false), policy: .standard)
        guard case .recorded(let report) = result.report else { return #expect(Bool(false), "\(result.report)") }
        #expect(result.date == CheckInDate(date: Self.day("2026-10-19"), basis: .recorded))
        #expect(result.recorded == nil)
        #expect(report.start == Self.day("2026-10-12") && report.end == Self.day("2026-10-18"))
        #expect(report.target?.kcalPerDay == 1950 && report.target?.source == .recommended)
        #expect(
            report.offer
                == .shown(
                    OfferedRecommendation(
                        kind: .adjust, newTargetKcalPerDay: 1800, changeKcalPerDay: -150,
                        reasonCodes: [.aimAtGoalRateLower, .limitedToMaximumWeeklyChange]),
                    targetKcalPerDay: 1800))
        #expect(report.decisions.isEmpty)
        #expect(report.gate.allowsAutomatedNumbers)

        var recompute = CheckInRequest(source, week: Self.day("2026-10-14"), record: true)
        recompute.recompute = true
        #expect(
            throws: EvaluationError.invalidRequest(
                RequestProblem(
                    parameter: "recompute", message: "is read-only: a recomputed past check-in is never recorded"))
        ) { try Evaluate.checkIn(recompute, policy: .standard) }
    }
}

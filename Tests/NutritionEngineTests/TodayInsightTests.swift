import Foundation
import NutritionEngine
import TestSupport
import Testing

/// `today`'s helpful insight: the strongest pattern that passes in the days before today, at most
/// one, as the check-in shows it; none when nothing passes; a manual-only view gets a logging
/// pattern at most.
@Suite struct TodayInsightTests {
    /// The Today view on the day after `PatternDocuments`' 16 weeks (2026-04-27, noon UTC).
    static func today(_ document: InputDocument) throws -> TodayResult {
        let at = try #require(Timestamp("2026-04-27T12:00:00Z"))
        return try Evaluate.today(TodayRequest(document: document, at: at, writtenOffsetSeconds: 0), policy: .standard)
    }

    func choose(_ n: Int, _ k: Int) -> Double { (0..<k).reduce(1.0) { $0 * Double(n - $1) / Double($1 + 1) } }

    /// Fridays incomplete in weeks 1 to 12, no other day: 12 of 16 against 0 of 96, p =
    /// C(16, 12)/C(112, 12), stated in the JSON's `insight` and in the page's one section.
    @Test func aPassingPatternIsTodaysInsight() throws {
        let document = try PatternDocuments.document { index in
            index % 7 == 4 && index / 7 < 12 ? PatternDocuments.incomplete : PatternDocuments.complete()
        }
        let result = try Self.today(document)
        guard case .today(let report) = result else {
            Issue.record("an eligible person's Today view is manual-only")
            return
        }
        let insight = try #require(report.insight)
        #expect(
            insight.pattern.candidate.data == .shares(groupEvents: 12, groupDays: 16, otherEvents: 0, otherDays: 96))
        #expect(isApproximatelyEqual(insight.pattern.pValue, choose(16, 12) / choose(112, 12), relative: 1e-9))
        #expect(insight.period.lastDay == PatternDocuments.start.adding(days: 111))
        #expect(insight.lookedForCount == 38)
        #expect(result.json["insight", "id"] == "logging.incomplete.friday")
        #expect(result.json["insight", "candidates", "lookedFor"] == 38)
        let markdown = try result.rendered(as: .markdown)
        #expect(markdown.contains("## A pattern in your days\n\n" + insight.sentence))
        #expect(insight.sentence.hasPrefix("On Fridays, the log was marked incomplete on 75 % of days (12 of 16)"))
        #expect(markdown.contains("not what caused it"))
    }

    /// With one incomplete day a week on a different weekday each week nothing passes: no `insight`
    /// member and no section, so the view reads as before.
    @Test func noPatternNoInsight() throws {
        let document = try PatternDocuments.document { index in
            index % 7 == (index / 7) % 7 ? PatternDocuments.incomplete : PatternDocuments.complete()
        }
        let result = try Self.today(document)
        #expect(result.json["insight"] == nil)
        #expect(try !result.rendered(as: .markdown).contains("A pattern in your days"))
    }

    /// A manual-only person (pregnant) is searched for logging patterns alone: the Friday is their
    /// insight among 27 candidates (no day or week outcome), in JSON and on the page.
    @Test func aManualOnlyViewGetsALoggingInsight() throws {
        let document = try PatternDocuments.document(manualOnly: true) { index in
            index % 7 == 4 && index / 7 < 12 ? PatternDocuments.incomplete : PatternDocuments.complete()
        }
        let result = try Self.today(document)
        guard case .manualOnly(let view) = result else {
            Issue.record("a pregnant person's Today view shows automated numbers")
            return
        }
        let insight = try #require(view.insight)
        #expect(insight.pattern.candidate.family == .logging)
        #expect(insight.lookedForCount == 27)
        #expect(result.json["insight", "family"] == "logging")
        #expect(try result.rendered(as: .markdown).contains("## A pattern in your days\n\n" + insight.sentence))
    }
}

import Foundation
import NutritionEngine
import TestSupport
import Testing

/// The check-in's helpful insight: at most one, the strongest pattern that passes, only when one
/// does; a manual-only check-in gets a logging pattern at most.
@Suite struct CheckInInsightTests {
    /// The check-in of the last of `PatternDocuments`' 16 weeks (2026-04-20 to 2026-04-26).
    static func checkIn(_ document: InputDocument) throws -> CheckInResult {
        try Evaluate.checkIn(
            CheckInRequest(document: document, week: PatternDocuments.start.adding(days: 7 * 15)), policy: .standard)
    }

    /// Fridays incomplete in weeks 1 to 12 and no other day incomplete: the patterns test's planted
    /// Friday (12 of 16 against 0 of 96, p = C(16, 12)/C(112, 12)) is the check-in's insight, in its
    /// JSON and as the page's seventh section, read from the days up to the end of the week.
    @Test func aPassingPatternIsTheInsight() throws {
        let document = try PatternDocuments.document { index in
            index % 7 == 4 && index / 7 < 12 ? PatternDocuments.incomplete : PatternDocuments.complete()
        }
        let result = try Self.checkIn(document)
        guard case .checkIn(let report) = result.report else {
            Issue.record("an eligible person's check-in is manual-only")
            return
        }
        let insight = try #require(report.insight)
        #expect(insight.pattern.candidate.id == "logging.incomplete.friday")
        #expect(
            insight.pattern.candidate.data == .shares(groupEvents: 12, groupDays: 16, otherEvents: 0, otherDays: 96))
        func choose(_ n: Int, _ k: Int) -> Double { (0..<k).reduce(1.0) { $0 * Double(n - $1) / Double($1 + 1) } }
        #expect(isApproximatelyEqual(insight.pattern.pValue, choose(16, 12) / choose(112, 12), relative: 1e-9))
        #expect(insight.period.firstDay == PatternDocuments.start)
        #expect(insight.period.lastDay == PatternDocuments.start.adding(days: 111))
        #expect(insight.lookedForCount == 38)
        #expect(insight.passingCount >= 1)

        let json = result.json
        #expect(json["insight", "id"] == "logging.incomplete.friday")
        #expect(json["insight", "passes"] == true)
        #expect(json["insight", "candidates", "lookedFor"] == 38)
        #expect(json["insight", "statement"] == .string(insight.sentence))
        #expect(result.page.sections.map(\.title).last == "7. A pattern in your days")
        let markdown = try result.rendered(as: .markdown)
        #expect(markdown.contains("7. A pattern in your days\n\n" + insight.sentence))
        #expect(markdown.contains("It is the strongest of \(insight.passingCount) pattern"))
        #expect(
            insight.sentence.hasPrefix(
                "On Fridays, the log was marked incomplete on 75 % of days (12 of 16), against 0 % of other days (0 of 96)."
            ))
    }

    /// Only the days up to the end of the week are read: Fridays incomplete only after the week
    /// checked in on give no insight to that check-in.
    @Test func daysAfterTheWeekAreNotRead() throws {
        // Weeks 1 to 16 are all complete; the Fridays of weeks 17 to 28 (after the week) are incomplete.
        let document = try PatternDocuments.document(weeks: 28) { index in
            index % 7 == 4 && index / 7 >= 16 ? PatternDocuments.incomplete : PatternDocuments.complete()
        }
        guard case .checkIn(let report) = try Self.checkIn(document).report else {
            Issue.record("an eligible person's check-in is manual-only")
            return
        }
        #expect(report.insight == nil)
        // The same document searched to its end states the Friday.
        let all = try Evaluate.patterns(PatternsRequest(document: document), policy: .standard)
        #expect(all.search.patterns.first?.candidate.id == "logging.incomplete.friday")
    }

    /// With no pattern (one incomplete day a week, a different weekday each week) there is no
    /// insight: no `insight` member in the JSON and no seventh section.
    @Test func noPatternNoInsight() throws {
        let document = try PatternDocuments.document { index in
            index % 7 == (index / 7) % 7 ? PatternDocuments.incomplete : PatternDocuments.complete()
        }
        let result = try Self.checkIn(document)
        guard case .checkIn(let report) = result.report else {
            Issue.record("an eligible person's check-in is manual-only")
            return
        }
        #expect(report.insight == nil)
        #expect(result.json["insight"] == nil)
        #expect(result.page.sections.map(\.title).last == "6. Recommendation for next week")
    }

    /// A manual-only check-in's insight is a logging pattern: the planted Friday is found in the
    /// logging family alone.
    @Test func aManualOnlyCheckInGetsALoggingInsight() throws {
        let document = try PatternDocuments.document(manualOnly: true) { index in
            index % 7 == 4 && index / 7 < 12 ? PatternDocuments.incomplete : PatternDocuments.complete()
        }
        let result = try Self.checkIn(document)
        guard case .manualOnly(let report) = result.report else {
            Issue.record("a pregnant person's check-in has automated numbers")
            return
        }
        let insight = try #require(report.insight)
        #expect(insight.pattern.candidate.family == .logging)
        #expect(insight.pattern.candidate.id == "logging.incomplete.friday")
        // The logging family alone: 27 candidates.
        #expect(insight.lookedForCount == 27)
        #expect(result.json["insight", "family"] == "logging")
    }

    /// Days with 150 g protein at 2,000 kcal (the target) and days with 50 g at 2,600 kcal, in turn:
    /// intake within 10 % of the target on every high-protein day and on none of the others, a day
    /// outcome pattern and the only one (no day is incomplete, untracked or missing). A caller whose
    /// own gate is closed gets no insight at all from it: the outcome families are not searched.
    @Test func aClosedCallerGateSearchesLoggingOnly() throws {
        let document = try PatternDocuments.document { index in
            index % 2 == 0
                ? ["intakeCompleteness": "complete", "intakeKcal": 2000, "proteinG": 150]
                : ["intakeCompleteness": "complete", "intakeKcal": 2600, "proteinG": 50]
        }
        let request = PatternsRequest(document: document)
        let open = try #require(PatternSearch.strongestInsight(request, gate: nil, policy: .standard))
        #expect(open.pattern.candidate.id == "day.withinTarget.highProtein")
        // The closed gate of a manual-only person (pregnant), as the manual-only check-in has it.
        let manualOnly = try PatternDocuments.document(manualOnly: true) { _ in PatternDocuments.complete() }
        guard
            case .manualOnly(let closed) = try Evaluate.patterns(
                PatternsRequest(document: manualOnly), policy: .standard)
        else {
            Issue.record("a pregnant person was searched for outcome patterns")
            return
        }
        #expect(!closed.gate.allowsAutomatedNumbers)
        #expect(PatternSearch.strongestInsight(request, gate: closed.gate, policy: .standard) == nil)
    }
}

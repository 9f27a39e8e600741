import Foundation
import NutritionEngine
import TestSupport
import Testing

/// Documents for the pattern tests: 16 weeks from Monday 2026-01-05 with a plan at 2,000 kcal/day.
enum PatternDocuments {
    static let start = CalendarDate(year: 2026, month: 1, day: 5) ?? CalendarDate(dayNumber: 0)

    /// The document whose day `index` (0 = the first Monday) is `day(index)` (nil: not listed).
    static func document(weeks: Int = 16, manualOnly: Bool = false, _ day: (Int) -> [String: Any]?) throws
        -> InputDocument
    {
        var days: [[String: Any]] = []
        for index in 0..<(7 * weeks) {
            guard var entry = day(index) else { continue }
            entry["date"] = start.adding(days: index).description
            days.append(entry)
        }
        let goal: [String: Any] = ["kind": "lose", "landingWeightKg": 68, "ratePercentPerWeek": 0.5]
        let screen = Dictionary(
            uniqueKeysWithValues: SafetyQuestion.allCases.map { ($0.rawValue, manualOnly && $0 == .pregnant) })
        let object: [String: Any] = [
            "schemaVersion": 1, "asOf": start.adding(days: 7 * weeks).description,
            "person": [
                "equationSex": "female", "ageYears": 34, "heightCm": 168, "weightKg": 72.4,
                "activityLevel": "lowActive",
            ],
            "safetyScreen": screen, "goal": goal, "days": days,
            "plan": [
                "goal": goal, "activeTarget": ["kcalPerDay": 2000, "source": "recommended"],
                "history": [
                    [
                        "kind": "planCreated", "date": start.description, "algorithmVersion": "test",
                        "policyVersion": "test", "eligibility": "eligible", "goal": goal, "targetKcalPerDay": 2000,
                        "targetSource": "recommended",
                    ]
                ],
            ],
        ]
        return try InputDocumentReader.read(Array(try JSONSerialization.data(withJSONObject: object)))
    }

    /// A complete day at `kcal`.
    static func complete(_ kcal: Int = 2000) -> [String: Any] {
        ["intakeCompleteness": "complete", "intakeKcal": kcal]
    }

    /// An incomplete day.
    static var incomplete: [String: Any] { ["intakeCompleteness": "incomplete", "intakeKcal": 900] }
}

@Suite struct PatternSearchTests {
    static func search(_ document: InputDocument, asOf: CalendarDate? = nil) throws -> PatternsResult {
        try Evaluate.patterns(PatternsRequest(document: document, asOf: asOf), policy: .standard)
    }

    /// Each week one day is incomplete, a different weekday each week (Monday in week 1, Tuesday in
    /// week 2, …): every weekday's share is 2 or 3 of 16 against the rest, nothing stands out, and no
    /// pattern is stated (and so no insight).
    @Test func dataWithoutAPatternGivesNone() throws {
        let document = try PatternDocuments.document { index in
            index % 7 == (index / 7) % 7 ? PatternDocuments.incomplete : PatternDocuments.complete()
        }
        let result = try Self.search(document)
        #expect(result.search.patterns.isEmpty)
        #expect(result.search.tested.allSatisfy { !$0.passes && $0.adjustedPValue > 0.05 })
        #expect(
            PatternSearch.strongestInsight(PatternsRequest(document: document), gate: nil, policy: .standard) == nil)
        // Every candidate is listed, tested or not: 27 logging, 5 day and 6 week candidates.
        #expect(result.search.candidateCount == 38)
        let friday = try #require(result.search.tested.first { $0.candidate.id == "logging.incomplete.friday" })
        // Fridays: weeks 5 and 12 (index 4 and 11 mod 7 = 4): 2 of 16 against 14 of 96.
        #expect(friday.candidate.data == .shares(groupEvents: 2, groupDays: 16, otherEvents: 14, otherDays: 96))
    }

    /// Fridays incomplete in 12 of 16 weeks and no other day: of the tables with margins 16, 96 and 12
    /// events, [[12, 4], [0, 96]] is the least probable (P(a = 12) = C(16, 12)·C(96, 0)/C(112, 12), below
    /// every other P(a = x), e.g. P(11) = C(16, 11)·96/C(112, 12)), so p = C(16, 12)/C(112, 12) = 1,820 over
    /// about 4.4·10¹⁵, far below q even after Benjamini–Hochberg; it is the one insight.
    @Test func aPlantedFridayIsFoundAndIsTheInsight() throws {
        let document = try PatternDocuments.document { index in
            index % 7 == 4 && index / 7 < 12 ? PatternDocuments.incomplete : PatternDocuments.complete()
        }
        let result = try Self.search(document)
        let first = try #require(result.search.patterns.first)
        #expect(first.candidate.id == "logging.incomplete.friday")
        #expect(first.candidate.data == .shares(groupEvents: 12, groupDays: 16, otherEvents: 0, otherDays: 96))
        func choose(_ n: Int, _ k: Int) -> Double { (0..<k).reduce(1.0) { $0 * Double(n - $1) / Double($1 + 1) } }
        #expect(isApproximatelyEqual(first.pValue, choose(16, 12) / choose(112, 12), relative: 1e-9))
        #expect(first.effect.value == 75)
        let insight = try #require(
            PatternSearch.strongestInsight(PatternsRequest(document: document), gate: nil, policy: .standard))
        #expect(insight.pattern == first)
        #expect(
            insight.sentence.hasPrefix(
                "On Fridays, the log was marked incomplete on 75 % of days (12 of 16), against 0 % of other days (0 of 96)."
            ))
    }

    /// A day without `alcoholG` is in neither group: only the days after a day that logged alcohol
    /// (10 g or more, or less) are compared, never the days after one that did not say.
    @Test func unknownAlcoholIsNeitherGroup() throws {
        // Alcohol logged on Mondays (20 g) and Wednesdays (0 g) only.
        let document = try PatternDocuments.document { index in
            var day = PatternDocuments.complete()
            if index % 7 == 0 { day["alcoholG"] = 20 }
            if index % 7 == 2 { day["alcoholG"] = 0 }
            return day
        }
        let result = try Self.search(document)
        let after = try #require(
            result.search.notTested.first { $0.candidate.id == "logging.incomplete.afterAlcoholDay" }
                .map(\.candidate)
                ?? result.search.tested.first { $0.candidate.id == "logging.incomplete.afterAlcoholDay" }?
                .candidate)
        // Tuesdays follow an alcohol day (16), Thursdays a day without (16); the other days follow a day
        // whose alcohol is unknown and are in neither group.
        #expect(after.sizes == (16, 16))
    }

    /// A manual-only person is searched for logging patterns only: no candidate reads a target or an
    /// estimate, and the result type holds none.
    @Test func manualOnlyGetsLoggingPatternsOnly() throws {
        let document = try PatternDocuments.document(manualOnly: true) { index in
            index % 7 == 4 && index / 7 < 12 ? PatternDocuments.incomplete : PatternDocuments.complete()
        }
        guard case .manualOnly(let report) = try Self.search(document) else {
            Issue.record("a manual-only person got every family")
            return
        }
        #expect(report.search.candidateCount == 27)
        #expect(
            (report.search.tested.map(\.candidate) + report.search.notTested.map(\.candidate)).allSatisfy {
                $0.family == .logging
            })
        #expect(report.search.patterns.first?.candidate.id == "logging.incomplete.friday")
        let insight = try #require(
            PatternSearch.strongestInsight(PatternsRequest(document: document), gate: nil, policy: .standard))
        #expect(insight.pattern.candidate.family == .logging)
        #expect(report.json["balance"] == nil)
        #expect(Set(report.json["policy"]?.objectValue?.keys ?? []) == ["version", "patterns"])
        #expect(report.json["manualOnly", "status"] == "manualOnly")
        #expect(report.json["families"] == ["logging"])
    }

    /// Without a person or days there is nothing to search; both are named.
    @Test func aDocumentWithoutPersonOrDaysIsInvalid() {
        do {
            _ = try Evaluate.patterns(PatternsRequest(document: InputDocument()), policy: .standard)
            Issue.record("an empty document was searched")
        } catch {
            guard case .invalidDocument(let issues) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(issues.map(\.path.description) == ["/person", "/days"])
        }
    }

    /// The same document gives the same output, p-values of the permutation tests included; an
    /// earlier evaluation day reads only the days before it.
    @Test func theOutputIsReproducibleAndFollowsAsOf() throws {
        let document = try PatternDocuments.document { index in
            var day = index % 5 == 0 ? PatternDocuments.incomplete : PatternDocuments.complete(1800 + 37 * (index % 11))
            day["trainingMinutes"] = index % 7 < 3 ? 45 : 0
            day["steps"] = 6000 + 313 * (index % 13)
            return day
        }
        let first = try Self.search(document)
        let second = try Self.search(document)
        #expect(try first.rendered(as: .json) == second.rendered(as: .json))
        #expect(first.search.tested.contains { $0.test == .permutation })
        let earlier = try Self.search(document, asOf: PatternDocuments.start.adding(days: 56))
        guard case .patterns(let report) = earlier else {
            Issue.record("not eligible")
            return
        }
        #expect(report.period.days == 56)
        #expect(report.period.weeks == 8)
    }
}

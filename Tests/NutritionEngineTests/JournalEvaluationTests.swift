import Foundation
import Testing

@testable import NutritionEngine

/// `Evaluate.journal`: weeks recomputed from the days, week-end estimates equal to `maintenance`
/// at those dates, charts whose labels never meet, and no automated number for a manual-only person.
@Suite struct JournalEvaluationTests {
    static let walkthrough = ChartLabelTests.vectors.appendingPathComponent("check-in/walkthrough")

    static func source(_ path: String) throws -> SourceDocument {
        let bytes = try Data(contentsOf: ChartLabelTests.vectors.appendingPathComponent(path))
        return try SourceDocument(json: try JSONParser().parse(bytes))
    }

    static func journal(_ path: String, weeks: Int? = nil) throws -> JournalResult {
        try Evaluate.journal(JournalRequest(document: try source(path).document, weeks: weeks), policy: .standard)
    }

    /// Each week's estimate is the number `maintenance` gives for the same document with `asOf` the
    /// day after the week, wherever the reset in force then is the document's last (19: no reset;
    /// 21: the weeks after the reset of 20-reset).
    @Test(arguments: [
        "check-in/walkthrough/19-check-in-week-8/input.json", "check-in/walkthrough/21-check-in-after-reset/input.json",
    ])
    func weekEndEstimatesAreWhatMaintenanceSaidThen(path: String) throws {
        let document = try Self.source(path).document
        guard case .journal(let report) = try Self.journal(path) else {
            Issue.record("an eligible person's journal is manual-only")
            return
        }
        var compared = 0
        for estimate in report.estimates where estimate.resetDate == document.lastResetDate {
            var then = document
            then.dayLog.declaredAsOf = estimate.asOf
            guard
                case .maintenance(let maintenance) = try Evaluate.maintenance(.init(document: then), policy: .standard)
            else {
                Issue.record("maintenance is manual-only at \(estimate.asOf)")
                continue
            }
            let said = maintenance.assessment.estimate
            #expect(said.kcalPerDay == estimate.kcalPerDay, "\(estimate.asOf)")
            #expect(said.interval95LowKcalPerDay == estimate.interval95LowKcalPerDay)
            #expect(said.interval95HighKcalPerDay == estimate.interval95HighKcalPerDay)
            #expect(said.status == estimate.status)
            compared += 1
        }
        #expect(compared >= 1)
    }

    /// The walkthrough's weeks recomputed from the raw days: intake and protein over the days logged
    /// complete and not suspect (METHOD §3: below 50 % or above 200 % of the equations' maintenance,
    /// unless reconciled: 2026-10-28's 640 kcal is), steps over the days with a count, weigh-ins counted.
    @Test func weeksAreRecomputedFromTheDays() throws {
        let path = "check-in/walkthrough/19-check-in-week-8/input.json"
        let bytes = try Data(contentsOf: ChartLabelTests.vectors.appendingPathComponent(path))
        let raw = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        let days = try #require(raw["days"] as? [[String: Any]])
        guard case .journal(let report) = try Self.journal(path) else { return }
        let person = try #require(try Self.source(path).document.person)
        let nasem = EnergyEstimate(person: person, policy: Policy.standard.estimate).nasemKcalPerDay
        func counts(_ day: [String: Any]) -> Bool {
            guard (day["intakeCompleteness"] as? String) == "complete",
                let kcal = (day["intakeKcal"] as? NSNumber)?.doubleValue
            else { return false }
            return (day["reviewStatus"] as? String) == "reconciled" || (kcal >= 0.5 * nasem && kcal <= 2 * nasem)
        }
        #expect(report.weeks.count == 9)
        #expect(report.weeks.first?.start.description == "2026-11-23")
        #expect(report.weeks.last?.start.description == "2026-09-28")
        for week in report.weeks {
            let inWeek = days.filter {
                guard let date = ($0["date"] as? String).flatMap(CalendarDate.init(iso:)) else { return false }
                return date >= week.start && date <= week.end
            }
            let complete = inWeek.filter(counts)
            let intakes = complete.compactMap { ($0["intakeKcal"] as? NSNumber)?.doubleValue }
            let proteins = complete.compactMap { ($0["proteinG"] as? NSNumber)?.doubleValue }
            let steps = inWeek.compactMap { ($0["steps"] as? NSNumber)?.doubleValue }
            func mean(_ values: [Double]) -> Double? {
                values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
            }
            let s = week.summary
            #expect(s.intakeCoverage.days == intakes.count, "\(week.start)")
            #expect(abs((s.meanIntakeKcalPerEvidenceDay ?? -1) - (mean(intakes) ?? -1)) < 1e-9, "\(week.start)")
            #expect(abs((s.meanProteinGPerEvidenceDay ?? -1) - (mean(proteins) ?? -1)) < 1e-9, "\(week.start)")
            #expect(abs((s.meanStepsPerDayWithSteps ?? -1) - (mean(steps) ?? -1)) < 1e-9, "\(week.start)")
            #expect(s.weightCoverage.days == inWeek.filter { $0["weightKg"] != nil }.count, "\(week.start)")
        }
        // Week 7 (2026-11-09) by hand: 1808, 1908, 1699, 1568, 2155, 1921 complete (11-15 incomplete):
        // 11,059 / 6 = 1,843.17 kcal/day, as its check-in says; checked in on 2026-11-16, then an own edit.
        let week7 = try #require(report.weeks.first { $0.start.description == "2026-11-09" })
        #expect(abs((week7.summary.meanIntakeKcalPerEvidenceDay ?? 0) - 11_059.0 / 6) < 1e-9)
        #expect(week7.checkInStatus == .recorded && week7.checkInDate?.description == "2026-11-16")
        #expect(week7.decisions.map(\.kind) == [.recommendationOffered, .targetEdited])
        #expect(week7.decisions.last?.targetAfter == ActiveTarget(kcalPerDay: 1850, source: .edited))
        // Week 8 is over and not checked in: ready; --weeks 3 keeps the newest three.
        #expect(report.weeks.first { $0.start.description == "2026-11-16" }?.checkInStatus == .ready)
        guard case .journal(let three) = try Self.journal(path, weeks: 3) else { return }
        #expect(three.weeks.map(\.start.description) == ["2026-11-23", "2026-11-16", "2026-11-09"])
    }

    @Test func weeksOutOfRangeAreRefused() throws {
        let document = try Self.source("check-in/walkthrough/19-check-in-week-8/input.json").document
        for weeks in [0, 521] {
            #expect(
                throws: EvaluationError.invalidRequest(
                    RequestProblem(parameter: "weeks", message: "must be a whole number from 1 to 520"))
            ) {
                try Evaluate.journal(JournalRequest(document: document, weeks: weeks), policy: .standard)
            }
        }
    }

    /// A person manual-only now (the walkthrough's week-4 document with an eating disorder on the
    /// screen): no estimate, band, recommended target or offer number in JSON, Markdown, HTML or SVG.
    @Test func aManualOnlyJournalHoldsNoAutomatedNumber() throws {
        let result = try Self.journal("check-in/plan-target/accept-refused-manual-only-now/input.json")
        guard case .manualOnly(let report) = result else {
            Issue.record("a manual-only person's journal has automated numbers")
            return
        }
        #expect(report.targets?.changes.allSatisfy { $0.target == nil } == true)
        // The offers' kinds stay (the person saw them); their numbers do not.
        let offers = report.weeks.flatMap(\.decisions).compactMap(\.offer)
        #expect(offers.map(\.kind) == [.adjust, .needsMoreEvidence, .needsMoreEvidence, .needsMoreEvidence])
        #expect(offers.allSatisfy { $0.newTargetKcalPerDay == nil && $0.changeKcalPerDay == nil })
        for format in JournalResult.formats {
            // The gate's statement says what is withheld ("no estimate, rate or target"); the rest must not show it.
            let text = try result.rendered(as: format).replacingOccurrences(of: report.gate.statement, with: "")
            for forbidden in [
                "estimate", "interval95", "95 %", "1950", "1,950", "1800", "1,800", "1930", "1,930",
                "newTargetKcalPerDay", "polygon",
            ] {
                #expect(!text.lowercased().contains(forbidden), "\(format) holds \(forbidden)")
            }
            #expect(text.contains("2026-10-19"), "\(format) lists the weeks")
        }
    }

    /// Every vector document's journal charts keep their labels apart (all weeks, and the newest two).
    @Test func everyVectorsJournalChartsKeepTheirLabelsApart() throws {
        var charts = 0
        for (path, source) in try ChartLabelTests.documents() {
            for weeks in [nil, 2] {
                guard
                    let result = try? Evaluate.journal(
                        JournalRequest(document: source.document, weeks: weeks), policy: .standard)
                else { continue }
                let canvases: [ChartCanvas] =
                    switch result {
                    case .journal(let report): report.charts
                    case .manualOnly(let report): report.charts
                    }
                for canvas in canvases {
                    #expect(canvas.collisions.isEmpty, "\(path) weeks \(weeks ?? 0): \(canvas.collisions)")
                    charts += 1
                }
            }
        }
        #expect(charts > 100)
    }
}

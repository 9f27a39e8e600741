import Foundation
import NutritionEngine
import TestSupport
import Testing

/// `Evaluate.checkIn` as an app calls it: a document in, a typed result out.
@Suite struct CheckInEvaluationTests {
    static let vectors = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Vectors/check-in/walkthrough")

    /// The walkthrough document of METHOD §5's worked example (`07-check-in-week-4`), as an app has it.
    static func weekFour() throws -> SourceDocument {
        let bytes = try Data(contentsOf: vectors.appendingPathComponent("07-check-in-week-4/input.json"))
        return try SourceDocument(json: try JSONParser().parse(bytes))
    }

    static func day(_ text: String) -> CalendarDate {
        guard let date = CalendarDate(iso: text) else { preconditionFailure("bad date \(text)") }
        return date
    }

    /// METHOD §5's worked example, checked by hand from the figures it quotes: the estimate 1,939.37
    /// kcal/day, ρ 7,126.80 kcal/kg and the trend weight 77.85 kg give a requested deficit of
    /// 77.85 × 0.005 × 7,126.80 / 7 = 396.30 kcal/day, above the 20 % cap 387.87, so the desired
    /// target is 1,939.37 − 387.87 = 1,551.49 and the goal rate −387.87 × 7 / 7,126.80 = −0.381
    /// kg/week; 1,950 − 1,551.49 is more than the weekly maximum, so the offer is 1,950 − 150 = 1,800.
    @Test func aMissedWeekMayBeSkippedAndIsNeverCheckedInAfterwards() throws {
        // METHOD §5: the last checked-in week is 2026-10-12; 2026-11-02 skips two weeks and is accepted,
        // dated the day after it. Afterwards the skipped 2026-10-26 is refused, as is any week not
        // after the last one — for recording; without recording a past week is a read-only view
        // (issue 21), so the refusal is asked of a request that records.
        let source = try Self.weekFour()
        let skipped = try Evaluate.checkIn(
            CheckInRequest(source, week: Self.day("2026-11-02"), record: true), policy: .standard)
        #expect(skipped.date.date == Self.day("2026-11-09"))
        let recorded = try SourceDocument(json: try #require(skipped.recorded?.json))
        for week in ["2026-10-26", "2026-11-02"] {
            #expect {
                try Evaluate.checkIn(CheckInRequest(recorded, week: Self.day(week), record: true), policy: .standard)
            } throws: { error in
                guard case .refused(let refusal) = error as? EvaluationError else { return false }
                return refusal.code == .alreadyCheckedIn
                    && refusal.message
                        == "the week of \(week) is not after the last checked-in week (2026-11-02); check-ins go "
                        + "forward (a missed week may be skipped, never checked in afterwards)"
            }
        }
    }

    @Test func theWorkedExampleWeekFour() throws {
        let source = try Self.weekFour()
        // Any day of the week will do; no date: the check-in's rule dates it.
        let request = CheckInRequest(source, week: Self.day("2026-10-21"), record: true)
        let result = try Evaluate.checkIn(request, policy: .standard)

        #expect(result.date == CheckInDate(date: Self.day("2026-10-26"), basis: .dayAfterWeek))
        #expect(result.date.statement == "dated 2026-10-26, the day after the week")
        guard case .checkIn(let report) = result.report else {
            Issue.record("an eligible person's check-in is manual-only")
            return
        }
        #expect(report.week.start == Self.day("2026-10-19"))
        #expect(report.week.end == Self.day("2026-10-25"))
        let estimate = report.maintenance.estimate
        #expect(isApproximatelyEqual(estimate.kcalPerDay, 1939.37, absolute: 0.005))
        #expect(isApproximatelyEqual(estimate.interval95LowKcalPerDay, 1759.28, absolute: 0.005))
        #expect(isApproximatelyEqual(estimate.interval95HighKcalPerDay, 2119.45, absolute: 0.005))
        let rho = estimate.energyDensityKcalPerKg
        #expect(isApproximatelyEqual(rho, 7126.80, absolute: 0.005))
        #expect(isApproximatelyEqual(report.week.currentWeightKg, 77.85, absolute: 0.005))

        let requestedDeficit = report.week.currentWeightKg * 0.5 / 100 * rho / 7
        let cap = 0.20 * estimate.kcalPerDay
        // 396.30 from the rounded weight; the unrounded trend moves it by less than 0.005 kg × 0.005 × ρ / 7.
        #expect(isApproximatelyEqual(requestedDeficit, 396.30, absolute: 0.03))
        #expect(isApproximatelyEqual(cap, 387.87, absolute: 0.01))
        #expect(requestedDeficit > cap)
        let desired = try #require(report.desiredTargetKcalPerDay)
        #expect(isApproximatelyEqual(desired, estimate.kcalPerDay - cap, absolute: 1e-6))
        #expect(isApproximatelyEqual(desired, 1551.49, absolute: 0.005))
        let goalRate = try #require(report.goalRateKgPerWeek)
        #expect(isApproximatelyEqual(goalRate, -cap * 7 / rho, absolute: 1e-9))
        #expect(isApproximatelyEqual(goalRate, -0.381, absolute: 0.0005))

        let offer = try #require(report.recommendation)
        #expect(offer.kind == .adjust)
        let newTarget = try #require(offer.newTargetKcalPerDay)
        #expect(newTarget == 1950.0 - 150.0)
        #expect(offer.changeKcalPerDay == -150)
        #expect(report.reasons == [.aimAtGoalRateLower, .limitedToMaximumWeeklyChange])
        #expect(offer.reasonCodes == report.reasons.map(\.code))
        #expect(report.week.target?.kcalPerDay == 1950)
        // The page writes calories as people read them; the JSON's explanation keeps the plain figure.
        #expect(report.page.markdown.contains("Change the target by -150 kcal/day to 1,800 kcal/day"))
        let explanation = report.json["recommendation"]?["explanation"]?.stringValue ?? ""
        #expect(explanation.contains("Change the target by -150 kcal/day to 1800 kcal/day"))
        #expect(
            report.reasons[1].sentence(policy: Policy.standard.checkIn).contains("at most 150 kcal/day in one week"))

        // The recorded document: the source's members kept, the check-in and its one offer appended.
        let recorded = try #require(result.recorded)
        #expect(recorded.json["days"] == source.json["days"])
        #expect(try JSONParser().parse(recorded.text) == recorded.json)
        let history = try #require(try InputDocumentReader.read(recorded.json).plan?.history)
        #expect(history.count == (source.document.plan?.history.count ?? 0) + 2)
        #expect(history.suffix(2).map(\.kind) == [.checkInCompleted, .recommendationOffered])
        #expect(history.last?.recommendation == offer)
        #expect(history.last?.week == Self.day("2026-10-19"))
    }

    /// Without `record`, nothing is recorded; a given date is the date, with no statement.
    @Test func aGivenDateAndNoRecord() throws {
        let source = try Self.weekFour()
        let result = try Evaluate.checkIn(
            CheckInRequest(source, week: Self.day("2026-10-19"), date: Self.day("2026-10-27"), record: false),
            policy: .standard)
        #expect(result.recorded == nil)
        #expect(result.date == CheckInDate(date: Self.day("2026-10-27"), basis: .given))
        #expect(result.date.statement == nil)
    }

    /// The date rule: the day after the week, unless the plan's last event is later (a late decision).
    @Test func theDateRule() {
        let week = Self.day("2026-10-19")
        #expect(CheckInDate.dayAfter(weekStartingOn: week) == Self.day("2026-10-26"))
        #expect(
            CheckInDate.due(weekStartingOn: week, lastEventDate: Self.day("2026-10-19"))
                == CheckInDate(date: Self.day("2026-10-26"), basis: .dayAfterWeek))
        #expect(
            CheckInDate.due(weekStartingOn: week, lastEventDate: Self.day("2026-10-26"))
                == CheckInDate(date: Self.day("2026-10-26"), basis: .dayAfterWeek))
        let late = CheckInDate.due(weekStartingOn: week, lastEventDate: Self.day("2026-10-28"))
        #expect(late == CheckInDate(date: Self.day("2026-10-28"), basis: .lastPlanEvent))
        #expect(late.statement == "dated 2026-10-28, the plan's last event, after the day after the week")
    }

    /// A person manual-only now (a screen answer routes them there) gets a report that holds no
    /// automated number by type: no estimate, rate, desired target or offer anywhere in it, and the
    /// plan's recommended target withheld.
    @Test func aManualOnlyCheckInHoldsNoAutomatedNumber() throws {
        var document = try Self.weekFour().document
        document.safetyScreen?.answers[.pregnant] = true
        let result = try Evaluate.checkIn(
            CheckInRequest(document: document, week: Self.day("2026-10-19")), policy: .standard)
        guard case .manualOnly(let report) = result.report else {
            Issue.record("a person manual-only now got automated numbers")
            return
        }
        #expect(report.noRecommendationReason.code == .manualOnlyNow)
        #expect(!report.gate.allowsAutomatedNumbers)
        #expect(report.week.target?.source == .recommended)
        #expect(report.week.target?.kcalPerDay == nil)

        let forbidden = [
            "MaintenanceAssessment", "MaintenanceEstimate", "CurrentMaintenance", "EnergyEstimate", "InitialTarget",
            "OfferedRecommendation", "CheckInReason", "ReasonedOffer",
        ]
        let held = Self.typeNames(in: report)
        #expect(held.contains("CheckInWeek"))
        for name in forbidden { #expect(!held.contains(name), "ManualOnlyCheckInReport holds a \(name)") }

        #expect(result.json["recommendation"] == .null)
        #expect(result.json["evidence"]?["maintenance"]?["kcalPerDay"] == nil)
        #expect(result.json["evidence"]?["maintenance"]?["status"] == "manualOnly")
        let page = result.page.markdown
        #expect(!page.contains("Maintenance is estimated"))
        #expect(!page.contains("1950 kcal/day"))
        #expect(page.contains("No automated recommendation:"))
    }

    /// The names of every type held anywhere in `value`'s stored properties (structs, enums' payloads,
    /// arrays and optionals followed down).
    static func typeNames(in value: Any) -> Set<String> {
        var names: Set<String> = []
        func visit(_ value: Any, depth: Int) {
            guard depth < 12 else { return }
            let mirror = Mirror(reflecting: value)
            names.insert(String(describing: mirror.subjectType).components(separatedBy: "<").first ?? "")
            for child in mirror.children { visit(child.value, depth: depth + 1) }
        }
        visit(value, depth: 0)
        return names
    }

    /// A document without a person or a plan is refused with both pointers, as `check-in` refuses it.
    @Test func aDocumentWithoutPersonOrPlanIsRefused() throws {
        let source = try SourceDocument(json: try JSONParser().parse(#"{"schemaVersion": 1}"#))
        #expect(throws: EvaluationError.self) {
            try Evaluate.checkIn(CheckInRequest(source, week: Self.day("2026-10-19"), record: false), policy: .standard)
        }
        do {
            _ = try Evaluate.checkIn(
                CheckInRequest(document: source.document, week: Self.day("2026-10-19")), policy: .standard)
        } catch {
            guard case .invalidDocument(let issues) = error else {
                Issue.record("expected invalidDocument, got \(error)")
                return
            }
            #expect(issues.map(\.path.description) == ["/person", "/plan"])
            #expect(issues.map(\.code) == [.missingField, .missingField])
        }
    }
}

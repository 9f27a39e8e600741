import NutritionEngine
import TestSupport
import Testing

@Suite struct DayLedgerTests {
    static func date(_ text: String) -> CalendarDate {
        guard let date = CalendarDate(iso: text) else { preconditionFailure("test date \(text)") }
        return date
    }

    static func ledger(_ days: [LoggedDay], asOf: String? = nil, maintenance: Double? = 2000) -> DayLedger? {
        DayLedger(
            log: DayLog(declaredAsOf: asOf.map(date), days: days, origin: .days),
            maintenance: maintenance.map { MaintenanceReference(kcalPerDay: $0, source: .supplied) })
    }

    @Test func suspectBandIsExclusiveAtFiftyAndTwoHundredPercent() throws {
        // Maintenance 2000: 50 % = 1000 and 200 % = 4000 are still plausible; just beyond them is suspect.
        let intakes: [(Double, IntakeAssessment)] = [
            (1000, .plausible), (999.99, .suspectLow), (4000, .plausible), (4000.01, .suspectHigh),
        ]
        let days = intakes.enumerated().map {
            LoggedDay(date: Self.date("2026-11-01").adding(days: $0.offset), intakeKcal: $0.element.0)
        }
        let ledger = try #require(Self.ledger(days))
        #expect(ledger.days.map(\.intakeAssessment) == intakes.map(\.1))
        #expect(ledger.days.map(\.exclusion) == [nil, .suspectLowIntake, nil, .suspectHighIntake])
    }

    @Test func onlyReconciledCompleteConfirmsASuspectDay() throws {
        let combos: [(IntakeCompleteness, ReviewStatus, Bool)] = [
            (.complete, .reconciled, true), (.complete, .open, false), (.complete, .reopened, false),
            (.unknown, .reconciled, false), (.unknown, .open, false),
        ]
        let days = combos.enumerated().map {
            LoggedDay(
                date: Self.date("2026-11-01").adding(days: $0.offset), intakeKcal: 500,
                intakeCompleteness: $0.element.0, reviewStatus: $0.element.1)
        }
        let ledger = try #require(Self.ledger(days))
        #expect(ledger.days.map(\.isEvidence) == combos.map(\.2))
        #expect(ledger.days.map(\.confirmedByReview) == combos.map(\.2))
    }

    @Test func gapsAreDaysButNeverZeroIntake() throws {
        // Two logged days, 2100 and 2300, five days apart: the mean of evidence intake is 2200, not 4400 / 6.
        let days = [
            LoggedDay(date: Self.date("2026-11-02"), intakeKcal: 2100),
            LoggedDay(date: Self.date("2026-11-07"), intakeKcal: 2300),
        ]
        let ledger = try #require(Self.ledger(days, asOf: "2026-11-09"))
        #expect(ledger.days.count == 7)
        #expect(ledger.days.filter { $0.exclusion == .notListed }.count == 5)
        let evidence = ledger.evidenceDays.compactMap(\.intakeKcal)
        #expect(isApproximatelyEqual(evidence.reduce(0, +) / Double(evidence.count), 2200))
        let week = WeekSummary(ledger: ledger, containing: Self.date("2026-11-04"))
        #expect(week.meanIntakeKcalPerEvidenceDay.map { isApproximatelyEqual($0, 2200) } == true)
        #expect(week.intakeCoverage == WeekSummary.Coverage(days: 2, of: 7))
        #expect(week.meanStepsPerDayWithSteps == nil)
        #expect(week.stepsCoverage.days == 0)
    }

    @Test func withoutMaintenanceCompleteDaysCountAndUnknownDaysWait() throws {
        let days = [
            LoggedDay(date: Self.date("2026-11-02"), intakeKcal: 300, intakeCompleteness: .complete),
            LoggedDay(date: Self.date("2026-11-03"), intakeKcal: 2100),
        ]
        let ledger = try #require(Self.ledger(days, maintenance: nil))
        #expect(ledger.days.map(\.exclusion) == [nil, .plausibilityNotChecked])
        #expect(ledger.days.map(\.intakeAssessment) == [.notChecked, .notChecked])
        #expect(ledger.reviewList.map(\.action) == [.declareCompleteness])
    }

    @Test func aOneDaySpikeIsFlaggedAndLeavesTheTrendAlone() throws {
        // 80 kg every day with a 3 kg spike on day 10: 3 / 80 = 3.75 % > 3 %, so it is an outlier,
        // and the trend is exactly what it would be without that day (a flat 80).
        let start = Self.date("2026-10-01")
        let days = (0..<20).map {
            LoggedDay(date: start.adding(days: $0), intakeKcal: 2000, weightKg: $0 == 10 ? 83 : 80)
        }
        let ledger = try #require(Self.ledger(days))
        #expect(ledger.days[10].weightStatus == .outlierJumpFromNeighbours)
        #expect(ledger.days[10].weightReferenceKg == 80)
        #expect(ledger.days.filter { $0.weightStatus == .used }.count == 19)
        #expect(ledger.days.allSatisfy { $0.trendKg == 80 })
        #expect(ledger.days[10].logged?.weightKg == 83)
    }

    @Test func aJumpJustUnderThreePercentIsKept() throws {
        // 100 kg neighbours; 102.99 kg is 2.99 % away (kept), 103.01 kg 3.01 % (outlier).
        let start = Self.date("2026-10-01")
        for (spike, status) in [(102.99, WeightStatus.used), (103.01, .outlierJumpFromNeighbours)] {
            let days = (0..<5).map { LoggedDay(date: start.adding(days: $0), weightKg: $0 == 2 ? spike : 100) }
            let ledger = try #require(Self.ledger(days))
            #expect(ledger.days[2].weightStatus == status)
        }
    }

    @Test func trendReproducesTheTrendWeightExample() throws {
        // TrendWeight: trend 150.0 and next-day weight 152.0 give 150.0 + 0.1 × 2.0 = 150.2; a 3-day gap
        // uses 1 − 0.9³ = 0.271: 150.2 + 0.271 × (148.0 − 150.2) = 149.6038.
        let start = Self.date("2026-10-01")
        let trend = WeightTrend.values(
            [(start, 150), (start.adding(days: 1), 152), (start.adding(days: 2), nil), (start.adding(days: 4), 148)],
            smoothingPerDay: 0.1)
        #expect(isApproximatelyEqual(trend[1] ?? 0, 150.2, absolute: 1e-9))
        #expect(isApproximatelyEqual(trend[2] ?? 0, 150.2, absolute: 1e-9))
        #expect(isApproximatelyEqual(trend[3] ?? 0, 149.6038, absolute: 1e-9))
    }

    @Test func reviewListPutsSuspectDaysFirstAndRecentDaysFirst() throws {
        let start = Self.date("2026-11-01")
        let days = [
            LoggedDay(date: start, intakeKcal: 500),
            LoggedDay(date: start.adding(days: 1), intakeKcal: 1800, intakeCompleteness: .incomplete),
            LoggedDay(date: start.adding(days: 2), intakeKcal: 2000, reviewStatus: .reopened),
            LoggedDay(date: start.adding(days: 3), intakeKcal: 9000),
        ]
        let ledger = try #require(Self.ledger(days))
        #expect(
            ledger.reviewList.map(\.action) == [
                .confirmSuspectIntake, .confirmSuspectIntake, .finishReopenedReview, .completeIntakeLog,
            ])
        #expect(ledger.reviewList.map(\.date.description) == ["2026-11-04", "2026-11-01", "2026-11-03", "2026-11-02"])
    }

    @Test func theEvaluationDayIsNeverJudged() throws {
        let days = [
            LoggedDay(date: Self.date("2026-11-02"), intakeKcal: 2000),
            LoggedDay(date: Self.date("2026-11-03"), intakeKcal: 2000),
        ]
        let ledger = try #require(Self.ledger(days, asOf: "2026-11-03"))
        #expect(ledger.days.map(\.date.description) == ["2026-11-02"])
        #expect(ledger.listedDaysNotJudged.map(\.description) == ["2026-11-03"])
        let derived = try #require(Self.ledger(days))
        #expect(derived.asOf.description == "2026-11-04")
        #expect(derived.asOfSource == .dayAfterLastListedDay)
    }

    @Test func recordsCountExactDuplicatesOnceAndUseTheFirstWeighIn() throws {
        let clock = try #require(LocalDayClock(timeZoneIdentifier: "UTC"))
        func at(_ text: String) throws -> Timestamp { try #require(Timestamp(text)) }
        let records = [
            DayRecord(kind: .weight, at: try at("2026-11-02T07:00:00Z"), weightKg: 70.4),
            DayRecord(kind: .weight, at: try at("2026-11-02T07:00:00Z"), weightKg: 70.4),
            DayRecord(kind: .weight, at: try at("2026-11-02T06:00:00Z"), weightKg: 70.9),
            DayRecord(kind: .intake, at: try at("2026-11-02T12:00:00Z"), kcal: 0, label: "water"),
            DayRecord(kind: .intake, at: try at("2026-11-02T12:00:00Z"), kcal: 0, label: "salt"),
            DayRecord(kind: .intake, at: try at("2026-11-02T13:00:00Z"), kcal: 640),
        ]
        let placed = RecordPlacement.place(records, clock: clock)
        #expect(placed.duplicateCount == 1)
        #expect(placed.days.count == 1)
        #expect(placed.days.first?.weightKg == 70.9)
        #expect(placed.days.first?.weighInCount == 2)
        #expect(placed.days.first?.intakeKcal == 640)
    }
}

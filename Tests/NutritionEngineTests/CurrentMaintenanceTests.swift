import Foundation
import NutritionEngine
import TestSupport
import Testing

/// Issue 14 item 4: one decision for the maintenance figure, one deficit-limits rule, a typed plan goal.
@Suite struct CurrentMaintenanceTests {
    // Woman 34 y, 168 cm, 72.4 kg, lowActive: NASEM 575.77 − 7.01·34 + 6.60·168 + 12.14·72.4 = 2325.166
    // kcal/day; SEE 245.75 (women, reference sheet), 95 % interval ± 1.96·245.75 = ± 481.67.
    static let person = Person(
        equationSex: .female, ageYears: 34, heightCm: 168, weightKg: 72.4, activityLevel: .lowActive)
    static let first = CalendarDate(iso: "2026-10-05")!

    /// 56 days of complete logs at `intakeKcal` with a flat weight (or none), evaluated as of 2026-11-30.
    static func log(intakeKcal: Double, weighIns: Bool = true) -> DayLog {
        let entries = (0..<56).map { index in
            LoggedDay(
                date: first.adding(days: index), intakeKcal: intakeKcal, intakeCompleteness: .complete,
                weightKg: weighIns ? (index % 2 == 0 ? 72.6 : 72.2) : nil)
        }
        return DayLog(declaredAsOf: CalendarDate(iso: "2026-11-30"), days: entries, origin: .days)
    }

    @Test func withoutDaysEveryUseGivesTheEquations() throws {
        let empty = DayLog(declaredAsOf: CalendarDate(iso: "2026-11-30"))
        for use in [CurrentMaintenance.Use.intakeScreen, .initialTarget, .latest] {
            let figure = try #require(
                CurrentMaintenance.decide(for: use, person: Self.person, dayLog: empty, policy: .standard))
            #expect(figure.source == .nasem2023Equation, "\(use)")
            #expect(isApproximatelyEqual(figure.kcalPerDay, 2325.166, absolute: 1e-9), "\(use)")
            #expect(
                isApproximatelyEqual(figure.interval95KcalPerDay.lowerBound, 2325.166 - 1.96 * 245.75, absolute: 1e-6),
                "\(use)")
            #expect(figure.assessment == nil && figure.energyDensityKcalPerKg == nil)
        }
        // No person: nothing to decide from, and the intake screen says why.
        #expect(CurrentMaintenance.decide(for: .latest, person: nil, dayLog: empty, policy: .standard) == nil)
        #expect(CurrentMaintenance.unavailableReason(for: nil)?.contains("no person") == true)
    }

    /// A flat weight on 2000 kcal/day: energy balance puts maintenance near 2000. Every use that
    /// takes the learned figure takes the same one, as of the same day (a first target included:
    /// recommend and plan new share `initialTarget`); the intake screen does not.
    @Test func enoughEvidenceGivesOneLearnedFigure() throws {
        let log = Self.log(intakeKcal: 2000)
        let asOf = CalendarDate(iso: "2026-11-30")
        var learned: [CurrentMaintenance] = []
        for use in [CurrentMaintenance.Use.initialTarget, .learnedOnly, .latest] {
            let figure = try #require(
                CurrentMaintenance.decide(for: use, person: Self.person, dayLog: log, asOf: asOf, policy: .standard))
            #expect(figure.source == .learned, "\(use)")
            #expect(figure.asOf == asOf)
            learned.append(figure)
        }
        #expect(
            learned.allSatisfy {
                $0.kcalPerDay == learned[0].kcalPerDay && $0.interval95KcalPerDay == learned[0].interval95KcalPerDay
            })
        let kcal = learned[0].kcalPerDay
        #expect(
            abs(kcal - 2000) < 25 && learned[0].interval95KcalPerDay.contains(2000)
                && !learned[0].interval95KcalPerDay.contains(2325.166), "\(kcal)")
        #expect(
            CurrentMaintenance.decide(for: .intakeScreen, person: Self.person, dayLog: log, policy: .standard)?.source
                == .nasem2023Equation)
    }

    /// No weigh-ins: the learned estimate is holding (`noWeighIns`); a first target leaves it aside
    /// (equations), the check-in and the latest figure use it with its status.
    @Test func aHoldingEstimateIsUsedOnlyWhereItsStatusIsShown() throws {
        let log = Self.log(intakeKcal: 2000, weighIns: false)
        let asOf = CalendarDate(iso: "2026-11-30")
        let newPlan = try #require(
            CurrentMaintenance.decide(
                for: .initialTarget, person: Self.person, dayLog: log, asOf: asOf, policy: .standard))
        #expect(newPlan.source == .nasem2023Equation)
        #expect(newPlan.holdingAssessment?.estimate.status == .holding)
        let latest = try #require(
            CurrentMaintenance.decide(for: .latest, person: Self.person, dayLog: log, asOf: asOf, policy: .standard))
        #expect(latest.source == .learned && latest.assessment?.estimate.status == .holding)
        #expect(latest.assessment?.estimate.holdingReasons.map(\.code.rawValue).contains("noWeighIns") == true)
        let checkIn = try #require(
            CurrentMaintenance.decide(
                for: .learnedOnly, person: Self.person, dayLog: log, asOf: asOf, policy: .standard))
        #expect(checkIn == latest)
    }

    @Test func theSourceNamesAreMappedInOnePlace() {
        #expect(CurrentMaintenance.Source.nasem2023Equation.name(in: .days) == "nasem2023Equation")
        #expect(CurrentMaintenance.Source.nasem2023Equation.name(in: .projection) == "nasem2023")
        #expect(CurrentMaintenance.Source.nasem2023Equation.name(in: .rescore) == "nasem-2023-adult-tee")
        #expect(CurrentMaintenance.Source.nasem2023Equation.name(in: .initialTarget) == "nasem2023Equation")
        for vocabulary in [CurrentMaintenance.Source.Vocabulary.days, .projection, .rescore, .initialTarget] {
            #expect(CurrentMaintenance.Source.learned.name(in: vocabulary) == "trendValidated")
        }
    }

    /// Issue 18 item 1: when a first target falls back on the equations, they are evaluated at the
    /// current weight. Eight weeks of weigh-ins at 70.0 kg and no intake logged: the estimate holds
    /// (`tooFewIntakeDays`), the trend is 70.0 kg (every weigh-in 70.0), so NASEM 2023 is
    /// 575.77 − 7.01·34 + 6.60·168 + 12.14·70 = 2296.03 kcal/day, not the profile's 72.4 kg figure
    /// 2325.166.
    @Test func aFirstTargetsEquationsAreAtTheCurrentWeight() throws {
        let weighIns = (0..<56).map { LoggedDay(date: Self.first.adding(days: $0), weightKg: 70) }
        let log = DayLog(declaredAsOf: CalendarDate(iso: "2026-11-30"), days: weighIns, origin: .days)
        let figure = try #require(
            CurrentMaintenance.decide(for: .initialTarget, person: Self.person, dayLog: log, policy: .standard))
        #expect(figure.source == .nasem2023Equation)
        #expect(figure.holdingAssessment?.estimate.holdingReasons.map(\.code.rawValue) == ["tooFewIntakeDays"])
        #expect(isApproximatelyEqual(figure.kcalPerDay, 2296.03, absolute: 1e-9))
        let weight = CurrentWeight(person: Self.person, ledger: figure.ledger)
        #expect(weight.weightKg == 70 && weight.source == .trend && weight.trendDate == CalendarDate(iso: "2026-11-29"))
        // The same person with no days keeps the profile weight.
        let none = CurrentWeight(person: Self.person, ledger: nil)
        #expect(none.weightKg == 72.4 && none.source == .profile && none.trendDate == nil)
    }

    /// The deficit cap is the smaller of 20 % of maintenance and 750 kcal/day (METHOD §2).
    @Test func deficitLimitsByHand() {
        let ordinary = DeficitLimits(maintenanceKcalPerDay: 2325.166, sex: .female, policy: .standard)
        #expect(isApproximatelyEqual(ordinary.maximumDeficitKcalPerDay, 465.0332, absolute: 1e-9))
        #expect(isApproximatelyEqual(ordinary.capMinimumKcalPerDay, 1860.1328, absolute: 1e-9))
        #expect(ordinary.floorKcalPerDay == 1200)
        // Above 3750 kcal/day the fixed cap is the smaller: 20 % of 4000 is 800 > 750.
        let large = DeficitLimits(maintenanceKcalPerDay: 4000, sex: .male, policy: .standard)
        #expect(
            large.maximumDeficitKcalPerDay == 750 && large.capMinimumKcalPerDay == 3250 && large.floorKcalPerDay == 1500
        )
        // A requested 300 is under both caps; 1000 is cut to the binding (smaller) cap only.
        #expect(
            large.cappedDeficit(300).deficitKcalPerDay == 300
                && large.cappedDeficit(300).guardrails.allSatisfy { !$0.binding })
        let cut = large.cappedDeficit(1000)
        #expect(cut.deficitKcalPerDay == 750)
        #expect(cut.guardrails.map(\.binding) == [false, true])
        #expect(DeficitLimits.withSurplus(2000, surplusPercent: 10) == 2200)
    }

    /// A plan's goal is typed on read; a typo is refused with its pointer; the JSON as given
    /// (here in pounds) is written back unchanged.
    @Test func thePlanGoalIsReadTypedAndWrittenBackAsGiven() throws {
        var issues: [ValidationIssue] = []
        let pounds: JSONValue = .object(["kind": "lose", "landingWeightLb": 154, "ratePercentPerWeek": 0.5])
        let goal = try #require(PlanGoal.read(pounds, at: JSONPointer("/plan/goal"), issues: &issues))
        #expect(issues.isEmpty)
        // 154 lb × 0.45359237 kg/lb = 69.85322498 kg.
        let landingKg = try #require(goal.typed.landingWeightKg)
        #expect(goal.typed.kind == .lose && isApproximatelyEqual(landingKg, 69.85322498, absolute: 1e-8))
        let plan = Plan(goal: goal, activeTarget: nil, history: [])
        #expect(PlanWriter.json(plan)["goal"] == pounds)

        for (typo, pointer) in [
            (JSONValue.object(["kind": "lose", "landingWeightKg": 70, "wieghtKg": 70]), "/plan/goal/wieghtKg"),
            (.object(["kind": "banana", "landingWeightKg": 70]), "/plan/goal/kind"),
        ] {
            var problems: [ValidationIssue] = []
            #expect(PlanGoal.read(typo, at: JSONPointer("/plan/goal"), issues: &problems) == nil)
            #expect(problems.map(\.path.description) == [pointer])
        }
    }

    /// The whole document reader refuses the same typo in a plan, so no command sees a plan without its goal
    /// (the history here is deliberately incomplete: every problem is listed, the goal's among them).
    @Test func theDocumentReaderRefusesAPlanGoalTypo() throws {
        let text =
            #"{"schemaVersion":1,"plan":{"goal":{"kind":"lose","landingWeightKg":70,"wieghtKg":70},"history":[{"kind":"planCreated","date":"2026-11-02","eligibility":"eligible","targetSource":"recommended","targetKcalPerDay":1800,"policyVersion":"p","goal":{"kind":"lose","landingWeightKg":70,"wieghtKg":70}}]}}"#
        do {
            _ = try InputDocumentReader.read(Array(text.utf8))
            Issue.record("a plan goal with a typo was read")
        } catch {
            let paths = error.issues.map(\.path.description)
            #expect(paths.contains("/plan/goal/wieghtKg"), "\(paths)")
        }
    }
}

import NutritionLab
import Testing

@testable import NutritionEngine

/// The whole-history filter: its covariance algebra against a dense product, exact recovery on
/// noiseless data (by hand: maintenance = intake − ρ·rate), missing days never zero, holding only
/// without evidence, the interval narrowing with more days, and the body-composition source.
@Suite struct StateSpaceMaintenanceTests {
    /// Plain settings (no physiology) so the expected value is intake − ρ·rate exactly.
    static var plain: StateSpaceMaintenance.Settings {
        var settings = StateSpaceMaintenance.Settings.standard
        settings.modelsWater = false
        settings.modelsAdaptation = false
        return settings
    }

    /// Constant intake `intake`, weight falling by (intake − truth)/ρ per day with no noise.
    static func days(
        _ count: Int, intake: Double, truth: Double, rho: Double, dropIntake: (Int) -> Bool = { _ in false }
    ) -> [MaintenanceDay] {
        (0..<count).map { t in
            let weight = 80 + Double(t) * (intake - truth) / rho
            return MaintenanceDay(
                loggedKcal: dropIntake(t) ? nil : intake, weightKg: (weight * 1000).rounded() / 1000)
        }
    }

    @Test func covariancePredictMatchesTheDenseProduct() {
        // A symmetric positive-definite P = LLᵀ and F with the filter's structure.
        let l: [[Double]] = [
            [2, 0, 0, 0, 0], [0.3, 1.5, 0, 0, 0], [0.2, 0.7, 1.1, 0, 0], [-0.4, 0.1, 0.05, 0.9, 0],
            [0.6, -0.2, 0.3, 0.25, 1.3],
        ]
        var dense = [[Double]](repeating: [Double](repeating: 0, count: 5), count: 5)
        for i in 0..<5 { for j in 0..<5 { for k in 0..<5 { dense[i][j] += l[i][k] * l[j][k] } } }
        var packed = Covariance5()
        for i in 0..<5 { for j in i..<5 { packed[i, j] = dense[i][j] } }
        let (a, g, phi, c, d) = (-1 / 7200.0, 0.013, 0.6, 1 / 28.0, -0.004)
        var f = [[Double]](repeating: [Double](repeating: 0, count: 5), count: 5)
        for i in 0..<5 { f[i][i] = 1 }
        f[0][1] = a
        f[0][2] = g
        f[3][3] = phi
        f[4][1] = c
        f[4][2] = d
        var expected = [[Double]](repeating: [Double](repeating: 0, count: 5), count: 5)
        for i in 0..<5 {
            for j in 0..<5 { for k in 0..<5 { for m in 0..<5 { expected[i][j] += f[i][k] * dense[k][m] * f[j][m] } } }
        }
        packed.predict(a: a, g: g, phi: phi, c: c, d: d)
        for i in 0..<5 { for j in 0..<5 { #expect(abs(packed[i, j] - expected[i][j]) < 1e-12, "(\(i), \(j))") } }
        // The weight-linked step (row M = b·M + gm·M0) against the dense product.
        let (b, gm) = (1 - 17.4 / 7200.0, 17.4 * 0.013)
        f[1][1] = b
        f[1][2] = gm
        var linkedExpected = [[Double]](repeating: [Double](repeating: 0, count: 5), count: 5)
        for i in 0..<5 {
            for j in 0..<5 {
                for k in 0..<5 { for m in 0..<5 { linkedExpected[i][j] += f[i][k] * dense[k][m] * f[j][m] } }
            }
        }
        var linked = Covariance5()
        for i in 0..<5 { for j in i..<5 { linked[i, j] = dense[i][j] } }
        linked.predict(a: a, g: g, b: b, gm: gm, phi: phi, c: c, d: d)
        for i in 0..<5 {
            for j in 0..<5 { #expect(abs(linked[i, j] - linkedExpected[i][j]) < 1e-9, "linked (\(i), \(j))") }
        }
        // The rank-one update against its dense form.
        let u = [0.5, -0.25, 0.125, 1.0, 0.75]
        var before = packed
        before.subtractOuter(u[0], u[1], u[2], u[3], u[4], scale: 0.5)
        for i in 0..<5 { for j in 0..<5 { #expect(abs(before[i, j] - (packed[i, j] - 0.5 * u[i] * u[j])) < 1e-12) } }
    }

    @Test func noiselessSteadyLossRecoversIntakeMinusStoredEnergy() throws {
        // Truth 2,300 kcal/day at 1,800 kcal/day and ρ 7,200 kcal/kg: −0.0694 kg/day for 8 weeks.
        let days = Self.days(56, intake: 1800, truth: 2300, rho: 7200)
        let result = try #require(
            StateSpaceMaintenance.estimate(
                days: days, priorKcalPerDay: 2600, priorStandardDeviationKcalPerDay: 300, energyDensityKcalPerKg: 7200,
                settings: Self.plain))
        #expect(abs(result.kcalPerDay - 2300) < 25)
        #expect(result.targetDays == 28)
        #expect(result.historyDays == 56)
    }

    @Test func missingIntakeDaysAreNeverReadAsZero() throws {
        let full = Self.days(56, intake: 1800, truth: 2300, rho: 7200)
        let sparse = Self.days(56, intake: 1800, truth: 2300, rho: 7200, dropIntake: { $0 % 3 == 1 })
        let a = try #require(
            StateSpaceMaintenance.estimate(
                days: full, priorKcalPerDay: 2600, priorStandardDeviationKcalPerDay: 300, energyDensityKcalPerKg: 7200,
                settings: Self.plain))
        let b = try #require(
            StateSpaceMaintenance.estimate(
                days: sparse, priorKcalPerDay: 2600, priorStandardDeviationKcalPerDay: 300,
                energyDensityKcalPerKg: 7200,
                settings: Self.plain))
        // A third of the days read as 0 kcal would move the estimate by about 600 kcal/day.
        #expect(abs(a.kcalPerDay - b.kcalPerDay) < 30)
        #expect(b.standardDeviationKcalPerDay >= a.standardDeviationKcalPerDay)
    }

    @Test func onlyMissingEvidenceGivesNoPosterior() {
        let noWeights = (0..<28).map { _ in MaintenanceDay(loggedKcal: 2000) }
        #expect(
            StateSpaceMaintenance.estimate(
                days: noWeights, priorKcalPerDay: 2300, priorStandardDeviationKcalPerDay: 300,
                energyDensityKcalPerKg: 7200) == nil)
        let twoIntakes = (0..<28).map { t in MaintenanceDay(loggedKcal: t < 2 ? 2000 : nil, weightKg: 80) }
        #expect(
            StateSpaceMaintenance.estimate(
                days: twoIntakes, priorKcalPerDay: 2300, priorStandardDeviationKcalPerDay: 300,
                energyDensityKcalPerKg: 7200) == nil)
        // Three intake days and one weigh-in are enough for a posterior, but one weigh-in says nothing
        // about a rate: without physiology (T = M) it stays near the prior's 300.
        let minimal = (0..<28).map { t in
            MaintenanceDay(loggedKcal: t < 3 ? 2000 : nil, weightKg: t == 27 ? 80 : nil)
        }
        let result = StateSpaceMaintenance.estimate(
            days: minimal, priorKcalPerDay: 2300, priorStandardDeviationKcalPerDay: 300, energyDensityKcalPerKg: 7200,
            settings: Self.plain)
        #expect(result != nil)
        #expect((result?.standardDeviationKcalPerDay ?? 0) > 250)
    }

    @Test func holdingIsExactlyWhenTheFilterCannotRun() throws {
        // 28 days with a weigh-in each; 2 days logged at 2,000 kcal and 5 logged at 0 kcal (a logged 0 is
        // not an intake the filter reads: it is left out, never counted). So the filter has 2 intake
        // days, fewer than 3: it cannot run, and the estimate must say it holds and why, not report
        // the prior as `estimated` (the holding rule once counted the zeros as intake days).
        let person = Person(equationSex: .female, ageYears: 38, heightCm: 167, weightKg: 80, activityLevel: .lowActive)
        let start = CalendarDate(dayNumber: 20_454)
        func assessment(zeros: Int) throws -> MaintenanceAssessment {
            let days = (0..<28).map { t -> LoggedDay in
                let kcal: Double? = t < 2 ? 2000 : t < 2 + zeros ? 0 : nil
                return LoggedDay(
                    date: start.adding(days: t), intakeKcal: kcal,
                    intakeCompleteness: kcal == nil ? .unknown : .complete,
                    weightKg: 80)
            }
            let log = DayLog(declaredAsOf: start.adding(days: 28), days: days, origin: .days)
            return try #require(MaintenanceAssessment(person: person, dayLog: log, policy: .standard))
        }
        let zeros = try assessment(zeros: 5)
        #expect(zeros.estimate.stateSpace == nil)
        #expect(zeros.estimate.status == .holding)
        #expect(zeros.estimate.holdingReasons == [.tooFewIntakeDays(logged: 2, needed: 3)])
        #expect(
            zeros.estimate.holdingReasons.first?.message
                == "2 logged intake days since the history starts; at least 3 are needed")
        #expect(zeros.estimate.confidence == .low)
        // With no zeros the same two days hold for the same reason, and the status always says
        // whether the filter ran.
        for count in [0, 5] {
            let result = try assessment(zeros: count).estimate
            #expect((result.status == .estimated) == (result.stateSpace != nil))
        }
    }

    @Test func moreDaysNarrowTheInterval() throws {
        // A seeded noisy series: the 12-week posterior is narrower than the 4-week one.
        var random = SplitMix64(seed: 11)
        var noise = 0.0
        let all = (0..<84).map { t -> MaintenanceDay in
            noise = 0.5 * noise + 0.866 * 0.5 * random.normal()
            return MaintenanceDay(
                loggedKcal: 1900 + 200 * random.normal(), weightKg: 85 - 0.05 * Double(t) + noise)
        }
        let short = try #require(
            StateSpaceMaintenance.estimate(
                days: Array(all.prefix(28)), priorKcalPerDay: 2400, priorStandardDeviationKcalPerDay: 300,
                energyDensityKcalPerKg: 7200))
        let long = try #require(
            StateSpaceMaintenance.estimate(
                days: all, priorKcalPerDay: 2400, priorStandardDeviationKcalPerDay: 300, energyDensityKcalPerKg: 7200))
        #expect(long.standardDeviationKcalPerDay < short.standardDeviationKcalPerDay)
        // Truth ≈ 1,900 + 0.05·7,200 = 2,260 kcal/day; the long history lands within its interval.
        #expect(abs(long.kcalPerDay - 2260) < 1.96 * long.standardDeviationKcalPerDay)
    }

    @Test func anUnflaggedPartialDayIsDownWeighted() throws {
        let base = Self.days(42, intake: 2000, truth: 2000, rho: 7200)
        var partial = base
        partial[20].loggedKcal = 700  // 35 % of the usual day, nothing declared
        var trusted = StateSpaceMaintenance.Settings.standard
        trusted.modelsWater = false
        trusted.modelsAdaptation = false
        let a = try #require(
            StateSpaceMaintenance.estimate(
                days: base, priorKcalPerDay: 2300, priorStandardDeviationKcalPerDay: 300, energyDensityKcalPerKg: 7200,
                settings: trusted))
        let b = try #require(
            StateSpaceMaintenance.estimate(
                days: partial, priorKcalPerDay: 2300, priorStandardDeviationKcalPerDay: 300,
                energyDensityKcalPerKg: 7200,
                settings: trusted))
        // Taken at face value the day would lower the 28-day mean by 1,300/28 = 46 kcal/day.
        #expect(abs(a.kcalPerDay - b.kcalPerDay) < 10)
        #expect(b.expectedPartialDays > 0.9)
    }

    @Test func weightLinkedExpenditureByHand() {
        // 25 kg fat, 80 kg, RMR 1,600, equations 2,600 (PAL = 2,600/1,600 = 1.625): ff = 25/35.4 =
        // 0.706215; C = 10.4·1,816.4/9,440.7 = 2.000963, p = C/(C + 25) = 0.074107; a = 179.25·(1 − p)/9,440.7
        // + 229.45·p/1,816.4 = 0.026941; δ = (0.9·1.625 − 1)·1,600/80 = 9.25;
        // k = (3.107·0.706215 + 21.99·0.293785 + 9.25)/1.026941 = 17.4348 kcal/day per kg.
        let k = StateSpaceMaintenance.weightLinkKcalPerKg(
            fatMassKg: 25, weightKg: 80, restingKcalPerDay: 1600, equationsKcalPerDay: 2600)
        #expect(abs(k - 17.4348) < 0.001)
        // The fat mass behind a Forbes density round-trips.
        #expect(
            abs(
                StateSpaceMaintenance.fatMass(energyDensityKcalPerKg: EnergyDensity.forbesKcalPerKg(fatMassKg: 25)) - 25
            ) < 1e-9)
    }

    @Test func flaggingOneDayDoesNotSwitchOffThePartialDayMixture() throws {
        // 42 days of 2,000 kcal ± 15 % (seeded) with daily weigh-ins; day 20 logs 55 % of a usual day with
        // nothing declared (an unflagged partial day, 3 normal SDs low) and, in one of the two logs, day 30 is
        // declared incomplete. A person who uses the flag once can still forget it: the unflagged day's
        // P(partial) must not depend on the flag. (Before, one flag set the prior to Beta(0.2, 40): the
        // partial share fell to ~1 % and P(partial) of that day to about 0.3 instead of about 0.7.)
        let person = Person(equationSex: .female, ageYears: 38, heightCm: 167, weightKg: 80, activityLevel: .lowActive)
        let start = CalendarDate(dayNumber: 20_454)
        var random = SplitMix64(seed: 21)
        let usual = (0..<42).map { _ in (2000 * (1 + 0.15 * random.truncatedNormal(2))).rounded() }
        func log(flagging: Bool) -> DayLog {
            let days = (0..<42).map { t -> LoggedDay in
                let kcal = t == 20 ? 1100 : usual[t]
                let declared: IntakeCompleteness = flagging && t == 30 ? .incomplete : .unknown
                return LoggedDay(
                    date: start.adding(days: t), intakeKcal: kcal, intakeCompleteness: declared, weightKg: 80)
            }
            return DayLog(declaredAsOf: start.adding(days: 42), days: days, origin: .days)
        }
        let flagged = try #require(
            MaintenanceAssessment(person: person, dayLog: log(flagging: true), policy: .standard)?.estimate.stateSpace)
        let unflagged = try #require(
            MaintenanceAssessment(person: person, dayLog: log(flagging: false), policy: .standard)?.estimate.stateSpace)
        #expect(flagged.expectedPartialDays > 0.6)
        #expect(abs(flagged.expectedPartialDays - unflagged.expectedPartialDays) < 0.1)
    }

    static let recency = MaintenancePolicy.standard.bodyFatReadingRecencyDays

    @Test func bodyCompositionUsesTheLatestReadingAndLabelsAnEstimate() {
        let person = Person(equationSex: .female, ageYears: 38, heightCm: 167, weightKg: 78, activityLevel: .lowActive)
        let start = CalendarDate(dayNumber: 20_454)
        let days = [
            LoggedDay(date: start, weightKg: 78, bodyFat: BodyFatMeasurement(percent: 31, method: .dexa)),
            LoggedDay(
                date: start.adding(days: 10), weightKg: 77,
                bodyFat: BodyFatMeasurement(percent: 29, method: .bioimpedance)),
            LoggedDay(
                date: start.adding(days: 20), weightKg: 76, bodyFat: BodyFatMeasurement(percent: 30, method: .dexa)),
        ]
        let measured = BodyComposition(
            person: person, days: days, before: start.adding(days: 30), recencyWindowDays: Self.recency)
        #expect(measured.source == .loggedReading)
        #expect(measured.method == .dexa)
        #expect(abs(measured.fatMassKg - 76 * 0.30) < 1e-9)
        #expect(measured.label.hasPrefix("dexa reading of"))
        // As of day 15 the later bioimpedance reading does not replace the DEXA one (methods differ).
        let earlier = BodyComposition(
            person: person, days: days, before: start.adding(days: 15), recencyWindowDays: Self.recency)
        #expect(earlier.method == .dexa)
        #expect(abs(earlier.fatMassKg - 78 * 0.31) < 1e-9)
        // Only bioimpedance readings: the latest of them.
        let bioimpedanceOnly = BodyComposition(
            person: person, days: [days[1]], before: nil, recencyWindowDays: Self.recency)
        #expect(bioimpedanceOnly.method == .bioimpedance)
        #expect(abs(bioimpedanceOnly.fatMassKg - 77 * 0.29) < 1e-9)
        // No reading: Jackson 2002, labelled an estimate. BMI 78/1.67² = 27.97; 0.14·38 + 39.96·ln 27.97 − 102.01 = 36.4 %.
        let estimated = BodyComposition(
            person: person, days: [LoggedDay](), before: nil, recencyWindowDays: Self.recency)
        #expect(estimated.source == .estimateJackson2002)
        #expect(abs(estimated.bodyFatPercent - 36.4) < 0.1)
        #expect(estimated.label.hasPrefix("estimate"))
    }
}

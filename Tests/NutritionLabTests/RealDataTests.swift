import Foundation
import NutritionCLI
import NutritionEngine
import NutritionLab
import TestSupport
import Testing

/// The real-data report's pieces on small logs whose figures are computed by hand.
@Suite struct LookAheadBalanceTests {
    /// 35 days. Cut at day 3: the start level is days 0–6, the intake days 3–30, the end level days 28–34.
    /// Intake: 2,500 on days 3–30 except day 10 (3,000) and day 20 (not logged): mean of 27 days
    /// = (26·2,500 + 3,000)/27 = 68,000/27 = 2,518.5185. Weigh-ins: days 0, 2, 4, 6 at 80.0, 80.4,
    /// 79.8, 80.2 (mean 80.1); days 28, 30, 32, 34 at 79.5, 79.9, 79.3, 79.7 (mean 79.6); day 15 at
    /// 90.0 lies in neither 7-day mean, nor do the intakes of days 0 and 2 (2,200, before the cut).
    /// ρ = 7,000: ρ·Δ/28 = 7,000·(−0.5)/28 = −125, so B = 2,518.5185 + 125 = 2,643.5185 kcal/day.
    static func handLog(endWeighIns: Int = 4) -> RealLog {
        var intake = [Double?](repeating: nil, count: 35)
        var weight = [Double?](repeating: nil, count: 35)
        for day in 3...30 where day != 20 { intake[day] = day == 10 ? 3000 : 2500 }
        intake[0] = 2200
        intake[2] = 2200
        for (day, kg) in zip([0, 2, 4, 6], [80.0, 80.4, 79.8, 80.2]) { weight[day] = kg }
        for (day, kg) in zip([28, 30, 32, 34], [79.5, 79.9, 79.3, 79.7]).prefix(endWeighIns) { weight[day] = kg }
        weight[15] = 90
        return RealLog(startDate: CalendarDate(iso: "2026-01-01")!, intakeKcal: intake, weightKg: weight)
    }

    @Test func theBalanceOfAHandComputedLog() throws {
        let balance = try #require(LookAheadBalance(Self.handLog(), cut: 3, energyDensityKcalPerKg: 7000))
        #expect(balance.intakeDays == 27)
        #expect(isApproximatelyEqual(balance.meanIntakeKcalPerDay, 68_000.0 / 27, absolute: 1e-9))
        #expect(isApproximatelyEqual(balance.startWeightKg, 80.1, absolute: 1e-9))
        #expect(isApproximatelyEqual(balance.endWeightKg, 79.6, absolute: 1e-9))
        #expect(isApproximatelyEqual(balance.kcalPerDay, 2643.5185, absolute: 1e-4))
        // With 7,700 kcal/kg: 2,518.5185 + 7,700·0.5/28 = 2,518.5185 + 137.5 = 2,656.0185.
        let flat = try #require(LookAheadBalance(Self.handLog(), cut: 3, energyDensityKcalPerKg: 7700))
        #expect(isApproximatelyEqual(flat.kcalPerDay, 2656.0185, absolute: 1e-4))
    }

    /// Its SD for a 7-day-mean noise of 0.1 kg: weight term 7,000·√2·0.1/28 = 35.3553; intake term: the
    /// 27 intakes have SD √((26·18.5185² + 481.4815²)/26) = 96.2250, and one day of 28 is unlogged, so
    /// 96.2250·√((1 − 27/28)/27) = 3.4997; together √(35.3553² + 3.4997²) = 35.5281 kcal/day.
    @Test func itsOwnNoise() throws {
        let balance = try #require(LookAheadBalance(Self.handLog(), cut: 3, energyDensityKcalPerKg: 7000))
        #expect(isApproximatelyEqual(balance.intakeStandardDeviationKcalPerDay, 96.2250, absolute: 1e-4))
        #expect(isApproximatelyEqual(balance.standardDeviation(weeklyMeanNoiseKg: 0.1), 35.5281, absolute: 1e-4))
    }

    /// Too few weigh-ins at one end, a cut too early or too late for the windows: no balance.
    @Test func noBalanceWithoutItsData() {
        #expect(LookAheadBalance(Self.handLog(endWeighIns: 2), cut: 3, energyDensityKcalPerKg: 7000) == nil)
        #expect(LookAheadBalance(Self.handLog(), cut: 2, energyDensityKcalPerKg: 7000) == nil)
        #expect(LookAheadBalance(Self.handLog(), cut: 4, energyDensityKcalPerKg: 7000) == nil)
    }

    /// Four 7-day blocks with means 80.0, 80.2, 80.2, 80.6 (three weigh-ins each): second differences
    /// 80.0 − 160.4 + 80.2 = −0.2 and 80.2 − 160.4 + 80.6 = +0.4, mean square (0.04 + 0.16)/2 = 0.1,
    /// s = √(0.1/6) = 0.12910 kg.
    @Test func theNoiseOfAWeeklyMeanFromSecondDifferences() throws {
        var weight = [Double?](repeating: nil, count: 28)
        let blocks: [[Double]] = [[79.9, 80.0, 80.1], [80.1, 80.2, 80.3], [80.2, 80.2, 80.2], [80.5, 80.6, 80.7]]
        for (block, values) in blocks.enumerated() {
            for (k, kg) in values.enumerated() { weight[7 * block + 2 * k] = kg }
        }
        let log = RealLog(
            startDate: CalendarDate(iso: "2026-01-01")!, intakeKcal: [Double?](repeating: 2000, count: 28),
            weightKg: weight)
        let noise = try #require(LookAheadBalance.weeklyMeanNoiseKg(log))
        #expect(noise.differences == 2)
        #expect(isApproximatelyEqual(noise.kg, 0.12910, absolute: 1e-5))
    }

    /// One cut of the hand log, TDEETracker stubbed at 2,700 [2,600, 2,800]: difference 2,700 − 2,643.5185
    /// = 56.4815; covered; a calibrated interval of half-width 100 (SD 100/1.96 = 51.020) against a balance
    /// of SD 35.5281 would cover with probability erf(100/(√2·√(51.020² + 35.5281²))) = 89.23 %; RMS with
    /// the noise removed √(56.4815² − 35.5281²) = 43.908.
    @Test func theSummaryAgainstTheBalance() throws {
        let log = Self.handLog()
        let person = Person(equationSex: .male, ageYears: 35, heightCm: 180, weightKg: 80, activityLevel: .lowActive)
        let days = (0..<log.count).compactMap { i -> LoggedDay? in
            log.intakeKcal[i] == nil && log.weightKg[i] == nil
                ? nil : LoggedDay(date: log.date(i), intakeKcal: log.intakeKcal[i], weightKg: log.weightKg[i])
        }
        var policy = Policy.standard
        policy.maintenance.energyDensity = .fixed
        policy.maintenance.fixedEnergyDensityKcalPerKg = 7000
        let cuts = RealDataStudy.run(
            log: log, dayLog: DayLog(days: days, origin: .days), person: person, cuts: [3], policy: policy,
            tracker: { _ in CalibrationStudy.Answer(kcalPerDay: 2700, low: 2600, high: 2800) })
        #expect(cuts.first?.engineEnergyDensityKcalPerKg == 7000)
        let summary = try #require(
            RealDataSummary(cuts, .tdeeTracker, balance: \.lookAhead, noiseKg: 0.1))
        #expect(summary.count == 1)
        #expect(isApproximatelyEqual(summary.meanDifferenceKcalPerDay, 56.4815, absolute: 1e-4))
        #expect(isApproximatelyEqual(summary.meanAbsoluteDifferenceKcalPerDay, 56.4815, absolute: 1e-4))
        #expect(summary.coveragePercent == 100)
        #expect(isApproximatelyEqual(summary.calibratedCoveragePercent, 89.226, absolute: 1e-3))
        #expect(isApproximatelyEqual(summary.noiseCorrectedRootMeanSquareKcalPerDay, 43.908, absolute: 1e-3))
    }

    /// Swing: |2,600 − 2,500| = 100 and |2,550 − 2,600| = 50 are consecutive weeks; 14 → 28 is two weeks
    /// and 28 → 35 has no value, so they are not pairs: mean 75 over 2 pairs.
    @Test func theWeekToWeekSwingCountsOnlyConsecutiveWeeks() {
        let (swing, pairs) = RealDataSummary.swing([
            (0, 2500), (7, 2600), (14, 2550), (28, 2700), (35, nil), (42, 2800),
        ])
        #expect(pairs == 2)
        #expect(swing == 75)
    }
}

/// The engine at a cut is what `nutrition-engine maintenance` says for the document truncated there.
@Suite struct RealDataEngineAgreementTests {
    @Test func theEngineAtACutIsTheMaintenanceCommandsAnswer() throws {
        var entries: [String] = []
        for i in 0..<50 {
            let date = CalendarDate(iso: "2026-03-01")!.adding(days: i)
            let intake = 2400 + 300 * sin(Double(i))
            var entry = #"{"date":"\#(date)","intakeKcal":\#(JSONWriter.format(intake.roundedTo(1)))"#
            if i % 3 != 1 {
                let kg = 82 - 0.02 * Double(i) + 0.4 * cos(1.7 * Double(i))
                entry += #","weightKg":\#(JSONWriter.format(kg.roundedTo(0.1)))"#
            }
            entries.append(entry + "}")
        }
        let person =
            #""person":{"equationSex":"female","ageYears":40,"heightCm":168,"weightKg":82,"activityLevel":"active"}"#
        let full = try InputDocumentReader.read(
            Array(#"{"schemaVersion":1,\#(person),"days":[\#(entries.joined(separator: ","))]}"#.utf8))
        let log = try #require(RealLog(full.dayLog))
        let cut = 37
        let study = RealDataStudy.run(
            log: log, dayLog: full.dayLog, person: try #require(full.person), cuts: [cut], tracker: nil)
        let engine = try #require(study.first?.engine)

        let before = entries.prefix(cut).joined(separator: ",")
        let truncated = #"{"schemaVersion":1,\#(person),"asOf":"\#(log.date(cut))","days":[\#(before)]}"#
        let result = NutritionCommandLine.run(arguments: ["maintenance", "-"], stdin: Data(truncated.utf8))
        #expect(result.exitCode == 0)
        let json = try JSONParser().parse(Array(result.stdout.utf8))
        let kcal = try #require(json["maintenance", "kcalPerDay"]?.numberValue)
        let low = try #require(json["maintenance", "interval95", "low"]?.numberValue)
        let high = try #require(json["maintenance", "interval95", "high"]?.numberValue)
        // The command prints two decimals.
        #expect(isApproximatelyEqual(engine.kcalPerDay, kcal, absolute: 0.006))
        #expect(isApproximatelyEqual(engine.low, low, absolute: 0.006))
        #expect(isApproximatelyEqual(engine.high, high, absolute: 0.006))
    }

    /// `real-data` without its two documents, or with a tracker that cannot run, is a usage error.
    @Test(arguments: [
        ["real-data"], ["real-data", "--apple-health", "a.json"], ["real-data", "x", "--daily-text", "b.json"],
        ["real-data", "--apple-health", "a.json", "--daily-text", "b.json", "--tdeetracker", "/nonexistent/t"],
    ])
    func usageErrors(_ arguments: [String]) {
        #expect(LabCommandLine.run(arguments: arguments).exitCode == ExitCode.usage)
    }
}

/// The information limit is told what it is told: changing only those quantities leaves it unchanged.
@Suite struct InformationLimitTests {
    static func trainee(seed: UInt64) -> SyntheticTrainee {
        var random = SplitMix64(seed: seed)
        return SyntheticTrainee.generate(using: &random)
    }

    /// The log's errors (what the person wrote on a complete day) and a scale artifact it is told about
    /// cannot move it; the engine reads both.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func itIgnoresTheLogAndTheArtifactsItIsToldAbout(seed: UInt64) throws {
        let trainee = Self.trainee(seed: seed)
        let base = try #require(InformationLimit.answer(trainee))
        var changed = trainee
        for i in changed.days.indices where changed.days[i].logKind == .complete {
            changed.days[i].loggedIntakeKcal = (changed.days[i].loggedIntakeKcal ?? 0) * 0.8
        }
        let weighed = try #require(changed.days.lastIndex { $0.scaleWeightKg != nil })
        changed.days[weighed].scaleWeightKg! += 2.5
        changed.days[weighed].scaleArtifactKg += 2.5
        let after = try #require(InformationLimit.answer(changed))
        #expect(isApproximatelyEqual(after.kcalPerDay, base.kcalPerDay, absolute: 1e-6))
        #expect(isApproximatelyEqual(after.high, base.high, absolute: 1e-6))
    }

    /// The consistent under-reporting enters only as the truth does: the window's mean true intake of
    /// its completely logged days times the fraction (logging units = true units − u·intake).
    @Test func underReportingShiftsItByTheWindowsIntake() throws {
        let trainee = Self.trainee(seed: 4)
        var honest = trainee
        honest.underReportingFraction = 0
        var reporting = trainee
        reporting.underReportingFraction = 0.1
        let window = trainee.days.suffix(28).filter { $0.logKind == .complete }.map(\.trueIntakeKcal)
        let intake = window.reduce(0, +) / Double(window.count)
        let a = try #require(InformationLimit.answer(honest))
        let b = try #require(InformationLimit.answer(reporting))
        #expect(isApproximatelyEqual(a.kcalPerDay - b.kcalPerDay, 0.1 * intake, absolute: 1e-6))
    }

    /// Told more than the engine, it does not do worse overall (300 trainees of a tuning seed).
    @Test func toldMoreItIsNoWorseThanTheEngine() throws {
        let records = CalibrationStudy.run(seed: 8, trainees: 300, informationLimit: true)
        let limit = try #require(
            CalibrationStudy.Summary(
                records.compactMap { r in r.informationLimit.map { ($0, r.truthLoggingUnitsKcalPerDay) } }))
        let engine = try #require(CalibrationStudy.Summary(records.map { ($0.engine, $0.truthLoggingUnitsKcalPerDay) }))
        #expect(limit.count == 300)
        #expect(limit.meanAbsoluteErrorKcalPerDay < engine.meanAbsoluteErrorKcalPerDay)
    }
}

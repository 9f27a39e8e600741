import NutritionEngine
import NutritionLab
import TestSupport
import Testing

/// The seeded generator, the calibration statistics and the intake-water prediction.
@Suite struct SimulationSupportTests {
    @Test func splitMix64MatchesTheReferenceStream() {
        // Reference outputs of SplitMix64 from seed 0 (Vigna's splitmix64.c): 0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4.
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test func summaryStatisticsByHand() {
        // Errors +10, −20, +30, −40 (truth 100): bias = −20/4 = −5; MAE = 100/4 = 25;
        // P90 nearest rank ⌈0.9·4⌉ = 4th of 10, 20, 30, 40 = 40; intervals ±25 cover 10 and 20 → 50 %.
        let pairs = [110.0, 80, 130, 60].map {
            (CalibrationStudy.Answer(kcalPerDay: $0, low: $0 - 25, high: $0 + 25), 100.0)
        }
        let summary = CalibrationStudy.Summary(pairs)
        #expect(summary?.biasKcalPerDay == -5)
        #expect(summary?.meanAbsoluteErrorKcalPerDay == 25)
        #expect(summary?.p90AbsoluteErrorKcalPerDay == 40)
        #expect(summary?.coveragePercent == 50)
        #expect(summary?.meanHalfWidthKcalPerDay == 25)
    }

    @Test func steadyIntakePutsNoWaterOnTheScale() {
        let water = IntakeWaterAdjustment.waterKg(
            intakeByDay: Dictionary(uniqueKeysWithValues: (0..<28).map { ($0, 2100.0) }), windowDays: 28)
        #expect(water.allSatisfy { abs($0) < 1e-12 })
    }

    @Test func oneBigDayAddsWaterNextMorning() {
        // Day 0 at 2,500 kcal, mean 2,000 (ratio 1.25). ECF: (4000/3000)·0.25·(1 − e^(−3000/3220))
        // = 0.20204 L. Glycogen: ρG·dG/dt = 1250 − 4000·G² from G = 0.5 for one day (fine-step Euler
        // in Python) → 0.53790 kg, +3.7·0.03790 = 0.14025 kg of glycogen and water. Total 0.3423 kg.
        var intakes: [Int: Double] = [0: 2500]
        for day in 1..<28 { intakes[day] = (56_000 - 2500) / 27 }
        let water = IntakeWaterAdjustment.waterKg(intakeByDay: intakes, windowDays: 28)
        #expect(water[0] == 0)
        #expect(isApproximatelyEqual(water[1], 0.3423, absolute: 0.002))
    }

    @Test func calibrationIsReproducibleFromItsSeed() {
        let first = CalibrationStudy.run(seed: 12, trainees: 20).map(\.engine.kcalPerDay)
        let second = CalibrationStudy.run(seed: 12, trainees: 20).map(\.engine.kcalPerDay)
        #expect(first == second)
    }

    @Test func holdingOutputKeepsTheEstimateAndTheReasons() throws {
        // An evaluation day and no days: the filter has nothing to read, so the estimate holds at the
        // prior and says why (no weigh-in; 0 of 3 intake days), with no window mean.
        let person = Person(equationSex: .male, ageYears: 30, heightCm: 180, weightKg: 80, activityLevel: .active)
        let assessment = try #require(
            MaintenanceAssessment(
                person: person, dayLog: DayLog(declaredAsOf: CalendarDate(dayNumber: 20_454), days: []),
                policy: .standard))
        let json = assessment.json
        #expect(json["status"]?.stringValue == "holding")
        #expect(json["kcalPerDay"]?.numberValue != nil)
        #expect(
            json["holdingReasons"]?.arrayValue?.compactMap { $0["code"]?.stringValue } == [
                "noWeighIns", "tooFewIntakeDays",
            ])
        #expect(json["evidence"]?["meanEvidenceIntakeKcalPerDay"] == .null)
    }
}

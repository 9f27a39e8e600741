import Foundation

/// The Body Weight Planner's two questions, answered with Hall's model: which constant intake reaches
/// a weight on a given day, and which intake keeps that weight afterwards.
///
/// Both are solved by bisection on intake, because the model's weight on any day rises monotonically
/// with a constant intake: the first simulates the model to the day; the second uses the model's
/// steady state (all time derivatives zero), where intake equals expenditure at the landed weight.
public enum IntakePlanner {
    /// Intakes searched, kcal/day (the `project` command's accepted range).
    static let intakeRangeKcalPerDay: ClosedRange<Double> = 500...10_000
    /// Bisection stops when the interval is narrower than this, kcal/day.
    static let toleranceKcalPerDay = 0.001

    /// The constant intake whose day-`days` weight is `landingWeightKg`, kcal/day, or nil when even
    /// the ends of `intakeRangeKcalPerDay` cannot reach it in time.
    public static func intakeToReach(
        _ landingWeightKg: Double, inDays days: Int, model: HallModel, stepDays: Double = 1
    ) -> Double? {
        func weight(_ intake: Double) -> Double {
            model.simulate(intakeKcalPerDay: intake, days: days, stepDays: stepDays)[days].bodyWeightKg
        }
        // The end of the final interval on the landing side, so the projection at this intake reaches
        // the landing weight on that day rather than a bisection step later.
        let losing = landingWeightKg < model.initial.bodyWeightKg
        return bisect(intakeRangeKcalPerDay, target: landingWeightKg, side: losing ? .low : .high, weight)
    }

    /// The intake at which the model's steady-state weight is `weightKg`, kcal/day (nil outside the range).
    public static func intakeToStay(at weightKg: Double, model: HallModel) -> Double? {
        bisect(intakeRangeKcalPerDay, target: weightKg) { steadyStateWeightKg(intakeKcalPerDay: $0, model: model) }
    }

    /// The weight the model settles at under a constant intake, kg.
    ///
    /// At steady state: glycogen g = G₀·√(I/I₀); extracellular fluid = ECF₀ − (4000/3000)·(1 − I/I₀);
    /// adaptive thermogenesis = 0.14·(I − I₀); fat and lean lie on the Forbes curve the model's
    /// partition follows from its start, L = L₀ + 10.4·ln(F/F₀); and intake equals the static
    /// expenditure K + γF·F + γL·L + δ·W + 0.10·(I − I₀) + AT. The last is increasing in F, so F is
    /// found by bisection.
    public static func steadyStateWeightKg(intakeKcalPerDay intake: Double, model: HallModel) -> Double {
        let baseline = model.baselineIntakeKcalPerDay
        let start = model.initial
        let glycogen = HallModel.baselineGlycogenKg * (intake / baseline).squareRoot()
        let fluid = start.extracellularFluidKg - 4000 / 3000 * (1 - intake / baseline)
        let adaptive = HallModel.adaptiveThermogenesisFraction * (intake - baseline)
        func lean(_ fat: Double) -> Double { start.leanKg + 10.4 * log(fat / start.fatKg) }
        func weight(_ fat: Double) -> Double { fat + lean(fat) + fluid + 3.7 * glycogen }
        func expenditure(_ fat: Double) -> Double {
            model.constantKcalPerDay + HallModel.gammaFat * fat + HallModel.gammaLean * lean(fat) + model
                .deltaKcalPerKgPerDay * weight(fat)
                + HallModel.thermicEffect * (intake - baseline) + adaptive
        }
        var low = 1e-3
        var high = 1000.0
        for _ in 0..<200 where high - low > 1e-9 {
            let middle = (low + high) / 2
            if expenditure(middle) < intake { low = middle } else { high = middle }
        }
        return weight((low + high) / 2)
    }

    enum Side { case low, middle, high }

    /// The x in `range` where the increasing `f(x)` equals `target`, or nil when it is not bracketed:
    /// the final interval's low end (f ≤ target), middle, or high end (f ≥ target).
    private static func bisect(
        _ range: ClosedRange<Double>, target: Double, side: Side = .middle, _ f: (Double) -> Double
    ) -> Double? {
        var low = range.lowerBound
        var high = range.upperBound
        guard f(low) <= target, f(high) >= target else { return nil }
        while high - low > toleranceKcalPerDay {
            let middle = (low + high) / 2
            if f(middle) < target { low = middle } else { high = middle }
        }
        switch side {
        case .low: return low
        case .middle: return (low + high) / 2
        case .high: return high
        }
    }
}

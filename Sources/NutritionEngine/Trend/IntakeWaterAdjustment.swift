import Foundation

/// The short-term water (extracellular fluid and glycogen-bound water) that day-to-day swings in
/// intake put on the scale, predicted from the logged intakes with Hall's glycogen and ECF equations
/// (energy-equations.md §5), so the rate fit can remove it instead of treating it as noise.
///
/// Relative to the window's mean evidence intake Ī (days without evidence are taken at Ī), with
/// r_t = I_t/Ī and carbohydrate a fixed share of intake:
///   ΔECF_{t+1} = ΔECF_t·e^{−a} − (4000/3000)·(1 − r_t)·(1 − e^{−a}),  a = 3000/3220 per day
///   ρG·dG/dt = c·I_t − k_G·G²,  k_G = c·Ī/G₀²  (one RK4 step per day)
///   water on the morning of day t+1 = ΔECF_{t+1} + 3.7·(G_{t+1} − G₀)
/// The window is assumed to start at this equilibrium; a diet change just before the window is not
/// modelled (that is what the model-error term covers).
package enum IntakeWaterAdjustment {
    /// `waterKg(intakeByDay:…)` with the intakes in an array indexed by day offset (nil: no
    /// evidence that day): the window's days 0..<`intakeByOffset.count`. The same values are summed
    /// in the same (day) order and every day's step is the same expression, so the result equals the
    /// dictionary form's for a dictionary keyed by those offsets (issue 25: no hashing per day).
    package static func waterKg(intakeByOffset: [Double?], carbohydrateFraction: Double = 0.5) -> [Double] {
        let windowDays = intakeByOffset.count
        var sum = 0.0
        var evidenceDays = 0
        for intake in intakeByOffset {
            guard let intake else { continue }
            sum = sum + intake
            evidenceDays += 1
        }
        guard evidenceDays > 0 else { return [Double](repeating: 0, count: windowDays) }
        let mean = sum / Double(evidenceDays)
        guard mean > 0 else { return [Double](repeating: 0, count: windowDays) }
        return water(mean: mean, windowDays: windowDays, carbohydrateFraction: carbohydrateFraction) {
            intakeByOffset[$0]
        }
    }

    /// Predicted water on the morning of each day 0..<windowDays, kg, from intakes keyed by day.
    package static func waterKg(intakeByDay: [Int: Double], windowDays: Int, carbohydrateFraction: Double = 0.5)
        -> [Double]
    {
        guard !intakeByDay.isEmpty, windowDays > 0 else { return [Double](repeating: 0, count: max(windowDays, 0)) }
        // Summed in day order: a dictionary's iteration order varies between instances, and the
        // output must be bit-for-bit reproducible.
        let mean = intakeByDay.keys.sorted().reduce(0) { $0 + (intakeByDay[$1] ?? 0) } / Double(intakeByDay.count)
        guard mean > 0 else { return [Double](repeating: 0, count: windowDays) }
        return water(mean: mean, windowDays: windowDays, carbohydrateFraction: carbohydrateFraction) {
            intakeByDay[$0]
        }
    }

    /// The day-by-day ECF and glycogen steps from the window's mean intake (> 0), kcal/day; a day
    /// whose intake is nil is taken at the mean. Both forms above share it, so their steps cannot
    /// drift apart.
    @inline(__always)
    private static func water(
        mean: Double, windowDays: Int, carbohydrateFraction: Double, intake intakeOnDay: (Int) -> Double?
    ) -> [Double] {
        let decay = exp(-3000.0 / 3220.0)
        let g0 = HallModel.baselineGlycogenKg
        let carbohydrateMean = carbohydrateFraction * mean
        let kG = carbohydrateMean / (g0 * g0)
        var ecf = 0.0
        var glycogen = g0
        var water = [Double](repeating: 0, count: windowDays)
        for day in 0..<windowDays {
            water[day] = ecf + 3.7 * (glycogen - g0)
            let intake = intakeOnDay(day) ?? mean
            let ratio = intake / mean
            ecf = ecf * decay - (4000.0 / 3000.0) * (1 - ratio) * (1 - decay)
            let carbohydrate = carbohydrateFraction * intake
            func slope(_ g: Double) -> Double { (carbohydrate - kG * g * g) / HallModel.glycogenKcalPerKg }
            let k1 = slope(glycogen)
            let k2 = slope(glycogen + k1 / 2)
            let k3 = slope(glycogen + k2 / 2)
            let k4 = slope(glycogen + k3)
            glycogen += (k1 + 2 * k2 + 2 * k3 + k4) / 6
        }
        return water
    }
}

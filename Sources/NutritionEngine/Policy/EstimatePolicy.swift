/// Parameters that shape the `estimate` numbers; echoed in every output that uses them.
public struct EstimatePolicy: Sendable, Equatable {
    /// Normal quantile for a two-sided 95 % prediction interval.
    public var predictionIntervalZ: Double
    /// PAL multiplier applied to Mifflin–St Jeor REE for each NASEM category, used when the
    /// input gives a category rather than a measured PAL. The common 1.2–1.9 "activity factors" have
    /// no primary source, so a representative PAL of each NASEM band is used instead.
    public var mifflinMultiplierByActivityLevel: [ActivityLevel: Double]
    /// Above this absolute difference (percent of NASEM) the cross-check states that the equations disagree.
    public var crossCheckDisagreementPercent: Double

    /// The defaults: z = 1.96; multipliers 1.45 / 1.60 / 1.76 / 2.00; disagreement above 10 %.
    public static let standard = EstimatePolicy(
        predictionIntervalZ: 1.96,
        mifflinMultiplierByActivityLevel: [.inactive: 1.45, .lowActive: 1.60, .active: 1.76, .veryActive: 2.00],
        crossCheckDisagreementPercent: 10)

    /// The multiplier for `level` (the standard value if a custom policy left it out).
    func mifflinMultiplier(_ level: ActivityLevel) -> Double {
        mifflinMultiplierByActivityLevel[level] ?? Self.standard.mifflinMultiplierByActivityLevel[level] ?? 1
    }
}

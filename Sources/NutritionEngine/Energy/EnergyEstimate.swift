/// All equation-based energy estimates for one person, unrounded, with the inputs behind them.
public struct EnergyEstimate: Sendable, Equatable {
    /// The person the estimates are for.
    public var person: Person
    /// NASEM 2023 TEE for the person's category, kcal/day.
    public var nasemKcalPerDay: Double
    /// NASEM per-sex standard error of estimate, kcal/day.
    var nasemStandardErrorKcalPerDay: Double
    /// Lower end of the 95 % prediction interval, kcal/day.
    public var nasemInterval95LowKcalPerDay: Double
    /// Upper end of the 95 % prediction interval, kcal/day.
    public var nasemInterval95HighKcalPerDay: Double
    /// Mifflin–St Jeor REE, kcal/day.
    public var mifflinRestingKcalPerDay: Double
    /// The PAL multiplier applied to Mifflin REE.
    var mifflinMultiplier: Double
    /// Why that multiplier: the declared PAL, or the representative PAL of the category.
    public var mifflinMultiplierBasis: MultiplierBasis
    /// Mifflin REE × multiplier, kcal/day.
    public var mifflinMaintenanceKcalPerDay: Double
    /// Lean mass in kg and the two lean-mass REE estimates, when body fat is known.
    public var leanMass: LeanMassEstimates?
    /// Body mass index.
    var bodyMassIndex: BodyMassIndex

    /// Where the Mifflin multiplier came from.
    public enum MultiplierBasis: String, Sendable {
        /// The person's own PAL from the input.
        case declaredPhysicalActivityLevel
        /// The policy's representative PAL for the NASEM category.
        case representativePALOfCategory
    }

    /// Lean-mass based resting estimates.
    public struct LeanMassEstimates: Sendable, Equatable {
        /// Lean mass, kg.
        public var leanMassKg: Double
        /// Cunningham 1980 REE, kcal/day.
        public var cunningham1980RestingKcalPerDay: Double
        /// Katch–McArdle / Cunningham 1991 REE, kcal/day.
        public var katchMcArdle1991RestingKcalPerDay: Double
    }

    /// Mifflin-based maintenance minus NASEM, kcal/day.
    var mifflinMinusNasemKcalPerDay: Double { mifflinMaintenanceKcalPerDay - nasemKcalPerDay }
    /// The same difference as a percentage of NASEM.
    var mifflinVsNasemPercent: Double { 100 * mifflinMinusNasemKcalPerDay / nasemKcalPerDay }

    /// Computes every estimate for `person` under `policy`.
    public init(person: Person, policy: EstimatePolicy = .standard) {
        self.person = person
        nasemKcalPerDay = NASEM2023.totalEnergyExpenditureKcalPerDay(person)
        nasemStandardErrorKcalPerDay = NASEM2023.standardErrorOfEstimateKcalPerDay(person.equationSex)
        let halfWidth = policy.predictionIntervalZ * nasemStandardErrorKcalPerDay
        nasemInterval95LowKcalPerDay = nasemKcalPerDay - halfWidth
        nasemInterval95HighKcalPerDay = nasemKcalPerDay + halfWidth
        mifflinRestingKcalPerDay = MifflinStJeor.restingKcalPerDay(person)
        if let pal = person.physicalActivityLevel {
            mifflinMultiplier = pal
            mifflinMultiplierBasis = .declaredPhysicalActivityLevel
        } else {
            mifflinMultiplier = policy.mifflinMultiplier(person.activityLevel)
            mifflinMultiplierBasis = .representativePALOfCategory
        }
        mifflinMaintenanceKcalPerDay = mifflinRestingKcalPerDay * mifflinMultiplier
        leanMass = person.leanMassKg.map {
            LeanMassEstimates(
                leanMassKg: $0,
                cunningham1980RestingKcalPerDay: LeanMassEquations.cunningham1980RestingKcalPerDay(leanMassKg: $0),
                katchMcArdle1991RestingKcalPerDay: LeanMassEquations.katchMcArdle1991RestingKcalPerDay(leanMassKg: $0))
        }
        bodyMassIndex = BodyMassIndex(weightKg: person.weightKg, heightCm: person.heightCm)
    }
}

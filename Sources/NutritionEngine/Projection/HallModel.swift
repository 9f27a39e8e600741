/// Hall's adult dynamic body-weight model (Hall et al., Lancet 2011;378:826–37; NIH Body Weight
/// Planner), integrated with fourth-order Runge–Kutta.
///
/// State: fat F, lean L, glycogen G, extracellular fluid ECF (kg) and adaptive thermogenesis AT
/// (kcal/day); BW = F + L + ECF + 3.7·G.
/// EE = K + γF·F + γL·L + δ·BW + TEF + AT + ηL·dL/dt + ηF·dF/dt, TEF = 0.10·ΔEI,
/// τ·dAT/dt = 0.14·ΔEI − AT (τ = 14 d), δ = ((1 − 0.10)·PAL − 1)·RMR/BW₀, K closes EE₀ = RMR·PAL.
/// Energy balance: ρF·dF/dt + ρL·dL/dt + ρG·dG/dt = EI − EE, split by the Forbes energy partition
/// p = C/(C + F) to lean (C = 10.4·ρL/ρF). Glycogen: ρG·dG/dt = CI − k_G·G², k_G = CI_b/G₀².
/// ECF: dECF/dt = (−3000·(ECF − ECF₀) − 4000·(1 − CI/CI_b))/3220. Physical activity stays at baseline.
public struct HallModel: Sendable, Equatable {
    /// The compartments at one moment.
    public struct State: Sendable, Equatable {
        /// Fat mass, kg.
        public var fatKg: Double
        /// Lean mass excluding ECF and glycogen, kg.
        public var leanKg: Double
        /// Glycogen, kg.
        var glycogenKg: Double
        /// Extracellular fluid, kg.
        var extracellularFluidKg: Double
        /// Adaptive thermogenesis, kcal/day.
        var adaptiveThermogenesisKcalPerDay: Double

        /// Body weight, kg: F + L + ECF + 3.7·G (glycogen is stored with 2.7 g of water per g).
        public var bodyWeightKg: Double { fatKg + leanKg + extracellularFluidKg + 3.7 * glycogenKg }

        /// Energy stored in fat, lean tissue and glycogen, kcal (water and ECF carry none).
        public var storedEnergyKcal: Double {
            HallModel.fatKcalPerKg * fatKg + HallModel.leanKcalPerKg * leanKg + HallModel.glycogenKcalPerKg * glycogenKg
        }

        fileprivate static func + (a: State, b: State) -> State {
            State(
                fatKg: a.fatKg + b.fatKg, leanKg: a.leanKg + b.leanKg, glycogenKg: a.glycogenKg + b.glycogenKg,
                extracellularFluidKg: a.extracellularFluidKg + b.extracellularFluidKg,
                adaptiveThermogenesisKcalPerDay: a.adaptiveThermogenesisKcalPerDay + b.adaptiveThermogenesisKcalPerDay)
        }

        fileprivate static func * (k: Double, a: State) -> State {
            State(
                fatKg: k * a.fatKg, leanKg: k * a.leanKg, glycogenKg: k * a.glycogenKg,
                extracellularFluidKg: k * a.extracellularFluidKg,
                adaptiveThermogenesisKcalPerDay: k * a.adaptiveThermogenesisKcalPerDay)
        }
    }

    /// Fat energy density, kcal/kg (39.5 MJ/kg).
    public static let fatKcalPerKg = 9440.7
    /// Lean energy density, kcal/kg (7.6 MJ/kg).
    public static let leanKcalPerKg = 1816.4
    /// Glycogen energy density, kcal/kg (17.6 MJ/kg).
    static let glycogenKcalPerKg = 4206.5
    /// Fat maintenance cost, kcal/kg/day.
    public static let gammaFat = 3.107
    /// Lean maintenance cost, kcal/kg/day.
    public static let gammaLean = 21.99
    /// Cost of fat synthesis, kcal/kg.
    static let etaFat = 179.25
    /// Cost of lean synthesis, kcal/kg.
    static let etaLean = 229.45
    /// Thermic effect of food as a fraction of the intake change.
    public static let thermicEffect = 0.10
    /// Adaptive thermogenesis as a fraction of the intake change.
    public static let adaptiveThermogenesisFraction = 0.14
    /// Adaptive thermogenesis time constant, days.
    static let adaptiveThermogenesisDays = 14.0
    /// Baseline glycogen, kg.
    static let baselineGlycogenKg = 0.5

    /// Multiplier on adaptive thermogenesis (1 = Hall 2011; the calibration's stress variants use 0 and 2).
    public var adaptiveThermogenesisScale: Double = 1
    /// Baseline intake = baseline expenditure, kcal/day (RMR·PAL).
    public var baselineIntakeKcalPerDay: Double
    /// Share of intake energy from carbohydrate.
    public var carbohydrateFraction: Double
    /// The starting state.
    public var initial: State
    /// δ, kcal/kg/day (physical activity per kg of body weight).
    public var deltaKcalPerKgPerDay: Double
    /// K, kcal/day.
    public var constantKcalPerDay: Double

    /// A model for `person` at `weightKg` (default: the person's weight) in energy balance at
    /// `maintenanceKcalPerDay`, with resting expenditure `restingKcalPerDay`; PAL = maintenance / RMR.
    /// `fatMassKg` defaults to body fat % or Jackson 2002.
    public init(
        person: Person, maintenanceKcalPerDay: Double, restingKcalPerDay: Double, weightKg: Double? = nil,
        fatMassKg: Double? = nil, carbohydrateFraction: Double = 0.5
    ) {
        let weight = weightKg ?? person.weightKg
        let fat = fatMassKg ?? InitialBodyComposition.fatMassKg(person, weightKg: weight)
        let ecf = InitialBodyComposition.extracellularFluidKg(person, weightKg: weight)
        let glycogen = Self.baselineGlycogenKg
        let lean = weight - fat - ecf - 3.7 * glycogen
        initial = State(
            fatKg: fat, leanKg: lean, glycogenKg: glycogen, extracellularFluidKg: ecf,
            adaptiveThermogenesisKcalPerDay: 0)
        let pal = maintenanceKcalPerDay / restingKcalPerDay
        deltaKcalPerKgPerDay = ((1 - Self.thermicEffect) * pal - 1) * restingKcalPerDay / weight
        constantKcalPerDay =
            maintenanceKcalPerDay - Self.gammaFat * fat - Self.gammaLean * lean - deltaKcalPerKgPerDay * weight
        baselineIntakeKcalPerDay = maintenanceKcalPerDay
        self.carbohydrateFraction = carbohydrateFraction
    }

    /// Expenditure excluding the tissue-synthesis terms ηL·dL/dt + ηF·dF/dt, kcal/day.
    func staticExpenditure(_ s: State, intakeKcalPerDay: Double) -> Double {
        let intakeChange = intakeKcalPerDay - baselineIntakeKcalPerDay
        return constantKcalPerDay + Self.gammaFat * s.fatKg + Self.gammaLean * s.leanKg + deltaKcalPerKgPerDay
            * s.bodyWeightKg
            + Self.thermicEffect * intakeChange + s.adaptiveThermogenesisKcalPerDay
    }

    /// Time derivatives of the state at constant intake `intakeKcalPerDay`.
    func derivative(_ s: State, intakeKcalPerDay: Double) -> State {
        let carbohydrate = carbohydrateFraction * intakeKcalPerDay
        let baselineCarbohydrate = carbohydrateFraction * baselineIntakeKcalPerDay
        let glycogenConstant = baselineCarbohydrate / (Self.baselineGlycogenKg * Self.baselineGlycogenKg)
        let glycogenPower = carbohydrate - glycogenConstant * s.glycogenKg * s.glycogenKg
        let forbes = 10.4 * Self.leanKcalPerKg / Self.fatKcalPerKg
        let leanShare = forbes / (forbes + max(s.fatKg, 1e-6))
        let available = intakeKcalPerDay - staticExpenditure(s, intakeKcalPerDay: intakeKcalPerDay) - glycogenPower
        let imbalance =
            available
            / (1 + Self.etaFat * (1 - leanShare) / Self.fatKcalPerKg + Self.etaLean * leanShare / Self.leanKcalPerKg)
        let intakeChange = intakeKcalPerDay - baselineIntakeKcalPerDay
        return State(
            fatKg: (1 - leanShare) * imbalance / Self.fatKcalPerKg,
            leanKg: leanShare * imbalance / Self.leanKcalPerKg,
            glycogenKg: glycogenPower / Self.glycogenKcalPerKg,
            extracellularFluidKg: (-3000 * (s.extracellularFluidKg - initial.extracellularFluidKg) - 4000
                * (1 - carbohydrate / baselineCarbohydrate)) / 3220,
            adaptiveThermogenesisKcalPerDay: (adaptiveThermogenesisScale * Self.adaptiveThermogenesisFraction
                * intakeChange - s.adaptiveThermogenesisKcalPerDay) / Self.adaptiveThermogenesisDays)
    }

    /// Total energy expenditure at state `s` under intake `intakeKcalPerDay`, kcal/day (including synthesis costs).
    public func expenditureKcalPerDay(_ s: State, intakeKcalPerDay: Double) -> Double {
        let d = derivative(s, intakeKcalPerDay: intakeKcalPerDay)
        return staticExpenditure(s, intakeKcalPerDay: intakeKcalPerDay) + Self.etaFat * d.fatKg + Self.etaLean
            * d.leanKg
    }

    /// One RK4 step of `stepDays` from `s` at constant intake.
    public func step(_ s: State, intakeKcalPerDay: Double, stepDays: Double = 1) -> State {
        let k1 = derivative(s, intakeKcalPerDay: intakeKcalPerDay)
        let k2 = derivative(s + (stepDays / 2) * k1, intakeKcalPerDay: intakeKcalPerDay)
        let k3 = derivative(s + (stepDays / 2) * k2, intakeKcalPerDay: intakeKcalPerDay)
        let k4 = derivative(s + stepDays * k3, intakeKcalPerDay: intakeKcalPerDay)
        return s + (stepDays / 6) * (k1 + 2 * k2 + 2 * k3 + k4)
    }

    /// The state at the start of each day 0...days under a constant intake (days + 1 entries).
    public func simulate(intakeKcalPerDay: Double, days: Int, stepDays: Double = 1) -> [State] {
        let stepsPerDay = max(Int((1 / stepDays).rounded()), 1)
        let h = 1 / Double(stepsPerDay)
        var state = initial
        var result = [state]
        result.reserveCapacity(days + 1)
        for _ in 0..<max(days, 0) {
            for _ in 0..<stepsPerDay { state = step(state, intakeKcalPerDay: intakeKcalPerDay, stepDays: h) }
            result.append(state)
        }
        return result
    }
}

/// The body data the energy equations use, in metric units whatever units the input used.
public struct Person: Sendable, Equatable {
    /// The sex whose equations apply.
    public var equationSex: EquationSex
    /// Age in years (fractional years allowed).
    public var ageYears: Double
    /// Standing height in centimetres.
    public var heightCm: Double
    /// Body weight in kilograms.
    public var weightKg: Double
    /// The NASEM PAL category.
    public var activityLevel: ActivityLevel
    /// The measured or estimated PAL when the input gave a number instead of a category.
    public var physicalActivityLevel: Double?
    /// Body fat as a percentage of body weight, when known.
    public var bodyFatPercent: Double?
    /// Resistance-training experience, when given (sets the surplus of a Gain goal).
    public var trainingExperience: TrainingExperience?
    /// How imperial inputs were converted, for the explanation (empty for metric input).
    public var unitConversions: [String]

    /// A person from metric values.
    public init(
        equationSex: EquationSex, ageYears: Double, heightCm: Double, weightKg: Double,
        activityLevel: ActivityLevel, physicalActivityLevel: Double? = nil, bodyFatPercent: Double? = nil,
        trainingExperience: TrainingExperience? = nil, unitConversions: [String] = []
    ) {
        self.equationSex = equationSex
        self.ageYears = ageYears
        self.heightCm = heightCm
        self.weightKg = weightKg
        self.activityLevel = activityLevel
        self.physicalActivityLevel = physicalActivityLevel
        self.bodyFatPercent = bodyFatPercent
        self.trainingExperience = trainingExperience
        self.unitConversions = unitConversions
    }

    /// Lean (fat-free) mass in kilograms, when body fat is known: weight × (1 − body fat fraction).
    public var leanMassKg: Double? {
        bodyFatPercent.map { weightKg * (1 - $0 / 100) }
    }
}

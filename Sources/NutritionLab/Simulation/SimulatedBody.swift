import NutritionEngine
import TestSupport

/// One simulated adult's body and true energy needs, drawn the same way for the calibration's
/// trainees and the closed-loop study's people: the equations are right on average with their
/// published scatter (true maintenance = NASEM 2023 + SEE·z), resting expenditure scatters 8 %
/// around Mifflin–St Jeor and fat mass 15 % around Jackson 2002.
public struct SimulatedBody: Sendable {
    /// The person as the engine sees them (sex, age, height, weight, activity level).
    public var person: Person
    /// True maintenance at the start, kcal/day, kept between 1.15 and 2.5 × resting.
    public var baselineKcalPerDay: Double
    /// True resting expenditure, kcal/day.
    public var restingKcalPerDay: Double
    /// True fat mass, kg, at least 3 % of body weight.
    public var fatMassKg: Double

    /// Draws a body with BMI uniform in `bodyMassIndexKgPerM2`. The order of the draws is fixed: the
    /// reports regenerate byte for byte from their seeds.
    public static func draw(using random: inout SplitMix64, bodyMassIndexKgPerM2: ClosedRange<Double>) -> SimulatedBody
    {
        let sex: EquationSex = random.chance(0.5) ? .male : .female
        let age = random.uniform(20, 65)
        let height = sex == .male ? 176 + 7 * random.truncatedNormal(2.5) : 163 + 6.5 * random.truncatedNormal(2.5)
        let bmi = random.uniform(bodyMassIndexKgPerM2.lowerBound, bodyMassIndexKgPerM2.upperBound)
        let weight = bmi * (height / 100) * (height / 100)
        let level = ActivityLevel.allCases[Int(random.unit() * 4) % 4]
        let person = Person(equationSex: sex, ageYears: age, heightCm: height, weightKg: weight, activityLevel: level)
        let nasem = NASEM2023.totalEnergyExpenditureKcalPerDay(person)
        let resting = MifflinStJeor.restingKcalPerDay(person) * (1 + 0.08 * random.truncatedNormal(2.5))
        let baseline = nasem + NASEM2023.standardErrorOfEstimateKcalPerDay(sex) * random.truncatedNormal(2.5)
        let fat = InitialBodyComposition.fatMassKg(person) * (1 + 0.15 * random.truncatedNormal(2.5))
        return SimulatedBody(
            person: person, baselineKcalPerDay: min(max(baseline, 1.15 * resting), 2.5 * resting),
            restingKcalPerDay: resting,
            fatMassKg: max(fat, 0.03 * weight))
    }
}

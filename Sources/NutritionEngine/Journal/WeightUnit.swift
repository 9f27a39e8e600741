/// The unit a person reads weights in: the one they entered their weight in.
public enum WeightUnit: String, Sendable, Equatable {
    /// Kilograms.
    case kg
    /// Pounds (0.45359237 kg).
    case lb

    /// Pounds when the person's weight was given in pounds, else kilograms.
    public init(person: Person) {
        self = person.unitConversions.contains { $0.hasPrefix("weight ") } ? .lb : .kg
    }

    /// `kilograms` in this unit.
    package func value(kilograms: Double) -> Double {
        switch self {
        case .kg: kilograms
        case .lb: kilograms / UnitConversion.kilogramsPerPound
        }
    }

    /// `kilograms` in this unit at 0.1, with the unit ("77.3 kg", "78.0 kg", "170.4 lb"); a change
    /// signed ("+0.2 kg", "-0.1 kg", "±0.0 kg" when it rounds to nothing).
    func text(kilograms: Double, signed: Bool = false) -> String {
        let value = shown(kilograms)
        let text = OutputText.grouped(abs(value), 1)
        let sign = value == 0 ? "±" : value < 0 ? "-" : "+"
        return (signed ? sign : value < 0 ? "-" : "") + text + " " + rawValue
    }

    /// `kilograms` in this unit as a page shows it: the JSON's kg (to 0.01) in this unit, rounded
    /// half away from zero to 0.1 (`OutputText.roundedForPeople`): JSON 77.05 kg is 77.1 kg and
    /// 169.9 lb (169.866).
    func shown(_ kilograms: Double) -> Double {
        switch self {
        case .kg: OutputText.roundedForPeople(kilograms, decimals: 1)
        case .lb:
            OutputText.roundedHalfAwayFromZero(value(kilograms: kilograms.roundedTo(OutputPrecision.kg)), decimals: 1)
        }
    }

    /// The change from `start` to `end` (kg) as the two rounded figures show it, signed: "77.9 kg →
    /// 77.9 kg" is "±0.0 kg", never "-0.1 kg".
    func changeText(fromKilograms start: Double, toKilograms end: Double) -> String {
        let kilograms: Double =
            switch self {
            case .kg: shown(end) - shown(start)
            case .lb: (shown(end) - shown(start)) * UnitConversion.kilogramsPerPound
            }
        return text(kilograms: kilograms, signed: true)
    }

    /// A rate in this unit per week at 0.01, signed as it falls ("-0.40 kg/week", "-0.88 lb/week"):
    /// rates of a few tenths a week need their hundredths.
    func rateText(kilogramsPerWeek: Double) -> String {
        OutputText.people(value(kilograms: kilogramsPerWeek), decimals: 2) + " \(rawValue)/week"
    }
}

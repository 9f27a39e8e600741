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
    public func value(kilograms: Double) -> Double {
        switch self {
        case .kg: kilograms
        case .lb: kilograms / UnitConversion.kilogramsPerPound
        }
    }

    /// `kilograms` in this unit at 0.1, with the unit ("77.3 kg", "78.0 kg", "170.4 lb"); a change
    /// signed ("+0.2 kg", "-0.1 kg", "±0.0 kg" when it rounds to nothing).
    func text(kilograms: Double, signed: Bool = false) -> String {
        let value = (self.value(kilograms: kilograms) * 10).rounded() / 10
        var text = OutputText.grouped(abs(value), 1)
        if !text.contains(".") { text += ".0" }
        let sign = value == 0 ? "±" : value < 0 ? "-" : "+"
        return (signed ? sign : value < 0 ? "-" : "") + text + " " + rawValue
    }

    /// The change from `start` to `end` (kg) as the two rounded figures show it, signed: "77.9 kg →
    /// 77.9 kg" is "±0.0 kg", never "-0.1 kg".
    func changeText(fromKilograms start: Double, toKilograms end: Double) -> String {
        func shown(_ kg: Double) -> Double { (value(kilograms: kg) * 10).rounded() / 10 }
        let kilograms: Double =
            switch self {
            case .kg: shown(end) - shown(start)
            case .lb: (shown(end) - shown(start)) * UnitConversion.kilogramsPerPound
            }
        return text(kilograms: kilograms, signed: true)
    }
}

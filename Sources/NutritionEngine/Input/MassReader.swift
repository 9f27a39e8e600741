/// A mass read from a pair of members, one in kilograms and one in pounds.
package enum MassReading: Sendable, Equatable {
    /// Neither member is present.
    case absent
    /// The mass in kg, and whether it was given in pounds (converted exactly, 1 lb = 0.45359237 kg).
    case kilograms(Double, givenInPounds: Bool)

    /// Whether the mass was given in pounds.
    var givenInPounds: Bool {
        if case .kilograms(_, let pounds) = self { return pounds }
        return false
    }

    /// The mass in kg, or nil when absent.
    package var kg: Double? {
        if case .kilograms(let kg, _) = self { return kg }
        return nil
    }
}

extension FieldReader {
    /// The pound range matching a kilogram range, widened outward to whole pounds.
    static func poundBounds(kilograms bounds: ClosedRange<Double>) -> ClosedRange<Double> {
        (bounds.lowerBound / UnitConversion.kilogramsPerPound).rounded(
            .down)...(bounds.upperBound / UnitConversion.kilogramsPerPound).rounded(.up)
    }

    /// A mass given in kg under `kgKey` or in lb under `lbKey`, never both, within the plausible
    /// body-weight bounds; nil when malformed (the problem is reported). A conversion from pounds is
    /// described in `conversions` as `"<label> X lb × 0.45359237 kg/lb = Y kg"`.
    package mutating func mass(
        kg kgKey: String, lb lbKey: String, label: String, required: Bool, conversions: inout [String]
    ) -> MassReading? {
        let hasKg = isPresent(kgKey)
        let hasLb = isPresent(lbKey)
        if hasKg && hasLb {
            report(.conflictingFields, at: lbKey, Self.givenTwice(label, kg: kgKey, lb: lbKey))
            return nil
        }
        let kgBounds = PersonReader.PlausibleBounds.weightKg
        if hasLb {
            let lbBounds = Self.poundBounds(kilograms: kgBounds)
            guard let pounds = number(lbKey, required: true, in: lbBounds, unit: "lb") else { return nil }
            let kilograms = UnitConversion.kilograms(pounds: pounds)
            conversions.append(
                "\(label) \(JSONWriter.format(pounds)) lb × 0.45359237 kg/lb = \(JSONWriter.format(kilograms)) kg")
            return .kilograms(kilograms, givenInPounds: true)
        }
        if hasKg || required {
            guard let kilograms = number(kgKey, required: true, in: kgBounds, unit: "kg") else { return nil }
            return .kilograms(kilograms, givenInPounds: false)
        }
        return .absent
    }

    /// The refusal of a mass given both in kg and in lb.
    static func givenTwice(_ label: String, kg kgKey: String, lb lbKey: String) -> String {
        "give the \(label) once: \(kgKey) or \(lbKey), not both"
    }
}

/// A field table's pair of rows for one mass, in kg and in lb: `FieldReader.mass`'s rule for objects
/// read by their tables (days and weight records), applied the same way by both interpreters.
struct MassRows<Row: FieldObject>: Sendable {
    /// The row in kilograms.
    let kg: Row
    /// The row in pounds.
    let lb: Row
    /// What the mass is, in the refusal ("give the weight once").
    let label: String

    /// Given both, neither is read (`check` reports it); given in pounds, kilograms are not read;
    /// given neither, kilograms are required when `required`.
    func apply(to uses: inout FieldUses<Row>, _ values: FieldValues<Row>, required: Bool) {
        let given = values.given
        if given.contains(lb) {
            uses.ignore(given.contains(kg) ? FieldSet(kg).union(FieldSet(lb)) : FieldSet(kg))
        } else if required {
            uses.require(FieldSet(kg))
        }
    }

    /// The mass given twice, reported at the pound row once it is passed.
    func check(after row: Row, _ values: FieldValues<Row>, report: (ValidationIssue.Code, Row, String) -> Void) {
        guard row == lb, values.given.contains(kg), values.given.contains(lb) else { return }
        report(.conflictingFields, lb, FieldReader.givenTwice(label, kg: kg.key, lb: lb.key))
    }

    /// The mass in kg read from either row (pounds converted exactly, as `FieldReader.mass` does).
    /// Inlined: asked once per day built, an out-of-line call of ~22 instructions (callgrind).
    @inline(__always) func kilograms(_ values: FieldValues<Row>) -> Double? {
        values.number(kg) ?? values.number(lb).map(UnitConversion.kilograms(pounds:))
    }
}

/// The sex whose coefficients the energy equations use. Supplied by the person, private, never inferred.
public enum EquationSex: String, Sendable, CaseIterable, Hashable {
    case male, female
}

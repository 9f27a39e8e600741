/// A dated body-fat reading and the method that produced it.
///
/// Methods disagree systematically (bioimpedance can differ from DEXA by several percentage points
/// and moves with hydration), so readings are compared only with earlier readings of the same method.
public struct BodyFatMeasurement: Sendable, Equatable {
    /// How body fat was measured or estimated.
    public enum Method: String, Sendable, CaseIterable {
        case bioimpedance, dexa, skinfold, circumference, airDisplacement, hydrostatic, visualEstimate
    }

    /// Body fat, percent of body weight.
    public var percent: Double
    /// The method.
    public var method: Method

    /// A reading of `percent` % by `method`.
    public init(percent: Double, method: Method) {
        self.percent = percent
        self.method = method
    }
}

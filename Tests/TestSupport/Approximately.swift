import NutritionEngine
import NutritionVectors

/// Whether `a` and `b` agree to within `absolute` (or `relative` of the larger magnitude); NaN never does.
/// Swift Testing has no accuracy argument, so every numeric assertion goes through this one helper.
public func isApproximatelyEqual(_ a: Double, _ b: Double, absolute: Double = 0, relative: Double = 0) -> Bool {
    JSONComparison.Tolerance(absolute: absolute, relative: relative).accepts(a, b)
}

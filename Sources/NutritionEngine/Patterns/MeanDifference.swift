import Foundation

/// The difference between two groups' means with Welch's interval (Welch 1947, Biometrika 34:28–35):
/// d ± t·√(s₁²/n₁ + s₂²/n₂), t the Student quantile at the Welch–Satterthwaite degrees of freedom
/// for the two-sided level that `z` has under the normal curve (z = 1.96: 95 %).
///
/// The interval describes the size of a difference; whether there is one is decided by the
/// permutation test, which assumes nothing about the shape of the values.
package struct MeanDifference: Sendable, Equatable {
    /// Mean of the group minus mean of the others (the values' unit).
    package var difference: Double
    /// The interval's ends; nil when a group has fewer than 2 values or neither varies.
    package var low: Double?
    package var high: Double?

    /// The difference between `group` and `others` (each non-empty), at `z`.
    package init(group: [Double], others: [Double], z: Double) {
        let (m1, v1) = Self.meanAndVariance(group)
        let (m2, v2) = Self.meanAndVariance(others)
        difference = m1 - m2
        let n1 = Double(group.count)
        let n2 = Double(others.count)
        guard group.count >= 2, others.count >= 2 else { return }
        let se2 = v1 / n1 + v2 / n2
        guard se2 > 0 else { return }
        let df = se2 * se2 / ((v1 / n1) * (v1 / n1) / (n1 - 1) + (v2 / n2) * (v2 / n2) / (n2 - 1))
        let level = erf(z / 2.squareRoot())
        let t = StudentT.quantile((1 + level) / 2, degreesOfFreedom: df)
        low = difference - t * se2.squareRoot()
        high = difference + t * se2.squareRoot()
    }

    /// The mean and the sample variance (n − 1) of `values`.
    static func meanAndVariance(_ values: [Double]) -> (mean: Double, variance: Double) {
        let n = Double(values.count)
        let mean = values.reduce(0, +) / n
        guard values.count > 1 else { return (mean, 0) }
        return (mean, values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1))
    }
}

/// Student's t distribution: the distribution function through the regularised incomplete beta
/// function, I_x(a, b) by its continued fraction (Lentz's method; Press et al. 2007, Numerical
/// Recipes, 3rd ed., §6.4), and the quantile by bisection.
package enum StudentT {
    /// P(T ≤ t) for `degreesOfFreedom` > 0.
    package static func distribution(_ t: Double, degreesOfFreedom df: Double) -> Double {
        let tail = 0.5 * incompleteBeta(df / (df + t * t), a: df / 2, b: 0.5)
        return t >= 0 ? 1 - tail : tail
    }

    /// The t with P(T ≤ t) = `probability` (0.5 < probability < 1), to about 10⁻¹⁰.
    package static func quantile(_ probability: Double, degreesOfFreedom df: Double) -> Double {
        var low = 0.0
        var high = 1.0
        while distribution(high, degreesOfFreedom: df) < probability && high < 1e6 { high *= 2 }
        for _ in 0..<200 where high - low > 1e-10 {
            let middle = (low + high) / 2
            if distribution(middle, degreesOfFreedom: df) < probability { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// The regularised incomplete beta function I_x(a, b).
    static func incompleteBeta(_ x: Double, a: Double, b: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        let logBeta: Double = lgamma(a + b) - lgamma(a) - lgamma(b)
        let front = exp(logBeta + a * log(x) + b * log(1 - x))
        // The continued fraction converges fast for x < (a + 1)/(a + b + 2); otherwise use the symmetry.
        if x < (a + 1) / (a + b + 2) { return front * continuedFraction(x, a: a, b: b) / a }
        return 1 - front * continuedFraction(1 - x, a: b, b: a) / b
    }

    private static func continuedFraction(_ x: Double, a: Double, b: Double) -> Double {
        let tiny = 1e-300
        var c = 1.0
        var d = 1 - (a + b) * x / (a + 1)
        if abs(d) < tiny { d = tiny }
        d = 1 / d
        var result = d
        for m in 1...300 {
            let m = Double(m)
            let even: Double = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
            d = 1 + even * d
            if abs(d) < tiny { d = tiny }
            c = 1 + even / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            result *= d * c
            let odd: Double = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))
            d = 1 + odd * d
            if abs(d) < tiny { d = tiny }
            c = 1 + odd / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let step = d * c
            result *= step
            if abs(step - 1) < 1e-15 { break }
        }
        return result
    }
}

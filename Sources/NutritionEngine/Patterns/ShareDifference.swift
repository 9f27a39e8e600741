import Foundation

/// The difference between two shares, p₁ − p₂, with Newcombe's hybrid score interval (Newcombe 1998,
/// Stat Med 17:873–890, method 10): from the Wilson score interval of each share (Wilson 1927,
/// J Am Stat Assoc 22:209–212), L = d − √((p₁ − l₁)² + (u₂ − p₂)²), U = d + √((u₁ − p₁)² + (p₂ − l₂)²).
/// It stays inside [−1, 1] and behaves at shares of 0 and 1, where the Wald interval fails.
package struct ShareDifference: Sendable, Equatable {
    /// p₁ − p₂ (a fraction).
    package var difference: Double
    /// The interval's ends (fractions).
    package var low: Double
    package var high: Double

    /// The difference of `events1` of `count1` against `events2` of `count2` (both counts > 0), at `z`.
    package init(events1: Int, count1: Int, events2: Int, count2: Int, z: Double) {
        let p1 = Double(events1) / Double(count1)
        let p2 = Double(events2) / Double(count2)
        let (l1, u1) = Self.wilson(events1, count1, z: z)
        let (l2, u2) = Self.wilson(events2, count2, z: z)
        difference = p1 - p2
        low = difference - ((p1 - l1) * (p1 - l1) + (u2 - p2) * (u2 - p2)).squareRoot()
        high = difference + ((u1 - p1) * (u1 - p1) + (p2 - l2) * (p2 - l2)).squareRoot()
    }

    /// The Wilson score interval of `events` of `count` at `z`.
    package static func wilson(_ events: Int, _ count: Int, z: Double) -> (low: Double, high: Double) {
        let n = Double(count)
        let p = Double(events) / n
        let z2 = z * z
        let centre = (p + z2 / (2 * n)) / (1 + z2 / n)
        let half = z / (1 + z2 / n) * (p * (1 - p) / n + z2 / (4 * n * n)).squareRoot()
        return (max(0, centre - half), min(1, centre + half))
    }
}

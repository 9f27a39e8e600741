import Foundation
import NutritionEngine

/// SplitMix64 (Steele, Lea & Flood 2014): a small, fast, seedable generator, so every synthetic
/// run is reproducible from its seed on every platform. Its bits are the engine's own SplitMix64
/// (`PatternRandom`, the permutation tests' generator), so the algorithm is written once.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var bits: PatternRandom

    /// A generator starting from `seed`.
    public init(seed: UInt64) { bits = PatternRandom(seed: seed) }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 { bits.next() }

    /// A uniform number in [0, 1) with 53 random bits.
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }

    /// A uniform number in [low, high).
    public mutating func uniform(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// A standard normal number (Box–Muller; one draw per call keeps the stream simple to follow).
    public mutating func normal() -> Double {
        let u1 = max(unit(), 0x1.0p-53)
        let u2 = unit()
        return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
    }

    /// A standard normal number truncated to ±`limit` by redrawing.
    public mutating func truncatedNormal(_ limit: Double) -> Double {
        while true {
            let z = normal()
            if abs(z) <= limit { return z }
        }
    }

    /// A Student t draw with 3 degrees of freedom scaled to unit variance (its variance is 3).
    public mutating func studentT3UnitVariance() -> Double {
        let z = normal()
        var chiSquare = 0.0
        for _ in 0..<3 {
            let g = normal()
            chiSquare += g * g
        }
        return z / (chiSquare / 3).squareRoot() / 3.0.squareRoot()
    }
}

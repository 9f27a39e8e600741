/// The permutation tests' random numbers: SplitMix64 (Steele, Lea & Flood 2014, the lab's generator;
/// a test checks the two give the same stream) seeded from the data under test, so the same
/// document always gives the same p-values, on every platform.
package struct PatternRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator starting from `seed`.
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in 0..<`bound` (Lemire 2019's multiply-shift, without the rejection step:
    /// its bias, below bound / 2⁶⁴, is far under anything a p-value could show).
    package mutating func below(_ bound: Int) -> Int {
        Int(truncatingIfNeeded: UInt64(bound).multipliedFullWidth(by: next()).high)
    }

    /// The seed of a test: FNV-1a (64 bit) over the candidate's name and the bits of its values, so
    /// it depends on the document's data and nothing else.
    package static func seed(name: String, values: [Double], groups: [Bool]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        for byte in name.utf8 { mix(byte) }
        for value in values {
            var bits = value.bitPattern
            for _ in 0..<8 {
                mix(UInt8(truncatingIfNeeded: bits))
                bits >>= 8
            }
        }
        for member in groups { mix(member ? 1 : 0) }
        return hash
    }
}

import TestSupport
import Testing

@testable import NutritionEngine

/// The parser's allocation-free number conversion (`parseNumber`: Clinger's exact case and
/// Eisel–Lemire, `DecimalToDouble`) against the reference it replaced (`parseNumberThroughText`: the
/// number's text through the standard library's correctly rounded conversion): the same bit pattern
/// (so -0 stays -0) or the same error, and the same offset after the number, on seeded decimals of
/// every shape and on the boundary cases by hand.
@Suite struct DecimalToDoubleAgreementTests {
    /// Whether both conversions of the number at the start of `text` agree; `converted` counts the
    /// numbers the fast path took (no text made).
    static func agree(_ text: [UInt8], converted: inout Int) -> Bool {
        text.withUnsafeBufferPointer { buffer in
            var fast = JSONByteCursor(bytes: buffer, maximumDepth: 64)
            var reference = JSONByteCursor(bytes: buffer, maximumDepth: 64)
            var probe = JSONByteCursor(bytes: buffer, maximumDepth: 64)
            if probe.scanNumber() != nil { converted += 1 }
            let a = Result { () throws(JSONSyntaxError) -> Double in try fast.parseNumber() }
            let b = Result { () throws(JSONSyntaxError) -> Double in try reference.parseNumberThroughText() }
            guard fast.offset == reference.offset else { return false }
            switch (a, b) {
            case (.success(let x), .success(let y)): return x.bitPattern == y.bitPattern
            case (.failure(let x), .failure(let y)): return x == y
            default: return false
            }
        }
    }

    /// Appends the decimal digits of `value` (no sign) to `text`.
    static func appendDigits(_ value: UInt64, to text: inout [UInt8]) {
        var digits: [UInt8] = []
        var rest = value
        repeat {
            digits.append(UInt8(48 + rest % 10))
            rest /= 10
        } while rest > 0
        text.append(contentsOf: digits.reversed())
    }

    /// A random digit string of `count` digits (the first not zero unless `count` is 1).
    static func digitString(_ count: Int, _ random: inout SplitMix64) -> [UInt8] {
        (0..<count).map { index in
            let low: UInt64 = index == 0 && count > 1 ? 1 : 0
            return UInt8(48 + low + random.next() % (10 - low))
        }
    }

    /// Seeded decimals of every shape: integer parts of 0 to 20 digits, fractions of 0 to 22 digits
    /// (some led by zeros, some ending in zeros), signs, exponents of either case and sign up to ±360,
    /// and numbers just past the grammar (a leading zero, no digit after the point or the exponent).
    @Test func randomDecimalsOfEveryShapeAgree() {
        var random = SplitMix64(seed: 20_261_201_25)
        var converted = 0
        let trials = 40_000
        for trial in 0..<trials {
            var text: [UInt8] = []
            if random.chance(0.3) { text.append(UInt8(ascii: "-")) }
            let integerDigits = Int(random.next() % 21)
            text += integerDigits == 0 ? [UInt8(ascii: "0")] : Self.digitString(integerDigits, &random)
            if random.chance(0.75) {
                text.append(UInt8(ascii: "."))
                if random.chance(0.2) { text += [UInt8](repeating: 48, count: Int(random.next() % 8)) }
                text += (0..<Int(random.next() % 23)).map { _ in UInt8(48 + random.next() % 10) }
                if random.chance(0.1) { text += [UInt8](repeating: 48, count: Int(random.next() % 6)) }
            }
            if random.chance(0.3) {
                text.append(random.chance(0.5) ? UInt8(ascii: "e") : UInt8(ascii: "E"))
                if random.chance(0.6) { text.append(random.chance(0.5) ? UInt8(ascii: "-") : UInt8(ascii: "+")) }
                let exponent = random.chance(0.7) ? random.next() % 30 : random.next() % 361
                Self.appendDigits(exponent, to: &text)
            }
            if random.chance(0.01) { text.insert(UInt8(ascii: "0"), at: text.first == UInt8(ascii: "-") ? 1 : 0) }
            if random.chance(0.5) { text.append(random.chance(0.5) ? UInt8(ascii: ",") : UInt8(ascii: "}")) }
            #expect(Self.agree(text, converted: &converted), "trial \(trial): \(String(decoding: text, as: UTF8.self))")
        }
        #expect(converted > trials / 3)
    }

    /// Significands of 1 to 19 digits, weighted to the 16–19 digits that Clinger's case cannot take,
    /// times powers of ten over Eisel–Lemire's whole table (and past it), as `<digits>e<q>`: mostly
    /// the 128-bit products, with every exponent of the table reached.
    @Test func significandsTimesEveryPowerOfTenAgree() {
        var random = SplitMix64(seed: 20_261_201_26)
        var converted = 0
        let trials = 60_000
        for trial in 0..<trials {
            let count = random.chance(0.6) ? 16 + Int(random.next() % 4) : 1 + Int(random.next() % 19)
            var text = Self.digitString(count, &random)
            let q =
                random.chance(0.5)
                ? Int(random.next() % 61) - 30 : Int(random.next() % UInt64(360 + 330 + 1)) - 360
            text.append(UInt8(ascii: "e"))
            if q < 0 { text.append(UInt8(ascii: "-")) }
            Self.appendDigits(UInt64(q.magnitude), to: &text)
            #expect(Self.agree(text, converted: &converted), "trial \(trial): \(String(decoding: text, as: UTF8.self))")
        }
        #expect(converted > trials * 3 / 4)
    }

    /// The shortest round-trip text of random doubles (every exponent, 1–17 digits, the forms the
    /// engine's own writer and the benchmark generator emit) and of divisions like 1556 / 3.
    @Test func shortestTextsOfRandomDoublesAgree() {
        var random = SplitMix64(seed: 20_261_201_27)
        var converted = 0
        for trial in 0..<20_000 {
            let value: Double
            switch trial % 3 {
            case 0: value = Double(bitPattern: random.next())
            case 1: value = Double(random.next() % 4_000) / Double(1 + random.next() % 12)
            default: value = random.uniform(-1e6, 1e6)
            }
            guard value.isFinite else { continue }
            let text = Array("\(value)".utf8)
            #expect(Self.agree(text, converted: &converted), "\(value)")
        }
        #expect(converted > 18_000)
    }

    /// The edges by hand: zeros and -0, 2^53 and its neighbours, ties to even, 19 and 20 digits,
    /// 2^64, the largest and smallest doubles and subnormals, overflow to an error, underflow, exact
    /// halfway texts with many digits, and text that is not a number of the grammar.
    @Test func boundaryCasesAgree() {
        let cases = [
            "0", "-0", "0.0", "-0.0", "0e0", "-0e-0", "0.000e5", "0e23", "-0e400", "0e-400", "1", "-1", "0.5",
            "9007199254740992", "9007199254740993", "9007199254740994", "9007199254740995", "9007199254740996",
            "900719925474099.3", "9007199254740993e-1", "18014398509481985", "18014398509481987",
            "9999999999999999999", "10000000000000000000", "18446744073709551615", "18446744073709551616",
            "1844674407370955161.5", "1e22", "1e23", "1e-22", "1e-23", "9.999999999999999e22", "8.98846567431158e307",
            "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308", "1e308", "1e309", "-1e400",
            "2.2250738585072014e-308", "2.2250738585072011e-308", "2.225073858507201e-308", "4.9e-324", "5e-324",
            "2.4703282292062327e-324", "2.4703282292062328e-324", "1e-400", "1e-342", "1e-343", "1e308", "1e-307",
            "1.00000000000000011102230246251565404236316680908203125",
            "1.00000000000000011102230246251565404236316680908203124",
            "1.00000000000000011102230246251565404236316680908203126", "518.6666666666666", "40.666666666666664",
            "36.333333333333336", "364.3333333333333", "74.3", "600", "0.1", "0.2", "0.30000000000000004",
            "123456789012345678", "1234567890123456789", "12345678901234567890", "1e100000", "1e-100000",
            "1E5", "1e+5", "-", "-a", "01", "-01", "1.", "1.e5", "1e", "1e+", "1e-", ".5", "+1", "1.5x",
            "00", "0x10", "1e5.5",
        ]
        var converted = 0
        for text in cases {
            #expect(Self.agree(Array(text.utf8), converted: &converted), "\(text)")
            #expect(Self.agree(Array((text + ",").utf8), converted: &converted), "\(text),")
        }
        #expect(converted > 50)
    }
}

import Foundation

/// Decisions at a stated boundary ("BMI below 18.5", "more than 3 % from the neighbours") taken on
/// the decimal numbers the person typed, not on their binary approximations.
///
/// A JSON number such as 47.3472 is held as the nearest double, 47.347199999999997…, so binary
/// arithmetic puts 47.3472 kg at 160 cm at BMI 18.494999999999997 where the decimal value is
/// 18.495 exactly, and 103 kg against a reference of 100 kg at 3.0000000000000027 %. Each such
/// rule is decided here once, in `Decimal` arithmetic on the shortest decimal that reads back as
/// each input (Swift's `description` of a `Double`: the number as typed, for up to 15 digits).
enum TypedDecimal {
    /// `value` as the decimal it was typed as; nil for a non-finite value.
    static func of(_ value: Double) -> Decimal? { value.isFinite ? Decimal(string: value.description) : nil }

    /// A positive finite `value` as the decimal it was typed as, `significand / 10^scale` in whole
    /// numbers (175.5 is 1755 and 1, 170.0 is 170 and 0); nil for zero, a negative or non-finite
    /// value, one Swift writes with an exponent, or one whose digits do not fit 64 bits. The integer
    /// paths of the BMI rules (`BodyMassIndex`) use it: `Decimal` there was ~9 % of `rescore` (issue 25).
    ///
    /// A value from 1 to 10⁶ with at most seven decimals is found without its text
    /// (`scaledByPowersOfTen`); the rest is read from `description` (`scaledThroughText`, the
    /// reference of `ScaledDecimalAgreementTests`).
    static func scaled(_ value: Double) -> (significand: UInt64, scale: Int)? {
        scaledByPowersOfTen(value) ?? scaledThroughText(value)
    }

    /// `scaled` for a value in [1, 10⁶): the fewest decimals k ≤ 7 whose nearest significand
    /// m = value·10^k reads back as the value (m / 10^k, both exact doubles, is the correctly rounded
    /// reading of the decimal); nil when none does. Why it is `description`'s decimal: for a value
    /// of at least 1, Swift writes it in fixed notation with the fewest digits that read back, and
    /// fewest digits is fewest decimals; at 10^-7 apart, far wider than the value's ulp (below 2^-33
    /// under 10⁶), one decimal at most reads back, the one nearest, so m's rounding finds it. Why:
    /// writing the text took ~1,700 instructions per call, 0.5 % of `rescore` (issue 25).
    static func scaledByPowersOfTen(_ value: Double) -> (significand: UInt64, scale: Int)? {
        guard value >= 1, value < 1e6 else { return nil }
        var power = 1.0
        for scale in 0...7 {
            let significand = (value * power).rounded()
            if significand / power == value { return (UInt64(significand), scale) }
            power *= 10
        }
        return nil
    }

    /// The reference for `scaled`: the value's `description`, digit by digit.
    static func scaledThroughText(_ value: Double) -> (significand: UInt64, scale: Int)? {
        guard value.isFinite, value > 0 else { return nil }
        var significand: UInt64 = 0
        var scale = 0
        var fraction = false
        for byte in value.description.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let (tens, overflow) = significand.multipliedReportingOverflow(by: 10)
                let (sum, carry) = tens.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
                guard !overflow, !carry else { return nil }
                significand = sum
                if fraction { scale += 1 }
            case UInt8(ascii: "."): fraction = true
            default: return nil
            }
        }
        // "170.0" is 170 and 0: fewer digits leave more room in the products.
        while scale > 0, significand % 10 == 0 {
            significand /= 10
            scale -= 1
        }
        return (significand, scale)
    }

    /// 10^exponent, nil when it does not fit 64 bits.
    static func powerOfTen(_ exponent: Int) -> UInt64? {
        guard exponent >= 0, exponent <= 19 else { return nil }
        var power: UInt64 = 1
        for _ in 0..<exponent { power *= 10 }
        return power
    }

    /// `value` rounded to a whole number, halves away from zero (`NSDecimalRound` `.plain`).
    static func roundedToWhole(_ value: Decimal) -> Decimal { rounded(value, places: 0) }

    /// `value` rounded to `places` decimal places, halves away from zero.
    static func rounded(_ value: Decimal, places: Int) -> Decimal {
        var input = value
        var result = Decimal()
        NSDecimalRound(&result, &input, places, .plain)
        return result
    }

    /// low + (high − low) · (x − start) / (end − start), rounded half away from zero to `places`
    /// decimal places; nil for a non-finite input or `start == end`.
    ///
    /// In whole numbers when the inputs are positive and their products fit 64 bits (the usual
    /// case: a policy's floors and ages as typed); else in `Decimal`. Why: `Decimal`'s division and
    /// its text conversions took ~180,000 instructions per call, 0.7 % of `rescore` for the one
    /// plan in twelve whose person is in the rising band of the landing floor (issue 25).
    static func interpolated(
        from low: Double, to high: Double, at x: Double, between start: Double, and end: Double, places: Int
    ) -> Double? {
        interpolatedInWholeNumbers(from: low, to: high, at: x, between: start, and: end, places: places)
            ?? interpolatedInDecimal(from: low, to: high, at: x, between: start, and: end, places: places)
    }

    /// `interpolated` exactly, in whole numbers: with every input v written V / 10^k at one scale k
    /// (`scaled`), the result times 10^places is (L·(E − S) + (H − L)·(X − S)) · 10^places /
    /// ((E − S) · 10^k), rounded half away from zero once. Nil when an input is not positive (or
    /// is written with an exponent), `start == end`, or a product does not fit 64 bits.
    static func interpolatedInWholeNumbers(
        from low: Double, to high: Double, at x: Double, between start: Double, and end: Double, places: Int
    ) -> Double? {
        guard let l = scaled(low), let h = scaled(high), let a = scaled(x), let s = scaled(start),
            let e = scaled(end), let placesPower = powerOfTen(places), placesPower < 1 << 53
        else { return nil }
        let scale = max(l.scale, h.scale, a.scale, s.scale, e.scale)
        func times(_ a: Int64, _ b: Int64) -> Int64? {
            let (product, overflow) = a.multipliedReportingOverflow(by: b)
            return overflow ? nil : product
        }
        func atScale(_ value: (significand: UInt64, scale: Int)) -> Int64? {
            guard let power = powerOfTen(scale - value.scale).flatMap(Int64.init(exactly:)),
                let significand = Int64(exactly: value.significand)
            else { return nil }
            return times(significand, power)
        }
        func plus(_ a: Int64, _ b: Int64) -> Int64? {
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? nil : sum
        }
        // Every value below is positive or a difference of two positive Int64s, so no subtraction
        // overflows.
        guard let lowUnits = atScale(l), let highUnits = atScale(h), let xUnits = atScale(a),
            let startUnits = atScale(s), let endUnits = atScale(e),
            let unit = powerOfTen(scale).flatMap(Int64.init(exactly:)),
            endUnits != startUnits,
            let carried = times(lowUnits, endUnits - startUnits),
            let risen = times(highUnits - lowUnits, xUnits - startUnits),
            let sum = plus(carried, risen), var numerator = times(sum, Int64(placesPower)),
            var denominator = times(endUnits - startUnits, unit)
        else { return nil }
        if denominator < 0 {
            // Both negated: the denominator is a product of a nonzero difference and 10^k, never Int64.min.
            guard numerator != .min else { return nil }
            numerator = -numerator
            denominator = -denominator
        }
        var quotient = numerator / denominator
        let remainder = numerator % denominator
        // Half away from zero: the remainder's magnitude at least half the denominator (compared
        // without doubling it, which could overflow).
        if remainder.magnitude >= denominator.magnitude - remainder.magnitude { quotient += numerator < 0 ? -1 : 1 }
        guard quotient.magnitude < 1 << 53 else { return nil }
        // Both exact as doubles, so the quotient is correctly rounded: the double nearest the decimal.
        return Double(quotient) / Double(placesPower)
    }

    /// The reference for `interpolated`, in `Decimal` (`InterpolationAgreementTests`): the share
    /// (x − start) / (end − start) and the rise are `Decimal`'s, to its 38 digits.
    static func interpolatedInDecimal(
        from low: Double, to high: Double, at x: Double, between start: Double, and end: Double, places: Int
    ) -> Double? {
        guard let low = of(low), let high = of(high), let x = of(x), let start = of(start), let end = of(end),
            start != end
        else { return nil }
        let share: Decimal = (x - start) / (end - start)
        let rise: Decimal = (high - low) * share
        return double(rounded(low + rise, places: places))
    }

    /// Whether `a` and `b` differ by more than `tolerance`, in decimal arithmetic on the typed values
    /// (binary gives 64.4 − 63.4 = 1.0000000000000071, more than 1); binary arithmetic when not finite.
    static func differ(_ a: Double, _ b: Double, byMoreThan tolerance: Double) -> Bool {
        guard let x = of(a), let y = of(b), let t = of(tolerance) else { return abs(a - b) > tolerance }
        return (x > y ? x - y : y - x) > t
    }

    /// The smallest whole number not below `value`.
    static func ceiling(_ value: Decimal) -> Decimal {
        var input = value
        var result = Decimal()
        NSDecimalRound(&result, &input, 0, .up)
        return result
    }

    /// `value` as the nearest double (read back from its decimal text: `NSDecimalNumber.doubleValue`
    /// is not correctly rounded and gives 97.17999999999999 for 97.18).
    static func double(_ value: Decimal) -> Double {
        Double(value.description) ?? NSDecimalNumber(decimal: value).doubleValue
    }
}

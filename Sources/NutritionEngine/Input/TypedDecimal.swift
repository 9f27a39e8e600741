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
    static func scaled(_ value: Double) -> (significand: UInt64, scale: Int)? {
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
    static func interpolated(
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

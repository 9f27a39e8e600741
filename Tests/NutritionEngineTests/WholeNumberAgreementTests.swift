import TestSupport
import Testing

@testable import NutritionEngine

/// The byte reader's whole numbers: `JSONByteCursor.scanNumber`, which takes a number of at most 15
/// digits with no fraction or exponent as its significand, against the same scan converting every
/// number (`scanNumberConvertingWholeNumbers`); and `wholeNumber`, the test of a whole number that
/// fits an Int, against the rounding it replaced (`wholeNumberByRounding`). The same Double bits
/// (or none) and offset, and the same Int (or none), on seeded inputs and the edges: zero and minus
/// zero, 15 and 16 digits, 2^53 and 2^63 on either side, fractions and exponents right after the
/// digits, the end of the input.
@Suite struct WholeNumberAgreementTests {
    /// The number read and the offset after it, with or without the whole-number shortcut.
    static func read(_ text: [UInt8], reference: Bool) -> (UInt64?, Int) {
        text.withUnsafeBufferPointer { buffer in
            var cursor = JSONByteCursor(bytes: buffer, maximumDepth: 64)
            let number = reference ? cursor.scanNumberConvertingWholeNumbers() : cursor.scanNumber()
            return (number?.bitPattern, cursor.offset)
        }
    }

    static func digits(_ count: Int, _ random: inout SplitMix64) -> [UInt8] {
        (0..<count).map { _ in UInt8(ascii: "0") + UInt8(random.next() % 10) }
    }

    @Test func wholeNumbersReadDirectlyAgreeWithTheirConversion() {
        var random = SplitMix64(seed: 2_026_120_207)
        let after: [String] = ["", ",", "}", "]", " ", ".5", ".", "e2", "E-1", "e", "0", "x", "\u{FF}"]
        var whole = 0
        var shortcut = 0
        var trials: [[UInt8]] = [
            "0", "-0", "1", "-1", "0.0", "00", "-", "", "999999999999999", "1000000000000000", "9007199254740992",
            "9007199254740993", "-9007199254740993", "18446744073709551615", "18446744073709551616",
            "1234567890123456789", "12345678901234567890", "0e0", "5e0", "5.", "5.0",
        ].map { Array($0.utf8) }
        for _ in 0..<60_000 {
            var text: [UInt8] = []
            if random.chance(0.2) { text.append(UInt8(ascii: "-")) }
            let count = Int(random.next() % 22)
            if count == 0 || random.chance(0.05) {
                text.append(UInt8(ascii: "0"))
            } else {
                text += [UInt8(ascii: "1") + UInt8(random.next() % 9)] + Self.digits(count - 1, &random)
            }
            text += Array(after[Int(random.next() % UInt64(after.count))].utf8)
            if random.chance(0.3) { text += Array(#""steps":1}"#.utf8) }
            trials.append(text)
        }
        for text in trials {
            let found = Self.read(text, reference: false)
            let reference = Self.read(text, reference: true)
            let shown = String(decoding: text, as: UTF8.self)
            #expect(found.0 == reference.0, "\(shown)")
            #expect(found.1 == reference.1, "\(shown)")
            if let bits = reference.0, Double(bitPattern: bits).rounded() == Double(bitPattern: bits) { whole += 1 }
            if reference.0 != nil,
                text.prefix(reference.1).allSatisfy({ $0 != UInt8(ascii: ".") && $0 | 0x20 != 0x65 }),
                reference.1 - (text.first == UInt8(ascii: "-") ? 1 : 0) <= 15
            {
                shortcut += 1
            }
        }
        // The shortcut is taken often, and so is the conversion beside it.
        #expect(shortcut > 20_000 && whole - shortcut > 2_000, "\(shortcut) by the shortcut, \(whole) whole")
    }

    @Test func wholeNumberAgreesWithRounding() {
        var random = SplitMix64(seed: 63)
        var numbers: [Double] = [
            0, -0.0, 1, -1, 0.5, -0.5, 1.5, 0x1p53, 0x1p53 + 2, 0x1p62, 0x1p63, -0x1p63, 0x1p63.nextDown,
            (-0x1p63).nextDown, (-0x1p63).nextUp, 0x1p64, .infinity, -.infinity, .nan, .greatestFiniteMagnitude,
            .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 300_000, 300_000.5, 1e300,
        ]
        for _ in 0..<100_000 {
            switch random.next() % 4 {
            case 0: numbers.append(Double(Int64(bitPattern: random.next()) >> Int64(random.next() % 64)))
            case 1: numbers.append(Double(bitPattern: random.next()))
            case 2: numbers.append(Double(random.next() % 400_000) / Double(1 + random.next() % 4))
            default: numbers.append(Double(Int64(bitPattern: random.next())).nextUp)
            }
        }
        var some = 0
        for number in numbers {
            let found = JSONByteCursor.wholeNumber(number)
            let reference = JSONByteCursor.wholeNumberByRounding(number)
            #expect(found == reference, "\(number)")
            if reference != nil { some += 1 }
        }
        #expect(some > 30_000 && numbers.count - some > 30_000, "\(some) whole of \(numbers.count)")
    }
}

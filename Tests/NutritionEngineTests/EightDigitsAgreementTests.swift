import TestSupport
import Testing

@testable import NutritionEngine

/// `JSONByteCursor.scanNumber`, which reads a fraction's digits eight at a time while eight follow
/// (`eightDigits`), against the digit-by-digit scan it replaced (`scanNumberDigitByDigit`, kept as
/// its reference): the same Double bits, or none, and the same offset after the number, on seeded
/// numbers of every length of integer part and fraction (long decimals like 364.3333333333333,
/// leading zeros, more than 19 digits, exponents) with bytes next to the digits ('/', ':', high
/// bytes) in and after them, at the end of the input or followed by more of a document.
@Suite struct EightDigitsAgreementTests {
    /// The number read and the offset after it, by `scanNumber` or its reference.
    static func read(_ text: [UInt8], reference: Bool) -> (UInt64?, Int) {
        text.withUnsafeBufferPointer { buffer in
            var cursor = JSONByteCursor(bytes: buffer, maximumDepth: 64)
            let number = reference ? cursor.scanNumberDigitByDigit() : cursor.scanNumber()
            return (number?.bitPattern, cursor.offset)
        }
    }

    static func digits(_ count: Int, _ random: inout SplitMix64) -> [UInt8] {
        (0..<count).map { _ in UInt8(ascii: "0") + UInt8(random.next() % 10) }
    }

    @Test func numbersReadEightDigitsAtATimeAgreeWithTheDigitLoop() {
        var random = SplitMix64(seed: 20_261_202_2)
        let strays: [UInt8] = [0x2F, 0x3A, 0x20, 0xFA, 0xFF, 0x00, UInt8(ascii: "e"), UInt8(ascii: ".")]
        var read = 0
        var declined = 0
        for trial in 0..<60_000 {
            var text: [UInt8] = []
            if random.chance(0.2) { text.append(UInt8(ascii: "-")) }
            let whole = Int(random.next() % 6)
            if whole == 0 || random.chance(0.15) {
                text.append(UInt8(ascii: "0"))
            } else {
                text += [UInt8(ascii: "1") + UInt8(random.next() % 9)] + Self.digits(whole - 1, &random)
            }
            if random.chance(0.05) { text += Self.digits(Int(random.next() % 18), &random) }
            if random.chance(0.85) {
                text.append(UInt8(ascii: "."))
                if random.chance(0.2) { text += [UInt8](repeating: UInt8(ascii: "0"), count: Int(random.next() % 10)) }
                text += Self.digits(Int(random.next() % 26), &random)
            }
            if random.chance(0.1) {
                text.append(UInt8(ascii: random.chance(0.5) ? "e" : "E"))
                if random.chance(0.5) { text.append(UInt8(ascii: random.chance(0.5) ? "-" : "+")) }
                text += Self.digits(Int(random.next() % 3), &random)
            }
            // A stray byte among the digits, replacing one.
            if random.chance(0.2), !text.isEmpty {
                text[Int(random.next() % UInt64(text.count))] = strays[Int(random.next() % UInt64(strays.count))]
            }
            switch random.next() % 4 {
            case 0: text += Array(#","next":"2025-12-01"}"#.utf8)
            case 1: text += Array("}]".utf8.prefix(Int(random.next() % 3)))
            case 2: text += Self.digits(Int(random.next() % 9), &random).map { $0 | 0x80 }
            default: break
            }
            let found = Self.read(text, reference: false)
            let reference = Self.read(text, reference: true)
            #expect(found.0 == reference.0, "trial \(trial): \(String(decoding: text, as: UTF8.self))")
            #expect(found.1 == reference.1, "trial \(trial): \(String(decoding: text, as: UTF8.self))")
            if reference.0 == nil { declined += 1 } else { read += 1 }
        }
        // Both answers occur often enough to mean something.
        #expect(read > 20_000 && declined > 5_000, "\(read) read, \(declined) declined")
    }

    /// `eightDigits` against the eight bytes read one by one, on words of digits with each byte
    /// sometimes replaced by any byte (the ones next to the digits most often).
    @Test func eightDigitsAgreesWithTheBytesOneByOne() {
        var random = SplitMix64(seed: 8)
        for trial in 0..<200_000 {
            var bytes = Self.digits(8, &random)
            for index in 0..<8 where random.chance(0.08) {
                bytes[index] =
                    random.chance(0.5)
                    ? [0x2F, 0x3A, 0x29, 0x40, 0xF9, 0xFA][Int(random.next() % 6)] : UInt8(random.next() % 256)
            }
            let expected: UInt64? =
                bytes.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
                ? bytes.reduce(0) { $0 * 10 + UInt64($1 - 0x30) } : nil
            let found = bytes.withUnsafeBufferPointer { JSONByteCursor.eightDigits(at: $0.baseAddress!) }
            #expect(found == expected, "trial \(trial): \(bytes)")
        }
    }
}

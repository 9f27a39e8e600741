import TestSupport
import Testing

@testable import NutritionEngine

/// The byte decoder's `plainStrings(allowingEmpty:reusing:)`, which answers the previous object's
/// list when the array holds the same strings, against `plainStrings(allowingEmpty:)`, which makes
/// every list anew: the same strings (or refusal) and the same offset after the array, on seeded
/// random arrays read after random previous lists that share all, some or none of their strings;
/// and the word-at-a-time string comparison both use against the byte-by-byte one.
@Suite struct PlainStringsReuseAgreementTests {
    static let words = ["changeWithinDeadBand", "", "keep", "a", "weightTrendRising", "x y", "strength", "run"]

    /// The JSON text of an array of `strings`, sometimes broken (an escape, a non-string, no end).
    static func arrayText(_ strings: [String], random: inout SplitMix64) -> [UInt8] {
        var elements = strings.map { "\"\($0)\"" }
        if random.chance(0.05), !elements.isEmpty { elements[Int(random.uniform(0, Double(elements.count)))] = "1" }
        if random.chance(0.05) { elements.append(#""a\u0062""#) }
        var text = "[" + elements.joined(separator: random.chance(0.5) ? "," : " , ") + "]"
        if random.chance(0.05) { text.removeLast() }
        return Array((text + " }").utf8)
    }

    static func list(random: inout SplitMix64) -> [String] {
        (0..<Int(random.uniform(0, 4))).map { _ in words[Int(random.uniform(0, Double(words.count)))] }
    }

    @Test func reusingThePreviousListReadsTheSameStrings() {
        var random = SplitMix64(seed: 20_261_201)
        var reused = 0
        var refused = 0
        for trial in 0..<20_000 {
            let previous = Self.list(random: &random)
            // Half the arrays repeat the previous list, or start with it.
            var strings = random.chance(0.5) ? previous : Self.list(random: &random)
            if random.chance(0.2) { strings += Self.list(random: &random) }
            let allowingEmpty = random.chance(0.5)
            let text = Self.arrayText(strings, random: &random)
            text.withUnsafeBufferPointer { buffer in
                var fast = JSONByteCursor(bytes: buffer, maximumDepth: 64)
                var reference = JSONByteCursor(bytes: buffer, maximumDepth: 64)
                let a = fast.plainStrings(allowingEmpty: allowingEmpty, reusing: previous)
                let b = reference.plainStrings(allowingEmpty: allowingEmpty)
                #expect(a == b, "trial \(trial): \(String(decoding: text, as: UTF8.self)) after \(previous)")
                #expect(a == nil || fast.offset == reference.offset, "trial \(trial)")
                // Reused: the very array given, not an equal one made again.
                let sameBuffer =
                    a?.withUnsafeBufferPointer { $0.baseAddress } == previous.withUnsafeBufferPointer { $0.baseAddress }
                if a == nil { refused += 1 } else if sameBuffer && !previous.isEmpty { reused += 1 }
            }
        }
        // Both paths, and refusals, are taken often enough to mean something.
        #expect(reused > 3_000 && refused > 1_000)
    }

    @Test func wordAtATimeComparisonAgreesWithByteByByte() {
        var random = SplitMix64(seed: 20_261_202)
        let alphabet = Array("synthetic-2025.1abcXYZ ".utf8)
        var equal = 0
        for trial in 0..<20_000 {
            let length = Int(random.uniform(0, 40))
            let text = (0..<length).map { _ in alphabet[Int(random.uniform(0, Double(alphabet.count)))] }
            // The same bytes, one byte changed, one byte more or fewer.
            var other = text
            if random.chance(0.3), !other.isEmpty {
                let byte = alphabet[Int(random.uniform(0, Double(alphabet.count)))]
                other[Int(random.uniform(0, Double(other.count)))] = byte
            }
            if random.chance(0.1) { other.append(UInt8(ascii: "a")) }
            if random.chance(0.1), !other.isEmpty { other.removeLast() }
            let string = String(decoding: other, as: UTF8.self)
            text.withUnsafeBufferPointer { buffer in
                let fast = JSONByteCursor.isString(string, utf8: buffer)
                #expect(fast == JSONByteCursor.isStringByteByByte(string, utf8: buffer), "trial \(trial)")
                #expect(fast == (other == text), "trial \(trial)")
                if fast { equal += 1 }
            }
        }
        #expect(equal > 10_000 && equal < 18_000)
    }
}

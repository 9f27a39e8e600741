import TestSupport
import Testing

@testable import NutritionEngine

/// The byte decoders' word-at-a-time `plainString` against the byte-by-byte reference: the same
/// string (or refusal) and the same offset after it, on seeded random texts that put quotes,
/// backslashes, control bytes, non-ASCII bytes and the end of input at every position of an
/// eight-byte word, plus every byte value at every position of a short string.
@Suite struct PlainStringAgreementTests {
    static func compare(_ text: [UInt8], from offset: Int) -> Bool {
        text.withUnsafeBufferPointer { buffer in
            var fast = JSONByteCursor(bytes: buffer, maximumDepth: 64)
            var reference = JSONByteCursor(bytes: buffer, maximumDepth: 64)
            fast.offset = offset
            reference.offset = offset
            let a = fast.plainString()
            let b = reference.plainStringByteByByte()
            guard fast.offset == reference.offset else { return false }
            switch (a, b) {
            case (nil, nil): return true
            case (let a?, let b?): return a.baseAddress == b.baseAddress && a.count == b.count
            default: return false
            }
        }
    }

    @Test func wordAtATimeScanAgreesWithByteByByte() {
        var random = SplitMix64(seed: 20_261_201)
        let plain = Array("abcdefghijklmnopqrstuvwxyz0123456789-_ :.,{}[]ABCXYZ~".utf8)
        let special: [UInt8] = [0x22, 0x5C, 0x00, 0x1F, 0x20, 0x7F, 0x80, 0xC3, 0xFF, 0x21, 0x5B, 0x5D, 0x01, 0x9F]
        var accepted = 0
        var refused = 0
        for trial in 0..<20_000 {
            let length = Int(random.uniform(1, 40))
            var text: [UInt8] = [UInt8(ascii: "\"")]
            for _ in 0..<length {
                text.append(
                    random.chance(0.06)
                        ? special[Int(random.uniform(0, Double(special.count)))]
                        : plain[Int(random.uniform(0, Double(plain.count)))])
            }
            if random.chance(0.8) { text.append(UInt8(ascii: "\"")) }
            for _ in 0..<Int(random.uniform(0, 12)) { text.append(plain[Int(random.uniform(0, Double(plain.count)))]) }
            #expect(Self.compare(text, from: 0), "trial \(trial): \(text)")
            let taken = text.withUnsafeBufferPointer { buffer in
                var cursor = JSONByteCursor(bytes: buffer, maximumDepth: 64)
                return cursor.plainString() != nil
            }
            if taken { accepted += 1 } else { refused += 1 }
        }
        // Every byte value at every position of strings of 1...17 bytes, closed and unclosed.
        for length in 1...17 {
            for position in 0..<length {
                for value in 0...255 {
                    var body = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    body[position] = UInt8(value)
                    #expect(Self.compare([UInt8(ascii: "\"")] + body + [UInt8(ascii: "\"")], from: 0))
                    #expect(Self.compare([UInt8(ascii: "\"")] + body, from: 0))
                }
            }
        }
        // Not at a quote, and an empty buffer.
        #expect(Self.compare(Array("x\"abc\"".utf8), from: 0))
        #expect(Self.compare(Array("x\"abc\"".utf8), from: 1))
        #expect(Self.compare([], from: 0))
        #expect(accepted > 5_000 && refused > 2_000)
    }

    /// `name(among:in:expecting:)`, which compares names in place with the bytes, against its
    /// reference: `plainString` then the name equal to the string read. Same name, and the same
    /// offset after it, on seeded texts made from the tables' own names (whole, cut, lengthened,
    /// with one byte changed, escaped, at the end of the input), whichever name is expected.
    @Test func namesMatchedInPlaceAgreeWithPlainStringThenLookup() {
        let names =
            DayFields.all.map(\.key) + PlanEventFields.all.map(\.key) + PlanEventFields.OfferFields.all.map(\.key)
            + ["a", "ab", "abcdefgh", "abcdefghi", "abcdefghabcdefgh", "abcdefghabcdefghX"]
        let unique = Array(Set(names)).sorted()
        let table = MemberNames(unique)
        var random = SplitMix64(seed: 20_261_219)
        var matched = 0
        for trial in 0..<20_000 {
            var name = Array(unique[Int(random.uniform(0, Double(unique.count)))].utf8)
            switch Int(random.uniform(0, 6)) {
            case 0: name.removeLast(min(name.count, Int(random.uniform(1, 3))))
            case 1: name.append(UInt8(ascii: "s"))
            case 2: name[Int(random.uniform(0, Double(name.count)))] ^= 0x20
            case 3: name.insert(UInt8(ascii: "\\"), at: Int(random.uniform(0, Double(name.count))))
            default: break
            }
            var text: [UInt8] = [UInt8(ascii: "\"")] + name
            // Mostly closed and followed by more of the document; sometimes the input ends here.
            if random.chance(0.9) { text.append(UInt8(ascii: "\"")) }
            if random.chance(0.7) { text += Array(#":1234,"next":"#.utf8) }
            let expected = random.chance(0.2) ? MemberNames.none : Int(random.uniform(0, Double(unique.count)))
            let (found, offset) = text.withUnsafeBufferPointer { buffer -> (Int?, Int) in
                var cursor = JSONByteCursor(bytes: buffer, maximumDepth: 64)
                let found = cursor.name(among: table, in: 0..<unique.count, expecting: expected)
                return (found, cursor.offset)
            }
            let (reference, referenceOffset) = text.withUnsafeBufferPointer { buffer -> (Int?, Int) in
                var cursor = JSONByteCursor(bytes: buffer, maximumDepth: 64)
                let string = cursor.plainString().map { String(decoding: $0, as: UTF8.self) }
                return (string.flatMap { unique.firstIndex(of: $0) }, cursor.offset)
            }
            #expect(found == reference, "trial \(trial): \(String(decoding: text, as: UTF8.self))")
            if found != nil {
                matched += 1
                #expect(offset == referenceOffset, "trial \(trial)")
            }
        }
        #expect(matched > 5_000 && matched < 18_000, "\(matched) matched")
    }
}

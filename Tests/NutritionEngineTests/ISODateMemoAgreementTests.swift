import TestSupport
import Testing

@testable import NutritionEngine

/// The byte decoder's `ISODateMemo` (the previous date's month remembered) against the reference it
/// shortcuts, `CalendarDate(isoUTF8:)`: the same date or the same refusal, date after date through
/// one memo, so that both of its paths (a new month, the remembered one) meet every kind of text.
@Suite struct ISODateMemoAgreementTests {
    /// Feeds `texts` (ten bytes each) through one memo; the indices where it and the reference differ.
    static func disagreements(_ texts: [[UInt8]]) -> [Int] {
        var memo = ISODateMemo()
        var differing: [Int] = []
        for (index, text) in texts.enumerated() {
            let (fast, reference) = text.withUnsafeBufferPointer { buffer -> (CalendarDate?, CalendarDate?) in
                guard let base = buffer.baseAddress else { return (nil, nil) }
                return (memo.date(at: base), CalendarDate(isoUTF8: buffer))
            }
            if fast != reference { differing.append(index) }
        }
        return differing
    }

    static func text(_ date: CalendarDate) -> [UInt8] { Array(date.description.utf8) }

    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: width - digits.count) + digits
    }

    @Test func everyDayOfEveryMonthOfLeapAndCommonYears() {
        // Days 00 to 39 of months 00 to 13: the month lengths (28, 29, 30, 31) and the days past them.
        let leapYears = [4, 2000, 2024, 2400]
        let commonYears = [1, 100, 1900, 1999, 2025, 2100, 9999]
        var texts: [[UInt8]] = []
        for year in leapYears + commonYears {
            for month in 0...13 {
                for day in 0...39 {
                    texts.append(Array("\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))".utf8))
                }
            }
        }
        #expect(Self.disagreements(texts) == [])
        // Exactly the real days are accepted: 366 in each leap year, 365 in each common one.
        let accepted = texts.filter { text in text.withUnsafeBufferPointer { CalendarDate(isoUTF8: $0) } != nil }
        #expect(accepted.count == 4 * 366 + 7 * 365)
    }

    @Test func everyByteValueAtEveryPositionAfterTheSameAndAnotherMonth() {
        // Each corrupted text follows a valid date of its own month (the remembered path) and one
        // of another month (the new-month path).
        let base = Array("2026-03-15".utf8)
        let sameMonth = Array("2026-03-01".utf8)
        let otherMonth = Array("2025-12-31".utf8)
        var texts: [[UInt8]] = []
        for position in 0..<10 {
            for value in 0...255 {
                var text = base
                text[position] = UInt8(value)
                texts += [sameMonth, text, otherMonth, text]
            }
        }
        #expect(Self.disagreements(texts) == [])
    }

    @Test func seededRunsOfDatesWithCorruptions() {
        var random = SplitMix64(seed: 20_261_201)
        let alphabet = Array("0123456789-/ :T\"\\aZ".utf8) + [0x00, 0x2F, 0x3A, 0x7F, 0x80, 0xFF]
        var texts: [[UInt8]] = []
        var accepted = 0
        var dayNumber = CalendarDate(year: 2020, month: 1, day: 1)?.dayNumber ?? 0
        for _ in 0..<40_000 {
            // Mostly the next day or a jump (as a log or a history lists them), sometimes far off.
            dayNumber += random.chance(0.8) ? 1 : Int(random.uniform(-400, 400))
            if random.chance(0.01) { dayNumber = Int(random.uniform(-719_162, 2_932_896)) }
            var text = Self.text(CalendarDate(dayNumber: dayNumber))
            if text.count != 10 { text = Array("2020-01-01".utf8) }
            if random.chance(0.2) {
                let position = Int(random.uniform(0, 10))
                text[position] = alphabet[Int(random.uniform(0, Double(alphabet.count)))]
            }
            texts.append(text)
            if text.withUnsafeBufferPointer({ CalendarDate(isoUTF8: $0) }) != nil { accepted += 1 }
        }
        #expect(Self.disagreements(texts) == [])
        // Both outcomes are common enough to mean something.
        #expect(accepted > 30_000 && accepted < 39_000)
    }
}

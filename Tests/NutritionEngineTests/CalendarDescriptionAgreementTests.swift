import TestSupport
import Testing

@testable import NutritionEngine

/// `CalendarDate.description`, written digit by digit into one small string, against the padded
/// and joined parts it replaced (`referenceDescription`): the same text for every day of the
/// supported range's first and last years, for seeded days across the whole proleptic calendar
/// the arithmetic handles, and for the years outside 0–9999, which take the reference.
@Suite struct CalendarDescriptionAgreementTests {
    @Test func bothWritersGiveTheSameText() throws {
        let first = CalendarDate.supportedRange.lowerBound.dayNumber
        let last = CalendarDate.supportedRange.upperBound.dayNumber
        var days = Array(first..<(first + 800)) + Array((last - 800)...last)
        var random = SplitMix64(seed: 20_261_206)
        for _ in 0..<20_000 { days.append(Int(random.uniform(-4_000_000, 4_000_000))) }
        // Year 0 and year 10000, either side of the four-digit years.
        days += [first - 1, first - 366, last + 1, last + 365]
        var outsideFourDigits = 0
        for day in days {
            let date = CalendarDate(dayNumber: day)
            #expect(date.description == date.referenceDescription, "day \(day)")
            if !(0...9999).contains(date.components.year) { outsideFourDigits += 1 }
        }
        #expect(outsideFourDigits > 1_000)
        #expect(CalendarDate(dayNumber: 0).description == "1970-01-01")
        #expect(CalendarDate.supportedRange.upperBound.description == "9999-12-31")
        #expect(CalendarDate.supportedRange.lowerBound.description == "0001-01-01")
    }
}

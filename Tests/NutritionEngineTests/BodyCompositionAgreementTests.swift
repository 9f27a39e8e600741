import TestSupport
import Testing

@testable import NutritionEngine

/// The body composition's reading chosen from the days read in place (issue 25) against the days
/// filtered out first (`BodyComposition.latestReadingFilteringDays`, its former path): on seeded logs
/// with readings by every method, repeated days, readings after the cut-off and windows of every
/// width, the composition is the chosen reading's, bit for bit.
@Suite struct BodyCompositionAgreementTests {
    static let person = Person(equationSex: .female, ageYears: 41, heightCm: 166, weightKg: 72, activityLevel: .active)
    static let start = CalendarDate(iso: "2025-06-02")!

    static func days(_ random: inout SplitMix64, count: Int) -> [LoggedDay] {
        let methods = BodyFatMeasurement.Method.allCases
        var days: [LoggedDay] = []
        var offset = 0
        for _ in 0..<count {
            let reading =
                random.chance(0.3)
                ? BodyFatMeasurement(
                    percent: random.uniform(12, 45), method: methods[Int(random.next() % UInt64(methods.count))])
                : nil
            days.append(
                LoggedDay(
                    date: start.adding(days: offset), weightKg: random.chance(0.6) ? random.uniform(50, 130) : nil,
                    bodyFat: reading))
            // Now and then the same day again (a generic collection need not have unique dates).
            offset += random.chance(0.1) ? 0 : Int(random.uniform(1, 40))
        }
        return days
    }

    @Test func theChosenReadingIsTheFilteredDaysOne() {
        var random = SplitMix64(seed: 20_261_210)
        var readingsChosen = 0
        for trial in 0..<400 {
            let days = Self.days(&random, count: trial % 40)
            let last = days.last?.date ?? Self.start
            // No cut-off, or one anywhere from before the first day to after the last.
            let span = Double(Self.start.days(to: last) + 10)
            let before = random.chance(0.2) ? nil : Self.start.adding(days: Int(random.uniform(-5, span)))
            let window = [0, 1, 7, 84, 400][trial % 5]
            let composition = BodyComposition(
                person: Self.person, days: days, before: before, recencyWindowDays: window)
            let reference = BodyComposition.latestReadingFilteringDays(
                days, before: before, recencyWindowDays: window)
            if let reference, let reading = reference.bodyFat {
                let weight = reference.weightKg ?? Self.person.weightKg
                #expect(composition.source == .loggedReading)
                #expect(composition.date == reference.date && composition.method == reading.method)
                #expect(composition.bodyFatPercent.bitPattern == reading.percent.bitPattern)
                #expect(composition.weightKg.bitPattern == weight.bitPattern)
                #expect(composition.fatMassKg.bitPattern == (weight * reading.percent / 100).bitPattern)
                readingsChosen += 1
            } else {
                #expect(composition.source != .loggedReading)
            }
            // A slice (another collection) chooses the same.
            let slice = days.dropFirst(trial % 3)
            let fromSlice = BodyComposition(person: Self.person, days: slice, before: before, recencyWindowDays: window)
            let sliceReference = BodyComposition.latestReadingFilteringDays(
                slice, before: before, recencyWindowDays: window)
            #expect(fromSlice.date == sliceReference?.date && fromSlice.method == sliceReference?.bodyFat?.method)
        }
        #expect(readingsChosen > 200)
    }
}

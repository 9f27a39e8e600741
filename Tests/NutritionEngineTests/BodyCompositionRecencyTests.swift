import NutritionEngine
import Testing

/// Issue 18 item 8: recency before method rank. A 2-year-old DEXA scan no longer outranks last
/// week's bioimpedance reading; readings within `bodyFatReadingRecencyDays` (84) of the newest
/// still compete by method.
@Suite struct BodyCompositionRecencyTests {
    static let person = Person(equationSex: .male, ageYears: 45, heightCm: 180, weightKg: 86, activityLevel: .active)
    static let asOf = CalendarDate(iso: "2026-11-30")!
    static let window = MaintenancePolicy.standard.bodyFatReadingRecencyDays

    /// A DEXA reading of 34 % at 100 kg `dexaDaysBeforeNewest` days before a bioimpedance reading of
    /// 27 % at 86 kg taken a week before `asOf`.
    static func readings(dexaDaysBeforeNewest: Int) -> [LoggedDay] {
        let newest = asOf.adding(days: -7)
        return [
            LoggedDay(
                date: newest.adding(days: -dexaDaysBeforeNewest), weightKg: 100,
                bodyFat: BodyFatMeasurement(percent: 34, method: .dexa)),
            LoggedDay(date: newest, weightKg: 86, bodyFat: BodyFatMeasurement(percent: 27, method: .bioimpedance)),
        ]
    }

    @Test func theDefaultIsTwelveWeeks() { #expect(Self.window == 84) }

    @Test func lastWeeksBioimpedanceBeatsATwoYearOldScan() {
        let composition = BodyComposition(
            person: Self.person, days: Self.readings(dexaDaysBeforeNewest: 730), before: Self.asOf,
            recencyWindowDays: Self.window)
        #expect(composition.source == .loggedReading && composition.method == .bioimpedance)
        #expect(abs(composition.fatMassKg - 86 * 0.27) < 1e-9)  // 23.22 kg, not 100 × 0.34 = 34 kg
    }

    @Test func withinTheWindowTheMoreAccurateMethodStillWins() {
        for (days, method) in [(30, BodyFatMeasurement.Method.dexa), (84, .dexa), (85, .bioimpedance)] {
            let composition = BodyComposition(
                person: Self.person, days: Self.readings(dexaDaysBeforeNewest: days), before: Self.asOf,
                recencyWindowDays: Self.window)
            #expect(composition.method == method, "DEXA \(days) days before the newest reading")
            if method == .dexa { #expect(abs(composition.fatMassKg - 34) < 1e-9) }
        }
    }

    @Test func theWindowIsAPolicyParameterTheEstimateFollows() throws {
        var days = Self.readings(dexaDaysBeforeNewest: 730)
        days[0].weightKg = nil  // no weigh-in two years back in the filter's history: 86 × 0.34 = 29.24 kg of fat
        // Six weeks of logs at 2600 kcal/day and a steady weight before the evaluation day.
        for offset in 1...42 {
            days.append(LoggedDay(date: Self.asOf.adding(days: -offset), intakeKcal: 2600, weightKg: 86))
        }
        days.sort { $0.date < $1.date }
        var merged: [LoggedDay] = []
        for day in days {
            if let last = merged.last, last.date == day.date {
                merged[merged.count - 1].bodyFat = day.bodyFat ?? last.bodyFat
            } else {
                merged.append(day)
            }
        }
        let log = DayLog(declaredAsOf: Self.asOf, days: merged)
        let recent = try #require(MaintenanceAssessment(person: Self.person, dayLog: log, policy: .standard))
        var longer = Policy.standard
        longer.maintenance.bodyFatReadingRecencyDays = 1000
        let old = try #require(MaintenanceAssessment(person: Self.person, dayLog: log, policy: longer))
        // As `maintenance` reports it (`evidence.bodyComposition`).
        func composition(_ assessment: MaintenanceAssessment) -> JSONValue? {
            assessment.json["evidence"]?["bodyComposition"]
        }
        #expect(composition(recent)?["method"] == .string("bioimpedance"))
        #expect(composition(recent)?["fatMassKg"] == .number(23.2))  // 86 × 0.27 = 23.22
        #expect(composition(old)?["method"] == .string("dexa"))
        #expect(composition(old)?["fatMassKg"] == .number(29.2))  // 86 × 0.34 = 29.24
        // A different fat mass, so a different energy density behind the same weight trend.
        #expect(recent.estimate.kcalPerDay != old.estimate.kcalPerDay)
    }
}

import Foundation
import NutritionEngine
import TestSupport
import Testing

/// The food-log candidates of the pattern search: a usual meal unlogged by weekday, protein at
/// breakfast, meal timing. Unknown is never zero, and a person without food logs keeps the
/// candidates of before.
@Suite struct FoodPatternTests {
    static func food(
        _ meal: String, _ kcal: Int, protein: Double? = nil, at: String? = nil, fromClock: Bool = false
    ) -> [String: Any] {
        var food: [String: Any] = ["meal": meal, "name": meal, "kcal": kcal]
        if let protein { food["proteinG"] = protein }
        if fromClock { food["mealSource"] = "clock" }
        if let at { food["at"] = at }
        return food
    }

    /// A complete day of `foods`.
    static func day(_ foods: [[String: Any]]) -> [String: Any] { ["intakeCompleteness": "complete", "foods": foods] }

    /// Every day 2000 kcal in breakfast 500, lunch 700, dinner 800; the Fridays of weeks 2 to 13 log
    /// no dinner and eat its energy at breakfast and lunch (800 + 1200), so no day is below the
    /// person's recent intake and none is asked about.
    static func fridayDinners(manualOnly: Bool = false) throws -> InputDocument {
        try PatternDocuments.document(manualOnly: manualOnly) { index in
            let week = index / 7
            if index % 7 == 4 && (1...12).contains(week) {
                return day([food("breakfast", 800), food("lunch", 1200)])
            }
            return day([food("breakfast", 500), food("lunch", 700), food("dinner", 800)])
        }
    }

    func choose(_ n: Int, _ k: Int) -> Double { (0..<k).reduce(1.0) { $0 * Double(n - $1) / Double($1 + 1) } }

    /// The usual meals are known from day 8 (7 validated food days before it): days 7 to 111 are
    /// judged, 105 days, 15 of them Fridays, 12 with dinner unlogged, against 0 of the other 90.
    /// With 12 event days and 15 Fridays the observed table is the most extreme one, so Fisher's
    /// p = C(15, 12)·C(90, 0)/C(105, 12). Breakfast protein and food times are known on no day, so
    /// only the 9 usual-meal candidates join the 38: 47 looked for.
    @Test func aUsualMealUnloggedOnFridays() throws {
        let result = try Evaluate.patterns(PatternsRequest(document: Self.fridayDinners()), policy: .standard)
        let search = result.search
        #expect(search.candidateCount == 47)
        let friday = try #require(search.tested.first { $0.candidate.id == "logging.usualMealUnlogged.friday" })
        #expect(friday.candidate.data == .shares(groupEvents: 12, groupDays: 15, otherEvents: 0, otherDays: 90))
        #expect(isApproximatelyEqual(friday.pValue, choose(15, 12) / choose(105, 12), relative: 1e-9))
        #expect(search.patterns.first?.candidate.id == "logging.usualMealUnlogged.friday")
        let all = search.tested.map(\.candidate) + search.notTested.map(\.candidate)
        #expect(!all.contains { $0.id.hasPrefix("day.withinTarget.breakfastProtein") })
        #expect(!all.contains { $0.id.hasSuffix("LastFood") || $0.id.hasSuffix("FirstFood") })
        let insight = PatternSearch.strongestInsight(
            PatternsRequest(document: try Self.fridayDinners()), gate: nil, policy: .standard)
        let sentence = try #require(insight?.sentence)
        #expect(
            sentence.hasPrefix(
                "On Fridays, one of the usual meals had no food logged on 80 % of days (12 of 15), against 0 % of "
                    + "other days (0 of 90)."))
        #expect(sentence.hasSuffix("adjusted p < 0.0001."))
    }

    /// A manual-only person gets the usual-meal candidates too (they are logging candidates): 27 + 9.
    @Test func aManualOnlyPersonGetsTheUsualMealCandidates() throws {
        let result = try Evaluate.patterns(
            PatternsRequest(document: Self.fridayDinners(manualOnly: true)), policy: .standard)
        guard case .manualOnly(let report) = result else {
            Issue.record("a pregnant person is searched as eligible")
            return
        }
        #expect(report.search.candidateCount == 36)
        #expect(report.search.patterns.first?.candidate.id == "logging.usualMealUnlogged.friday")
    }

    /// The same days without foods (each day's 2000 kcal given as `intakeKcal`) look for the 38
    /// candidates of a person without food logs, and the same ids.
    @Test func withoutFoodsTheCandidatesAreThoseOfBefore() throws {
        let document = try PatternDocuments.document { _ in PatternDocuments.complete() }
        let search = try Evaluate.patterns(PatternsRequest(document: document), policy: .standard).search
        let ids = (search.tested.map(\.candidate) + search.notTested.map(\.candidate)).map(\.id)
        #expect(ids.count == 38)
        #expect(!ids.contains { $0.contains("usualMeal") || $0.contains("breakfast") || $0.contains("Food") })
    }

    /// Protein at breakfast: 20 + 10 g is at the 30 g bound (in the group), 29.5 g below it; a
    /// breakfast with a food whose protein is unknown, and a day with no breakfast, are in neither.
    @Test func breakfastProteinUnknownIsInNeitherGroup() throws {
        let days: [[String: Any]] = [
            Self.day([Self.food("breakfast", 300, protein: 20), Self.food("breakfast", 200, protein: 10)]),
            Self.day([Self.food("breakfast", 300, protein: 29.5), Self.food("lunch", 700, protein: 40)]),
            Self.day([Self.food("breakfast", 300, protein: 40), Self.food("breakfast", 200)]),
            Self.day([Self.food("lunch", 700, protein: 40)]),
            // 40 g at a breakfast the import's clock named: not the person's slot, so neither group.
            Self.day([Self.food("breakfast", 300, protein: 40, fromClock: true), Self.food("lunch", 700, protein: 40)]),
        ]
        let document = try PatternDocuments.document(weeks: 1) { $0 < days.count ? days[$0] : nil }
        let ledger = try #require(DayLedger(log: document.dayLog, maintenance: nil, policy: .standard))
        let verdicts = ledger.days.prefix(5).map {
            DayFeature.breakfastProtein.holds(on: $0, threshold: nil, clock: nil, policy: .standard)
        }
        #expect(verdicts == [true, false, nil, nil, nil])
    }

    /// Meal timing reads the local clock of the document's zone: 07:30 and 00:30 the next morning
    /// (24.5 h) make an early and a late day; 09:00 is not before 9 and 20:59 not from 21; 20:30Z is
    /// 21:30 in Berlin in winter (late, whatever offset it was written with); a food without `at`, or
    /// a document without `timeZone`, leaves both unknown.
    @Test func mealTimingReadsTheLocalClock() throws {
        let first = PatternDocuments.start
        func at(_ dayIndex: Int, _ time: String) -> String { "\(first.adding(days: dayIndex))T\(time)" }
        let days: [[String: Any]] = [
            Self.day([
                Self.food("breakfast", 500, at: at(0, "07:30+01:00")),
                Self.food("snack", 200, at: at(1, "00:30+01:00")),
            ]),
            Self.day([
                Self.food("breakfast", 500, at: at(1, "09:00+01:00")),
                Self.food("dinner", 800, at: at(1, "20:59+01:00")),
            ]),
            Self.day([
                Self.food("breakfast", 500, at: at(2, "10:00+01:00")), Self.food("dinner", 800, at: at(2, "20:30Z")),
            ]),
            Self.day([Self.food("breakfast", 500, at: at(3, "07:00+01:00")), Self.food("dinner", 800)]),
        ]
        let document = try PatternDocuments.document(weeks: 1) { $0 < days.count ? days[$0] : nil }
        let ledger = try #require(DayLedger(log: document.dayLog, maintenance: nil, policy: .standard))
        let berlin = try #require(LocalDayClock(timeZoneIdentifier: "Europe/Berlin"))
        func verdicts(_ feature: DayFeature, _ clock: LocalDayClock?) -> [Bool?] {
            ledger.days.prefix(4).map { feature.holds(on: $0, threshold: nil, clock: clock, policy: .standard) }
        }
        #expect(verdicts(.earlyFirstFood, berlin) == [true, false, false, nil])
        #expect(verdicts(.lateLastFood, berlin) == [true, false, true, nil])
        #expect(verdicts(.lateLastFood, nil) == [nil, nil, nil, nil])
    }
}

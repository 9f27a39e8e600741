import Foundation
import NutritionEngine
import Testing

/// The check-in's food totals (issue 23 item 2): the same week logged as foods instead of day
/// intakes answers with the same numbers, and states the foods' totals with their coverage.
@Suite struct CheckInFoodsTests {
    /// Week four of the walkthrough (`07-check-in-week-4`), its week's intakes (19–25 Oct) logged as
    /// three foods each (30 %, 30 % and 40 % of the day, the first carrying 30 g of protein).
    static func weekFour(asFoods: Bool) throws -> SourceDocument {
        let bytes = try Data(
            contentsOf: CheckInEvaluationTests.vectors.appendingPathComponent("07-check-in-week-4/input.json"))
        var json = try JSONParser().parse(bytes)
        guard asFoods, case .object(var root) = json, case .array(var days)? = root["days"] else {
            return try SourceDocument(json: json)
        }
        for index in days.indices {
            guard case .object(var day) = days[index], let date = day["date"]?.stringValue,
                ("2026-10-19"..."2026-10-25").contains(date), let kcal = day["intakeKcal"]?.numberValue
            else { continue }
            day["intakeKcal"] = nil
            day["proteinG"] = nil
            day["foods"] = [
                ["meal": "breakfast", "name": "Oats", "kcal": .number(kcal * 0.3), "proteinG": 30],
                ["meal": "lunch", "name": "Soup", "kcal": .number(kcal * 0.3)],
                ["meal": "dinner", "name": "Fish", "kcal": .number(kcal * 0.4)],
            ]
            days[index] = .object(day)
        }
        root["days"] = .array(days)
        json = .object(root)
        return try SourceDocument(json: json)
    }

    static func report(asFoods: Bool) throws -> CheckInReport {
        let request = CheckInRequest(
            try weekFour(asFoods: asFoods), week: CheckInEvaluationTests.day("2026-10-19"), record: false)
        guard case .checkIn(let report) = try Evaluate.checkIn(request, policy: .standard).report else {
            throw CocoaError(.featureUnsupported)
        }
        return report
    }

    @Test func theSameWeekAsFoodsGivesTheSameCheckInAndItsFoodTotals() throws {
        let plain = try Self.report(asFoods: false)
        let foods = try Self.report(asFoods: true)
        #expect(plain.week.foods == nil)
        // Everything but the foods member is the same: the intakes are the foods' sums (protein
        // differs: 30 g from the one food that carries it).
        guard case .object(var withFoods) = foods.json, case .object(let without) = plain.json else {
            return #expect(Bool(false))
        }
        let member = try #require(withFoods["foods"])
        withFoods["foods"] = nil
        #expect(withFoods["recommendation"] == without["recommendation"])
        #expect(withFoods["evidence"] == without["evidence"])
        #expect(withFoods["snapshot"]?["intake"] == without["snapshot"]?["intake"])
        let week = try #require(foods.week.foods?.week)
        let days = try #require(foods.week.foods?.days)
        #expect(days.count == 7 && days.allSatisfy { $0.totals.foods == 3 })
        // Protein: 30 g from 1 of 3 foods each day, so the week's protein mean has no complete day.
        #expect(
            days.allSatisfy { $0.totals.total(.protein).amount == 30 && $0.totals.total(.protein).foodsCarrying == 1 })
        let energy = try #require(week.averages.first { $0.quantity == .energy })
        #expect(energy.days == week.validatedDaysWithFoods)
        let mean = try #require(energy.meanPerDay)
        let snapshot = try #require(plain.week.summary.meanIntakeKcalPerEvidenceDay)
        // The validated days are the evidence days; their foods' mean is the snapshot's mean intake.
        #expect(energy.days == plain.week.summary.intakeCoverage.days && energy.days > 0)
        #expect(abs(mean - snapshot) < 1e-6)
        #expect(member["week"]?["validatedDaysWithFoods"]?.numberValue == Double(week.validatedDaysWithFoods))
    }
}

import Foundation
import NutritionEngine
import TestSupport
import Testing

/// `Evaluate.project` as an app calls it (issue 19): a document and a typed question in, typed
/// figures out, no command line and no JSON read back.
@Suite struct ProjectEvaluationTests {
    static let vectors = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Vectors")

    static func document(_ path: String) throws -> InputDocument {
        try InputDocumentReader.read(Array(try Data(contentsOf: vectors.appendingPathComponent(path))))
    }

    /// The oracle of `Vectors/project/steady-loss-500` (a second implementation of Hall's model,
    /// `Vectors/oracles/project_oracle.py`), against the typed result of the same question.
    @Test func aProjectionMatchesItsIndependentOracle() throws {
        let document = try Self.document("project/steady-loss-500/input.json")
        let question = ProjectQuestion(intakeChangeKcalPerDay: -500, landingWeightKg: 90, days: 84)
        let result = try Evaluate.project(ProjectRequest(document: document, question: question), policy: .standard)
        guard case .projection(let report) = result else {
            Issue.record("an eligible person gets a projection, found \(result)")
            return
        }
        let expected = try JSONParser().parse(
            Array(try Data(contentsOf: Self.vectors.appendingPathComponent("project/steady-loss-500/expected.json"))))
        let projection = report.projection
        // By hand: NASEM 2023 (male, low active) 581.47 − 10.83·40 + 8.30·178 + 14.94·95 = 3044.97 kcal/day;
        // Mifflin–St Jeor 10·95 + 6.25·178 − 5·40 + 5 = 1867.5 kcal/day; the intake 3044.97 − 500.
        #expect(isApproximatelyEqual(projection.maintenanceKcalPerDay, 3044.97, absolute: 0.006))
        #expect(isApproximatelyEqual(projection.restingKcalPerDay, 1867.5, absolute: 1e-9))
        #expect(isApproximatelyEqual(projection.intakeKcalPerDay, 2544.97, absolute: 0.006))
        #expect(report.baseline.source == .nasem2023Equation)
        // The walk `aManualOnlyProjectionHoldsNoNumber` relies on finds the numbers a projection holds.
        #expect(Self.numbers(in: report).contains("/projection/intakeKcalPerDay"))
        // The oracle's landing: the dynamic model on day 101; the static rule 5 kg · 7700 / 500 = day 77.
        #expect(projection.landingDay == expected["landing"]?["day"]?.numberValue.map { Int($0) })
        #expect(projection.landingDay == 101)
        let staticDay = try #require(projection.staticRuleLandingDay)
        #expect(isApproximatelyEqual(staticDay, 77, absolute: 1e-6))
        let oracle = try #require(expected["trajectory"]?.arrayValue)
        #expect(projection.trajectory.map(\.day) == oracle.compactMap { $0["day"]?.numberValue.map { Int($0) } })
        for (point, entry) in zip(projection.trajectory, oracle) {
            let model = try #require(entry["weightKg"]?.numberValue)
            let rule = try #require(entry["staticRuleWeightKg"]?.numberValue)
            #expect(isApproximatelyEqual(point.weightKg, model, absolute: 0.011), "day \(point.day)")
            #expect(isApproximatelyEqual(try #require(point.staticRuleWeightKg), rule, absolute: 0.011))
        }
    }

    /// The days a projection takes are 1 to 3650, each message the command line prints after `--days`.
    @Test(arguments: [(0.0, "0"), (3651.0, "3651"), (-1.0, "-1"), (Double.nan, "nan")])
    func daysOutsideTheirRangeAreARequestProblem(_ days: Double, _ written: String) throws {
        let document = try Self.document("project/steady-loss-500/input.json")
        let question = ProjectQuestion(intakeChangeKcalPerDay: -300, days: days)
        let problem = RequestProblem(parameter: "days", message: "must be a number from 1 to 3650, found \(written)")
        #expect(throws: EvaluationError.invalidRequest(problem)) {
            try Evaluate.project(ProjectRequest(document: document, question: question), policy: .standard)
        }
        #expect(throws: EvaluationError.invalidRequest(problem)) { try question.check() }
    }

    /// The first and last days accepted, and whole days only.
    @Test func theEndsOfTheDaysAreAnsweredAndAFractionIsNot() throws {
        let document = try Self.document("project/steady-loss-500/input.json")
        for days in [1.0, 3650] {
            let question = ProjectQuestion(intakeChangeKcalPerDay: -300, days: days)
            let result = try Evaluate.project(ProjectRequest(document: document, question: question), policy: .standard)
            guard case .projection(let report) = result else {
                Issue.record("expected a projection")
                continue
            }
            #expect(report.projection.trajectory.last?.day == Int(days))
        }
        #expect(
            throws: EvaluationError.invalidRequest(
                RequestProblem(parameter: "days", message: "must be a whole number, found 1.5"))
        ) { try ProjectQuestion(intakeChangeKcalPerDay: -300, days: 1.5).check() }
        // A command line quotes the text typed, not the number read from it.
        #expect(
            throws: EvaluationError.invalidRequest(
                RequestProblem(parameter: "days", message: "must be a number from 1 to 3650, found 1e308"))
        ) { try ProjectQuestion(intakeChangeKcalPerDay: -300, days: 1e308).check(quoting: ["days": "1e308"]) }
    }

    /// Combinations are problems of the request as a whole: no parameter, the message alone.
    @Test func optionCombinationsAreProblemsOfTheWholeRequest() {
        #expect(
            throws: EvaluationError.invalidRequest(
                .request(
                    "give exactly one of --intake KCAL or --intake-change KCAL (or --landing-weight-kg KG --by DATE)"))
        ) { try ProjectQuestion(intakeKcalPerDay: 2000, intakeChangeKcalPerDay: -300).check() }
        // A date to reach needs the weight to reach.
        #expect(
            throws: EvaluationError.invalidRequest(
                .request("--by DATE needs --landing-weight-kg KG: the weight to reach by that date"))
        ) { try ProjectQuestion(by: CalendarDate(dayNumber: 20_600)).check() }
    }

    /// A manual-only person's projection holds no number by type: the result is `manualOnly`, and
    /// nothing stored in it is a number (every member, walked by reflection, is text or a flag).
    @Test func aManualOnlyProjectionHoldsNoNumber() throws {
        let document = try Self.document("recommend/manual-only-eatingDisorder/input.json")
        let question = ProjectQuestion(intakeChangeKcalPerDay: -300, landingWeightKg: 60, days: 120)
        let result = try Evaluate.project(ProjectRequest(document: document, question: question), policy: .standard)
        guard case .manualOnly(let report) = result else {
            Issue.record("a manual-only person gets no projection, found \(result)")
            return
        }
        #expect(report.gate.reasonCodes == ["screenAnswerYes"])
        #expect(Self.numbers(in: report).isEmpty, "\(Self.numbers(in: report))")
        // Every rendering of it: no kcal, no kg (the statement and the versions only).
        for format in ProjectResult.formats {
            let text = try result.rendered(as: format)
            #expect(!text.contains("kcal/day") && !text.contains(" kg"), "\(format)")
        }
    }

    /// Every number stored anywhere in `value` (walked through its members), with its path.
    static func numbers(in value: Any, path: String = "") -> [String] {
        switch value {
        case is Double, is Float, is Int, is Decimal: return [path]
        default:
            return Mirror(reflecting: value).children.enumerated().flatMap { index, child in
                numbers(in: child.value, path: path + "/" + (child.label ?? "\(index)"))
            }
        }
    }
}

import Foundation
import TestSupport
import Testing

@testable import NutritionEngine

/// Issue 22 item 6 on the pages left: one rounding for every page a person reads (half away from
/// zero on the decimal value, METHOD section 10), the person's unit on the check-in, `today` and
/// `project` pages, food totals on the `today` and `journal` pages, and `project`'s chart with the
/// logged weigh-ins and the plan's own goal.
@Suite struct PeopleFacingTextTests {
    static let walkthrough = CheckInEvaluationTests.vectors

    static func document(_ file: String, person change: (inout JSONObject) -> Void = { _ in }) throws -> InputDocument {
        let bytes = try Data(contentsOf: walkthrough.appendingPathComponent(file))
        guard case .object(var root) = try JSONParser().parse(bytes), case .object(var person)? = root["person"] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        change(&person)
        root["person"] = .object(person)
        return try SourceDocument(json: .object(root)).document
    }

    /// The walkthrough's person (78 kg) entered as 172 lb.
    static func inPounds(_ person: inout JSONObject) {
        person["weightKg"] = nil
        person["weightLb"] = 172
    }

    // MARK: Rounding

    /// Each figure as the JSON writes it (0.01), then that decimal rounded half away from zero: 77.05
    /// (a binary double a little below 77.05) is 77.1, where dividing by 0.1 gave 77.0; 77.046 is
    /// written 77.05 in the JSON, so 77.1 (the page agrees with the JSON), 77.044 is 77.04, so 77.0;
    /// 1234.5 kcal is 4.5 from 1230 and 5.5 from 1240, so 1230; 1235 is a half, so 1240 (and -1240);
    /// 1234.996 is written 1235, so 1240; a negative that rounds to nothing is 0.0, never -0.0; rates
    /// to 0.01 are rounded once (2.675 and 1.005 are halves).
    @Test(arguments: [
        (77.05, 1, "77.1"), (0.05, 1, "0.1"), (-0.05, 1, "-0.1"), (77.046, 1, "77.1"), (77.044, 1, "77.0"),
        (-0.04, 1, "0.0"), (2.675, 2, "2.68"), (1.005, 2, "1.01"), (1234.5, -1, "1,230"), (1235, -1, "1,240"),
        (-1235, -1, "-1,240"), (1234.996, -1, "1,240"), (1234.994, -1, "1,230"), (4, -1, "0"),
        (12_345.65, 1, "12,345.7"), (169.86, 1, "169.9"),
    ])
    func figuresRoundHalfAwayFromZeroOnTheirDecimalValue(value: Double, decimals: Int, shown: String) {
        #expect(OutputText.people(value, decimals: decimals) == shown)
    }

    /// The walkthrough's week 7 weigh-ins (76.8, 77.7, 76.9, 76.6, 77.5 and 76.8 kg) sum to 462.3, a
    /// mean of 77.05 exactly in decimals: the page shows 77.1 kg and, for a person in pounds,
    /// 77.05 / 0.45359237 = 169.866 lb, so 169.9 lb.
    @Test func aMeanOfHalfATenthRoundsUpInEitherUnit() {
        let mean = [76.8, 77.7, 76.9, 76.6, 77.5, 76.8].reduce(0, +) / 6
        #expect(WeightUnit.kg.text(kilograms: mean) == "77.1 kg")
        #expect(WeightUnit.lb.text(kilograms: mean) == "169.9 lb")
        #expect(OutputText.peopleKcal(2410.4) == "2,410")
    }

    // MARK: The check-in in pounds

    static func weekSeven(_ person: (inout JSONObject) -> Void) throws -> (CheckInResult, CheckInReport) {
        let request = CheckInRequest(
            document: try document("15-check-in-week-7-html/input.json", person: person),
            week: CheckInEvaluationTests.day("2026-11-09"), date: CheckInEvaluationTests.day("2026-11-16"))
        let result = try Evaluate.checkIn(request, policy: .standard)
        guard case .checkIn(let report) = result.report else { throw CocoaError(.featureUnsupported) }
        return (result, report)
    }

    /// A person who entered 172 lb reads the week's weights in pounds on the Markdown and HTML page
    /// and on the chart; the JSON keeps kilograms. The figures are the JSON's kg divided by
    /// 0.45359237 and rounded to 0.1 here, apart from the code.
    @Test func aPersonInPoundsReadsTheCheckInInPounds() throws {
        let (result, report) = try Self.weekSeven(Self.inPounds)
        let markdown = try result.rendered(as: .markdown)
        let html = try result.rendered(as: .html)
        // The kg the JSON writes (to 0.01) in pounds, to 0.1 (no figure here lies near a half).
        func pounds(_ kg: Double) -> String { String(format: "%.1f lb", ((kg * 100).rounded() / 100) / 0.45359237) }
        let mean = try #require(report.week.summary.meanWeighInKg)
        #expect(markdown.contains("Mean weigh-in: \(pounds(mean)) (6 of 7 days)"))
        #expect(pounds(mean) == "169.9 lb")
        let trends = report.week.trendsKg
        let first = try #require(trends.first)
        let last = try #require(trends.last)
        #expect(
            markdown.contains("Weight trend: \(pounds(first)) at the start of the week, \(pounds(last)) at the end"))
        #expect(html.contains("Mean weigh-in: \(pounds(mean))"))
        #expect(html.contains(">lb</text>"))
        #expect(!markdown.contains(" kg (") && !markdown.contains(" kg at"))
        // The JSON is the same document in kilograms as for a person who entered kilograms.
        #expect(try result.rendered(as: .json).contains(#""meanWeighInKg": 77.05,"#))
        // The same person in kilograms: the page says kg, and the rates in the evidence keep kg/week.
        let kilograms = try Self.weekSeven { _ in }.0.rendered(as: .markdown)
        #expect(kilograms.contains("Mean weigh-in: 77.1 kg (6 of 7 days)"))
        #expect(kilograms.contains(" kg/week"))
        #expect(markdown.contains(" lb/week") && !markdown.contains(" kg/week"))
    }

    // MARK: Today

    /// Today's log (5 November of the rollover fixture) as two foods instead of a day total: 500
    /// kcal with 30 g protein and 800 mg sodium, and 350 kcal with neither.
    static func todayWithFoods(_ object: inout [String: Any]) {
        guard var days = object["days"] as? [[String: Any]],
            let index = days.firstIndex(where: {
                $0["date"] as? String == "2026-11-05"
            })
        else { return }
        days[index]["intakeKcal"] = nil
        days[index]["proteinG"] = nil
        days[index]["foods"] = [
            [
                "meal": "breakfast", "name": "Eggs", "kcal": 500, "proteinG": 30,
                "nutrients": ["sodium": ["unit": "mg", "value": 800]],
            ],
            ["meal": "lunch", "name": "Soup", "kcal": 350],
        ]
        object["days"] = days
    }

    /// The foods' totals with their coverage: energy 500 + 350 = 850 kcal from both foods, protein 30 g
    /// and sodium 800 mg from 1 of 2 (the soup's are unknown, not 0). Without foods, no foods member.
    @Test func todayStatesTodaysFoodsWithTheirCoverage() throws {
        var object = try TodayEvaluationTests.fixture()
        let plain = try TodayEvaluationTests.report(
            try TodayEvaluationTests.today(object, at: "2026-11-05T20:00:00+01:00"))
        #expect(plain.foods == nil)
        #expect(plain.json.objectValue?["foods"] == nil)
        Self.todayWithFoods(&object)
        let report = try TodayEvaluationTests.report(
            try TodayEvaluationTests.today(object, at: "2026-11-05T20:00:00+01:00"))
        let page = try TodayResult.today(report).rendered(as: .markdown)
        #expect(page.contains("## Foods today"))
        #expect(page.contains("- energy: 850 kcal from 2 of 2 foods."))
        #expect(page.contains("- protein: 30 g from 1 of 2 foods."))
        #expect(page.contains("sodium: 800 mg from 1 of 2 foods."))
        #expect(page.contains("Logged so far: 850 kcal"))
        let foods = try #require(report.json.objectValue?["foods"]?.objectValue)
        #expect(foods["date"] == .string("2026-11-05"))
    }

    /// A person who entered pounds reads today's weigh-ins and trend in pounds, the rates in lb/week.
    @Test func todayShowsThePersonsUnit() throws {
        var object = try TodayEvaluationTests.fixture()
        var person = try #require(object["person"] as? [String: Any])
        person["weightLb"] = (person.removeValue(forKey: "weightKg") as? Double).map { $0 / 0.45359237 }
        object["person"] = person
        let report = try TodayEvaluationTests.report(
            try TodayEvaluationTests.today(object, at: "2026-11-06T01:30:00+01:00"))
        let page = try TodayResult.today(report).rendered(as: .markdown)
        // The one weigh-in of the week so far, 79.6 kg, is 175.487 lb.
        #expect(page.contains("| weigh-ins | mean 175.5 lb |"))
        #expect(page.contains(" lb/week") && !page.contains("kg/week"))
    }

    // MARK: Journal

    /// The journal of week four logged as foods: that week's foods mean per validated day is the
    /// evidence days' mean intake (each day's three foods sum to its intake); a week listing no foods
    /// has no foods sentence; a document without foods has no foods member.
    @Test func theJournalSumsEachWeeksFoodsWithCoverage() throws {
        let source = try CheckInFoodsTests.weekFour(asFoods: true)
        guard
            case .journal(let report) = try Evaluate.journal(
                JournalRequest(document: source.document), policy: .standard)
        else { throw CocoaError(.featureUnsupported) }
        let week = try #require(report.weeks.first { $0.start == CheckInEvaluationTests.day("2026-10-19") })
        let foods = try #require(week.foods)
        let energy = try #require(foods.averages.first { $0.quantity == .energy })
        let intake = try #require(week.summary.meanIntakeKcalPerEvidenceDay)
        #expect(energy.days == week.summary.intakeCoverage.days)
        #expect(abs((energy.meanPerDay ?? 0) - intake) < 1e-6)
        // Protein is on one food of three each day: every day's protein total is a lower bound, so
        // no day has a complete figure and no mean is stated (never 30 g, never 0).
        let protein = try #require(foods.averages.first { $0.quantity == .protein })
        #expect(protein.meanPerDay == nil && protein.days == 0 && protein.of == energy.of)
        let page = try JournalResult.journal(report).rendered(as: .markdown)
        #expect(
            page.contains(
                "Foods, mean per validated day: energy \(OutputText.peopleKcal(intake)) kcal (\(energy.days) of "
                    + "\(energy.of) days)."))
        #expect(!page.contains("protein 0 g"))
        #expect(page.components(separatedBy: "Foods, mean per validated day").count == 2)
        let weekJSON = report.json.objectValue?["weeks"]?.arrayValue?.first?.objectValue
        #expect(weekJSON?["foods"] != nil)
        let plain = try CheckInFoodsTests.weekFour(asFoods: false)
        guard
            case .journal(let without) = try Evaluate.journal(
                JournalRequest(document: plain.document), policy: .standard)
        else { throw CocoaError(.featureUnsupported) }
        #expect(without.weeks.allSatisfy { $0.foods == nil })
        #expect(without.json.objectValue?["weeks"]?.arrayValue?.first?.objectValue?["foods"] == nil)
    }

    // MARK: Project

    static func projection(_ file: String, landing: Double?, person: (inout JSONObject) -> Void = { _ in }) throws
        -> ProjectionReport
    {
        let question = ProjectQuestion(intakeChangeKcalPerDay: -500, landingWeightKg: landing, days: 120)
        let request = ProjectRequest(document: try document(file, person: person), question: question)
        guard case .projection(let report) = try Evaluate.project(request, policy: .standard) else {
            throw CocoaError(.featureUnsupported)
        }
        return report
    }

    /// Week 8's document (asOf 30 November, a Lose plan to 70 kg): the chart draws one dot per
    /// weigh-in of 3 to 30 November (the 28 days up to day 0), read here from the input, and the
    /// plan's goal; asked for 70 kg, the one line is the landing weight and the goal.
    @Test func theProjectionChartOverlaysTheLogAndThePlansGoal() throws {
        let file = "19-check-in-week-8/input.json"
        let bytes = try Data(contentsOf: Self.walkthrough.appendingPathComponent(file))
        let days = try #require(try JSONParser().parse(bytes).objectValue?["days"]?.arrayValue)
        let weighIns = days.compactMap { day -> Double? in
            guard let date = day.objectValue?["date"]?.stringValue, ("2026-11-03"..."2026-11-30").contains(date) else {
                return nil
            }
            return day.objectValue?["weightKg"]?.numberValue
        }
        let toward74 = try Self.projection(file, landing: 74)
        #expect(toward74.chart.logged.map(\.kg) == weighIns)
        #expect(toward74.chart.logged.first?.day == -27)
        #expect(toward74.chart.goalWeightKg == 70)
        let svg = ProjectionChart.svg(toward74.chart)
        #expect(svg.components(separatedBy: ##"fill="#c67a4a""##).count - 1 == weighIns.count + 1)  // + legend
        #expect(svg.contains(">landing 74.0 kg</text>") && svg.contains(">goal 70.0 kg</text>"))
        let toward70 = ProjectionChart.svg(try Self.projection(file, landing: 70).chart)
        #expect(toward70.contains(">landing = goal 70.0 kg</text>") && !toward70.contains(">goal 70.0 kg</text>"))
        // In pounds: the axis, the goal (70 / 0.45359237 = 154.32 lb) and the page.
        let pounds = try Self.projection(file, landing: nil, person: Self.inPounds)
        let poundsSVG = ProjectionChart.svg(pounds.chart)
        #expect(poundsSVG.contains(">lb</text>") && poundsSVG.contains(">goal 154.3 lb</text>"))
        let page = try ProjectResult.projection(pounds).rendered(as: .markdown)
        #expect(page.contains("| day | date | dynamic model (lb) | static rule (lb) |"))
        #expect(page.contains("lb on 2026-11-30 (the weight trend)") && !page.contains(" kg on "))
        #expect(page.contains("Starting fat mass ") && !page.contains("kg (bodyFatPercent"))
    }

    /// Crowded overlays: weigh-ins scattered over the landing and goal lines' label places, in both
    /// units; every label keeps clear of every dot, line and other label (or goes into the legend).
    @Test func crowdedOverlaysKeepTheirLabelsApart() {
        var generator = SeededNumbers(seed: 2222)
        for round in 0..<200 {
            let start = 80 + Double(generator.next() % 200) / 10
            let points = (0...17).map {
                ProjectionChart.Point(
                    day: Double($0 * 7), model: start - Double($0) * 0.3, rule: start - Double($0) * 0.45,
                    date: round % 2 == 0 ? nil : "2027-01-01")
            }
            let landing = start - Double(generator.next() % 80) / 10
            let goal = round % 3 == 0 ? landing : start - Double(generator.next() % 100) / 10
            let logged = (0..<28).compactMap { day -> ProjectionChart.Logged? in
                guard generator.next() % 4 != 0 else { return nil }
                let near = [landing, goal, start][Int(generator.next() % 3)]
                return ProjectionChart.Logged(
                    day: Double(day - 27), kg: near + Double(Int(generator.next() % 20) - 10) / 10,
                    date: CalendarDate(dayNumber: 20_769 + day))
            }
            let input = ProjectionChart.Input(
                points: points, intakeKcalPerDay: 1800, landingWeightKg: landing, unit: round % 4 == 1 ? .lb : .kg,
                logged: logged, goalWeightKg: goal)
            let collisions = ProjectionChart.canvas(input).collisions
            #expect(collisions.isEmpty, "round \(round): \(collisions)")
        }
    }

    // MARK: Grams, headlines and plain words

    /// Grams are written to 0.1 g in the JSON, and the page rounds that decimal to a whole gram:
    /// 107.46 g is 107.5 in the JSON, so 108 g (rounding the exact value gave 107, disagreeing with
    /// the JSON); 107.44 is 107.4, so 107; 99.96 is 100.0; 1,234.56 is 1,234.6, so 1,235.
    @Test(arguments: [(107.46, "108"), (107.44, "107"), (99.96, "100"), (1234.56, "1,235"), (0.04, "0")])
    func gramsRoundTheTenthTheJSONWrites(value: Double, shown: String) {
        #expect(OutputText.peopleGrams(value) == shown)
    }

    /// The `estimate` page's result is its headline, rounded as people read it; its workings keep the
    /// exact figures. By hand (NASEM 2023 female, low active: 575.77 − 7.01·34 + 6.6·168 + 12.14·72.4
    /// = 2,325.166; SEE 245.75, so ±481.67; Mifflin–St Jeor 10·72.4 + 6.25·168 − 5·34 − 161 = 1,443,
    /// × 1.6 = 2,308.8; BMI 72.4 / 1.68² = 25.65, WHO pre-obese): the headline reads 2,330 kcal/day,
    /// 1,843.50 to 2,806.84 → 1,840 to 2,810, the cross-check 2,310, the class "overweight", and the
    /// activity "lightly active"; the first step still ends "= 2325.17 kcal/day".
    @Test func theEstimatePageRoundsItsHeadlineAndKeepsItsWorkings() throws {
        let json = try JSONParser().parse(
            Data(
                #"{"schemaVersion": 1, "person": {"equationSex": "female", "ageYears": 34, "heightCm": 168, "weightKg": 72.4, "activityLevel": "lowActive"}}"#
                    .utf8))
        let result = try Evaluate.estimate(
            EstimateRequest(document: try SourceDocument(json: json).document), policy: .standard)
        let page = try result.rendered(as: .markdown)
        #expect(page.contains("Person: female, 34 y, 168 cm, 72.4 kg, lightly active."))
        #expect(page.contains("NASEM 2023: **2,330 kcal/day** (95 % range 1,840 to 2,810 kcal/day)."))
        #expect(page.contains("Mifflin-St Jeor cross-check: 2,310 kcal/day, -0.7 % from NASEM"))
        #expect(page.contains("Body mass index: 25.65 kg/m2 (WHO class: overweight)."))
        #expect(page.contains("1. NASEM 2023 (female, lightly active): 575.77 + (-7.01 x 34 y) + 6.6 x 168 cm"))
        #expect(page.contains("x 72.4 kg = 2325.17 kcal/day."))
        #expect(page.contains("= 1843.5 to 2806.84 kcal/day."))
        #expect(!page.contains("lowActive") && !page.contains("preObese"))
    }

    /// The raw values of the enumerations a page names (those that are not already words), which no
    /// page of a successful result may show: the JSON keeps them, the page says them in words.
    static let rawNames: [String] =
        (ActivityLevel.allCases.map(\.rawValue) + BodyMassIndex.WHOClass.allCases.map(\.rawValue)
        + ExclusionReason.allCases.map(\.rawValue) + WeightStatus.allCases.map(\.rawValue)
        + BodyFatMeasurement.Method.allCases.map(\.rawValue) + EnergyDensityRule.allCases.map(\.rawValue)
        + OfferedRecommendation.Kind.allCases.map(\.rawValue) + [MaintenanceEvidence.beforeResetKey])
        .filter { $0.contains(where: \.isUppercase) }

    /// Every vector document's `estimate`, `recommend`, `maintenance`, `days` and `journal` pages
    /// (Markdown; the HTML is the same text) write each enumeration in words.
    @Test func everyVectorsPagesWriteEnumerationsInWords() throws {
        var pages = 0
        for (path, source) in try ChartLabelTests.documents() {
            let document = source.document
            let results: [(any CommandReport)?] = [
                try? Evaluate.estimate(EstimateRequest(document: document), policy: .standard),
                try? Evaluate.recommend(RecommendRequest(document: document), policy: .standard),
                try? Evaluate.maintenance(MaintenanceRequest(document: document), policy: .standard),
                try? Evaluate.days(DaysRequest(document: document), policy: .standard),
                try? Evaluate.journal(JournalRequest(document: document), policy: .standard),
            ]
            for case let result? in results {
                let page = try result.rendered(as: .markdown)
                let words = Set(page.split { !$0.isLetter && !$0.isNumber }.map(String.init))
                let raw = Self.rawNames.filter(words.contains)
                #expect(raw.isEmpty, "\(path) \(type(of: result)): \(raw)")
                pages += 1
            }
        }
        #expect(pages > 200)
    }
}

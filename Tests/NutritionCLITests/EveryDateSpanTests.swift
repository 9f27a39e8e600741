import Foundation
import NutritionCLI
import NutritionEngine
import Testing

/// Issue 20 item 6: every `--date` obeys the reader's ten-year span, and a first target dated where
/// the evidence window lists no day starts from the equations and says so.
@Suite struct EveryDateSpanTests {
    static let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(
            "Vectors/check-in/walkthrough/07-check-in-week-4/input.json"
        )
        .path

    // The document's first day is 2026-09-28. To 2036-09-28 is 10·365 days + 3 leap days (2028, 2032,
    // 2036) = 3653, so 3660 days reach 2036-10-05, the last date allowed.
    static let commands: [[String]] = [
        ["plan", "new", document, "--target-source", "recommended", "--out", "-"],
        ["plan", "set-target", document, "--target", "1900", "--out", "-"],
        ["plan", "reset", document, "--confirm", "--out", "-"],
        ["decide", document, "--defer", "--out", "-"],
        ["check-in", document, "--week", "2026-11-23"],
        ["day", document, "2026-11-20", "--complete", "--out", "-"],
    ]

    @Test(arguments: commands)
    func aDateMoreThanTenYearsAfterTheFirstDayIsRefused(_ command: [String]) {
        let result = NutritionCommandLine.run(arguments: command + ["--date", "2036-10-06"], stdin: Data())
        #expect(result.exitCode == 64, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "--date 2036-10-06 is too far from the days: the days run from 2026-09-28 to 2036-10-06, 3661 days; "
                    + "at most 3660 days (10 years) are read at once"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        // 9999-12-31 is refused as fast: no ledger of millions of empty days is built first.
        #expect(NutritionCommandLine.run(arguments: command + ["--date", "9999-12-31"], stdin: Data()).exitCode == 64)
    }

    @Test func theLastDateAllowedIsAcceptedAndItsTargetStartsFromTheEquations() throws {
        let command = Self.commands[0]
        let result = NutritionCommandLine.run(arguments: command + ["--date", "2036-10-05"], stdin: Data())
        #expect(result.exitCode == 0, "\(result.stderr)")
        // The window is the 28 days before 2036-10-05; the last logged day is 2026-11-29.
        #expect(
            result.stderr.contains(
                "from the NASEM 2023 equations (no logged day in the evidence window 2036-09-07..2036-10-04)"),
            "\(result.stderr)")
        #expect(!result.stderr.contains("learned from the logged days"))
    }

    @Test func aDateWhoseWindowListsDaysStillLearnsFromThem() throws {
        let result = NutritionCommandLine.run(
            arguments: Self.commands[0] + ["--date", "2026-11-30"], stdin: Data())
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr.contains("learned from the logged days 2026-11-02..2026-11-29"), "\(result.stderr)")
    }

    @Test func aFirstTargetWithAnEmptyWindowIsTheEquationsFigure() throws {
        // recommend's basis, from the library: the document dated a year after its last day.
        var document = try InputDocumentReader.read(Array(try Data(contentsOf: URL(fileURLWithPath: Self.document))))
        document.dayLog.declaredAsOf = CalendarDate(iso: "2027-11-30")
        let result = try Evaluate.recommend(RecommendRequest(document: document), policy: .standard)
        guard case .recommendation(let report) = result, let target = report.target else {
            Issue.record("expected a target, found \(result)")
            return
        }
        let basis = target.basis
        #expect(basis.maintenance.source == .nasem2023Equation)
        // NASEM 2023 at the weight the basis names (the equations' own figure, not the learned one).
        var person = try #require(document.person)
        person.weightKg = basis.weight.weightKg
        let equations = EnergyEstimate(person: person, policy: Policy.standard.estimate)
        #expect(abs(basis.maintenance.kcalPerDay - equations.nasemKcalPerDay) < 1e-9)
    }
}

import Foundation
import NutritionEngine
import TestSupport
import Testing

/// `Evaluate.days` and `Evaluate.day` as an app calls them (issue 19): typed requests in, typed
/// results out, each rule the command line held now the evaluation's.
@Suite struct DaysEvaluationTests {
    static let vectors = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Vectors")

    static func source(_ path: String) throws -> SourceDocument {
        let json = try JSONParser().parse(Array(try Data(contentsOf: vectors.appendingPathComponent(path))))
        return try SourceDocument(json: json)
    }

    static func date(_ text: String) throws -> CalendarDate { try #require(CalendarDate(iso: text)) }

    /// METHOD.md §3's worked week (Vectors/days/week-with-gaps), asked for by its Wednesday: the week
    /// used is Monday 2 to Sunday 8 November, said in a sentence, and intake is the mean of the three
    /// evidence days (2140 + 2380 + 2250) / 3 = 2256.67 kcal, covering 3 of 7 days.
    @Test func theWeekContainingADayIsRolledUpAndNamed() throws {
        let document = try Self.source("days/week-with-gaps/input.json").document
        let week = try WeekChoice(containing: try Self.date("2026-11-04"))
        let report = try Evaluate.days(DaysRequest(document: document, week: week), policy: .standard)
        #expect(
            report.weekStatement == "days: 2026-11-04 is a wednesday; using the week 2026-11-02 (monday) to 2026-11-08")
        let summary = try #require(report.week)
        #expect(summary.start == (try Self.date("2026-11-02")))
        #expect(isApproximatelyEqual(try #require(summary.meanIntakeKcalPerEvidenceDay), 6770 / 3, absolute: 1e-9))
        #expect(summary.intakeCoverage == WeekSummary.Coverage(days: 3, of: 7))
        // A Monday is its own week's first day: nothing to say.
        #expect(try WeekChoice(containing: try Self.date("2026-11-02")).statement(command: "days") == nil)
    }

    /// A week must lie inside the years dates are written in; a ledger needs days.
    @Test func aWeekPastTheCalendarAndADocumentWithoutDaysAreRefused() throws {
        #expect(
            throws: EvaluationError.invalidRequest(
                RequestProblem(
                    parameter: "week",
                    message: "9999-12-31: its week reaches outside the years 0001-9999 that dates are written in"))
        ) { try WeekChoice(containing: try Self.date("9999-12-31")) }
        let noDays = try Self.source("estimate/bmi-underweight/input.json").document
        #expect(throws: EvaluationError.self) { try Evaluate.days(DaysRequest(document: noDays), policy: .standard) }
        do {
            _ = try Evaluate.days(DaysRequest(document: noDays), policy: .standard)
        } catch {
            guard case .invalidDocument(let issues) = error else { return #expect(Bool(false), "\(error)") }
            #expect(issues.map(\.path.description) == ["/days"])
        }
    }

    /// A manual-only person's ledger holds no maintenance figure by type, and no day its percent of one;
    /// the screen still ran (the same days are evidence as for an eligible person).
    @Test func aManualOnlyLedgerHoldsNoMaintenanceFigure() throws {
        let manual = try Self.source("check-in/plan-target/accept-refused-manual-only-now/input.json")
        let report = try Evaluate.days(DaysRequest(document: manual.document), policy: .standard)
        guard case .withheld = report.reference else { return #expect(Bool(false), "\(report.reference)") }
        #expect(report.ledger.maintenance == nil)
        #expect(report.ledger.days.allSatisfy { $0.intakePercentOfMaintenance == nil })
        #expect(report.ledger.days.allSatisfy { $0.recentIntakeReferenceKcal == nil })
        var eligible = manual.document
        eligible.safetyScreen = .allNo
        let shown = try Evaluate.days(DaysRequest(document: eligible), policy: .standard)
        guard case .applied = shown.reference else { return #expect(Bool(false), "\(shown.reference)") }
        #expect(shown.ledger.days.map(\.isEvidence) == report.ledger.days.map(\.isEvidence))
    }

    /// Recording an intake: the day changes, the earlier value is kept in its history dated the
    /// document's asOf (the default, stated), and the document reads back.
    @Test func anAnswerIsRecordedWithItsHistory() throws {
        let source = try Self.source("days/week-with-gaps/input.json")
        let correction = DayCorrection(date: try Self.date("2026-11-05"), intakeKcal: 2150)
        let result = try Evaluate.day(DayRequest(source: source, correction: correction))
        #expect(result.changedOn == (try Self.date("2026-11-16")))
        #expect(result.changes == ["intakeKcal: 1800 -> 2150"])
        #expect(
            result.statement == [
                "day: dated 2026-11-16, the document's asOf (give --date YYYY-MM-DD to change)",
                "day 2026-11-05, changed on 2026-11-16; earlier values kept in its history:",
                "  intakeKcal: 1800 -> 2150",
            ])
        let day = try #require(result.document["days"]?.arrayValue?.first { $0["date"] == "2026-11-05" })
        #expect(day["intakeKcal"] == .number(2150))
        #expect(day["history"]?.arrayValue?.first?["previous"]?["intakeKcal"] == .number(1800))
        #expect(throws: Never.self) { try InputDocumentReader.read(result.document) }
    }

    /// The answers' rules: something to record, each number within its range (the text typed quoted).
    @Test func answersOutsideTheirRulesAreRequestProblems() throws {
        let source = try Self.source("days/week-with-gaps/input.json")
        let date = try Self.date("2026-11-05")
        #expect(
            throws: EvaluationError.invalidRequest(
                .request(
                    "give what to record: --complete, --incomplete, --untracked, --reconciled, --reopened, "
                        + "--intake KCAL, --weight-kg KG or --weight-lb LB"))
        ) { try Evaluate.day(DayRequest(source: source, correction: DayCorrection(date: date))) }
        #expect(
            throws: EvaluationError.invalidRequest(
                RequestProblem(parameter: "intake", message: "must be a number from 0 to 30000, found -5"))
        ) { try Evaluate.day(DayRequest(source: source, correction: DayCorrection(date: date, intakeKcal: -5))) }
        #expect(
            throws: EvaluationError.invalidRequest(
                RequestProblem(parameter: "weight-kg", message: "must be a number from 2 to 650, found abc"))
        ) { try DayCorrection(date: date, weightKg: .nan).check(quoting: ["weight-kg": "abc"]) }
    }
}

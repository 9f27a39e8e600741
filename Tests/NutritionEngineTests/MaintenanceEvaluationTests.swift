import Foundation
import NutritionEngine
import TestSupport
import Testing

/// `Evaluate.maintenance`: its document requirements, the gate, the reset it learns from, and a
/// report whose page states the same figures as its JSON (both read the typed assessment).
@Suite struct MaintenanceEvaluationTests {
    /// The `maintenance/after-reset` vector: an eligible person, 2026-11-30, a reset on 2026-11-23.
    static let afterReset = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Vectors/maintenance/after-reset/input.json")

    /// The vector's document with `change` applied to its top-level members.
    static func document(_ change: (inout [String: Any]) -> Void = { _ in }) throws -> InputDocument {
        var members = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: afterReset)) as? [String: Any])
        change(&members)
        return try InputDocumentReader.read(Array(try JSONSerialization.data(withJSONObject: members)))
    }

    static func evaluate(_ document: InputDocument) throws(EvaluationError) -> MaintenanceResult {
        try Evaluate.maintenance(MaintenanceRequest(document: document), policy: .standard)
    }

    @Test func theReportLearnsFromTheResetAndItsPageStatesTheJSONsFigures() throws {
        guard case .maintenance(let report) = try Self.evaluate(try Self.document()) else {
            Issue.record("an eligible person gets the estimate")
            return
        }
        #expect(report.resetDate?.description == "2026-11-23")
        #expect(report.assessment.ledger.asOf.description == "2026-11-30")
        // Days before the reset are excluded, not replaced: 21 of the 28 window days.
        #expect(report.assessment.evidence.excludedDaysByReason["beforeReset"] == 21)
        let json = report.json
        #expect(json["resetDate"] == .string("2026-11-23"))
        let maintenance = try #require(json["maintenance"])
        let kcal = try #require(maintenance["kcalPerDay"]?.numberValue)
        let low = try #require(maintenance["interval95"]?["low"]?.numberValue)
        let high = try #require(maintenance["interval95"]?["high"]?.numberValue)
        let status = try #require(maintenance["status"]?.stringValue)
        let markdown = report.page.markdown
        #expect(markdown.contains("As of 2026-11-30, learning from the reset of 2026-11-23."))
        // The headline is the JSON's figures to 10 kcal.
        #expect(
            markdown.contains(
                "Maintenance: **\(writtenToTens(kcal)) kcal/day** (\(status); 95 % interval \(writtenToTens(low)) to "
                    + "\(writtenToTens(high)))."))
        #expect(markdown.contains("Window: 2026-11-02 to 2026-11-29 (28 days)."))
        #expect(markdown.contains("before the reset 21"))
        // Rendering the result is rendering the report.
        #expect(try MaintenanceResult.maintenance(report).rendered(as: .markdown) == markdown)
    }

    @Test func aManualOnlyPersonGetsTheStatementAndNoNumber() throws {
        let document = try Self.document { members in
            var screen = members["safetyScreen"] as? [String: Any] ?? [:]
            screen["pregnant"] = true
            members["safetyScreen"] = screen
        }
        guard case .manualOnly(let report) = try Self.evaluate(document) else {
            Issue.record("a pregnant person is manual-only")
            return
        }
        let json = MaintenanceResult.manualOnly(report).json
        #expect(json["command"] == .string("maintenance"))
        #expect(json["maintenance"] == nil && json["equationPrior"] == nil)
        #expect(!report.page.markdown.contains("kcal"))
    }

    @Test func withoutAPersonTheDocumentIsRefusedAtThePerson() throws {
        let document = try Self.document { $0["person"] = nil }
        #expect(
            throws: EvaluationError.invalidDocument(
                [
                    ValidationIssue(
                        path: JSONPointer("/person"), code: .missingField,
                        message: "maintenance needs the person's body data; a person gives equationSex, ageYears, "
                            + "heightCm (or heightIn, with optional heightFt), weightKg (or weightLb) and activityLevel"
                    )
                ])
        ) { try Self.evaluate(document) }
    }

    @Test func withoutDaysOrAnAsOfTheDocumentIsRefusedAtTheDays() throws {
        let document = try Self.document { members in
            members["days"] = nil
            members["asOf"] = nil
            members["plan"] = nil
        }
        #expect(
            throws: EvaluationError.invalidDocument(
                [
                    ValidationIssue(
                        path: JSONPointer("/days"), code: .missingField,
                        message: "maintenance needs days (or records) or an asOf date")
                ])
        ) { try Self.evaluate(document) }
    }
}

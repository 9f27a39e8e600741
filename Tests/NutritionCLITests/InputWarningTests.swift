import Foundation
import NutritionCLI
import NutritionEngine
import Testing

/// Issue 18 item 9: pounds typed as kilograms (BMI 59.9 at 194 "kg", 180 cm) passed silently. A
/// weight given as weightKg whose BMI is above 50 while the same number read as pounds gives 18.5 to
/// 40 is warned about: the command runs, and the warning is on standard error, in the JSON's
/// `warnings` and in the Markdown's notes.
@Suite struct InputWarningTests {
    static let screen =
        #""safetyScreen":{"pregnant":false,"lactating":false,"eatingDisorder":false,"type1Diabetes":false,"#
        + #""glucoseLoweringMedication":false,"chronicKidneyDisease":false,"otherConditionUnderCare":false}"#

    static func document(_ weight: String) -> Data {
        Data(
            (#"{"schemaVersion":1,"person":{"equationSex":"male","ageYears":40,"heightCm":180,\#(weight),"#
                + #""activityLevel":"active"},"goal":{"kind":"maintain"},\#(screen)}"#)
                .utf8)
    }

    static func warnings(_ command: String, _ weight: String) throws -> (JSONValue?, String) {
        let result = NutritionCommandLine.run(arguments: [command, "-"], stdin: Self.document(weight))
        #expect(result.exitCode == 0, "\(result.stderr)")
        return (try JSONParser().parse(Array(result.stdout.utf8))["warnings"], result.stderr)
    }

    @Test func poundsTypedAsKilogramsAreWarnedAbout() throws {
        for command in ["estimate", "recommend"] {
            let (warnings, stderr) = try Self.warnings(command, #""weightKg":194"#)
            #expect(warnings?.arrayValue?.count == 1, "\(command)")
            #expect(warnings?.arrayValue?.first?["code"] == .string("weightLooksLikePounds"))
            #expect(warnings?.arrayValue?.first?["path"] == .string("/person/weightKg"))
            // 194 lb × 0.45359237 = 87.996920 kg, stated 88 kg.
            #expect(
                stderr.contains("<stdin>:/person/weightKg: warning weightLooksLikePounds: weightKg 194"), "\(stderr)")
            #expect(stderr.contains("194 lb (88 kg)"), "\(stderr)")
        }
        let markdown = NutritionCommandLine.run(
            arguments: ["estimate", "-", "--format", "markdown"], stdin: Self.document(#""weightKg":194"#))
        #expect(markdown.stdout.contains("Warning: weightKg 194"), "\(markdown.stdout)")
    }

    /// At, inside and outside both ends (180 cm, 3.24 m²): BMI 50 itself is not above 50
    /// (162 kg); 162.02 kg is 50.006, stated 50.01; as pounds 40 is the top of the ordinary range
    /// (285.74 lb → 129.61 kg, BMI 40.00), so a "weight" of 286 has no ordinary pounds reading.
    @Test func theCheckIsDecidedAtItsStatedBoundaries() throws {
        #expect(try Self.warnings("estimate", #""weightKg":162"#).0 == nil)
        #expect(try Self.warnings("estimate", #""weightKg":162.02"#).0?.arrayValue?.count == 1)
        #expect(try Self.warnings("estimate", #""weightKg":285"#).0?.arrayValue?.count == 1)  // lb: 39.90
        #expect(try Self.warnings("estimate", #""weightKg":286"#).0 == nil)  // lb: 40.04
        #expect(try Self.warnings("estimate", #""weightKg":90"#).0 == nil)
        // A weight given in pounds is converted, not suspected: 427.7 lb is 194.00 kg.
        #expect(try Self.warnings("estimate", #""weightLb":427.7"#).0 == nil)
    }
}

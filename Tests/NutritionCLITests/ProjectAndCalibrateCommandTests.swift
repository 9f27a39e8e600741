import Foundation
import NutritionCLI
import NutritionEngine
import Testing

/// Usage errors and stdin for `project` and `calibrate`, run in-process.
@Suite struct ProjectAndCalibrateCommandTests {
    static let person = Data(#"{"schemaVersion":1,"person":{"equationSex":"female","ageYears":34,"heightCm":168,"weightKg":72.4,"activityLevel":"lowActive"}}"#.utf8)

    @Test(arguments: [
        ["project", "-"],
        ["project", "-", "--intake", "2000", "--intake-change", "-300"],
        ["project", "-", "--intake", "400"],
        ["project", "-", "--intake-change", "-300", "--days", "0"],
        ["project", "-", "--intake-change", "-300", "--days", "1.5"],
        ["calibrate", "--seed", "abc"],
        ["calibrate", "--trainees", "0"],
    ])
    func usageErrorsExit64(_ arguments: [String]) {
        let result = NutritionCommandLine.run(arguments: arguments, stdin: Self.person)
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stdout.isEmpty)
    }

    @Test func projectReadsStandardInputAndIsWeekly() throws {
        let result = NutritionCommandLine.run(arguments: ["project", "-", "--intake-change", "-300", "--days", "30"], stdin: Self.person)
        #expect(result.exitCode == ExitCode.ok)
        let output = try JSONParser().parse(Array(result.stdout.utf8))
        // Weekly entries plus the last day: 0, 7, 14, 21, 28, 30.
        #expect(output["trajectory"]?.arrayValue?.compactMap { $0["day"]?.numberValue } == [0, 7, 14, 21, 28, 30])
        #expect(output["landing"] == .null)
    }

    @Test func calibrateWritesMarkdownWithItsCommandAtTheTop() {
        let result = NutritionCommandLine.run(arguments: ["calibrate", "--seed", "3", "--trainees", "12"])
        #expect(result.exitCode == ExitCode.ok)
        #expect(result.stdout.contains("--seed 3 --trainees 12"))
        #expect(result.stdout.hasPrefix("# Maintenance calibration"))
    }
}

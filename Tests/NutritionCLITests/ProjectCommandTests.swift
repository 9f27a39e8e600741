import Foundation
import NutritionCLI
import NutritionEngine
import TestSupport
import Testing

/// Usage errors and stdin for `project`, run in-process (`calibrate` is the lab's: NutritionLabTests).
@Suite struct ProjectCommandTests {
    static let person = Data(
        (#"{"schemaVersion":1,"person":{"equationSex":"female","ageYears":34,"heightCm":168,"weightKg":72.4,"#
            + #""activityLevel":"lowActive"}}"#)
            .utf8)

    @Test(arguments: [
        ["project", "-"],
        ["project", "-", "--intake", "2000", "--intake-change", "-300"],
        ["project", "-", "--intake", "400"],
        ["project", "-", "--intake-change", "-300", "--days", "0"],
        ["project", "-", "--intake-change", "-300", "--days", "1.5"],
    ])
    func usageErrorsExit64(_ arguments: [String]) {
        let result = NutritionCommandLine.run(arguments: arguments, stdin: Self.person)
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stdout.isEmpty)
    }

    @Test func projectReadsStandardInputAndIsWeekly() throws {
        let result = NutritionCommandLine.run(
            arguments: ["project", "-", "--intake-change", "-300", "--days", "30"], stdin: Self.person)
        #expect(result.exitCode == ExitCode.ok)
        let output = try JSONParser().parse(Array(result.stdout.utf8))
        // Weekly entries plus the last day: 0, 7, 14, 21, 28, 30.
        #expect(output["trajectory"]?.arrayValue?.compactMap { $0["day"]?.numberValue } == [0, 7, 14, 21, 28, 30])
        #expect(output["landing"] == .null)
    }

    /// With days, project's baseline is exactly the maintenance command's estimate for the same
    /// document (and the intake change is applied to it); without days it is NASEM 2023.
    @Test func projectUsesTheTrendValidatedEstimateWhenTheDocumentHasDays() throws {
        var days: [String] = []
        let first = try #require(CalendarDate(year: 2026, month: 11, day: 2))
        for day in 0..<28 {
            let date = first.adding(days: day)
            let weightKg = 72.4 - 0.05 * Double(day) + (day % 2 == 0 ? 0.2 : -0.2)
            days.append(
                #"{"date":"\#(date)","intakeKcal":\#(1800 + 40 * (day % 3)),"#
                    + #""weightKg":\#(JSONWriter.format(weightKg.roundedTo(0.1)))}"#
            )
        }
        let document = Data(
            (#"{"schemaVersion":1,"asOf":"2026-11-30","person":{"equationSex":"female","ageYears":34,"heightCm":168,"#
                + #""weightKg":72.4,"activityLevel":"lowActive"},"days":[\#(days.joined(separator: ","))]}"#)
                .utf8)
        let maintenance = try JSONParser().parse(
            Array(NutritionCommandLine.run(arguments: ["maintenance", "-"], stdin: document).stdout.utf8))
        let projected = try JSONParser().parse(
            Array(
                NutritionCommandLine.run(
                    arguments: ["project", "-", "--intake-change", "-300", "--days", "28"], stdin: document
                ).stdout.utf8))
        let estimate = try #require(maintenance["maintenance"]?["kcalPerDay"]?.numberValue)
        #expect(projected["maintenance"]?["source"] == .string("trendValidated"))
        #expect(projected["maintenance"]?["kcalPerDay"]?.numberValue == estimate)
        #expect(
            isApproximatelyEqual(
                try #require(projected["intakeKcalPerDay"]?.numberValue), estimate - 300, absolute: 0.011))
        // Without days: NASEM 2023 by hand, 575.77 − 7.01·34 + 6.60·168 + 12.14·72.4 = 337.43 + 1108.8 + 878.936 = 2325.166.
        let equationOnly = try JSONParser().parse(
            Array(
                NutritionCommandLine.run(
                    arguments: ["project", "-", "--intake-change", "-300", "--days", "28"], stdin: Self.person
                ).stdout.utf8))
        #expect(equationOnly["maintenance"]?["source"] == .string("nasem2023"))
        #expect(
            isApproximatelyEqual(
                try #require(equationOnly["maintenance"]?["kcalPerDay"]?.numberValue), 2325.17, absolute: 0.006))
    }
}

/// `project` starting from the current trend weight on asOf, with dates, the planner questions and the SVG chart.
@Suite struct ProjectPlannerCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let days = root.appendingPathComponent("Vectors/maintenance/steady-loss-full/input.json").path
    static let person = Data(
        (#"{"schemaVersion":1,"person":{"equationSex":"female","ageYears":34,"heightCm":168,"weightKg":72.4,"#
            + #""activityLevel":"lowActive"}}"#)
            .utf8)

    @Test(arguments: [
        ["project", days, "--by", "2027-03-01"],
        ["project", days, "--landing-weight-kg", "80", "--by", "2027-03-01", "--intake", "2000"],
        ["project", days, "--landing-weight-kg", "80", "--by", "2026-11-30"],
        ["project", days, "--landing-weight-kg", "80", "--by", "March"],
        ["project", days, "--landing-weight-kg", "40", "--by", "2026-12-07"],
    ])
    func plannerUsageErrorsExit64(_ arguments: [String]) {
        #expect(NutritionCommandLine.run(arguments: arguments).exitCode == ExitCode.usage)
    }

    @Test func byNeedsADayZero() {
        let result = NutritionCommandLine.run(
            arguments: ["project", "-", "--landing-weight-kg", "70", "--by", "2027-03-01"], stdin: Self.person)
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stderr.contains("--by needs the document's asOf"))
    }

    /// The profile says 85 kg but the weigh-ins trend to about 83.8 kg on 29 November: day 0 is 30 November at the trend.
    @Test func theProjectionStartsAtTheTrendOnAsOfWithDates() throws {
        let result = NutritionCommandLine.run(arguments: [
            "project", Self.days, "--intake-change", "-300", "--days", "14",
        ])
        let output = try JSONParser().parse(Array(result.stdout.utf8))
        #expect(output["start", "weightSource"] == .string("trend"))
        #expect(output["start", "date"] == .string("2026-11-30"))
        let weight = try #require(output["start", "weightKg"]?.numberValue)
        #expect(weight < 85 && weight > 83)
        #expect(
            output["trajectory"]?.arrayValue?.compactMap { $0["date"]?.stringValue } == [
                "2026-11-30", "2026-12-07", "2026-12-14",
            ])
        #expect(output["trajectory"]?.arrayValue?.first?["weightKg"]?.numberValue == weight)
    }

    @Test func withoutDaysTheProfileWeightAndNoDates() throws {
        let result = NutritionCommandLine.run(
            arguments: ["project", "-", "--intake-change", "-300", "--days", "7"], stdin: Self.person)
        let output = try JSONParser().parse(Array(result.stdout.utf8))
        #expect(output["start", "weightSource"] == .string("profile"))
        #expect(output["start", "weightKg"] == .number(72.4))
        #expect(output["trajectory"]?.arrayValue?.first?["date"] == .null)
    }

    /// The SVG has one point per trajectory entry, one dot per weigh-in of the 28 days up to day 0
    /// (2026-11-03 to 2026-11-30, counted here from the input), both lines, the landing line and the dates.
    @Test func theChartDrawsTheTrajectoryBesideTheStaticRule() throws {
        let arguments = ["project", Self.days, "--landing-weight-kg", "80", "--by", "2027-03-01"]
        let json = try JSONParser().parse(Array(NutritionCommandLine.run(arguments: arguments).stdout.utf8))
        let svg = NutritionCommandLine.run(arguments: arguments + ["--format", "svg"]).stdout
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.components(separatedBy: "<polyline ").count - 1 == 2)
        #expect(
            svg.components(separatedBy: ##"fill="#1d3557"><title>"##).count - 1
                == (json["trajectory"]?.arrayValue?.count ?? -1))
        let input = try JSONParser().parse(Array(try Data(contentsOf: URL(fileURLWithPath: Self.days))))
        let weighIns = (input["days"]?.arrayValue ?? []).filter { day in
            guard let date = day["date"]?.stringValue else { return false }
            return ("2026-11-03"..."2026-11-30").contains(date) && day["weightKg"]?.numberValue != nil
        }
        #expect(!weighIns.isEmpty)
        // One dot per weigh-in, and the legend's swatch.
        #expect(svg.components(separatedBy: ##"fill="#c67a4a"><title>"##).count - 1 == weighIns.count + 1)
        #expect(svg.contains("landing 80.0 kg"))
        #expect(svg.contains("2027-03-01 (day 91)"))
    }

    /// Issue 18 item 9: `project --by` answered an intake far below maintenance with no word that it
    /// breaks the engine's own 20 %/750 cap and floor. The figures (maintenance 3044.97, lowest
    /// allowed 2435.98, day 188) are the independent oracle's (Vectors/project/planner-beyond-deficit-cap).
    @Test func anAnswerBeyondTheDeficitCapIsFlaggedWithTheDateTheCappedIntakeArrives() throws {
        let document = Data(
            (#"{"schemaVersion":1,"asOf":"2027-01-04","person":{"equationSex":"male","ageYears":40,"heightCm":178,"#
                + #""weightKg":95,"activityLevel":"lowActive"}}"#)
                .utf8)
        let result = NutritionCommandLine.run(
            arguments: ["project", "-", "--landing-weight-kg", "85", "--by", "2027-03-01"], stdin: document)
        #expect(result.exitCode == ExitCode.ok, "\(result.stderr)")
        let reach = try #require(try JSONParser().parse(Array(result.stdout.utf8))["intakeToReachLanding"])
        #expect(reach["beyondDeficitLimits"] == .bool(true))
        #expect(reach["atLowestAllowedIntake"]?["landingDate"] == .string("2027-07-11"))
        let message = reach["message"]?.stringValue ?? ""
        #expect(message.contains("beyond the engine's own limits") && message.contains("on 2027-07-11"), "\(message)")
        // Inside the limits (the profile-weight planner case, 315 kcal/day below): not flagged.
        let gentle = NutritionCommandLine.run(
            arguments: ["project", "-", "--landing-weight-kg", "90", "--by", "2027-07-05"], stdin: document)
        let inside = try #require(try JSONParser().parse(Array(gentle.stdout.utf8))["intakeToReachLanding"])
        #expect(inside["beyondDeficitLimits"] == .bool(false) && inside["atLowestAllowedIntake"] == .null)
        #expect(inside["message"]?.stringValue?.contains("beyond") == false)
    }
}

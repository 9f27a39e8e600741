import Foundation
import NutritionCLI
import NutritionEngine
import Testing

@Suite struct HelpAndDefaultsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let walkthrough = root.appendingPathComponent("Vectors/check-in/walkthrough")

    static let commands: [[String]] = [
        ["estimate"], ["recommend"], ["days"], ["day"], ["today"], ["maintenance"], ["check-in"], ["decide"],
        ["plan", "new"],
        ["plan", "set-target"], ["plan", "reset"], ["project"], ["import"], ["rescore"],
        ["vectors", "check"], ["vectors", "record"], ["vectors", "new"], ["help"],
    ]

    @Test(arguments: commands)
    func everyCommandHasAPageWithUsageOptionsAndExample(command: [String]) {
        let pages = [
            NutritionCommandLine.run(arguments: ["help"] + command),
            NutritionCommandLine.run(arguments: command + ["--help"]),
            NutritionCommandLine.run(arguments: command + ["some-file.json", "-h"]),
        ]
        for page in pages {
            #expect(page.exitCode == 0)
            #expect(page.stderr.isEmpty)
            #expect(page.stdout.hasPrefix("usage: nutrition-engine \(command.joined(separator: " "))"))
            #expect(page.stdout.contains("example:"))
        }
        #expect(pages[0].stdout == pages[1].stdout && pages[1].stdout == pages[2].stdout)
    }

    @Test func weekStartIsDocumentedWhereverItIsAccepted() {
        for command in [["days"], ["check-in"]] {
            #expect(NutritionCommandLine.run(arguments: ["help"] + command).stdout.contains("--week-start DAY"))
        }
    }

    /// Every repository path the help names (Vectors/..., Reports/..., schema files) exists.
    @Test func helpNamesOnlyFilesThatExist() throws {
        var text = NutritionCommandLine.run(arguments: ["help"]).stdout
        for command in Self.commands { text += NutritionCommandLine.run(arguments: ["help"] + command).stdout }
        let pattern = try NSRegularExpression(pattern: #"(?:Vectors|Reports|schema)/[A-Za-z0-9_./-]*[A-Za-z0-9_]"#)
        let paths = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range, in: text).map { String(text[$0]) }
        }
        #expect(paths.count >= 10)
        for path in Set(paths) where !path.contains("*") {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "\(path)")
        }
    }

    @Test func versionNamesEngineAlgorithmAndDefaultPolicy() {
        let result = NutritionCommandLine.run(arguments: ["--version"])
        #expect(result.exitCode == 0)
        #expect(
            result.stdout
                == "nutrition-engine \(EngineVersion.engine)\nalgorithm \(EngineVersion.algorithm)\ndefault policy "
                + "\(Policy.standard.version)\n"
        )
    }

    @Test func unknownCommandHelpIsAUsageError() {
        #expect(NutritionCommandLine.run(arguments: ["help", "nope"]).exitCode == 64)
    }

    /// Without --date the week-4 check-in is dated 26 October (the day after 19–25 October) although the
    /// document's asOf is 30 November, and it equals the check-in dated explicitly on that day.
    @Test func checkInDefaultsToTheDayAfterTheWeek() throws {
        let input = Self.walkthrough.appendingPathComponent("07-check-in-week-4/input.json").path
        let defaulted = NutritionCommandLine.run(arguments: ["check-in", input, "--week", "2026-10-19"])
        let explicit = NutritionCommandLine.run(arguments: [
            "check-in", input, "--week", "2026-10-19", "--date", "2026-10-26",
        ])
        #expect(defaulted.exitCode == 0)
        #expect(defaulted.stdout == explicit.stdout)
        #expect(
            defaulted.stderr
                == "check-in: dated 2026-10-26, the day after the week (give --date YYYY-MM-DD to change)\n")
        #expect(explicit.stderr.isEmpty)
        let output = try JSONParser().parse(Array(defaulted.stdout.utf8))
        #expect(output["date"] == .string("2026-10-26"))
    }

    /// 21 October 2026 is a Wednesday: the week used is Monday 19 to Sunday 25 October, said once.
    @Test func aWeekDayThatIsNotAWeekStartIsNamed() {
        let input = Self.walkthrough.appendingPathComponent("07-check-in-week-4/input.json").path
        let midweek = NutritionCommandLine.run(arguments: [
            "check-in", input, "--week", "2026-10-21", "--date", "2026-10-26",
        ])
        let start = NutritionCommandLine.run(arguments: [
            "check-in", input, "--week", "2026-10-19", "--date", "2026-10-26",
        ])
        #expect(midweek.stdout == start.stdout)
        #expect(
            midweek.stderr == "check-in: 2026-10-21 is a wednesday; using the week 2026-10-19 (monday) to 2026-10-25\n")
        let sunday = NutritionCommandLine.run(arguments: [
            "days", input, "--week", "2026-10-21", "--week-start", "sunday",
        ])
        #expect(sunday.stderr == "days: 2026-10-21 is a wednesday; using the week 2026-10-18 (sunday) to 2026-10-24\n")
    }

    @Test func decideAndPlanSayWhichDateTheyUsed() {
        let accept = Self.walkthrough.appendingPathComponent("08-accept/input.json").path
        let asOf = NutritionCommandLine.run(arguments: ["decide", accept, "--accept"])
        // Issue 21: a decision on a pending recommendation is dated the check-in that offered it (the
        // week of 19 October, checked in on 26 October), not the document's asOf 30 November, so the
        // next check-in is not redated.
        #expect(
            asOf.stderr.hasPrefix(
                "decide: dated 2026-10-26, the check-in that offered the recommendation (give --date YYYY-MM-DD to "
                    + "change)\n"))
        let explicit = NutritionCommandLine.run(arguments: ["decide", accept, "--accept", "--date", "2026-10-26"])
        #expect(explicit.exitCode == 0)
        #expect(explicit.stderr.hasPrefix("decide: recorded"))
        let reset = Self.walkthrough.appendingPathComponent("20-reset/input.json").path
        #expect(
            NutritionCommandLine.run(arguments: ["plan", "reset", reset]).stderr.hasPrefix(
                "plan reset: dated 2026-11-30, the document's asOf"))
    }
}

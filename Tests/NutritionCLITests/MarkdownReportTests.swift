import Foundation
import NutritionCLI
import NutritionEngine
import TestSupport
import Testing

/// `--format markdown` for estimate, days, maintenance and project is rendered from the JSON report,
/// so it never shows a number the JSON does not (whatever the JSON withholds, e.g. for a manual-only
/// person, the Markdown withholds too).
@Suite struct MarkdownReportTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let week4 = root.appendingPathComponent("Vectors/check-in/walkthrough/07-check-in-week-4/input.json").path
    static let person = root.appendingPathComponent("Vectors/estimate/nasem-check-woman-30y-active/input.json").path
    static let manualOnly = root.appendingPathComponent("Vectors/recommend/manual-only-pregnant/input.json").path

    static let commands: [[String]] = [
        ["estimate", person], ["estimate", manualOnly], ["estimate", week4],
        ["days", week4, "--week", "2026-10-19"], ["maintenance", week4],
        ["project", week4, "--intake-change", "-500", "--days", "84", "--landing-weight-kg", "75"],
        ["project", person, "--intake", "2000"],
    ]

    /// Absolute values of every decimal number written in `text` ("1,740" is one number).
    static func numbers(in text: String) -> Set<Double> {
        let pattern = try? NSRegularExpression(pattern: #"[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?"#)
        let matches = pattern?.matches(in: text, range: NSRange(text.startIndex..., in: text)) ?? []
        return Set(
            matches.compactMap {
                Range($0.range, in: text).flatMap { Double(text[$0].replacingOccurrences(of: ",", with: "")) }
            })
    }

    /// `numbers` and each of them as a page for people writes it (METHOD section 8): half away from
    /// zero to 10 (kcal), to 1 and to 0.1 (kg), from the JSON's figure. The `project` page rounds so.
    static func roundedForPeople(_ numbers: Set<Double>) -> Set<Double> {
        // Numbers here are absolute values, so half away from zero is half up; 1e-9 absorbs binary noise.
        func halfUp(_ scaled: Double) -> Double { (scaled + 1e-9 * max(1, scaled)).rounded(.toNearestOrAwayFromZero) }
        return numbers.union(
            numbers.flatMap { value in [halfUp(value / 10) * 10, halfUp(value), halfUp(value * 10) / 10] })
    }

    /// Every number in the JSON: values, and numbers inside its strings and member names.
    static func numbers(in value: JSONValue) -> Set<Double> {
        switch value {
        case .number(let number): [abs(number)]
        case .string(let text): numbers(in: text)
        case .array(let elements): elements.reduce(into: Set<Double>()) { $0.formUnion(numbers(in: $1)) }
        case .object(let members):
            members.reduce(into: Set<Double>()) {
                $0.formUnion(numbers(in: $1.value)); $0.formUnion(numbers(in: $1.key))
            }
        default: []
        }
    }

    @Test(arguments: commands)
    func markdownShowsOnlyNumbersFromTheJSON(command: [String]) throws {
        let json = NutritionCommandLine.run(arguments: command)
        let markdown = NutritionCommandLine.run(arguments: command + ["--format", "markdown"])
        #expect(json.exitCode == 0 && markdown.exitCode == 0)
        #expect(markdown.stdout.hasPrefix("# "))
        let report = try JSONParser().parse(Array(json.stdout.utf8))
        // Numbered steps ("1. ") are list markers, not figures.
        let body = markdown.stdout.split(separator: "\n").map { line -> Substring in
            let digits = line.prefix { $0.isASCII && $0.isNumber }
            return !digits.isEmpty && line.dropFirst(digits.count).hasPrefix(". ")
                ? line.dropFirst(digits.count + 2) : line
        }.joined(separator: "\n")
        // project's page is a page for people, and the workings pages round their headline: their
        // figures are the JSON's rounded (kcal to 10, kg to 0.1). The days page writes the JSON's own.
        let figures = Self.numbers(in: report)
        let extra = Self.numbers(in: body).subtracting(command[0] == "days" ? figures : Self.roundedForPeople(figures))
        #expect(extra.isEmpty, "\(command): \(extra.sorted())")
    }

    @Test func theKeyFiguresAppearInTheMarkdown() {
        let estimate = NutritionCommandLine.run(arguments: ["estimate", Self.person, "--format", "markdown"]).stdout
        // 710.25 − 7.01·30 + 6.54·170 + 12.34·70 = 2475.55 (NASEM 2023, female, active): the headline
        // to 10 kcal, the step exact.
        #expect(estimate.contains("**2,480 kcal/day**"))
        #expect(estimate.contains("710.25 + (-7.01 x 30 y) + 6.54 x 170 cm + 12.34 x 70 kg = 2475.55 kcal/day"))
        // The headline is the JSON's estimate to 10 kcal (whatever the estimator gives; its numbers are
        // pinned by Vectors/maintenance), in bold with its unit.
        let maintenance = NutritionCommandLine.run(arguments: ["maintenance", Self.week4, "--format", "markdown"])
            .stdout
        let json = try? JSONParser().parse(
            Array(NutritionCommandLine.run(arguments: ["maintenance", Self.week4]).stdout.utf8))
        let kcal = json?["maintenance", "kcalPerDay"]?.numberValue
        #expect(kcal != nil)
        #expect(maintenance.contains("**\(writtenToTens(kcal ?? -1)) kcal/day**"))
        let days = NutritionCommandLine.run(arguments: [
            "days", Self.week4, "--week", "2026-10-19", "--format", "markdown",
        ]).stdout
        #expect(days.contains("## Week 2026-10-19 to 2026-10-25"))
        #expect(days.contains("- 2026-10-28: logged intake is unusually low"))
    }

    @Test(arguments: ["estimate", "days", "maintenance", "project"])
    func anUnknownFormatIsAUsageError(command: String) {
        #expect(
            NutritionCommandLine.run(arguments: [command, Self.week4, "--format", "html", "--intake", "2000"]).exitCode
                == 64)
    }
}

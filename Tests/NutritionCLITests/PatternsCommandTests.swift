import Foundation
import NutritionCLI
import NutritionEngine
import Testing

/// `patterns FILE [--format json|markdown]`: the command's surfaces, manual-only in both formats,
/// and the words of the page (associations, never causes, no praise or blame).
@Suite struct PatternsCommandTests {
    static let vectors = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Vectors/patterns")

    static func input(_ name: String) -> String {
        vectors.appendingPathComponent(name).appendingPathComponent("input.json").path
    }

    static let cases = ["friday-incomplete", "manual-only-logging", "nothing-passes", "week-outcomes"]

    @Test func theCommandWritesJSONAndMarkdown() throws {
        let json = NutritionCommandLine.run(arguments: ["patterns", Self.input("friday-incomplete")])
        #expect(json.exitCode == 0, "\(json.stderr)")
        let document = try JSONParser().parse(Data(json.stdout.utf8))
        #expect(document["command"] == "patterns")
        #expect(document["patterns"]?.arrayValue?.first?["id"] == "logging.incomplete.friday")
        #expect(document["candidates", "lookedFor"] == 38)
        #expect(document["policy", "patterns", "falseDiscoveryRate"] == 0.05)
        let markdown = NutritionCommandLine.run(
            arguments: ["patterns", Self.input("friday-incomplete"), "--format", "markdown"])
        #expect(markdown.exitCode == 0)
        #expect(markdown.stdout.hasPrefix("# Patterns\n"))
        #expect(markdown.stdout.contains("On Fridays, the log was marked incomplete on 50 % of days (8 of 16)"))
    }

    @Test(arguments: [
        ["patterns"], ["patterns", "a.json", "b.json"], ["patterns", "a.json", "--format", "html"],
        ["patterns", "a.json", "--week", "2026-01-05"],
    ])
    func usageErrorsExit64(_ arguments: [String]) {
        let result = NutritionCommandLine.run(arguments: arguments)
        #expect(result.exitCode == ExitCode.usage, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func aDocumentWithoutPersonOrDaysExits65NamingBoth() {
        let result = NutritionCommandLine.run(arguments: ["patterns", "-"], stdin: Data(#"{"schemaVersion": 1}"#.utf8))
        #expect(result.exitCode == ExitCode.dataError)
        #expect(result.stderr.contains("/person: missingField"))
        #expect(result.stderr.contains("/days: missingField"))
    }

    /// Manual-only: logging patterns only, in both formats; nothing that reads a target or an estimate.
    @Test func manualOnlyInBothFormats() throws {
        let json = NutritionCommandLine.run(arguments: ["patterns", Self.input("manual-only-logging")])
        #expect(json.exitCode == 0)
        let document = try JSONParser().parse(Data(json.stdout.utf8))
        #expect(document["manualOnly", "status"] == "manualOnly")
        #expect(document["families"] == ["logging"])
        #expect(document["balance"] == nil)
        let ids = (document["tested"]?.arrayValue ?? []) + (document["notTested"]?.arrayValue ?? [])
        #expect(ids.count == 27)
        #expect(ids.allSatisfy { $0["id"]?.stringValue?.hasPrefix("logging.") == true })
        #expect(Set(document["policy"]?.objectValue?.keys ?? []) == ["version", "patterns"])
        let markdown = NutritionCommandLine.run(
            arguments: ["patterns", Self.input("manual-only-logging"), "--format", "markdown"])
        #expect(markdown.exitCode == 0)
        #expect(markdown.stdout.contains("No automated number is shown."))
        #expect(markdown.stdout.contains("On Fridays, the log was marked incomplete"))
        for word in ["kcal", "within the target", "maintenance", "evidence", "Weeks:", "Days:"] {
            #expect(!markdown.stdout.contains(word), "the manual-only page says \(word)")
        }
        // The eligible twin (same days) does search the other families.
        let eligible = NutritionCommandLine.run(arguments: [
            "patterns", Self.input("friday-incomplete"), "--format", "markdown",
        ])
        #expect(eligible.stdout.contains("within the target"))
    }

    /// Associations, never causes or advice; no praise or blame words (DEVELOPERS.md: Patterns).
    @Test(arguments: cases)
    func thePageStatesAssociationsOnly(_ name: String) {
        let page = NutritionCommandLine.run(arguments: ["patterns", Self.input(name), "--format", "markdown"]).stdout
        #expect(page.contains("it does not show that one thing causes another"))
        let lowered = page.lowercased()
        for word in [
            "good", "bad ", "great", "well done", "poor", "fail", "success", "better", "worse", "should", "because",
            "leads to", "helps", "improve", "congratulations", "keep it up",
        ] {
            #expect(!lowered.contains(word), "\(name): \(word)")
        }
    }

    @Test func helpHasAPage() {
        let help = NutritionCommandLine.run(arguments: ["help", "patterns"])
        #expect(help.exitCode == 0)
        #expect(help.stdout.hasPrefix("usage: nutrition-engine patterns FILE [--format json|markdown]"))
        #expect(NutritionCommandLine.run(arguments: ["help"]).stdout.contains("patterns FILE [--format json|markdown]"))
    }
}

/// METHOD.md §7's worked example says what the vector's output says.
@Suite struct PatternsMethodExampleTests {
    @Test func theWorkedExampleQuotesTheEnginesOutput() throws {
        let root = PatternsCommandTests.vectors.deletingLastPathComponent().deletingLastPathComponent()
        let method = try String(contentsOf: root.appendingPathComponent("METHOD.md"), encoding: .utf8)
        let section = try #require(method.components(separatedBy: "## 7. Patterns").last)
        let result = NutritionCommandLine.run(arguments: ["patterns", PatternsCommandTests.input("friday-incomplete")])
        let document = try JSONParser().parse(Data(result.stdout.utf8))
        let pattern = try #require(document["patterns"]?.arrayValue?.first)
        let statement = try #require(pattern["statement"]?.stringValue)
        #expect(section.contains("> " + statement + "\n"))
        // The prose is wrapped: compare it with its line breaks read as spaces, and without the figure
        // markers (MethodFigureTests reads those).
        let prose = section.replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "<!--[^>]*-->", with: "", options: .regularExpression)
        let p = try #require(pattern["p"]?.numberValue)
        #expect(prose.contains("= " + String(format: "%.7f", p) + "."))
        #expect(
            prose.contains(
                "\(document["candidates"]?["lookedFor"]?.numberValue.map { Int($0) } ?? 0) candidates, "
                    + "\(document["candidates"]?["tested"]?.numberValue.map { Int($0) } ?? 0) tested"))
        let adjusted = try #require(pattern["adjustedP"]?.numberValue)
        #expect(prose.contains("p̃ = 25 × 0.0014015 = " + String(format: "%.3f", adjusted)))
        let interval = try #require(pattern["effect"]?["interval"])
        #expect(
            prose.contains(
                "37.5 points is \(OutputTextForTests.format(interval["low"])) to \(OutputTextForTests.format(interval["high"]))"
            ))
    }
}

/// A JSON number as the JSON writes it.
enum OutputTextForTests {
    static func format(_ value: JSONValue?) -> String { value?.numberValue.map { JSONWriter.format($0) } ?? "" }
}

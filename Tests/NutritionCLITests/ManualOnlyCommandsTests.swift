import Foundation
import NutritionCLI
import NutritionEngine
import Testing

/// Issue 10 item 1: a manual-only plan, or a person who is manual-only now, sees no automated
/// number (maintenance, its range, the equation prior, a goal rate, a desired target, a change
/// range, a projection) in any command or format. Walks every reading command × format.
@Suite struct ManualOnlyCommandsTests {
    static let walkthrough = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Vectors/check-in/walkthrough")

    static func document(_ step: String) throws -> [String: Any] {
        let data = try Data(contentsOf: walkthrough.appendingPathComponent(step).appendingPathComponent("input.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func write(_ object: [String: Any]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ne-manual-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: object).write(to: url)
        return url.path
    }

    static func setScreen(_ object: inout [String: Any], eatingDisorder: Bool) {
        var screen = object["safetyScreen"] as? [String: Any] ?? [:]
        screen["eatingDisorder"] = eatingDisorder
        object["safetyScreen"] = screen
    }

    /// Every reading command and format, on `path`; rescore reads the document as one JSONL line.
    static func outputs(_ path: String) throws -> [(String, CommandResult)] {
        let line = try Data(contentsOf: URL(fileURLWithPath: path))
        let commands: [[String]] = [
            ["check-in", path, "--week", "2026-10-19", "--format", "json"],
            ["check-in", path, "--week", "2026-10-19", "--format", "markdown"],
            ["check-in", path, "--week", "2026-10-19", "--format", "html"],
            ["maintenance", path], ["estimate", path], ["project", path, "--intake", "1800"],
            ["project", path, "--intake-change", "-300"],
            ["days", path], ["days", path, "--week", "2026-10-19"],
        ]
        var results = commands.map { ($0.joined(separator: " "), NutritionCommandLine.run(arguments: $0)) }
        results.append(
            ("rescore -", NutritionCommandLine.run(arguments: ["rescore", "-"], stdin: line + Data("\n".utf8))))
        return results
    }

    /// The automated numbers of the same person when eligible, as the reports print them.
    static func automatedFigures(eligibleCheckIn path: String) throws -> [String] {
        let result = NutritionCommandLine.run(arguments: ["check-in", path, "--week", "2026-10-19"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let json = try JSONParser().parse(Data(result.stdout.utf8))
        let maintenance = try #require(json["evidence"]?["maintenance"])
        var figures: [Double] = []
        func collect(_ value: JSONValue?) { if let number = value?.numberValue { figures.append(number) } }
        for key in ["kcalPerDay"] { collect(maintenance[key]) }
        collect(maintenance["interval95"]?["low"])
        collect(maintenance["interval95"]?["high"])
        #expect(figures.count == 3, "\(maintenance)")
        // A figure that equals a number the person logged (an intake of 1923 kcal, say) cannot be told
        // apart from it by text search, and the log is theirs to see: such a figure is not searched for.
        let input = try String(contentsOfFile: path, encoding: .utf8)
        let searched = figures.map { JSONWriter.format($0.rounded()) }.filter { !Self.containsNumber(input, $0) }
        #expect(!searched.isEmpty, "every automated figure collides with a logged number: the search proves nothing")
        return searched
    }

    /// Whether `text` holds `number` as a whole number token (not part of a longer number).
    static func containsNumber(_ text: String, _ number: String) -> Bool {
        var rest = text[...]
        while let range = rest.range(of: number) {
            let before = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : " "
            let after = range.upperBound < text.endIndex ? text[range.upperBound] : " "
            if !(before.isNumber || before == "." || after.isNumber || after == ".") { return true }
            rest = text[range.upperBound...]
        }
        return false
    }

    static let forbidden = [
        "Maintenance is estimated", "goalRate", "desiredTarget", "changeRange", "equationPrior", "interval95", "nasem",
        "NASEM", "trajectory", "The goal rate",
    ]

    func assertNoAutomatedNumber(_ path: String, figures: [String], label: String) throws {
        for (command, result) in try Self.outputs(path) {
            #expect(result.exitCode == 0, "\(label) \(command): \(result.stderr)")
            for word in Self.forbidden + figures {
                #expect(!result.stdout.contains(word), "\(label) \(command) shows \(word)")
            }
            if command.hasPrefix("days") {
                let json = try JSONParser().parse(Data(result.stdout.utf8))
                #expect(json["maintenanceReference"]?["kcalPerDay"] == .null, "\(label) \(command)")
                for day in json["days"]?.arrayValue ?? [] {
                    #expect(day["intakePercentOfMaintenance"] == .null && day["recentIntakeReferenceKcal"] == .null)
                }
            }
            if command.hasPrefix("maintenance") || command.hasPrefix("estimate") || command.hasPrefix("project") {
                let json = try JSONParser().parse(Data(result.stdout.utf8))
                #expect(json["manualOnly"]?["status"] == .string("manualOnly"), "\(label) \(command)")
            }
        }
    }

    @Test func aManualOnlyPlanShowsNoAutomatedNumberAnywhere() throws {
        // The eligible twin: the walkthrough's plan, its check-in shows the maintenance figures.
        let eligible = try Self.document("02-check-in-week-1")
        let figures = try Self.automatedFigures(eligibleCheckIn: try Self.write(eligible))

        // The reproduction: eating disorder, manual target 1900, plan new --target-source manual.
        var base = try Self.document("01-plan-new")
        Self.setScreen(&base, eatingDisorder: true)
        base["manualTargetKcal"] = 1900
        let source = try Self.write(base)
        let planned = source + ".plan.json"
        let created = NutritionCommandLine.run(arguments: [
            "plan", "new", source, "--target-source", "manual", "--date", "2026-09-28", "--out", planned,
        ])
        #expect(created.exitCode == 0, "\(created.stderr)")
        try assertNoAutomatedNumber(planned, figures: figures, label: "manual-only plan")

        // The plan stays manual-only even when the screen is answered no later.
        var cleared = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: planned))) as? [String: Any])
        Self.setScreen(&cleared, eatingDisorder: false)
        try assertNoAutomatedNumber(try Self.write(cleared), figures: figures, label: "manual-only plan, screen now no")

        // An eligible plan whose person is manual-only now.
        var now = eligible
        Self.setScreen(&now, eatingDisorder: true)
        try assertNoAutomatedNumber(try Self.write(now), figures: figures, label: "manual-only now")
    }

    /// A recommended target is an automated number: once the person is manual-only it is not shown
    /// as the target in force (JSON) nor drawn as the chart's target line (HTML); the eligible twin
    /// shows both, so this can fail.
    @Test func aRecommendedTargetIsWithheldFromAPersonManualOnlyNow() throws {
        let eligible = try Self.document("02-check-in-week-1")
        let arguments = { (path: String, format: String) in
            ["check-in", path, "--week", "2026-10-19", "--format", format]
        }
        let twinPath = try Self.write(eligible)
        let twin = try JSONParser().parse(
            Data(NutritionCommandLine.run(arguments: arguments(twinPath, "json")).stdout.utf8))
        let target = try #require(twin["activeTarget"]?["kcalPerDay"]?.numberValue)
        #expect(twin["activeTarget"]?["source"] == .string("recommended"))
        let line = "target \(JSONWriter.format(target))"
        #expect(NutritionCommandLine.run(arguments: arguments(twinPath, "html")).stdout.contains(line))

        var now = eligible
        Self.setScreen(&now, eatingDisorder: true)
        let path = try Self.write(now)
        let json = try JSONParser().parse(
            Data(NutritionCommandLine.run(arguments: arguments(path, "json")).stdout.utf8))
        #expect(json["activeTarget"] == .null)
        #expect(!NutritionCommandLine.run(arguments: arguments(path, "html")).stdout.contains(line))
    }

    @Test func theEligibleTwinDoesShowTheFigures() throws {
        // The test above can fail: the same commands on the eligible document print these words.
        let path = try Self.write(try Self.document("02-check-in-week-1"))
        let outputs = try Self.outputs(path)
        let markdown = try #require(outputs.first { $0.0.contains("markdown") }?.1.stdout)
        #expect(markdown.contains("Maintenance is estimated"))
        let maintenance = try #require(outputs.first { $0.0.hasPrefix("maintenance") }?.1.stdout)
        #expect(maintenance.contains("equationPrior"))
    }
    @Test func aPersonManualOnlyNowCannotAcceptOrEditAgainstAutomatedLimits() throws {
        // 08-accept holds an adjust offer made while the person was eligible; the screen now says yes.
        var now = try Self.document("08-accept")
        Self.setScreen(&now, eatingDisorder: true)
        let path = try Self.write(now)
        // The eligible twin's edit refusal quotes the trend-validated maintenance range.
        let twin = NutritionCommandLine.run(arguments: [
            "decide", try Self.write(try Self.document("08-accept")), "--edit", "9000", "--date", "2026-10-27",
        ])
        #expect(twin.exitCode == 65 && twin.stderr.contains("maintenance estimate"), "\(twin.stderr)")
        let commands: [[String]] = [
            ["decide", path, "--accept", "--date", "2026-10-27"],
            ["decide", path, "--edit", "9000", "--date", "2026-10-27"],
            ["decide", path, "--edit", "1000", "--date", "2026-10-27"],
            ["decide", path, "--edit", "1900", "--date", "2026-10-27"],
            ["plan", "set-target", path, "--target", "9000", "--date", "2026-10-27"],
        ]
        for command in commands {
            let result = NutritionCommandLine.run(arguments: command)
            let label = command.joined(separator: " ")
            #expect(result.exitCode == 65, "\(label): \(result.stderr)")
            #expect(result.stderr.contains("manualOnlyNow"), "\(label): \(result.stderr)")
            #expect(
                !result.stderr.contains("maintenance estimate") && !result.stderr.contains("allowed range"),
                "\(label): \(result.stderr)")
            // 1830 is the pending offer's automated target; the refusal must not apply or quote it.
            #expect(!result.stderr.contains("1830"), "\(label): \(result.stderr)")
        }
    }

    /// Defer and reject stay open to a person who is manual-only now, but their statements do not
    /// quote the recommended (automated) target in force; the eligible twin's statement does.
    @Test func decisionStatementsWithholdARecommendedTargetFromAPersonManualOnlyNow() throws {
        let twin = NutritionCommandLine.run(arguments: [
            "decide", try Self.write(try Self.document("08-accept")), "--defer", "--date", "2026-10-27",
        ])
        #expect(
            twin.exitCode == 0 && twin.stderr.contains("active target 1950 kcal/day (recommended)"), "\(twin.stderr)")
        var now = try Self.document("08-accept")
        Self.setScreen(&now, eatingDisorder: true)
        let path = try Self.write(now)
        for decision in ["--defer", "--reject"] {
            let result = NutritionCommandLine.run(arguments: ["decide", path, decision, "--date", "2026-10-27"])
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(
                result.stderr.contains("active target withheld") && !result.stderr.contains("1950"), "\(result.stderr)")
        }
    }

    @Test func theManualOnlyStatementSaysWhyInWordsNotCodes() throws {
        var base = try Self.document("01-plan-new")
        Self.setScreen(&base, eatingDisorder: true)
        let path = try Self.write(base)
        for command in [
            ["estimate", path], ["maintenance", path, "--format", "markdown"],
            ["project", path, "--intake", "1800", "--format", "markdown"],
            ["days", path, "--format", "markdown"],
        ] {
            let result = NutritionCommandLine.run(arguments: command)
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(
                result.stdout.contains("The safety screen reports an eating disorder"), "\(command): \(result.stdout)")
            #expect(!result.stdout.contains("manual-only (screenAnswerYes"), "\(command): \(result.stdout)")
        }
    }
    @Test func anSVGRequestForAManualOnlyPersonGetsAnSVGWithTheStatement() throws {
        // `project --format svg > chart.svg` used to receive the JSON result.
        var base = try Self.document("01-plan-new")
        Self.setScreen(&base, eatingDisorder: true)
        let result = NutritionCommandLine.run(arguments: [
            "project", try Self.write(base), "--intake", "1800", "--format", "svg",
        ])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("<svg") && result.stdout.hasSuffix("</svg>\n"), "\(result.stdout)")
        #expect(
            result.stdout.contains("No automated number is shown.") && !result.stdout.contains("kcal/day"),
            "\(result.stdout)")
    }
    @Test func aResetDoesNotCallAPersonManualOnlyNowEligible() throws {
        var now = try Self.document("08-accept")
        Self.setScreen(&now, eatingDisorder: true)
        let result = NutritionCommandLine.run(arguments: [
            "plan", "reset", try Self.write(now), "--date", "2026-10-27", "--confirm",
        ])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("kept: safety status eligible\n"), "\(result.stderr)")
        #expect(
            result.stderr.contains("kept: safety status eligible at plan creation; the person is manual-only now"),
            "\(result.stderr)")
        // The eligible twin's record is unchanged.
        let twin = NutritionCommandLine.run(arguments: [
            "plan", "reset", try Self.write(try Self.document("08-accept")), "--date", "2026-10-27", "--confirm",
        ])
        #expect(twin.stderr.contains("kept: safety status eligible\n"), "\(twin.stderr)")
    }
    @Test func recommendHonoursAManualOnlyPlanAfterTheScreenClears() throws {
        // Every other command keeps a manual-only plan manual-only when the screen is answered no
        // later; recommend printed maintenance 2358.51 and target 1930 for the same document.
        var base = try Self.document("01-plan-new")
        Self.setScreen(&base, eatingDisorder: true)
        let source = try Self.write(base)
        let planned = source + ".plan.json"
        let created = NutritionCommandLine.run(arguments: [
            "plan", "new", source, "--target-source", "manual", "--target", "1900", "--date", "2026-09-28", "--out",
            planned,
        ])
        #expect(created.exitCode == 0, "\(created.stderr)")
        var cleared = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: planned))) as? [String: Any])
        Self.setScreen(&cleared, eatingDisorder: false)
        let path = try Self.write(cleared)
        for format in ["json", "markdown"] {
            let result = NutritionCommandLine.run(arguments: ["recommend", path, "--format", format])
            #expect(result.exitCode == 0, "\(result.stderr)")
            for figure in ["2358", "1930", "interval95", "kcalPerDay\": 1"] {
                #expect(!result.stdout.contains(figure), "recommend --format \(format) shows \(figure)")
            }
            #expect(result.stdout.contains("The plan was created manual-only"), "\(result.stdout)")
        }
    }

    @Test func rescoreWithholdsMaintenanceWhenTheCheckInsOwnScreenSaysManualOnly() throws {
        // 205 cm: the document's 78 kg is BMI 18.56 (eligible), the week's trend near 77 kg is
        // BMI 18.3 (below 18.5), so the check-in itself is manualOnlyNow. Rescore used to print the
        // learned maintenance beside it and "manualOnlyNow (bmiBelowMinimum)" as one reason code.
        func rescore(heightCm: Double) throws -> JSONValue {
            var document = try Self.document("07-check-in-week-4")
            var person = try #require(document["person"] as? [String: Any])
            person["heightCm"] = heightCm
            document["person"] = person
            let line = try JSONSerialization.data(withJSONObject: document) + Data("\n".utf8)
            let result = NutritionCommandLine.run(arguments: ["rescore", "-"], stdin: line)
            #expect(result.exitCode == 0, "\(result.stderr)")
            return try #require(try JSONParser().parse(Data(result.stdout.utf8))["result"])
        }
        let twin = try rescore(heightCm: 167)
        #expect(twin["maintenance"]?["kcalPerDay"]?.numberValue != nil)
        let now = try rescore(heightCm: 205)
        #expect(now["eligibility"]?["status"] == .string("eligible"))
        #expect(now["maintenance"] == .null)
        #expect(now["recommendation"]?["reasonCodes"] == .array([.string("manualOnlyNow")]))
        #expect(now["recommendation"]?["checkInEligibilityReasonCodes"] == .array([.string("bmiBelowMinimum")]))
    }
}

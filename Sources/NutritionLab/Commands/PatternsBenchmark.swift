import Foundation
import NutritionCLI
import NutritionEngine

/// `benchmark patterns [--weeks N] [--out FILE]`: wall-clock timings of `patterns` on a simulated
/// person's log (53 weeks by default: more than a year of days, every family searched, every
/// permutation test run), for Reports/patterns-benchmark.md. Not a test: timings depend on the machine.
enum PatternsBenchmark {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["weeks", "out"])
        let weeks = Int(parsed.values["weeks"] ?? "53") ?? 0
        guard (1...520).contains(weeks) else { throw .usage("--weeks must be a whole number from 1 to 520") }
        // Seeded, so the document is the same on every machine; every family has data (alcohol,
        // training, steps, protein, weigh-ins and a plan) under this seed.
        var random = SplitMix64(seed: 24_365)
        var person = PatternsPerson.generate(using: &random, weeks: weeks)
        while !hasEveryFeature(person.document) { person = PatternsPerson.generate(using: &random, weeks: weeks) }
        let text: String
        do { text = try JSONWriter(style: .pretty).string(person.document) } catch {
            throw .internal("the simulated document does not write")
        }
        let bytes = Data(text.utf8)
        if let out = parsed.values["out"] {
            try OutputPath.writeDocument(text, to: out)
        }
        let run = { (format: String) -> CommandResult in
            NutritionCommandLine.run(
                arguments: ["patterns", "-", "--format", format],
                context: CommandContext(input: InputSource(readStandardInput: { bytes }), policy: context.policy))
        }
        let first = run("json")
        guard first.exitCode == 0 else { throw .internal("patterns failed on the simulated document: \(first.stderr)") }
        let document: InputDocument
        do { document = try InputDocumentReader.read(Array(bytes)) } catch {
            throw .internal("the simulated document does not read")
        }
        let candidates = (try? Evaluate.patterns(PatternsRequest(document: document), policy: context.policy))?.search
        let json = DaysBenchmark.measure(repetitions: 50) { _ = run("json") }
        let markdown = DaysBenchmark.measure(repetitions: 50) { _ = run("markdown") }
        let evaluation = DaysBenchmark.measure(repetitions: 50) {
            _ = try? Evaluate.patterns(PatternsRequest(document: document), policy: context.policy)
        }
        let days = (document.dayLog.days.first?.date.days(to: document.dayLog.asOf ?? .evaluationRange.lowerBound)) ?? 0
        return CommandResult(
            exitCode: ExitCode.ok,
            stdout:
                "patterns: \(days) days, \(bytes.count) bytes of JSON, \(candidates?.candidateCount ?? 0) candidates, "
                + "\(candidates?.tested.count ?? 0) tested (\(candidates?.tested.filter { $0.test == .permutation }.count ?? 0) "
                + "permutation tests)\n"
                + "patterns FILE (JSON), parse + validate + ledger + maintenance + search + output: "
                + DaysBenchmark.summary(json) + "\n"
                + "patterns FILE --format markdown: " + DaysBenchmark.summary(markdown) + "\n"
                + "the evaluation alone (document already read): " + DaysBenchmark.summary(evaluation) + "\n")
    }

    /// Whether some day of `document` carries each member the search reads.
    static func hasEveryFeature(_ document: JSONValue) -> Bool {
        let days = document["days"]?.arrayValue ?? []
        return ["alcoholG", "trainingMinutes", "steps", "proteinG", "weightKg"].allSatisfy { key in
            days.contains { $0[key] != nil }
        }
    }
}

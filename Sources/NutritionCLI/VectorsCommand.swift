import Foundation
import NutritionEngine

/// `vectors check DIR [--report junit|json FILE]...`, `vectors record DIR` and
/// `vectors new DIR --command '...' --description TEXT [--oracle snapshot|independent] [--source TEXT]`.
enum VectorsCommand {
    /// Exit code of `vectors check` when a case fails (0: all pass; 64, 65, 66, 73 as elsewhere).
    static let caseFailed: Int32 = 1

    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        guard let action = arguments.first, ["check", "record", "new"].contains(action) else {
            throw .usage("expected 'vectors check DIR', 'vectors record DIR' or 'vectors new DIR --command ...'")
        }
        if action == "new" { return try VectorScaffold.run(Array(arguments.dropFirst()), context: context) }
        var rest = Array(arguments.dropFirst())
        let reports = try takeReports(&rest)
        if action == "record" && !reports.isEmpty { throw .usage("--report belongs to vectors check") }
        let parsed = try Arguments(rest)
        let root = URL(fileURLWithPath: try parsed.single("vectors DIR"))
        let cases = try GoldenVectorCase.all(under: root)
        guard !cases.isEmpty else { throw .cannotRead(file: root.path, reason: "no case.json found below it") }
        let runner = GoldenVectorRunner(policy: context.policy)
        return action == "check" ? try check(cases, runner, reports: reports) : try record(cases, runner)
    }

    /// Removes every `--report FORMAT FILE` from `arguments`.
    private static func takeReports(_ arguments: inout [String]) throws(CommandError) -> [(
        format: String, file: String
    )] {
        var reports: [(format: String, file: String)] = []
        var kept: [String] = []
        var index = 0
        while index < arguments.count {
            guard arguments[index] == "--report" else {
                kept.append(arguments[index])
                index += 1
                continue
            }
            guard index + 2 < arguments.count, ["junit", "json"].contains(arguments[index + 1]) else {
                throw .usage("--report needs a format (junit or json) and a FILE, e.g. --report junit vectors.xml")
            }
            reports.append((arguments[index + 1], arguments[index + 2]))
            index += 3
        }
        arguments = kept
        return reports
    }

    private static func check(
        _ cases: [GoldenVectorCase], _ runner: GoldenVectorRunner, reports: [(format: String, file: String)]
    ) throws(CommandError) -> CommandResult {
        var results: [VectorReport.CaseResult] = []
        var failures: [String] = []
        let clock = ContinuousClock()
        for vectorCase in cases {
            var failure: GoldenVectorRunner.Failure?
            let elapsed = clock.measure { failure = runner.check(vectorCase) }
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            results.append(
                VectorReport.CaseResult(
                    name: vectorCase.name, oracle: vectorCase.oracle.rawValue, failure: failure, seconds: seconds))
            if let failure { failures.append("FAIL \(vectorCase.name): \(failure.text)") }
        }
        for report in reports {
            let text = report.format == "junit" ? VectorReport.junit(results) : VectorReport.json(results)
            do { try Data(text.utf8).write(to: URL(fileURLWithPath: report.file), options: .atomic) } catch {
                throw .cannotWrite(file: report.file, reason: error.localizedDescription)
            }
        }
        let summary = "vectors: \(cases.count - failures.count) passed, \(failures.count) failed\n"
        return CommandResult(
            exitCode: failures.isEmpty ? ExitCode.ok : caseFailed, stdout: summary,
            stderr: failures.map { $0 + "\n" }.joined())
    }

    /// Rewrites `expected` files of snapshot cases only; independent oracles are never overwritten.
    private static func record(_ cases: [GoldenVectorCase], _ runner: GoldenVectorRunner) throws(CommandError)
        -> CommandResult
    {
        var changed: [String] = []
        for vectorCase in cases where vectorCase.oracle == .snapshot {
            let text = try runner.recording(of: vectorCase)
            let url = vectorCase.directory.appendingPathComponent(vectorCase.expectedFile)
            if (try? String(contentsOf: url, encoding: .utf8)) == text { continue }
            do { try Data(text.utf8).write(to: url) } catch { throw .cannotWrite(file: url.path, reason: "\(error)") }
            changed.append("\(vectorCase.name)/\(vectorCase.expectedFile)")
        }
        let lines = changed.map { "re-recorded \($0)\n" }.joined()
        return CommandResult(
            exitCode: ExitCode.ok,
            stdout: lines
                + "\(changed.count) snapshot case(s) re-recorded; review 'git diff Vectors' and explain each change in the commit message\n"
        )
    }
}

/// Machine-readable results of `vectors check` for another repository's CI.
enum VectorReport {
    struct CaseResult {
        var name: String
        var oracle: String
        var failure: GoldenVectorRunner.Failure?
        var seconds: Double
    }

    /// `{"passed", "failed", "cases": [{"name", "oracle", "result", "timeSeconds", "failure"}]}`.
    static func json(_ results: [CaseResult]) -> String {
        let cases = results.map { result -> JSONValue in
            .object([
                "name": .string(result.name), "oracle": .string(result.oracle),
                "result": result.failure == nil ? "passed" : "failed",
                "timeSeconds": .number((result.seconds * 1e6).rounded() / 1e6),
                "failure": result.failure?.json ?? .null,
            ])
        }
        let failed = results.filter { $0.failure != nil }.count
        let document: JSONValue = .object([
            "passed": .number(Double(results.count - failed)), "failed": .number(Double(failed)),
            "cases": .array(cases),
        ])
        return (try? JSONWriter(style: .pretty).string(document)) ?? "{}\n"
    }

    /// JUnit XML (one testsuite, one testcase per case, classname = the case's area).
    static func junit(_ results: [CaseResult]) -> String {
        let failed = results.filter { $0.failure != nil }.count
        let total = results.reduce(0) { $0 + $1.seconds }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml +=
            "<testsuites name=\"nutrition-engine vectors\" tests=\"\(results.count)\" failures=\"\(failed)\" time=\"\(seconds(total))\">\n"
        xml +=
            "  <testsuite name=\"vectors\" tests=\"\(results.count)\" failures=\"\(failed)\" errors=\"0\" skipped=\"0\" time=\"\(seconds(total))\">\n"
        for result in results {
            let area = result.name.split(separator: "/").first.map(String.init) ?? result.name
            xml +=
                "    <testcase classname=\"vectors.\(escape(area))\" name=\"\(escape(result.name))\" time=\"\(seconds(result.seconds))\">\n"
            xml += "      <properties><property name=\"oracle\" value=\"\(escape(result.oracle))\"/></properties>\n"
            if let failure = result.failure {
                xml +=
                    "      <failure message=\"\(escape(failure.summary))\" type=\"\(escape(failure.json["kind"]?.stringValue ?? "mismatch"))\">\(escape(failure.text))</failure>\n"
            }
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    private static func seconds(_ value: Double) -> String { JSONWriter.format((value * 1e6).rounded() / 1e6) }

    private static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}

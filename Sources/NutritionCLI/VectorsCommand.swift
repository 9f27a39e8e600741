import Foundation
import NutritionEngine

/// `vectors check DIR [--report junit|json FILE]... [--allow-unreviewed]`, `vectors record DIR` and
/// `vectors new DIR --command '...' --description TEXT [--oracle snapshot|independent] [--source TEXT]`.
enum VectorsCommand {
    /// Exit code of `vectors check` when a case fails (0: all pass; 64, 65, 66, 73 as elsewhere).
    static let caseFailed: Int32 = 1

    static let actions = ["check", "record", "new"]

    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        guard let action = arguments.first, actions.contains(action) else {
            throw .usage(
                "expected 'vectors check DIR', 'vectors record DIR' or 'vectors new DIR --command ...'"
                    + (arguments.first.map { DidYouMean.suffix(for: $0, among: actions) } ?? ""))
        }
        if action == "new" { return try VectorScaffold.run(Array(arguments.dropFirst()), context: context) }
        var rest = Array(arguments.dropFirst())
        let reports = try takeReports(&rest)
        if action == "record" {
            if !reports.isEmpty { throw .usage("--report belongs to vectors check") }
            if rest.contains("--allow-unreviewed") { throw .usage("--allow-unreviewed belongs to vectors check") }
        }
        // Every --report is taken out above; naming it here only lets a misspelt one get a suggestion.
        let parsed = try Arguments(
            rest, valued: action == "check" ? ["report"] : [], flagged: action == "check" ? ["allow-unreviewed"] : [])
        let root = URL(fileURLWithPath: try parsed.single("vectors DIR"))
        let cases = try GoldenVectorCase.all(under: root)
        guard !cases.isEmpty else { throw .cannotRead(file: root.path, reason: "no case.json found below it") }
        let runner = GoldenVectorRunner(policy: context.policy)
        guard action == "check" else { return try record(cases, runner) }
        return try check(cases, runner, reports: reports, allowUnreviewed: parsed.flags.contains("allow-unreviewed"))
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
        _ cases: [GoldenVectorCase], _ runner: GoldenVectorRunner, reports: [(format: String, file: String)],
        allowUnreviewed: Bool
    ) throws(CommandError) -> CommandResult {
        var results: [VectorReport.CaseResult] = []
        var lines: [String] = []
        let clock = ContinuousClock()
        for vectorCase in cases {
            var failures: [GoldenVectorRunner.Failure] = []
            let elapsed = clock.measure { failures = runner.check(vectorCase, allowUnreviewed: allowUnreviewed) }
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            results.append(
                VectorReport.CaseResult(
                    name: vectorCase.name, oracle: vectorCase.oracle.rawValue, reviewed: vectorCase.isReviewed,
                    failures: failures, seconds: seconds))
            lines += failures.map { "FAIL \(vectorCase.name): \($0.text)" }
            if !vectorCase.isReviewed && failures.isEmpty {
                lines.append("UNREVIEWED \(vectorCase.name): passes only because of --allow-unreviewed")
            }
        }
        for report in reports {
            let text = report.format == "junit" ? VectorReport.junit(results) : VectorReport.json(results)
            do { try Data(text.utf8).write(to: URL(fileURLWithPath: report.file), options: .atomic) } catch {
                throw .cannotWrite(file: report.file, reason: error.localizedDescription)
            }
        }
        let failed = results.filter { !$0.failures.isEmpty }.count
        let unreviewed = results.filter { !$0.reviewed }.count
        let allowed = allowUnreviewed && unreviewed > 0 ? " (\(unreviewed) not yet reviewed, allowed)" : ""
        return CommandResult(
            exitCode: failed == 0 ? ExitCode.ok : caseFailed,
            stdout: "vectors: \(cases.count - failed) passed, \(failed) failed\(allowed)\n",
            stderr: lines.map { $0 + "\n" }.joined())
    }

    /// Rewrites `expected` files of snapshot cases only; independent oracles are never overwritten. A
    /// case whose recording changed is marked `NOT YET REVIEWED` in its `source` (`vectors check` fails
    /// it until a person has reviewed it); a byte-identical recording leaves the case as it is.
    private static func record(_ cases: [GoldenVectorCase], _ runner: GoldenVectorRunner) throws(CommandError)
        -> CommandResult
    {
        var changed: [String] = []
        for vectorCase in cases where vectorCase.oracle == .snapshot {
            let text = try runner.recording(of: vectorCase)
            let url = vectorCase.directory.appendingPathComponent(vectorCase.expectedFile)
            if (try? String(contentsOf: url, encoding: .utf8)) == text { continue }
            // The mark goes first: should the expected file then fail to be written, the case says
            // "not reviewed" about values that did not change, never "reviewed" about new ones.
            try vectorCase.writeSource(vectorCase.sourceAfterRecordingChange)
            do { try Data(text.utf8).write(to: url) } catch { throw .cannotWrite(file: url.path, reason: "\(error)") }
            changed.append("\(vectorCase.name)/\(vectorCase.expectedFile)")
        }
        guard !changed.isEmpty else {
            return CommandResult(
                exitCode: ExitCode.ok, stdout: "no snapshot case changed: every recording is byte-identical\n")
        }
        let lines = changed.map { "re-recorded \($0) (case.json: source marked NOT YET REVIEWED)\n" }.joined()
        return CommandResult(
            exitCode: ExitCode.ok,
            stdout: lines
                + "\(changed.count) snapshot case(s) re-recorded; review 'git diff Vectors' number by number, "
                + "then replace each marked source with what you checked it against ('vectors check' fails them "
                + "until then) and explain each change in the commit message\n")
    }
}

/// Machine-readable results of `vectors check` for another repository's CI.
enum VectorReport {
    struct CaseResult {
        var name: String
        var oracle: String
        /// Whether the case's `source` says it was reviewed (false: `NOT YET REVIEWED`).
        var reviewed: Bool
        /// Every reason the case fails; empty when it passes.
        var failures: [GoldenVectorRunner.Failure]
        var seconds: Double
    }

    /// `{"passed", "failed", "unreviewed", "cases": [{"name", "oracle", "reviewed", "result", "timeSeconds",
    /// "failures": [{"kind", "message", ...}]}]}`.
    static func json(_ results: [CaseResult]) -> String {
        let cases = results.map { result -> JSONValue in
            .object([
                "name": .string(result.name), "oracle": .string(result.oracle), "reviewed": .bool(result.reviewed),
                "result": result.failures.isEmpty ? "passed" : "failed",
                "timeSeconds": .number((result.seconds * 1e6).rounded() / 1e6),
                "failures": .array(result.failures.map(\.json)),
            ])
        }
        let failed = results.filter { !$0.failures.isEmpty }.count
        let document: JSONValue = .object([
            "passed": .number(Double(results.count - failed)), "failed": .number(Double(failed)),
            "unreviewed": .number(Double(results.filter { !$0.reviewed }.count)), "cases": .array(cases),
        ])
        return (try? JSONWriter(style: .pretty).string(document)) ?? "{}\n"
    }

    /// JUnit XML (one testsuite, one testcase per case, classname = the case's area). A failing case has
    /// one `failure` element holding every reason (message: their summaries; text: all details), and an
    /// exit-code mismatch adds what the command wrote as `system-out` and `system-err`.
    static func junit(_ results: [CaseResult]) -> String {
        let failed = results.filter { !$0.failures.isEmpty }.count
        let total = results.reduce(0) { $0 + $1.seconds }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml +=
            "<testsuites name=\"nutrition-engine vectors\" tests=\"\(results.count)\" failures=\"\(failed)\" "
            + "time=\"\(seconds(total))\">\n"
        xml +=
            "  <testsuite name=\"vectors\" tests=\"\(results.count)\" failures=\"\(failed)\" errors=\"0\" "
            + "skipped=\"0\" time=\"\(seconds(total))\">\n"
        for result in results {
            let area = result.name.split(separator: "/").first.map(String.init) ?? result.name
            xml +=
                "    <testcase classname=\"vectors.\(escape(area))\" name=\"\(escape(result.name))\" "
                + "time=\"\(seconds(result.seconds))\">\n"
            xml += "      <properties><property name=\"oracle\" value=\"\(escape(result.oracle))\"/>"
            xml += "<property name=\"reviewed\" value=\"\(result.reviewed)\"/></properties>\n"
            if !result.failures.isEmpty {
                let message = result.failures.map(\.summary).joined(separator: "; ")
                let kinds = result.failures.map(\.kind.rawValue).joined(separator: ",")
                let text = result.failures.map(\.text).joined(separator: "\n")
                xml +=
                    "      <failure message=\"\(escape(message))\" "
                    + "type=\"\(escape(kinds))\">\(escape(text))</failure>\n"
            }
            for output in result.failures.compactMap(\.output) {
                xml += "      <system-out>\(escape(output.stdout))</system-out>\n"
                xml += "      <system-err>\(escape(output.stderr))</system-err>\n"
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

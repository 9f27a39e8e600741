import Foundation
import NutritionEngine
import NutritionVectors

/// Runs golden-vector cases in-process and compares what they produce with what they expect.
public struct GoldenVectorRunner: Sendable {
    /// The context commands run in (standard policy; standard input is the case's `stdinFile`).
    public var policy: Policy

    /// A runner under `policy`.
    public init(policy: Policy = .standard) { self.policy = policy }

    /// Why a case failed: its kind, a one-line summary, readable detail lines, and the same as JSON for reports.
    public struct Failure: Sendable, Equatable {
        /// What failed; the `kind` member of the JSON report.
        public enum Kind: String, Sendable {
            /// The command's exit code is not the case's `exitCode` (its stdout and stderr are kept).
            case exitCode
            /// The expected file cannot be read.
            case missingExpected
            /// The expected `.json` file is not JSON.
            case expectedNotJSON
            /// The command's output is not JSON.
            case outputNotJSON
            /// JSON output differs from the expected document: every differing pointer.
            case json
            /// Markdown, HTML or SVG output differs: a unified diff.
            case text
            /// An invalid-input case reports other issues than it expects.
            case errors
            /// An invalid-input case wrote to stdout.
            case stdoutOnError
            /// The expected file of an invalid-input case is not `{"errors": [...]}`.
            case expectedNotErrors
            /// The case's `source` says it is not yet reviewed (`vectors check --allow-unreviewed` lets it pass).
            case unreviewed
        }

        /// What failed.
        public var kind: Kind
        /// One line: what differs (e.g. "output differs at /maintenance/kcalPerDay").
        public var summary: String
        /// The details: expected and actual values with the tolerance, a unified diff, or the streams written.
        public var details: [String]
        /// The members of the JSON report beside `kind`, `message` and the streams.
        public var members: JSONObject
        /// What the command returned, kept for an exit-code mismatch (a reviewer needs to see what it said).
        public var output: CommandResult?

        /// A failure of `kind`; `members` are its own members of the JSON report.
        public init(
            _ kind: Kind, summary: String, details: [String] = [], members: JSONObject = [:],
            output: CommandResult? = nil
        ) {
            self.kind = kind
            self.summary = summary
            self.details = details
            self.members = members
            self.output = output
        }

        /// The failure as a JSON object: `kind`, `message` (the summary), the kind's own members
        /// (`differences` for JSON output, `diff` for text, `expected` and `actual` exit codes, ...)
        /// and, with `output`, the `stdout` and `stderr` the command wrote.
        public var json: JSONValue {
            var object = members
            object["kind"] = .string(kind.rawValue)
            object["message"] = .string(summary)
            if let output {
                object["stdout"] = .string(output.stdout)
                object["stderr"] = .string(output.stderr)
            }
            return .object(object)
        }

        /// The summary and its details, one per line.
        public var text: String { ([summary] + details.map { "  " + $0 }).joined(separator: "\n") }
    }

    /// Differences listed one by one in the text of a failure (the JSON report lists all of them).
    public static let maximumListedDifferences = 100

    /// Runs the case's command and returns its result.
    public func execute(_ vectorCase: GoldenVectorCase) -> CommandResult {
        let stdin =
            vectorCase.stdinFile.flatMap { try? Data(contentsOf: vectorCase.directory.appendingPathComponent($0)) }
            ?? Data()
        let context = CommandContext(input: InputSource(readStandardInput: { stdin }), policy: policy)
        return NutritionCommandLine.run(arguments: vectorCase.resolvedCommand, context: context)
    }

    /// Why the case fails (every failure: summary and details, one per line), or nil when it passes.
    public func failure(of vectorCase: GoldenVectorCase, allowUnreviewed: Bool = false) -> String? {
        let failures = check(vectorCase, allowUnreviewed: allowUnreviewed)
        return failures.isEmpty ? nil : failures.map(\.text).joined(separator: "\n")
    }

    /// Every reason the case fails (empty when it passes): not yet reviewed, unless `allowUnreviewed`,
    /// and whatever its output gets wrong; the output is compared either way.
    public func check(_ vectorCase: GoldenVectorCase, allowUnreviewed: Bool = false) -> [Failure] {
        var failures: [Failure] = []
        if !vectorCase.isReviewed && !allowUnreviewed {
            failures.append(
                Failure(
                    .unreviewed,
                    summary: "not yet reviewed: its source in case.json says \(GoldenVectorCase.unreviewedMarker)",
                    details: [
                        "source: \(vectorCase.source)",
                        "review \(vectorCase.expectedFile) number by number against the rules, then replace 'source' "
                            + "in "
                            + "case.json with what it was checked against (--allow-unreviewed lets it pass meanwhile)",
                    ],
                    members: ["source": .string(vectorCase.source)]))
        }
        if let failure = outputFailure(vectorCase) { failures.append(failure) }
        return failures
    }

    /// What is wrong with the case's output, or nil when it is what the case expects.
    private func outputFailure(_ vectorCase: GoldenVectorCase) -> Failure? {
        let result = execute(vectorCase)
        guard result.exitCode == vectorCase.exitCode else {
            return Failure(
                .exitCode, summary: "exit code: expected \(vectorCase.exitCode), found \(result.exitCode)",
                details: Self.streamLines("stdout", result.stdout) + Self.streamLines("stderr", result.stderr),
                members: [
                    "expected": .number(Double(vectorCase.exitCode)), "actual": .number(Double(result.exitCode)),
                ],
                output: result)
        }
        let expectedURL = vectorCase.directory.appendingPathComponent(vectorCase.expectedFile)
        guard let expectedData = try? Data(contentsOf: expectedURL) else {
            return Failure(
                .missingExpected, summary: "cannot read \(vectorCase.expectedFile)",
                members: ["file": .string(vectorCase.expectedFile)])
        }
        if vectorCase.exitCode == ExitCode.dataError {
            return errorsFailure(expectedData, result)
        }
        guard vectorCase.expectedFile.hasSuffix(".json") else {
            let expected = String(decoding: expectedData, as: UTF8.self)
            guard expected != result.stdout else { return nil }
            let diff = UnifiedDiff.text(
                expected: expected, actual: result.stdout, expectedName: vectorCase.expectedFile, actualName: "output")
            let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            return Failure(
                .text, summary: "output differs from \(vectorCase.expectedFile) (unified diff, expected then output)",
                details: lines, members: ["file": .string(vectorCase.expectedFile), "diff": .string(diff)])
        }
        let expected: JSONValue
        let actual: JSONValue
        do { expected = try JSONParser().parse(expectedData) } catch {
            return Failure(.expectedNotJSON, summary: "\(vectorCase.expectedFile): \(ValidationIssue(error).line)")
        }
        do { actual = try JSONParser().parse(Array(result.stdout.utf8)) } catch {
            return Failure(.outputNotJSON, summary: "output is not JSON: \(ValidationIssue(error).line)")
        }
        let comparison = JSONComparison(tolerance: vectorCase.tolerance, mode: vectorCase.comparison)
        let differences = comparison.differences(expected: expected, actual: actual)
        guard !differences.isEmpty else { return nil }
        return jsonFailure(differences, vectorCase)
    }

    /// Every differing pointer: in the summary (the first few), in the details (up to
    /// `maximumListedDifferences`, each with expected and actual values) and in the JSON (all).
    private func jsonFailure(_ differences: [JSONComparison.Difference], _ vectorCase: GoldenVectorCase) -> Failure {
        let pointers = differences.map { $0.path.tokens.isEmpty ? "/" : $0.path.description }
        let named = 5
        let summary =
            pointers.count == 1
            ? "output differs at \(pointers[0])"
            : "output differs at \(pointers.count) pointers: \(pointers.prefix(named).joined(separator: ", "))"
                + (pointers.count > named ? " and \(pointers.count - named) more" : "")
        var details: [String] = []
        for (pointer, difference) in zip(pointers, differences).prefix(Self.maximumListedDifferences) {
            details += ["at \(pointer)", "  expected: \(difference.expected)", "  actual:   \(difference.actual)"]
        }
        if differences.count > Self.maximumListedDifferences {
            details.append(
                "... and \(differences.count - Self.maximumListedDifferences) more differences (--report json lists "
                    + "every one)"
            )
        }
        let tolerance = vectorCase.tolerance
        details.append(
            "tolerance: absolute \(JSONWriter.format(tolerance.absolute)), relative "
                + "\(JSONWriter.format(tolerance.relative)) "
                + "(\(vectorCase.comparison.rawValue) comparison)")
        return Failure(
            .json, summary: summary, details: details,
            members: [
                "differenceCount": .number(Double(differences.count)),
                "differences": .array(
                    zip(pointers, differences).map { pointer, difference in
                        .object([
                            "pointer": .string(pointer), "expected": .string(difference.expected),
                            "actual": .string(difference.actual),
                        ])
                    }),
                "tolerance": .object([
                    "absolute": .number(tolerance.absolute), "relative": .number(tolerance.relative),
                    "comparison": .string(vectorCase.comparison.rawValue),
                ]),
            ])
    }

    /// `NAME: (empty)`, or `NAME:` and the stream's lines, indented.
    private static func streamLines(_ name: String, _ text: String) -> [String] {
        guard !text.isEmpty else { return ["\(name): (empty)"] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        if text.hasSuffix("\n") { lines.removeLast() }
        return ["\(name):"] + lines
    }

    /// Invalid-input cases expect `{"errors": [{"path", "code"}]}`: exactly these issues, nothing on stdout.
    private func errorsFailure(_ expectedData: Data, _ result: CommandResult) -> Failure? {
        guard result.stdout.isEmpty else {
            return Failure(.stdoutOnError, summary: "an invalid input wrote to stdout")
        }
        guard let expected = try? JSONParser().parse(expectedData), let errors = expected["errors"]?.arrayValue else {
            let line = "expected.json of an invalid-input case must be {\"errors\": [{\"path\": ..., \"code\": ...}]}"
            return Failure(.expectedNotErrors, summary: line)
        }
        let expectedPairs = errors.compactMap { error -> String? in
            guard let path = error["path"]?.stringValue, let code = error["code"]?.stringValue else { return nil }
            return "\(path) \(code)"
        }.sorted()
        let actualPairs = result.issues.map { "\($0.path) \($0.code.rawValue)" }.sorted()
        guard expectedPairs != actualPairs else { return nil }
        return Failure(
            .errors, summary: "errors differ",
            details: [
                "expected: [\(expectedPairs.joined(separator: "; "))]",
                "actual:   [\(actualPairs.joined(separator: "; "))]",
            ],
            members: [
                "expected": .array(expectedPairs.map { .string($0) }),
                "actual": .array(actualPairs.map { .string($0) }),
            ])
    }

    /// The output to record for a snapshot case (the command's stdout, or its issues for exit 65).
    public func recording(of vectorCase: GoldenVectorCase) throws(CommandError) -> String {
        let result = execute(vectorCase)
        guard result.exitCode == vectorCase.exitCode else {
            throw .internal(
                "\(vectorCase.name): exit code \(result.exitCode), case expects \(vectorCase.exitCode); fix "
                    + "case.json first"
            )
        }
        guard result.exitCode == ExitCode.dataError else { return result.stdout }
        let errors = JSONValue.array(
            result.issues.map { .object(["path": .string($0.path.description), "code": .string($0.code.rawValue)]) })
        do { return try JSONWriter().string(.object(["errors": errors])) } catch {
            throw .internal("non-finite number")
        }
    }
}

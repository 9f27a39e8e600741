import Foundation
import NutritionEngine
import NutritionVectors

/// Runs golden-vector cases in-process and compares what they produce with what they expect.
public struct GoldenVectorRunner: Sendable {
    /// The context commands run in (standard policy; standard input is the case's `stdinFile`).
    public var policy: Policy

    /// A runner under `policy`.
    public init(policy: Policy = .standard) { self.policy = policy }

    /// Why a case failed: a one-line summary, readable detail lines, and the same as JSON for reports.
    public struct Failure: Sendable, Equatable {
        /// One line: what differs (e.g. "output differs at /maintenance/kcalPerDay").
        public var summary: String
        /// The details: expected and actual values with the tolerance, or a unified diff.
        public var details: [String]
        /// The failure as a JSON object (`kind`, `message` and, for JSON output, `pointer`, `expected`, `actual`, `tolerance`; for text, `diff`).
        public var json: JSONValue

        /// The summary and its details, one per line.
        public var text: String { ([summary] + details.map { "  " + $0 }).joined(separator: "\n") }
    }

    /// Runs the case's command and returns its result.
    public func execute(_ vectorCase: GoldenVectorCase) -> CommandResult {
        let stdin =
            vectorCase.stdinFile.flatMap { try? Data(contentsOf: vectorCase.directory.appendingPathComponent($0)) }
            ?? Data()
        let context = CommandContext(input: InputSource(readStandardInput: { stdin }), policy: policy)
        return NutritionCommandLine.run(arguments: vectorCase.resolvedCommand, context: context)
    }

    /// Why the case fails (summary and details, one per line), or nil when it passes.
    public func failure(of vectorCase: GoldenVectorCase) -> String? {
        check(vectorCase)?.text
    }

    /// Why the case fails, or nil when it passes.
    public func check(_ vectorCase: GoldenVectorCase) -> Failure? {
        let result = execute(vectorCase)
        guard result.exitCode == vectorCase.exitCode else {
            let firstError = result.stderr.split(separator: "\n").first.map(String.init)
            return Failure(
                summary: "exit code: expected \(vectorCase.exitCode), found \(result.exitCode)",
                details: firstError.map { ["stderr: \($0)"] } ?? [],
                json: .object([
                    "kind": "exitCode", "expected": .number(Double(vectorCase.exitCode)),
                    "actual": .number(Double(result.exitCode)), "stderr": .string(firstError),
                ]))
        }
        let expectedURL = vectorCase.directory.appendingPathComponent(vectorCase.expectedFile)
        guard let expectedData = try? Data(contentsOf: expectedURL) else {
            return Failure(
                summary: "cannot read \(vectorCase.expectedFile)", details: [],
                json: .object(["kind": "missingExpected", "file": .string(vectorCase.expectedFile)]))
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
                summary: "output differs from \(vectorCase.expectedFile) (unified diff, expected then output)",
                details: lines,
                json: .object(["kind": "text", "file": .string(vectorCase.expectedFile), "diff": .string(diff)]))
        }
        let expected: JSONValue
        let actual: JSONValue
        do { expected = try JSONParser().parse(expectedData) } catch {
            let line = "\(vectorCase.expectedFile): \(ValidationIssue(error).line)"
            return Failure(
                summary: line, details: [], json: .object(["kind": "expectedNotJSON", "message": .string(line)]))
        }
        do { actual = try JSONParser().parse(Array(result.stdout.utf8)) } catch {
            let line = "output is not JSON: \(ValidationIssue(error).line)"
            return Failure(
                summary: line, details: [], json: .object(["kind": "outputNotJSON", "message": .string(line)]))
        }
        let comparison = JSONComparison(tolerance: vectorCase.tolerance, mode: vectorCase.comparison)
        guard let difference = comparison.firstDifference(expected: expected, actual: actual) else { return nil }
        let pointer = difference.path.tokens.isEmpty ? "/" : difference.path.description
        let tolerance =
            "absolute \(JSONWriter.format(vectorCase.tolerance.absolute)), relative \(JSONWriter.format(vectorCase.tolerance.relative)) (\(vectorCase.comparison.rawValue) comparison)"
        return Failure(
            summary: "output differs at \(pointer)",
            details: ["expected: \(difference.expected)", "actual:   \(difference.actual)", "tolerance: \(tolerance)"],
            json: .object([
                "kind": "json", "pointer": .string(pointer), "expected": .string(difference.expected),
                "actual": .string(difference.actual),
                "tolerance": .object([
                    "absolute": .number(vectorCase.tolerance.absolute),
                    "relative": .number(vectorCase.tolerance.relative),
                    "comparison": .string(vectorCase.comparison.rawValue),
                ]),
            ]))
    }

    /// Invalid-input cases expect `{"errors": [{"path", "code"}]}`: exactly these issues, nothing on stdout.
    private func errorsFailure(_ expectedData: Data, _ result: CommandResult) -> Failure? {
        guard result.stdout.isEmpty else {
            return Failure(
                summary: "an invalid input wrote to stdout", details: [], json: .object(["kind": "stdoutOnError"]))
        }
        guard let expected = try? JSONParser().parse(expectedData), let errors = expected["errors"]?.arrayValue else {
            let line = "expected.json of an invalid-input case must be {\"errors\": [{\"path\": ..., \"code\": ...}]}"
            return Failure(
                summary: line, details: [], json: .object(["kind": "expectedNotErrors", "message": .string(line)]))
        }
        let expectedPairs = errors.compactMap { error -> String? in
            guard let path = error["path"]?.stringValue, let code = error["code"]?.stringValue else { return nil }
            return "\(path) \(code)"
        }.sorted()
        let actualPairs = result.issues.map { "\($0.path) \($0.code.rawValue)" }.sorted()
        guard expectedPairs != actualPairs else { return nil }
        return Failure(
            summary: "errors differ",
            details: [
                "expected: [\(expectedPairs.joined(separator: "; "))]",
                "actual:   [\(actualPairs.joined(separator: "; "))]",
            ],
            json: .object([
                "kind": "errors", "expected": .array(expectedPairs.map { .string($0) }),
                "actual": .array(actualPairs.map { .string($0) }),
            ]))
    }

    /// The output to record for a snapshot case (the command's stdout, or its issues for exit 65).
    public func recording(of vectorCase: GoldenVectorCase) throws(CommandError) -> String {
        let result = execute(vectorCase)
        guard result.exitCode == vectorCase.exitCode else {
            throw .internal(
                "\(vectorCase.name): exit code \(result.exitCode), case expects \(vectorCase.exitCode); fix case.json first"
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

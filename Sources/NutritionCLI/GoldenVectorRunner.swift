import Foundation
import NutritionEngine

/// Runs golden-vector cases in-process and compares what they produce with what they expect.
public struct GoldenVectorRunner: Sendable {
    /// The context commands run in (standard policy; standard input is the case's `stdinFile`).
    public var policy: Policy

    /// A runner under `policy`.
    public init(policy: Policy = .standard) { self.policy = policy }

    /// Runs the case's command and returns its result.
    public func execute(_ vectorCase: GoldenVectorCase) -> CommandResult {
        let stdin = vectorCase.stdinFile.flatMap { try? Data(contentsOf: vectorCase.directory.appendingPathComponent($0)) } ?? Data()
        let context = CommandContext(input: InputSource(readStandardInput: { stdin }), policy: policy)
        return NutritionCommandLine.run(arguments: vectorCase.resolvedCommand, context: context)
    }

    /// Why the case fails, or nil when it passes.
    public func failure(of vectorCase: GoldenVectorCase) -> String? {
        let result = execute(vectorCase)
        guard result.exitCode == vectorCase.exitCode else {
            let firstError = result.stderr.split(separator: "\n").first.map { " (\($0))" } ?? ""
            return "exit code: expected \(vectorCase.exitCode), found \(result.exitCode)\(firstError)"
        }
        let expectedURL = vectorCase.directory.appendingPathComponent(vectorCase.expectedFile)
        guard let expectedData = try? Data(contentsOf: expectedURL) else { return "cannot read \(vectorCase.expectedFile)" }
        if vectorCase.exitCode == ExitCode.dataError {
            return errorsFailure(expectedData, result)
        }
        guard vectorCase.expectedFile.hasSuffix(".json") else {
            return String(decoding: expectedData, as: UTF8.self) == result.stdout
                ? nil : "output differs from \(vectorCase.expectedFile) (compare with 'vectors record')"
        }
        let expected: JSONValue
        let actual: JSONValue
        do { expected = try JSONParser().parse(expectedData) } catch { return "\(vectorCase.expectedFile): \(ValidationIssue(error).line)" }
        do { actual = try JSONParser().parse(Array(result.stdout.utf8)) } catch { return "output is not JSON: \(ValidationIssue(error).line)" }
        let comparison = JSONComparison(tolerance: vectorCase.tolerance, mode: vectorCase.comparison)
        return comparison.firstDifference(expected: expected, actual: actual).map { "output \($0)" }
    }

    /// Invalid-input cases expect `{"errors": [{"path", "code"}]}`: exactly these issues, nothing on stdout.
    private func errorsFailure(_ expectedData: Data, _ result: CommandResult) -> String? {
        guard result.stdout.isEmpty else { return "an invalid input wrote to stdout" }
        guard let expected = try? JSONParser().parse(expectedData), let errors = expected["errors"]?.arrayValue else {
            return "expected.json of an invalid-input case must be {\"errors\": [{\"path\": ..., \"code\": ...}]}"
        }
        let expectedPairs = errors.compactMap { error -> String? in
            guard let path = error["path"]?.stringValue, let code = error["code"]?.stringValue else { return nil }
            return "\(path) \(code)"
        }.sorted()
        let actualPairs = result.issues.map { "\($0.path) \($0.code.rawValue)" }.sorted()
        return expectedPairs == actualPairs
            ? nil : "errors: expected [\(expectedPairs.joined(separator: "; "))], found [\(actualPairs.joined(separator: "; "))]"
    }

    /// The output to record for a snapshot case (the command's stdout, or its issues for exit 65).
    public func recording(of vectorCase: GoldenVectorCase) throws(CommandError) -> String {
        let result = execute(vectorCase)
        guard result.exitCode == vectorCase.exitCode else {
            throw .internal("\(vectorCase.name): exit code \(result.exitCode), case expects \(vectorCase.exitCode); fix case.json first")
        }
        guard result.exitCode == ExitCode.dataError else { return result.stdout }
        let errors = JSONValue.array(result.issues.map { .object(["path": .string($0.path.description), "code": .string($0.code.rawValue)]) })
        do { return try JSONWriter().string(.object(["errors": errors])) } catch { throw .internal("non-finite number") }
    }
}

import Foundation
import NutritionEngine
import NutritionVectors

/// One golden-vector case: a directory with `case.json`, `input.json` and the expected output.
public struct GoldenVectorCase: Sendable, CustomStringConvertible {
    /// Where the expected values come from.
    public enum Oracle: String, Sendable, CaseIterable {
        /// A paper, a hand calculation or a second implementation: never re-recorded by the program.
        case independent
        /// Recorded from the program and reviewed; may be re-recorded on purpose with `vectors record`.
        case snapshot
    }

    /// The case's path relative to the vectors root (its name).
    public var name: String
    /// The case directory.
    public var directory: URL
    /// What the case shows.
    public var description: String { name }
    /// The case's own description from case.json.
    public var summary: String
    /// Where the expected values come from (citation or "hand calculation: ...").
    public var source: String
    /// The command line, relative to the case directory (file names in it are resolved there).
    public var command: [String]
    /// The exit code the command must return.
    public var exitCode: Int32
    /// Number tolerance for the comparison.
    public var tolerance: JSONComparison.Tolerance
    /// Kind of oracle.
    public var oracle: Oracle
    /// Exact match, or a subset of members (independent oracles that know only some numbers).
    public var comparison: JSONComparison.Mode
    /// The expected output file name (`expected.json`, or e.g. `expected.md` for Markdown output).
    public var expectedFile: String
    /// Text piped to standard input (a file in the case directory), when the command reads `-`.
    public var stdinFile: String?

    /// The words in `source` that mark a case nobody has reviewed yet (written by `vectors new` and by
    /// `vectors record` when it changes the expected output); `vectors check` fails such a case.
    public static let unreviewedMarker = "NOT YET REVIEWED"

    /// Whether a person has reviewed the expected output: `source` does not say `NOT YET REVIEWED`.
    public var isReviewed: Bool { !source.contains(Self.unreviewedMarker) }

    /// The `source` of a case whose expected output `vectors record` has just changed: marked not yet
    /// reviewed, with the earlier text kept so a reviewer who finds it still true only drops the mark.
    /// A source already marked stays as it is (one mark, the earliest text).
    var sourceAfterRecordingChange: String {
        guard isReviewed else { return source }
        return "\(Self.unreviewedMarker): \(expectedFile) re-recorded by 'vectors record'; review it number by number, "
            + "then replace this text with what it was checked against (before: \(source))"
    }

    /// Rewrites `source` in the case's `case.json`, every other member kept (written as `vectors new` writes it).
    func writeSource(_ newSource: String) throws(CommandError) {
        let url = directory.appendingPathComponent("case.json")
        // The case was read moments ago; one that no longer parses is left as it is.
        guard let data = try? Data(contentsOf: url), case .object(var members)? = try? JSONParser().parse(data) else {
            throw .cannotRead(file: url.path, reason: "no longer a readable JSON object")
        }
        members["source"] = .string(newSource)
        guard let text = try? JSONWriter(style: .pretty).string(.object(members)) else {
            throw .internal("non-finite number in \(url.path)")
        }
        do { try Data(text.utf8).write(to: url, options: .atomic) } catch {
            throw .cannotWrite(file: url.path, reason: error.localizedDescription)
        }
    }

    /// Every case below `root` (any directory holding a `case.json`), sorted by name.
    public static func all(under root: URL) throws(CommandError) -> [GoldenVectorCase] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw .cannotRead(file: root.path, reason: "not a directory")
        }
        var cases: [GoldenVectorCase] = []
        let rootPath = root.standardizedFileURL.path
        for case let url as URL in enumerator where url.lastPathComponent == "case.json" {
            let directory = url.deletingLastPathComponent().standardizedFileURL
            var name = String(directory.path.dropFirst(rootPath.count))
            while name.hasPrefix("/") { name.removeFirst() }
            // DIR is the case itself: name it by its folder, not by the empty relative path.
            if name.isEmpty { name = directory.lastPathComponent }
            cases.append(try load(name: name, directory: directory))
        }
        return cases.sorted { $0.name < $1.name }
    }

    /// Commands a case may not run.
    static let refusedCommands: Set<String> = ["vectors", "benchmark", "calibrate", "closed-loop"]

    static func load(name: String, directory: URL) throws(CommandError) -> GoldenVectorCase {
        let file = directory.appendingPathComponent("case.json").path
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: file)) } catch {
            throw .cannotRead(file: file, reason: "not readable")
        }
        var issues: [ValidationIssue] = []
        let value: JSONValue
        do { value = try JSONParser().parse(data) } catch {
            throw .invalid(file: file, issues: [ValidationIssue(error)])
        }
        guard var reader = FieldReader.object(value, at: .root, issues: &issues) else {
            throw .invalid(file: file, issues: issues)
        }
        let summary = reader.string("description", required: true)
        let source = reader.string("source", required: true)
        let command = reader.array("command", required: true) { element, path, issues -> String? in
            guard let text = element.stringValue else {
                issues.append(ValidationIssue(path: path, code: .wrongType, message: "command arguments are strings"))
                return nil
            }
            return text
        }
        if let first = command?.first, Self.refusedCommands.contains(first) {
            // `vectors check` on a folder holding this case would run it again, without end (a stack
            // overflow); the lab's commands (benchmark timings, studies) are nutrition-lab's, not the engine's.
            issues.append(
                ValidationIssue(
                    path: JSONPointer("/command/0"), code: .invalidValue,
                    message: "a case cannot run '\(first)'; cases run the engine's document commands"))
        } else if command?.isEmpty == true {
            issues.append(
                ValidationIssue(
                    path: JSONPointer("/command"), code: .invalidValue,
                    message: "command is empty; give the command line to run"))
        }
        let exitCode = reader.integer("exitCode", required: true, in: 0...255)
        let tolerance = reader.nested("tolerance") { tolerance -> JSONComparison.Tolerance? in
            JSONComparison.Tolerance(
                absolute: tolerance.number("absolute", in: 0...1e9) ?? 0,
                relative: tolerance.number("relative", in: 0...1) ?? 0)
        }
        let oracle = reader.choice("oracle", required: true, as: Oracle.self)
        let comparison = reader.choice("comparison", as: JSONComparison.Mode.self)
        let expectedFile = reader.string("expectedFile")
        let stdinFile = reader.string("stdinFile")
        issues.append(contentsOf: reader.finish())
        guard issues.isEmpty, let summary, let source, let command, let exitCode, let oracle else {
            throw .invalid(file: file, issues: issues)
        }
        return GoldenVectorCase(
            name: name, directory: directory, summary: summary, source: source, command: command,
            exitCode: Int32(exitCode), tolerance: tolerance ?? JSONComparison.Tolerance(), oracle: oracle,
            comparison: comparison ?? (oracle == .independent ? .subset : .exact),
            expectedFile: expectedFile ?? defaultExpectedFile(for: command), stdinFile: stdinFile)
    }

    /// `expected.md`, `.html` or `.svg` for a command with `--format markdown|html|svg`, else `expected.json`,
    /// so that `vectors record` writes a text case where `vectors check` will read it.
    static func defaultExpectedFile(for command: [String]) -> String {
        var format: String?
        for (index, argument) in command.enumerated() {
            if argument == "--format", index + 1 < command.count { format = command[index + 1] }
            if argument.hasPrefix("--format=") { format = String(argument.dropFirst("--format=".count)) }
        }
        switch format {
        case "markdown": return "expected.md"
        case "html": return "expected.html"
        case "svg": return "expected.svg"
        default: return "expected.json"
        }
    }

    /// The command line with every argument that names a file in the case directory made absolute.
    public var resolvedCommand: [String] {
        command.map { argument in
            let candidate = directory.appendingPathComponent(argument).path
            return !argument.hasPrefix("-") && FileManager.default.fileExists(atPath: candidate) ? candidate : argument
        }
    }
}

import Foundation
import NutritionEngine
import NutritionVectors

/// `vectors new DIR --command 'estimate input.json' --description TEXT [--oracle snapshot|independent]
/// [--source TEXT] [--exit-code N]`: writes DIR/case.json and, for a snapshot, records the expected
/// output once for review. Nothing is overwritten.
enum VectorScaffold {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(arguments, valued: ["command", "description", "oracle", "source", "exit-code"])
        let directory = URL(fileURLWithPath: try parsed.single("case DIR"))
        guard let commandText = parsed.values["command"] else {
            throw .usage("vectors new needs --command 'COMMAND ARGS...' (file names relative to DIR)")
        }
        let command = try split(commandText)
        guard let first = command.first, first != "vectors" else {
            throw .usage("--command must be a nutrition-engine command other than vectors, found '\(commandText)'")
        }
        guard let description = parsed.values["description"], !description.isEmpty else {
            throw .usage(
                "vectors new needs --description TEXT: what the case shows (a case without one cannot be reviewed)")
        }
        let oracleText = parsed.values["oracle"] ?? "snapshot"
        guard let oracle = GoldenVectorCase.Oracle(rawValue: oracleText) else {
            throw .usage("--oracle must be snapshot or independent, found \(oracleText)")
        }
        if oracle == .independent && parsed.values["source"] == nil {
            throw .usage(
                "an independent case needs --source: the paper, hand calculation or oracle script its expected "
                    + "values come from"
            )
        }
        let caseFile = directory.appendingPathComponent("case.json")
        if FileManager.default.fileExists(atPath: caseFile.path) {
            throw .usage("\(caseFile.path) already exists; vectors new never overwrites a case")
        }
        do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
            throw .cannotWrite(file: directory.path, reason: error.localizedDescription)
        }
        let expectedFile = GoldenVectorCase.defaultExpectedFile(for: command)
        var exitCode = try parsed.values["exit-code"].map { (text: String) throws(CommandError) -> Int32 in
            guard let value = Int32(text), (0...255).contains(value) else {
                throw .usage("--exit-code must be 0 to 255, found \(text)")
            }
            return value
        }
        var vectorCase = GoldenVectorCase(
            name: directory.lastPathComponent, directory: directory.standardizedFileURL, summary: description,
            source: parsed.values["source"]
                ?? "snapshot of the engine, \(GoldenVectorCase.unreviewedMarker): check \(expectedFile) number by "
                + "number "
                + "and say here what it was checked against",
            command: command, exitCode: exitCode ?? 0, tolerance: JSONComparison.Tolerance(), oracle: oracle,
            comparison: oracle == .independent ? .subset : .exact, expectedFile: expectedFile, stdinFile: nil)
        var notes: [String] = []
        if oracle == .snapshot {
            let runner = GoldenVectorRunner(policy: context.policy)
            let result = runner.execute(vectorCase)
            if result.exitCode == ExitCode.noInput || result.exitCode == ExitCode.usage {
                // Only the empty directory exists so far: the case is not written until its command runs.
                let reason = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
                throw .usage(
                    "the command does not run in \(directory.path) (exit \(result.exitCode): \(reason)); put its "
                        + "input files there first"
                )
            }
            if exitCode == nil { exitCode = result.exitCode }
            vectorCase.exitCode = exitCode ?? 0
            let text = try runner.recording(of: vectorCase)
            let url = directory.appendingPathComponent(expectedFile)
            do { try Data(text.utf8).write(to: url) } catch {
                throw .cannotWrite(file: url.path, reason: error.localizedDescription)
            }
            notes.append(
                "recorded \(expectedFile) (exit code \(vectorCase.exitCode)): review it number by number, then replace "
                    + "'source' in case.json with what you checked it against ('vectors check' fails the case until "
                    + "then)"
            )
        } else {
            notes.append(
                "write \(expectedFile) from the oracle (only the members it knows; compared as a subset); the case "
                    + "fails until it exists"
            )
        }
        var members: JSONObject = [
            "command": .array(command.map { .string($0) }), "description": .string(description),
            "exitCode": .number(Double(vectorCase.exitCode)),
            "oracle": .string(oracle.rawValue), "source": .string(vectorCase.source),
            "tolerance": .object(["absolute": .number(0), "relative": .number(0)]),
        ]
        if expectedFile != "expected.json" { members["expectedFile"] = .string(expectedFile) }
        let text: String
        do { text = try JSONWriter(style: .pretty).string(.object(members)) } catch {
            throw .internal("non-finite number in case.json")
        }
        do { try Data(text.utf8).write(to: caseFile) } catch {
            throw .cannotWrite(file: caseFile.path, reason: error.localizedDescription)
        }
        return CommandResult(
            exitCode: ExitCode.ok, stdout: "created \(caseFile.path)\n" + notes.map { "  \($0)\n" }.joined())
    }

    /// Splits a command line on spaces, keeping '...' and "..." together (no other shell syntax).
    static func split(_ text: String) throws(CommandError) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var inWord = false
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        guard quote == nil else { throw .usage("--command has an unclosed quote: \(text)") }
        if inWord { words.append(current) }
        guard !words.isEmpty else { throw .usage("--command is empty") }
        return words
    }
}

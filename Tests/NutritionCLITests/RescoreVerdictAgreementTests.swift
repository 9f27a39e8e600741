import Foundation
import NutritionCLI
import NutritionEngine
import Testing

/// Every golden vector's input read by `rescore` (the byte-level fast path) and by the single-document
/// commands (`InputSource.document`, the tree reader every one of them calls first): the verdict on
/// the document must be the same (issue 14).
///
/// When the single-document reader refuses a document, `rescore` must refuse that record with exactly
/// the same (path, code) pairs, and so must the case's own command when the case expects exit 65.
/// When it accepts the document, `rescore` scores the record or refuses it only for what scoring
/// needs (a person, a plan that replays), and a case expecting exit 0 must have a readable document.
@Suite struct RescoreVerdictAgreementTests {
    /// (path, code) pairs, sorted.
    static func pairs(_ issues: [ValidationIssue]) -> [String] {
        issues.map { "\($0.path) \($0.code.rawValue)" }.sorted()
    }

    func run(_ arguments: [String], stdin: Data = Data()) -> CommandResult {
        NutritionCommandLine.run(
            arguments: arguments, context: CommandContext(input: InputSource(readStandardInput: { stdin })))
    }

    /// The one line `rescore` writes for `document`, read from a directory holding only it (so a
    /// multi-line or malformed document is one record, as a single-document command sees it).
    func rescoreLine(_ document: Data, in directory: URL) throws -> JSONValue {
        let file = directory.appendingPathComponent("record.json")
        try document.write(to: file)
        let result = run(["rescore", directory.path, "--jobs", "1"])
        #expect(result.exitCode == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        return try JSONParser().parse(String(lines.first ?? ""))
    }

    @Test func everyVectorInputGetsTheSameVerdictFromRescoreAndTheSingleDocumentCommands() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ne-verdicts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var seen = Set<Data>()
        var refusedByBoth = 0
        var acceptedByBoth = 0
        var refusedForScoring = 0
        for vectorCase in try GoldenVectorTests.cases() {
            let input = vectorCase.directory.appendingPathComponent("input.json")
            guard let document = try? Data(contentsOf: input), seen.insert(document).inserted else { continue }
            let single = Result { () throws(CommandError) -> InputDocument in
                try InputSource(readStandardInput: { Data() }).document(input.path)
            }
            let line = try rescoreLine(document, in: directory)
            let rescorePairs = (line["errors"]?.arrayValue ?? []).compactMap { error -> String? in
                guard let path = error["path"]?.stringValue, let code = error["code"]?.stringValue else { return nil }
                return "\(path) \(code)"
            }.sorted()
            let name = vectorCase.name
            switch single {
            case .failure(.invalid(_, let issues)):
                // A document the single-document commands refuse: rescore refuses the record for the same reasons.
                #expect(
                    line["status"] == "invalid",
                    "\(name): the single-document reader refuses the document, rescore scored it")
                #expect(rescorePairs == Self.pairs(issues), "\(name)")
                if vectorCase.exitCode == ExitCode.dataError {
                    #expect(
                        Self.pairs(GoldenVectorRunner().execute(vectorCase).issues) == rescorePairs,
                        "\(name): the case's own command")
                }
                #expect(
                    vectorCase.exitCode != 0, "\(name): the case's command succeeds on a document its reader refuses")
                refusedByBoth += 1
            case .failure(let error):
                Issue.record("\(name): \(error)")
            case .success:
                #expect(line["status"] == "scored" || line["status"] == "invalid", "\(name)")
                if line["status"] == "scored" { acceptedByBoth += 1 } else { refusedForScoring += 1 }
            }
        }
        // The comparison means something only with many documents of each verdict.
        #expect(refusedByBoth >= 30, "\(refusedByBoth) refused")
        #expect(acceptedByBoth >= 50, "\(acceptedByBoth) accepted")
        #expect(refusedForScoring >= 1, "\(refusedForScoring) read by both and refused by scoring")
    }
}

import Foundation
import NutritionEngine

/// Where a command's input comes from: a file path, or `-` for standard input.
public struct InputSource: Sendable {
    /// Reads all of standard input when asked; injected so tests run in-process.
    public var readStandardInput: @Sendable () -> Data

    /// A source that reads standard input with `readStandardInput`.
    public init(readStandardInput: @escaping @Sendable () -> Data) {
        self.readStandardInput = readStandardInput
    }

    /// The bytes of `argument` (`-` means standard input).
    public func bytes(_ argument: String) throws(CommandError) -> Data {
        if argument == "-" { return readStandardInput() }
        if argument.isEmpty { throw .cannotRead(file: "''", reason: "an empty path names no file") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
            throw .cannotRead(file: argument, reason: "no such file")
        }
        if isDirectory.boolValue {
            throw .invalid(
                file: argument,
                issues: [
                    ValidationIssue(
                        path: .root, code: .notAFile,
                        message: "\(argument) is a directory; expected a JSON document file")
                ])
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: argument))
        } catch {
            throw .cannotRead(file: argument, reason: "not readable")
        }
    }

    /// The name used for `argument` in messages.
    public static func displayName(_ argument: String) -> String {
        argument == "-" ? "<stdin>" : argument.isEmpty ? "''" : argument
    }

    /// Reads and validates the input document at `argument`.
    ///
    /// Through the reader of bytes (`InputDocumentReader.read`), as `rescore` reads a record: a command
    /// that writes nothing back needs no tree of the days, and a `days` array longer than any valid
    /// one then costs a few bytes per entry, not a tree (issue 20: 50 MB of duplicates took 429 MB).
    public func document(_ argument: String) throws(CommandError) -> InputDocument {
        let data = try bytes(argument)
        do {
            return try InputDocumentReader.read(data)
        } catch {
            throw .invalid(file: Self.displayName(argument), issues: error.issues)
        }
    }

    /// Reads and validates the input document at `argument`, with its JSON tree (for commands that
    /// write the document back with one part changed, leaving every other member as it was).
    public func parsedDocument(_ argument: String) throws(CommandError) -> (json: JSONValue, document: InputDocument) {
        let data = try bytes(argument)
        let json: JSONValue
        do {
            json = try JSONParser().parse(data)
        } catch {
            throw .invalid(file: Self.displayName(argument), issues: [ValidationIssue(error)])
        }
        do {
            return (json, try InputDocumentReader.read(json))
        } catch {
            throw .invalid(file: Self.displayName(argument), issues: error.issues)
        }
    }

    /// The document at `argument` as a writing command's source: the JSON tree, the typed document
    /// and its plan replayed (a history that does not replay is exit 65, with each event's path).
    package func sourceDocument(_ argument: String) throws(CommandError) -> SourceDocument {
        let (json, document) = try parsedDocument(argument)
        do {
            return try SourceDocument(json: json, document: document)
        } catch {
            throw CommandError(error, file: Self.displayName(argument))
        }
    }
}

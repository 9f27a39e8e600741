/// A document as it was read: the JSON tree (every member kept, so a command that writes the
/// document back changes only its own part) beside the typed `InputDocument` read from it. The
/// request of a command that writes a document carries one; its result carries the new one.
public struct SourceDocument: Sendable, Equatable {
    /// The parsed JSON tree.
    public var json: JSONValue
    /// The typed document read from `json`.
    public var document: InputDocument

    /// The tree `json` and the document already read from it.
    public init(json: JSONValue, document: InputDocument) {
        self.json = json
        self.document = document
    }

    /// The tree `json` and the document read from it; throws every problem the reader finds.
    public init(json: JSONValue) throws(ValidationFailure) {
        self.init(json: json, document: try InputDocumentReader.read(json))
    }
}

extension SourceDocument {
    /// `json` as a document to be written, checked with the reader's rules first: written, parsed
    /// back, read and its plan's history replayed, so no command can produce a file that every
    /// later command refuses. Throws `internal` (a bug) when it would not read back.
    package static func checked(_ json: JSONValue) throws(EvaluationError) -> SourceDocument {
        let text: String
        do { text = try JSONWriter().string(json) } catch {
            throw .internal("a non-finite number reached the document at \(error.path)")
        }
        let document: InputDocument
        do {
            document = try InputDocumentReader.read(try JSONParser().parse(Array(text.utf8)))
            if let plan = document.plan { _ = try PlanReplay.state(of: plan) }
        } catch let failure as ValidationFailure {
            throw .internal(
                "the document to be written would not read back ("
                    + failure.issues.map(\.line).joined(separator: "; ") + "); nothing was written")
        } catch {
            throw .internal("the document to be written would not parse back (\(error)); nothing was written")
        }
        return SourceDocument(json: json, document: document)
    }
}

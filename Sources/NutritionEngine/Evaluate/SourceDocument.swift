/// A document as it was read: the JSON tree (every member kept, so a command that writes the
/// document back changes only its own part) beside the typed `InputDocument` read from it.
public struct SourceDocument: Sendable, Equatable {
    /// The parsed JSON tree.
    public var json: JSONValue
    /// The typed document read from `json`.
    public var document: InputDocument

    /// The tree `json` and the document already read from it.
    package init(json: JSONValue, document: InputDocument) {
        self.json = json
        self.document = document
    }

    /// The tree `json` and the document read from it; throws `invalidDocument` with every problem
    /// the reader finds.
    public init(json: JSONValue) throws(EvaluationError) {
        do {
            self.init(json: json, document: try InputDocumentReader.read(json))
        } catch {
            throw .invalidDocument(error.issues)
        }
    }
}

/// A document a command writes, as its JSON tree and the exact text to write, checked first with
/// the reader's own rules: it reads back, and its plan's history replays. No command can produce
/// a file that every later command refuses.
public struct WrittenDocument: Sendable, Equatable {
    /// The document's JSON tree.
    public var json: JSONValue
    /// The document as written: the deterministic writer's text of `json`.
    public var text: String

    /// `json`, written and read back. Throws `internalInconsistency` (a bug: nothing is written)
    /// when a number in it is not finite, or when the text would not parse, read or replay back.
    public init(checking json: JSONValue) throws(EvaluationError) {
        let text: String
        do { text = try JSONWriter().string(json) } catch {
            throw .internalInconsistency("a non-finite number reached the document at \(error.path)")
        }
        let tree: JSONValue
        do { tree = try JSONParser().parse(Array(text.utf8)) } catch {
            throw .internalInconsistency(
                "the document to be written would not parse back (\(error)); nothing was written")
        }
        do {
            let written = try InputDocumentReader.read(tree)
            if let plan = written.plan { _ = try PlanReplay.state(of: plan) }
        } catch {
            throw .internalInconsistency(
                "the document to be written would not read back (\(error.issues.map(\.line).joined(separator: "; "))); "
                    + "nothing was written")
        }
        self.json = json
        self.text = text
    }
}

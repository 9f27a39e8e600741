/// A document as it was read: its JSON tree beside the typed document. Commands that write the
/// document back (`day`, `decide`, `plan …`) change one part of the tree and leave every other
/// member, known or not, exactly as it was.
public struct SourceDocument: Sendable, Equatable {
    /// The parsed JSON, every member as written.
    public var json: JSONValue
    /// The same document, read and validated.
    public var document: InputDocument

    /// The source `json` and its typed reading `document`.
    public init(json: JSONValue, document: InputDocument) {
        self.json = json
        self.document = document
    }
}

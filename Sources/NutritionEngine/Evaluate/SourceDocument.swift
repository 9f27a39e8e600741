/// The document a writing command (`decide`, `plan new`, `plan set-target`, `plan reset`, …) reads
/// and returns a new version of: the JSON tree as given, so every member the command does not
/// change is written back as it was, beside the typed document read from that tree and the state
/// its plan's history replays to. A source whose history does not replay is refused when it is
/// read, before any request value is looked at: nothing is ever written on top of it.
public struct SourceDocument: Sendable, Equatable {
    /// The document's JSON tree, as read.
    public let json: JSONValue
    /// The typed document read from `json`.
    public let document: InputDocument
    /// What the plan's history adds up to (nil without a plan).
    public let planState: PlanState?

    /// The document read from `json`; throws `invalidDocument` with every problem the reader
    /// finds, or with each event of a plan history that does not replay.
    public init(json: JSONValue) throws(EvaluationError) {
        let document: InputDocument
        do {
            document = try InputDocumentReader.read(json)
        } catch {
            throw .invalidDocument(error.issues)
        }
        try self.init(json: json, document: document)
    }

    /// `json` with `document`, already read from it (the command line reads both at once); throws
    /// `invalidDocument` when the plan's history does not replay.
    package init(json: JSONValue, document: InputDocument) throws(EvaluationError) {
        self.json = json
        self.document = document
        planState = try document.plan.map { plan throws(EvaluationError) in try DocumentRequirements.replayed(plan) }
    }

    /// The document with its `plan` member replaced by `plan` and every other member as given,
    /// checked to read back and replay (`WrittenDocument`).
    func replacingPlan(with plan: Plan) throws(EvaluationError) -> WrittenDocument {
        var members = json.objectValue ?? JSONObject()
        members["plan"] = PlanWriter.json(plan)
        return try WrittenDocument(checking: .object(members))
    }
}

/// A document a command writes, as its JSON tree and the exact text to write, checked first with
/// the reader's own rules: it reads back, and its plan's history replays. No command can produce
/// a file that every later command refuses.
public struct WrittenDocument: Sendable, Equatable {
    /// The document's JSON tree.
    public let json: JSONValue
    /// The document as written: the deterministic writer's text of `json`.
    public let text: String

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

extension DocumentRequirements {
    /// The state `plan`'s history replays to; a malformed or tampered history is refused with
    /// each offending event's path (`invalidDocument`).
    package static func replayed(_ plan: Plan) throws(EvaluationError) -> PlanState {
        do {
            return try PlanReplay.state(of: plan)
        } catch {
            throw .invalidDocument(error.issues)
        }
    }
}

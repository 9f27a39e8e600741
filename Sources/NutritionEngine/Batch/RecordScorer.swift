/// Re-scores one input document under a policy: the pure heart of `rescore`.
///
/// Every record yields exactly one outcome: a malformed record becomes an `invalid` line carrying
/// all its issues, never an exception, so one bad record cannot stop or shorten a batch.
public struct RecordScorer: Sendable {
    /// The policy in force.
    public var policy: Policy
    /// The evaluation day for every record (`--as-of`); nil: each document's own `asOf`.
    public var asOf: CalendarDate?
    /// A second policy each record is also scored under (`--compare-policy`), nil for none.
    public var basePolicy: Policy?

    /// A scorer under `policy`, evaluating every record as of `asOf` (nil: each document's own day).
    public init(policy: Policy, asOf: CalendarDate? = nil, basePolicy: Policy? = nil) {
        self.policy = policy
        self.asOf = asOf
        self.basePolicy = basePolicy
    }

    /// The outcome for the record `bytes` named `identity`; `tooLong` records are refused unread.
    public func score(_ bytes: some Collection<UInt8>, identity: RecordIdentity, tooLong: Bool = false)
        -> RescoreOutcome
    {
        if tooLong {
            return refused(
                identity,
                [
                    ValidationIssue(
                        path: .root, code: .recordTooLong,
                        message: "the record is longer than the batch reader's limit and was skipped")
                ])
        }
        let document: InputDocument
        // The record's `id` when its JSON parses and `id` is a string, so even a refused record can
        // be matched to its user.
        var refusedID: String?
        do {
            document = try InputDocumentReader.read(bytes, idOnFailure: &refusedID)
        } catch {
            // A syntax error's line and column are the record's; a person opens the file, so they
            // are given as the file's (a record is one line of a JSON Lines batch).
            var issues = error.issues
            if case .line(let number) = identity { issues = issues.map { $0.located(onFileLine: number) } }
            return refused(identity, issues, id: refusedID)
        }
        let scored: ScoredRecord
        do {
            scored = try ScoredRecord(document: document, policy: policy, asOf: asOf)
        } catch {
            return refused(identity, error.issues, id: document.id)
        }
        var members: [String: JSONValue] = ["status": "scored", "result": scored.result]
        if let id = document.id { members["id"] = .string(id) }
        let (key, value) = identity.member
        members[key] = value
        var comparison: PolicyComparison?
        if let basePolicy {
            // The same document under the base policy; a policy cannot make a valid document invalid,
            // but if it did the base side would read as "none".
            let base = try? ScoredRecord(document: document, policy: basePolicy, asOf: asOf)
            let name = document.id ?? identity.description
            comparison = PolicyComparison(record: name, base: base, current: scored)
            members["comparison"] = comparison?.json(basePolicyVersion: basePolicy.version)
        }
        var outcome = RescoreOutcome(
            status: .scored, line: Self.compact(.object(JSONObject(members))), labels: scored.labels,
            targetChangeKcalPerDay: scored.targetChangeKcalPerDay)
        outcome.comparison = comparison
        return outcome
    }

    private func refused(_ identity: RecordIdentity, _ issues: [ValidationIssue], id: String? = nil) -> RescoreOutcome {
        let sorted = issues.sorted()
        var members: [String: JSONValue] = [
            "status": "invalid",
            "errors": .array(
                sorted.map {
                    .object([
                        "path": .string($0.path.description), "code": .string($0.code.rawValue),
                        "message": .string($0.message),
                    ])
                }),
        ]
        let (key, value) = identity.member
        members[key] = value
        if let id { members["id"] = .string(id) }
        return RescoreOutcome(
            status: .invalid, line: Self.compact(.object(JSONObject(members))),
            refusalCodes: Array(Set(sorted.map(\.code.rawValue))).sorted())
    }

    /// Compact JSON; a non-finite number (a bug) becomes an `internalError` line rather than a lost record.
    private static func compact(_ value: JSONValue) -> String {
        do {
            return try JSONWriter(style: .compact).string(value)
        } catch {
            return
                #"{"errors":[{"code":"internalError","message":"a non-finite number reached the "#
                + #"output","path":"\#(error.path)"}],"status":"invalid"}"#
        }
    }
}

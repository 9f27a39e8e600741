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
    /// Whether a scored record's line is built as a tree and written by `JSONWriter`, as before it
    /// was written in place: the reference for `RescoreLineAgreementTests`.
    var writesLinesThroughTree = false

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
        var comparison: PolicyComparison?
        var comparisonJSON: JSONValue?
        if let basePolicy {
            // The same document under the base policy; a policy cannot make a valid document invalid,
            // but if it did the base side would read as "none".
            let base = try? ScoredRecord(document: document, policy: basePolicy, asOf: asOf)
            let name = document.id ?? identity.description
            comparison = PolicyComparison(record: name, base: base, current: scored)
            comparisonJSON = comparison?.json(basePolicyVersion: basePolicy.version)
        }
        var line = JSONLineBytes(capacity: 1024)
        if !writesLinesThroughTree {
            Self.writeScoredLine(scored, id: document.id, identity: identity, comparison: comparisonJSON, to: &line)
        }
        let text: String
        if writesLinesThroughTree || line.metNonFiniteNumber {
            // The tree gives the path of the non-finite number for the line that reports it.
            var tree = JSONTreeBuilder()
            Self.writeScoredLine(scored, id: document.id, identity: identity, comparison: comparisonJSON, to: &tree)
            text = Self.compact(tree.built ?? .null)
        } else {
            text = line.text
        }
        var outcome = RescoreOutcome(
            status: .scored, line: text, labels: scored.labels, targetChangeKcalPerDay: scored.targetChangeKcalPerDay)
        outcome.comparison = comparison
        return outcome
    }

    /// A scored record's line: `comparison` (under `--compare-policy`), the record's place (`file`
    /// or `line`), its `id` when it has one, `result` and `status`, in key order.
    private static func writeScoredLine<Sink: JSONSink>(
        _ scored: ScoredRecord, id: String?, identity: RecordIdentity, comparison: JSONValue?, to sink: inout Sink
    ) {
        sink.object { line in
            if let comparison {
                line.key("comparison")
                line.value(comparison)
            }
            if case .file(let name) = identity {
                line.key("file")
                line.string(name)
            }
            if let id {
                line.key("id")
                line.string(id)
            }
            if case .line(let number) = identity {
                line.key("line")
                line.number(Double(number))
            }
            line.key("result")
            scored.writeResult(to: &line)
            line.key("status")
            line.string("scored")
        }
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

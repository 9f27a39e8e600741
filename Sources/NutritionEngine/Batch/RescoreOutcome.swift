/// The result of re-scoring one record: its output line and what the summary counts of it.
public struct RescoreOutcome: Sendable, Equatable {
    /// How a record ended.
    public enum Status: String, Sendable, CaseIterable {
        /// Scored: the result carries eligibility, estimate and recommendation.
        case scored
        /// Refused: the record is not a valid input document; the line carries every issue.
        case invalid
    }

    /// How the record ended.
    public var status: Status
    /// The JSON Lines output for the record (one line, no trailing newline).
    public var line: String
    /// Issue codes of a refused record (each counted once per record).
    var refusalCodes: [String]
    /// Labels the summary counts for a scored record (e.g. `manualOnly`, `holding`).
    public var labels: [String]
    /// The new recommended target minus the plan's stored target, kcal/day, when both exist.
    public var targetChangeKcalPerDay: Double?
    /// The record under the base policy beside the policy in force (`rescore --compare-policy`).
    public var comparison: PolicyComparison?

    /// An outcome with the given parts.
    public init(
        status: Status, line: String, refusalCodes: [String] = [], labels: [String] = [],
        targetChangeKcalPerDay: Double? = nil
    ) {
        self.status = status
        self.line = line
        self.refusalCodes = refusalCodes
        self.labels = labels
        self.targetChangeKcalPerDay = targetChangeKcalPerDay
    }
}

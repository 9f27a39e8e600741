/// Every default that shapes a number, grouped by the command area that uses it, with a version.
///
/// Outputs echo the version and the sections they used, so a number can always be traced to the
/// parameters that produced it.
public struct Policy: Sendable, Equatable {
    /// Identifier of this set of defaults; a changed default gets a new version.
    public var version: String
    /// Parameters of the maintenance estimates.
    public var estimate: EstimatePolicy
    /// Parameters of the safety screen (`recommend`).
    public var safety: SafetyPolicy = .standard
    /// Parameters of the destination rules and the initial target (`recommend`).
    public var target: TargetPolicy = .standard
    /// Parameters of the weekly check-in controller.
    public var checkIn: CheckInPolicy = .standard
    /// Parameters of the day ledger and weekly roll-up.
    public var days: DayValidationPolicy = .standard
    /// Parameters of the trend-validated maintenance estimate.
    public var maintenance: MaintenancePolicy = .standard
    /// Parameters of the dynamic weight projection.
    public var projection: ProjectionPolicy = .standard
    /// Parameters of the pattern search (`patterns`).
    public var patterns: PatternsPolicy = .standard
    /// Parameters of the Today view.
    public var today: TodayPolicy = .standard

    /// The shipped defaults.
    public static let standard = Policy(version: "policy-2026.12-5", estimate: .standard)
}

/// The version of the engine's algorithms, recorded in outputs and plan events.
public enum EngineVersion {
    /// The release of the engine (library and command line), printed by `--version`.
    public static let engine = "0.13.0"
    /// Changes whenever any computed number could change for the same input and policy.
    public static let algorithm = "nutrition-engine-algorithms-2026.12.4"
}

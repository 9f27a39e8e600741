/// The family a candidate belongs to. A manual-only person is looked at for `logging` alone.
public enum PatternFamily: String, Sendable, CaseIterable {
    /// Shares of days incomplete, untracked or missing in a group of days against the other days.
    case logging
    /// Day features against a same-day outcome (intake within the target in force).
    case dayOutcomes
    /// Weekly counts of a day feature against a week outcome (evidence days, the weight trend
    /// against the energy balance).
    case weekOutcomes
}

/// The outcome of a day that day features are set against.
public enum DayOutcome: String, Sendable, CaseIterable {
    /// Intake within `targetBandPercent` of the target in force that day (`TargetsInForce`), on days
    /// whose intake is evidence and on which exactly one target was in force.
    case withinTarget
}

/// The outcome of a week that weekly feature counts are set against.
public enum WeekOutcome: String, Sendable, CaseIterable {
    /// Days of the week whose intake is evidence (0 to 7).
    case evidenceDays
    /// The week's change of the weight trend minus the change the energy balance of its logged
    /// intake implies, kg: 7 × (mean evidence intake − maintenance) ÷ energy density.
    case trendAgainstBalance

    /// The unit of the outcome and of a difference in its means.
    public var unit: PatternEffect.Unit {
        switch self {
        case .evidenceDays: .daysPerWeek
        case .trendAgainstBalance: .kg
        }
    }
}

/// One pattern looked for: what is compared, and the data it is compared on.
public struct PatternCandidate: Sendable, Equatable {
    /// What is compared.
    public enum Subject: Sendable, Equatable {
        /// The share of days in `state` in `group` against the other days.
        case logging(LoggingState, DayGroup)
        /// The share of days with `outcome` among days with `feature` against days without it;
        /// `threshold` is the median of a median split (g or steps), nil for the others.
        case dayOutcome(DayOutcome, DayFeature, threshold: Double?)
        /// The mean `outcome` of weeks with at least `minimumDays` days with `feature` against the
        /// other weeks; `threshold` as for a day outcome.
        case weekOutcome(WeekOutcome, DayFeature, minimumDays: Int, threshold: Double?)
    }

    /// The data of a candidate: two groups of days with an event counted, or two groups of weeks
    /// with a value each.
    public enum Data: Sendable, Equatable {
        /// Days with the event, of days, in the group and among the others.
        case shares(groupEvents: Int, groupDays: Int, otherEvents: Int, otherDays: Int)
        /// The week values of the group and of the others.
        case values(group: [Double], others: [Double])
    }

    /// What is compared.
    public var subject: Subject
    /// The data.
    public var data: Data

    /// The candidate's stable name, e.g. `logging.incomplete.friday`, `day.withinTarget.highProtein`,
    /// `week.trendAgainstBalance.training`.
    public var id: String {
        switch subject {
        case .logging(let state, let group): "logging.\(state.rawValue).\(group.name)"
        case .dayOutcome(let outcome, let feature, _): "day.\(outcome.rawValue).\(feature.rawValue)"
        case .weekOutcome(let outcome, let feature, _, _): "week.\(outcome.rawValue).\(feature.rawValue)"
        }
    }

    /// The candidate's family.
    public var family: PatternFamily {
        switch subject {
        case .logging: .logging
        case .dayOutcome: .dayOutcomes
        case .weekOutcome: .weekOutcomes
        }
    }

    /// The unit of the candidate's effect: percentage points for shares of days, the outcome's unit for weeks.
    var effectUnit: PatternEffect.Unit {
        switch subject {
        case .logging, .dayOutcome: .percentagePoints
        case .weekOutcome(let outcome, _, _, _): outcome.unit
        }
    }

    /// The number of days (shares) or weeks (values) in the group and among the others.
    public var sizes: (group: Int, others: Int) {
        switch data {
        case .shares(_, let groupDays, _, let otherDays): (groupDays, otherDays)
        case .values(let group, let others): (group.count, others.count)
        }
    }
}

/// Calories remaining today against the target in force: target − the intake logged so far.
///
/// Only what is logged counts: with nothing logged yet the whole target remains (and the logged
/// figure is absent, never 0); over the target the remainder is negative, stated as a number above
/// the target, never as a judgement. A day declared `untracked` has no remainder (the person chose
/// not to track it); one declared `incomplete` has a remainder that is an upper bound.
public enum CaloriesToday: Sendable, Equatable {
    /// The target and what remains of it.
    case remaining(CalorieRemaining)
    /// Today is declared untracked: nothing is computed against the target.
    case untracked(target: ActiveTarget)
    /// No target is in force: no plan target and no `manualTargetKcal`.
    case noTarget
    /// The target in force is an automated one and the person is manual-only now: it is not shown,
    /// and nothing is computed against it (manual-only results only).
    case withheld

    /// The answer for `target` (the target in force today, nil for none) and today's log entry
    /// `today` (nil when today is not listed).
    init(target: ActiveTarget?, setOn: CalendarDate?, today: LoggedDay?) {
        guard let target else {
            self = .noTarget
            return
        }
        if today?.intakeCompleteness == .untracked {
            self = .untracked(target: target)
            return
        }
        self = .remaining(CalorieRemaining(target: target, setOn: setOn, today: today))
    }
}

/// The day's target, the intake logged so far, and what remains.
public struct CalorieRemaining: Sendable, Equatable {
    /// The target in force today.
    public var target: ActiveTarget
    /// The day of the event that set it (nil for the document's `manualTargetKcal`).
    public var setOn: CalendarDate?
    /// Intake logged so far today, kcal (nil: nothing logged yet).
    public var loggedKcal: Double?
    /// Whether today is declared `incomplete` (the logged figure is a lower bound, so the remainder
    /// is an upper bound).
    public var declaredIncomplete: Bool

    /// The target minus the intake logged so far, kcal (negative above the target).
    public var remainingKcal: Double { target.kcalPerDay - (loggedKcal ?? 0) }
    /// The logged intake as a share of the target, % (nil with nothing logged or a target of 0).
    public var shareOfTargetPercent: Double? {
        guard let loggedKcal, target.kcalPerDay > 0 else { return nil }
        return 100 * loggedKcal / target.kcalPerDay
    }

    /// The remainder of `target` (set on `setOn`) after today's log entry `today`.
    init(target: ActiveTarget, setOn: CalendarDate?, today: LoggedDay?) {
        self.target = target
        self.setOn = setOn
        loggedKcal = today?.intakeKcal
        declaredIncomplete = today?.intakeCompleteness == .incomplete
    }
}

/// Protein remaining today against the protein range (an automated number: eligible results only).
public struct ProteinRemaining: Sendable, Equatable {
    /// The daily range and the weight it is per kg of.
    public var target: ProteinTarget
    /// Protein logged so far today, g (nil when none is logged).
    public var loggedG: Double?
    /// Whether today has an intake without a protein figure: protein is then unknown, not 0, and no
    /// remainder is stated.
    public var proteinUnknown: Bool

    /// The range's low end minus the protein logged so far, g (nil when protein is unknown).
    public var remainingToLowG: Double? { proteinUnknown ? nil : target.lowGramsPerDay - (loggedG ?? 0) }
    /// The range's high end minus the protein logged so far, g (nil when protein is unknown).
    public var remainingToHighG: Double? { proteinUnknown ? nil : target.highGramsPerDay - (loggedG ?? 0) }
    /// The logged protein as a share of the range's low end, % (nil with none logged).
    var shareOfLowPercent: Double? {
        guard let loggedG, target.lowGramsPerDay > 0 else { return nil }
        return 100 * loggedG / target.lowGramsPerDay
    }

    /// The remainder of `target` after today's log entry `today`.
    init(target: ProteinTarget, today: LoggedDay?) {
        self.target = target
        loggedG = today?.proteinG
        proteinUnknown = today?.proteinG == nil && today?.intakeKcal != nil
    }
}

/// What the person says about a day's food log. Absent in the input means `unknown`.
public enum IntakeCompleteness: String, Sendable, CaseIterable {
    /// Everything eaten was logged.
    case complete
    /// Something eaten was not logged: the day's total is a lower bound, never evidence.
    case incomplete
    /// The person chose not to track the day (travel, illness): excluded, never zero.
    case untracked
    /// Not declared; the day is evidence only if its intake is plausible.
    case unknown
}

/// Where the person's own review of a day stands; independent of completeness.
public enum ReviewStatus: String, Sendable, CaseIterable {
    /// Not reviewed.
    case open
    /// Reviewed and confirmed as logged (with `complete`, this confirms a suspect intake).
    case reconciled
    /// Reviewed earlier and opened again: the earlier confirmation no longer holds.
    case reopened
}

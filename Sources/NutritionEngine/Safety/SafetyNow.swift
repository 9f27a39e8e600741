/// The safety decision as of an evaluation day, the one every command's gate comes from: the
/// screen re-run on the person at their current weight (`CurrentWeight`: the trend of the
/// weigh-ins before that day) with the answers the document holds now, together with the plan's
/// recorded status. "Safety follows the person, not the plan" (METHOD §2).
struct SafetyNow: Sendable {
    /// How a document without a `safetyScreen` is read.
    enum AbsentScreen: Sendable {
        /// Not asked: the measuring commands (`estimate`, `maintenance`, `project`, `days`) are
        /// calculators over body data and logs, and a document without a screen is nobody's yet.
        case notAsked
        /// Not a pass: commands that set or change targets (`check-in`, `decide`, `rescore`).
        case notAPass
    }

    /// The current weight the screen was run at.
    var weight: CurrentWeight
    /// The person at that weight.
    var person: Person
    /// The screen's answer at that weight, with the answers now.
    var eligibility: Eligibility
    /// Whether automated numbers may be shown: closed for a manual-only plan or a person manual-only now.
    var gate: AutomationGate

    /// The decision for `person` with `dayLog` as of `asOf` (default: the log's evaluation day),
    /// the answers `screen`, and `planEligibility`, the plan's status at creation (nil: no plan,
    /// or not considered).
    init(
        person: Person, dayLog: DayLog, asOf: CalendarDate? = nil, screen: SafetyScreen?,
        planEligibility: Eligibility.Status?, absentScreen: AbsentScreen, policy: Policy
    ) {
        self.init(
            person: person, weight: CurrentWeight(person: person, dayLog: dayLog, asOf: asOf, policy: policy.days),
            screen: screen, planEligibility: planEligibility, absentScreen: absentScreen, policy: policy)
    }

    /// The decision at `weight`, already found (e.g. read off the ledger a command has built).
    init(
        person: Person, weight: CurrentWeight, screen: SafetyScreen?, planEligibility: Eligibility.Status?,
        absentScreen: AbsentScreen, policy: Policy
    ) {
        self.weight = weight
        self.person = weight.person(person)
        var now = Eligibility(person: self.person, screen: screen, policy: policy.safety)
        if screen == nil, absentScreen == .notAsked { now.reasons.removeAll { $0.code == .screenIncomplete } }
        eligibility = now
        gate = AutomationGate(planEligibility: planEligibility, now: now)
    }

    /// The decision for the document's `person` (validated by the caller) as of `asOf`, with the
    /// document's screen and its plan's status at creation.
    init(
        document: InputDocument, person: Person, asOf: CalendarDate? = nil, absentScreen: AbsentScreen, policy: Policy
    ) {
        self.init(
            person: person, dayLog: document.dayLog, asOf: asOf, screen: document.safetyScreen,
            planEligibility: document.plan?.history.first?.eligibility, absentScreen: absentScreen, policy: policy)
    }
}

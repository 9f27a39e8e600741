/// The maintenance a projection starts from, and where it came from.
///
/// With logged days the trend-validated estimate is the better baseline (it has seen the person's own
/// intake and weight); without them the NASEM 2023 equation is all there is. A holding estimate is
/// still the best available figure, so it is used too, with its status and interval shown.
public struct ProjectionBaseline: Sendable, Equatable {
    /// Which estimate the baseline is.
    public enum Source: String, Sendable {
        /// NASEM 2023 total energy expenditure for the person's category (no days in the document).
        case nasem2023
        /// `MaintenanceAssessment` over the document's days (the `maintenance` command's figure).
        case trendValidated
    }

    /// Baseline maintenance, kcal/day.
    public var kcalPerDay: Double
    /// Where it came from.
    public var source: Source
    /// The trend-validated assessment behind it (nil for `nasem2023`).
    public var assessment: MaintenanceAssessment?

    /// The equation baseline for `person`, kcal/day.
    public init(equationsFor person: Person) {
        kcalPerDay = NASEM2023.totalEnergyExpenditureKcalPerDay(person)
        source = .nasem2023
        assessment = nil
    }

    /// The trend-validated baseline from an assessment of the document's days.
    public init(_ assessment: MaintenanceAssessment) {
        kcalPerDay = assessment.estimate.kcalPerDay
        source = .trendValidated
        self.assessment = assessment
    }

    /// The baseline for a document: trend-validated when `dayLog` lists days, the equation otherwise.
    public init(person: Person, dayLog: DayLog, resetDate: CalendarDate?, policy: Policy) {
        if !dayLog.days.isEmpty, let assessment = MaintenanceAssessment(person: person, dayLog: dayLog, resetDate: resetDate, policy: policy) {
            self.init(assessment)
        } else {
            self.init(equationsFor: person)
        }
    }
}

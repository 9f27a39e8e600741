/// `project`: the person's body weight day by day under a constant intake, by Hall's dynamic model
/// beside the static 7,700 kcal/kg rule, and the Body Weight Planner's questions (the intake that
/// reaches a landing weight by a date, and the intake that keeps it).
public struct ProjectRequest: Sendable, Equatable {
    /// The document whose person is projected from the evaluation day (day 0, the document's `asOf`)
    /// at their current (trend) weight.
    public var document: InputDocument
    /// What is asked.
    public var question: ProjectQuestion

    /// A request to answer `question` for `document`'s person.
    public init(document: InputDocument, question: ProjectQuestion) {
        self.document = document
        self.question = question
    }
}

/// What a projection is asked: exactly one of an intake and an intake change from maintenance, or a
/// landing weight by a date (the intake is then what is solved for); optionally a landing weight to
/// look for and the days to project. Each value has its range (`…Range`); `check` says which is wrong.
public struct ProjectQuestion: Sendable, Equatable {
    /// The constant intake, kcal/day.
    public var intakeKcalPerDay: Double?
    /// The constant intake as a change from the person's maintenance, kcal/day.
    public var intakeChangeKcalPerDay: Double?
    /// The landing weight to look for, kg (with `by`: the weight to reach by that date).
    public var landingWeightKg: Double?
    /// The date to reach `landingWeightKg` by.
    public var by: CalendarDate?
    /// Days to project, a whole number (nil: to the `by` date, else the policy's default).
    public var days: Double?

    /// The question with these values.
    public init(
        intakeKcalPerDay: Double? = nil, intakeChangeKcalPerDay: Double? = nil, landingWeightKg: Double? = nil,
        by: CalendarDate? = nil, days: Double? = nil
    ) {
        self.intakeKcalPerDay = intakeKcalPerDay
        self.intakeChangeKcalPerDay = intakeChangeKcalPerDay
        self.landingWeightKg = landingWeightKg
        self.by = by
        self.days = days
    }

    /// The intakes a projection takes, kcal/day (also the lowest intake it projects, however asked for).
    static let intakeRangeKcalPerDay: ClosedRange<Double> = 500...10_000
    /// The intake changes it takes, kcal/day.
    static let intakeChangeRangeKcalPerDay: ClosedRange<Double> = -5000...5000
    /// The landing weights it takes, kg.
    static let landingWeightRangeKg: ClosedRange<Double> = 30...300
    /// The days it projects (also the days from the start to a `by` date).
    static let daysRange: ClosedRange<Double> = 1...3650

    /// Throws `invalidRequest` for the first value outside its range (or not a number: NaN) or
    /// combination that cannot be answered. `Evaluate.project` checks it; a caller may check first,
    /// as the command line does before it reads the document, with `texts` (parameter → the value as
    /// typed) quoted in a problem instead of the number read from them.
    public func check(quoting texts: [String: String] = [:]) throws(EvaluationError) {
        try RequestProblem.check(intakeKcalPerDay, "intake", in: Self.intakeRangeKcalPerDay, quoting: texts["intake"])
        try RequestProblem.check(
            intakeChangeKcalPerDay, "intake-change", in: Self.intakeChangeRangeKcalPerDay,
            quoting: texts["intake-change"])
        try RequestProblem.check(
            landingWeightKg, "landing-weight-kg", in: Self.landingWeightRangeKg, quoting: texts["landing-weight-kg"])
        if by != nil {
            guard landingWeightKg != nil else {
                throw .invalidRequest(
                    .request("--by DATE needs --landing-weight-kg KG: the weight to reach by that date"))
            }
            guard intakeKcalPerDay == nil && intakeChangeKcalPerDay == nil else {
                throw .invalidRequest(
                    .request(
                        "with --by the intake is what the projection solves for; leave out --intake and --intake-change"
                    ))
            }
        } else {
            guard (intakeKcalPerDay == nil) != (intakeChangeKcalPerDay == nil) else {
                throw .invalidRequest(
                    .request(
                        "give exactly one of --intake KCAL or --intake-change KCAL "
                            + "(or --landing-weight-kg KG --by DATE)"
                    ))
            }
        }
        try RequestProblem.check(days, "days", in: Self.daysRange, quoting: texts["days"])
        if let days, days != days.rounded() {
            throw .invalidRequest(
                RequestProblem(parameter: "days", message: "must be a whole number, found \(JSONWriter.format(days))"))
        }
    }
}

/// What `project` found: the projection, or a manual-only result that holds no number.
public enum ProjectResult: Sendable, Equatable {
    /// The trajectory, the landing and the planner's answers.
    case projection(ProjectionReport)
    /// The person is manual-only: no automated number.
    case manualOnly(ManualOnlyReport)
}

extension Evaluate {
    /// The projection `request` asks for under `policy`, from the maintenance figure `project` uses
    /// (`CurrentMaintenance.decide(for: .latest, …)`: the trend-validated estimate when the document
    /// lists days, else NASEM 2023) and the person's current weight. Throws `invalidRequest` for a
    /// question `ProjectQuestion.check` refuses, a `by` date the document cannot place (no `asOf`) or
    /// outside `daysRange` of the start, a landing no intake in `intakeRangeKcalPerDay` reaches by that
    /// date, or a planned intake below that range; `invalidDocument` without an adult person.
    public static func project(_ request: ProjectRequest, policy: Policy) throws(EvaluationError) -> ProjectResult {
        let question = request.question
        try question.check()
        let document = request.document
        let original = try DocumentRequirements.adultPerson(document, for: "project")
        let gate = SafetyNow(document: document, person: original, absentScreen: .notAsked, policy: policy).gate
        let warnings = InputWarning.list(for: document, policy: policy)
        guard gate.allowsAutomatedNumbers else {
            return .manualOnly(ManualOnlyReport(command: "project", gate: gate, policy: policy, warnings: warnings))
        }
        // For an adult, `latest` always has a figure: the learned estimate with days, else the equations.
        let baseline =
            CurrentMaintenance.decide(
                for: .latest, person: original, dayLog: document.dayLog, resetDate: document.lastResetDate,
                policy: policy)
            ?? CurrentMaintenance(equations: EnergyEstimate(person: original, policy: policy.estimate))
        let start = ProjectionStart(person: original, baseline: baseline, dayLog: document.dayLog)
        let person = start.person(original)
        let maintenance = baseline.kcalPerDay
        let planner = try question.landingWeightKg.map { (landing: Double) throws(EvaluationError) in
            PlannerAnswers(
                landingWeightKg: landing, byDate: question.by, days: try daysToReach(question.by, from: start),
                model: HallModel(
                    person: person, maintenanceKcalPerDay: maintenance,
                    restingKcalPerDay: MifflinStJeor.restingKcalPerDay(person),
                    carbohydrateFraction: policy.projection.carbohydrateEnergyFraction),
                limits: DeficitLimits(
                    maintenanceKcalPerDay: maintenance, sex: person.equationSex, policy: policy.target),
                stepDays: policy.projection.stepDays, searchDays: policy.projection.landingSearchDays)
        }
        let planned: Double
        if let planner, let by = planner.byDate, let days = planner.days {
            guard let solved = planner.intakeToReachKcalPerDay else {
                let range = IntakePlanner.intakeRangeKcalPerDay
                throw .invalidRequest(
                    .request(
                        "no constant intake from \(JSONWriter.format(range.lowerBound)) to "
                            + "\(JSONWriter.format(range.upperBound)) kcal/day reaches "
                            + "\(JSONWriter.format(planner.landingWeightKg)) kg by \(by) (\(days) days) in the dynamic "
                            + "model; choose another date or weight"))
            }
            planned = solved
        } else {
            planned = question.intakeKcalPerDay ?? maintenance + (question.intakeChangeKcalPerDay ?? 0)
        }
        let lowest = ProjectQuestion.intakeRangeKcalPerDay.lowerBound
        guard planned >= lowest else {
            throw .invalidRequest(
                .request(
                    "the planned intake would be \(JSONWriter.format(planned.roundedTo(0.01))) kcal/day; the "
                        + "projection needs at least \(JSONWriter.format(lowest))"))
        }
        let days = question.days.map { Int($0) } ?? planner?.days ?? policy.projection.defaultDays
        let projection = WeightProjection(
            person: person, maintenanceKcalPerDay: maintenance, intakeKcalPerDay: planned, days: days,
            landingWeightKg: question.landingWeightKg, policy: policy.projection)
        return .projection(
            ProjectionReport(
                projection, person: person, baseline: baseline, start: start, planner: planner,
                goalWeightKg: document.plan?.goal?.typed.landingWeightKg, policy: policy, warnings: warnings))
    }

    /// The days from the projection's start to `by` (nil without a date). Throws when the document
    /// has no start date or the date is not `ProjectQuestion.daysRange` days after it.
    private static func daysToReach(_ by: CalendarDate?, from start: ProjectionStart) throws(EvaluationError) -> Int? {
        guard let by else { return nil }
        guard let startDate = start.date else {
            throw .invalidRequest(
                RequestProblem(
                    parameter: "by",
                    message: "needs the document's asOf (day 0 of the projection); give asOf or logged days"
                ))
        }
        let days = startDate.days(to: by)
        let range = ProjectQuestion.daysRange
        guard range.contains(Double(days)) else {
            throw .invalidRequest(
                RequestProblem(
                    parameter: "by",
                    message:
                        "must be \(JSONWriter.format(range.lowerBound)) to \(JSONWriter.format(range.upperBound)) days "
                        + "after the start \(startDate), found \(by) (\(days) days)"))
        }
        return days
    }
}

extension ProjectResult: CommandReport {
    /// JSON, Markdown or the chart.
    public static var formats: [OutputFormat] { [.json, .markdown, .svg] }

    /// The output document.
    public var json: JSONValue {
        switch self {
        case .projection(let report): report.json
        case .manualOnly(let report): report.json
        }
    }

    /// The document's warnings.
    public var warnings: [InputWarning] {
        switch self {
        case .projection(let report): report.warnings
        case .manualOnly(let report): report.warnings
        }
    }

    /// The page for people.
    public var page: ReportPage {
        switch self {
        case .projection(let report): report.page
        case .manualOnly(let report): report.page
        }
    }

    /// The trajectory chart; for a manual-only person, the statement in its place.
    public var svg: String? {
        switch self {
        case .projection(let report): ProjectionChart.svg(report.chart)
        case .manualOnly(let report): ProjectionChart.manualOnlySVG(statement: report.gate.statement)
        }
    }
}

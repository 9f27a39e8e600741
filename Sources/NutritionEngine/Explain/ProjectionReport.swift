/// What `project` found for an eligible person: the projection, the maintenance it started from,
/// the start (day 0, its weight and where it came from) and the planner's answers. Its JSON
/// document, its page and its chart are all built from these typed values.
public struct ProjectionReport: Sendable, Equatable {
    /// The trajectory and landing under the planned intake.
    public var projection: WeightProjection
    /// The person as projected (at the starting weight).
    public var person: Person
    /// The maintenance figure the projection starts from, and where it came from.
    public var baseline: CurrentMaintenance
    /// Day 0: its date and weight.
    public var start: ProjectionStart
    /// The intake that reaches the landing weight by a date and the intake that keeps it, when a
    /// landing weight was asked for.
    public var planner: PlannerAnswers?
    /// The landing weight of the document's own goal (its plan's), kg, drawn on the chart; nil
    /// without a plan or a goal with a landing weight.
    public var goalWeightKg: Double?
    /// The policy in force (echoed whole in the JSON).
    public var policy: Policy
    /// The document's warnings.
    public var warnings: [InputWarning]

    /// The report of `projection` for `person` from `baseline` and `start`, with the `planner`'s
    /// answers and the plan's `goalWeightKg`, under `policy`, with the document's `warnings`.
    public init(
        _ projection: WeightProjection, person: Person, baseline: CurrentMaintenance, start: ProjectionStart,
        planner: PlannerAnswers?, goalWeightKg: Double? = nil, policy: Policy, warnings: [InputWarning] = []
    ) {
        self.projection = projection
        self.person = person
        self.baseline = baseline
        self.start = start
        self.planner = planner
        self.goalWeightKg = goalWeightKg
        self.policy = policy
        self.warnings = warnings
    }

    /// The calendar date of `day` (nil when the document has no evaluation day).
    func date(_ day: Int) -> CalendarDate? { start.date?.adding(days: day) }

    /// The planned intake's change from maintenance, kcal/day.
    var intakeChangeKcalPerDay: Double { projection.intakeKcalPerDay - projection.maintenanceKcalPerDay }

    /// The static rule's landing day, rounded up to a whole day (nil: never).
    var staticRuleLandingDay: Double? {
        // Rounded to 1e-6 first so that an exact whole day (5·7700/500 = 77) is not pushed up by binary noise.
        projection.staticRuleLandingDay.map { (($0 * 1e6).rounded() / 1e6).rounded(.up) }
    }

    /// The unit the page and chart show weights in: the one the person entered their weight in.
    var unit: WeightUnit { WeightUnit(person: person) }

    /// Where the landing weight is reached, in words (nil without a landing weight).
    var landingMessage: String? { landingMessage(.exact) }

    /// `landingMessage` with its figures written by `words`.
    func landingMessage(_ words: ProjectionWords) -> String? {
        guard let landing = projection.landingWeightKg else { return nil }
        let weight = words.weight(landing, 2)
        guard let day = projection.landingDay else {
            return
                "The dynamic model does not reach \(weight) within \(projection.landingSearchDays) days (3 years): "
                + "expenditure adapts as weight changes, so this intake levels off at about "
                + "\(words.weight(projection.weightAtSearchHorizonKg, 1))."
        }
        return "The dynamic model reaches \(weight) on day \(day)."
    }

    /// Where the starting weight came from, in words.
    var startNote: String {
        switch start.weightSource {
        case .trend:
            "the smoothed weight trend on \(start.trendDate?.description ?? "the last weigh-in day"), the current "
                + "weight (the profile's weightKg may be older)"
        case .profile: "the profile's weightKg (the document has no weigh-ins)"
        }
    }

    /// Where the maintenance figure came from, in words.
    var maintenanceNote: String {
        baseline.assessment == nil
            ? "NASEM 2023 for the person's category: the document has no days, so there is no trend-validated estimate"
            : "the trend-validated estimate from the document's days (the maintenance command's figure); status, "
                + "confidence and interval as that command reports them"
    }

    /// The model's name and source.
    static let modelName = "Hall adult dynamic body-weight model"
    static let modelSource = "Hall KD et al. Lancet 2011;378:826-37 (NIH Body Weight Planner); RK4 integration"

    /// Where the starting fat mass came from.
    var startFatMassSource: String {
        person.bodyFatPercent == nil ? "Jackson et al. 2002 from BMI, age and sex" : "bodyFatPercent from the input"
    }

    /// What the static rule means.
    static let staticRuleMeaning =
        "weight changes by (intake - maintenance) / 7700 kg every day, forever: it ignores the fall in expenditure "
        + "as weight falls, so it overstates long-term change"

    /// The output document, numbers rounded at the boundary (kg to 0.01, kcal to 0.01, days whole).
    public var json: JSONValue {
        func date(_ day: Int) -> JSONValue { .string(self.date(day)?.description) }
        let landing: JSONValue =
            projection.landingWeightKg.map { landingWeight in
                .object([
                    "weightKg": .kg(landingWeight),
                    "day": projection.landingDay.map { .number(Double($0)) } ?? .null,
                    "date": projection.landingDay.map(date) ?? .null,
                    "reachedWithinSearch": .bool(projection.landingDay != nil),
                    "searchDays": .number(Double(projection.landingSearchDays)),
                    "staticRuleDay": staticRuleLandingDay.map { .number($0) } ?? .null,
                    "message": .string(landingMessage),
                ])
            } ?? .null
        let trajectory: [JSONValue] = projection.trajectory.map { point in
            let staticWeight: JSONValue = point.staticRuleWeightKg.map { .kg($0) } ?? .null
            return .object([
                "day": .number(Double(point.day)), "date": date(point.day), "weightKg": .kg(point.weightKg),
                "staticRuleWeightKg": staticWeight,
            ])
        }
        let staticRuleEndDay: JSONValue =
            projection.staticRuleEndDay.map { .number((($0 * 1e6).rounded() / 1e6).rounded(.down)) } ?? .null
        let staticRule: JSONValue = .object([
            "kcalPerKg": .number(policy.projection.staticRuleKcalPerKg),
            "meaning": .string(Self.staticRuleMeaning),
            "appliesUntilDay": staticRuleEndDay,
            "appliesUntil":
                .string(
                    "the day its loss equals the starting fat mass (no limit when intake is at or above maintenance); "
                        + "past it the rule would burn fat the body does not have, so staticRuleWeightKg is null"),
        ])
        let result: JSONObject = [
            "person": EstimateReport.personJSON(person),
            "maintenance": maintenanceJSON,
            "restingKcalPerDay": .kcal(projection.restingKcalPerDay),
            "modelPhysicalActivityLevel": .number(projection.physicalActivityLevel.roundedTo(0.001)),
            "intakeKcalPerDay": .kcal(projection.intakeKcalPerDay),
            "intakeChangeKcalPerDay": .kcal(intakeChangeKcalPerDay),
            "days": .number(Double(projection.trajectory.last?.day ?? 0)),
            "trajectory": .array(trajectory),
            "start": .object([
                "date": .string(start.date?.description), "weightKg": .kg(start.weightKg),
                "weightSource": .string(start.weightSource.rawValue),
                "trendDate": .string(start.trendDate?.description), "note": .string(startNote),
            ]),
            "intakeToReachLanding": planner.map(reachJSON) ?? .null,
            "intakeToStayAfterLanding": planner.map(Self.stayJSON) ?? .null,
            "weightAfterSearchDaysKg": .kg(projection.weightAtSearchHorizonKg),
            "landing": landing,
            "model": .object([
                "name": .string(Self.modelName),
                "source": .string(Self.modelSource),
                "startFatMassKg": .kg(projection.startFatMassKg),
                "startFatMassSource": .string(startFatMassSource),
            ]),
            "staticRule": staticRule,
        ]
        return InputWarning.json(ReportEnvelope.json(command: "project", policy: policy, result), warnings)
    }

    /// The intake that reaches the landing weight by the date, in words (nil when no date was asked).
    var reachMessage: String? { reachMessage(.exact) }

    /// `reachMessage` with its figures written by `words`.
    func reachMessage(_ words: ProjectionWords) -> String? {
        guard let planner, let days = planner.days else { return nil }
        let by = planner.byDate?.description ?? "day \(days)"
        let landing = words.weight(planner.landingWeightKg, 2)
        let maintenanceKcalPerDay = projection.maintenanceKcalPerDay
        let kcal = words.kcal
        guard let intake = planner.intakeToReachKcalPerDay else {
            let range = IntakePlanner.intakeRangeKcalPerDay
            return "No constant intake from \(words.setting(range.lowerBound)) to "
                + "\(words.setting(range.upperBound)) kcal/day reaches \(landing) by \(by) (\(days) days) in "
                + "the dynamic model."
        }
        let target = policy.target
        let lowest = planner.lowestAllowedIntakeKcalPerDay
        var message =
            "To reach \(landing) by \(by) (\(days) days): about \(kcal(intake)) kcal/day "
            + "(\(kcal(intake - maintenanceKcalPerDay)) kcal/day from maintenance), held constant."
        if planner.intakeToReachIsBeyondLimits {
            // Issue 18 item 9: the answer broke the engine's own cap and floor without a word.
            message +=
                " That is beyond the engine's own limits: a deficit of at most "
                + "\(kcal(planner.limits.maximumDeficitKcalPerDay)) kcal/day (the smaller of "
                + "\(OutputText.number(target.deficitCapPercentOfMaintenance)) % of maintenance and "
                + "\(words.setting(target.deficitCapKcalPerDay)) kcal/day) and the intake floor of "
                + "\(words.setting(planner.intakeFloorKcalPerDay)) kcal/day, so at least "
                + "\(kcal(lowest)) kcal/day: not a target the engine would give."
            if let reached = planner.landingDayAtLowestAllowedIntake {
                let date = landingDateAtLowestAllowedIntake(planner)
                message +=
                    " At \(kcal(lowest)) kcal/day the dynamic model reaches \(landing) "
                    + "\(date.map { "on \($0)" } ?? "on day \(reached)") (day \(reached)); choose that date or a "
                    + "later one."
            } else {
                message +=
                    " At \(kcal(lowest)) kcal/day the dynamic model does not reach \(landing) within "
                    + "\(planner.searchDays) days."
            }
        } else if intake < planner.intakeFloorKcalPerDay {
            message +=
                " This is below the intake floor of \(words.setting(planner.intakeFloorKcalPerDay)) kcal/day: "
                + "not a target the engine would give; choose a later date."
        }
        return message
    }

    /// The date the model reaches the landing weight at the lowest allowed intake, when it does and a date was asked.
    func landingDateAtLowestAllowedIntake(_ planner: PlannerAnswers) -> CalendarDate? {
        guard let reached = planner.landingDayAtLowestAllowedIntake, let days = planner.days else { return nil }
        return planner.byDate.map { $0.adding(days: reached - days) }
    }

    func reachJSON(_ planner: PlannerAnswers) -> JSONValue {
        guard let days = planner.days else { return .null }
        let message = JSONValue.string(reachMessage)
        guard let intake = planner.intakeToReachKcalPerDay else {
            return .object([
                "landingWeightKg": .kg(planner.landingWeightKg), "byDate": .string(planner.byDate?.description),
                "days": .number(Double(days)),
                "intakeKcalPerDay": nil, "reachable": false, "message": message,
            ])
        }
        let lowest = planner.lowestAllowedIntakeKcalPerDay
        var atLowest: JSONValue = .null
        if planner.intakeToReachIsBeyondLimits {
            let reached = planner.landingDayAtLowestAllowedIntake
            atLowest = .object([
                "intakeKcalPerDay": .kcal(lowest), "landingDay": .number(reached.map(Double.init)),
                "landingDate": .string(landingDateAtLowestAllowedIntake(planner)?.description),
                "reachedWithinSearch": .bool(reached != nil),
                "searchDays": .number(Double(planner.searchDays)),
            ])
        }
        return .object([
            "landingWeightKg": .kg(planner.landingWeightKg), "byDate": .string(planner.byDate?.description),
            "days": .number(Double(days)),
            "intakeKcalPerDay": .kcal(intake),
            "changeFromMaintenanceKcalPerDay": .kcal(intake - projection.maintenanceKcalPerDay),
            "reachable": true, "belowIntakeFloor": .bool(intake < planner.intakeFloorKcalPerDay),
            "intakeFloorKcalPerDay": .number(planner.intakeFloorKcalPerDay),
            "beyondDeficitLimits": .bool(planner.intakeToReachIsBeyondLimits),
            "lowestAllowedIntakeKcalPerDay": .kcal(lowest),
            "atLowestAllowedIntake": atLowest,
            "method": "bisection on a constant intake: the Hall model's weight on the day rises with intake",
            "message": message,
        ])
    }

    /// The intake that keeps the landing weight, in words, its figures written by `words`.
    static func stayMessage(_ planner: PlannerAnswers, _ words: ProjectionWords = .exact) -> String {
        let landing = words.weight(planner.landingWeightKg, 2)
        guard let intake = planner.intakeToStayKcalPerDay else {
            return "No intake in the searched range holds \(landing) in the dynamic model."
        }
        return "To stay at \(landing) afterwards: about \(words.kcal(intake)) kcal/day."
    }

    static func stayJSON(_ planner: PlannerAnswers) -> JSONValue {
        guard let intake = planner.intakeToStayKcalPerDay else {
            return .object([
                "landingWeightKg": .kg(planner.landingWeightKg), "intakeKcalPerDay": nil,
                "message": .string(stayMessage(planner)),
            ])
        }
        return .object([
            "landingWeightKg": .kg(planner.landingWeightKg), "intakeKcalPerDay": .kcal(intake),
            "method":
                .string(
                    "the Hall model's steady state at the landing weight: intake equals expenditure once fat, lean, "
                        + "glycogen, fluid and adaptation stop changing"),
            "message": .string(stayMessage(planner)),
        ])
    }

    var maintenanceJSON: JSONValue {
        var object: [String: JSONValue] = [
            "kcalPerDay": .kcal(projection.maintenanceKcalPerDay),
            "source": .string(baseline.source.name(in: .projection)),
            "note": .string(maintenanceNote),
        ]
        if let assessment = baseline.assessment {
            let estimate = assessment.estimate
            object["status"] = .string(estimate.status.rawValue)
            object["confidence"] = .string(estimate.confidence.rawValue)
            object["holdingReasons"] = .array(estimate.holdingReasons.map { .string($0.code.rawValue) })
            object["interval95"] = .object([
                "low": .kcal(estimate.interval95LowKcalPerDay), "high": .kcal(estimate.interval95HighKcalPerDay),
                "unit": "kcal/day",
            ])
            object["windowEndDate"] = .string(assessment.evidence.windowEndDate)
            object["equationKcalPerDay"] = .kcal(assessment.equations.nasemKcalPerDay)
            // An under-logged baseline makes every projected number read low: say so beside it.
            object["loggingLooksIncomplete"] = .bool(assessment.evidence.loggingLooksIncomplete)
        }
        return .object(JSONObject(object))
    }
}

/// How the projection's sentences write their figures: `exact` in the JSON's messages (whole kcal,
/// kg to the given decimals, as they have always been written), `people` on the page (kcal to 10,
/// weights to 0.1 in the person's unit; METHOD section 10).
struct ProjectionWords: Sendable {
    /// An energy, kcal or kcal/day, without its unit.
    var kcal: @Sendable (Double) -> String
    /// A setting or bound in kcal (the policy's cap and floor, the intake range), without its unit.
    var setting: @Sendable (Double) -> String
    /// A weight given in kg, with its unit; the second argument is the JSON's decimals.
    var weight: @Sendable (Double, Int) -> String

    /// The JSON messages' figures.
    static let exact = ProjectionWords(
        kcal: { OutputText.fixed($0, 0) }, setting: { OutputText.number($0) },
        weight: { OutputText.fixed($0, $1) + " kg" })

    /// A page's figures, weights in `unit`.
    static func people(_ unit: WeightUnit) -> ProjectionWords {
        ProjectionWords(
            kcal: { OutputText.peopleKcal($0) }, setting: { OutputText.peopleKcal($0) },
            weight: { kilograms, _ in unit.text(kilograms: kilograms) })
    }
}

/// Builds the `project` command's output document.
public enum ProjectionReport {
    /// The output for `project`, numbers rounded at the boundary (kg to 0.01, kcal to 0.01, days whole).
    /// `baseline` says where the maintenance came from (default: the NASEM 2023 equation).
    /// `start` gives day 0 its calendar date and says where the starting weight came from; `planner`
    /// adds the intake that reaches the landing weight by a date and the intake that keeps it.
    public static func json(
        _ projection: WeightProjection, person: Person, baseline: CurrentMaintenance? = nil,
        start: ProjectionStart? = nil,
        planner: PlannerAnswers? = nil, policy: Policy
    ) -> JSONValue {
        let startDate = start?.date
        func date(_ day: Int) -> JSONValue { startDate.map { .string($0.adding(days: day).description) } ?? .null }
        let landing: JSONValue =
            projection.landingWeightKg.map { landingWeight in
                // Rounded to 1e-6 first so that an exact whole day (5·7700/500 = 77) is not pushed up by binary noise.
                let staticDay = projection.staticRuleLandingDay.map { ($0 * 1e6).rounded() / 1e6 }.map {
                    $0.rounded(.up)
                }
                let message: String =
                    if let day = projection.landingDay {
                        "The dynamic model reaches \(OutputText.fixed(landingWeight, 2)) kg on day \(day)."
                    } else {
                        "The dynamic model does not reach \(OutputText.fixed(landingWeight, 2)) kg within \(projection.landingSearchDays) days (3 years): expenditure adapts as weight changes, so this intake levels off at about \(OutputText.fixed(projection.weightAtSearchHorizonKg, 1)) kg."
                    }
                return .object([
                    "weightKg": .kg(landingWeight),
                    "day": projection.landingDay.map { .number(Double($0)) } ?? .null,
                    "date": projection.landingDay.map(date) ?? .null,
                    "reachedWithinSearch": .bool(projection.landingDay != nil),
                    "searchDays": .number(Double(projection.landingSearchDays)),
                    "staticRuleDay": staticDay.map { .number($0) } ?? .null,
                    "message": .string(message),
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
            "meaning":
                "weight changes by (intake - maintenance) / 7700 kg every day, forever: it ignores the fall in expenditure as weight falls, so it overstates long-term change",
            "appliesUntilDay": staticRuleEndDay,
            "appliesUntil":
                "the day its loss equals the starting fat mass (no limit when intake is at or above maintenance); past it the rule would burn fat the body does not have, so staticRuleWeightKg is null",
        ])
        let result: JSONObject = [
            "person": EstimateReport.personJSON(person),
            "maintenance": maintenanceJSON(
                projection, baseline: baseline ?? CurrentMaintenance(equations: EnergyEstimate(person: person))),
            "restingKcalPerDay": .kcal(projection.restingKcalPerDay),
            "modelPhysicalActivityLevel": .number(projection.physicalActivityLevel.roundedTo(0.001)),
            "intakeKcalPerDay": .kcal(projection.intakeKcalPerDay),
            "intakeChangeKcalPerDay": .kcal(projection.intakeKcalPerDay - projection.maintenanceKcalPerDay),
            "days": .number(Double(projection.trajectory.last?.day ?? 0)),
            "trajectory": .array(trajectory),
            "start": startJSON(start, projection: projection),
            "intakeToReachLanding": planner.map {
                reachJSON($0, maintenanceKcalPerDay: projection.maintenanceKcalPerDay, policy: policy.target)
            } ?? .null,
            "intakeToStayAfterLanding": planner.map { stayJSON($0) } ?? .null,
            "weightAfterSearchDaysKg": .kg(projection.weightAtSearchHorizonKg),
            "landing": landing,
            "model": .object([
                "name": "Hall adult dynamic body-weight model",
                "source": "Hall KD et al. Lancet 2011;378:826-37 (NIH Body Weight Planner); RK4 integration",
                "startFatMassKg": .kg(projection.startFatMassKg),
                "startFatMassSource": person.bodyFatPercent == nil
                    ? "Jackson et al. 2002 from BMI, age and sex" : "bodyFatPercent from the input",
            ]),
            "staticRule": staticRule,
        ]
        return ReportEnvelope.json(command: "project", policy: policy, result)
    }

    private static func startJSON(_ start: ProjectionStart?, projection: WeightProjection) -> JSONValue {
        guard let start else {
            return .object(["weightKg": .kg(projection.startWeightKg), "weightSource": "profile", "date": nil])
        }
        let note: String =
            switch start.weightSource {
            case .trend:
                "the smoothed weight trend on \(start.trendDate?.description ?? "the last weigh-in day"), the current weight (the profile's weightKg may be older)"
            case .profile: "the profile's weightKg (the document has no weigh-ins)"
            }
        return .object([
            "date": .string(start.date?.description), "weightKg": .kg(start.weightKg),
            "weightSource": .string(start.weightSource.rawValue),
            "trendDate": .string(start.trendDate?.description), "note": .string(note),
        ])
    }

    private static func reachJSON(_ planner: PlannerAnswers, maintenanceKcalPerDay: Double, policy: TargetPolicy)
        -> JSONValue
    {
        guard let days = planner.days else { return .null }
        let by = planner.byDate?.description ?? "day \(days)"
        let landing = OutputText.fixed(planner.landingWeightKg, 2)
        guard let intake = planner.intakeToReachKcalPerDay else {
            return .object([
                "landingWeightKg": .kg(planner.landingWeightKg), "byDate": .string(planner.byDate?.description),
                "days": .number(Double(days)),
                "intakeKcalPerDay": nil, "reachable": false,
                "message": .string(
                    "No constant intake from \(OutputText.number(IntakePlanner.intakeRangeKcalPerDay.lowerBound)) to \(OutputText.number(IntakePlanner.intakeRangeKcalPerDay.upperBound)) kcal/day reaches \(landing) kg by \(by) (\(days) days) in the dynamic model."
                ),
            ])
        }
        let belowFloor = intake < planner.intakeFloorKcalPerDay
        let beyondLimits = planner.intakeToReachIsBeyondLimits
        let lowest = planner.lowestAllowedIntakeKcalPerDay
        let limits = planner.limits
        var message =
            "To reach \(landing) kg by \(by) (\(days) days): about \(OutputText.fixed(intake, 0)) kcal/day (\(OutputText.fixed(intake - maintenanceKcalPerDay, 0)) kcal/day from maintenance), held constant."
        var atLowest: JSONValue = .null
        if beyondLimits {
            // Issue 18 item 9: the answer broke the engine's own cap and floor without a word.
            message +=
                " That is beyond the engine's own limits: a deficit of at most \(OutputText.fixed(limits.maximumDeficitKcalPerDay, 0)) kcal/day (the smaller of \(OutputText.number(policy.deficitCapPercentOfMaintenance)) % of maintenance and \(OutputText.number(policy.deficitCapKcalPerDay)) kcal/day) and the intake floor of \(OutputText.number(planner.intakeFloorKcalPerDay)) kcal/day, so at least \(OutputText.fixed(lowest, 0)) kcal/day: not a target the engine would give."
            let reached = planner.landingDayAtLowestAllowedIntake
            let date = reached.flatMap { day in planner.byDate.map { $0.adding(days: day - days) } }
            if let reached {
                message +=
                    " At \(OutputText.fixed(lowest, 0)) kcal/day the dynamic model reaches \(landing) kg \(date.map { "on \($0)" } ?? "on day \(reached)") (day \(reached)); choose that date or a later one."
            } else {
                message +=
                    " At \(OutputText.fixed(lowest, 0)) kcal/day the dynamic model does not reach \(landing) kg within \(planner.searchDays) days."
            }
            atLowest = .object([
                "intakeKcalPerDay": .kcal(lowest), "landingDay": .number(reached.map(Double.init)),
                "landingDate": .string(date?.description), "reachedWithinSearch": .bool(reached != nil),
                "searchDays": .number(Double(planner.searchDays)),
            ])
        } else if belowFloor {
            message +=
                " This is below the intake floor of \(OutputText.number(planner.intakeFloorKcalPerDay)) kcal/day: not a target the engine would give; choose a later date."
        }
        return .object([
            "landingWeightKg": .kg(planner.landingWeightKg), "byDate": .string(planner.byDate?.description),
            "days": .number(Double(days)),
            "intakeKcalPerDay": .kcal(intake), "changeFromMaintenanceKcalPerDay": .kcal(intake - maintenanceKcalPerDay),
            "reachable": true, "belowIntakeFloor": .bool(belowFloor),
            "intakeFloorKcalPerDay": .number(planner.intakeFloorKcalPerDay),
            "beyondDeficitLimits": .bool(beyondLimits),
            "lowestAllowedIntakeKcalPerDay": .kcal(lowest),
            "atLowestAllowedIntake": atLowest,
            "method": "bisection on a constant intake: the Hall model's weight on the day rises with intake",
            "message": .string(message),
        ])
    }

    private static func stayJSON(_ planner: PlannerAnswers) -> JSONValue {
        let landing = OutputText.fixed(planner.landingWeightKg, 2)
        guard let intake = planner.intakeToStayKcalPerDay else {
            return .object([
                "landingWeightKg": .kg(planner.landingWeightKg), "intakeKcalPerDay": nil,
                "message": .string("No intake in the searched range holds \(landing) kg in the dynamic model."),
            ])
        }
        return .object([
            "landingWeightKg": .kg(planner.landingWeightKg), "intakeKcalPerDay": .kcal(intake),
            "method":
                "the Hall model's steady state at the landing weight: intake equals expenditure once fat, lean, glycogen, fluid and adaptation stop changing",
            "message": .string("To stay at \(landing) kg afterwards: about \(OutputText.fixed(intake, 0)) kcal/day."),
        ])
    }

    private static func maintenanceJSON(_ projection: WeightProjection, baseline: CurrentMaintenance) -> JSONValue {
        var object: [String: JSONValue] = [
            "kcalPerDay": .kcal(projection.maintenanceKcalPerDay),
            "source": .string(baseline.source.name(in: .projection)),
        ]
        if let assessment = baseline.assessment {
            let estimate = assessment.estimate
            object["note"] =
                "the trend-validated estimate from the document's days (the maintenance command's figure); status, confidence and interval as that command reports them"
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
        } else {
            object["note"] =
                "NASEM 2023 for the person's category: the document has no days, so there is no trend-validated estimate"
        }
        return .object(JSONObject(object))
    }
}

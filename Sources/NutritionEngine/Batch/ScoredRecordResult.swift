/// The `result` member of a scored record's line, written from typed values into a `JSONSink`.
///
/// Each object's members are written in ascending order of their keys' UTF-8 bytes, the order
/// `JSONWriter` sorts a tree into (`JSONSink`), so the line written in place is the one the tree
/// gave (`RescoreLineAgreementTests`).
extension ScoredRecord {
    /// Writes the `result` object.
    func writeResult<Sink: JSONSink>(to sink: inout Sink) {
        sink.object { result in
            result.key("algorithmVersion")
            result.string(EngineVersion.algorithm)
            result.key("asOf")
            result.string(asOf?.description)
            result.key("eligibility")
            result.object { eligibility in
                eligibility.key("reasonCodes")
                eligibility.strings(eligibilityReasons.lazy.map(\.code.rawValue))
                eligibility.key("status")
                eligibility.string(self.eligibility.rawValue)
            }
            result.key("maintenance")
            if let maintenance { maintenance.write(to: &result) } else { result.null() }
            if let manualOnly {
                result.key("manualOnly")
                result.value(manualOnly.codesJSON)
            }
            result.key("recommendation")
            recommendation.write(to: &result)
            result.key("storedTargetKcalPerDay")
            result.number(storedTargetKcalPerDay)
            if !targetCautions.isEmpty {
                result.key("targetCautions")
                result.strings(targetCautions.lazy.map(\.rawValue))
            }
            result.key("targetChangeKcalPerDay")
            result.kcal(targetChangeKcalPerDay)
            if !warnings.isEmpty {
                result.key("warnings")
                result.array { list in
                    for warning in warnings { list.value(warning.json) }
                }
            }
        }
    }
}

/// The `maintenance` member: the figure the record's recommendation used.
struct MaintenanceMember {
    /// Where the figure came from, as `rescore` names it.
    var source: String
    /// The last day of the ledger the filter read; nil for the equations.
    var asOf: CalendarDate?
    /// Estimated or holding; nil for the equations.
    var status: MaintenanceEstimate.Status?
    /// The figure, kcal/day.
    var kcalPerDay: Double
    /// Its 95 % interval, kcal/day.
    var interval95KcalPerDay: (low: Double, high: Double)
    /// The estimate's confidence; nil for the equations.
    var confidence: MaintenanceEstimate.Confidence?
    /// Why the estimate holds (empty when estimated, and for the equations).
    var holdingReasons: [MaintenanceEstimate.Reason]

    /// The member of `figure`: the filter's estimate when there is one, else the equations' figure.
    init(_ figure: CurrentMaintenance) {
        source = figure.source.name(in: .rescore)
        guard let assessment = figure.assessment else {
            kcalPerDay = figure.kcalPerDay
            interval95KcalPerDay = (figure.interval95KcalPerDay.lowerBound, figure.interval95KcalPerDay.upperBound)
            holdingReasons = []
            return
        }
        let estimate = assessment.estimate
        asOf = assessment.ledger.asOf
        status = estimate.status
        kcalPerDay = estimate.kcalPerDay
        interval95KcalPerDay = (estimate.interval95LowKcalPerDay, estimate.interval95HighKcalPerDay)
        confidence = estimate.confidence
        holdingReasons = estimate.holdingReasons
    }

    func write<Sink: JSONSink>(to sink: inout Sink) {
        sink.object { member in
            member.key("asOf")
            member.string(asOf?.description)
            member.key("confidence")
            member.string(confidence?.rawValue)
            member.key("holdingReasonCodes")
            member.strings(holdingReasons.lazy.map(\.code.rawValue))
            member.key("interval95")
            member.kcalInterval(interval95KcalPerDay)
            member.key("kcalPerDay")
            member.kcal(kcalPerDay)
            member.key("source")
            member.string(source)
            member.key("status")
            member.string(status?.rawValue)
        }
    }
}

/// The `recommendation` member.
enum RecommendationMember {
    /// `null`: no recommendation is given (manual-only).
    case none
    /// A check-in's answer.
    case checkIn(CheckInMember)
    /// The initial recommendation's answer.
    case initial(InitialMember)

    func write<Sink: JSONSink>(to sink: inout Sink) {
        switch self {
        case .none: sink.null()
        case .checkIn(let member): member.write(to: &sink)
        case .initial(let member): member.write(to: &sink)
        }
    }
}

/// The `recommendation` member of a check-in for the last completed week.
struct CheckInMember {
    /// What the check-in answered.
    enum Answer {
        /// The check-in was refused (`refusal`).
        case refused(PlanRefusal.Code, message: String)
        /// The check-in's own screen routes the person to manual-only: the no-recommendation code
        /// and, when it is the screen as of the check-in, its reasons.
        case manualOnly(String, eligibilityReasons: [Eligibility.ReasonCode]?)
        /// No recommendation, for the reason with this code.
        case noRecommendation(String)
        /// A recommendation of `kind`; its target (the new one, the kept one, nil for more
        /// evidence), change and the desired target, all kcal/day.
        case offered(
            OfferedRecommendation.Kind, targetKcalPerDay: Double?, changeKcalPerDay: Double?,
            desiredTargetKcalPerDay: Double?, reasonCodes: [OfferedRecommendation.ReasonCode])
    }

    /// The first day of the week checked in on.
    var weekStart: CalendarDate
    /// The check-in's day and the plan's target before it (kcal/day), once the check-in ran; nil when
    /// it was refused before (then its day is the one its rule gives, and no target was read).
    var ran: (date: CalendarDate, planTargetBeforeKcalPerDay: Double?)?
    /// What it answered.
    var answer: Answer

    func write<Sink: JSONSink>(to sink: inout Sink) {
        sink.object { member in
            member.key("basis")
            member.string("checkIn")
            if case .offered(_, _, let change, _, _) = answer {
                member.key("changeKcalPerDay")
                member.kcal(change)
            }
            member.key("checkInDate")
            member.string((ran?.date ?? CheckInDate.dayAfter(weekStartingOn: weekStart)).description)
            if case .manualOnly(_, let reasons?) = answer {
                member.key("checkInEligibilityReasonCodes")
                member.strings(reasons.lazy.map(\.rawValue))
            }
            if case .offered(_, _, _, let desired, _) = answer {
                member.key("desiredTargetKcalPerDay")
                member.kcal(desired)
            }
            member.key("kind")
            if case .offered(let kind, _, _, _, _) = answer { member.string(kind.rawValue) } else { member.null() }
            if let ran {
                member.key("planTargetBeforeKcalPerDay")
                member.number(ran.planTargetBeforeKcalPerDay)
            }
            member.key("reasonCodes")
            switch answer {
            case .refused(let code, _): member.strings(CollectionOfOne(code.rawValue))
            case .manualOnly(let code, _), .noRecommendation(let code): member.strings(CollectionOfOne(code))
            case .offered(_, _, _, _, let codes): member.strings(codes.lazy.map(\.rawValue))
            }
            if case .refused(let code, let message) = answer {
                member.key("refusal")
                member.object { refusal in
                    refusal.key("code")
                    refusal.string(code.rawValue)
                    refusal.key("message")
                    refusal.string(message)
                }
            }
            switch answer {
            case .refused: break
            case .manualOnly, .noRecommendation:
                member.key("targetKcalPerDay")
                member.null()
            case .offered(_, let target, _, _, _):
                member.key("targetKcalPerDay")
                member.kcal(target)
            }
            member.key("week")
            member.object { week in
                week.key("end")
                week.string(weekStart.adding(days: 6).description)
                week.key("start")
                week.string(weekStart.description)
            }
        }
    }
}

/// The `recommendation` member of an initial recommendation (a document without a plan or days).
enum InitialMember {
    /// The document has no goal.
    case noGoal
    /// The goal's destination was refused, for these reasons.
    case destinationRejected(reasonCodes: [String])
    /// The initial target with its 95 % range (kcal/day), confidence and binding guardrails.
    case target(
        kcalPerDay: Double, range95KcalPerDay: (low: Double, high: Double), confidence: String, reasonCodes: [String])

    func write<Sink: JSONSink>(to sink: inout Sink) {
        sink.object { member in
            member.key("basis")
            member.string("initial")
            if case .target(_, _, let confidence, _) = self {
                member.key("confidence")
                member.string(confidence)
            }
            member.key("kind")
            switch self {
            case .noGoal: member.null()
            case .destinationRejected: member.string("destinationRejected")
            case .target: member.string("initialTarget")
            }
            if case .target(_, let range, _, _) = self {
                member.key("range95")
                member.kcalInterval(range)
            }
            member.key("reasonCodes")
            switch self {
            case .noGoal: member.strings(CollectionOfOne("noGoal"))
            case .destinationRejected(let codes), .target(_, _, _, let codes): member.strings(codes)
            }
            member.key("targetKcalPerDay")
            if case .target(let kcal, _, _, _) = self { member.kcal(kcal) } else { member.null() }
        }
    }
}

/// Reads the `plan` part of the input document, strictly: every event kind has a fixed set of members.
public enum PlanReader {
    /// The keys of the plan object.
    public static let keys: Set<String> = ["goal", "activeTarget", "history", "archivedPlans"]

    /// Reads a plan from the object in `reader`; archived plans may not themselves hold archives.
    public static func read(_ reader: inout FieldReader, allowArchives: Bool = true) -> Plan? {
        read(&reader, allowArchives: allowArchives, decodedHistory: nil)
    }

    /// As `read(_:allowArchives:)`, with the history's events already decoded from bytes when
    /// `decodedHistory` is given (the tree holds placeholders for them; see `PlanHistoryBytesDecoder.swift`).
    static func read(_ reader: inout FieldReader, allowArchives: Bool, decodedHistory: [PlanEvent]?) -> Plan? {
        let goalJSON = reader.value("goal")
        let activeTarget = reader.nested("activeTarget") { target -> ActiveTarget? in
            let kcal = target.number(
                "kcalPerDay", required: true, in: ActiveTarget.storableKcalPerDay, unit: "kcal/day")
            let source = target.choice("source", required: true, as: TargetSource.self)
            guard let kcal, let source else { return nil }
            return ActiveTarget(kcalPerDay: kcal, source: source)
        }
        let history: [PlanEvent]?
        if let decodedHistory, reader.isPresent("history") {
            history = decodedHistory
        } else {
            history = reader.array("history", required: true) { value, path, issues -> PlanEvent? in
                guard var event = FieldReader.object(value, at: path, issues: &issues) else { return nil }
                let result = readEvent(&event)
                issues.append(contentsOf: event.finish())
                return result
            }
        }
        var archived: [Plan] = []
        if allowArchives {
            archived =
                reader.array("archivedPlans") { value, path, issues -> Plan? in
                    guard var plan = FieldReader.object(value, at: path, issues: &issues) else { return nil }
                    let result = read(&plan, allowArchives: false)
                    issues.append(contentsOf: plan.finish())
                    return result
                } ?? []
        }
        // Goals stored in the plan are read by the same rules as the top-level goal: a typo or a
        // malformed goal is an error with its pointer, never a silent "no goal" at check-in.
        var goalIssues: [ValidationIssue] = []
        let goal = goalJSON.flatMap { PlanGoal.read($0, at: reader.path.appending("goal"), issues: &goalIssues) }
        for (index, event) in (history ?? []).enumerated() where event.kind == .planCreated {
            if let eventGoal = event.goal {
                validateGoal(
                    eventGoal, at: reader.path.appending("history").appending(index).appending("goal"),
                    issues: &goalIssues)
            }
        }
        reader.append(goalIssues)
        guard let history else { return nil }
        return Plan(goal: goal, activeTarget: activeTarget, history: history, archivedPlans: archived)
    }

    /// Reads `value` as a goal (`GoalReader`) at `path`, appending every problem to `issues`.
    static func validateGoal(_ value: JSONValue, at path: JSONPointer, issues: inout [ValidationIssue]) {
        guard var goalReader = FieldReader.object(value, at: path, issues: &issues) else { return }
        _ = GoalReader.read(&goalReader)
        issues.append(contentsOf: goalReader.finish())
    }

    static func readEvent(_ reader: inout FieldReader) -> PlanEvent? {
        let kind = reader.choice(PlanEventFields.kind.key, required: true, as: PlanEvent.Kind.self)
        let date = readDate(&reader, PlanEventFields.date.key, required: true)
        let version = reader.string(PlanEventFields.algorithmVersion.key, required: true)
        guard let kind, let date, let version else { return nil }
        var event = PlanEvent(kind: kind, date: date, algorithmVersion: version)
        // The member sets per kind, built once: a plan's history has an event or two per week, and
        // rebuilding and hashing these sets for each one was a visible share of batch re-scoring.
        let members = eventMembers[eventKinds.firstIndex(of: kind) ?? 0]
        func wants(_ key: String) -> Bool { members.allowed.contains(key) }
        func required(_ key: String) -> Bool { members.required.contains(key) }
        typealias Fields = PlanEventFields
        if wants(Fields.policyVersion.key) {
            event.policyVersion = reader.string(Fields.policyVersion.key, required: required(Fields.policyVersion.key))
        }
        if wants(Fields.eligibility.key) {
            if let eligibility = reader.string(Fields.eligibility.key, required: true) {
                let choices = Fields.eligibility.choices
                event.eligibility = choices.contains(eligibility) ? Eligibility.Status(rawValue: eligibility) : nil
                if event.eligibility == nil {
                    let listed = choices.map { "\"\($0)\"" }.joined(separator: " or ")
                    reader.report(
                        .invalidValue, at: Fields.eligibility.key,
                        "eligibility must be \(listed), found \"\(eligibility)\"")
                }
            }
        }
        if wants(Fields.goal.key) { event.goal = reader.value(Fields.goal.key) }
        if wants(Fields.week.key) {
            event.week = readDate(&reader, Fields.week.key, required: required(Fields.week.key))
        }
        if wants(Fields.targetKcalPerDay.key) {
            event.targetKcalPerDay = reader.number(
                Fields.targetKcalPerDay, required: required(Fields.targetKcalPerDay.key))
        }
        if wants(Fields.targetSource.key) {
            event.targetSource = reader.choice(
                Fields.targetSource.key, required: required(Fields.targetSource.key), as: TargetSource.self)
        }
        if wants(Fields.undoesEvent.key) { event.undoesEvent = reader.integer(Fields.undoesEvent, required: true) }
        if wants(Fields.details.key) {
            event.details =
                reader.array(Fields.details.key, required: required(Fields.details.key)) {
                    value, path, issues -> String? in
                    guard let text = value.stringValue else {
                        issues.append(
                            ValidationIssue(
                                path: path, code: .wrongType, message: "details are plain sentences (strings)"))
                        return nil
                    }
                    return text
                } ?? []
        }
        if wants(Fields.recommendation.key) {
            event.recommendation = reader.nested(Fields.recommendation.key, required: true) {
                offer -> OfferedRecommendation? in
                let kind = offer.choice(
                    Fields.OfferFields.kind.key, required: true, as: OfferedRecommendation.Kind.self)
                let isAdjust = kind == .adjust
                let newTarget = offer.number(Fields.OfferFields.newTargetKcalPerDay, required: isAdjust)
                let change = offer.number(Fields.OfferFields.changeKcalPerDay, required: isAdjust)
                // A non-string code is refused here: dropped silently, it vanished when the document was written back.
                let reasons =
                    offer.array(Fields.OfferFields.reasonCodes.key) { value, path, issues -> String? in
                        guard let code = value.stringValue else {
                            issues.append(
                                ValidationIssue(
                                    path: path, code: .wrongType,
                                    message: "reason codes are strings, found \(value.typeDescription)"))
                            return nil
                        }
                        return code
                    } ?? []
                guard let kind else { return nil }
                return OfferedRecommendation(
                    kind: kind, newTargetKcalPerDay: newTarget, changeKcalPerDay: change, reasonCodes: reasons)
            }
        }
        return event
    }

    /// Required and allowed members of each event kind, in `PlanEvent.Kind.allCases` order (short
    /// arrays: a linear scan of four string literals beats hashing).
    private static let eventKinds = PlanEvent.Kind.allCases
    private static let eventMembers: [(required: [String], allowed: [String])] = PlanEvent.Kind.allCases.map { kind in
        (Array(kind.requiredMembers), Array(kind.requiredMembers.union(kind.optionalMembers)))
    }

    /// A `YYYY-MM-DD` date member.
    static func readDate(_ reader: inout FieldReader, _ key: String, required: Bool) -> CalendarDate? {
        guard let text = reader.string(key, required: required) else { return nil }
        guard let date = CalendarDate(iso: text) else {
            reader.report(.invalidValue, at: key, "\(key) must be a calendar date YYYY-MM-DD, found \"\(text)\"")
            return nil
        }
        return date
    }
}

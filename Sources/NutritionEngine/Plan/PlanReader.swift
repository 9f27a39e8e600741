/// Reads the `plan` part of the input document, strictly: every event kind has a fixed set of members.
package enum PlanReader {
    /// The keys of the plan object.
    package static let keys: Set<String> = ["goal", "activeTarget", "history", "archivedPlans"]

    /// Reads a plan from the object in `reader`; archived plans may not themselves hold archives.
    package static func read(_ reader: inout FieldReader, allowArchives: Bool = true) -> Plan? {
        read(&reader, allowArchives: allowArchives, decodedHistory: nil)
    }

    /// As `read(_:allowArchives:)`, with the history's events already decoded from bytes when
    /// `decodedHistory` is given (the tree holds placeholders for them; see `FieldBytesReader.swift`).
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
                FieldReader.readObject(value, at: path, as: PlanEventFields.self, issues: &issues)
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
        // By index: enumerating the events copied each one out (a copy and a destroy per event).
        if let history {
            for index in history.indices where history[index].kind == .planCreated {
                if let eventGoal = history[index].goal {
                    validateGoal(
                        eventGoal, at: reader.path.appending("history").appending(index).appending("goal"),
                        issues: &goalIssues)
                }
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
}

/// The rules across an event's members, which both interpreters apply (`FieldObject`): kind, date
/// and algorithmVersion first; then exactly the members the kind requires or allows
/// (`PlanEvent.Kind.requiredMembers`, `optionalMembers`), the required ones required.
extension PlanEventFields: FieldObject {
    private static let common: FieldSet<PlanEventFields> = [.kind, .date, .algorithmVersion]

    /// The rows each kind requires and allows beyond the common ones, in `PlanEvent.Kind.allCases`
    /// order (built once: a plan's history has an event or two per week).
    private static let membersByKind: [(required: FieldSet<PlanEventFields>, allowed: FieldSet<PlanEventFields>)] =
        PlanEvent.Kind.allCases.map { kind in
            let required = rows(kind.requiredMembers)
            return (required, required.union(rows(kind.optionalMembers)))
        }

    private static func rows(_ keys: Set<String>) -> FieldSet<PlanEventFields> {
        let rows = keys.compactMap(table.row)
        precondition(rows.count == keys.count, "every member a kind names is a row of PlanEventFields")
        return FieldSet(rows)
    }

    static func uses(_ values: FieldValues<PlanEventFields>) -> FieldUses<PlanEventFields> {
        var uses = FieldUses<PlanEventFields>.standard
        // Without its kind, date and version an event is not read further: its other members are unknown.
        guard let kind = values.choiceIndex(.kind), values.has(.date), values.has(.algorithmVersion) else {
            uses.restrict(to: common, required: common)
            return uses
        }
        let members = membersByKind[kind]
        uses.restrict(to: common.union(members.allowed), required: common.union(members.required))
        return uses
    }

    static func build(_ values: FieldValues<PlanEventFields>, at path: @autoclosure () -> JSONPointer) -> PlanEvent? {
        guard let kind = values.choice(.kind, as: PlanEvent.Kind.self), let date = values.date(.date),
            let version = values.string(.algorithmVersion)
        else { return nil }
        var event = PlanEvent(kind: kind, date: date, algorithmVersion: version)
        setMembers(of: &event, values, at: path())
        return event
    }

    /// As `build`, the event made in `events`'s room (the byte reader's path: an event built apart
    /// was copied into the array and destroyed).
    @inline(__always) static func build(
        _ values: FieldValues<PlanEventFields>, at path: @autoclosure () -> JSONPointer,
        appendingTo events: inout [PlanEvent]
    ) -> Bool {
        guard let kind = values.choice(.kind, as: PlanEvent.Kind.self), let date = values.date(.date),
            let version = values.string(.algorithmVersion)
        else { return false }
        events.append(PlanEvent(kind: kind, date: date, algorithmVersion: version))
        setMembers(of: &events[events.count - 1], values, at: path())
        return true
    }

    /// The members beyond kind, date and algorithmVersion.
    @inline(__always) private static func setMembers(
        of event: inout PlanEvent, _ values: FieldValues<PlanEventFields>, at path: @autoclosure () -> JSONPointer
    ) {
        event.policyVersion = values.string(.policyVersion)
        event.eligibility = values.choice(.eligibility).flatMap(Eligibility.Status.init(rawValue:))
        event.goal = values.value(.goal)
        event.week = values.date(.week)
        event.targetKcalPerDay = values.number(.targetKcalPerDay)
        event.targetSource = values.choice(.targetSource, as: TargetSource.self)
        event.undoesEvent = values.integer(.undoesEvent)
        event.details = values.strings(.details) ?? []
        event.weekStart = values.choice(.weekStart, as: Weekday.self)
        event.recommendation = values.object(.recommendation, as: OfferFields.self).flatMap {
            OfferFields.build($0, at: path().appending(PlanEventFields.recommendation.key))
        }
    }

    static var usualCount: Int { 160 }
}

/// The rule across an offer's members: an adjustment states its new target and its change.
extension PlanEventFields.OfferFields: FieldObject {
    private static let adjustment: FieldSet<Self> = [.newTargetKcalPerDay, .changeKcalPerDay]

    static func uses(_ values: FieldValues<Self>) -> FieldUses<Self> {
        var uses = FieldUses<Self>.standard
        if values.choice(.kind, as: OfferedRecommendation.Kind.self) == .adjust { uses.require(adjustment) }
        return uses
    }

    static func build(_ values: FieldValues<Self>, at path: @autoclosure () -> JSONPointer) -> OfferedRecommendation? {
        guard let kind = values.choice(.kind, as: OfferedRecommendation.Kind.self) else { return nil }
        return OfferedRecommendation(
            kind: kind, newTargetKcalPerDay: values.number(.newTargetKcalPerDay),
            changeKcalPerDay: values.number(.changeKcalPerDay), reasonCodes: values.strings(.reasonCodes) ?? [])
    }
}

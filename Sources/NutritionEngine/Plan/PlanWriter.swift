/// Writes a plan back into the document, member for member, so replaying gives the same bytes.
package enum PlanWriter {
    /// The plan as a JSON object.
    package static func json(_ plan: Plan) -> JSONValue {
        var members: [String: JSONValue] = [
            "activeTarget": plan.activeTarget.map {
                .object(["kcalPerDay": .number($0.kcalPerDay), "source": .string($0.source.rawValue)])
            } ?? .null,
            "history": .array(plan.history.map(json)),
        ]
        if let goal = plan.goal { members["goal"] = goal.json }
        if !plan.archivedPlans.isEmpty { members["archivedPlans"] = .array(plan.archivedPlans.map(json)) }
        return .object(JSONObject(members))
    }

    /// One event as a JSON object, with only the members its kind carries.
    package static func json(_ event: PlanEvent) -> JSONValue {
        var members: [String: JSONValue] = [
            "kind": .string(event.kind.rawValue),
            "date": .string(event.date.description),
            "algorithmVersion": .string(event.algorithmVersion),
        ]
        if let value = event.policyVersion { members["policyVersion"] = .string(value) }
        if let value = event.eligibility { members["eligibility"] = .string(value.rawValue) }
        if let value = event.goal { members["goal"] = value }
        if let value = event.week { members["week"] = .string(value.description) }
        if let value = event.targetKcalPerDay { members["targetKcalPerDay"] = .number(value) }
        if let value = event.targetSource { members["targetSource"] = .string(value.rawValue) }
        if let value = event.undoesEvent { members["undoesEvent"] = .number(Double(value)) }
        if let value = event.weekStart { members["weekStart"] = .string(value.rawValue) }
        if event.kind.requiredMembers.contains("details") || !event.details.isEmpty {
            members["details"] = .array(event.details.map { .string($0) })
        }
        if let offer = event.recommendation {
            var offerMembers: [String: JSONValue] = [
                "kind": .string(offer.kind.rawValue),
                "reasonCodes": .array(offer.reasonCodes.map { .string($0.rawValue) }),
            ]
            if let value = offer.newTargetKcalPerDay { offerMembers["newTargetKcalPerDay"] = .number(value) }
            if let value = offer.changeKcalPerDay { offerMembers["changeKcalPerDay"] = .number(value) }
            members["recommendation"] = .object(JSONObject(offerMembers))
        }
        return .object(JSONObject(members))
    }
}

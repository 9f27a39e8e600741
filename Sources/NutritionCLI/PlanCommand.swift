import NutritionEngine

/// `plan new FILE --target-source recommended|manual [--date D] [--out NEWFILE]` and
/// `plan reset FILE [--date D] [--out NEWFILE]` and `plan set-target FILE --target KCAL [--date D] [--out NEWFILE]`.
enum PlanCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        guard let action = arguments.first, ["new", "reset", "set-target"].contains(action) else {
            throw .usage(
                "expected 'plan new FILE --target-source recommended|manual', 'plan set-target FILE --target KCAL' or 'plan reset FILE'"
            )
        }
        let parsed = try Arguments(Array(arguments.dropFirst()), valued: ["out", "date", "target-source", "target"])
        if action == "set-target" {
            // The person's own change between check-ins: the same event, limits and undo as 'decide --edit'.
            guard parsed.values["target-source"] == nil else {
                throw .usage("plan set-target sets an edited target; --target-source belongs to plan new")
            }
            guard let target = parsed.values["target"] else { throw .usage("plan set-target needs --target KCAL") }
            var forwarded = [try parsed.single("input FILE"), "--edit", target]
            for option in ["date", "out"] {
                if let value = parsed.values[option] { forwarded += ["--\(option)", value] }
            }
            return try DecideCommand.run(forwarded, context: context, name: "plan set-target")
        }
        let file = try parsed.single("input FILE")
        let (json, document) = try context.input.parsedDocument(file)
        let name = InputSource.displayName(file)
        var existingState: PlanState?
        if let plan = document.plan { existingState = try DocumentOutput.checkedHistory(plan, file: name) }
        let (date, dateNote) = try DateDefaults.eventDate(
            parsed.values["date"], document: document, command: "plan \(action)")
        if action == "reset" {
            if parsed.values["target-source"] != nil || parsed.values["target"] != nil {
                throw .usage("plan reset keeps the target; --target-source and --target belong to plan new")
            }
            guard let plan = document.plan else {
                throw .invalid(
                    file: name,
                    issues: [
                        ValidationIssue(
                            path: JSONPointer("/plan"), code: .missingField, message: "plan reset needs a plan")
                    ])
            }
            let manualOnlyNow =
                document.person.map {
                    !Eligibility(person: $0, screen: document.safetyScreen, policy: context.policy.safety).reasons
                        .isEmpty
                } ?? false
            let kept = PlanLifecycle.Kept(dayLog: document.dayLog, plan: plan, manualOnlyNow: manualOnlyNow)
            let updated = try refusing(name) { () throws(PlanRefusal) in
                try PlanLifecycle.reset(plan, date: date, kept: kept)
            }
            let details = updated.history.last?.details ?? []
            return try DocumentOutput.write(
                json, plan: updated, out: parsed.values["out"], input: file,
                statement: dateNote + "plan reset on \(date):\n" + details.map { "  " + $0 + "\n" }.joined())
        }
        guard let sourceText = parsed.values["target-source"] else {
            throw .usage(
                "plan new needs --target-source recommended|manual: the target's source is stated for every new plan, never inherited"
            )
        }
        guard let source = TargetSource(rawValue: sourceText), source != .edited else {
            throw .usage("--target-source must be recommended or manual, found \(sourceText)")
        }
        var manualTarget = document.manualTargetKcal
        if let text = parsed.values["target"] {
            guard source == .manual else {
                throw .usage("--target is the person's own target: use it with --target-source manual")
            }
            guard let kcal = Double(text), kcal.isFinite, kcal > 0 else {
                throw .usage("--target needs a positive number of kcal/day, found \(text)")
            }
            // The same bounds the reader applies to manualTargetKcal, so the written plan reads back.
            let bounds = InputDocument.plausibleManualTargetKcal
            guard bounds.contains(kcal) else {
                throw .usage(
                    "--target must be \(JSONWriter.format(bounds.lowerBound)) to \(JSONWriter.format(bounds.upperBound)) kcal/day, found \(text)"
                )
            }
            manualTarget = kcal
        }
        var missing: [ValidationIssue] = []
        if document.person == nil {
            missing.append(
                ValidationIssue(
                    path: JSONPointer("/person"), code: .missingField,
                    message: "a new plan needs the current body data (person)"))
        }
        if document.goal == nil {
            missing.append(
                ValidationIssue(
                    path: JSONPointer("/goal"), code: .missingField,
                    message: "a new plan needs its goal and destination (goal)"))
        }
        guard let person = document.person, let goal = document.goal, let goalJSON = json["goal"] else {
            throw .invalid(file: name, issues: missing)
        }
        // The days' learned maintenance (since the old plan's last reset, as of the new plan's day:
        // later days are not known yet) carries over to the new plan: recommend's basis.
        let recommendation = Recommendation(
            person: person, goal: goal, safetyScreen: document.safetyScreen, manualTargetKcal: manualTarget,
            dayLog: document.dayLog, asOf: date, resetDate: existingState?.lastResetDate, policy: context.policy)
        let plan = try refusing(name) { () throws(PlanRefusal) in
            try PlanLifecycle.newPlan(
                existing: document.plan, recommendation: recommendation, goalJSON: goalJSON, targetSource: source,
                date: date, policy: context.policy)
        }
        let target =
            plan.activeTarget.map { "\(JSONWriter.format($0.kcalPerDay)) kcal/day (\($0.source.rawValue))" }
            ?? "none (manual-only)"
        let archived = document.plan == nil ? "" : "; the previous plan is archived unchanged under plan.archivedPlans"
        // The basis, in recommend's words; it quotes automated figures, so never for a manual-only person.
        let basis = source == .recommended ? RecommendReport.basisStatement(recommendation).map { "; " + $0 } ?? "" : ""
        return try DocumentOutput.write(
            json, plan: plan, out: parsed.values["out"], input: file,
            statement: dateNote + "plan new on \(date): target \(target)\(archived)\(basis)\n")
    }

    private static func refusing(_ name: String, _ body: () throws(PlanRefusal) -> Plan) throws(CommandError) -> Plan {
        do {
            return try body()
        } catch {
            throw .refused(error, file: name)
        }
    }
}

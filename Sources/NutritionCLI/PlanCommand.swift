import NutritionEngine

/// `plan new FILE --target-source recommended|manual [--target KCAL] [--acknowledge-below-floor] [--date D]
/// [--out NEWFILE]` and `plan reset FILE [--date D] [--confirm] [--out NEWFILE]` and
/// `plan set-target FILE --target KCAL [--date D] [--out NEWFILE]`.
///
/// `plan reset` asks first: without `--confirm` it states what it will clear and keep and changes
/// and writes nothing; with `--confirm` it records the reset with the same statement.
enum PlanCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let actions = ["new", "reset", "set-target"]
        guard let action = arguments.first, actions.contains(action) else {
            throw .usage(
                "expected 'plan new FILE --target-source recommended|manual', 'plan set-target FILE --target KCAL' or "
                    + "'plan reset FILE'" + (arguments.first.map { DidYouMean.suffix(for: $0, among: actions) } ?? ""))
        }
        let options: Set<String> =
            switch action {
            case "new": ["out", "date", "target-source", "target"]
            case "set-target": ["out", "date", "target"]
            default: ["out", "date"]
            }
        let flags: Set<String> =
            switch action {
            case "new": ["acknowledge-below-floor"]
            case "reset": ["confirm"]
            default: []
            }
        let rest = Array(arguments.dropFirst())
        if action != "reset", rest.contains("--confirm") {
            throw .usage("--confirm belongs to plan reset (it asks first); plan \(action) needs none")
        }
        if action != "new", rest.contains("--acknowledge-below-floor") {
            throw .usage(
                "--acknowledge-below-floor belongs to plan new with --target-source manual: an edited target never "
                    + "goes below the intake floor")
        }
        // An option of plan new given to another subcommand is refused by name: the person meant plan new.
        for option in ["target-source", "target"]
        where !options.contains(option) && rest.contains(where: { $0 == "--\(option)" || $0.hasPrefix("--\(option)=") })
        {
            throw .usage(
                "plan \(action) \(action == "reset" ? "keeps the target" : "sets an edited target"); "
                    + "--\(option) belongs to plan new")
        }
        let parsed = try Arguments(rest, valued: options, flagged: flags)
        let acknowledgeBelowFloor = parsed.flags.contains("acknowledge-below-floor")
        if action == "set-target" {
            // The person's own change between check-ins: the same event, limits and undo as 'decide --edit'.
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
                    SafetyNow(
                        person: $0, dayLog: document.dayLog, asOf: min(date, document.dayLog.asOf ?? date),
                        screen: document.safetyScreen, planEligibility: nil, absentScreen: .notAPass,
                        policy: context.policy
                    ).eligibility.status == .manualOnly
                } ?? false
            let kept = PlanLifecycle.Kept(
                dayLog: document.dayLog, plan: plan, manualOnlyNow: manualOnlyNow,
                floorKcalPerDay: document.person.map { context.policy.target.intakeFloorKcalPerDay($0.equationSex) })
            guard parsed.flags.contains("confirm") else {
                // The product asks first: state what will be cleared and kept, change nothing.
                let details: [String]
                do { details = try PlanLifecycle.resetStatement(plan, date: date, kept: kept) } catch {
                    throw .refused(error, file: name)
                }
                let unwritten = parsed.values["out"].map { $0 == "-" ? "" : " (\($0) was not written)" } ?? ""
                return CommandResult(
                    exitCode: ExitCode.ok,
                    stdout: "plan reset on \(date), not done yet: it would record\n"
                        + details.map { "  " + $0 + "\n" }.joined()
                        + "Nothing was changed or written\(unwritten); run again with --confirm to reset.\n",
                    stderr: dateNote)
            }
            let updated = try refusing(name) { () throws(PlanRefusal) in
                try PlanLifecycle.reset(plan, date: date, kept: kept)
            }
            let details = updated.history.last?.details ?? []
            return try DocumentOutput.write(
                json, plan: updated, out: parsed.values["out"], input: file,
                statement: Warnings.lines(document.warnings, file: file) + dateNote + "plan reset on \(date):\n"
                    + details.map { "  " + $0 + "\n" }.joined())
        }
        guard let sourceText = parsed.values["target-source"] else {
            throw .usage(
                "plan new needs --target-source recommended|manual: the target's source is stated for every new plan, never inherited"
            )
        }
        guard let source = TargetSource(rawValue: sourceText), source != .edited else {
            throw .usage("--target-source must be recommended or manual, found \(sourceText)")
        }
        if acknowledgeBelowFloor, source != .manual {
            throw .usage("--acknowledge-below-floor is for the person's own target: use it with --target-source manual")
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
                date: date, acknowledgeBelowFloor: acknowledgeBelowFloor, policy: context.policy)
        }
        let floor = context.policy.target.intakeFloorKcalPerDay(person.equationSex)
        let target =
            plan.activeTarget.map { ActiveTarget.statement($0, gate: nil, floorKcalPerDay: floor) }
            ?? "none (manual-only)"
        let archived = document.plan == nil ? "" : "; the previous plan is archived unchanged under plan.archivedPlans"
        // The basis, in recommend's words; it quotes automated figures, so never for a manual-only person.
        let basis = source == .recommended ? RecommendReport.basisStatement(recommendation).map { "; " + $0 } ?? "" : ""
        return try DocumentOutput.write(
            json, plan: plan, out: parsed.values["out"], input: file,
            statement: Warnings.lines(document.warnings, file: file) + dateNote
                + "plan new on \(date): target \(target)\(archived)\(basis)\n")
    }

    private static func refusing(_ name: String, _ body: () throws(PlanRefusal) -> Plan) throws(CommandError) -> Plan {
        do {
            return try body()
        } catch {
            throw .refused(error, file: name)
        }
    }
}

import NutritionEngine

/// `decide FILE (--accept | --defer | --reject | --edit KCAL | --undo) [--date D] [--out NEWFILE]`
enum DecideCommand {
    static func run(_ arguments: [String], context: CommandContext, name command: String = "decide")
        throws(CommandError) -> CommandResult
    {
        let parsed = try Arguments(
            arguments, valued: ["edit", "out", "date"], flagged: ["accept", "defer", "reject", "undo"])
        let file = try parsed.single("input FILE")
        var decisions: [PlanDecision] = parsed.flags.sorted().compactMap { flag in
            switch flag {
            case "accept": .accept
            case "defer": .defer
            case "reject": .reject
            case "undo": .undo
            default: nil
            }
        }
        if let edit = parsed.values["edit"] {
            guard let kcal = Double(edit), kcal.isFinite, kcal > 0 else {
                throw .usage(
                    "\(command == "decide" ? "--edit" : "--target") needs a positive number of kcal/day, found \(edit)")
            }
            decisions.append(.edit(kcalPerDay: kcal))
        }
        guard decisions.count == 1, let decision = decisions.first else {
            throw .usage("give exactly one of --accept, --defer, --reject, --edit KCAL, --undo")
        }
        let (json, document) = try context.input.parsedDocument(file)
        let name = InputSource.displayName(file)
        guard let plan = document.plan else {
            throw .invalid(
                file: name,
                issues: [
                    ValidationIssue(
                        path: JSONPointer("/plan"), code: .missingField,
                        message: "decide needs a plan with a pending recommendation")
                ])
        }
        let state = try DocumentOutput.checkedHistory(plan, file: name)
        let (date, dateNote) = try DateDefaults.eventDate(parsed.values["date"], document: document, command: command)
        // The person's screen now, at their trend weight as of the decision day, as for
        // recommendations: an absent or incomplete screen is not a pass.
        let gate = document.person.map { person in
            SafetyNow(
                person: person, dayLog: document.dayLog, asOf: min(date, document.dayLog.asOf ?? date),
                screen: document.safetyScreen, planEligibility: nil, absentScreen: .notAPass, policy: context.policy
            ).gate
        }
        let limits = document.person.map {
            EditLimits(person: $0, document: document, on: date, policy: context.policy)
        }
        let updated: Plan
        do {
            updated = try plan.applying(decision, on: date, limits: limits, gate: gate)
        } catch {
            throw .refused(error, file: name)
        }
        let floor = document.person.map { context.policy.target.intakeFloorKcalPerDay($0.equationSex) }
        let target = ActiveTarget.statement(updated.activeTarget, gate: gate, floorKcalPerDay: floor)
        let event = updated.history.count - 1
        var statement =
            dateNote
            + "\(command): recorded \(updated.history[event].kind.rawValue) as event \(event); active target \(target)\n"
        if decision == .undo, let undone = state.undoable.last {
            statement +=
                "\(command): " + undone.undoStatement(current: state.target, gate: gate, floorKcalPerDay: floor) + "\n"
        }
        return try DocumentOutput.write(
            json, plan: updated, out: parsed.values["out"], input: file,
            statement: Warnings.lines(document.warnings, file: file) + statement)
    }
}

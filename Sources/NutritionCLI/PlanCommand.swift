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
            case "new": ["out", "date", "target-source", "target", "week-start"]
            case "set-target": ["out", "date", "target"]
            default: ["out", "date"]
            }
        let flags: Set<String> =
            switch action {
            case "new": ["acknowledge-below-floor", "in-place"]
            case "reset": ["confirm", "in-place"]
            default: ["in-place"]
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
        let destination = try DocumentDestination.of(parsed, input: parsed.positionals.first ?? "")
        switch action {
        case "set-target":
            // The person's own change between check-ins: the same event, limits and undo as 'decide --edit'.
            let missingTarget = CommandError.usage("plan set-target needs --target KCAL")
            guard parsed.values["target"] != nil else { throw missingTarget }
            let file = try parsed.single("input FILE")
            guard let kcal = try parsed.kcalPerDay("target") else { throw missingTarget }
            let source = try context.input.sourceDocument(file)
            let date = try parsed.date()
            let change = try Evaluation.run(file: file) { () throws(EvaluationError) in
                try Evaluate.planSetTarget(
                    PlanSetTargetRequest(source: source, kcalPerDay: kcal, date: date), policy: context.policy)
            }
            return try DocumentOutput.write(change, to: destination, input: file)
        case "reset":
            let file = try parsed.single("input FILE")
            let request = PlanResetRequest(
                source: try context.input.sourceDocument(file), date: try parsed.date(),
                confirm: parsed.flags.contains("confirm"))
            let result = try Evaluation.run(file: file) { () throws(EvaluationError) in
                try Evaluate.planReset(request, policy: context.policy)
            }
            switch result {
            case .stated(let preview):
                // The product asks first: state what will be cleared and kept, change nothing.
                return CommandResult(
                    exitCode: ExitCode.ok, stdout: preview.text(unwritten: destination.path),
                    stderr: preview.statement.map { $0 + "\n" }.joined())
            case .reset(let change):
                return try DocumentOutput.write(change, to: destination, input: file)
            }
        default:
            let file = try parsed.single("input FILE")
            let source = try context.input.sourceDocument(file)
            guard let sourceText = parsed.values["target-source"] else {
                throw .usage(
                    "plan new needs --target-source recommended|manual: the target's source is stated for every new "
                        + "plan, never inherited")
            }
            guard let targetSource = TargetSource(rawValue: sourceText), targetSource != .edited else {
                throw .usage("--target-source must be recommended or manual, found \(sourceText)")
            }
            let request = PlanNewRequest(
                source: source, targetSource: targetSource, manualTargetKcalPerDay: try parsed.kcalPerDay("target"),
                acknowledgeBelowFloor: parsed.flags.contains("acknowledge-below-floor"), date: try parsed.date(),
                weekStart: try parsed.values["week-start"].map { (text: String) throws(CommandError) in
                    try DateDefaults.weekStart(text)
                })
            let change = try Evaluation.run(file: file) { () throws(EvaluationError) in
                try Evaluate.planNew(request, policy: context.policy)
            }
            return try DocumentOutput.write(change, to: destination, input: file)
        }
    }
}

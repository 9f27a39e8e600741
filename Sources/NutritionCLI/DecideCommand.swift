import NutritionEngine

/// `decide FILE (--accept | --defer | --reject | --edit KCAL | --undo) [--date D] [--out NEWFILE | --in-place]`
enum DecideCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        let parsed = try Arguments(
            arguments, valued: ["edit", "out", "date"], flagged: ["accept", "defer", "reject", "undo", "in-place"])
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
        if let kcal = try parsed.kcalPerDay("edit") { decisions.append(.edit(kcalPerDay: kcal)) }
        guard decisions.count == 1, let decision = decisions.first else {
            throw .usage("give exactly one of --accept, --defer, --reject, --edit KCAL, --undo")
        }
        let destination = try DocumentDestination.of(parsed, input: file)
        let source = try context.input.sourceDocument(file)
        let date = try parsed.date()
        let change = try Evaluation.run(file: file) { () throws(EvaluationError) in
            try Evaluate.decide(DecideRequest(source: source, decision: decision, date: date), policy: context.policy)
        }
        return try DocumentOutput.write(change, to: destination, input: file)
    }
}

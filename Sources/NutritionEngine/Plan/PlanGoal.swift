/// The goal a plan was created for: typed, read on input by the top-level goal's rules, and with
/// the JSON it was read from, which the plan writer writes back unchanged.
public struct PlanGoal: Sendable, Equatable {
    /// The goal, as `GoalReader` read it (units converted to metric).
    public var typed: Goal
    /// The goal as given (with its own units and member order), written back byte for byte.
    public var json: JSONValue

    /// A stored goal from its typed value and the JSON it came from (`plan new` has both).
    public init(typed: Goal, json: JSONValue) {
        self.typed = typed
        self.json = json
    }

    /// Reads `json` at `path` by the top-level goal's rules, appending every problem (with its
    /// pointer) to `issues`; nil when it does not read, so a typo such as `wieghtKg` refuses the
    /// document instead of leaving the plan without a goal.
    public static func read(_ json: JSONValue, at path: JSONPointer, issues: inout [ValidationIssue]) -> PlanGoal? {
        guard var reader = FieldReader.object(json, at: path, issues: &issues) else { return nil }
        let goal = GoalReader.read(&reader)
        let problems = reader.finish()
        issues.append(contentsOf: problems)
        guard problems.isEmpty, let goal else { return nil }
        return PlanGoal(typed: goal, json: json)
    }
}

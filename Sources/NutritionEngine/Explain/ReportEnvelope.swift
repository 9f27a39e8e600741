/// The members every JSON output carries beside its result: the command's name, the algorithm
/// version and the policy echo. Every command's document is closed here, so no command can echo
/// a different part of the policy or forget the version.
enum ReportEnvelope {
    /// `result` with the command's name (when it has one; the batch summary has none), the
    /// algorithm version and the whole policy.
    static func json(command: String?, policy: Policy, _ result: JSONObject) -> JSONValue {
        var members = result
        if let command { members["command"] = .string(command) }
        members["algorithmVersion"] = .string(EngineVersion.algorithm)
        members["policy"] = PolicyEcho.json(policy)
        return .object(members)
    }

    /// A manual-only result: the same members, but the policy echoed by its version alone
    /// (`PolicyEcho.versionOnly`), so the document holds no number but the person's own.
    static func manualOnly(command: String, policy: Policy, _ result: JSONObject) -> JSONValue {
        var members = result
        members["command"] = .string(command)
        members["algorithmVersion"] = .string(EngineVersion.algorithm)
        members["policy"] = PolicyEcho.versionOnly(policy)
        return .object(members)
    }

    /// The output of a measuring command (`estimate`, `maintenance`, `project`) for a manual-only
    /// person: the command's name and the gate's result (status, reason codes, statement), no number.
    static func manualOnly(command: String, gate: AutomationGate, policy: Policy) -> JSONValue {
        manualOnly(command: command, policy: policy, ["manualOnly": gate.json])
    }
}

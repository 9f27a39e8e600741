/// The result a measuring command (`estimate`, `maintenance`, `project`, …) gives a manual-only
/// person: the command, the gate's reasons and the statement, and no number but the person's own.
///
/// It holds no estimate, range or target, so no renderer can show one.
public struct ManualOnlyReport: Sendable, Equatable {
    /// The command answered (`estimate`, `maintenance`, …).
    public var command: String
    /// Why automated numbers are withheld.
    public var gate: AutomationGate
    /// The policy's version (echoed alone: the parameters are the makings of automated numbers).
    public var policyVersion: String

    /// The manual-only result of `command` for `gate`'s reasons under `policy`.
    public init(command: String, gate: AutomationGate, policy: Policy) {
        self.command = command
        self.gate = gate
        policyVersion = policy.version
    }

    /// The output document: the command, versions and the gate's status, codes and statement.
    public var json: JSONValue {
        .object([
            "command": .string(command),
            "algorithmVersion": .string(EngineVersion.algorithm),
            "policy": PolicyEcho.versionOnly(version: policyVersion),
            "manualOnly": gate.json,
        ])
    }

    /// The page: the statement and its reason codes, no number.
    public var page: ReportPage {
        var page = PageBuilder(title: "Manual targets only")
        page.paragraph(gate.statement)
        if !gate.reasonCodes.isEmpty {
            page.paragraph("Reason codes: " + gate.reasonCodes.map { "`\($0)`" }.joined(separator: ", ") + ".")
        }
        page.versions(policyVersion: policyVersion)
        return page.page
    }
}

extension ManualOnlyReport: CommandReport {
    /// Every format a measuring command has; the chart is never drawn.
    public static var formats: [OutputFormat] { [.json, .markdown] }
}

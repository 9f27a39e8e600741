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
    /// The document's warnings (they hold no computed figure).
    public var warnings: [InputWarning]

    /// The manual-only result of `command` for `gate`'s reasons under `policy`, with the document's `warnings`.
    public init(command: String, gate: AutomationGate, policy: Policy, warnings: [InputWarning] = []) {
        self.command = command
        self.gate = gate
        policyVersion = policy.version
        self.warnings = warnings
    }

    /// The output document: the command, versions and the gate's status, codes and statement.
    public var json: JSONValue {
        InputWarning.json(
            .object([
                "command": .string(command),
                "algorithmVersion": .string(EngineVersion.algorithm),
                "policy": PolicyEcho.versionOnly(version: policyVersion),
                "manualOnly": gate.json,
            ]), warnings)
    }

    /// The page: the statement and its reason codes, no number.
    public var page: ReportPage {
        var page = PageBuilder(title: "Manual targets only")
        page.paragraph(gate.statement)
        if !gate.reasons.isEmpty {
            page.paragraph("Reason codes: " + gate.reasons.map { "`\($0.code)`" }.joined(separator: ", ") + ".")
        }
        page.versions(policyVersion: policyVersion, warnings: warnings)
        return page.page
    }
}

extension ManualOnlyReport: CommandReport {
    /// Every format a measuring command has; the chart is never drawn.
    public static var formats: [OutputFormat] { [.json, .markdown] }
}

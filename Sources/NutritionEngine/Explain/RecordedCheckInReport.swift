/// A past week's check-in as the plan recorded it, shown read-only: the day it was recorded, the
/// algorithm that recorded it, the target in force then, the recommendation recorded and the
/// decisions since, and a plain statement of what a plan does not store (the week's snapshot and
/// evidence). Nothing in it is computed from the days.
///
/// When the gate is closed (the plan is manual-only, or the person is manual-only now) it holds no
/// automated number: the recorded recommendation keeps its kind alone and a recommended target is
/// withheld (`CheckInTarget`), so no renderer can show one.
public struct RecordedCheckInReport: Sendable, Equatable {
    /// The recommendation recorded with the check-in, as it may be shown.
    public enum Offer: Sendable, Equatable {
        /// None was recorded.
        case none
        /// The recommendation as recorded, with the target it proposed (kcal/day; the target then
        /// for `keep`, nil for `needsMoreEvidence`).
        case shown(OfferedRecommendation, targetKcalPerDay: Double?)
        /// A recommendation of this kind was recorded; its numbers are withheld (the gate is closed).
        case withheld(OfferedRecommendation.Kind)
    }

    /// A decision recorded after the check-in, as it may be shown.
    public struct Decision: Sendable, Equatable {
        /// The decision.
        public var kind: PlanEvent.Kind
        /// The day it was recorded.
        public var date: CalendarDate
        /// What it was, in plain words.
        public var words: String
        /// The target in force after it, as shown (nil: none in force).
        public var targetAfter: CheckInTarget?
    }

    /// First day of the week.
    public var start: CalendarDate
    /// Last day of the week.
    public var end: CalendarDate
    /// The day the check-in was recorded.
    public var date: CalendarDate
    /// The algorithm version that recorded it.
    public var recordedBy: String
    /// The target in force when it was recorded, as shown; nil when none was in force.
    public var target: CheckInTarget?
    /// The recommendation recorded.
    public var offer: Offer
    /// The decisions recorded after it, oldest first.
    public var decisions: [Decision]
    /// Whether automated numbers may be shown (closed: the report holds none).
    public var gate: AutomationGate
    /// The policy in force (echoed whole only when the gate is open).
    public var policy: Policy
    /// The document's warnings.
    public var warnings: [InputWarning]

    /// `record` as `gate` allows it to be shown, the targets' cautions under `floorKcalPerDay`.
    init(
        _ record: RecordedCheckIn, gate: AutomationGate, floorKcalPerDay: Double, policy: Policy,
        warnings: [InputWarning]
    ) {
        // The cautions are said once, beside the target then; the decisions' targets carry none.
        func shown(_ target: ActiveTarget?, cautioned: Bool) -> CheckInTarget? {
            target.map {
                CheckInTarget(
                    $0, gate: gate,
                    cautions: cautioned
                        ? TargetCaution.cautions(for: $0, gate: gate, floorKcalPerDay: floorKcalPerDay) : [])
            }
        }
        start = record.week
        end = record.week.adding(days: 6)
        date = record.date
        recordedBy = record.algorithmVersion
        target = shown(record.targetBefore, cautioned: true)
        if let offer = record.offer {
            let proposed: Double? =
                switch offer.kind {
                case .adjust: offer.newTargetKcalPerDay
                case .keep: record.targetBefore?.kcalPerDay
                case .needsMoreEvidence: nil
                }
            self.offer = gate.allowsAutomatedNumbers ? .shown(offer, targetKcalPerDay: proposed) : .withheld(offer.kind)
        } else {
            offer = .none
        }
        decisions = record.decisions.map {
            Decision(
                kind: $0.kind, date: $0.date, words: $0.words, targetAfter: shown($0.targetAfter, cautioned: false))
        }
        self.gate = gate
        self.policy = policy
        self.warnings = warnings
    }

    /// What is not stored, in one sentence.
    var notStoredStatement: String {
        "A plan records a check-in's week, its day, the algorithm that recorded it, its recommendation and the "
            + "decisions after it; it does not store the week's snapshot (consistency, averages and their coverage, "
            + "days to validate, measurements), the evidence or the screen then, so they are not shown here. "
            + "Recomputing the check-in shows them from the days as they are now (answers given since included)."
    }

    // MARK: JSON

    /// The output document: `view: recorded`, the recorded members, `notStored`; with a closed
    /// gate the gate's result and the policy's version alone.
    public var json: JSONValue {
        var result: JSONObject = [
            "view": "recorded",
            "week": .object(["start": .string(start.description), "end": .string(end.description)]),
            "date": .string(date.description),
            "recordedByAlgorithmVersion": .string(recordedBy),
            "activeTarget": Self.targetJSON(target),
            "recommendation": offerJSON,
            "decisions": .array(
                decisions.map { decision in
                    .object([
                        "kind": .string(decision.kind.rawValue), "date": .string(decision.date.description),
                        "activeTargetAfter": Self.targetJSON(decision.targetAfter),
                    ])
                }),
            "notStored": .array(RecordedCheckIn.notStored.map { .string($0) }),
            "notStoredStatement": .string(notStoredStatement),
        ]
        guard gate.allowsAutomatedNumbers else {
            result["manualOnly"] = gate.json
            return InputWarning.json(ReportEnvelope.manualOnly(command: "check-in", policy: policy, result), warnings)
        }
        return InputWarning.json(ReportEnvelope.json(command: "check-in", policy: policy, result), warnings)
    }

    /// A target as shown: number (null when withheld), source and any cautions; null for none.
    private static func targetJSON(_ target: CheckInTarget?) -> JSONValue {
        guard let target else { return .null }
        var members: JSONObject = ["kcalPerDay": .number(target.kcalPerDay), "source": .string(target.source.rawValue)]
        if !target.cautions.isEmpty { members["cautions"] = TargetCaution.json(target.cautions) }
        return .object(members)
    }

    private var offerJSON: JSONValue {
        switch offer {
        case .none: return .null
        case .withheld(let kind): return .object(["kind": .string(kind.rawValue), "withheld": .string(gate.statement)])
        case .shown(let offer, let proposed):
            var members: JSONObject = [
                "kind": .string(offer.kind.rawValue),
                "reasonCodes": .array(offer.reasonCodes.map { .string($0.rawValue) }),
                "targetKcalPerDay": .number(proposed),
            ]
            if let change = offer.changeKcalPerDay { members["changeKcalPerDay"] = .number(change) }
            return .object(members)
        }
    }

    // MARK: Page

    /// The page: when it was recorded, the target then, the recommendation, the decisions since and
    /// what is not stored; calories to 10 kcal.
    public var page: ReportPage {
        var page = PageBuilder(title: "Weekly check-in: \(start) to \(end), as recorded")
        page.paragraph(
            "Recorded on \(date) by \(recordedBy). Shown read-only, as the plan stores it; nothing is recorded now.")
        if !gate.allowsAutomatedNumbers { page.paragraph(gate.statement) }
        page.section("Target in force then")
        let then = Self.targetText(target)
        page.paragraph(then.prefix(1).uppercased() + then.dropFirst())
        for caution in target?.cautions ?? [] { page.paragraph(caution.message) }
        page.section("Recommendation recorded")
        switch offer {
        case .none: page.paragraph("None was recorded.")
        case .withheld(let kind):
            page.paragraph("A recommendation (\(kind.words)) was recorded; its numbers are not shown.")
        case .shown(let offer, let proposed):
            let n = OutputText.self
            switch offer.kind {
            case .adjust:
                page.paragraph(
                    "Change the target by \(n.signed(offer.changeKcalPerDay ?? 0, 0)) kcal/day to "
                        + "\(n.peopleKcal(proposed ?? 0)) kcal/day.")
            case .keep: page.paragraph("Keep the target of \(n.peopleKcal(proposed ?? 0)) kcal/day.")
            case .needsMoreEvidence: page.paragraph("No change: the evidence needed checking first.")
            }
            if !offer.reasonCodes.isEmpty {
                page.paragraph(
                    "Reason codes: " + offer.reasonCodes.map { "`\($0.rawValue)`" }.joined(separator: ", ") + ".")
            }
        }
        page.section("Decisions after it")
        if decisions.isEmpty { page.paragraph("None recorded.") }
        for decision in decisions {
            page.bullet(
                "\(decision.date): \(decision.words); target after it: \(Self.targetText(decision.targetAfter))")
        }
        page.section("Not stored")
        page.paragraph(notStoredStatement)
        page.versions(policyVersion: policy.version, warnings: warnings)
        return page.page
    }

    /// A target in words: its number to 10 kcal and its source, or why the number is not shown.
    private static func targetText(_ target: CheckInTarget?) -> String {
        guard let target else { return "none in force." }
        let source = JournalPage.sourceWords(target.source)
        guard let kcal = target.kcalPerDay else { return "a target \(source); its number is not shown." }
        return "\(OutputText.peopleKcal(kcal)) kcal/day (\(source))."
    }
}

extension RecordedCheckInReport: CommandReport {
    /// JSON, Markdown or HTML (no chart: the plan stores no days).
    public static var formats: [OutputFormat] { [.json, .markdown, .html] }
}

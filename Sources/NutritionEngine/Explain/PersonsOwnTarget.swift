/// The person's own target from the document (`manualTargetKcal`), as `recommend` echoes it:
/// shown as given, never an estimate, never adjusted; with the cautions that apply to it.
public struct PersonsOwnTarget: Sendable, Equatable {
    /// The target as given, kcal/day.
    public var kcalPerDay: Double
    /// What must be said beside it (below the intake floor: it needs clinical direction). The
    /// sentences name no floor, so a manual-only person is shown no automated number.
    public var cautions: [TargetCaution]

    /// `kcalPerDay` for `person`, with the cautions under `policy`'s intake floor.
    init(kcalPerDay: Double, person: Person, policy: Policy) {
        self.kcalPerDay = kcalPerDay
        cautions = TargetCaution.cautions(
            for: ActiveTarget(kcalPerDay: kcalPerDay, source: .manual), manualOnlyNow: false,
            floorKcalPerDay: policy.target.intakeFloorKcalPerDay(person.equationSex))
    }

    /// The `manualTarget` member: the number, its label and note, and the cautions when any applies.
    var json: JSONValue {
        var members: JSONObject = [
            "kcalPerDay": .number(kcalPerDay),
            "label": "userProvided",
            "note": .string(
                "This is the person's own target, shown as given. It is not an estimate and gets no automated "
                    + "adjustments."),
        ]
        // Present only when it applies: the target is below the intake floor (issue 18 item 5).
        if !cautions.isEmpty { members["cautions"] = TargetCaution.json(cautions) }
        return .object(members)
    }

    /// The page's section on it.
    func section(_ page: inout PageBuilder) {
        page.section("The person's own target")
        page.paragraph(
            "\(OutputText.number(kcalPerDay)) kcal/day, provided by the person. It is shown as given, is not an "
                + "estimate, and gets\nno automated adjustments.")
        for caution in cautions { page.paragraph(caution.message) }
    }
}

extension EditLimits {
    /// The floor, deficit cap and upper limit an edited target must respect, from the person's
    /// current estimate as of the decision day (later days cannot have informed the decision): the
    /// trend-validated one when the document has days, else the equations. The same floor and cap
    /// as recommendations; above, the estimate's 95 % upper bound (plus the Gain surplus on a Gain plan).
    public init(person: Person, document: InputDocument, on date: CalendarDate, policy: Policy) {
        let asOf = min(date, document.dayLog.asOf ?? date)
        // Without logged days there is nothing to refine: the equations, as `recommend` uses them
        // (the filter's prior is in logging units and shifted, which suits the estimator, not this limit).
        let current =
            CurrentMaintenance.decide(
                for: .latest, person: person, dayLog: document.dayLog, asOf: asOf, resetDate: document.lastResetDate,
                policy: policy)
            ?? CurrentMaintenance(equations: EnergyEstimate(person: person, policy: policy.estimate))
        let maintenance = current.kcalPerDay
        let upper = current.interval95KcalPerDay.upperBound
        let basis = current.source == .learned ? "trend-validated" : "equation"
        let target = policy.target
        let goalKind = document.plan?.goal?.typed.kind
        let maximum: Double
        let maximumReason: String
        if goalKind == .gain {
            let experience = person.trainingExperience ?? target.defaultTrainingExperience
            let surplus = target.surplusPercent(experience)
            maximum = DeficitLimits.withSurplus(upper, surplusPercent: surplus)
            maximumReason =
                "the Gain surplus cap: \(JSONWriter.format(surplus)) % (\(experience.rawValue)) above the upper end "
                + "of the 95 % range of the \(basis) maintenance estimate "
                + "(\(JSONWriter.format(upper.roundedTo(0.01))) kcal/day)"
        } else {
            maximum = upper
            maximumReason =
                "the upper end of the 95 % range of the \(basis) maintenance estimate "
                + "(\(JSONWriter.format(upper.roundedTo(0.01))) kcal/day): a \(goalKind?.rawValue ?? "plan's") "
                + "target above it is a surplus"
        }
        let limits = DeficitLimits(maintenanceKcalPerDay: maintenance, sex: person.equationSex, policy: target)
        let floor = limits.floorKcalPerDay
        let maximumDeficit = limits.maximumDeficitKcalPerDay
        let capMinimum = limits.capMinimumKcalPerDay
        if floor >= capMinimum {
            self.init(
                minimumKcalPerDay: floor,
                minimumReason:
                    "the intake floor of \(JSONWriter.format(floor)) kcal/day for the \(person.equationSex.rawValue) "
                    + "equations",
                minimumCode: .belowIntakeFloor, maximumKcalPerDay: max(maximum, floor), maximumReason: maximumReason,
                maximumCode: .aboveEditLimit)
            return
        }
        self.init(
            minimumKcalPerDay: capMinimum,
            minimumReason:
                "the deficit cap: at most \(JSONWriter.format(maximumDeficit.roundedTo(0.01))) kcal/day below the "
                + "\(basis) maintenance estimate of \(JSONWriter.format(maintenance.roundedTo(0.01))) kcal/day "
                + "(the smaller of \(JSONWriter.format(target.deficitCapPercentOfMaintenance)) % and "
                + "\(JSONWriter.format(target.deficitCapKcalPerDay)) kcal/day)",
            minimumCode: .beyondDeficitCap, maximumKcalPerDay: maximum, maximumReason: maximumReason,
            maximumCode: .aboveEditLimit)
    }
}

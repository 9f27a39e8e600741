extension EditLimits {
    /// The floor and deficit cap an edited target must respect, from the person's current estimate
    /// as of the decision day (later days cannot have informed the decision): the trend-validated
    /// one when the document has days, else the equations. The same floor and cap as recommendations.
    public init(person: Person, document: InputDocument, on date: CalendarDate, policy: Policy) {
        let asOf = min(date, document.dayLog.asOf ?? date)
        let refined = MaintenanceAssessment(person: person, dayLog: document.dayLog, asOf: asOf, resetDate: document.lastResetDate, policy: policy)
        let maintenance = refined?.estimate.kcalPerDay ?? EnergyEstimate(person: person, policy: policy.estimate).nasemKcalPerDay
        let basis = refined == nil ? "equation" : "trend-validated"
        let target = policy.target
        let floor = target.intakeFloorKcalPerDay(person.equationSex)
        let maximumDeficit = min(target.deficitCapPercentOfMaintenance / 100 * maintenance, target.deficitCapKcalPerDay)
        let capMinimum = maintenance - maximumDeficit
        if floor >= capMinimum {
            self.init(
                minimumKcalPerDay: floor, minimumReason: "the intake floor of \(JSONWriter.format(floor)) kcal/day for the \(person.equationSex.rawValue) equations",
                minimumCode: "belowIntakeFloor")
            return
        }
        self.init(
            minimumKcalPerDay: capMinimum,
            minimumReason: "the deficit cap: at most \(JSONWriter.format(maximumDeficit.roundedTo(0.01))) kcal/day below the \(basis) maintenance estimate of \(JSONWriter.format(maintenance.roundedTo(0.01))) kcal/day (the smaller of \(JSONWriter.format(target.deficitCapPercentOfMaintenance)) % and \(JSONWriter.format(target.deficitCapKcalPerDay)) kcal/day)",
            minimumCode: "beyondDeficitCap")
    }
}

/// One local calendar day as the input document gives it (declared data, before any assessment).
public struct LoggedDay: Sendable, Equatable {
    /// The local calendar day.
    public var date: CalendarDate
    /// Logged energy intake, kcal (nil: nothing logged, which is never read as 0).
    public var intakeKcal: Double?
    /// Logged protein, g.
    public var proteinG: Double?
    /// Declared completeness (absent in the input = `unknown`).
    public var intakeCompleteness: IntakeCompleteness
    /// Review state (absent in the input = `open`).
    public var reviewStatus: ReviewStatus
    /// The day's weigh-in, kg (after any lb conversion; the first of the day when records had several).
    public var weightKg: Double?
    /// Step count.
    public var steps: Double?
    /// Training time, minutes.
    public var trainingMinutes: Double?
    /// The training types, foods and meal groups, nil when the day lists none (`Listed`).
    private var listed: Listed?
    /// Alcohol, g.
    public var alcoholG: Double?
    /// A body-fat reading with its method, when one was taken that day.
    public var bodyFat: BodyFatMeasurement?
    /// Where the day came from in the document (e.g. `/days/3`, or the first record placed on it).
    var sourcePath: JSONPointer
    /// Distinct weigh-ins on the day (records only; 1 for a `days` entry with a weight, 0 without).
    public var weighInCount: Int
    /// Records on the day that exactly repeated another (same kind, time and value) and were counted once.
    var duplicateRecordCount: Int
    /// With foods of which some carry no kcal, the sum of those that do: the day's intake is at least
    /// this, kcal, and `intakeKcal` is nil (a lower bound is not evidence). Nil otherwise.
    public var intakeAtLeastKcal: Double?
    /// The day's own intake, protein and alcohol members when it also lists foods: they must agree
    /// with the foods (`FoodLogCheck`); nil when none was given beside foods.
    var declaredBesideFoods: DeclaredBesideFoods?
}

// In an extension, so that the struct keeps its implicit memberwise initialiser, which this one
// calls: assigning the members one by one in the struct's own initialiser built the day in a
// temporary that was then copied out and destroyed, a copy per day made (~2 % of `rescore`'s
// instructions, callgrind), the byte reader's one per decoded day among them.
extension LoggedDay {
    /// A day with the given declarations; everything else absent.
    public init(
        date: CalendarDate, intakeKcal: Double? = nil, proteinG: Double? = nil,
        intakeCompleteness: IntakeCompleteness = .unknown, reviewStatus: ReviewStatus = .open,
        weightKg: Double? = nil, steps: Double? = nil, trainingMinutes: Double? = nil,
        trainingTypes: [String]? = nil, alcoholG: Double? = nil, bodyFat: BodyFatMeasurement? = nil,
        sourcePath: JSONPointer = .root,
        weighInCount: Int? = nil, duplicateRecordCount: Int = 0
    ) {
        self.init(
            date: date, intakeKcal: intakeKcal, proteinG: proteinG, intakeCompleteness: intakeCompleteness,
            reviewStatus: reviewStatus, weightKg: weightKg, steps: steps, trainingMinutes: trainingMinutes,
            listed: trainingTypes.map { Listed(trainingTypes: $0) }, alcoholG: alcoholG, bodyFat: bodyFat,
            sourcePath: sourcePath, weighInCount: weighInCount ?? (weightKg == nil ? 0 : 1),
            duplicateRecordCount: duplicateRecordCount, intakeAtLeastKcal: nil, declaredBesideFoods: nil)
    }

    /// The members a day holds as lists, which most days leave out. Kept apart, and absent (nil)
    /// when the day lists none of them, so that making, copying and freeing a day counts no
    /// reference for them: as three members of the day they were three reference counts written per
    /// day made and three released per day freed, the empty arrays' included (about 1 % of
    /// `rescore`'s instructions, issue 25).
    struct Listed: Sendable, Equatable {
        var trainingTypes: [String]?
        var foods: [FoodEvent] = []
        var mealGroups: [MealGroup] = []

        /// Whether the day lists nothing: then it holds no `Listed` (so that equal days compare equal).
        var isEmpty: Bool { trainingTypes == nil && foods.isEmpty && mealGroups.isEmpty }
    }

    /// Changes the lists; a day left listing nothing holds none.
    private mutating func changeListed(_ change: (inout Listed) -> Void) {
        var changed = listed ?? Listed()
        // Emptied first, so that `changed` is the lists' only holder and changes them in place.
        listed = nil
        change(&changed)
        listed = changed.isEmpty ? nil : changed
    }

    /// One entry per training session, by type (e.g. `strength`).
    public var trainingTypes: [String]? {
        get { listed?.trainingTypes }
        set { changeListed { $0.trainingTypes = newValue } }
    }

    /// The day's food log events, in listed order (empty: none listed). With foods, `intakeKcal` is
    /// their sum, and `proteinG` and `alcoholG` are theirs when any food carries them (`logFoods`).
    public var foods: [FoodEvent] {
        get { listed?.foods ?? [] }
        set { changeListed { $0.foods = newValue } }
    }

    /// The day's meal groups.
    public var mealGroups: [MealGroup] {
        get { listed?.mealGroups ?? [] }
        set { changeListed { $0.mealGroups = newValue } }
    }

    /// Sets the foods and the meal groups in one change of the lists.
    mutating func list(foods: [FoodEvent], mealGroups: [MealGroup]) {
        changeListed {
            $0.foods = foods
            $0.mealGroups = mealGroups
        }
    }
}

/// What a day's meals say about whether its log is complete, judged against the person's own
/// usual meals (issue 23 item 3, METHOD.md section 3, "Meals as evidence of a complete day").
///
/// The usual meals are learned from the person's own validated food logs before the day: the
/// evidence days listing foods in the `mealPatternWindowDays` before it, without a food lacking
/// kcal or a food whose slot an import assigned from the clock (`MealSource.clock`; such a day is
/// not judged either), and not themselves asked about (a day flagged by this rule or by the recent-intake rule
/// enters only once the person confirms it complete). With fewer than `mealPatternMinimumDays`
/// such days there is no claim. A slot is usual when it is logged on at least
/// `usualMealMinimumShare` of them; its usual energy is the median of its energy on the days it is
/// logged. A day missing a usual slot, or logging one below `mealFarBelowUsualFraction` × its usual
/// energy, suggests a partial log unless its logged intake is still at the person's usual level
/// (`mealShortBelowFractionOfRecentIntake` × their recent median: the meal was skipped or moved,
/// the energy is all there): it stays evidence, is asked about (`confirmPartialDay`), and the
/// whole-history filter reads `partialOddsFactor` (the policy's likelihood ratio) in its partial-day
/// mixture.
public struct MealEvidence: Sendable, Equatable {
    /// A usual slot logged far below its usual energy.
    public struct ShortSlot: Sendable, Equatable {
        /// The slot.
        public var slot: MealSlot
        /// Its energy on the day, kcal.
        public var kcal: Double
        /// Its usual energy (the median over the reference days it was logged on), kcal.
        public var usualKcal: Double
    }

    /// Reference days the usual meals were learned from.
    public var referenceDays: Int
    /// The person's usual slots, in slot order.
    public var usualSlots: [MealSlot]
    /// Usual slots with no food on the day.
    public var missingSlots: [MealSlot]
    /// Usual slots logged far below their usual energy.
    public var shortSlots: [ShortSlot]
    /// The day's logged intake is at or above `mealShortBelowFractionOfRecentIntake` × the person's own
    /// recent median: a missing or short meal was skipped or moved, not left unlogged.
    public var intakeAtUsualLevel: Bool
    /// The factor on the odds that the day is a partial log, for the whole-history filter.
    public var partialOddsFactor: Double

    /// Whether a usual meal is missing or far below its usual energy (the meals alone: what the
    /// filter's odds factor reads, since the filter weighs the day's energy itself).
    @inline(__always) public var mealsShort: Bool { !missingSlots.isEmpty || !shortSlots.isEmpty }
    /// Whether the day is asked about: its meals are short and its intake is not at the person's usual level.
    @inline(__always) public var suggestsPartialLog: Bool { mealsShort && !intakeAtUsualLevel }

    /// Judges the days of a ledger in date order (`DayLedger`). `reconciledComplete[index]` says
    /// whether the person declared the day complete and reconciled it (then it is confirmed, never
    /// asked about). Days without foods are untouched, so a ledger without foods is unchanged.
    static func judge(_ days: inout [LedgerDay], reconciledComplete: [Bool], policy: DayValidationPolicy) {
        // The reference days in the window, oldest first: each one's index and energy per slot.
        var reference: [(index: Int, kcal: SlotEnergy)] = []
        var oldest = 0
        // The window's energies per slot, kept sorted as it slides: the day entering is inserted
        // and the day leaving removed, so no day re-reads the window or sorts it for a median.
        var window = SlidingSlotEnergies(capacity: policy.mealPatternWindowDays + 1)
        // The usual slots of the last evidence made, shared by the next while they stay the same.
        var usualSlots: [MealSlot] = []
        for index in days.indices {
            // Through `LedgerDay.loggedFoods` and `intakeKcal`: `days[index].logged?.foods` copied the
            // whole ledger day out of the array (its log entry with it, retaining their members),
            // twice per day with foods (~900 instructions a day, callgrind, issue 25).
            guard let foods = days[index].loggedFoods, !foods.isEmpty else { continue }
            while oldest < reference.count, index - reference[oldest].index > policy.mealPatternWindowDays {
                window.remove(reference[oldest].kcal)
                oldest += 1
            }
            let exclusion = days[index].exclusion
            // Declared incomplete or untracked, or a food without kcal: nothing to judge. A slot an
            // import assigned from the clock is a convention, not the person's meal: such a day is
            // neither judged nor learned from.
            let judged =
                exclusion != .declaredIncomplete && exclusion != .declaredUntracked && exclusion != .intakeLowerBound
                && !foods.holdsClockSlots
            guard judged else { continue }
            let slots = Self.energyBySlot(foods)
            // Whether the day's meals suggest a partial log: this day's evidence when judged here,
            // else what the day holds. Asking the day (`awaitsPartialDayReview`) once its evidence
            // was stored copied the whole ledger day out of the array (~450 instructions a day,
            // callgrind, issue 25).
            var suggestsPartialLog: Bool
            if window.days >= policy.mealPatternMinimumDays {
                // The day's energy against the person's own recent median, when the ledger has one.
                var atUsualLevel = false
                if let median = days[index].recentIntakeReferenceKcal {
                    atUsualLevel = (days[index].intakeKcal ?? 0) >= policy.mealShortBelowFractionOfRecentIntake * median
                }
                var evidence = Self.evidence(
                    slots, window, intakeAtUsualLevel: atUsualLevel, policy: policy, reusing: &usualSlots)
                if reconciledComplete[index] {
                    // Confirmed complete: the filter trusts it already; it is not asked about.
                    evidence.partialOddsFactor = 1
                    if evidence.suggestsPartialLog { days[index].confirmedByReview = true }
                }
                suggestsPartialLog = evidence.suggestsPartialLog
                days[index].mealEvidence = evidence
            } else {
                suggestsPartialLog = days[index].mealEvidence?.suggestsPartialLog == true
            }
            // `LedgerDay.awaitsPartialDayReview`, from its members read in place.
            let asked =
                (days[index].intakeAssessment == .farBelowRecentIntake || suggestsPartialLog)
                && !days[index].confirmedByReview
            if days[index].isEvidence && !asked {
                reference.append((index, slots))
                window.insert(slots)
            }
        }
    }

    /// The energy of each slot logged on a day, kcal; nil for a slot with no food. Four stored
    /// members, not a dictionary: the rule reads every day's slots against up to
    /// `mealPatternWindowDays` reference days, and hashing them was most of its time.
    struct SlotEnergy: Sendable, Equatable {
        var breakfast: Double?
        var lunch: Double?
        var dinner: Double?
        var snack: Double?

        subscript(slot: MealSlot) -> Double? {
            get {
                switch slot {
                case .breakfast: breakfast
                case .lunch: lunch
                case .dinner: dinner
                case .snack: snack
                }
            }
            set {
                switch slot {
                case .breakfast: breakfast = newValue
                case .lunch: lunch = newValue
                case .dinner: dinner = newValue
                case .snack: snack = newValue
                }
            }
        }
    }

    /// The energy of each slot logged on a day (every food carries kcal on a judged day), summed in
    /// listed order.
    static func energyBySlot(_ foods: [FoodEvent]) -> SlotEnergy {
        var energy = SlotEnergy()
        for index in foods.indices {
            let meal = foods[index].meal
            energy[meal] = (energy[meal] ?? 0) + (foods[index].kcal ?? 0)
        }
        return energy
    }

    /// The energies of each slot over the reference days in the window, each kept in ascending
    /// order as days enter and leave, and how many reference days the window holds. A slot's
    /// array is exactly what sorting its energies in window order gives (equal values stay in the
    /// order they entered, and the day leaving is the oldest, so it is the first of its value).
    struct SlidingSlotEnergies: Sendable, Equatable {
        /// Reference days in the window.
        private(set) var days = 0
        /// Per slot, in `MealSlot.allCases` order: its energies on the days that logged it, ascending, kcal.
        private(set) var sorted: [[Double]]

        init(capacity: Int) {
            var empty: [Double] = []
            empty.reserveCapacity(capacity)
            sorted = Array(repeating: empty, count: MealSlot.allCases.count)
        }

        static func position(_ slot: MealSlot) -> Int {
            switch slot {
            case .breakfast: 0
            case .lunch: 1
            case .dinner: 2
            case .snack: 3
            }
        }

        /// Adds the newest reference day: each of its energies goes after the equal ones already there.
        mutating func insert(_ energy: SlotEnergy) {
            days += 1
            for slot in MealSlot.ordered {
                guard let kcal = energy[slot] else { continue }
                let slotIndex = Self.position(slot)
                sorted[slotIndex].insert(kcal, at: Self.firstIndex(in: sorted[slotIndex]) { $0 > kcal })
            }
        }

        /// Removes the oldest reference day: the first energy with its value's exact bits (so 0 and
        /// -0, equal as numbers, stay where a sort would put them).
        mutating func remove(_ energy: SlotEnergy) {
            days -= 1
            for slot in MealSlot.ordered {
                guard let kcal = energy[slot] else { continue }
                let slotIndex = Self.position(slot)
                var low = Self.firstIndex(in: sorted[slotIndex]) { $0 >= kcal }
                while low < sorted[slotIndex].count, sorted[slotIndex][low].bitPattern != kcal.bitPattern {
                    low += 1
                }
                if low < sorted[slotIndex].count { sorted[slotIndex].remove(at: low) }
            }
        }

        /// The first index of ascending `energies` whose energy satisfies `isPast` (a predicate
        /// false then true along the array), by bisection; the count when none does.
        private static func firstIndex(in energies: [Double], where isPast: (Double) -> Bool) -> Int {
            var low = 0
            var high = energies.count
            while low < high {
                let middle = (low + high) / 2
                if isPast(energies[middle]) { high = middle } else { low = middle + 1 }
            }
            return low
        }
    }

    /// The evidence of a day logging `slots` against the reference days of the sliding `window`.
    static func evidence(
        _ slots: SlotEnergy, _ window: SlidingSlotEnergies, intakeAtUsualLevel: Bool = false,
        policy: DayValidationPolicy
    ) -> MealEvidence {
        var usual: [MealSlot] = []
        return evidence(slots, window, intakeAtUsualLevel: intakeAtUsualLevel, policy: policy, reusing: &usual)
    }

    /// As `evidence(_:_:intakeAtUsualLevel:policy:)`, its usual slots `usual` itself when they are
    /// the same slots (then shared, not made again: the person's usual meals rarely change from one
    /// day to the next, and a new array was an allocation per judged day), else made and left in `usual`.
    static func evidence(
        _ slots: SlotEnergy, _ window: SlidingSlotEnergies, intakeAtUsualLevel: Bool = false,
        policy: DayValidationPolicy, reusing usual: inout [MealSlot]
    ) -> MealEvidence {
        var usualCount = 0
        var usualIsSame = true
        var missing: [MealSlot] = []
        var short: [ShortSlot] = []
        for slot in MealSlot.ordered {
            let energies = window.sorted[SlidingSlotEnergies.position(slot)]
            guard Double(energies.count) >= policy.usualMealMinimumShare * Double(window.days) else { continue }
            if usualIsSame && (usualCount == usual.count || usual[usualCount] != slot) {
                usual.removeSubrange(usualCount...)
                usualIsSame = false
            }
            if usualIsSame { usualCount += 1 } else { usual.append(slot) }
            guard let kcal = slots[slot] else {
                missing.append(slot)
                continue
            }
            let usualKcal = Self.median(sorted: energies)
            if kcal < policy.mealFarBelowUsualFraction * usualKcal {
                short.append(ShortSlot(slot: slot, kcal: kcal, usualKcal: usualKcal))
            }
        }
        if usualIsSame && usualCount < usual.count { usual.removeSubrange(usualCount...) }
        return Self.evidence(
            referenceDays: window.days, usual: usual, missing: missing, short: short,
            intakeAtUsualLevel: intakeAtUsualLevel, policy: policy)
    }

    /// The evidence of a day logging `slots` against the reference days' `history`, by a pass over
    /// the history and a sort per slot; `scratch` is room for one slot's energies (its contents are
    /// not read). The rule as first written, kept as the reference the sliding window
    /// (`evidence(_:_:intakeAtUsualLevel:policy:)`) is tested against.
    static func evidence(
        _ slots: SlotEnergy, _ history: ArraySlice<(index: Int, kcal: SlotEnergy)>, intakeAtUsualLevel: Bool = false,
        policy: DayValidationPolicy, scratch: inout [Double]
    ) -> MealEvidence {
        var usual: [MealSlot] = []
        var missing: [MealSlot] = []
        var short: [ShortSlot] = []
        for slot in MealSlot.ordered {
            scratch.removeAll(keepingCapacity: true)
            for day in history {
                if let kcal = day.kcal[slot] { scratch.append(kcal) }
            }
            guard Double(scratch.count) >= policy.usualMealMinimumShare * Double(history.count) else { continue }
            usual.append(slot)
            guard let kcal = slots[slot] else {
                missing.append(slot)
                continue
            }
            scratch.sort()
            let usualKcal = Self.median(sorted: scratch)
            if kcal < policy.mealFarBelowUsualFraction * usualKcal {
                short.append(ShortSlot(slot: slot, kcal: kcal, usualKcal: usualKcal))
            }
        }
        return Self.evidence(
            referenceDays: history.count, usual: usual, missing: missing, short: short,
            intakeAtUsualLevel: intakeAtUsualLevel, policy: policy)
    }

    private static func evidence(
        referenceDays: Int, usual: [MealSlot], missing: [MealSlot], short: [ShortSlot], intakeAtUsualLevel: Bool,
        policy: DayValidationPolicy
    ) -> MealEvidence {
        // The odds factor reads the meals alone: the filter's mixture already weighs the day's energy.
        let mealsShort = !missing.isEmpty || !short.isEmpty
        return MealEvidence(
            referenceDays: referenceDays, usualSlots: usual, missingSlots: missing, shortSlots: short,
            intakeAtUsualLevel: intakeAtUsualLevel,
            partialOddsFactor: mealsShort ? policy.partialOddsFactorMealsShort : policy.partialOddsFactorMealsUsual)
    }

    static func median(sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The question for the person ("dinner is not logged on Friday; was the day complete?"), with
    /// what to answer either way.
    func message(on date: CalendarDate, declaredComplete: Bool) -> String {
        let weekday = date.weekday.rawValue.prefix(1).uppercased() + date.weekday.rawValue.dropFirst()
        var parts: [String] = []
        if !missingSlots.isEmpty {
            let names = missingSlots.map(\.rawValue)
            parts.append(Self.joined(names) + (names.count == 1 ? " is" : " are") + " not logged on \(weekday)")
        }
        for slot in shortSlots {
            parts.append(
                "\(slot.slot.rawValue) on \(weekday) is \(OutputText.fixed(slot.kcal, 0)) kcal, far below your usual \(OutputText.fixed(slot.usualKcal, 0)) kcal"
            )
        }
        let how = declaredComplete ? "mark it reconciled" : "declare it complete and mark it reconciled"
        let sentence = parts.joined(separator: "; ")
        return sentence.prefix(1).uppercased() + sentence.dropFirst()
            + "; was the day complete? If it was, \(how); if part of the day is missing, declare it incomplete"
    }

    private static func joined(_ names: [String]) -> String {
        names.count <= 2
            ? names.joined(separator: " and ")
            : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }
}

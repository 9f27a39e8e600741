import TestSupport
import Testing

@testable import NutritionEngine

/// Two things kept rather than made again on the food path (issue 25): a food's pointer, kept as its
/// day's pointer and its index (`FoodPath`) until an issue names it, and the usual meal slots of
/// the meal evidence, shared from one judged day to the next while they stay the same.
@Suite struct FoodPathAndUsualSlotsTests {
    @Test func aFoodsPointerIsItsDaysFoodsEntry() {
        let day = JSONPointer.root.appending("days").appending(3)
        let kept = FoodPath(day: day, index: 2)
        #expect(kept.pointer == JSONPointer("/days/3/foods/2"))
        #expect(kept.pointer.description == "/days/3/foods/2")
        // Equal to the same pointer kept whole, however it was made; not to another entry's.
        #expect(kept == FoodPath(JSONPointer("/days/3/foods/2")))
        #expect(kept != FoodPath(day: day, index: 1))
        #expect(kept != FoodPath(JSONPointer("/days/3/foods")))
        var event = FoodEvent(meal: .lunch, name: "Soup", sourcePath: JSONPointer("/days/3/foods/2"))
        let other = FoodEvent(meal: .lunch, name: "Soup")
        var same = other
        same.path = kept
        #expect(event == same && event.sourcePath == same.sourcePath)
        event.sourcePath = JSONPointer("/days/4/foods/0")
        #expect(event != same && event.sourcePath.description == "/days/4/foods/0")
    }

    /// The evidence made with the last day's usual slots at hand is the evidence made afresh, on
    /// seeded windows whose usual slots change now and then; and the slots at hand are then the new ones.
    @Test func sharedUsualSlotsGiveTheSameEvidence() {
        var random = SplitMix64(seed: 2026_1201_2335)
        var policy = DayValidationPolicy.standard
        policy.mealPatternMinimumDays = 1
        for trial in 0..<100 {
            var window = MealEvidence.SlidingSlotEnergies(capacity: 40)
            var usual: [MealSlot] = []
            var history: [MealEvidence.SlotEnergy] = []
            // Each slot logged with its own probability, which drifts so that the usual set changes.
            var shares = MealSlot.allCases.map { _ in random.unit() }
            for step in 0..<120 {
                if random.chance(0.05) { shares[Int(random.next() % 4)] = random.unit() }
                var day = MealEvidence.SlotEnergy()
                for (position, slot) in MealSlot.allCases.enumerated() where random.chance(shares[position]) {
                    day[slot] = Double(200 + random.next() % 600)
                }
                let fresh = MealEvidence.evidence(day, window, intakeAtUsualLevel: step % 3 == 0, policy: policy)
                let shared = MealEvidence.evidence(
                    day, window, intakeAtUsualLevel: step % 3 == 0, policy: policy, reusing: &usual)
                #expect(shared == fresh, "trial \(trial), step \(step)")
                #expect(usual == fresh.usualSlots, "trial \(trial), step \(step)")
                window.insert(day)
                history.append(day)
                if history.count > 30 { window.remove(history.removeFirst()) }
            }
        }
    }
}

import TestSupport
import Testing

@testable import NutritionEngine

/// The meal-evidence rule keeps each slot's reference energies sorted as its window slides
/// (`MealEvidence.SlidingSlotEnergies`) instead of passing over the window and sorting per judged
/// day. The property: on random windows the sliding form gives the same evidence (reference days,
/// usual, missing and short slots, medians) as the pass-and-sort form it replaced, and each slot's
/// array is exactly the sorted energies of the window's days.
@Suite struct MealEvidenceSlidingWindowTests {
    /// A random day's energy per slot: each slot logged or not, from a small set of values (so
    /// ties, zeros and -0 occur) or a continuous range.
    static func randomDay(_ random: inout SplitMix64) -> MealEvidence.SlotEnergy {
        var energy = MealEvidence.SlotEnergy()
        let presence = random.uniform(0.2, 1)
        for slot in MealSlot.allCases where random.chance(presence) {
            energy[slot] =
                random.chance(0.5)
                ? [0, -0.0, 150, 400, 400, 600, 800][Int(random.next() % 7)]
                : random.uniform(0, 1_500)
        }
        return energy
    }

    @Test func slidingWindowAgreesWithPassAndSortOnRandomWindows() {
        var random = SplitMix64(seed: 20_261_201)
        var checked = 0
        for _ in 0..<200 {
            var policy = DayValidationPolicy.standard
            policy.usualMealMinimumShare = random.uniform(0.5, 1)
            policy.mealFarBelowUsualFraction = random.uniform(0, 1)
            let capacity = 1 + Int(random.next() % 40)
            var history: [(index: Int, kcal: MealEvidence.SlotEnergy)] = []
            var oldest = 0
            var window = MealEvidence.SlidingSlotEnergies(capacity: capacity)
            var scratch: [Double] = []
            for step in 0..<120 {
                // Days enter one at a time; a random number of the oldest leave (the window's span varies).
                let day = Self.randomDay(&random)
                history.append((step, day))
                window.insert(day)
                while history.count - oldest > capacity || (oldest < history.count && random.chance(0.15)) {
                    window.remove(history[oldest].kcal)
                    oldest += 1
                }
                let slice = history[oldest...]
                #expect(window.days == slice.count)
                for slot in MealSlot.allCases {
                    let expected = slice.compactMap { $0.kcal[slot] }.sorted()
                    let actual = window.sorted[MealEvidence.SlidingSlotEnergies.position(slot)]
                    #expect(actual.map(\.bitPattern) == expected.map(\.bitPattern))
                }
                let judged = Self.randomDay(&random)
                let atUsualLevel = random.chance(0.5)
                let sliding = MealEvidence.evidence(judged, window, intakeAtUsualLevel: atUsualLevel, policy: policy)
                let sorting = MealEvidence.evidence(
                    judged, slice, intakeAtUsualLevel: atUsualLevel, policy: policy, scratch: &scratch)
                #expect(sliding == sorting)
                #expect(
                    sliding.shortSlots.map(\.usualKcal.bitPattern) == sorting.shortSlots.map(\.usualKcal.bitPattern))
                checked += 1
            }
        }
        #expect(checked == 24_000)
    }

    @Test func theMedianOfAnEvenWindowIsTheMeanOfItsMiddlePair() {
        // Dinner 800, 600, 1,000, 700 entered in that order: sorted 600, 700, 800, 1,000, median 750;
        // after the first (800) leaves: 600, 700, 1,000, median 700.
        var window = MealEvidence.SlidingSlotEnergies(capacity: 4)
        var days: [MealEvidence.SlotEnergy] = []
        for kcal in [800.0, 600, 1_000, 700] {
            var day = MealEvidence.SlotEnergy()
            day.dinner = kcal
            days.append(day)
            window.insert(day)
        }
        let dinner = MealEvidence.SlidingSlotEnergies.position(.dinner)
        #expect(window.sorted[dinner] == [600, 700, 800, 1_000])
        #expect(MealEvidence.median(sorted: window.sorted[dinner]) == 750)
        window.remove(days[0])
        #expect(window.days == 3 && window.sorted[dinner] == [600, 700, 1_000])
        #expect(MealEvidence.median(sorted: window.sorted[dinner]) == 700)
    }
}

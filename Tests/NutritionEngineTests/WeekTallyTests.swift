import Testing

@testable import NutritionEngine

/// `WeekTally` (issue 25) gives the week's means and totals the lists gave: `reduce(0, +)` over the
/// values in order, divided by their count, bit for bit, on seeded weeks of up to seven values
/// (signed zeros, tiny and huge values among them) and on no values at all.
@Suite struct WeekTallyTests {
    @Test func sumsAndMeansAreTheListsBitForBit() {
        var random = SeededNumbers(seed: 7)
        let specials: [Double] = [-0.0, 0, 1e-300, 1e300, 0.1, 0.2, 2_000, 74.3]
        var compared = 0
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...7, using: &random)
            let values = (0..<count).map { _ in
                Bool.random(using: &random)
                    ? specials[Int.random(in: 0..<specials.count, using: &random)]
                    : Double.random(in: -5_000...5_000, using: &random)
            }
            var tally = WeekTally()
            for value in values { tally.add(value) }
            let listTotal: Double? = values.isEmpty ? nil : values.reduce(0, +)
            let listMean: Double? = values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
            #expect(tally.count == values.count)
            #expect(tally.total?.bitPattern == listTotal?.bitPattern, "\(values)")
            #expect(tally.mean?.bitPattern == listMean?.bitPattern, "\(values)")
            compared += 1
        }
        #expect(compared == 20_000)
        // By hand: 0.1 + 0.2 in that order is 0.30000000000000004, and its mean over two 0.15000000000000002.
        var tally = WeekTally()
        tally.add(0.1)
        tally.add(0.2)
        #expect(tally.total == 0.30000000000000004 && tally.mean == 0.15000000000000002)
        #expect(WeekTally().mean == nil && WeekTally().total == nil)
    }
}

import NutritionEngine
import Testing

@Suite struct PolicyReaderTests {
    func read(_ value: JSONValue) throws -> Policy {
        let text = try JSONWriter().string(value)
        return try PolicyReader.read(Array(text.utf8))
    }

    @Test func theEchoedPolicyReadsBackAsTheSamePolicy() throws {
        // Every parameter an output echoes can be set by a policy file, under the same name.
        #expect(try read(PolicyReport.json(.standard)) == Policy.standard)
    }

    @Test func aChangedParameterIsTakenAndTheRestStayStandard() throws {
        let policy = try read(["version": "proposal-1", "target": ["intakeFloorKcalPerDay": ["female": 1300]], "checkIn": ["deadBandKcalPerDay": 50]])
        #expect(policy.version == "proposal-1")
        #expect(policy.target.intakeFloorKcalPerDay(.female) == 1300)
        #expect(policy.target.intakeFloorKcalPerDay(.male) == 1500)
        #expect(policy.checkIn.deadBandKcalPerDay == 50)
        #expect(policy.estimate == Policy.standard.estimate)
    }

    @Test func aPolicyWithoutAVersionIsRefused() {
        #expect(throws: ValidationFailure.self) { try read(["target": ["deficitCapKcalPerDay": 500]]) }
    }

    @Test func anInvertedRangeIsRefused() {
        #expect(throws: ValidationFailure.self) { try read(["version": "x", "target": ["allowedLossRatePercentPerWeek": ["low": 1, "high": 0.5]]]) }
    }
}

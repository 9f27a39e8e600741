import NutritionEngine
import Testing

@Suite struct PolicyReaderTests {
    func read(_ value: JSONValue) throws -> Policy {
        let text = try JSONWriter().string(value)
        return try PolicyReader.read(Array(text.utf8))
    }

    @Test func theEchoedPolicyReadsBackAsTheSamePolicy() throws {
        // Every parameter an output echoes can be set by a policy file, under the same name.
        #expect(try read(PolicyEcho.json(.standard)) == Policy.standard)
    }

    @Test func aChangedParameterIsTakenAndTheRestStayStandard() throws {
        let policy = try read([
            "version": "proposal-1", "target": ["intakeFloorKcalPerDay": ["female": 1300]],
            "checkIn": ["deadBandKcalPerDay": 50],
        ])
        #expect(policy.version == "proposal-1")
        #expect(policy.target.intakeFloorKcalPerDay(.female) == 1300)
        #expect(policy.target.intakeFloorKcalPerDay(.male) == 1500)
        #expect(policy.checkIn.deadBandKcalPerDay == 50)
        #expect(policy.estimate == Policy.standard.estimate)
    }

    @Test func theDaysMaintenanceAndProjectionSectionsAreRead() throws {
        let policy = try read([
            "version": "proposal-1",
            "days": ["plausibleWeightKg": ["low": 30, "high": 300], "recentIntakeWindowDays": 21],
            "maintenance": ["windowDays": 42, "stateSpace": ["noiseGridKg": [0.5], "modelsAdaptation": false]],
            "projection": ["stepDays": 0.5],
        ])
        #expect(policy.days.plausibleWeightKg == 30...300 && policy.days.recentIntakeWindowDays == 21)
        #expect(policy.maintenance.windowDays == 42 && policy.maintenance.stateSpace.noiseGridKg == [0.5])
        #expect(policy.maintenance.stateSpace.modelsAdaptation == false)
        #expect(
            policy.maintenance.stateSpace.autocorrelationGrid
                == Policy.standard.maintenance.stateSpace.autocorrelationGrid)
        #expect(policy.projection.stepDays == 0.5 && policy.target == Policy.standard.target)
    }

    @Test func aGridMustHoldOneToTenValuesWithinItsBounds() throws {
        for grid: JSONValue in [[], [0.4, 6], ["0.4"], .array(Array(repeating: 0.5, count: 11))] {
            do {
                _ = try read(["version": "proposal-1", "maintenance": ["stateSpace": ["noiseGridKg": grid]]])
                Issue.record("\(grid) was read")
            } catch let error as ValidationFailure {
                #expect(
                    error.issues.first?.path.description.hasPrefix("/maintenance/stateSpace/noiseGridKg") == true,
                    "\(error.issues)")
            }
        }
    }

    @Test func aPolicyWithoutAVersionIsRefused() {
        #expect(throws: ValidationFailure.self) { try read(["target": ["deficitCapKcalPerDay": 500]]) }
    }

    @Test func anInvertedRangeIsRefused() {
        #expect(throws: ValidationFailure.self) {
            try read(["version": "x", "target": ["allowedLossRatePercentPerWeek": ["low": 1, "high": 0.5]]])
        }
    }
}

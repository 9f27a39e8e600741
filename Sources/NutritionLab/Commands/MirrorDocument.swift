import Foundation

/// Decodable mirror of the input document, for timing Foundation's `JSONDecoder` on the same
/// bytes `rescore` reads (benchmark only: it checks nothing the engine's reader checks).
struct MirrorDocument: Decodable {
    struct Person: Decodable {
        var equationSex: String
        var ageYears: Double
        var heightCm: Double?
        var weightKg: Double?
        var activityLevel: String
        var bodyFatPercent: Double?
        var trainingExperience: String?
    }

    struct Goal: Decodable {
        var kind: String
        var landingWeightKg: Double?
        var ratePercentPerWeek: Double?
    }

    struct Day: Decodable {
        var date: String
        var intakeKcal: Double?
        var intakeCompleteness: String?
        var proteinG: Double?
        var steps: Double?
        var weightKg: Double?
    }

    struct Offer: Decodable {
        var kind: String
        var newTargetKcalPerDay: Double?
        var changeKcalPerDay: Double?
        var reasonCodes: [String]
    }

    struct Event: Decodable {
        var kind: String
        var date: String
        var algorithmVersion: String
        var eligibility: String?
        var goal: Goal?
        var policyVersion: String?
        var targetKcalPerDay: Double?
        var targetSource: String?
        var week: String?
        var recommendation: Offer?
        var undoesEvent: Int?
        var weekStart: String?
        var details: [String]?
    }

    struct Target: Decodable {
        var kcalPerDay: Double
        var source: String
    }

    struct Plan: Decodable {
        var goal: Goal?
        var activeTarget: Target?
        var history: [Event]
    }

    var schemaVersion: Int
    var asOf: String?
    var person: Person?
    var safetyScreen: [String: Bool?]?
    var goal: Goal?
    var days: [Day]?
    var plan: Plan?
}

import Foundation
import NutritionLab
import Testing

@testable import NutritionEngine

/// Generative agreement between the byte-level fast paths and the tree reader, driven by the field
/// tables (`DayFields`, `PlanEventFields`): for every numeric member, seeded values at, just inside
/// and just outside each bound are read both ways and must give the same document or the same issues;
/// the verdict must be the one the table states, and a value the table accepts must take the fast path.
///
/// This is the test that catches a bound changed in one reader only (issue 14: `alcoholG` widened in
/// the byte decoder let `rescore` accept `"alcoholG": 2500` while `days` refused it).
@Suite struct FieldTableAgreementTests {
    /// A document with one plain day before the probed one and one after, so the array is decoded
    /// as a whole and the probed day sits between others.
    static func dayDocument(_ member: String) -> [UInt8] {
        dayDocument(wholeDay: #""date":"2025-10-02","# + member)
    }

    /// As `dayDocument`, with the probed day's members all given (its date too, or none).
    static func dayDocument(wholeDay members: String) -> [UInt8] {
        Array(
            (#"{"schemaVersion":1,"days":[{"date":"2025-10-01","intakeKcal":2000},{"# + members
                + #"},{"date":"2025-10-03","intakeCompleteness":"complete"}]}"#).utf8)
    }

    /// The JSON text of `value` (Swift's shortest round-trip form, which is valid JSON).
    static func text(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// Seeded probes around `bounds`: each with whether the table accepts it.
    static func probes(_ bounds: ClosedRange<Double>, integer: Bool, random: inout SplitMix64) -> [(
        value: Double, inside: Bool
    )] {
        var steps: [Double] = integer ? [1, 2] : [1, 0.5, 0.001]
        // A random step per run of the seed, so the probes are not only round numbers.
        steps.append(
            integer
                ? Double(Int.random(in: 1...1_000, using: &random)) : Double.random(in: 0.000_001..<1, using: &random))
        var probes: [(Double, Bool)] = [(bounds.lowerBound, true), (bounds.upperBound, true)]
        for step in steps {
            probes.append((bounds.lowerBound + step, bounds.lowerBound + step <= bounds.upperBound))
            probes.append((bounds.upperBound - step, bounds.upperBound - step >= bounds.lowerBound))
            probes.append((bounds.lowerBound - step, false))
            probes.append((bounds.upperBound + step, false))
        }
        if !integer {
            // The nearest doubles past each bound (17 significant digits: the parser's slow path).
            probes.append((bounds.lowerBound.nextDown, false))
            probes.append((bounds.upperBound.nextUp, false))
            probes.append((Double.random(in: bounds, using: &random), true))
        } else {
            probes.append(
                (Double(Int.random(in: Int(bounds.lowerBound)...Int(bounds.upperBound), using: &random)), true))
            probes.append((bounds.lowerBound + 0.5, false))
        }
        return probes
    }

    /// Reads `bytes` both ways, expects the same outcome, and returns it with whether the day array
    /// took the fast path.
    static func readBothWays(_ bytes: [UInt8], _ label: String) -> (
        Result<InputDocument, ValidationFailure>, decodedDays: Bool, decodedHistory: Bool
    ) {
        let fast = BytesDecoderAgreementTests.fastOutcome(bytes)
        #expect(fast == BytesDecoderAgreementTests.treeOutcome(bytes), "\(label)")
        let decoded = try? JSONParser().parseDecodingEntries(bytes)
        return (fast, decoded?.1 != nil, decoded?.2 != nil)
    }

    /// The numeric members of a day, as (key, bounds, unit, whole numbers only, on the fast path).
    static let dayNumbers: [(key: String, bounds: ClosedRange<Double>, unit: String, integer: Bool, fastPath: Bool)] = [
        (DayFields.intakeKcal.key, DayFields.intakeKcal.bounds, DayFields.intakeKcal.unit, false, true),
        (DayFields.proteinG.key, DayFields.proteinG.bounds, DayFields.proteinG.unit, false, true),
        (DayFields.weightKg.key, DayFields.weightKg.bounds, DayFields.weightKg.unit, false, true),
        (DayFields.weightLb.key, DayFields.weightLb.bounds, DayFields.weightLb.unit, false, false),
        (
            DayFields.steps.key, Double(DayFields.steps.bounds.lowerBound)...Double(DayFields.steps.bounds.upperBound),
            "", true, true
        ),
        (DayFields.trainingMinutes.key, DayFields.trainingMinutes.bounds, DayFields.trainingMinutes.unit, false, true),
        (DayFields.alcoholG.key, DayFields.alcoholG.bounds, DayFields.alcoholG.unit, false, true),
    ]

    @Test func everyNumericDayMemberIsCheckedAgainstTheTableBothWays() throws {
        // Every numeric row of the table is probed (a new numeric member cannot be left out).
        let numericKeys = Set(
            DayFields.all.compactMap { field -> String? in
                switch field.shape {
                case .number, .integer: field.key
                default: nil
                }
            })
        // bodyFatPercent needs its method: probed separately below.
        #expect(Set(Self.dayNumbers.map(\.key)).union([DayFields.bodyFatPercent.key]) == numericKeys)
        for seed in 0..<4 {
            var random = SplitMix64(seed: UInt64(14_001 + seed))
            for field in Self.dayNumbers {
                for probe in Self.probes(field.bounds, integer: field.integer, random: &random) {
                    let member = "\"\(field.key)\":\(Self.text(probe.value))"
                    let (outcome, decoded, _) = Self.readBothWays(Self.dayDocument(member), member)
                    switch outcome {
                    case .success:
                        #expect(probe.inside, "\(member) was accepted outside the table's bounds")
                        if field.fastPath {
                            #expect(decoded, "\(member): a value the table accepts left the fast path")
                        }
                    case .failure(let failure):
                        #expect(!probe.inside, "\(member) was refused inside the table's bounds")
                        let issue = failure.issues.first
                        #expect(
                            failure.issues.count == 1 && issue?.code == .outOfRange
                                && issue?.path == JSONPointer(tokens: ["days", "1", field.key]), "\(member)")
                        // The message states the table's bounds.
                        let lower =
                            field.integer
                            ? String(Int(field.bounds.lowerBound)) : JSONWriter.format(field.bounds.lowerBound)
                        let upper =
                            field.integer
                            ? String(Int(field.bounds.upperBound)) : JSONWriter.format(field.bounds.upperBound)
                        #expect(
                            issue?.message.contains("\(lower)") == true && issue?.message.contains("\(upper)") == true,
                            "\(member): \(issue?.message ?? "")")
                    }
                }
            }
            for probe in Self.probes(DayFields.bodyFatPercent.bounds, integer: false, random: &random) {
                let member = "\"bodyFatPercent\":\(Self.text(probe.value)),\"bodyFatMethod\":\"dexa\""
                let (outcome, _, _) = Self.readBothWays(Self.dayDocument(member), member)
                if case .success = outcome {
                    #expect(probe.inside, "\(member)")
                } else {
                    #expect(!probe.inside, "\(member)")
                }
            }
        }
    }

    @Test func everyDayChoiceIsCheckedAgainstTheTableBothWays() throws {
        for field in DayFields.all {
            guard case .choice(let choices) = field.shape else { continue }
            for choice in choices + ["Complete", "", "other"] {
                let member =
                    field.key == DayFields.bodyFatMethod.key
                    ? "\"bodyFatPercent\":20,\"\(field.key)\":\"\(choice)\"" : "\"\(field.key)\":\"\(choice)\""
                let (outcome, decoded, _) = Self.readBothWays(Self.dayDocument(member), member)
                let accepted = if case .success = outcome { true } else { false }
                #expect(accepted == choices.contains(choice), "\(member)")
                if accepted && field.key != DayFields.bodyFatMethod.key {
                    #expect(decoded, "\(member) left the fast path")
                }
            }
        }
    }

    /// A document whose plan history holds `event` between two plain events.
    static func historyDocument(_ event: String) -> [UInt8] {
        let plain = #"{"algorithmVersion":"v","date":"2026-01-01","kind":"recommendationDeferred"}"#
        return Array((#"{"schemaVersion":1,"plan":{"history":["# + plain + "," + event + "," + plain + "]}}").utf8)
    }

    /// The numeric members of an event and its offer, each with an event that carries it (`%@` the value).
    static let eventNumbers: [(key: String, bounds: ClosedRange<Double>, integer: Bool, event: String)] = [
        (
            PlanEventFields.targetKcalPerDay.key, PlanEventFields.targetKcalPerDay.bounds, false,
            #"{"algorithmVersion":"v","date":"2026-01-01","kind":"targetEdited","targetKcalPerDay":%@}"#
        ),
        (
            PlanEventFields.undoesEvent.key,
            Double(
                PlanEventFields.undoesEvent.bounds.lowerBound)...Double(PlanEventFields.undoesEvent.bounds.upperBound),
            true,
            #"{"algorithmVersion":"v","date":"2026-01-01","kind":"decisionUndone","targetKcalPerDay":2000,"undoesEvent":%@}"#
        ),
        (
            PlanEventFields.OfferFields.newTargetKcalPerDay.key, PlanEventFields.OfferFields.newTargetKcalPerDay.bounds,
            false,
            #"{"algorithmVersion":"v","date":"2026-01-01","kind":"recommendationOffered","recommendation":{"kind":"adjust","newTargetKcalPerDay":%@,"changeKcalPerDay":-100,"reasonCodes":["x"]},"week":"2025-12-22"}"#
        ),
        (
            PlanEventFields.OfferFields.changeKcalPerDay.key, PlanEventFields.OfferFields.changeKcalPerDay.bounds,
            false,
            #"{"algorithmVersion":"v","date":"2026-01-01","kind":"recommendationOffered","recommendation":{"kind":"adjust","newTargetKcalPerDay":1900,"changeKcalPerDay":%@},"week":"2025-12-22"}"#
        ),
    ]

    @Test func everyNumericEventMemberIsCheckedAgainstTheTableBothWays() throws {
        let numericKeys = Set(
            (PlanEventFields.all + PlanEventFields.OfferFields.all).compactMap { field -> String? in
                switch field.shape {
                case .number, .integer: field.key
                default: nil
                }
            })
        #expect(Set(Self.eventNumbers.map(\.key)) == numericKeys)
        for seed in 0..<4 {
            var random = SplitMix64(seed: UInt64(14_101 + seed))
            for field in Self.eventNumbers {
                for probe in Self.probes(field.bounds, integer: field.integer, random: &random) {
                    let event = field.event.replacingOccurrences(of: "%@", with: Self.text(probe.value))
                    let (outcome, _, decoded) = Self.readBothWays(Self.historyDocument(event), event)
                    switch outcome {
                    case .success:
                        #expect(probe.inside, "\(event) was accepted outside the table's bounds")
                        #expect(decoded, "\(event): a value the table accepts left the fast path")
                    case .failure(let failure):
                        #expect(!probe.inside, "\(event) was refused inside the table's bounds")
                        #expect(
                            failure.issues.count == 1 && failure.issues.first?.code == .outOfRange
                                && failure.issues.first?.path.description.hasSuffix("/\(field.key)") == true, "\(event)"
                        )
                    }
                }
            }
        }
    }

    @Test func everyEventChoiceIsCheckedAgainstTheTableBothWays() throws {
        let templates: [String: String] = [
            PlanEventFields.eligibility.key:
                #"{"algorithmVersion":"v","date":"2026-01-01","eligibility":"%@","kind":"planCreated","policyVersion":"p","targetSource":"recommended"}"#,
            PlanEventFields.targetSource.key:
                #"{"algorithmVersion":"v","date":"2026-01-01","eligibility":"eligible","kind":"planCreated","policyVersion":"p","targetSource":"%@"}"#,
            PlanEventFields.kind.key: #"{"algorithmVersion":"v","date":"2026-01-01","kind":"%@"}"#,
        ]
        for field in PlanEventFields.all {
            guard case .choice(let choices) = field.shape else { continue }
            let template = try #require(templates[field.key], "\(field.key): no probe for this choice")
            for choice in choices + ["Eligible", "", "other"] {
                let event = template.replacingOccurrences(of: "%@", with: choice)
                let (outcome, _, decoded) = Self.readBothWays(Self.historyDocument(event), event)
                let accepted = if case .success = outcome { true } else { false }
                // A kind probe without its kind's required members is refused whatever the kind.
                if field.key != PlanEventFields.kind.key {
                    #expect(accepted == choices.contains(choice), "\(event)")
                    if accepted { #expect(decoded, "\(event) left the fast path") }
                }
            }
        }
    }

    /// A seeded value for `field`: mostly valid (inside or at its bounds, a listed choice), else
    /// outside its bounds, an unlisted choice or the wrong shape.
    static func randomValue(_ field: FieldSpec, random: inout SplitMix64) -> String {
        let valid = Int.random(in: 0..<6, using: &random) > 0
        func pick(_ values: [String]) -> String { values.randomElement(using: &random) ?? "null" }
        func number(_ bounds: ClosedRange<Double>, integer: Bool) -> String {
            let candidates = probes(bounds, integer: integer, random: &random).filter { $0.inside == valid }
            return text(candidates.randomElement(using: &random)?.value ?? bounds.lowerBound)
        }
        switch field.shape {
        case .date: return valid ? "\"2025-09-30\"" : pick(["\"2025-02-30\"", "\"2025-10-3\"", "20250930"])
        case .string: return valid ? "\"v\"" : "1"
        case .number(let bounds): return number(bounds, integer: false)
        case .integer(let bounds): return number(Double(bounds.lowerBound)...Double(bounds.upperBound), integer: true)
        case .choice(let choices): return "\"" + (valid ? pick(choices) : "Other") + "\""
        case .strings:
            return valid ? pick(["[]", "[\"run\"]", "[\"run\",\"strength\"]"]) : pick(["[\"\"]", "[1]", "\"run\""])
        case .nested: return valid ? "[]" : pick(["{}", "1"])
        }
    }

    @Test func seededRandomDaysFromTheTableReadTheSameBothWays() throws {
        var random = SplitMix64(seed: 14_201)
        var accepted = 0
        var decodedCount = 0
        for _ in 0..<300 {
            // A random subset of the table's members (the date nearly always), each with a seeded value.
            let members = DayFields.all.filter { field in
                // The date nearly always, each other member one time in four.
                if field.key == DayFields.date.key { return Int.random(in: 0..<20, using: &random) > 0 }
                return Int.random(in: 0..<4, using: &random) == 0
            }
            let body = members.map { "\"\($0.key)\":\(Self.randomValue($0, random: &random))" }.joined(separator: ",")
            let (outcome, decoded, _) = Self.readBothWays(Self.dayDocument(wholeDay: body), body)
            if case .success = outcome { accepted += 1 }
            if decoded { decodedCount += 1 }
        }
        // Both verdicts occur, and the fast path is taken for some of the accepted days.
        #expect(accepted >= 30 && accepted <= 270, "\(accepted) of 300 accepted")
        #expect(decodedCount >= 10, "\(decodedCount) decoded on the fast path")
    }
}

import Foundation
import NutritionEngine
import TestSupport
import Testing

/// The evaluations of `recommend`, `plan new`, `plan set-target`, `plan reset` and `decide`, called
/// as an app embedding the library calls them: a document in, a typed result out.
///
/// The numbers are the walkthrough's worked example, by hand from the published coefficients
/// (`Vectors/rescore/initial-target-by-hand/case.json`): NASEM 2023, women, low active:
/// 575.77 − 7.01 × 38 + 6.60 × 167 + 12.14 × 78 = 2358.51 kcal/day, 95 % ± 1.96 × 245.75 = 481.67;
/// 0.5 %/week of 78 kg = 0.39 kg/week × Forbes rho 7397.44 / 7 = 412.14 kcal/day;
/// 2358.51 − 412.14 = 1946.37, rounded to the 10 kcal step: 1950.
@Suite struct RecommendAndPlanEvaluationTests {
    static let walkthrough = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Vectors/check-in/walkthrough")

    /// The walkthrough's person and goal without days or plan.
    static let noDays = """
        {"schemaVersion":1,
         "person":{"equationSex":"female","ageYears":38,"heightCm":167,"weightKg":78,"activityLevel":"lowActive"},
         "safetyScreen":{"chronicKidneyDisease":false,"eatingDisorder":false,"glucoseLoweringMedication":false,
           "lactating":false,"otherConditionUnderCare":false,"pregnant":false,"type1Diabetes":false},
         "goal":{"kind":"lose","landingWeightKg":70,"ratePercentPerWeek":0.5}}
        """

    static func source(_ text: String) throws -> SourceDocument {
        try SourceDocument(json: try JSONParser().parse(Array(text.utf8)))
    }

    static func walkthroughSource(_ step: String) throws -> SourceDocument {
        let bytes = try Data(contentsOf: walkthrough.appendingPathComponent("\(step)/input.json"))
        return try SourceDocument(json: try JSONParser().parse(bytes))
    }

    static func request(_ text: String) throws -> RecommendRequest {
        RecommendRequest(document: try InputDocumentReader.read(Array(text.utf8)))
    }

    @Test func recommendGivesTheWorkedExamplesTarget() throws {
        let result = try Evaluate.recommend(try Self.request(Self.noDays), policy: .standard)
        guard case .recommendation(let report) = result, let target = report.target else {
            Issue.record("expected a target, found \(result)")
            return
        }
        let initial = target.initial
        #expect(isApproximatelyEqual(initial.maintenanceKcalPerDay, 2358.51, absolute: 0.005))
        #expect(isApproximatelyEqual(initial.requestedDeficitKcalPerDay ?? 0, 412.14, absolute: 0.005))
        #expect(isApproximatelyEqual(initial.kcalPerDay, 2358.51 - 412.14, absolute: 0.01))
        #expect(initial.roundedKcalPerDay == 1950)
        // The ends of 2358.51 ± 481.67: at the low end the 20 % cap (375.37) is smaller than the rate's
        // deficit, at the high end it is not.
        #expect(isApproximatelyEqual(initial.range95KcalPerDay.lowerBound, 1876.84 * 0.8, absolute: 0.01))
        #expect(isApproximatelyEqual(initial.range95KcalPerDay.upperBound, 2840.18 - 412.14, absolute: 0.01))
        #expect(target.basis.maintenance.source == .nasem2023Equation && target.basis.weight.source == .profile)
        #expect(
            target.basis.statement
                == "starting maintenance 2358.51 kcal/day (95 % 1876.84-2840.18) from the NASEM 2023 equations "
                + "(no logged days); current weight 78 kg, the profile weight (no weigh-ins)")
        // The renderers read these values: the JSON and the page say the same numbers.
        #expect(result.json["target"]?["kcalPerDay"] == .number(1950))
        #expect(try result.rendered(as: .markdown).contains("Target: **1950 kcal/day** (unrounded 1946.37;"))
        // The control for the manual-only test below: the walk finds the numbers an eligible result holds.
        #expect(Self.numbers(in: report).contains(1950))
        // rescore's entry point gives the same first target.
        let document = try Self.request(Self.noDays).document
        let recommendation = Evaluate.initialRecommendation(
            document: document, person: try #require(document.person), goal: try #require(document.goal),
            planState: nil, policy: .standard)
        #expect(recommendation.target == initial)
    }

    @Test func aManualOnlyResultHoldsNoNumberButThePersonsOwn() throws {
        var text = Self.noDays.replacingOccurrences(of: "\"pregnant\":false", with: "\"pregnant\":true")
        text = text.replacingOccurrences(
            of: "\"schemaVersion\":1,", with: "\"schemaVersion\":1,\"manualTargetKcal\":1800,")
        let result = try Evaluate.recommend(try Self.request(text), policy: .standard)
        guard case .manualOnly(let report) = result else {
            Issue.record("expected a manual-only result, found \(result)")
            return
        }
        #expect(report.eligibility.reasons.map(\.code) == [.screenAnswerYes])
        // By type: every number anywhere in the result's stored values is the person's own target.
        #expect(Self.numbers(in: report) == [1800])
        #expect(Self.numbers(in: result) == [1800])
    }

    /// Every `Double` and `Int` reachable from `value`'s stored properties.
    static func numbers(in value: Any) -> [Double] {
        if let number = value as? Double { return [number] }
        if let number = value as? Int { return [Double(number)] }
        return Mirror(reflecting: value).children.flatMap { numbers(in: $0.value) }
    }

    @Test func aPlanCreatedManualOnlyStaysSoForAnEligiblePerson() throws {
        var request = try Self.request(Self.noDays)
        var created = PlanEvent(kind: .planCreated, date: try #require(CalendarDate(iso: "2026-09-28")))
        created.eligibility = .manualOnly
        created.targetSource = .manual
        created.policyVersion = "older"
        request.document.plan = Plan(goal: nil, activeTarget: nil, history: [created])
        let result = try Evaluate.recommend(request, policy: .standard)
        guard case .manualOnlyPlan(let report) = result else {
            Issue.record("expected the plan's manual-only result, found \(result)")
            return
        }
        #expect(report.gate.reasonCodes == ["planManualOnly"])
        #expect(Self.numbers(in: report).isEmpty)
    }

    @Test func recommendListsBothMissingMembers() {
        #expect(
            throws: EvaluationError.invalidDocument([
                ValidationIssue(
                    path: JSONPointer("/person"), code: .missingField, message: "person is required for recommend"),
                ValidationIssue(
                    path: JSONPointer("/goal"), code: .missingField, message: "goal is required for recommend"),
            ])
        ) {
            try Evaluate.recommend(RecommendRequest(document: InputDocument()), policy: .standard)
        }
    }

    @Test func planNewStartsTheWalkthroughAt1950() throws {
        let source = try Self.walkthroughSource("01-plan-new")
        let change = try Evaluate.planNew(
            PlanNewRequest(source: source, targetSource: .recommended, date: CalendarDate(iso: "2026-09-28")),
            policy: .standard)
        #expect(change.plan.activeTarget == ActiveTarget(kcalPerDay: 1950, source: .recommended))
        #expect(change.plan.history.map(\.kind) == [.planCreated])
        // As of the plan's first day no day is before it: the equations at the profile weight.
        #expect(
            change.statement == [
                "plan new on 2026-09-28: target 1950 kcal/day (recommended); starting maintenance 2358.51 kcal/day "
                    + "(95 % 1876.84-2840.18) from the NASEM 2023 equations (no logged days); current weight 78 kg, "
                    + "the profile weight (no weigh-ins)"
            ])
        // The written document reads back to the same plan, every other member as given.
        let written = try InputDocumentReader.read(Array(change.document.text.utf8))
        #expect(written.plan == change.plan)
        #expect(written.dayLog == source.document.dayLog && written.person == source.document.person)
    }

    @Test func planNewDefaultsToTheDocumentsAsOfAndSaysSo() throws {
        let change = try Evaluate.planNew(
            PlanNewRequest(source: try Self.walkthroughSource("01-plan-new"), targetSource: .recommended),
            policy: .standard)
        #expect(change.plan.history.first?.date == CalendarDate(iso: "2026-11-30"))
        #expect(
            change.statement.first
                == "plan new: dated 2026-11-30, the document's asOf (give --date YYYY-MM-DD to change)")
    }

    @Test func planNewRefusesRequestValuesByName() throws {
        let source = try Self.source(Self.noDays)
        let date = CalendarDate(iso: "2026-10-01")
        func problem(_ request: PlanNewRequest) -> RequestProblem? {
            do {
                _ = try Evaluate.planNew(request, policy: .standard)
                return nil
            } catch {
                guard case .invalidRequest(let problem) = error else { return nil }
                return problem
            }
        }
        let acknowledged = problem(
            PlanNewRequest(source: source, targetSource: .recommended, acknowledgeBelowFloor: true, date: date))
        #expect(acknowledged?.parameter == "acknowledge-below-floor")
        let recommendedWithTarget = problem(
            PlanNewRequest(source: source, targetSource: .recommended, manualTargetKcalPerDay: 1800, date: date))
        #expect(recommendedWithTarget?.message == "is the person's own target: use it with --target-source manual")
        let tooHigh = problem(
            PlanNewRequest(source: source, targetSource: .manual, manualTargetKcalPerDay: 25_000, date: date))
        #expect(tooHigh == RequestProblem(parameter: "target", message: "must be 1 to 20000 kcal/day, found 25000"))
        // No date and no asOf: never the machine clock.
        let undated = problem(PlanNewRequest(source: source, targetSource: .recommended))
        #expect(undated?.parameter == "date" && undated?.isMissing == true)
    }

    @Test func aManualTargetBelowTheFloorNeedsTheAcknowledgement() throws {
        let source = try Self.source(Self.noDays)
        let date = CalendarDate(iso: "2026-10-01")
        // The female intake floor is 1200 kcal/day.
        #expect(throws: EvaluationError.self) {
            try Evaluate.planNew(
                PlanNewRequest(source: source, targetSource: .manual, manualTargetKcalPerDay: 1100, date: date),
                policy: .standard)
        }
        let change = try Evaluate.planNew(
            PlanNewRequest(
                source: source, targetSource: .manual, manualTargetKcalPerDay: 1100, acknowledgeBelowFloor: true,
                date: date), policy: .standard)
        #expect(change.plan.activeTarget == ActiveTarget(kcalPerDay: 1100, source: .manual))
        #expect(change.plan.history.first?.details.first?.hasPrefix("acknowledged:") == true)
    }

    @Test func decideAcceptsTheOfferedTarget() throws {
        let source = try Self.walkthroughSource("08-accept")
        let offered = source.document.plan?.history.last?.recommendation?.newTargetKcalPerDay
        #expect(offered == 1800)
        let change = try Evaluate.decide(
            DecideRequest(source: source, decision: .accept, date: CalendarDate(iso: "2026-10-26")), policy: .standard)
        #expect(change.plan.activeTarget == ActiveTarget(kcalPerDay: 1800, source: .recommended))
        let event = (source.document.plan?.history.count ?? 0)
        #expect(
            change.statement == [
                "decide: recorded recommendationAccepted as event \(event); active target 1800 kcal/day (recommended)"
            ])
        // An undo restores the target before the accept and names what it undid.
        let undone = try Evaluate.decide(
            DecideRequest(
                source: try SourceDocument(json: change.document.json), decision: .undo,
                date: CalendarDate(iso: "2026-10-26")), policy: .standard)
        #expect(undone.plan.activeTarget == ActiveTarget(kcalPerDay: 1950, source: .recommended))
        #expect(undone.statement.last?.hasPrefix("decide: undid event \(event) (recommendationAccepted") == true)
    }

    @Test func setTargetIsAnEditUnderItsOwnName() throws {
        let source = try Self.walkthroughSource("08-accept")
        let change = try Evaluate.planSetTarget(
            PlanSetTargetRequest(source: source, kcalPerDay: 1850, date: CalendarDate(iso: "2026-10-26")),
            policy: .standard)
        #expect(change.plan.activeTarget == ActiveTarget(kcalPerDay: 1850, source: .edited))
        #expect(change.statement.first?.hasPrefix("plan set-target: recorded targetEdited as event") == true)
        // Below the female floor of 1200 kcal/day: refused, nothing changed.
        #expect(throws: EvaluationError.self) {
            try Evaluate.planSetTarget(
                PlanSetTargetRequest(source: source, kcalPerDay: 1000, date: CalendarDate(iso: "2026-10-26")),
                policy: .standard)
        }
    }

    @Test func aConfirmedResetRecordsWhatThePreviewStated() throws {
        let source = try Self.walkthroughSource("08-accept")
        let date = CalendarDate(iso: "2026-10-27")
        let stated = try Evaluate.planReset(
            PlanResetRequest(source: source, date: date, confirm: false), policy: .standard)
        let done = try Evaluate.planReset(
            PlanResetRequest(source: source, date: date, confirm: true), policy: .standard)
        guard case .stated(let preview) = stated, case .reset(let change) = done else {
            Issue.record("expected a preview, then a reset: \(stated), \(done)")
            return
        }
        #expect(change.plan.history.last?.kind == .algorithmReset)
        #expect(change.plan.history.last?.details == preview.details)
        #expect(change.statement == ["plan reset on 2026-10-27:"] + preview.details.map { "  " + $0 })
        #expect(
            preview.text(unwritten: "new.json").contains("Nothing was changed or written (new.json was not written)"))
        #expect(
            throws: EvaluationError.invalidDocument([
                ValidationIssue(path: JSONPointer("/plan"), code: .missingField, message: "plan reset needs a plan")
            ])
        ) {
            try Evaluate.planReset(
                PlanResetRequest(source: try Self.source(Self.noDays), date: date, confirm: true), policy: .standard)
        }
    }

    @Test func aSourceWhoseHistoryDoesNotReplayIsRefusedWhenRead() throws {
        // The walkthrough's tampered case: an event dated before the one above it.
        #expect {
            try Self.walkthroughSource("25-tampered-events-out-of-order")
        } throws: { error in
            guard case EvaluationError.invalidDocument(let issues)? = error as? EvaluationError else { return false }
            return !issues.isEmpty && issues.allSatisfy { $0.path.description.hasPrefix("/plan") }
        }
        #expect(try Self.walkthroughSource("08-accept").planState?.pending?.recommendation.newTargetKcalPerDay == 1800)
    }

    @Test func aDocumentThatWouldNotReadBackIsNeverWritten() throws {
        var members = try JSONParser().parse(Array(Self.noDays.utf8)).objectValue ?? [:]
        members["unknownMember"] = .bool(true)
        #expect {
            try WrittenDocument(checking: .object(members))
        } throws: { error in
            guard case EvaluationError.internalInconsistency(let message)? = error as? EvaluationError else {
                return false
            }
            return message.hasPrefix("the document to be written would not read back (")
                && message.hasSuffix(
                    "nothing was written")
        }
        members["unknownMember"] = .number(.infinity)
        #expect(throws: EvaluationError.self) { try WrittenDocument(checking: .object(members)) }
    }
}

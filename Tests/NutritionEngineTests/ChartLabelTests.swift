import Foundation
import TestSupport
import Testing

@testable import NutritionEngine

/// Labels never overlap: on every chart the engine draws for every vector document (each finished
/// week's check-in chart, projections to landing weights below and above the start, with the log's
/// weigh-ins and the plan's goal) and on crowded
/// synthetic weeks, no text's measured box meets another text, a bar, a line or a dot, or leaves the chart.
@Suite struct ChartLabelTests {
    static let vectors = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Vectors")

    /// Every vector document that reads, with its path.
    static func documents() throws -> [(path: String, source: SourceDocument)] {
        let files =
            FileManager.default.enumerator(at: vectors, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.lastPathComponent == "input.json" } ?? []
        return files.sorted { $0.path < $1.path }.compactMap { url in
            guard let bytes = try? Data(contentsOf: url), let json = try? JSONParser().parse(bytes),
                let source = try? SourceDocument(json: json)
            else { return nil }
            return (url.path.replacingOccurrences(of: vectors.path, with: ""), source)
        }
    }

    /// The Mondays of the weeks `document`'s days fall in.
    static func weeks(_ document: InputDocument) -> [CalendarDate] {
        let dates = document.dayLog.days.map(\.date)
        guard let first = dates.min(), let last = dates.max() else { return [] }
        return stride(from: first.startOfWeek(beginningOn: .monday).dayNumber, through: last.dayNumber, by: 7)
            .map(CalendarDate.init(dayNumber:))
    }

    @Test func everyVectorsCheckInChartKeepsItsLabelsApart() throws {
        var charts = 0
        for (path, source) in try Self.documents() where source.document.plan != nil {
            for monday in Self.weeks(source.document) {
                var request = CheckInRequest(document: source.document, week: monday)
                guard var result = try? Evaluate.checkIn(request, policy: .standard) else { continue }
                if case .recorded = result.report {
                    // A week checked in is shown as recorded, without a chart: draw it recomputed.
                    request.recompute = true
                    guard let recomputed = try? Evaluate.checkIn(request, policy: .standard) else { continue }
                    result = recomputed
                }
                let week: CheckInWeek
                switch result.report {
                case .checkIn(let report): week = report.week
                case .manualOnly(let report): week = report.week
                case .recorded: continue
                }
                let collisions = week.chart.canvas.collisions
                #expect(collisions.isEmpty, "\(path) week \(monday): \(collisions)")
                charts += 1
            }
        }
        #expect(charts > 50)
    }

    @Test func everyVectorsProjectionKeepsItsLabelsApart() throws {
        var charts = 0
        for (path, source) in try Self.documents() {
            guard let weight = source.document.person?.weightKg else { continue }
            // The plan's own goal is drawn too (with the logged weigh-ins before day 0); asked for
            // as the landing weight, the two share one line and one label.
            let goal = source.document.plan?.goal?.typed.landingWeightKg
            for landing in [nil, weight - 5, weight - 0.5, weight + 3] + (goal.map { [$0, $0 + 0.3] } ?? []) {
                let question = ProjectQuestion(
                    intakeChangeKcalPerDay: -500, landingWeightKg: landing.map { min(max($0, 30), 300) }, days: 120)
                guard
                    case .projection(let report)? = try? Evaluate.project(
                        ProjectRequest(document: source.document, question: question), policy: .standard)
                else { continue }
                let collisions = ProjectionChart.canvas(report.chart).collisions
                #expect(collisions.isEmpty, "\(path) landing \(landing ?? 0): \(collisions)")
                charts += 1
            }
        }
        #expect(charts > 50)
    }

    /// Crowded weeks: the target at each bar's height, bars at the chart's top, days not logged
    /// beside full ones, one weigh-in or none; the target label moves or goes into the legend.
    @Test func crowdedWeeksKeepTheirLabelsApart() {
        var generator = SeededNumbers(seed: 22)
        let monday = CalendarDate(dayNumber: 20_769)
        for round in 0..<300 {
            let days = (0..<7).map { offset in
                let logged = generator.next() % 4 != 0
                return WeekChart.Day(
                    date: monday.adding(days: offset),
                    intakeKcal: logged ? 1000 + Double(generator.next() % 2500) : nil,
                    intakeIsEvidence: generator.next() % 3 != 0,
                    weightKg: generator.next() % 3 == 0 ? nil : 80 + Double(generator.next() % 300) / 100,
                    trendKg: round % 5 == 0 ? nil : 80 + Double(offset) / 10)
            }
            let heights = days.compactMap(\.intakeKcal)
            let target = heights.isEmpty ? 2000 : heights[Int(generator.next() % UInt64(heights.count))]
            let chart = WeekChart(days: days, targetKcalPerDay: round % 7 == 0 ? nil : target)
            let collisions = chart.canvas.collisions
            #expect(collisions.isEmpty, "round \(round): \(collisions)")
        }
    }

    /// The issue's two overlaps: a target label over the last bar, a landing label over the model's line.
    @Test func theIssuesOverlapsAreGone() {
        let monday = CalendarDate(dayNumber: 20_769)
        let days = (0..<7).map {
            WeekChart.Day(
                date: monday.adding(days: $0), intakeKcal: 2400, intakeIsEvidence: true, weightKg: 80, trendKg: 80)
        }
        let chart = WeekChart(days: days, targetKcalPerDay: 2400)
        #expect(chart.canvas.collisions.isEmpty)
        // Every bar reaches the target: the label sits above the line, clear of the bars' tops.
        #expect(chart.svg.contains(">target 2,400</text>"))
        // Bars above the target everywhere: no room on the line, so the legend carries the number.
        let tall = days.map { day in
            var day = day
            day.intakeKcal = 2900
            return day
        }
        let crowded = WeekChart(days: tall, targetKcalPerDay: 2400)
        #expect(crowded.canvas.collisions.isEmpty)
        #expect(crowded.svg.contains(">target 2,400 kcal/day</text>"))
        let points = (0...12).map {
            ProjectionChart.Point(day: Double($0 * 7), model: 90 - Double($0) * 0.4, rule: 90 - Double($0) * 0.5)
        }
        let input = ProjectionChart.Input(points: points, intakeKcalPerDay: 2000, landingWeightKg: 85.2)
        #expect(ProjectionChart.canvas(input).collisions.isEmpty)
    }

    /// People's numbers: thousands grouped, every decimal written, calories to the nearest 10 kcal.
    @Test func peoplesNumbersAreGroupedAndRounded() {
        #expect(OutputText.grouped(2400, 0) == "2,400")
        #expect(OutputText.grouped(-1250.5, 2) == "-1,250.50")
        #expect(OutputText.grouped(77, 1) == "77.0")
        #expect(OutputText.grouped(1_234_567, 0) == "1,234,567")
        #expect(OutputText.peopleKcal(1895) == "1,900")
        #expect(OutputText.peopleKcal(1894.9) == "1,890")
        #expect(WeightUnit.kg.changeText(fromKilograms: 77.94, toKilograms: 77.85) == "±0.0 kg")
        #expect(WeightUnit.lb.text(kilograms: 80) == "176.4 lb")  // 80 / 0.45359237 = 176.37
    }

    /// The geometry the checks rest on, by hand.
    @Test func boxesAndSegmentsMeetWhereTheyShould() {
        let box = ChartBox(x: 10, y: 10, width: 20, height: 10)
        #expect(box.intersects(ChartBox(x: 29, y: 19, width: 5, height: 5)))
        #expect(!box.intersects(ChartBox(x: 30, y: 10, width: 5, height: 5)))  // touching edges only
        #expect(box.intersects(x1: 0, y1: 15, x2: 40, y2: 15))  // straight through
        #expect(!box.intersects(x1: 0, y1: 0, x2: 40, y2: 5))  // above
        #expect(box.intersects(x1: 0, y1: 0, x2: 40, y2: 40))  // diagonal through the box
        #expect(!box.intersects(x1: 0, y1: 20.5, x2: 9, y2: 30))  // short of it
        // "target 1,800" at 11 px: 12 characters × 0.6 × 11 = 79.2 px wide, 0.8 × 11 above the baseline.
        let label = TextMetrics.box("target 1,800", x: 100, y: 50, anchor: .end, fontSize: 11)
        #expect(abs(label.width - 79.2) < 1e-9 && abs(label.x - 20.8) < 1e-9 && abs(label.y - 41.2) < 1e-9)
    }
}

/// SplitMix64, for seeded synthetic charts.
struct SeededNumbers {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Puts timestamped records on local days: intake summed, the first weigh-in of the day kept.
///
/// Exact duplicates (same kind, instant, values and label), as written when several apps share one
/// reading, count once. Among distinct weigh-ins on one day the earliest is used: a morning,
/// pre-breakfast reading is the most repeatable one, and picking by time (not by value) cannot
/// bias the trend. Days carry how many weigh-ins they had so the output can say so.
package enum RecordPlacement {
    /// What placement produced: the days in date order and the number of exact duplicates dropped.
    package struct Result: Sendable, Equatable {
        /// One day per local date that has at least one record, in date order.
        package var days: [LoggedDay]
        /// Records counted once because they exactly repeated another.
        package var duplicateCount: Int
        /// The records placed on each of `days` (duplicates dropped), in the order given.
        package var records: [[DayRecord]] = []
    }

    private struct Key: Hashable {
        var kind: DayRecord.Kind
        var seconds: Double
        var kcal: Double?
        var proteinG: Double?
        var weightKg: Double?
        var label: String?
    }

    /// Places `records` on the days of `clock`.
    package static func place(_ records: [DayRecord], clock: LocalDayClock) -> Result {
        var seen: Set<Key> = []
        var byDate: [CalendarDate: [DayRecord]] = [:]
        var duplicatesByDate: [CalendarDate: Int] = [:]
        var duplicateCount = 0
        for record in records {
            let date = clock.day(of: record.at)
            let key = Key(
                kind: record.kind, seconds: record.at.secondsSince1970, kcal: record.kcal, proteinG: record.proteinG,
                weightKg: record.weightKg, label: record.label)
            guard seen.insert(key).inserted else {
                duplicateCount += 1
                duplicatesByDate[date, default: 0] += 1
                continue
            }
            byDate[date, default: []].append(record)
        }
        let dates = byDate.keys.sorted()
        let days = dates.map { date -> LoggedDay in
            let dayRecords = byDate[date] ?? []
            let intakes = dayRecords.filter { $0.kind == .intake }
            let weighIns = dayRecords.filter { $0.kind == .weight && $0.weightKg != nil }
                .sorted { ($0.at, $0.weightKg ?? 0) < ($1.at, $1.weightKg ?? 0) }
            let energies = intakes.compactMap(\.kcal)
            let proteins = intakes.compactMap(\.proteinG)
            return LoggedDay(
                date: date,
                intakeKcal: energies.isEmpty ? nil : energies.reduce(0, +),
                proteinG: proteins.isEmpty ? nil : proteins.reduce(0, +),
                weightKg: weighIns.first?.weightKg,
                sourcePath: dayRecords.first?.sourcePath ?? .root,
                weighInCount: weighIns.count,
                duplicateRecordCount: duplicatesByDate[date] ?? 0)
        }
        return Result(days: days, duplicateCount: duplicateCount, records: dates.map { byDate[$0] ?? [] })
    }
}

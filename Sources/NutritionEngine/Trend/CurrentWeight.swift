/// The person's weight on an evaluation day: the smoothed trend of the usable weigh-ins before that
/// day (the day ledger's trend on its last day: the same screen, the same smoothing), else the
/// profile's `weightKg`, which may be months old (and one weigh-in is noisy).
///
/// The safety screen is re-run at this weight in every command (`SafetyNow`), so a BMI that has
/// fallen below the eligibility minimum is noticed wherever automated numbers could be shown; every
/// first target and projection starts from it too.
public struct CurrentWeight: Sendable, Equatable {
    /// Where the weight came from.
    public enum Source: String, Sendable {
        /// The smoothed trend of the weigh-ins before the evaluation day.
        case trend
        /// The profile's `person.weightKg` (no usable weigh-in before the evaluation day).
        case profile
    }

    /// The current weight, kg.
    public var weightKg: Double
    /// Where it came from.
    public var source: Source
    /// The day of the last usable weigh-in behind the trend (nil for the profile weight).
    public var lastWeighInDate: CalendarDate?
    /// The day the trend is stated for (a ledger's last day with a trend, which carries the last
    /// weigh-in's trend forward: the day before the evaluation day); nil for the profile weight.
    public var trendDate: CalendarDate?

    /// The weight of `person` with `dayLog` as of `asOf` (default: the log's evaluation day): only
    /// days before it count, as in the ledger, so a later weigh-in cannot change an earlier answer.
    public init(person: Person, dayLog: DayLog, asOf: CalendarDate? = nil, policy: DayValidationPolicy) {
        self.init(person: person, screened: Self.screened(dayLog: dayLog, asOf: asOf, policy: policy))
    }

    /// The weigh-ins of `dayLog` before `asOf` (default: the log's evaluation day), screened; nil
    /// without an evaluation day. A record makes it once for its weight and its day ledger.
    package static func screened(dayLog: DayLog, asOf: CalendarDate? = nil, policy: DayValidationPolicy)
        -> ScreenedWeighIns?
    {
        guard let evaluationDay = asOf ?? dayLog.asOf else { return nil }
        // Read through the index: binding each day copies it out, retaining its log entry's members.
        // Written into a buffer of room for every day: appending tested the array's uniqueness (a
        // runtime call) for every weigh-in.
        let days = dayLog.days
        var weighIns = [(date: CalendarDate, kg: Double)](unsafeUninitializedCapacity: days.count) {
            weighIns, count in
            count = 0
            for index in days.indices where days[index].date < evaluationDay {
                if let kg = days[index].weightKg {
                    weighIns[count] = (days[index].date, kg)
                    count += 1
                }
            }
        }
        // The screen needs date order (a log read from a document has it, one day per date).
        if !zip(weighIns, weighIns.dropFirst()).allSatisfy({ $0.date < $1.date }) {
            weighIns.sort { $0.date < $1.date }
        }
        return ScreenedWeighIns(weighIns, before: evaluationDay, policy: policy)
    }

    /// The weight of `person` from weigh-ins already screened (`screened(dayLog:asOf:policy:)`); the
    /// profile weight for nil.
    package init(person: Person, screened: ScreenedWeighIns?) {
        weightKg = person.weightKg
        source = .profile
        guard let screened else { return }
        let weighIns = screened.weighIns
        let judgements = screened.judgements
        let smoothing = screened.policy.trendSmoothingPerDay
        // The trend of the used weigh-ins taken step by step (`WeightTrend.step`, the steps of
        // `WeightTrend.smoothed`) while they are in strictly ascending days, as a screen's are: the
        // array of used weigh-ins and the smoothed array built from it were two arrays per record.
        var trendKg: Double?
        var previousDay = 0
        var lastUsedDate: CalendarDate?
        var ascending = true
        for index in weighIns.indices where judgements[index].status == .used {
            let day = weighIns[index].date.dayNumber
            let kg = weighIns[index].kg
            if let current = trendKg {
                guard day > previousDay else {
                    ascending = false
                    break
                }
                trendKg = WeightTrend.step(current, from: previousDay, to: day, weightKg: kg, smoothing: smoothing)
            } else {
                trendKg = kg
            }
            previousDay = day
            lastUsedDate = weighIns[index].date
        }
        if !ascending {
            // Days out of order or repeated: `smoothed` orders them, as it always has.
            (trendKg, lastUsedDate) = Self.smoothedTrend(screened)
        }
        guard let last = trendKg, let date = lastUsedDate else { return }
        weightKg = last
        source = .trend
        lastWeighInDate = date
        // The ledger's last day, which carries the trend forward (the ledger ends the day before).
        trendDate = screened.evaluationDay.adding(days: -1)
    }

    /// The last trend value of `screened`'s used weigh-ins through `WeightTrend.smoothed`, and the
    /// last used weigh-in's day: what `init(person:screened:)` takes step by step (its reference, and
    /// its path for weigh-ins not in strictly ascending days).
    static func smoothedTrend(_ screened: ScreenedWeighIns) -> (kg: Double?, lastUsedDate: CalendarDate?) {
        let weighIns = screened.weighIns
        let judgements = screened.judgements
        var used: [DayWeight] = []
        used.reserveCapacity(weighIns.count)
        var lastUsedDate: CalendarDate?
        for index in weighIns.indices where judgements[index].status == .used {
            used.append(DayWeight(day: weighIns[index].date.dayNumber, weightKg: weighIns[index].kg))
            lastUsedDate = weighIns[index].date
        }
        let trend = WeightTrend.smoothed(used, smoothing: screened.policy.trendSmoothingPerDay)
        return (trend.last?.weightKg, lastUsedDate)
    }

    /// The weight of `person` read off a ledger already built (the same screen and smoothing, so the
    /// same value as from the log): the trend on its last day with one, else the profile weight (also
    /// without a ledger).
    public init(person: Person, ledger: DayLedger?) {
        weightKg = person.weightKg
        source = .profile
        guard let ledger,
            let index = ledger.days.lastIndex(where: { $0.trendKg != nil && $0.date <= ledger.asOf }),
            let trend = ledger.days[index].trendKg
        else { return }
        weightKg = trend
        source = .trend
        trendDate = ledger.days[index].date
        lastWeighInDate = ledger.days[...index].last { $0.weightStatus == .used }?.date
    }

    /// `person` with this weight (every rule that reads the body then sees the person as they are now).
    package func person(_ person: Person) -> Person {
        var current = person
        current.weightKg = weightKg
        return current
    }
}

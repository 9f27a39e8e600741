import Foundation

/// The fat mass behind the energy density of a weight change, and where it came from.
///
/// A dated body-fat reading in the log (a day's `bodyFatPercent` with its `bodyFatMethod`) is a
/// measurement of this person and wins. Recency comes before method: only the readings taken at
/// most `recencyWindowDays` before the newest one (before the evaluation day) compete, and of those
/// the latest by the most accurate method is used, with that day's weigh-in (or the profile
/// weight) as the body weight; body fat moves by points within months on a diet, so an old DEXA
/// scan no longer outranks last week's bioimpedance reading. Only without a reading does the
/// profile's `bodyFatPercent` apply, and only without either the Jackson et al. (2002) estimate
/// from BMI, age and sex, labelled as an estimate.
public struct BodyComposition: Sendable, Equatable {
    /// Where the fat mass came from.
    public enum Source: String, Sendable {
        /// The latest dated reading in the log.
        case loggedReading
        /// The profile's `bodyFatPercent`.
        case profileBodyFatPercent
        /// Estimated from BMI, age and sex (Jackson et al. 2002): not a measurement.
        case estimateJackson2002
    }

    /// Fat mass, kg.
    public var fatMassKg: Double
    /// Body fat, percent of the body weight used.
    public var bodyFatPercent: Double
    /// Body weight the percentage applies to, kg.
    public var weightKg: Double
    /// The source.
    public var source: Source
    /// The reading's method (loggedReading only).
    public var method: BodyFatMeasurement.Method?
    /// The reading's day (loggedReading only).
    public var date: CalendarDate?

    /// A plain label, e.g. "dexa reading of 2026-11-02: 30.0 %" or "estimate (Jackson 2002 from BMI, age and sex)".
    public var label: String {
        switch source {
        case .loggedReading:
            "\(method?.rawValue ?? "body-fat") reading of \(date?.description ?? "?"): "
                + "\(JSONWriter.format(bodyFatPercent.roundedTo(0.1))) %"
        case .profileBodyFatPercent: "profile bodyFatPercent: \(JSONWriter.format(bodyFatPercent.roundedTo(0.1))) %"
        case .estimateJackson2002:
            "estimate (Jackson et al. 2002 from BMI, age and sex): "
                + "\(JSONWriter.format(bodyFatPercent.roundedTo(0.1))) %"
        }
    }

    /// The composition for `person` given the log's days before `before` (exclusive; nil = all
    /// days), choosing among the readings taken at most `recencyWindowDays` days before the newest
    /// (`MaintenancePolicy.bodyFatReadingRecencyDays`).
    public init(
        person: Person, days: some Collection<LoggedDay>, before: CalendarDate? = nil, recencyWindowDays: Int
    ) {
        // The readings are read where the days lie, by index: filtering the days copied out every
        // day it tested (`memcpy` and the retains of its members, ~0.5 M instructions on r60).
        var readings: [(date: CalendarDate, reading: BodyFatMeasurement, weightKg: Double?)] = []
        for index in days.indices {
            guard let reading = days[index].bodyFat else { continue }
            let date = days[index].date
            if let before, date >= before { continue }
            readings.append((date, reading, days[index].weightKg))
        }
        // Readings by different methods are not comparable (bioimpedance reads a few points away from
        // DEXA), so within the window the most accurate method present wins and its latest reading is used.
        var latest: (date: CalendarDate, reading: BodyFatMeasurement, weightKg: Double?)?
        if let newest = readings.map(\.date).max() {
            for day in readings where day.date.days(to: newest) <= recencyWindowDays {
                guard let current = latest else {
                    latest = day
                    continue
                }
                let rank = Self.accuracyRank(day.reading.method)
                let currentRank = Self.accuracyRank(current.reading.method)
                if rank < currentRank || (rank == currentRank && day.date >= current.date) { latest = day }
            }
        }
        if let latest {
            let reading = latest.reading
            let weight = latest.weightKg ?? person.weightKg
            self.init(
                fatMassKg: weight * reading.percent / 100, bodyFatPercent: reading.percent, weightKg: weight,
                source: .loggedReading,
                method: reading.method, date: latest.date)
        } else if let percent = person.bodyFatPercent {
            self.init(
                fatMassKg: person.weightKg * percent / 100, bodyFatPercent: percent, weightKg: person.weightKg,
                source: .profileBodyFatPercent,
                method: nil, date: nil)
        } else {
            let fat = InitialBodyComposition.fatMassKg(person)
            self.init(
                fatMassKg: fat, bodyFatPercent: 100 * fat / person.weightKg, weightKg: person.weightKg,
                source: .estimateJackson2002,
                method: nil, date: nil)
        }
    }

    /// The reading `init(person:days:before:recencyWindowDays:)` chooses, found as it was before
    /// (issue 25): the days with a reading filtered out of `days` (each copied), then compared. The
    /// reference for that initialiser (`BodyCompositionAgreementTests`).
    static func latestReadingFilteringDays(
        _ days: some Collection<LoggedDay>, before: CalendarDate?, recencyWindowDays: Int
    ) -> LoggedDay? {
        let readings = days.filter { day in day.bodyFat != nil && before.map { day.date < $0 } ?? true }
        var latest: LoggedDay?
        if let newest = readings.map(\.date).max() {
            for day in readings where day.date.days(to: newest) <= recencyWindowDays {
                guard let reading = day.bodyFat else { continue }
                guard let current = latest?.bodyFat, let currentDate = latest?.date else {
                    latest = day
                    continue
                }
                let rank = Self.accuracyRank(reading.method)
                let currentRank = Self.accuracyRank(current.method)
                if rank < currentRank || (rank == currentRank && day.date >= currentDate) { latest = day }
            }
        }
        return latest
    }

    /// Lower is more accurate: criterion methods (DEXA, hydrostatic, air displacement) first, then
    /// skinfolds, bioimpedance, circumference formulas, and a visual estimate last.
    static func accuracyRank(_ method: BodyFatMeasurement.Method) -> Int {
        switch method {
        case .dexa: 0
        case .hydrostatic: 1
        case .airDisplacement: 2
        case .skinfold: 3
        case .bioimpedance: 4
        case .circumference: 5
        case .visualEstimate: 6
        }
    }

    /// A composition with explicit values.
    public init(
        fatMassKg: Double, bodyFatPercent: Double, weightKg: Double, source: Source, method: BodyFatMeasurement.Method?,
        date: CalendarDate?
    ) {
        self.fatMassKg = fatMassKg
        self.bodyFatPercent = bodyFatPercent
        self.weightKg = weightKg
        self.source = source
        self.method = method
        self.date = date
    }
}

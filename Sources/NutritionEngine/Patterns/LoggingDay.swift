/// What the logging candidates read of one ledger day: how the day was logged and whether it was
/// an alcohol day. It holds no intake, target or estimate, so the logging patterns a manual-only
/// person is shown are built from the person's own declarations alone.
package struct LoggingDay: Sendable, Equatable {
    /// The local calendar day.
    package var date: CalendarDate
    /// Why the ledger left the day's intake out, or nil when it is evidence.
    package var exclusion: ExclusionReason?
    /// Whether the day had at least the policy's alcohol (nil: no alcohol was logged that day, which is unknown, not none).
    package var alcoholDay: Bool?
    /// Whether one of the person's usual meal slots has no food on the day (`MealEvidence`, learned
    /// from the person's own validated food logs); nil when the day was not judged by its meals: no
    /// foods, declared incomplete or untracked, a food without kcal, or before the usual slots are known.
    package var usualMealUnlogged: Bool?

    /// The day `day` of the ledger under `policy`.
    package init(_ day: LedgerDay, policy: PatternsPolicy) {
        date = day.date
        exclusion = day.exclusion
        alcoholDay = day.logged?.alcoholG.map { $0 >= policy.alcoholDayMinimumG }
        usualMealUnlogged = day.mealEvidence.map { !$0.missingSlots.isEmpty }
    }

    /// The days of `ledger`, in date order.
    package static func days(of ledger: DayLedger, policy: PatternsPolicy) -> [LoggingDay] {
        ledger.days.map { LoggingDay($0, policy: policy) }
    }
}

/// A way a day's log can fall short, whose share of days the logging candidates compare between a
/// group of days and the person's other days.
public enum LoggingState: String, Sendable, CaseIterable {
    /// Declared `incomplete`.
    case incomplete
    /// Declared `untracked`.
    case untracked
    /// Nothing logged: the day is not listed, or listed without an intake.
    case missing
    /// A usual meal slot with no food (`LoggingDay.usualMealUnlogged`), read only on days judged by
    /// their meals; looked for only when some day was.
    case usualMealUnlogged

    /// Whether the state is read from the day's foods (looked for only when it can be told on some day).
    var readsFoods: Bool {
        switch self {
        case .usualMealUnlogged: true
        case .incomplete, .untracked, .missing: false
        }
    }

    /// Whether the state holds on `day` (nil: cannot be told).
    package func holds(on day: LoggingDay) -> Bool? {
        switch self {
        case .incomplete: day.exclusion == .declaredIncomplete
        case .untracked: day.exclusion == .declaredUntracked
        case .missing: day.exclusion == .notListed || day.exclusion == .noIntakeLogged
        case .usualMealUnlogged: day.usualMealUnlogged
        }
    }
}

/// A group of days set against the person's other days.
public enum DayGroup: Sendable, Equatable, Hashable {
    /// One day of the week, against the other six.
    case weekday(Weekday)
    /// Saturday and Sunday, against Monday to Friday.
    case weekend
    /// Days after an alcohol day, against days after a day without alcohol (days after a day whose
    /// alcohol is unknown are in neither group).
    case afterAlcoholDay

    /// Every group, in the order candidates are listed.
    package static let all: [DayGroup] = Weekday.allCases.map(DayGroup.weekday) + [.weekend, .afterAlcoholDay]

    /// The group's name in candidate ids (`friday`, `weekend`, `afterAlcoholDay`).
    public var name: String {
        switch self {
        case .weekday(let day): day.rawValue
        case .weekend: "weekend"
        case .afterAlcoholDay: "afterAlcoholDay"
        }
    }

    /// Whether `day` is in the group (true), among the other days (false) or in neither (nil);
    /// `previous` is the day before it in the ledger, if any.
    package func contains(_ day: LoggingDay, previous: LoggingDay?) -> Bool? {
        switch self {
        case .weekday(let weekday): day.date.weekday == weekday
        case .weekend: day.date.weekday == .saturday || day.date.weekday == .sunday
        case .afterAlcoholDay: previous?.alcoholDay
        }
    }
}

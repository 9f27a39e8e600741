/// Parameters of the Today view (`today`); echoed in its output and every other one.
public struct TodayPolicy: Sendable, Equatable {
    /// The next action asks for a weigh-in once this many days have passed since the last one
    /// (today without one), days. A product default, not a clinical parameter: the trend and the
    /// check-in read any number of weigh-ins, and a person routed to manual targets is never asked.
    public var weighInReminderAfterDaysWithout: Int

    /// The defaults: a weigh-in is asked for after 3 days without one.
    public static let standard = TodayPolicy(weighInReminderAfterDaysWithout: 3)
}

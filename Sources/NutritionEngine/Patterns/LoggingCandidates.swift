/// The logging family: for every `LoggingState` and every `DayGroup`, the days in the group with the
/// state against the other days with it (each day counts once, in its group or among the others).
package enum LoggingCandidates {
    /// Every logging candidate over `days` (the ledger's days in date order, gaps included).
    /// A food-log state that can be told on no day (no food logs, or too few to learn the usual
    /// meals from) is not looked for, so a person without food logs has the candidates of before.
    package static func candidates(_ days: [LoggingDay]) -> [PatternCandidate] {
        LoggingState.allCases.filter { state in
            !state.readsFoods || days.contains { state.holds(on: $0) != nil }
        }.flatMap { state in
            DayGroup.all.map { group in
                var counts = (groupEvents: 0, groupDays: 0, otherEvents: 0, otherDays: 0)
                for index in days.indices {
                    let previous = index > 0 ? days[index - 1] : nil
                    guard let inGroup = group.contains(days[index], previous: previous),
                        let holds = state.holds(on: days[index])
                    else { continue }
                    let event = holds ? 1 : 0
                    if inGroup {
                        counts.groupDays += 1
                        counts.groupEvents += event
                    } else {
                        counts.otherDays += 1
                        counts.otherEvents += event
                    }
                }
                return PatternCandidate(
                    subject: .logging(state, group),
                    data: .shares(
                        groupEvents: counts.groupEvents, groupDays: counts.groupDays, otherEvents: counts.otherEvents,
                        otherDays: counts.otherDays))
            }
        }
    }
}

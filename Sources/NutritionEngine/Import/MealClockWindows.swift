/// The meal slot an import gives a food whose export carries none (Apple Health's dietary-energy
/// rows), from the food's local clock time: an import convention, named and versioned, echoed in
/// the import's report, and overridable (`--meal-windows`). Foods slotted this way are marked
/// `mealSource: clock`, so the meal-evidence rule neither learns from nor asks about them.
///
/// Each window is `[start, end)` in local wall-clock minutes (the time in the import's time zone,
/// not shifted by `dayStartsAtHour`); a time in no window is a snack. The standard windows
/// (METHOD.md section 9) are breakfast 04:00–10:30, lunch 10:30–15:00 and dinner 17:00–22:00.
public struct MealClockWindows: Sendable, Equatable {
    /// One slot's window.
    public struct Window: Sendable, Equatable {
        /// The slot given to a time inside the window.
        public var slot: MealSlot
        /// Its first minute after local midnight, 0 ..< 1440.
        public var startMinute: Int
        /// The first minute after it, startMinute + 1 ... 1440.
        public var endMinute: Int
    }

    /// The name the windows are echoed with (`meal-clock-windows-2026.12`, or `custom` for
    /// `--meal-windows`).
    public var version: String
    /// The windows, in start order, none overlapping.
    public var windows: [Window]

    /// Why a `--meal-windows` text was refused.
    public struct Problem: Error, Sendable, Equatable {
        /// The sentence, for after the option's name.
        public var message: String

        /// The problem `message`.
        public init(_ message: String) { self.message = message }
    }

    /// The standard windows: breakfast 04:00–10:30, lunch 10:30–15:00, dinner 17:00–22:00, snack
    /// otherwise (the afternoon 15:00–17:00 and the night 22:00–04:00).
    public static let standard = MealClockWindows(
        version: "meal-clock-windows-2026.12",
        windows: [
            Window(slot: .breakfast, startMinute: 4 * 60, endMinute: 10 * 60 + 30),
            Window(slot: .lunch, startMinute: 10 * 60 + 30, endMinute: 15 * 60),
            Window(slot: .dinner, startMinute: 17 * 60, endMinute: 22 * 60),
        ])

    /// The slot of a food eaten `secondsIntoDay` after local midnight.
    public func slot(secondsIntoDay: Double) -> MealSlot {
        let minute = secondsIntoDay / 60
        return windows.first { Double($0.startMinute) <= minute && minute < Double($0.endMinute) }?.slot ?? .snack
    }

    /// `breakfast 04:00-10:30, lunch 10:30-15:00, dinner 17:00-22:00, snack otherwise`.
    public var description: String {
        let listed = windows.map { "\($0.slot.rawValue) \(Self.clock($0.startMinute))-\(Self.clock($0.endMinute))" }
        return (listed + ["snack otherwise"]).joined(separator: ", ")
    }

    /// Windows written `SLOT=HH:MM-HH:MM,...` (`--meal-windows`), version `custom`, or why not. A
    /// window ends after it starts on the same local day (24:00 is the end of the day), windows do
    /// not overlap, and a slot is named at most once; a time in none of them is a snack.
    public static func parsing(_ text: String) -> Result<MealClockWindows, Problem> {
        var windows: [Window] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
            let times = parts.count == 2 ? parts[1].split(separator: "-").map(String.init) : []
            guard parts.count == 2, times.count == 2 else {
                return .failure(Problem("takes SLOT=HH:MM-HH:MM windows separated by commas, found \"\(item)\""))
            }
            guard let slot = MealSlot(rawValue: parts[0]) else {
                return .failure(Problem("slot must be breakfast, lunch, dinner or snack, found \"\(parts[0])\""))
            }
            guard let start = minute(times[0]), let end = minute(times[1]), start < end else {
                return .failure(
                    Problem(
                        "\(parts[0])=\(parts[1]): times are HH:MM from 00:00 to 24:00 and a window ends after it "
                            + "starts (a window cannot cross midnight; times in no window are snacks)"))
            }
            guard !windows.contains(where: { $0.slot == slot }) else {
                return .failure(Problem("\(slot.rawValue) is given twice"))
            }
            windows.append(Window(slot: slot, startMinute: start, endMinute: end))
        }
        windows.sort { $0.startMinute < $1.startMinute }
        for (earlier, later) in zip(windows, windows.dropFirst()) where later.startMinute < earlier.endMinute {
            return .failure(
                Problem(
                    "\(earlier.slot.rawValue) \(clock(earlier.startMinute))-\(clock(earlier.endMinute)) overlaps "
                        + "\(later.slot.rawValue) \(clock(later.startMinute))-\(clock(later.endMinute))"))
        }
        return .success(MealClockWindows(version: "custom", windows: windows))
    }

    private static func minute(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2, let hour = Int(parts[0]),
            let minute = Int(parts[1]), parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }),
            (0...59).contains(minute),
            (0...23).contains(hour) || (hour == 24 && minute == 0)
        else { return nil }
        return hour * 60 + minute
    }

    private static func clock(_ minute: Int) -> String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(two(minute / 60)):\(two(minute % 60))"
    }
}

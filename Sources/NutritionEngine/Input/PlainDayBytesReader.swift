/// The `days` array's own byte decoder, tried before the field table's (`FieldBytesReader.swift`):
/// days of the members nearly every export lists — `date`, `intakeKcal`, `proteinG`,
/// `intakeCompleteness`, `reviewStatus`, `weightKg`, `steps`, `trainingMinutes`, `alcoholG` —
/// each at most once, decoded straight into `LoggedDay`s.
///
/// Why: through the field table a day cost ~2,000 instructions (callgrind, r60 of the rescore
/// benchmark: 43.8 M of 166 M), most of them the table's generality — a slot per row, the rules
/// asked of the rows given, the values read back out of the slots to build the day. None of it is
/// needed for these members: their rules (a weight given once in kg or lb, a body-fat reading with
/// its method) cannot be broken by them, and only `date` is required.
///
/// It gives up — the whole array then goes to the table's decoder, which either takes it or hands
/// it to the tree reader — on anything else: another member, a member twice, whitespace it does not
/// expect nowhere (whitespace is skipped as JSON allows), a value outside its row's shape or
/// bounds, a day past `limit`. What it accepts, the table's decoder accepts to the same days, the
/// same offset after the array (`PlainDayAgreementTests`): the values are decoded by the same
/// cursor functions and bounds (`DayFields`), and the days built by the same initialiser.
extension JSONByteCursor {
    /// The days of the array here (the cursor's path at `days`), with the offset after the array;
    /// nil, offset unchanged, when any element is outside the plain case above or there are more
    /// than `limit` of them.
    mutating func decodePlainDays(keepingAtMost limit: Int) -> [LoggedDay]? {
        let start = offset
        // The table decoder's test of the nesting limit, so that the two decline the same arrays.
        guard maximumDepth > path.count + DayFields.table.nesting, let days = plainDays(limit: limit) else {
            offset = start
            return nil
        }
        return days
    }

    private mutating func plainDays(limit: Int) -> [LoggedDay]? {
        guard peek() == UInt8(ascii: "[") else { return nil }
        offset += 1
        var days: [LoggedDay] = []
        days.reserveCapacity(DayFields.usualCount)
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            return days
        }
        let arrayPath = pointer
        let words = PlainDayWords.shared
        var dates = ISODateMemo()
        // The member that followed each member in the previous day (index 0: the first member),
        // tried first: the days of one export list their members alike.
        var next = MemberGuesses(inOrderOf: PlainDayWords.Member.allCases.count)
        var index = 0
        while true {
            guard index < limit else { return nil }
            skipWhitespace()
            guard peek() == UInt8(ascii: "{") else { return nil }
            offset += 1
            var day = PlainDayValues()
            var seen: UInt16 = 0
            skipWhitespace()
            if peek() != UInt8(ascii: "}") {
                var previous = 0
                members: while true {
                    skipWhitespace()
                    let expected = next.member(after: previous)
                    guard let member = member(words, expecting: expected), seen & member.bit == 0 else {
                        return nil
                    }
                    seen |= member.bit
                    if member.rawValue != expected { next.set(member.rawValue, after: previous) }
                    previous = member.rawValue + 1
                    guard skipToValue(), value(of: member, into: &day, words, dates: &dates) else { return nil }
                    skipWhitespace()
                    switch peek() {
                    case UInt8(ascii: ","): offset += 1
                    case UInt8(ascii: "}"): break members
                    default: return nil
                    }
                }
            }
            offset += 1
            // `date` is the one required member.
            guard seen & PlainDayWords.Member.date.bit != 0 else { return nil }
            days.append(
                LoggedDay(
                    date: day.date, intakeKcal: day.intakeKcal, proteinG: day.proteinG,
                    intakeCompleteness: day.intakeCompleteness, reviewStatus: day.reviewStatus,
                    weightKg: day.weightKg, steps: day.steps, trainingMinutes: day.trainingMinutes,
                    alcoholG: day.alcoholG, sourcePath: arrayPath.appending(index)))
            index += 1
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                return days
            default: return nil
            }
        }
    }

    /// The member whose quoted name is here, moving past it; nil for any other string or none.
    @inline(__always) private mutating func member(
        _ words: PlainDayWords, expecting expected: Int
    ) -> PlainDayWords.Member? {
        shortName(among: words.names, expecting: expected).flatMap(PlainDayWords.Member.init(rawValue:))
    }

    /// Decodes the value here as `member`'s into `day`; false outside its shape or bounds.
    @inline(__always) private mutating func value(
        of member: PlainDayWords.Member, into day: inout PlainDayValues, _ words: PlainDayWords,
        dates: inout ISODateMemo
    ) -> Bool {
        switch member {
        case .date:
            guard let date = quotedDate(reading: &dates) else { return false }
            day.date = date
        case .intakeKcal:
            guard let number = number(in: words.intakeKcal) else { return false }
            day.intakeKcal = number
        case .proteinG:
            guard let number = number(in: words.proteinG) else { return false }
            day.proteinG = number
        case .weightKg:
            guard let number = number(in: words.weightKg) else { return false }
            day.weightKg = number
        case .trainingMinutes:
            guard let number = number(in: words.trainingMinutes) else { return false }
            day.trainingMinutes = number
        case .alcoholG:
            guard let number = number(in: words.alcoholG) else { return false }
            day.alcoholG = number
        case .steps:
            guard let integer = integer(in: words.steps) else { return false }
            day.steps = Double(integer)
        case .intakeCompleteness:
            guard let choice = choice(among: words.completeness, words.completenessCases) else { return false }
            day.intakeCompleteness = choice
        case .reviewStatus:
            guard let choice = choice(among: words.review, words.reviewCases) else { return false }
            day.reviewStatus = choice
        }
        return true
    }
}

/// A plain day's values as they are decoded, before the day is made (absent: the defaults the
/// table's `build` gives an absent member).
private struct PlainDayValues {
    var date = CalendarDate(dayNumber: 0)
    var intakeKcal: Double?
    var proteinG: Double?
    var intakeCompleteness = IntakeCompleteness.unknown
    var reviewStatus = ReviewStatus.open
    var weightKg: Double?
    var steps: Double?
    var trainingMinutes: Double?
    var alcoholG: Double?
}

/// The names, choices and bounds the plain-day decoder reads, taken from `DayFields` and the
/// choices' raw values once (not written again here), each name as the words it is compared by.
struct PlainDayWords: Sendable {
    /// The members the plain-day decoder takes; its other members send a day to the table's decoder.
    enum Member: Int, CaseIterable, Sendable {
        case date, intakeKcal, proteinG, intakeCompleteness, reviewStatus, weightKg, steps, trainingMinutes, alcoholG

        /// The member's bit in a day's set of members seen.
        var bit: UInt16 { 1 << UInt16(rawValue) }

        /// The row of `DayFields` it is.
        var row: DayFields {
            switch self {
            case .date: .date
            case .intakeKcal: .intakeKcal
            case .proteinG: .proteinG
            case .intakeCompleteness: .intakeCompleteness
            case .reviewStatus: .reviewStatus
            case .weightKg: .weightKg
            case .steps: .steps
            case .trainingMinutes: .trainingMinutes
            case .alcoholG: .alcoholG
            }
        }

    }

    /// The members' names, by `Member.rawValue`.
    let names: [ShortName]
    /// The raw values of `IntakeCompleteness` and `ReviewStatus`, in the order of their cases.
    let completeness: [ShortName]
    let review: [ShortName]
    let completenessCases = IntakeCompleteness.allCases
    let reviewCases = ReviewStatus.allCases
    /// The rows' bounds (`DayFields`).
    let intakeKcal: ClosedRange<Double>
    let proteinG: ClosedRange<Double>
    let weightKg: ClosedRange<Double>
    let trainingMinutes: ClosedRange<Double>
    let alcoholG: ClosedRange<Double>
    let steps: ClosedRange<Int>

    /// Made once: the names' words are computed from the strings, not written out.
    static let shared = PlainDayWords()

    private init() {
        names = Member.allCases.map { ShortName($0.row.key) }
        completeness = completenessCases.map { ShortName($0.rawValue) }
        review = reviewCases.map { ShortName($0.rawValue) }
        intakeKcal = DayFields.intakeKcal.spec.numberBounds
        proteinG = DayFields.proteinG.spec.numberBounds
        weightKg = DayFields.weightKg.spec.numberBounds
        trainingMinutes = DayFields.trainingMinutes.spec.numberBounds
        alcoholG = DayFields.alcoholG.spec.numberBounds
        steps = DayFields.steps.spec.integerBounds
    }
}

/// The `/plan/history` events' own byte decoder, tried on each event before the field table's
/// (`FieldBytesReader.swift`): events of the kinds a week of check-ins writes — checkInCompleted,
/// recommendationOffered, recommendationAccepted, recommendationDeferred, recommendationRejected,
/// targetEdited (every kind whose members are only `week`, `targetKcalPerDay` and
/// `recommendation`) — decoded straight into `PlanEvent`s.
///
/// Why: through the field table an event cost ~3,400 instructions (callgrind, r60 of the rescore
/// benchmark: 23.5 M of 155 M; a year's history is some 116 events), most of them the table's
/// generality: a slot per row, the rules asked of the rows given, a nested table for the offer, a
/// string made for every `algorithmVersion` and reason code though the events of one history repeat
/// them.
///
/// An event it does not take — another kind (planCreated, decisionUndone, …), another member, a
/// member twice or missing for its kind, a value outside its row's shape or bounds, an adjustment
/// without its new target and change — it leaves, offset unchanged, to the table's decoder, which
/// takes it or hands the whole array to the tree reader. What it takes, the table's decoder takes to
/// the same event and offset (`PlainEventAgreementTests`): the values are decoded by the same cursor
/// functions and bounds (`PlanEventFields`), and the rules are the kinds' own member sets
/// (`PlanEvent.Kind.requiredMembers`, `optionalMembers`).
struct PlainEventReader {
    private let words = PlainEventWords.shared
    private var dates = ISODateMemo()
    private var weeks = ISODateMemo()
    /// The previous event's `algorithmVersion`, given again, with no string made or scanned for,
    /// when the next event's bytes are its.
    private var version = ""
    /// The reason codes and the lists of them read so far in this history (the newest last, a few
    /// of each): an offer's codes are given as one of these, with no string or array made, when its
    /// bytes are theirs. A history's offers cycle through a few lists of a few codes.
    private var codes: [OfferedRecommendation.ReasonCode] = []
    private var lists: [[OfferedRecommendation.ReasonCode]] = []
    /// Which member followed which in the previous event, tried first.
    private var next = MemberGuesses(inOrderOf: PlainEventWords.Member.allCases.count)

    /// Decodes the event here into `events` when it is plain (above); false, offset unchanged,
    /// otherwise.
    mutating func decode(_ cursor: inout JSONByteCursor, appendingTo events: inout [PlanEvent]) -> Bool {
        let start = cursor.offset
        guard event(&cursor, appendingTo: &events) else {
            cursor.offset = start
            return false
        }
        return true
    }

    private mutating func event(_ cursor: inout JSONByteCursor, appendingTo events: inout [PlanEvent]) -> Bool {
        guard cursor.peek() == UInt8(ascii: "{") else { return false }
        cursor.offset += 1
        var kind: Int?
        var date: CalendarDate?
        var algorithmVersion: String?
        var week: CalendarDate?
        var targetKcalPerDay: Double?
        var recommendation: OfferedRecommendation?
        var seen: UInt8 = 0
        cursor.skipWhitespace()
        guard cursor.peek() != UInt8(ascii: "}") else { return false }
        var previous = 0
        while true {
            cursor.skipWhitespace()
            let expected = next.member(after: previous)
            guard let index = cursor.shortName(among: words.names, expecting: expected),
                let member = PlainEventWords.Member(rawValue: index), seen & member.bit == 0
            else { return false }
            seen |= member.bit
            if index != expected { next.set(index, after: previous) }
            previous = index + 1
            guard cursor.skipToValue() else { return false }
            switch member {
            case .kind:
                guard let choice = cursor.shortName(among: words.kinds, expecting: 0) else { return false }
                kind = choice
            case .date:
                guard let value = cursor.quotedDate(reading: &dates) else { return false }
                date = value
            case .algorithmVersion:
                if !cursor.skipQuoted(version) {
                    guard let text = cursor.plainString() else { return false }
                    version = String(decoding: text, as: UTF8.self)
                }
                algorithmVersion = version
            case .week:
                guard let value = cursor.quotedDate(reading: &weeks) else { return false }
                week = value
            case .targetKcalPerDay:
                guard let value = cursor.number(in: words.targetKcalPerDay) else { return false }
                targetKcalPerDay = value
            case .recommendation:
                guard let offer = offer(&cursor) else { return false }
                recommendation = offer
            }
            cursor.skipWhitespace()
            switch cursor.peek() {
            case UInt8(ascii: ","): cursor.offset += 1
            case UInt8(ascii: "}"):
                cursor.offset += 1
                // Exactly the members the kind requires (a plain kind allows no others).
                guard let kind, let date, let algorithmVersion, let required = words.membersByKind[kind],
                    seen == required
                else { return false }
                // Made in the array's room: an event made apart was copied in and destroyed.
                events.append(
                    PlanEvent(kind: PlanEvent.Kind.allCases[kind], date: date, algorithmVersion: algorithmVersion))
                let last = events.count - 1
                events[last].week = week
                events[last].targetKcalPerDay = targetKcalPerDay
                events[last].recommendation = recommendation
                return true
            default: return false
            }
        }
    }

    /// The `recommendation` object here: a kind, and with `adjust` its new target and change.
    private mutating func offer(_ cursor: inout JSONByteCursor) -> OfferedRecommendation? {
        guard cursor.peek() == UInt8(ascii: "{") else { return nil }
        cursor.offset += 1
        var kind: OfferedRecommendation.Kind?
        var newTarget: Double?
        var change: Double?
        var codes: [OfferedRecommendation.ReasonCode]?
        var seen: UInt8 = 0
        cursor.skipWhitespace()
        guard cursor.peek() != UInt8(ascii: "}") else { return nil }
        var expected = 0
        while true {
            cursor.skipWhitespace()
            guard let index = cursor.shortName(among: words.offerNames, expecting: expected), seen & (1 << index) == 0
            else { return nil }
            seen |= 1 << index
            expected = (index + 1) % words.offerNames.count
            guard cursor.skipToValue() else { return nil }
            switch PlainEventWords.OfferMember(rawValue: index) {
            case .kind:
                guard let choice = cursor.choice(among: words.offerKinds, OfferedRecommendation.Kind.allCases)
                else { return nil }
                kind = choice
            case .newTargetKcalPerDay:
                guard let value = cursor.number(in: words.newTargetKcalPerDay) else { return nil }
                newTarget = value
            case .changeKcalPerDay:
                guard let value = cursor.number(in: words.changeKcalPerDay) else { return nil }
                change = value
            case .reasonCodes:
                guard let value = reasonCodes(&cursor) else { return nil }
                codes = value
            case nil: return nil
            }
            cursor.skipWhitespace()
            switch cursor.peek() {
            case UInt8(ascii: ","): cursor.offset += 1
            case UInt8(ascii: "}"):
                cursor.offset += 1
                guard let kind, kind != .adjust || (newTarget != nil && change != nil) else { return nil }
                return OfferedRecommendation(
                    kind: kind, newTargetKcalPerDay: newTarget, changeKcalPerDay: change, reasonCodes: codes ?? [])
            default: return nil
            }
        }
    }

    /// The array of plain strings here (empty ones allowed, as the row's), as codes: each code one
    /// read before when its bytes are its, and the list one read before when the codes are its.
    private mutating func reasonCodes(_ cursor: inout JSONByteCursor) -> [OfferedRecommendation.ReasonCode]? {
        guard cursor.peek() == UInt8(ascii: "[") else { return nil }
        cursor.offset += 1
        cursor.skipWhitespace()
        if cursor.peek() == UInt8(ascii: "]") {
            cursor.offset += 1
            return []
        }
        // The lists read before that begin with the codes read so far (bit j: `lists[j]`), and the
        // codes themselves once no such list is left.
        var matching = (UInt64(1) << UInt64(lists.count)) &- 1
        var made: [OfferedRecommendation.ReasonCode]?
        var count = 0
        while true {
            cursor.skipWhitespace()
            guard let code = code(&cursor) else { return nil }
            if made == nil {
                let before = matching
                var rest = matching
                while rest != 0 {
                    let j = rest.trailingZeroBitCount
                    rest &= rest - 1
                    if lists[j].count <= count || lists[j][count] != code { matching &= ~(1 << j) }
                }
                if matching == 0 {
                    made = before == 0 ? [] : Array(lists[before.trailingZeroBitCount].prefix(count))
                }
            }
            made?.append(code)
            count += 1
            cursor.skipWhitespace()
            switch cursor.peek() {
            case UInt8(ascii: ","): cursor.offset += 1
            case UInt8(ascii: "]"):
                cursor.offset += 1
                var rest = matching
                while made == nil, rest != 0 {
                    let j = rest.trailingZeroBitCount
                    if lists[j].count == count { return lists[j] }
                    rest &= rest - 1
                }
                let list = made ?? Array(lists[matching.trailingZeroBitCount].prefix(count))
                if lists.count == Self.keptLists { lists.removeFirst() }
                lists.append(list)
                return list
            default: return nil
            }
        }
    }

    /// How many lists of codes, and how many codes, a reader keeps.
    private static let keptLists = 8
    private static let keptCodes = 32

    /// The plain string here as a code: one read before when its bytes are its.
    private mutating func code(_ cursor: inout JSONByteCursor) -> OfferedRecommendation.ReasonCode? {
        for code in codes.reversed() where cursor.skipQuoted(code.rawValue) { return code }
        guard let text = cursor.plainString() else { return nil }
        let code = OfferedRecommendation.ReasonCode(rawValue: String(decoding: text, as: UTF8.self))
        if codes.count == Self.keptCodes { codes.removeFirst() }
        codes.append(code)
        return code
    }
}

extension JSONByteCursor {
    /// Moves past the quoted `string` here and says true when the bytes here are a quote, its
    /// UTF-8 and a quote; false, offset unchanged, otherwise. For a plain string (one `plainString`
    /// read before) this is `plainString` giving its bytes, without the scan for the closing quote.
    @inline(__always) mutating func skipQuoted(_ string: String) -> Bool {
        let length = string.utf8.count
        guard offset + length + 2 <= bytes.count, bytes[offset] == UInt8(ascii: "\""),
            bytes[offset + length + 1] == UInt8(ascii: "\""),
            Self.isString(string, utf8: UnsafeBufferPointer(rebasing: bytes[(offset + 1)..<(offset + 1 + length)]))
        else { return false }
        offset += length + 2
        return true
    }
}

/// The names, choices, bounds and member sets the plain-event reader reads, taken once from
/// `PlanEventFields` and `PlanEvent.Kind` (not written again here).
struct PlainEventWords: Sendable {
    /// The event members the plain reader takes; any other sends the event to the table's decoder.
    enum Member: Int, CaseIterable, Sendable {
        case algorithmVersion, date, kind, week, targetKcalPerDay, recommendation

        /// The member's bit in an event's set of members seen.
        var bit: UInt8 { 1 << UInt8(rawValue) }

        /// The row of `PlanEventFields` it is.
        var row: PlanEventFields {
            switch self {
            case .algorithmVersion: .algorithmVersion
            case .date: .date
            case .kind: .kind
            case .week: .week
            case .targetKcalPerDay: .targetKcalPerDay
            case .recommendation: .recommendation
            }
        }
    }

    /// The members of an offer, in the order an offer usually lists them.
    enum OfferMember: Int, CaseIterable, Sendable {
        case kind, newTargetKcalPerDay, changeKcalPerDay, reasonCodes

        /// The row of `PlanEventFields.OfferFields` it is.
        var row: PlanEventFields.OfferFields {
            switch self {
            case .kind: .kind
            case .newTargetKcalPerDay: .newTargetKcalPerDay
            case .changeKcalPerDay: .changeKcalPerDay
            case .reasonCodes: .reasonCodes
            }
        }
    }

    /// The members' names, by `Member.rawValue`, and the offer's, by `OfferMember.rawValue`.
    let names: [ShortName]
    let offerNames: [ShortName]
    /// The raw values of `PlanEvent.Kind` and `OfferedRecommendation.Kind`, in the order of their cases.
    let kinds: [ShortName]
    let offerKinds: [ShortName]
    /// For each kind (`PlanEvent.Kind.allCases` order), the members an event of it gives, as `Member`
    /// bits, when they are all plain members and the kind allows no optional one; nil for the kinds
    /// left to the table's decoder.
    let membersByKind: [UInt8?]
    /// The rows' bounds.
    let targetKcalPerDay: ClosedRange<Double>
    let newTargetKcalPerDay: ClosedRange<Double>
    let changeKcalPerDay: ClosedRange<Double>

    /// Made once: the names' words are computed from the strings, not written out.
    static let shared = PlainEventWords()

    private init() {
        names = Member.allCases.map { ShortName($0.row.key) }
        offerNames = OfferMember.allCases.map { ShortName($0.row.key) }
        kinds = PlanEvent.Kind.allCases.map { ShortName($0.rawValue) }
        offerKinds = OfferedRecommendation.Kind.allCases.map { ShortName($0.rawValue) }
        let common: Set<String> = [Member.kind.row.key, Member.date.row.key, Member.algorithmVersion.row.key]
        membersByKind = PlanEvent.Kind.allCases.map { kind in
            guard kind.optionalMembers.isEmpty else { return nil }
            var bits: UInt8 = 0
            for key in kind.requiredMembers.union(common) {
                guard let member = Member.allCases.first(where: { $0.row.key == key }) else { return nil }
                bits |= member.bit
            }
            return bits
        }
        targetKcalPerDay = PlanEventFields.targetKcalPerDay.spec.numberBounds
        newTargetKcalPerDay = PlanEventFields.OfferFields.newTargetKcalPerDay.spec.numberBounds
        changeKcalPerDay = PlanEventFields.OfferFields.changeKcalPerDay.spec.numberBounds
    }
}

/// Decodes the document's `/plan/history` array straight from its UTF-8 bytes, without a JSON tree.
///
/// Why: after the days, a year of weekly check-ins (about 120 events) is the next largest part of a
/// batch document, and building then re-reading its tree was about a fifth of `rescore`'s time
/// (issue 7). Like `DayBytesDecoder.swift`, it takes only the plain, valid case: every event an object
/// of the members its kind allows, each at most once, every required member there, values of the
/// right type and range, strings ASCII without escapes, no `null`. On anything else it gives up and
/// the array is parsed and read the ordinary way (`PlanReader.readEvent`), so errors, messages and
/// paths stay the tree reader's. A `goal` is parsed with the tree parser itself, under its own path,
/// so its value and nesting limit are the same.
extension JSONByteCursor {
    /// The events of the array at `offset`, with the offset after it; nil (offset and path unchanged)
    /// when any event is outside the plain case above. Called with the path at `/plan/history`.
    mutating func decodeHistoryArray() -> [PlanEvent]? {
        let start = offset
        let depth = path.count
        // The tree parser checks nesting at the array (2), each event (3), a recommendation or the
        // details (4) and reason codes (5); a goal checks its own.
        guard maximumDepth > 5, let events = decodeHistory() else {
            offset = start
            path.removeLast(path.count - depth)
            return nil
        }
        return events
    }

    private mutating func decodeHistory() -> [PlanEvent]? {
        guard peek() == UInt8(ascii: "[") else { return nil }
        offset += 1
        var events: [PlanEvent] = []
        events.reserveCapacity(160)
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            return events
        }
        while true {
            skipWhitespace()
            path.append(.index(events.count))
            guard let event = decodeEvent() else { return nil }
            path.removeLast()
            events.append(event)
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                return events
            default: return nil
            }
        }
    }

    /// The members of an event, by name (bit `rawValue` in a member mask).
    private enum EventMember: Int, CaseIterable {
        case kind, date, algorithmVersion, policyVersion, eligibility, goal, week, targetKcalPerDay, targetSource,
            undoesEvent, details, recommendation

        /// The member's row in `PlanEventFields`, the table the tree reader uses.
        var key: String {
            switch self {
            case .kind: PlanEventFields.kind.key
            case .date: PlanEventFields.date.key
            case .algorithmVersion: PlanEventFields.algorithmVersion.key
            case .policyVersion: PlanEventFields.policyVersion.key
            case .eligibility: PlanEventFields.eligibility.key
            case .goal: PlanEventFields.goal.key
            case .week: PlanEventFields.week.key
            case .targetKcalPerDay: PlanEventFields.targetKcalPerDay.key
            case .targetSource: PlanEventFields.targetSource.key
            case .undoesEvent: PlanEventFields.undoesEvent.key
            case .details: PlanEventFields.details.key
            case .recommendation: PlanEventFields.recommendation.key
            }
        }

        var bit: UInt32 { 1 << UInt32(rawValue) }

        /// The mask of the members named in `names`.
        static func mask(_ names: Set<String>) -> UInt32 {
            allCases.filter { names.contains($0.key) }.reduce(0) { $0 | $1.bit }
        }
    }

    /// Required and allowed member masks per kind, in `PlanEvent.Kind.allCases` order, from the same
    /// member sets `PlanReader` checks (kind, date and algorithmVersion are required of every event).
    /// Each event kind with its name's bytes, matched against the bytes read: making a String of the
    /// name (a heap string for the longer names) and switching over the names cost ~1 % of a batch.
    private static let eventKinds: [(utf8: [UInt8], kind: PlanEvent.Kind)] = PlanEvent.Kind.allCases.map {
        (Array($0.rawValue.utf8), $0)
    }

    private static let eventMasks: [(required: UInt32, allowed: UInt32)] = PlanEvent.Kind.allCases.map { kind in
        let common = EventMember.kind.bit | EventMember.date.bit | EventMember.algorithmVersion.bit
        let required = common | EventMember.mask(kind.requiredMembers)
        return (required, required | EventMember.mask(kind.optionalMembers))
    }

    private static let eventMemberNames = MemberNames(EventMember.allCases.map { ($0.key, $0) })

    /// The members of a `recommendation`, by name (bit `rawValue` in a member mask).
    private enum OfferMember: Int, CaseIterable {
        case kind, newTargetKcalPerDay, changeKcalPerDay, reasonCodes

        var key: String {
            switch self {
            case .kind: PlanEventFields.OfferFields.kind.key
            case .newTargetKcalPerDay: PlanEventFields.OfferFields.newTargetKcalPerDay.key
            case .changeKcalPerDay: PlanEventFields.OfferFields.changeKcalPerDay.key
            case .reasonCodes: PlanEventFields.OfferFields.reasonCodes.key
            }
        }
    }

    private static let offerMemberNames = MemberNames(OfferMember.allCases.map { ($0.key, $0) })

    private mutating func decodeEvent() -> PlanEvent? {
        guard peek() == UInt8(ascii: "{") else { return nil }
        offset += 1
        var seen: UInt32 = 0
        var kind: PlanEvent.Kind?
        var date: CalendarDate?
        var version: String?
        var policyVersion: String?
        var eligibility: Eligibility.Status?
        var goal: JSONValue?
        var week: CalendarDate?
        var target: Double?
        var source: TargetSource?
        var undoes: Int?
        var details: [String]?
        var offer: OfferedRecommendation?
        skipWhitespace()
        guard peek() != UInt8(ascii: "}") else { return nil }
        while true {
            skipWhitespace()
            guard let key = plainString(), let member = Self.eventMemberNames.member(key) else { return nil }
            guard seen & member.bit == 0 else { return nil }
            seen |= member.bit
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { return nil }
            offset += 1
            skipWhitespace()
            switch member {
            case .kind:
                guard let text = plainString(),
                    let value = Self.eventKinds.first(where: { $0.utf8.elementsEqual(text) })?.kind
                else { return nil }
                kind = value
            case .date:
                guard let text = plainString(), let value = CalendarDate(isoUTF8: text) else { return nil }
                date = value
            case .week:
                guard let text = plainString(), let value = CalendarDate(isoUTF8: text) else { return nil }
                week = value
            case .algorithmVersion:
                guard let text = plainString() else { return nil }
                version = String(decoding: text, as: UTF8.self)
            case .policyVersion:
                guard let text = plainString() else { return nil }
                policyVersion = String(decoding: text, as: UTF8.self)
            case .eligibility:
                guard let text = plainString() else { return nil }
                let value = String(decoding: text, as: UTF8.self)
                guard PlanEventFields.eligibility.choices.contains(value),
                    let status = Eligibility.Status(rawValue: value)
                else { return nil }
                eligibility = status
            case .goal:
                // A null goal counts as absent in the tree reader; left to it.
                guard let first = peek(), first != UInt8(ascii: "n") else { return nil }
                path.append(.key("goal"))
                guard let value = try? parseValue() else { return nil }
                path.removeLast()
                goal = value
            case .targetKcalPerDay:
                guard let value = number(in: PlanEventFields.targetKcalPerDay.bounds) else { return nil }
                target = value
            case .targetSource:
                guard let text = plainString(),
                    let value = TargetSource(rawValue: String(decoding: text, as: UTF8.self))
                else { return nil }
                source = value
            case .undoesEvent:
                // As `FieldReader.integer`: a whole number that fits an Int, within the bounds.
                guard let number = number(in: nil), number == number.rounded(), let integer = Int(exactly: number),
                    PlanEventFields.undoesEvent.bounds.contains(integer)
                else { return nil }
                undoes = integer
            case .details:
                guard let list = plainStrings(allowingEmpty: true) else { return nil }
                details = list
            case .recommendation:
                guard let value = decodeOffer() else { return nil }
                offer = value
            }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                guard let kind, let date, let version, let kindIndex = PlanEvent.Kind.allCases.firstIndex(of: kind)
                else { return nil }
                let masks = Self.eventMasks[kindIndex]
                guard seen & ~masks.allowed == 0, seen & masks.required == masks.required else { return nil }
                var event = PlanEvent(kind: kind, date: date, algorithmVersion: version)
                event.policyVersion = policyVersion
                event.eligibility = eligibility
                event.goal = goal
                event.week = week
                event.targetKcalPerDay = target
                event.targetSource = source
                event.undoesEvent = undoes
                if let details { event.details = details }
                event.recommendation = offer
                return event
            default: return nil
            }
        }
    }

    /// A `recommendation` object, as `PlanReader.readEvent` reads it when nothing is wrong with it.
    private mutating func decodeOffer() -> OfferedRecommendation? {
        guard peek() == UInt8(ascii: "{") else { return nil }
        offset += 1
        var seen: UInt32 = 0
        var kind: OfferedRecommendation.Kind?
        var newTarget: Double?
        var change: Double?
        var reasons: [String]?
        skipWhitespace()
        guard peek() != UInt8(ascii: "}") else { return nil }
        while true {
            skipWhitespace()
            guard let key = plainString(), let member = Self.offerMemberNames.member(key) else { return nil }
            let bit: UInt32 = 1 << UInt32(member.rawValue)
            guard seen & bit == 0, skipToValue() else { return nil }
            switch member {
            case .kind:
                guard let text = plainString(),
                    let value = OfferedRecommendation.Kind(rawValue: String(decoding: text, as: UTF8.self))
                else { return nil }
                kind = value
            case .newTargetKcalPerDay:
                guard let value = number(in: PlanEventFields.OfferFields.newTargetKcalPerDay.bounds) else { return nil }
                newTarget = value
            case .changeKcalPerDay:
                guard let value = number(in: PlanEventFields.OfferFields.changeKcalPerDay.bounds) else { return nil }
                change = value
            case .reasonCodes:
                guard let list = plainStrings(allowingEmpty: true) else { return nil }
                reasons = list
            }
            seen |= bit
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                guard let kind else { return nil }
                if kind == .adjust && (newTarget == nil || change == nil) { return nil }
                return OfferedRecommendation(
                    kind: kind, newTargetKcalPerDay: newTarget, changeKcalPerDay: change, reasonCodes: reasons ?? [])
            default: return nil
            }
        }
    }

    /// Moves past the `:` after a member name and the whitespace around it; false when it is missing.
    private mutating func skipToValue() -> Bool {
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else { return false }
        offset += 1
        skipWhitespace()
        return true
    }
}

/// The input document's byte-level fast paths, registered with the parser's generic hook
/// (`JSONArrayFastPath`): the `days` array (its plain days by their own decoder,
/// `PlainDayBytesReader.swift`) and `/plan/history` (its plain events by theirs,
/// `PlainEventBytesReader.swift`), each decoded by its field table (`FieldBytesReader.swift`). The
/// parser knows neither; this is the one place that names them.
extension JSONParser {
    /// Parses one input document, decoding the `days` entries into `LoggedDay`s and the `/plan/history`
    /// events into `PlanEvent`s when every entry of the array is plain and valid.
    ///
    /// The tree then holds one `null` per decoded entry in place of its object, and the entries come
    /// back alongside; otherwise (any entry the fast path does not take) the array is parsed into the
    /// tree as `parse` would and its result is nil. Errors are `parse`'s, at the same place.
    func parseDecodingEntries(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> (
        JSONValue, [LoggedDay]?, [PlanEvent]?
    ) {
        let (value, days, history, _) = try parseDecodingEntries(bytes, keepingAtMostDays: .max)
        return (value, days, history)
    }

    /// As `parseDecodingEntries`, keeping at most `limit` decoded days whole: the days past them come
    /// back reduced to what the checks across days read (`DaysPastTheValidMaximum`).
    func parseDecodingEntries(_ bytes: some Collection<UInt8>, keepingAtMostDays limit: Int) throws(JSONSyntaxError)
        -> (JSONValue, [LoggedDay]?, [PlanEvent]?, DaysPastTheValidMaximum?)
    {
        let decoded = DecodedEntries()
        let fastPaths = [
            JSONArrayFastPath(memberPath: ["days"]) { cursor in
                // The plain days first (`PlainDayBytesReader.swift`); then the field table's decoder.
                if let days = cursor.decodePlainDays(keepingAtMost: limit) {
                    decoded.days = days
                    return days.count
                }
                var past = DaysPastTheValidMaximum(firstIndex: limit)
                guard
                    let days = cursor.decodeObjects(
                        DayFields.self, keepingAtMost: limit, beyond: { past.keep($0, at: $1) })
                else { return nil }
                decoded.days = days
                if !past.isEmpty { decoded.daysPast = past }
                return days.count + past.count
            },
            JSONArrayFastPath(memberPath: ["plan", "history"]) { cursor in
                // Each event by its own decoder first (`PlainEventBytesReader.swift`); then the table's.
                var plain = PlainEventReader()
                guard
                    let events = cursor.decodeObjects(
                        PlanEventFields.self, plainFirst: { plain.decode(&$0, appendingTo: &$1) })
                else { return nil }
                decoded.history = events
                return events.count
            },
        ]
        let value = try parse(bytes, fastPaths: fastPaths)
        return (value, decoded.days, decoded.history, decoded.daysPast)
    }

    /// As `parseDecodingEntries`, with the days only.
    func parseDecodingDays(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> (JSONValue, [LoggedDay]?) {
        let (value, days, _) = try parseDecodingEntries(bytes)
        return (value, days)
    }
}

/// The fast paths' results, filled in by the closures the parser calls (one parse, one thread).
private final class DecodedEntries {
    var days: [LoggedDay]?
    var daysPast: DaysPastTheValidMaximum?
    var history: [PlanEvent]?
}

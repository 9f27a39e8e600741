/// Reads the members of one JSON object, checking types and ranges and collecting every problem.
///
/// Each read marks its key as known; `finish()` reports the members nobody read as unknown keys,
/// so that a typo such as `wieght` is an error instead of being silently ignored. A member whose
/// value is `null` counts as absent.
package struct FieldReader: Sendable {
    /// Where the object is in the document.
    package let path: JSONPointer
    private let members: JSONObject
    // The keys asked for, in a short array: a reader asks for about a dozen keys, mostly string
    // literals, so a linear scan beats hashing each into a set (this runs for every day of a log).
    private var askedKeys: [String] = []
    private var finished = false
    /// The problems found so far, in this object and in nested readers merged into it.
    package private(set) var issues: [ValidationIssue] = []
    /// Problems found in arrays and not kept, past `ValidationIssue.maximumListedPerDocument`
    /// (counted so the document's failure can say how many more there were).
    package private(set) var omittedIssues = 0

    /// A reader for `value`, or nil (with a `wrongType` issue appended) when it is not an object.
    package static func object(_ value: JSONValue, at path: JSONPointer, issues: inout [ValidationIssue])
        -> FieldReader?
    {
        guard let members = value.objectValue else {
            issues.append(
                ValidationIssue(
                    path: path, code: .wrongType, message: "expected an object, found \(value.typeDescription)"))
            return nil
        }
        return FieldReader(path: path, members: members)
    }

    private init(path: JSONPointer, members: JSONObject) {
        self.path = path
        self.members = members
        askedKeys.reserveCapacity(16)
    }

    /// Records a problem found by the caller at `key` in this object (or at the object itself when nil).
    package mutating func report(_ code: ValidationIssue.Code, at key: String? = nil, _ message: String) {
        issues.append(ValidationIssue(path: key.map(path.appending) ?? path, code: code, message: message))
    }

    /// Adds problems found below this object by a reader that did not go through the tree (the
    /// byte-level day decoder's cross-day checks), each with its own full path.
    mutating func append(_ found: [ValidationIssue], omitted: Int = 0) {
        issues.append(contentsOf: found)
        omittedIssues += omitted
        keepAtMostTheListedIssues()
    }

    /// Drops (and counts) issues past the listed maximum, so a flood of bad elements costs a counter,
    /// not memory.
    private mutating func keepAtMostTheListedIssues() {
        let limit = ValidationIssue.maximumListedPerDocument
        guard issues.count > limit else { return }
        omittedIssues += issues.count - limit
        issues.removeSubrange(limit...)
    }

    /// Whether `key` is present with a non-null value (the key counts as known).
    mutating func isPresent(_ key: String) -> Bool {
        askedKeys.append(key)
        return isGiven(key)
    }

    /// Whether `key` is present with a non-null value, without counting the key as known.
    func isGiven(_ key: String) -> Bool {
        if let value = members[key], value != .null { return true }
        return false
    }

    /// Counts `key` as known without reading it (another rule reports on it).
    mutating func markKnown(_ key: String) { askedKeys.append(key) }

    /// The raw value at `key` when present and not null (the key counts as known).
    package mutating func value(_ key: String, required: Bool = false) -> JSONValue? {
        askedKeys.append(key)
        guard let value = members[key], value != .null else {
            if required { report(.missingField, at: key, "\(key) is required") }
            return nil
        }
        return value
    }

    /// A finite number at `key`, checked against `range` (whose bounds are stated with `unit`).
    package mutating func number(
        _ key: String, required: Bool = false, in range: ClosedRange<Double>? = nil, unit: String = ""
    ) -> Double? {
        guard let value = value(key, required: required) else { return nil }
        guard let number = value.numberValue else {
            report(
                .wrongType, at: key,
                "\(key) must be a number\(unit.isEmpty ? "" : " (\(unit))"), found \(value.typeDescription)")
            return nil
        }
        if let range, !range.contains(number) {
            let unitSuffix = unit.isEmpty ? "" : " \(unit)"
            report(
                .outOfRange, at: key,
                "\(key) must be between \(JSONWriter.format(range.lowerBound)) and "
                    + "\(JSONWriter.format(range.upperBound))\(unitSuffix), found \(JSONWriter.format(number))"
            )
            return nil
        }
        return number
    }

    /// A whole number at `key` within `range`.
    package mutating func integer(_ key: String, required: Bool = false, in range: ClosedRange<Int>) -> Int? {
        guard let number = number(key, required: required) else { return nil }
        guard number == number.rounded(), let integer = Int(exactly: number), range.contains(integer) else {
            report(
                .outOfRange, at: key,
                "\(key) must be a whole number from \(range.lowerBound) to \(range.upperBound), found "
                    + "\(JSONWriter.format(number))"
            )
            return nil
        }
        return integer
    }

    /// A string at `key`.
    package mutating func string(_ key: String, required: Bool = false) -> String? {
        guard let value = value(key, required: required) else { return nil }
        guard let string = value.stringValue else {
            report(.wrongType, at: key, "\(key) must be a string, found \(value.typeDescription)")
            return nil
        }
        return string
    }

    /// A boolean at `key`.
    package mutating func bool(_ key: String, required: Bool = false) -> Bool? {
        guard let value = value(key, required: required) else { return nil }
        guard case .bool(let flag) = value else {
            report(.wrongType, at: key, "\(key) must be true or false, found \(value.typeDescription)")
            return nil
        }
        return flag
    }

    /// One of an enumeration's raw values at `key`; other strings are `invalidValue` listing the choices.
    package mutating func choice<Choice: RawRepresentable & CaseIterable>(
        _ key: String, required: Bool = false, as type: Choice.Type = Choice.self
    ) -> Choice? where Choice.RawValue == String {
        guard let string = string(key, required: required) else { return nil }
        guard let choice = Choice(rawValue: string) else {
            refuse(string, at: key, among: Choice.allCases.map(\.rawValue), listing: .oneOf)
            return nil
        }
        return choice
    }

    /// The index among `choices` of the string at `key`; another string is `invalidValue` listing them.
    mutating func choice(
        _ key: String, required: Bool = false, among choices: [String], listing: FieldSpec.ChoiceListing = .oneOf
    ) -> Int? {
        guard let string = string(key, required: required) else { return nil }
        guard let index = choices.firstIndex(of: string) else {
            refuse(string, at: key, among: choices, listing: listing)
            return nil
        }
        return index
    }

    /// Reports `string` at `key` as not one of `choices`.
    private mutating func refuse(
        _ string: String, at key: String, among choices: [String], listing: FieldSpec.ChoiceListing
    ) {
        let quoted = choices.map { "\"\($0)\"" }
        let allowed =
            switch listing {
            case .oneOf: "one of " + quoted.joined(separator: ", ")
            case .alternatives: quoted.joined(separator: " or ")
            }
        report(.invalidValue, at: key, "\(key) must be \(allowed), found \"\(string)\"")
    }

    /// A `YYYY-MM-DD` calendar date at `key`; another string is `invalidValue`.
    mutating func date(_ key: String, required: Bool = false) -> CalendarDate? {
        guard let text = string(key, required: required) else { return nil }
        guard let date = CalendarDate(iso: text) else {
            report(.invalidValue, at: key, "\(key) must be a calendar date YYYY-MM-DD, found \"\(text)\"")
            return nil
        }
        return date
    }

    /// An ISO 8601 time with an offset at `key`; another string is `invalidValue`.
    mutating func instant(_ key: String, required: Bool = false) -> Timestamp? {
        guard let text = string(key, required: required) else { return nil }
        guard let instant = Timestamp(text) else {
            report(
                .invalidValue, at: key,
                "\(key) must be an ISO 8601 time with an offset, such as \"2026-11-02T23:40:00Z\", found \"\(text)\"")
            return nil
        }
        return instant
    }

    /// Reads the object at `key` with `body`, merging its problems into this reader's.
    package mutating func nested<Result>(
        _ key: String, required: Bool = false, _ body: (inout FieldReader) -> Result?
    ) -> Result? {
        guard let value = value(key, required: required) else { return nil }
        guard var child = FieldReader.object(value, at: path.appending(key), issues: &issues) else { return nil }
        let result = body(&child)
        issues.append(contentsOf: child.finish())
        omittedIssues += child.omittedIssues
        keepAtMostTheListedIssues()
        return result
    }

    /// Reads each element of the array at `key` with `body`, which gets the element and its path.
    package mutating func array<Element>(
        _ key: String, required: Bool = false, _ body: (JSONValue, JSONPointer, inout [ValidationIssue]) -> Element?
    ) -> [Element]? {
        guard let value = value(key, required: required) else { return nil }
        guard let elements = value.arrayValue else {
            report(.wrongType, at: key, "\(key) must be an array, found \(value.typeDescription)")
            return nil
        }
        var results: [Element] = []
        results.reserveCapacity(elements.count)
        let arrayPath = path.appending(key)
        for (index, element) in elements.enumerated() {
            if let result = body(element, arrayPath.appending(index), &issues) { results.append(result) }
            keepAtMostTheListedIssues()
        }
        return results
    }

    /// The problems found, plus an `unknownKey` issue for every member that no read asked for.
    package mutating func finish() -> [ValidationIssue] {
        guard !finished else { return issues }
        finished = true
        guard members.contains(where: { !wasAsked($0.key) }) else { return issues }
        let unknown = members.keys.filter { !wasAsked($0) }
        let known = Set(askedKeys)
        for (index, key) in unknown.sorted().enumerated() {
            // Suggestions are for typos: a hostile record with thousands of unknown or huge keys
            // must stay cheap, so only the first few short keys get the edit-distance search.
            let worthSuggesting =
                index < Self.maximumSuggestions && key.utf8.count <= JSONPointer.maximumQuotedNameBytes
            let suggestion =
                worthSuggesting ? Self.closest(to: key, among: known).map { " (did you mean \"\($0)\"?)" } ?? "" : ""
            report(.unknownKey, at: key, "unknown member \(JSONPointer.quoted(key))\(suggestion)")
        }
        return issues
    }

    /// Whether a read asked for `key`, by the rule `JSONObject`'s lookup finds a member by, so that
    /// a member no lookup could find is unknown.
    private func wasAsked(_ key: String) -> Bool {
        let length = key.utf8.count
        return askedKeys.contains { JSONObject.key($0, matches: key, ofLength: length) }
    }

    /// Unknown keys per object that get a "did you mean" search.
    static let maximumSuggestions = 16

    /// The known key within edit distance 2 of `key`, to suggest for a typo; else a known key one of
    /// whose words is `key` (or within one or two edits of it), for a shortened name such as `rate` for
    /// `ratePercentPerWeek` or `activity` for `activityLevel`.
    package static func closest(to key: String, among candidates: Set<String>) -> String? {
        let lowered = key.lowercased()
        if let typo = candidates.map({ ($0, editDistance(lowered, $0.lowercased())) }).filter({ $0.1 <= 2 }).min(by: {
            ($0.1, $0.0) < ($1.1, $1.0)
        })?.0 {
            return typo
        }
        guard lowered.count >= 3 else { return nil }
        // Rank: the word matched exactly before within one edit, an earlier word before a later one,
        // then the shorter name, then the name itself (so the answer never depends on set order).
        let ranked = candidates.compactMap { candidate -> (Int, Int, Int, String)? in
            let words = camelCaseWords(candidate)
            for (position, word) in words.enumerated() {
                if word == lowered { return (0, position, candidate.count, candidate) }
            }
            guard lowered.count >= 5 else { return nil }
            // A long word tolerates two edits (a swapped pair of letters is two), a shorter one one.
            for (position, word) in words.enumerated()
            where word.count >= 5 && editDistance(lowered, word) <= (word.count >= 7 ? 2 : 1) {
                return (1, position, candidate.count, candidate)
            }
            return nil
        }
        return ranked.min { ($0.0, $0.1, $0.2, $0.3) < ($1.0, $1.1, $1.2, $1.3) }?.3
    }

    /// The lowercased words of a camelCase name (`ratePercentPerWeek` → rate, percent, per, week).
    static func camelCaseWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase || (character.isNumber && !(current.last?.isNumber ?? true)), !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    private static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.unicodeScalars)
        let b = Array(rhs.unicodeScalars)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}

/// The members of a JSON object, kept in an array in the order they were added.
///
/// An array rather than a dictionary because the engine's objects are small (a dozen members):
/// building and searching a short array is faster than hashing, and parsing large batches spends
/// most of its time building objects. Keys are unique (the parser refuses duplicates; setting an
/// existing key replaces its value). Equality ignores member order, as JSON's does.
public struct JSONObject: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    /// The members, in insertion order.
    public private(set) var members: [(key: String, value: JSONValue)]

    /// An empty object.
    public init() { members = [] }

    /// An object with the members of `dictionary`.
    public init(_ dictionary: [String: JSONValue]) { members = dictionary.map { (key: $0.key, value: $0.value) } }

    /// An object from a literal; a repeated key keeps the last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        members = []
        for (key, value) in elements { self[key] = value }
    }

    /// Members already known to have distinct keys (the parser's fast path).
    init(uniqueMembers: [(key: String, value: JSONValue)]) { members = uniqueMembers }

    /// The value for `key`, or nil; setting nil removes the member.
    public subscript(key: String) -> JSONValue? {
        get {
            let length = key.utf8.count
            for index in members.indices where Self.key(members[index].key, matches: key, ofLength: length) {
                return members[index].value
            }
            return nil
        }
        set {
            let index = members.firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let index?, let value?): members[index].value = value
            case (let index?, nil): members.remove(at: index)
            case (nil, let value?): members.append((key: key, value: value))
            case (nil, nil): break
            }
        }
    }

    /// Whether the member name `candidate` is `key`, whose UTF-8 length is `length`: the rule the
    /// lookup finds a member by, and `FieldReader` counts a member as read by. Comparing lengths
    /// first (O(1) for native strings) skips the string comparison call for nearly every other
    /// member; lookups run for every member of every day read.
    @inline(__always) static func key(_ candidate: String, matches key: String, ofLength length: Int) -> Bool {
        candidate.utf8.count == length && candidate == key
    }

    /// The keys, in insertion order.
    public var keys: [String] { members.map(\.key) }
    /// The values, in insertion order.
    public var values: [JSONValue] { members.map(\.value) }
    /// The number of members.
    public var count: Int { members.count }
    /// Whether there are no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The object with each value transformed.
    func mapValues(_ transform: (JSONValue) throws -> JSONValue) rethrows -> JSONObject {
        JSONObject(uniqueMembers: try members.map { (key: $0.key, value: try transform($0.value)) })
    }

    /// Iterates the members in insertion order.
    public func makeIterator() -> IndexingIterator<[(key: String, value: JSONValue)]> { members.makeIterator() }

    /// Same keys with equal values, in any order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.members.allSatisfy { member in rhs[member.key] == member.value }
    }
}

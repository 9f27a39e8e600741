/// A parsed JSON value.
///
/// The engine reads and writes JSON through this tree instead of `Codable` so that it can reject
/// unknown and duplicate keys, report every problem with its JSON-pointer path, and write output
/// whose bytes depend only on the values (sorted keys, one number format).
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A finite number. Non-finite values are never produced by the parser and are refused by the writer.
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members by key; a key occurs once (the parser refuses duplicates).
    case object(JSONObject)

    /// A short name of the value's JSON type, for error messages ("a number", "an object", ...).
    var typeDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The members when this is an object.
    public var objectValue: JSONObject? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The elements when this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The number when this is a number.
    public var numberValue: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The string when this is a string.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The value at a path of object keys, or nil when any step is missing or not an object.
    public subscript(_ keys: String...) -> JSONValue? {
        var current: JSONValue? = self
        for key in keys { current = current?.objectValue?[key] }
        return current
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    /// A string value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A boolean value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// A number value.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A number value.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// An array value.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object value; a repeated key keeps the last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var object = JSONObject()
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }
    /// The null value.
    public init(nilLiteral: ()) { self = .null }
}

extension JSONValue {
    /// A number, or null when absent: optional output fields are written as null, never as 0.
    public static func number(_ value: Double?) -> JSONValue {
        value.map { .number($0) } ?? .null
    }

    /// A string, or null when absent.
    public static func string(_ value: String?) -> JSONValue {
        value.map { .string($0) } ?? .null
    }
}

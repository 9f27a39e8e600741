import NutritionEngine

/// Compares an expected JSON document with an actual one and names every difference by path.
public struct JSONComparison: Sendable {
    /// How numbers are compared: equal, or |a − b| ≤ max(absolute, relative·max(|a|, |b|)).
    public struct Tolerance: Sendable, Equatable {
        /// Absolute tolerance, in the number's own unit.
        public var absolute: Double
        /// Relative tolerance, as a fraction.
        public var relative: Double

        /// A tolerance; both default to exact equality.
        public init(absolute: Double = 0, relative: Double = 0) {
            self.absolute = absolute
            self.relative = relative
        }

        /// Whether `a` and `b` are equal within the tolerance (symmetric; NaN is never equal).
        public func accepts(_ a: Double, _ b: Double) -> Bool {
            if a == b { return true }
            guard a.isFinite, b.isFinite else { return false }
            return abs(a - b) <= max(absolute, relative * max(abs(a), abs(b)))
        }
    }

    /// Whether members of `expected` objects must be all the members of `actual` (`exact`), or
    /// may be a subset (`subset`, for independent oracles that know only some of the numbers).
    public enum Mode: String, Sendable, CaseIterable {
        case exact, subset
    }

    /// One place where two documents differ.
    public struct Difference: Sendable, Equatable, CustomStringConvertible {
        /// Where the documents differ.
        public var path: JSONPointer
        /// What was expected there, as JSON text (or "(absent)").
        public var expected: String
        /// What was found there, as JSON text (or "(absent)").
        public var actual: String

        /// `path: expected X, found Y`.
        public var description: String {
            "\(path.tokens.isEmpty ? "/" : path.description): expected \(expected), found \(actual)"
        }
    }

    /// The number tolerance.
    public var tolerance: Tolerance
    /// Exact or subset matching of object members.
    public var mode: Mode

    /// A comparison with the given tolerance and mode.
    public init(tolerance: Tolerance = Tolerance(), mode: Mode = .exact) {
        self.tolerance = tolerance
        self.mode = mode
    }

    /// Every difference in depth-first, sorted-key order (empty when the documents match): each
    /// differing number, string, literal or type, each member present on one side only, and each
    /// array element past the shorter array's end, so a reviewer sees all of them at once.
    public func differences(expected: JSONValue, actual: JSONValue) -> [Difference] {
        var found: [Difference] = []
        collect(expected, actual, at: .root, into: &found)
        return found
    }

    private func collect(
        _ expected: JSONValue, _ actual: JSONValue, at path: JSONPointer, into found: inout [Difference]
    ) {
        switch (expected, actual) {
        case (.number(let a), .number(let b)):
            if !tolerance.accepts(a, b) { found.append(difference(path, expected, actual)) }
        case (.array(let a), .array(let b)):
            for index in 0..<max(a.count, b.count) {
                let element = path.appending(index)
                switch (index < a.count, index < b.count) {
                case (true, true): collect(a[index], b[index], at: element, into: &found)
                case (true, false):
                    found.append(Difference(path: element, expected: text(a[index]), actual: "(absent)"))
                default: found.append(Difference(path: element, expected: "(absent)", actual: text(b[index])))
                }
            }
        case (.object(let a), .object(let b)):
            let keys = mode == .exact ? Set(a.keys).union(b.keys) : Set(a.keys)
            for key in keys.sorted() {
                let member = path.appending(key)
                switch (a[key], b[key]) {
                case (let x?, let y?): collect(x, y, at: member, into: &found)
                case (let x?, nil): found.append(Difference(path: member, expected: text(x), actual: "(absent)"))
                case (nil, let y?): found.append(Difference(path: member, expected: "(absent)", actual: text(y)))
                case (nil, nil): continue
                }
            }
        default:
            if expected != actual { found.append(difference(path, expected, actual)) }
        }
    }

    private func difference(_ path: JSONPointer, _ expected: JSONValue, _ actual: JSONValue) -> Difference {
        Difference(path: path, expected: text(expected), actual: text(actual))
    }

    private func text(_ value: JSONValue) -> String {
        let written = (try? JSONWriter(style: .compact).string(value)) ?? "(non-finite)"
        return written.count > 120 ? String(written.prefix(117)) + "..." : written
    }
}

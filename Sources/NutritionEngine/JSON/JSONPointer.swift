import Foundation

/// A JSON pointer (RFC 6901), such as `/days/12/intakeKcal`, naming where in a document a value is.
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible, Comparable {
    // A pointer to an array element keeps its parent's tokens (shared, not copied) and the index as
    // a number: the byte reader gives every day and plan event its pointer, and building a token
    // array and an index string for each was ~3 % of `rescore` (issue 25) though few are ever read.
    private var parent: [String]
    private var index: Int?

    /// The reference tokens, unescaped, from the root down.
    public var tokens: [String] {
        guard let index else { return parent }
        var tokens: [String] = []
        tokens.reserveCapacity(parent.count + 1)
        tokens.append(contentsOf: parent)
        tokens.append(String(index))
        return tokens
    }

    /// The pointer to the whole document (the empty string).
    public static let root = JSONPointer(tokens: [])

    // The arrays every exported document lists element by element. A static array of literals is
    // emitted as a constant object whose reference count is never written (immortal), so the
    // pointers of the days and plan events made from these tokens share them at no cost; tokens
    // built for the array at hand were retained for every element's pointer made and released for
    // every one destroyed, an atomic write each (~1.5 % of `rescore`'s sampled time, issue 25).
    private static let daysTokens: [String] = ["days"]
    private static let planHistoryTokens: [String] = ["plan", "history"]

    /// The same pointer, holding the process's constant tokens when it names one of the arrays every
    /// document lists (`days`, `plan/history`), for the pointers of their elements to share.
    package var sharingConstantTokens: JSONPointer {
        guard index == nil else { return self }
        if parent == Self.daysTokens { return JSONPointer(tokens: Self.daysTokens) }
        if parent == Self.planHistoryTokens { return JSONPointer(tokens: Self.planHistoryTokens) }
        return self
    }

    /// A pointer from its unescaped tokens.
    public init(tokens: [String]) {
        parent = tokens
        index = nil
    }

    /// A pointer from its RFC 6901 text (`""` or `/a/b`); `~0` and `~1` are unescaped.
    public init(_ text: String) {
        index = nil
        guard !text.isEmpty else {
            parent = []
            return
        }
        parent = text.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
            Self.unescaped(String($0))
        }
    }

    /// The pointer one object member further down.
    public func appending(_ key: String) -> JSONPointer { appendingToken(key) }

    /// The pointer one array element further down.
    public func appending(_ index: Int) -> JSONPointer {
        guard self.index == nil else { return appendingToken(String(index)) }
        var element = self
        element.index = index
        return element
    }

    // One allocation per pointer, of exactly the tokens it holds (`tokens + [token]` made two, and
    // appending to `tokens` grew the array it had just reserved; issue 25).
    private func appendingToken(_ token: String) -> JSONPointer {
        var extended: [String] = []
        extended.reserveCapacity(parent.count + (index == nil ? 1 : 2))
        extended.append(contentsOf: parent)
        if let index { extended.append(String(index)) }
        extended.append(token)
        return JSONPointer(tokens: extended)
    }

    /// The RFC 6901 text of the pointer (`""` for the root).
    public var description: String {
        tokens.map { "/" + Self.escaped($0) }.joined()
    }

    // RFC 6901's escapes by Unicode scalars: Foundation's `replacingOccurrences` compares characters,
    // so a `~` or `/` followed by a combining mark (one character, "/\u{301}") was left as it was.

    /// `token` with `~` written `~0` and `/` written `~1`.
    static func escaped(_ token: String) -> String {
        guard token.unicodeScalars.contains(where: { $0 == "~" || $0 == "/" }) else { return token }
        var text = String.UnicodeScalarView()
        for scalar in token.unicodeScalars {
            switch scalar {
            case "~": text.append(contentsOf: "~0".unicodeScalars)
            case "/": text.append(contentsOf: "~1".unicodeScalars)
            default: text.append(scalar)
            }
        }
        return String(text)
    }

    /// `text` with `~1` read as `/` and `~0` as `~` (in that order, as RFC 6901 says, so `~01` is `~1`).
    static func unescaped(_ text: String) -> String {
        guard text.unicodeScalars.contains("~") else { return text }
        var token = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "~", let next = scalars.first, next == "0" || next == "1" else {
                token.append(scalar)
                continue
            }
            token.append(next == "1" ? "/" : "~")
            scalars.removeFirst()
        }
        return String(token)
    }

    /// Pointers are equal when their tokens are, however they were built.
    public static func == (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
        lhs.index == rhs.index && lhs.parent == rhs.parent || lhs.tokens == rhs.tokens
    }

    /// Hashes the tokens, as equality compares them.
    public func hash(into hasher: inout Hasher) { hasher.combine(tokens) }

    /// Pointers order by their text, so that issue lists sort stably.
    public static func < (lhs: JSONPointer, rhs: JSONPointer) -> Bool { lhs.description < rhs.description }
}

extension JSONPointer {

    /// Longest member name, in bytes, that a message or an issue line quotes whole (a longer one is a
    /// hostile input, not a typo: 10 MB of one name would be repeated in every line naming it).
    package static let maximumQuotedNameBytes = 64

    /// `name` as a message or a line shows it: whole up to `maximumQuotedNameBytes`, else its first
    /// 32 characters and "…".
    package static func shortened(_ name: String) -> String {
        name.utf8.count <= maximumQuotedNameBytes ? name : String(name.unicodeScalars.prefix(32)) + "…"
    }

    /// `name` quoted for a message: `"name"`, or for a long one its start and its length,
    /// `"abc…" (a name of 10000000 bytes)`.
    package static func quoted(_ name: String) -> String {
        let count = name.utf8.count
        return count <= maximumQuotedNameBytes ? "\"\(name)\"" : "\"\(shortened(name))\" (a name of \(count) bytes)"
    }
}

import NutritionEngine

/// "Did you mean" for a misspelt command, subcommand or option (`recomend`, `--formta`), by the rule
/// that suggests member names in documents (`FieldReader.closest`: a typo within two edits, or one
/// word of a longer name), so the two never disagree about what is close.
enum DidYouMean {
    /// ` (did you mean 'NAME'?)` for the name in `names` closest to `word`, or "" when none is close;
    /// `prefix` is written before the name (`--` for options).
    static func suffix(for word: String, among names: some Sequence<String>, prefix: String = "") -> String {
        closest(to: word, among: names).map { " (did you mean '\(prefix)\($0)'?)" } ?? ""
    }

    /// The name in `names` closest to `word`, or nil. Command-line names are hyphenated (`weight-kg`,
    /// `check-in`); they are compared in camelCase (`weightKg`) so each hyphenated part counts as a word.
    static func closest(to word: String, among names: some Sequence<String>) -> String? {
        // Misspellings are short; a long argument is not worth a quadratic edit-distance search.
        guard word.utf8.count <= 64 else { return nil }
        var byCamelCase: [String: String] = [:]
        for name in names { byCamelCase[camelCase(name)] = name }
        return FieldReader.closest(to: camelCase(word), among: Set(byCamelCase.keys)).flatMap { byCamelCase[$0] }
    }

    /// `weight-kg` → `weightKg`; a name without hyphens is unchanged.
    private static func camelCase(_ name: String) -> String {
        let parts = name.split(separator: "-", omittingEmptySubsequences: true)
        guard let first = parts.first else { return name }
        return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

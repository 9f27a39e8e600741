import NutritionEngine

/// The positional arguments and `--options` of one command, parsed against what the command accepts.
package struct Arguments {
    /// Positional arguments in order (`-` is positional: it means standard input).
    package var positionals: [String] = []
    /// Options that take a value, by name without dashes.
    package var values: [String: String] = [:]
    /// Options that take no value, by name without dashes.
    package var flags: Set<String> = []

    /// Parses `arguments`; `valued` and `flagged` list the accepted option names without dashes.
    package init(_ arguments: [String], valued: Set<String> = [], flagged: Set<String> = []) throws(CommandError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--") else {
                positionals.append(argument)
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if valued.contains(name) {
                guard values[name] == nil else { throw .usage("--\(name) is given more than once") }
                if let inlineValue {
                    values[name] = inlineValue
                } else {
                    guard index < arguments.count else { throw .usage("--\(name) needs a value") }
                    values[name] = arguments[index]
                    index += 1
                }
            } else if flagged.contains(name) {
                guard inlineValue == nil else { throw .usage("--\(name) takes no value, found \(argument)") }
                flags.insert(name)
            } else {
                throw .usage(Self.unknownOption(argument, name: name, accepted: valued.union(flagged)))
            }
        }
    }

    /// `unknown option --formta (did you mean '--format'?)`; without a close name, the options the
    /// command takes, so the person sees what is possible without opening the help page.
    static func unknownOption(_ argument: String, name: String, accepted: Set<String>) -> String {
        let suggestion = DidYouMean.suffix(for: name, among: accepted, prefix: "--")
        // A 10 MB argument is not repeated whole: its start says which one it was.
        let argument = JSONPointer.shortened(argument)
        guard suggestion.isEmpty else { return "unknown option \(argument)\(suggestion)" }
        guard !accepted.isEmpty else { return "unknown option \(argument) (this command takes no options)" }
        return "unknown option \(argument) (options: \(accepted.sorted().map { "--" + $0 }.joined(separator: ", ")))"
    }

    /// The single positional argument, or a usage error naming what was expected.
    package func single(_ what: String) throws(CommandError) -> String {
        guard positionals.count == 1 else {
            throw .usage(
                positionals.isEmpty ? "missing \(what)" : "expected one \(what), found \(positionals.count) arguments")
        }
        return positionals[0]
    }

    /// The value of `--format`, one of `allowed` (the first is the default).
    package func format(allowed: [String]) throws(CommandError) -> String {
        guard let format = values["format"] else { return allowed[0] }
        guard allowed.contains(format) else {
            throw .usage(
                "--format must be one of \(allowed.joined(separator: ", ")), found \(format)"
                    + DidYouMean.suffix(for: format, among: allowed))
        }
        return format
    }
}

import NutritionEngine

/// `import FORMAT FILE... [--time-zone ZONE] [--day-starts-at-hour H]`: another app's export as an input document.
enum ImportCommand {
    static func run(_ arguments: [String], context: CommandContext) throws(CommandError) -> CommandResult {
        throw .usage("import is not implemented yet")
    }
}

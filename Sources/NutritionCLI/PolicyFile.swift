import Foundation
import NutritionEngine

/// Reads `--policy FILE`: a JSON document of parameter overrides with its own version.
enum PolicyFile {
    static func read(_ file: String, input: InputSource) throws(CommandError) -> Policy {
        let data = try input.bytes(file)
        do {
            return try PolicyReader.read(data)
        } catch {
            throw .invalid(file: InputSource.displayName(file), issues: error.issues)
        }
    }
}
